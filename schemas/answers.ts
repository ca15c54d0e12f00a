// The answer rule of a text-answer level (layout ANSWER_REQUIRED), shared by the server and the app:
// the answer key of played answers (plays, insights), the near misses the insights offer, the
// server's `…/levels/{levelId}/try` and the app's player preview and test play.
//
//   normalizeAnswer   trimmed, inner spaces collapsed, lower case, no diacritics: 'Panna  MÁRIA ' → 'panna maria'
//   levelAnswers      the level's accepted answers (the text slots 1–10 of its 'answer' group, filled
//                     ones) and its minimum number of correct answers (answer.answers-min, 1–10, default 1)
//   judgeAnswer       correct: the answer (or, with a minimum above 1, its parts separated by ',', ';' or
//                     a new line) matches at least `min` different accepted answers after normalization;
//                     near: when wrong, the accepted answer a part misses by a typo, else null
//   closeness         why a text is close to an accepted one: 'case', 'diacritics', 'typo' or null
import { distance } from 'fastest-levenshtein';

/** Lower-case, diacritics-free, trimmed, single-spaced text: answers equal under it count as the same. */
export function normalizeAnswer(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The ids of the accepted-answer slots in the shipped level form (a form may have others: pass them). */
export const ANSWER_SLOTS: readonly string[] = Array.from(
  { length: 10 },
  (_, i) => `answer.answers-${i + 1}`,
);
/** The field of the minimum number of correct answers. */
export const ANSWER_MIN_FIELD = 'answer.answers-min';
/** The layout whose levels take a text answer. */
export const TEXT_ANSWER_LAYOUT = 'ANSWER_REQUIRED';

export interface LevelAnswers {
  /** The accepted answers as the author wrote them (trimmed), in slot order. */
  accepted: string[];
  /** How many different accepted answers a correct answer must give (1–10). */
  min: number;
}

/** A stored value (`{val}` or plain) as text. */
function text(value: unknown): string {
  const v = value && typeof value === 'object' && 'val' in value ? (value as { val: unknown }).val : value;
  if (v === null || v === undefined) return '';
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

/**
 * The accepted answers and the minimum of a level from its values (stored `info`, a form's values or
 * the form's unsaved values: `{val}` or plain). `slots`: the answer text fields, in form order.
 */
export function levelAnswers(
  values: Record<string, unknown>,
  slots: readonly string[] = ANSWER_SLOTS,
): LevelAnswers {
  const accepted = slots.map((id) => text(values[id])).filter((v) => v !== '');
  const raw = Number(text(values[ANSWER_MIN_FIELD]).replace(',', '.'));
  const min = Number.isInteger(raw) && raw >= 1 ? Math.min(raw, 10) : 1;
  return { accepted, min };
}

const isNumeric = (s: string) => /^[\d\s.,/-]+$/.test(s);

/** Edit distance still taken for a typo: none for short or numeric answers (a wrong year is not a typo). */
function typoLimit(a: string, b: string): number {
  if (isNumeric(a) || isNumeric(b)) return 0;
  const length = Math.min(a.length, b.length);
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** Normalized texts within the typo limit of each other (and not equal). */
function isTypo(a: string, b: string): boolean {
  const limit = typoLimit(a, b);
  return a !== b && limit > 0 && distance(a, b) <= limit;
}

export type Closeness = 'case' | 'diacritics' | 'typo';

/**
 * How close a text is to an accepted answer: equal up to case ('case'), up to diacritics and case
 * ('diacritics'), or a typo away after normalization (one edit for 4–7 letters, two for 8+, never for
 * numbers); null otherwise (also when equal).
 */
export function closeness(text: string, accepted: string): Closeness | null {
  if (text === accepted) return null;
  if (text.toLocaleLowerCase('sk') === accepted.toLocaleLowerCase('sk')) return 'case';
  const a = normalizeAnswer(text);
  const b = normalizeAnswer(accepted);
  if (a === b) return 'diacritics';
  return isTypo(a, b) ? 'typo' : null;
}

/** Relative edit distance still taken as related (the insights' frequent answers). */
export const RELATED_MAX_SHARE = 0.34;

const words = (s: string) => s.split(' ').filter((w) => w.length > 0);

/**
 * A text related to an accepted answer: both words (a number is an exact fact, another number or a word
 * is wrong), and either within RELATED_MAX_SHARE edits of the longer one, or every word (of 4+ letters
 * in all) of one is in the other ('festival duchov' and 'Medzinárodný festival duchov a strašidiel').
 */
export function related(text: string, accepted: string): boolean {
  const a = normalizeAnswer(text);
  const b = normalizeAnswer(accepted);
  if (!a || !b || isNumeric(a) || isNumeric(b)) return false;
  if (distance(a, b) <= RELATED_MAX_SHARE * Math.max(a.length, b.length)) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const longWords = new Set(words(long));
  return short.replace(/ /g, '').length >= 4 && words(short).every((w) => longWords.has(w));
}

export interface AnswerVerdict {
  correct: boolean;
  /** When wrong: the accepted answer the answer (or one of its parts) misses by a typo; else null. */
  near: string | null;
}

/** The parts of an answer that may name several accepted answers: the whole, and its pieces. */
function partsOf(answer: string, min: number): string[] {
  const whole = normalizeAnswer(answer);
  if (min <= 1) return whole ? [whole] : [];
  const pieces = answer
    .split(/[,;\n]/)
    .map(normalizeAnswer)
    .filter((p) => p !== '');
  return whole ? [whole, ...pieces] : pieces;
}

/** Judges a player's answer by the level's accepted answers and minimum (see the top of this file). */
export function judgeAnswer(answer: string, { accepted, min }: LevelAnswers): AnswerVerdict {
  const parts = partsOf(answer, min);
  const keys = accepted.map(normalizeAnswer);
  const matched = new Set<number>();
  for (const part of parts) {
    keys.forEach((key, i) => {
      if (key === part) matched.add(i);
    });
  }
  // the same answer written in two slots (equal after normalization) counts once
  const distinct = new Set([...matched].map((i) => keys[i]));
  if (distinct.size > 0 && distinct.size >= min) return { correct: true, near: null };
  for (const part of parts) {
    const i = keys.findIndex((key, j) => !matched.has(j) && isTypo(part, key));
    if (i >= 0) return { correct: false, near: accepted[i] };
  }
  return { correct: false, near: null };
}

/** Layouts whose player picks one of the uploaded images (answer: the image's number 1–4). */
export const IMAGE_LAYOUTS: readonly string[] = ['IMAGE_CHOOSER', 'FRAME_IMAGES_CHOOSER'];
export const YES_NO_LAYOUT = 'GAME_YES_NO';
export const POEM_LAYOUT = 'MAKE_POEM';

const flag = (value: unknown) => {
  const v = value && typeof value === 'object' && 'val' in value ? (value as { val: unknown }).val : value;
  return v === true || v === 'true' || v === 1;
};
const filled = (value: unknown) => text(value) !== '';

/** The required words of a poem (poem.words, separated by ';' or ','). */
export function poemWords(values: Record<string, unknown>): string[] {
  return text(values['poem.words'])
    .split(/[;,]/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
}

/** A poem's length limits (poem.minlength, poem.maxlength); null when not set. */
export function poemLimits(values: Record<string, unknown>): { min: number | null; max: number | null } {
  const num = (id: string) => {
    const n = Number(text(values[id]));
    return text(values[id]) !== '' && Number.isInteger(n) ? n : null;
  };
  return { min: num('poem.minlength'), max: num('poem.maxlength') };
}

/** What a poem still lacks: its length against the limits and the required words it does not contain. */
export function poemCheck(values: Record<string, unknown>, poem: string) {
  const { min, max } = poemLimits(values);
  const length = poem.trim().length;
  const have = ` ${normalizeAnswer(poem).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const missing = poemWords(values).filter((w) => !have.includes(` ${normalizeAnswer(w)} `));
  return { length, tooShort: min !== null && length < min, tooLong: max !== null && length > max, missing };
}

/**
 * The verdict on an answer to a level of any layout, from its values (stored or unsaved):
 * ANSWER_REQUIRED by judgeAnswer; an image layout: the answer is an image's number (1–4), correct when
 * that image is uploaded and marked correct; GAME_YES_NO: 'áno' (any case, diacritics) is correct;
 * MAKE_POEM: correct when within the length limits and holding every required word. Other layouts ask
 * nothing to check: any answer is correct. `slots`: the text answer fields (ANSWER_SLOTS by default).
 */
export function judgeLevel(
  layout: string,
  values: Record<string, unknown>,
  answer: string,
  slots: readonly string[] = ANSWER_SLOTS,
): AnswerVerdict {
  if (layout === TEXT_ANSWER_LAYOUT) return judgeAnswer(answer, levelAnswers(values, slots));
  if (IMAGE_LAYOUTS.includes(layout)) {
    const n = answer.trim();
    const ok = /^[1-4]$/.test(n) && filled(values[`images.answer${n}`]) && flag(values[`images.correct${n}`]);
    return { correct: ok, near: null };
  }
  if (layout === YES_NO_LAYOUT) return { correct: normalizeAnswer(answer) === 'ano', near: null };
  if (layout === POEM_LAYOUT) {
    const check = poemCheck(values, answer);
    return {
      correct: !check.tooShort && !check.tooLong && check.missing.length === 0 && check.length > 0,
      near: null,
    };
  }
  return { correct: true, near: null };
}
