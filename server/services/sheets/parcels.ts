// Parcels of games 7.5: a parcel is a level of a sent sheet (status other than draft). The list is
// newest level first (levels_id_variant_idx); with `sid` it is that one sheet's levels in their order
// (any status). Filters: f master status, t layout, e author (the games list's author filter), s the
// level's texts, d the sheet's list date.
import type { Db } from '../../db/types';
import { loadLevelsByIds, presentLevel, type LevelRow } from './levels';
import { loadSheets, presentSheet, type SheetRow } from './sheets';
import { hasSearch, sheetConditions, Where, type ListFilters, type StatusFilter } from './games-list';
import { searchParam, variantIsSent } from './list-search';

function parcelConditions(f: ListFilters): Where {
  const w = new Where();
  sheetConditions(w, f);
  if (f.sheetId === undefined) w.add(variantIsSent('v'));
  if (f.layout) w.add(`l.layout = ${w.param(f.layout)}`);
  if (hasSearch(f.search)) w.add(`l.search LIKE ${w.param(searchParam(f.search))}`);
  return w;
}

const orderOf = (f: ListFilters) => (f.sheetId === undefined ? 'l.id DESC' : 'l.seq, l.id');

export interface Parcel {
  level: LevelRow;
  sheet: SheetRow;
}

/** One page of parcels; `after` = the id of the last parcel seen (keyset, only without sid). */
export async function listParcels(
  db: Db,
  f: ListFilters,
  page: { offset: number; limit: number; after?: number },
): Promise<Parcel[]> {
  const w = parcelConditions(f);
  if (page.after !== undefined && f.sheetId === undefined) w.add(`l.id < ${w.param(page.after)}`);
  const rows = await db.query<{ id: number | string; variant_id: number | string }>(
    `SELECT l.id, l.variant_id FROM levels l JOIN variants v ON v.id = l.variant_id
      WHERE ${w.sql} ORDER BY ${orderOf(f)} OFFSET ${w.param(page.offset)} LIMIT ${w.param(page.limit)}`,
    w.params,
  );
  const levels = await loadLevelsByIds(
    db,
    rows.map((r) => Number(r.id)),
  );
  const sheets = new Map(
    (await loadSheets(db, [...new Set(levels.map((l) => l.variantId))])).map((s) => [s.id, s]),
  );
  return levels.flatMap((level) => {
    const sheet = sheets.get(level.variantId);
    return sheet ? [{ level, sheet }] : [];
  });
}

/** The parcel with this level id, when it is one (a level of a sent sheet). */
export async function loadParcel(db: Db, id: number): Promise<Parcel | undefined> {
  const row = await db.one<{ variant_id: number | string }>(
    `SELECT l.variant_id FROM levels l JOIN variants v ON v.id = l.variant_id
      WHERE l.id = $1 AND ${variantIsSent('v')}`,
    [id],
  );
  if (!row) return undefined;
  const [level] = await loadLevelsByIds(db, [id]);
  const [sheet] = await loadSheets(db, [Number(row.variant_id)]);
  return level && sheet ? { level, sheet } : undefined;
}

/** Parcels per master status matching the filters (parcels/count, parcels/exists). */
export async function parcelCounts(db: Db, f: ListFilters): Promise<Record<StatusFilter, number>> {
  const w = parcelConditions(f);
  const rows = await db.query<{ tab: string; n: number | string }>(
    `SELECT v.tab, count(*) AS n FROM levels l JOIN variants v ON v.id = l.variant_id
      WHERE ${w.sql} GROUP BY v.tab`,
    w.params,
  );
  const counts: Record<StatusFilter, number> = { received: 0, registered: 0, expired: 0 };
  const status: Record<string, StatusFilter> = {
    active: 'received',
    ongoing: 'registered',
    finished: 'expired',
  };
  for (const r of rows) if (status[r.tab]) counts[status[r.tab]] += Number(r.n);
  return counts;
}

/** Whether any parcel matches (one probe, no count). */
export async function anyParcel(db: Db, f: ListFilters): Promise<boolean> {
  const w = parcelConditions(f);
  return !!(await db.one(
    `SELECT 1 AS x FROM levels l JOIN variants v ON v.id = l.variant_id WHERE ${w.sql} LIMIT 1`,
    w.params,
  ));
}

/**
 * GET levels/idx/{idx}: the parcel at this 0-based index of the list with these filters, and
 * whether another follows (more). The index is absolute: the list's page (po, pl) does not move it.
 */
export async function parcelAt(
  db: Db,
  f: ListFilters,
  idx: number,
): Promise<{ parcel: Parcel; more: boolean } | undefined> {
  const two = await listParcels(db, f, { offset: idx, limit: 2 });
  return two[0] ? { parcel: two[0], more: two.length > 1 } : undefined;
}

/** Games 3.7: the level as a parcel: the level's keys plus its sheet's names and the 4.1 flags. */
export function presentParcel(p: Parcel): Record<string, unknown> {
  const status = p.sheet.status;
  return {
    ...presentLevel(p.level, p.sheet),
    type: p.level.layout,
    gameName: p.sheet.gameName,
    variantName: p.sheet.name,
    sheetNumber: p.sheet.number,
    price: presentSheet(p.sheet).price,
    wasRegistered: ['registered', 'received', 'confirmed'].includes(status),
    wasReceived: ['received', 'confirmed'].includes(status),
  };
}
