// POST games/{id}/clone (games 4.1, issue 11): a sent game (registered, received, confirmed, expired)
// becomes a new unsaved draft: copies of the game, the variant and every level, status draft, no
// (issue 31: the game is named '<name> (kópia)', '(kópia 2)'… so the two rows can be told apart)
// number, authored by the user who cloned it, in testing (variants.active false and info.active false:
// a clone of a game in production is a new draft that can be sent like any other). Every image the copies reference is copied too (bytes
// and row, under a new id), so deleting an image of the original (DELETE images, as the image widget
// does) or removing the original never takes one from the clone.
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../http/deps';
import type { Db } from '../../db/types';
import { imageStorageKey, type NewImage } from '../platform/images';
import { storageFor, type Storage } from '../platform/storage';
import { loadSheet } from './sheets';
import type { ReportChanges, TypedChange } from '../records/record-changes';
import { formsOf } from '../records/evaluation';
import { searchDocument } from '../platform/search-text';
import { textOf } from '../platform/sql';
import { gamesListMessages } from '../../../i18n/sk/gamesList';

const SUFFIX = gamesListMessages.gameActions.cloneSuffix;
const COPY_SUFFIX = new RegExp(`\\s*\\(${SUFFIX}(?: \\d+)?\\)$`, 'u');

/**
 * The name of a clone of a game named `name` (issue 31): '<name> (kópia)', else the first free
 * '<name> (kópia N)' from 2 (a clone of a clone counts on, it does not stack suffixes); `taken` holds
 * the other games' names in lower case; the original name is shortened so the result fits `maxLength`.
 */
