// Near-miss suggestions of the answer insights: wrong answers an author may want to accept. An
// invalid answer is suggested when it differs from an accepted answer only by case, only by
// diacritics (and case), or by a small edit distance (a typo), or when many teams gave it and it is
// still related to an accepted answer (issue 31: '13' for '12' or 'Immaculata' for 'Mária' were offered
// only because several teams typed them): of the same kind (never a number, never a number against
// words), within a relative edit distance or one holding all the other's words.
import { closeness, related, type Closeness } from '../../../schemas/answers';

export { related, RELATED_MAX_SHARE } from '../../../schemas/answers';

export type SuggestionReason = Closeness | 'frequent';

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
