import type { Db } from '../../db/types';

/** Addresses (http:, https:, /path) are not ids of our images table. */
const isAddress = (id: string) => /^(https?:)?\//.test(id);

/**
 * Which of these image ids exist, in one query; addresses that are not ids of ours count as present.
 * The image check of levels and of the game file import (sheets/level-images.ts).
 */
export async function existingImages(db: Db, ids: string[]): Promise<Set<string>> {
  const ours = [...new Set(ids.filter((id) => !isAddress(id)))];
  const found = new Set(ids.filter(isAddress));
  if (!ours.length) return found;
  const rows = await db.query<{ id: string }>('SELECT id FROM images WHERE id = ANY($1)', [ours]);
  for (const r of rows) found.add(r.id);
  return found;
}
