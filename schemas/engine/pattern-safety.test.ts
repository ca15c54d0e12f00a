// The schema check refuses a field pattern that can backtrack catastrophically (ReDoS), since a pattern
// runs on every value staff type and the schema studio lets non-developers write one.
import { describe, expect, it } from 'vitest';
import { patternProblem } from './check';

describe('patternProblem', () => {
  it('accepts the patterns of the shipped schemas', () => {
    for (const pattern of ['^[0-9]{5}$', '^\\+?[0-9 ]{6,20}$', '^[A-Z]+$', '^SK[0-9]{22}$'])
      expect(patternProblem(pattern), pattern).toBeUndefined();
  });

  it('refuses a pattern that is not a regular expression', () => {
    expect(patternProblem('([')).toMatch(/nie je platný regulárny výraz/);
  });

  it('refuses nested and overlapping repetitions that backtrack catastrophically', () => {
    for (const pattern of ['^(a+)+$', '^(\\w+\\s?)*$', '^(a|a)*$'])
      expect(patternProblem(pattern), pattern).toMatch(/katastrofálne spätné prehľadávanie/);
  });
});
