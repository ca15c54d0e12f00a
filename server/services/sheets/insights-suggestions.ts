// Near-miss suggestions of the answer insights: wrong answers an author may want to accept. An
// invalid answer is suggested when it differs from an accepted answer only by case, only by
// diacritics (and case), or by a small edit distance (a typo), or when many teams gave it and it is
// still related to an accepted answer (issue 31: '13' for '12' or 'Immaculata' for 'Mária' were offered
// only because several teams typed them): of the same kind (never a number, never a number against
// words), within a relative edit distance or one holding all the other's words.
import { distance } from 'fastest-levenshtein';
import { normalizeSearch } from '../platform/search-text';

export type SuggestionReason = 'case' | 'diacritics' | 'typo' | 'frequent';

export interface AnswerSuggestion {
  text: string;
  reason: SuggestionReason;
  /** The accepted answer it is close to (not for 'frequent'). */
  similarTo: string | null;
  /** Answer events with this text, and distinct plays (teams) that gave it. */
  answers: number;
  teams: number;
}

export interface InvalidAnswer {
  text: string;
  answers: number;
  plays: number;
}

/** 'frequent': at least this many teams, and at least this share of the played games. */
export const FREQUENT_MIN_TEAMS = 3;
export const FREQUENT_MIN_SHARE = 0.2;

const foldCase = (s: string) => s.toLocaleLowerCase('sk');
const isNumeric = (s: string) => /^[\d\s.,/-]+$/.test(s);

/** Edit distance still taken for a typo: none for short or numeric answers (a wrong year is not a typo). */
function typoLimit(a: string, b: string): number {
  if (isNumeric(a) || isNumeric(b)) return 0;
  const length = Math.min(a.length, b.length);
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** Largest edit distance, as a share of the longer answer, of a frequent answer still taken as related. */
export const RELATED_MAX_SHARE = 0.34;

const words = (s: string) => s.split(' ').filter((w) => w.length > 0);

/**
 * A frequent wrong answer close enough to an accepted one to be worth offering: both words (a number is
 * an exact fact, another number or a word is wrong), and either within RELATED_MAX_SHARE edits of the
 * longer one, or every word (of 4+ letters in all) of one is in the other ('festival duchov' and
 * 'Medzinárodný festival duchov a strašidiel').
 */
export function related(text: string, accepted: string): boolean {
  const a = normalizeSearch(text);
  const b = normalizeSearch(accepted);
  if (!a || !b || isNumeric(a) || isNumeric(b)) return false;
  if (distance(a, b) <= RELATED_MAX_SHARE * Math.max(a.length, b.length)) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const longWords = new Set(words(long));
  return short.replace(/ /g, '').length >= 4 && words(short).every((w) => longWords.has(w));
}

function closeness(text: string, accepted: string): SuggestionReason | null {
  if (foldCase(text) === foldCase(accepted)) return 'case';
  const a = normalizeSearch(text);
  const b = normalizeSearch(accepted);
  if (a === b) return 'diacritics';
  const limit = typoLimit(a, b);
  return limit > 0 && distance(a, b) <= limit ? 'typo' : null;
}

const ORDER: Record<SuggestionReason, number> = { case: 0, diacritics: 1, typo: 2, frequent: 3 };

/** The suggestions among the invalid answers, closest reasons first, then by teams. */
export function nearMissSuggestions(
  invalid: InvalidAnswer[],
  accepted: string[],
  playedGames: number,
): AnswerSuggestion[] {
  const acceptedSet = new Set(accepted);
  const suggestions: AnswerSuggestion[] = [];
  for (const answer of invalid) {
    if (answer.text === '' || acceptedSet.has(answer.text)) continue;
    let best: { reason: SuggestionReason; similarTo: string } | null = null;
    for (const a of accepted) {
      const reason = closeness(answer.text, a);
      if (reason && (!best || ORDER[reason] < ORDER[best.reason])) best = { reason, similarTo: a };
    }
    const frequent =
      answer.plays >= FREQUENT_MIN_TEAMS && answer.plays >= FREQUENT_MIN_SHARE * Math.max(playedGames, 1);
    if (!best && frequent) {
      const near = accepted.find((a) => related(answer.text, a));
      if (near !== undefined) best = { reason: 'frequent', similarTo: near };
    }
    if (!best) continue;
    suggestions.push({
      text: answer.text,
      reason: best.reason,
      similarTo: best.similarTo,
      answers: answer.answers,
      teams: answer.plays,
    });
  }
  return suggestions.sort(
    (x, y) => ORDER[x.reason] - ORDER[y.reason] || y.teams - x.teams || x.text.localeCompare(y.text, 'sk'),
  );
}
