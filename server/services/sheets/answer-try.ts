// Trying an answer on a level (the player preview's 'Vyskúšať odpoveď' through the API): the one answer
// rule of schemas/answers.ts over the level's stored values. Nothing is stored: a try is not a play.
import type { Form } from '../../../schemas/engine';
import { judgeLevel, type AnswerVerdict } from '../../../schemas/answers';
import { answerSlots } from './insights';

/** The verdict on `answer` for the stored level (its layout and info). */
export function tryLevelAnswer(
  levelForm: Form,
  level: { layout: string; info: Record<string, unknown> },
  answer: string,
): AnswerVerdict {
  return judgeLevel(level.layout, level.info, answer, answerSlots(levelForm));
}
