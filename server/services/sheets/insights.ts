// Answer insights of one level (games 2.9, 3.5), computed in SQL from the play events (migration 070):
//   playedGames   plays with at least one event on the level
//   totalAnswers  answer events; uniqueAnswersCnt distinct answer keys (trimmed, no case, no diacritics)
//   avgAnswers    totalAnswers / playedGames
//   avgSessionDuration  seconds, over the finished plays (start and end known) of the level's sheet
//   hintClicks / supportClicks  event counts; their Pct = % of playedGames with at least one
//   firstAttemptCorrectAnswers  plays whose first answer on the level was correct; Pct of playedGames
//   validAnswers / invalidAnswers  trimmed text → count, by the game app's verdict; a text the level
//                  accepts now (one of its answer slots) is valid
// Percentages are 0–100 with one decimal; averages are rounded (duration to whole seconds).
import type { Db } from '../../db/types';
import type { Form } from '../../../schemas/engine';
import { textOf } from '../platform/sql';
import { levelAnswers, TEXT_ANSWER_LAYOUT } from '../../../schemas/answers';
import { nearMissSuggestions, type AnswerSuggestion } from './insights-suggestions';

export interface LevelInsights {
  avgSessionDuration: number;
  avgAnswers: number;
  uniqueAnswersCnt: number;
  totalAnswers: number;
  hintClicks: number;
  hintClicksPct: number;
  supportClicks: number;
  supportClicksPct: number;
  playedGames: number;
  firstAttemptCorrectAnswers: number;
  firstAttemptCorrectAnswersPct: number;
  validAnswers: Record<string, number>;
  invalidAnswers: Record<string, number>;
}

export interface LevelInsightsReply extends LevelInsights {
  levelName: string;
  /** The level's accepted answers (its filled answer slots). */
  acceptedAnswers: string[];
  /** The field id of the first empty answer slot; null when all are filled or the level takes no text answers. */
  nextAnswerSlot: string | null;
  suggestions: AnswerSuggestion[];
}

interface FiguresRow {
  played_games: number;
  total_answers: number;
  unique_answers: number;
  avg_answers: number | string;
  hint_clicks: number;
  hint_plays: number;
  support_clicks: number;
  support_plays: number;
  first_correct: number;
  avg_session: number | string | null;
}

const FIGURES_SQL = `
  WITH per_play AS (
    SELECT play_id,
           count(*) FILTER (WHERE type = 'answer') AS answers,
           count(*) FILTER (WHERE type = 'hint') AS hints,
           count(*) FILTER (WHERE type = 'support') AS supports,
           (array_agg(correct ORDER BY at, id) FILTER (WHERE type = 'answer'))[1] AS first_correct
      FROM play_events
     WHERE level_id = $1
     GROUP BY play_id
  )
  SELECT count(*)::int AS played_games,
         coalesce(sum(answers), 0)::int AS total_answers,
         (SELECT count(DISTINCT answer_key) FROM play_events WHERE level_id = $1 AND type = 'answer')::int
           AS unique_answers,
         coalesce(round(sum(answers)::numeric / nullif(count(*), 0), 2), 0)::float8 AS avg_answers,
         coalesce(sum(hints), 0)::int AS hint_clicks,
         count(*) FILTER (WHERE hints > 0)::int AS hint_plays,
         coalesce(sum(supports), 0)::int AS support_clicks,
         count(*) FILTER (WHERE supports > 0)::int AS support_plays,
         count(*) FILTER (WHERE first_correct)::int AS first_correct,
         (SELECT round(avg(extract(epoch FROM p.ended_at - p.started_at)))::float8
            FROM plays p
           WHERE p.variant_id = $2 AND p.started_at IS NOT NULL AND p.ended_at IS NOT NULL
             AND p.ended_at >= p.started_at) AS avg_session
    FROM per_play`;

/** Answer texts of the level by verdict: trimmed text, answer events and distinct plays. */
const ANSWERS_SQL = `
  SELECT btrim(text) AS text, correct, count(*)::int AS answers, count(DISTINCT play_id)::int AS plays
    FROM play_events
   WHERE level_id = $1 AND type = 'answer'
   GROUP BY btrim(text), correct
   ORDER BY count(*) DESC, btrim(text)`;

const pct = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : 0);

/** The level form's text answer slots (the str fields of its 'answer' group), in form order. */
export function answerSlots(levelForm: Form): string[] {
  return levelForm.fields.filter((f) => f.parent?.id === 'answer' && f.spec.type === 'str').map((f) => f.id);
}

/** Every figure of games 3.5 for the level `levelId` of the sheet `sheetId`, plus the suggestions. */
export async function levelInsights(
  db: Db,
  levelForm: Form,
  sheetId: number,
  level: { id: number; layout: string; info: Record<string, unknown> },
): Promise<LevelInsightsReply> {
  const f = (await db.one<FiguresRow>(FIGURES_SQL, [level.id, sheetId]))!;
  const rows = await db.query<{ text: string; correct: boolean; answers: number; plays: number }>(
    ANSWERS_SQL,
    [level.id],
  );
  const slots = answerSlots(levelForm);
  const takesAnswers = level.layout === TEXT_ANSWER_LAYOUT && slots.length > 0;
  const { accepted } = levelAnswers(level.info, slots);

  // An answer the level accepts now (accepted from the insights, issue 22) counts as valid at once,
  // whatever the game app said when it was given; taken back ('Vrátiť späť') it is invalid again.
  const acceptedSet = new Set(takesAnswers ? accepted : []);
  const validAnswers: Record<string, number> = {};
  const invalidAnswers: Record<string, number> = {};
  for (const r of rows) {
    const table = r.correct || acceptedSet.has(r.text) ? validAnswers : invalidAnswers;
    table[r.text] = (table[r.text] ?? 0) + Number(r.answers);
  }
  const nextAnswerSlot = takesAnswers ? (slots.find((id) => textOf(level.info[id]) === '') ?? null) : null;
  const played = Number(f.played_games);
  return {
    levelName: textOf(level.info.name),
    avgSessionDuration: Number(f.avg_session ?? 0),
    avgAnswers: Number(f.avg_answers),
    uniqueAnswersCnt: Number(f.unique_answers),
    totalAnswers: Number(f.total_answers),
    hintClicks: Number(f.hint_clicks),
    hintClicksPct: pct(Number(f.hint_plays), played),
    supportClicks: Number(f.support_clicks),
    supportClicksPct: pct(Number(f.support_plays), played),
    playedGames: played,
    firstAttemptCorrectAnswers: Number(f.first_correct),
    firstAttemptCorrectAnswersPct: pct(Number(f.first_correct), played),
    validAnswers,
    invalidAnswers,
    acceptedAnswers: accepted,
    nextAnswerSlot,
    suggestions: takesAnswers
      ? nearMissSuggestions(
          rows.filter((r) => !r.correct).map((r) => ({ text: r.text, answers: r.answers, plays: r.plays })),
          accepted,
          played,
        )
      : [],
  };
}
