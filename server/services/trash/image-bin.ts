// Image changes are part of a form's save (issue 31). A form's image widget only changes the form's
// value; nothing is deleted while the form is open, so 'Zrušiť' leaves everything as it was. When a
// record is saved, this listener of the record changes (in the save's transaction) compares the image
// values of every image field of the record's schema before and after the write: an image the record no
// longer names, and that no other saved record or recycle-bin item names, is detached — its images row
// moves into a recycle-bin item of type 'image' (with the record and field it was detached from), the
// change log gets its removal beside the record's own entry — and its file stays until the item is
// purged. Restoring the item puts the image back into its field. Uploads that no saved record ever
// named are removed later by the periodic clean-up (platform/image-cleanup.ts).
import type { Db } from '../../db/types';
import { FORM_NAMES, type Form, type FormName } from '../../../schemas/engine';
import type { LoadedForms } from '../records/forms';
import type {
  RecordChange,
  RecordChanges,
  RecordChangesListener,
  RecordType,
  ReportChanges,
  TypedChange,
} from '../records/record-changes';
import { imageChanges, type ImageRow } from '../platform/images';
import { imageDeleted } from '../sheets/levels';
import { refreshSheetValidity } from '../sheets/sheets';
import {
  RestoreRefused,
  sheetLabel,
  text,
  writeSnapshot,
  type ImageSlotRef,
  type RestoreResult,
  type Row,
  type TableRows,
} from './snapshot';
import { FORM_TABLES } from '../schemas/codelist-usage';

const FORM_OF: Partial<Record<RecordType, FormName>> = Object.fromEntries(
  FORM_NAMES.map((name) => [name, name]),
);

/** Our image ids are UUIDs; addresses and other strings are never detached or deleted. */
export const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The image id a stored image value names ({val} or a bare id), or ''. */
export function imageIdOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const val = (value as { val?: unknown }).val;
    if (typeof val === 'string') return val;
  }
  return '';
}

/** The image fields of a form, with their labels. */
export function imageFieldsOf(form: Form): { id: string; label: string }[] {
  return form.fields
    .filter((f) => f.spec.type === 'image')
    .map((f) => ({ id: f.id, label: text(f.spec.label) || f.id }));
}

/** The tables of the forms that have an image field: where a saved record may name an image. */
export function imageTables(forms: LoadedForms): string[] {
  return FORM_NAMES.filter((name) => imageFieldsOf(forms.forms[name]).length).map((n) => FORM_TABLES[n]);
}

/** Whether a saved record (of a form with image fields) or an item of the recycle bin names the image. */
export async function imageReferenced(db: Db, forms: LoadedForms, id: string): Promise<boolean> {
  const needle = JSON.stringify(id);
  for (const table of imageTables(forms)) {
    if (await db.one(`SELECT 1 FROM ${table} WHERE strpos(info::text, $1) > 0 LIMIT 1`, [needle]))
      return true;
  }
  return !!(await db.one('SELECT 1 FROM trash WHERE strpos(rows::text, $1) > 0 LIMIT 1', [needle]));
}

const IMAGE_ROW = 'to_jsonb(i) AS row, i.id, i.type, i.link, i.pid, i.mime, i.size, i.seq, i.name';

/** The sheet a record belongs to (the draft whose dialog shows it), for the bin's parent and the link. */
async function sheetOf(db: Db, type: string, id: number, image?: ImageRow): Promise<number | null> {
  if (type === 'variant') return id;
  if (type === 'level') {
    const row = await db.one<{ variant_id: string | number }>('SELECT variant_id FROM levels WHERE id = $1', [
      id,
    ]);
    return row ? Number(row.variant_id) : null;
  }
  if (type === 'game') {
    // the game form is addressed by its sheet: the upload's id names it
    if (image?.pid && /^[1-9][0-9]{0,15}$/.test(image.pid)) {
      const own = await db.one('SELECT 1 FROM variants WHERE id = $1 AND game_id = $2', [
        Number(image.pid),
        id,
      ]);
      if (own) return Number(image.pid);
    }
    const row = await db.one<{ id: string | number }>(
      'SELECT id FROM variants WHERE game_id = $1 ORDER BY id LIMIT 1',
      [id],
    );
    return row ? Number(row.id) : null;
  }
  return null;
}

/** The label of a bin item: the field, the file and, for a level, the level. */
function itemLabel(fieldLabel: string, image: ImageRow & { name?: string | null }, type: string, info: Row) {
  const file = image.name ? ` (${image.name})` : '';
  const level = type === 'level' ? [text(info.order), text(info.name)].filter(Boolean).join(' ') : '';
  return `${fieldLabel}${file}${level ? ` – úloha ${level}` : ''}`;
}

