// The read fields of games 3.3 that a level reply carries beyond its stored attributes: tracking (the
// parcel number), insights (the answer figures of 3.5 in brief), info.ephid (the number of the sheet
// the level was submitted in), info.price (the sheet's price, as the parcel view of 3.7 shows it) and
// info.recipient (the recipient contact object). One implementation for every level reply:
// drafts/{id}/levels… and games/{id}/levels… (list, by id, seq, PUT/POST) and parcels/{id}.
// A page of levels costs two queries in all (tracking numbers and the answer figures), not two per level.
import type { Db } from '../../db/types';
import { presentLevel, type LevelRow } from './levels';
import { presentSheet, type SheetRow } from './sheets';
import { numberOrNull, textOf } from '../platform/sql';

/** The answer figures of a level in a level reply (the full 3.5 set is GET …/levels/{id}/insights). */
export interface LevelInsightsBrief {
  playedGames: number;
  totalAnswers: number;
  hintClicks: number;
  supportClicks: number;
}

export const NO_INSIGHTS: LevelInsightsBrief = {
  playedGames: 0,
  totalAnswers: 0,
  hintClicks: 0,
  supportClicks: 0,
};

export interface LevelViewData {
  tracking: Map<number, string | null>;
  insights: Map<number, LevelInsightsBrief>;
}

const textOrNull = (value: unknown): string | null => textOf(value) || null;

/** The recipient contact (with zip and country; e-mail and phone are attributes of their own, 3.7). */
export function recipientOf(info: Record<string, unknown>): Record<string, string | null> {
  return {
    name: textOrNull(info['recipient.name']),
    org: textOrNull(info['recipient.org']),
    street: textOrNull(info['recipient.street']),
    zip: textOrNull(info['recipient.zip']),
    city: textOrNull(info['recipient.city']),
    country: textOrNull(info['recipient.country']),
  };
}

/** Tracking numbers and answer figures of these levels: one query each, whatever the page size. */
export async function loadLevelViewData(db: Db, ids: number[]): Promise<LevelViewData> {
  const data: LevelViewData = { tracking: new Map(), insights: new Map() };
  if (!ids.length) return data;
  const tracking = await db.query<{ id: number | string; tracking: string | null }>(
    'SELECT id, tracking FROM levels WHERE id = ANY($1)',
    [ids],
  );
  for (const r of tracking) data.tracking.set(Number(r.id), r.tracking ?? null);
  const figures = await db.query<{
    level_id: number | string;
    played: number | string;
    answers: number | string;
    hints: number | string;
    supports: number | string;
  }>(
    `SELECT level_id, count(DISTINCT play_id) AS played,
            count(*) FILTER (WHERE type = 'answer') AS answers,
            count(*) FILTER (WHERE type = 'hint') AS hints,
            count(*) FILTER (WHERE type = 'support') AS supports
       FROM play_events WHERE level_id = ANY($1) GROUP BY level_id`,
    [ids],
  );
  for (const r of figures) {
    data.insights.set(Number(r.level_id), {
      playedGames: Number(r.played),
      totalAnswers: Number(r.answers),
      hintClicks: Number(r.hints),
      supportClicks: Number(r.supports),
    });
  }
  return data;
}

/** A presented level (presentLevel, presentParcel…) with the 3.3 read fields added. */
export function withLevelView(
  base: Record<string, unknown>,
  sheet: SheetRow,
  level: LevelRow,
  data: LevelViewData,
): Record<string, unknown> {
  const info = (base.info ?? {}) as Record<string, unknown>;
  return {
    ...base,
    tracking: data.tracking.get(level.id) ?? null,
    insights: data.insights.get(level.id) ?? NO_INSIGHTS,
    info: {
      ...info,
      ephid: { val: sheet.number },
      price: { val: numberOrNull(presentSheet(sheet).price) },
      recipient: { val: recipientOf(level.info) },
    },
  };
}

/** The level replies of a page of levels of one sheet (games 3.3). */
export async function presentLevels(
  db: Db,
  sheet: SheetRow,
  levels: LevelRow[],
): Promise<Record<string, unknown>[]> {
  const data = await loadLevelViewData(
    db,
    levels.map((l) => l.id),
  );
  return levels.map((l) => withLevelView(presentLevel(l, sheet), sheet, l, data));
}

/** One level's reply (games 3.3). */
export async function presentLevelView(
  db: Db,
  sheet: SheetRow,
  level: LevelRow,
): Promise<Record<string, unknown>> {
  return (await presentLevels(db, sheet, [level]))[0]!;
}
