// The items of the drafts list and the games list (issue 26): a lean item (schemas/api/games.ts
// `SheetListItem`: what the list screens read), serialized once per row version and kept, so a page is
// the kept JSON texts joined, not 100 sheets presented and serialized per request.
//
// The version of an item is the xmin of its variant row and of its game row (SheetRow.version): every
// write of either row, whoever makes it (a route, a trigger, another process, a migration, psql), gives
// the row another xmin, and everything an item shows is a column of those two rows (names, status,
// number, validity, the level counts kept on the variant, the list date). A page's query reads the
// versions with the ids; a kept text whose version differs is not used. The text is kept under the
// version read in the same statement as the values it was made from, so a write between the page's
// query and the load of a missing row only makes the next read miss. Levels evaluated against another
// schema are refreshed first (ensureLevelsFresh), as the by-id calls do; that write changes the version.
import type { Db } from '../../db/types';
import type { LoadedForms } from '../records/forms';
import type { SheetListItem } from '../../../schemas/api';
import { textOf } from '../platform/sql';
import { queryKey, snapshotRepliesOf, type KeptReply } from '../platform/snapshot-replies';
import { bodyEtag } from '../../http/conditional-replies';
import { ensureLevelsFresh } from './levels';
import { countsOf, levelsFingerprint, loadSheets, type SheetRow } from './sheets';

export type ListKind = 'games' | 'drafts';

/** A row of a list page as the page's query finds it. */
export interface ListedRow {
  id: number;
  /** SheetRow.version as the page's query read it. */
  version: string;
  /** variants.levels_rev: the fingerprint of the level schema its levels were evaluated against. */
  levelsRev: string;
}

/** The SELECT list of a page query over `variants v JOIN games g` (ListedRow's columns). */
export const LISTED_ROW_COLUMNS = `v.id, v.xmin::text || '.' || g.xmin::text AS version, v.levels_rev`;

export function revivedListedRows(
  rows: { id: number | string; version: string; levels_rev: string }[],
): ListedRow[] {
  return rows.map((r) => ({ id: Number(r.id), version: r.version, levelsRev: r.levels_rev }));
}

/** Drafts (games 2.3): variants in status 'draft', newest change first, searched by game and variant. */
export async function listDrafts(
  db: Db,
  search: string,
  offset: number,
  limit: number,
): Promise<ListedRow[]> {
  const rows = await db.query<{ id: number | string; version: string; levels_rev: string }>(
    `SELECT ${LISTED_ROW_COLUMNS} FROM variants v JOIN games g ON g.id = v.game_id
     WHERE v.status = 'draft' AND v.list_search LIKE $1
     ORDER BY v.updated_at DESC, v.id DESC OFFSET $2 LIMIT $3`,
    [search, offset, limit],
  );
  return revivedListedRows(rows);
}

/** The sheet as a list item; the games list adds the day it was sent (created, for a draft). */
export function presentSheetListItem(sheet: SheetRow, kind: ListKind): SheetListItem {
  const counts = countsOf(sheet);
  const item: SheetListItem = {
    id: sheet.id,
    gameName: sheet.gameName,
    variantName: sheet.name,
    variantNameExtended: textOf(sheet.info.variantNameExtended) || sheet.name,
    status: sheet.status,
    valid: sheet.valid,
    counts,
    numTasks: counts.all,
    number: sheet.number,
    createdAt: sheet.createdAt,
    updatedAt: sheet.updatedAt,
  };
  if (kind === 'games') item.sentAt = sheet.listAt ?? sheet.createdAt;
  return item;
}

/** Kept item texts per row, the least recently used dropped past `max`. */
export class ListItemCache {
  private readonly items = new Map<string, { version: string; json: string }>();
  constructor(private readonly max: number) {}

  get size(): number {
    return this.items.size;
  }

  get(key: string, version: string): string | undefined {
    const kept = this.items.get(key);
    if (!kept || kept.version !== version) return undefined;
    this.items.delete(key);
    this.items.set(key, kept);
    return kept.json;
  }

  set(key: string, version: string, json: string): void {
    this.items.delete(key);
    this.items.set(key, { version, json });
    if (this.items.size > this.max) this.items.delete(this.items.keys().next().value as string);
  }
}

/** Items kept per process and database (~400 bytes each: 20,000 are about 8 MB). */
export const LIST_ITEMS_KEPT = 20_000;
const caches = new WeakMap<Db, ListItemCache>();

export function listItemCacheOf(db: Db): ListItemCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ListItemCache(LIST_ITEMS_KEPT)));
  return cache;
}

/** The JSON texts of the items of a page's rows, in their order (a row removed meanwhile left out). */
export async function listItemTexts(
  db: Db,
  forms: LoadedForms,
  rows: ListedRow[],
  kind: ListKind,
): Promise<string[]> {
  const cache = listItemCacheOf(db);
  const fingerprint = levelsFingerprint(forms);
  const texts: (string | undefined)[] = rows.map((r) =>
    r.levelsRev === fingerprint ? cache.get(`${kind}:${r.id}`, r.version) : undefined,
  );
  const missing = rows.filter((_r, i) => texts[i] === undefined).map((r) => r.id);
  if (missing.length) {
    const loaded = new Map((await loadSheets(db, missing)).map((s) => [s.id, s]));
    for (let i = 0; i < rows.length; i++) {
      const row = loaded.get(rows[i].id);
      if (texts[i] !== undefined || !row) continue;
      const sheet = await ensureLevelsFresh(db, forms, row);
      const json = JSON.stringify(presentSheetListItem(sheet, kind));
      if (sheet.version && sheet.levelsRev === fingerprint)
        cache.set(`${kind}:${sheet.id}`, sheet.version, json);
      texts[i] = json;
    }
  }
  return texts.filter((t): t is string => t !== undefined);
}

/** A list reply `{"ok":true,"<key>":[…]}` from item texts. */
export function listReplyText(key: string, texts: string[]): string {
  return `{"ok":true,${JSON.stringify(key)}:[${texts.join(',')}]}`;
}

/**
 * A whole list page: kept while the database is unchanged (snapshot-replies.ts), else its rows' kept item
 * texts joined. The key holds the query and the level schema's fingerprint (a process that has not yet
 * loaded a newly published schema builds other items).
 */
export async function listPage(
  db: Db,
  forms: LoadedForms,
  kind: ListKind,
  replyKey: string,
  query: object,
  rowsOf: () => Promise<ListedRow[]>,
): Promise<KeptReply> {
  const key = queryKey(`${kind}|${levelsFingerprint(forms)}`, query);
  return snapshotRepliesOf(db, bodyEtag).reply(db, key, async () =>
    listReplyText(replyKey, await listItemTexts(db, forms, await rowsOf(), kind)),
  );
}
