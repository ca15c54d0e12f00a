// Near-miss suggestions: which wrong answers are offered for acceptance, and why.
import { describe, expect, it } from 'vitest';
import { nearMissSuggestions, related } from './insights-suggestions';

const wrong = (text: string, plays = 1) => ({ text, answers: plays, plays });
const reasons = (invalid: ReturnType<typeof wrong>[], accepted: string[], played = 10) =>
  Object.fromEntries(nearMissSuggestions(invalid, accepted, played).map((s) => [s.text, s.reason]));

describe('nearMissSuggestions', () => {
  it('case, diacritics and typos of an accepted answer', () => {
    expect(
      reasons(
        [wrong('kriváň'), wrong('Krivan'), wrong('Krivaň'), wrong('Kriváňn'), wrong('Gerlach')],
        ['Kriváň'],
      ),
    ).toEqual({ kriváň: 'case', Krivan: 'diacritics', Krivaň: 'diacritics', Kriváňn: 'typo' });
  });

  it('no typo for numbers and short answers: a wrong year is a wrong answer', () => {
    expect(reasons([wrong('1531'), wrong('13'), wrong('kov'), wrong('kog')], ['1530', '12', 'kov'])).toEqual(
      {},
    );
  });

  it('a longer answer allows two edits, a shorter one only one', () => {
    expect(reasons([wrong('Pelisky'), wrong('Pelíšk'), wrong('Pelšky')], ['Pelíšky'])).toEqual({
      Pelisky: 'diacritics',
      Pelíšk: 'typo',
      Pelšky: 'typo',
    });
    expect(reasons([wrong('Pelky')], ['Pelíšky'])).toEqual({});
    expect(reasons([wrong('festival duchv a strasidiel')], ['festival duchov a strašidiel'])).toEqual({
      'festival duchv a strasidiel': 'typo',
    });
  });

  it('frequent: at least 3 teams and 20 % of the played games, and related to an accepted answer', () => {
    const accepted = ['Medzinárodný festival duchov a strašidiel'];
    expect(reasons([wrong('festival duchov', 3)], accepted, 15)).toEqual({ 'festival duchov': 'frequent' });
    expect(reasons([wrong('festival duchov', 3)], accepted, 16)).toEqual({});
    expect(reasons([wrong('festival duchov', 2)], accepted, 5)).toEqual({});
  });

  it('plainly wrong answers are not offered however many teams gave them (issue 31)', () => {
    // the examples of the issue: a different number, a different name
    expect(reasons([wrong('13', 9)], ['12'], 10)).toEqual({});
    expect(reasons([wrong('13', 9)], ['trinásť'], 10)).toEqual({});
    expect(reasons([wrong('Immaculata', 9)], ['Mária'], 10)).toEqual({});
    expect(reasons([wrong('Immaculata', 9)], ['Panna Mária'], 10)).toEqual({});
    expect(reasons([wrong('Gerlach', 9)], ['Kriváň'], 10)).toEqual({});
  });

  it('related: relative edit distance, words against words, all words of the shorter in the longer', () => {
    expect(related('Bojnicky zamok', 'Bojnický zámok')).toBe(true);
    expect(related('zamok Bojnice', 'Bojnický zámok')).toBe(false);
    expect(related('Stefanik', 'Milan Rastislav Štefánik')).toBe(true);
    expect(related('Mária Terézia', 'Terézia')).toBe(true);
    expect(related('Immaculata', 'Mária')).toBe(false);
    expect(related('13', '12')).toBe(false);
    expect(related('1848', 'rok 1848')).toBe(false);
    expect(related('a', 'a b')).toBe(false);
  });

  it('an answer already accepted (exactly) or empty is not suggested', () => {
    expect(reasons([wrong('Mária', 5), wrong('', 5)], ['Mária'])).toEqual({});
  });
});
