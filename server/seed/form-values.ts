// The demo data's form values go through the field engine like a user's input would.
import type { Db } from '../db/types';
import type { LoadedForms } from '../services/records/forms';
import { evaluate, isValid, withoutRepeat } from '../services/records/evaluation';
import type { FieldValue, FormInput, FormName } from '../../schemas/engine';
import type { DemoLevel } from './game-levels';

/** The sanitized values of a demo form, or an error naming the refused fields. */
export async function formValues(
  db: Db,
  forms: LoadedForms,
  name: FormName,
  input: FormInput,
): Promise<Record<string, FieldValue>> {
  const e = await evaluate(db, forms, name, input);
  if (!isValid(e)) throw new Error(`Demo dáta (${name}) nie sú platné: ${JSON.stringify(e.errors)}`);
  return withoutRepeat(e);
}

/** The level-form input of a demo level; production variants number every level. */
export function levelInput(level: DemoLevel, order: string | null): FormInput {
  const answers = Object.fromEntries((level.answers ?? []).map((a, k) => [`answer.answers-${k + 1}`, a]));
  return {
    name: level.name,
    question: level.question,
    layout: level.layout ?? 'ANSWER_REQUIRED',
    active: level.active ?? true,
    ...(order ? { order } : {}),
    ...answers,
    ...level.extra,
  };
}
