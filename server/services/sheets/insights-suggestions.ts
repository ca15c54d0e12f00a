// Near-miss suggestions of the answer insights: wrong answers an author may want to accept. An
// invalid answer is suggested when it differs from an accepted answer only by case, only by
// diacritics (and case), or by a small edit distance (a typo), or when many teams gave it.
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
    if (!best && !frequent) continue;
    suggestions.push({
      text: answer.text,
      reason: best?.reason ?? 'frequent',
      similarTo: best?.similarTo ?? null,
      answers: answer.answers,
      teams: answer.plays,
    });
  }
  return suggestions.sort(
    (x, y) => ORDER[x.reason] - ORDER[y.reason] || y.teams - x.teams || x.text.localeCompare(y.text, 'sk'),
  );
}