/** Detaches the images one saved record no longer names (see the header). */
async function detachImages(
  db: Db,
  forms: LoadedForms,
  change: RecordChange,
  report: ReportChanges,
): Promise<void> {
  const formName = FORM_OF[change.type];
  if (!formName || !change.before || !change.after || change.action === 'restore') return;
  const table = FORM_TABLES[formName];
  const fields = imageFieldsOf(forms.forms[formName]);
  if (!fields.length) return;
  const kept = new Set(fields.map((f) => imageIdOf(change.after?.[f.id])).filter(Boolean));
  for (const field of fields) {
    const id = imageIdOf(change.before[field.id]);
    if (!id || kept.has(id) || !IMAGE_ID.test(id)) continue;
    if (await imageReferenced(db, forms, id)) continue;
    const image = await db.one<ImageRow & { row: Row; name: string | null }>(
      `DELETE FROM images i WHERE i.id = $1 RETURNING ${IMAGE_ROW}`,
      [id],
    );
    if (!image) continue;
    const slot: ImageSlotRef = {
      type: change.type,
      table,
      id: change.id,
      field: field.id,
      value: change.before[field.id],
    };
    const sheetId = await sheetOf(db, change.type, change.id, image);
    await writeSnapshot(db, {
      type: 'image',
      recordId: Number(image.seq),
      label: itemLabel(field.label, image, change.type, change.after),
      ...(sheetId !== null
        ? { parent: { type: 'draft', id: sheetId, label: await sheetLabel(db, sheetId) } }
        : {}),
      tables: [{ table: 'images', rows: [image.row] }],
      links: [],
      slot,
    });
    const logged = await imageChanges(db, [image], true);
    await report(
      db,
      logged.map((c) => ({ ...c, owner: { type: change.type, id: change.id } })),
    );
  }
}

/**
 * Subscribes the detaching of images to an app's record changes (buildApp). `forms` gives the schemas
 * in force at the time of the write.
 */
export function attachImageBin(recordChanges: RecordChanges, forms: () => LoadedForms): () => void {
  const listener: RecordChangesListener = Object.assign(
    async (tx: Db, changes: readonly RecordChange[]) => {
      for (const change of changes) {
        if (change.type === 'image' || !change.before || !change.after) continue;
        await detachImages(tx, forms(), change, recordChanges.reporter(change.actor));
      }
    },
    // records created in bulk never had an image before: nothing to read back
    { created: async () => undefined },
  );
  return recordChanges.onBatch(listener);
}

interface ImageItem {
  id: number | string;
  record_id: number | string;
  label: string;
  rows: TableRows[];
  slot: ImageSlotRef | null;
}

const GONE =
  'Záznam, z ktorého bol obrázok odstránený, už neexistuje (je v koši alebo bol odstránený natrvalo).';

/**
 * Puts a detached image back (in the caller's transaction): its images row, and the value in the field
 * it was detached from. Refused when the record is gone or the field has another image meanwhile.
 */
export async function restoreImage(
  db: Db,
  forms: LoadedForms,
  item: ImageItem,
  report: ReportChanges,
): Promise<RestoreResult> {
  const image = item.rows.find((t) => t.table === 'images')?.rows[0];
  const slot = item.slot;
  if (!image || !slot || !Object.values(FORM_TABLES).includes(slot.table)) {
    throw new RestoreRefused('invalid_state', 'Položka v koši je prázdna.');
  }
  const id = String(image.id);
  const record = await db.one<{ info: Row }>(`SELECT info FROM ${slot.table} WHERE id = $1 FOR UPDATE`, [
    slot.id,
  ]);
  if (!record) throw new RestoreRefused('parent_gone', GONE);
  const formName = FORM_OF[slot.type as RecordType];
  const field = formName && imageFieldsOf(forms.forms[formName]).find((f) => f.id === slot.field);
  const current = imageIdOf(record.info[slot.field]);
  if (current && current !== id) {
    throw new RestoreRefused(
      'slot_taken',
      `Pole „${field?.label ?? slot.field}“ má medzitým iný obrázok. Odstráňte ho, uložte záznam a potom obrázok obnovte.`,
    );
  }
  const inserted = await db.one<ImageRow & { name: string | null }>(
    `INSERT INTO images SELECT * FROM jsonb_populate_record(NULL::images, $1::jsonb)
     ON CONFLICT (id) DO NOTHING RETURNING id, type, link, pid, mime, size, seq, name`,
    [JSON.stringify(image)],
  );
  const after = { ...record.info, [slot.field]: slot.value };
  await db.query(
    `UPDATE ${slot.table} SET info = $2::jsonb${['games', 'variants', 'levels'].includes(slot.table) ? ', updated_at = now()' : ''}
      WHERE id = $1`,
    [slot.id, JSON.stringify(after)],
  );
  const sheetId = await sheetOf(db, slot.type, slot.id, inserted);
  // the record's stored valid flags follow its image again
  if (slot.type === 'level') await imageDeleted(db, id);
  if (slot.type === 'game') await refreshSheetValidity(db, forms, slot.id);
  if (slot.type === 'variant') {
    const sheet = await db.one<{ game_id: string | number }>('SELECT game_id FROM variants WHERE id = $1', [
      slot.id,
    ]);
    if (sheet) await refreshSheetValidity(db, forms, Number(sheet.game_id));
  }
  const changes: TypedChange[] = [
    { type: slot.type as RecordType, id: slot.id, before: record.info, after },
    ...(inserted
      ? (await imageChanges(db, [inserted], false)).map((c) => ({
          ...c,
          action: 'restore' as const,
          owner: { type: slot.type as RecordType, id: slot.id },
        }))
      : []),
  ];
  await report(db, changes);
  await db.query('DELETE FROM trash WHERE id = $1', [Number(item.id)]);
  return slot.type === 'level'
    ? { type: 'level', id: slot.id, parentId: sheetId, notes: [] }
    : sheetId !== null
      ? { type: 'draft', id: sheetId, parentId: null, notes: [] }
      : { type: slot.type as RestoreResult['type'], id: slot.id, parentId: null, notes: [] };
}
