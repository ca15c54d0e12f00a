// Near-miss suggestions: which wrong answers are offered for acceptance, and why.
import { describe, expect, it } from 'vitest';
import { nearMissSuggestions } from './insights-suggestions';

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

  it('frequent: at least 3 teams and 20 % of the played games', () => {
    expect(reasons([wrong('Immaculata', 3)], ['Mária'], 15)).toEqual({ Immaculata: 'frequent' });
    expect(reasons([wrong('Immaculata', 3)], ['Mária'], 16)).toEqual({});
    expect(reasons([wrong('Immaculata', 2)], ['Mária'], 5)).toEqual({});
  });

  it('an answer already accepted (exactly) or empty is not suggested', () => {
    expect(reasons([wrong('Mária', 5), wrong('', 5)], ['Mária'])).toEqual({});
  });
});
