// Images (spec platform 7.3): the images table holds the metadata, the storage holds the bytes.
import type { Db } from '../../db/types';
import type { RecordOwner, ReportChanges, TypedChange } from '../records/record-changes';
import type { Storage } from './storage';

export interface NewImage {
  id: string;
  type: string;
  link: string | null;
  pid: string | null;
  mime: string;
  size: number;
  /** The uploaded file's name (for people: the history, the recycle bin), when the upload gave one. */
  name?: string | null;
}

export function imageUrl(id: string): string {
  return `/api/webapp/images/${id}`;
}

/** Where the image's bytes are kept in the storage. */
export const imageStorageKey = (id: string): string => `images/${id}`;

/** The record types whose slots hold images, as the image types (`game.main.image`) begin. */
const OWNER_TYPES = new Set(['game', 'variant', 'level']);

/**
 * The record an image was uploaded for: the image type's first part and the id the upload named. The
 * game form is addressed by its sheet (games/{sheet id}), so a game image names a variant: its game is
 * the owner.
 */
async function imageOwner(db: Db, type: string, pid: string | null): Promise<RecordOwner | undefined> {
  const ownerType = type.split('.')[0] ?? '';
  if (!OWNER_TYPES.has(ownerType) || !pid || !/^[1-9][0-9]{0,15}$/.test(pid)) return undefined;
  if (ownerType !== 'game') return { type: ownerType as RecordOwner['type'], id: Number(pid) };
  const sheet = await db.one<{ game_id: string }>('SELECT game_id FROM variants WHERE id = $1', [pid]);
  return sheet ? { type: 'game', id: Number(sheet.game_id) } : undefined;
}

/** An image row as the change log reads it back. */
export interface ImageRow extends NewImage {
  seq: number | string;
}

/**
 * Images' uploads or removals as changes: record type 'image' numbered by its seq, the slot (link) as
 * the field, the image by its id, format and size (the bytes never copied), and the record it belongs to.
 */
export async function imageChanges(
  db: Db,
  rows: readonly ImageRow[],
  removed: boolean,
): Promise<TypedChange[]> {
  const changes: TypedChange[] = [];
  for (const row of rows) {
    const logged = {
      $image: row.id,
      mime: row.mime,
      size: Number(row.size),
      ...(row.name ? { name: row.name } : {}),
    };
    const slot = { [row.link || 'image']: logged };
    const owner = await imageOwner(db, row.type, row.pid);
    changes.push({
      type: 'image',
      id: Number(row.seq),
      before: removed ? slot : null,
      after: removed ? null : slot,
      ...(owner ? { owner } : {}),
    });
  }
  return changes;
}

const IMAGE_COLUMNS = 'id, type, link, pid, mime, size, seq, name';

/** Records an uploaded image whose bytes are already in the storage; the change log gets its upload. */
export async function insertImage(db: Db, image: NewImage, report: ReportChanges): Promise<void> {
  await db.tx(async (t) => {
    const row = await t.one<ImageRow>(
      `INSERT INTO images (id, type, link, pid, mime, size, name) VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING ${IMAGE_COLUMNS}`,
      [image.id, image.type, image.link, image.pid, image.mime, image.size, image.name ?? null],
    );
    await report(t, await imageChanges(t, [row!], false));
  });
}

/**
 * Deletes an image nothing names (the row and the change log's entry in one transaction); false when
 * there is no such image, 'in_use' (nothing deleted) when `inUse` says a saved record or a recycle-bin
 * item names it (checked under the row's lock, services/trash/image-bin's imageReferenced).
 */
export async function deleteImage(
  db: Db,
  storage: Storage,
  id: string,
  report: ReportChanges,
  inUse: (db: Db, id: string) => Promise<boolean>,
): Promise<boolean | 'in_use'> {
  const deleted = await db.tx(async (t) => {
    const exists = await t.one('SELECT 1 FROM images WHERE id = $1 FOR UPDATE', [id]);
    if (!exists) return false;
    if (await inUse(t, id)) return 'in_use' as const;
    const row = await t.one<ImageRow>(`DELETE FROM images WHERE id = $1 RETURNING ${IMAGE_COLUMNS}`, [id]);
    if (!row) return false;
    await report(t, await imageChanges(t, [row], true));
    return true;
  });
  if (deleted !== true) return deleted;
  // The file goes once the row is gone for good.
  await storage.delete(imageStorageKey(id));
  return true;
}

/** The image's type and bytes, or undefined when the row or the file is missing. */
export async function loadImage(
  db: Db,
  storage: Storage,
  id: string,
): Promise<{ mime: string; data: Buffer } | undefined> {
  const row = await db.one<{ mime: string }>('SELECT mime FROM images WHERE id = $1', [id]);
  const data = row && (await storage.get(imageStorageKey(id)));
  return row && data ? { mime: row.mime, data } : undefined;
}
