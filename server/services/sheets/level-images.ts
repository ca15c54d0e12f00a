// An image field of a level is valid only while the image it names exists (games 3.3): a deleted
// image makes the level invalid. Checked for many evaluations with one query (imports, revalidation).
import type { Db } from '../../db/types';
import type { FieldValue } from '../../../schemas/engine';
import type { Evaluation, FieldErrors } from '../records/evaluation';
import { existingImages } from '../platform/existing-images';

const imageIdOf = (v: FieldValue | undefined) =>
  v && typeof v === 'object' && !Array.isArray(v) && 'val' in v && v.val ? String(v.val) : '';

/** Per evaluation: its image fields naming an image that does not exist, as invalid_value. */
async function missingImages(db: Db, evaluations: Evaluation[]): Promise<FieldErrors[]> {
  const named = evaluations.map((e) =>
    e.form.fields
      .filter((f) => f.spec.type === 'image')
      .map((f) => [f.id, imageIdOf(e.values[f.id])] as const)
      .filter(([, image]) => image),
  );
  const ids = named.flatMap((fields) => fields.map(([, image]) => image));
  const present = ids.length ? await existingImages(db, ids) : new Set<string>();
  return named.map((fields) =>
    Object.fromEntries(
      fields.filter(([, image]) => !present.has(image)).map(([id]) => [id, 'invalid_value' as const]),
    ),
  );
}

/** The field errors of one level's missing images (the form routes' check). */
export async function levelImageErrors(db: Db, e: Evaluation): Promise<FieldErrors> {
  return (await missingImages(db, [e]))[0];
}

/**
 * Marks image fields naming an image that does not exist as invalid_value. The attr is set even when
 * the evaluation dropped its attrs (an import keeps only the values of valid levels).
 */
export async function checkImages(db: Db, evaluations: Evaluation[]): Promise<void> {
  const missing = await missingImages(db, evaluations);
  evaluations.forEach((e, i) => {
    for (const [id, code] of Object.entries(missing[i])) {
      e.attrs[id] = { ...e.attrs[id], error: code };
      e.errors[id] = code;
      delete e.values[id];
    }
  });
}
