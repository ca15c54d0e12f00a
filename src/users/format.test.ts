import { describe, expect, it } from 'vitest';
import { roleLabel } from './format';

// The zip and country of a user's address: schemas/format/format.test.ts (formatZip with { country }).
describe('codelist labels', () => {
  it('names roles in Slovak', () => {
    expect(roleLabel('3')).toBe('Administrátor');
    expect(roleLabel(1)).toBe('Používateľ');
    expect(roleLabel(undefined)).toBe('');
  });
});
