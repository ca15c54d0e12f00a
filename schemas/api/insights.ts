// Reply shapes of the answer data calls (issue 10 items 4, 5): the game app's event ingestion and
// a level's answer insights (games 3.5) with the near-miss suggestions.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Reply } from './common';

/** POST plays/events: the body is checked event by event by the server (a 400 names the bad one). */
export const playEventsBody = Type.Object(
  { events: Type.Array(Type.Unknown(), { minItems: 1, maxItems: 1000 }) },
  { additionalProperties: false },
);

export const PlayEventsReply = Reply({ stored: Type.Integer(), duplicates: Type.Integer() });
export type PlayEventsReply = Static<typeof PlayEventsReply>;

const Counts = Type.Record(Type.String(), Type.Integer());

export const AnswerSuggestion = Type.Object({
  text: Type.String(),
  reason: Type.Union([
    Type.Literal('case'),
    Type.Literal('diacritics'),
    Type.Literal('typo'),
    Type.Literal('frequent'),
  ]),
  similarTo: Nullable(Type.String()),
  answers: Type.Integer(),
  teams: Type.Integer(),
});
export type AnswerSuggestion = Static<typeof AnswerSuggestion>;

export const LevelInsights = Type.Object({
  levelName: Type.String(),
  avgSessionDuration: Type.Number(),
  avgAnswers: Type.Number(),
  uniqueAnswersCnt: Type.Integer(),
  totalAnswers: Type.Integer(),
  hintClicks: Type.Integer(),
  hintClicksPct: Type.Number(),
  supportClicks: Type.Integer(),
  supportClicksPct: Type.Number(),
  playedGames: Type.Integer(),
  firstAttemptCorrectAnswers: Type.Integer(),
  firstAttemptCorrectAnswersPct: Type.Number(),
  validAnswers: Counts,
  invalidAnswers: Counts,
  acceptedAnswers: Type.Array(Type.String()),
  nextAnswerSlot: Nullable(Type.String()),
  suggestions: Type.Array(AnswerSuggestion),
});
export type LevelInsights = Static<typeof LevelInsights>;

export const LevelInsightsReply = Reply({ insights: LevelInsights });
export type LevelInsightsReply = Static<typeof LevelInsightsReply>;

/** POST {drafts|games}/{id}/levels/{levelId}/try: a player's answer to judge by the level's answer rule. */
export const tryAnswerBody = Type.Object(
  { answer: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);

/** The verdict of schemas/answers.ts: near = the accepted answer a wrong one misses by a typo. */
export const TryAnswerReply = Reply({ correct: Type.Boolean(), near: Nullable(Type.String()) });
export type TryAnswerReply = Static<typeof TryAnswerReply>;
