// Images (spec platform 7.3): the images table holds the metadata, the storage holds the bytes.
import type { Db } from '../../db/types';
import { imageDeleted } from '../sheets/levels';
import type { Storage } from './storage';

export interface NewImage {
  id: string;
  type: string;
  link: string | null;
  pid: string | null;
  mime: string;
  size: number;
}

export function imageUrl(id: string): string {
  return `/api/webapp/images/${id}`;
}

/** Where the image's bytes are kept in the storage. */
export const imageStorageKey = (id: string): string => `images/${id}`;

/** Records an uploaded image whose bytes are already in the storage. */
export async function insertImage(db: Db, image: NewImage): Promise<void> {
  await db.query('INSERT INTO images (id, type, link, pid, mime, size) VALUES ($1, $2, $3, $4, $5, $6)', [
    image.id,
    image.type,
    image.link,
    image.pid,
    image.mime,
    image.size,
  ]);
}

/** Deletes the image (the row and the levels' re-evaluation mark in one transaction); false when there is no such image. */
export async function deleteImage(db: Db, storage: Storage, id: string): Promise<boolean> {
  const deleted = await db.tx(async (t) => {
    if (!(await t.one('DELETE FROM images WHERE id = $1 RETURNING id', [id]))) return false;
    // Levels referencing the image become invalid: their sheets re-evaluate them on the next read.
    await imageDeleted(t, id);
    return true;
  });
  if (!deleted) return false;
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