export function cloneName(name: string, taken: ReadonlySet<string>, maxLength = Infinity): string {
  const base = name.replace(COPY_SUFFIX, '').trim();
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ` (${SUFFIX})` : ` (${SUFFIX} ${n})`;
    const room = Math.max(0, maxLength - suffix.length);
    const candidate = `${[...base].slice(0, room).join('').trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

export const CLONEABLE_STATUSES = ['registered', 'received', 'confirmed', 'expired'];

/** Every string value inside a JSON value (image ids are strings in info). */
function stringsIn(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.length <= 100) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) stringsIn(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) stringsIn(v, out);
  }
  return out;
}

/** The images the sheet's game, variant and levels reference. */
async function referencedImages(db: Db, sheetId: number, gameId: number): Promise<NewImage[]> {
  const infos = await db.query<{ info: unknown }>(
    `SELECT info FROM games WHERE id = $2 UNION ALL SELECT info FROM variants WHERE id = $1
     UNION ALL SELECT info FROM levels WHERE variant_id = $1`,
    [sheetId, gameId],
  );
  const candidates = new Set<string>();
  for (const r of infos) stringsIn(r.info, candidates);
  if (!candidates.size) return [];
  return db.query<NewImage>('SELECT id, type, link, pid, mime, size FROM images WHERE id = ANY($1)', [
    [...candidates],
  ]);
}

/** Copies the bytes of each image under a new id; images whose bytes are gone stay shared. */
async function copyImageFiles(storage: Storage, images: NewImage[]): Promise<Map<string, NewImage>> {
  const copies = new Map<string, NewImage>();
  for (const image of images) {
    const data = await storage.get(imageStorageKey(image.id));
    if (!data) continue;
    const copy = { ...image, id: randomUUID() };
    await storage.put(imageStorageKey(copy.id), data);
    copies.set(image.id, copy);
  }
  return copies;
}

/** The new draft's id, or why not; the created game, variant and levels are reported in its transaction. */
export async function cloneSheet(
  deps: Pick<AppDeps, 'db' | 'config'>,
  sheetId: number,
  authorId: number,
  report: ReportChanges,
): Promise<number | 'not_found' | 'invalid_state'> {
  const { db } = deps;
  const sheet = await loadSheet(db, sheetId);
  if (!sheet) return 'not_found';
  if (!CLONEABLE_STATUSES.includes(sheet.status)) return 'invalid_state';
  // Files first (outside the transaction); a failed transaction leaves unreferenced copies only.
  const copies = await copyImageFiles(
    storageFor(deps.config),
    await referencedImages(db, sheet.id, sheet.gameId),
  );
  const nameField = formsOf(deps).forms.game.byId.get('name');
  return db.tx(async (t) => {
    const original = await t.one<{ name: string; info: Record<string, unknown> }>(
      'SELECT name, info FROM games WHERE id = $1',
      [sheet.gameId],
    );
    const base = original!.name.replace(COPY_SUFFIX, '').trim();
    const taken = await t.query<{ name: string }>(
      'SELECT lower(name) AS name FROM games WHERE left(lower(name), $2) = lower($1)',
      [[...base].slice(0, 20).join(''), Math.min(20, [...base].length)],
    );
    const name = cloneName(original!.name, new Set(taken.map((r) => r.name)), nameField?.spec.maxLength);
    const info = original!.info;
    const game = await t.one<{ id: number | string }>(
      `INSERT INTO games (name, category, active, info, search)
       SELECT $2, category, active, jsonb_set(info, '{name}', to_jsonb($2::text)), $3 FROM games WHERE id = $1
       RETURNING id`,
      [sheet.gameId, name, searchDocument([name, textOf(info.nameEn), textOf(info.location)])],
    );
    const gameId = Number(game!.id);
    const variant = await t.one<{ id: number | string }>(
      `INSERT INTO variants (game_id, author_id, sender_id, name, status, saved, active, number, info, search,
                             valid, counts, levels_rev)
       SELECT $2, $3, sender_id, name, 'draft', false, false, NULL,
              CASE WHEN info ? 'active' THEN jsonb_set(info, '{active}', 'false') ELSE info END,
              search, valid, counts, levels_rev
         FROM variants WHERE id = $1 RETURNING id`,
      [sheet.id, gameId, authorId],
    );
    const newId = Number(variant!.id);
    await t.query(
      `INSERT INTO levels (variant_id, seq, layout, segment, active, valid, number, info, search)
       SELECT $2, seq, layout, segment, active, valid, number, info, search FROM levels WHERE variant_id = $1
        ORDER BY seq, id`,
      [sheet.id, newId],
    );
    for (const [oldId, copy] of copies) {
      await t.query('INSERT INTO images (id, type, link, pid, mime, size) VALUES ($1, $2, $3, $4, $5, $6)', [
        copy.id,
        copy.type,
        copy.link,
        copy.pid,
        copy.mime,
        copy.size,
      ]);
      // Image ids are whole JSON strings in info: replace the quoted id, nothing else.
      const params = [JSON.stringify(oldId), JSON.stringify(copy.id)];
      await t.query(`UPDATE games SET info = replace(info::text, $2, $3)::jsonb WHERE id = $1`, [
        gameId,
        ...params,
      ]);
      await t.query(`UPDATE variants SET info = replace(info::text, $2, $3)::jsonb WHERE id = $1`, [
        newId,
        ...params,
      ]);
      await t.query(`UPDATE levels SET info = replace(info::text, $2, $3)::jsonb WHERE variant_id = $1`, [
        newId,
        ...params,
      ]);
    }
    await report(t, await createdRecords(t, gameId, newId));
    return newId;
  });
}

/** The copies as created records, with their final values (image ids replaced). */
async function createdRecords(t: Db, gameId: number, variantId: number): Promise<TypedChange[]> {
  const rows = await t.query<{
    type: 'game' | 'variant' | 'level';
    id: number | string;
    info: Record<string, unknown>;
  }>(
    `SELECT 'game' AS type, id, info, 0 AS kind, 0 AS seq FROM games WHERE id = $1
     UNION ALL SELECT 'variant', id, info, 1, 0 FROM variants WHERE id = $2
     UNION ALL SELECT 'level', id, info, 2, seq FROM levels WHERE variant_id = $2
     ORDER BY kind, seq, id`,
    [gameId, variantId],
  );
  return rows.map((r) => ({ type: r.type, id: Number(r.id), before: null, after: r.info }));
}
