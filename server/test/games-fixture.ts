// Sheets in any status for the games list, parcels, labels and report suites. Sending to production
// is another feature's call, so the suites write the rows the way that call and the level forms store
// them (search columns through searchDocument, as the services do).
import type { Db } from '../db/types';
import { searchDocument } from '../services/platform/search-text';
import { refreshCounts } from '../services/sheets/levels';

export interface FixtureLevel {
  name: string;
  layout?: string;
  question?: string;
  order?: string;
  info?: Record<string, unknown>;
}

export interface FixtureSheet {
  gameName: string;
  variantName?: string;
  extended?: string;
  status: 'draft' | 'registered' | 'received' | 'confirmed' | 'expired';
  saved?: boolean;
  authorId?: number | null;
  /** YYYY-MM-DD[THH:MM]: the day it was sent (created, for drafts). */
  date: string;
  number?: string | null;
  levels?: FixtureLevel[];
  variantInfo?: Record<string, unknown>;
}

/** Inserts the game, its variant and levels; returns the sheet (variant) id and the level ids. */
export async function insertSheet(db: Db, s: FixtureSheet): Promise<{ id: number; levelIds: number[] }> {
  const at = new Date(s.date.length === 10 ? `${s.date}T10:00:00Z` : `${s.date}:00Z`);
  const draft = s.status === 'draft';
  const game = await db.one<{ id: number | string }>(
    `INSERT INTO games (name, category, active, info, search, created_at) VALUES ($1, 'ZILINA', true, $2, $3, $4) RETURNING id`,
    [
      s.gameName,
      { name: s.gameName, category: 'ZILINA', location: 'Žilina' },
      searchDocument([s.gameName]),
      at,
    ],
  );
  const variantName = s.variantName ?? 'Základná';
  const extended = s.extended ?? `${variantName} trasa`;
  const v = await db.one<{ id: number | string }>(
    `INSERT INTO variants (game_id, author_id, name, status, saved, active, number, info, search, created_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      Number(game!.id),
      s.authorId ?? null,
      variantName,
      s.status,
      !draft || !!s.saved,
      !draft,
      draft ? null : (s.number ?? `N-${s.gameName.length}`),
      { name: variantName, variantNameExtended: extended, price: 39, ...s.variantInfo },
      searchDocument([variantName, extended]),
      at,
      draft ? null : at,
    ],
  );
  const id = Number(v!.id);
  const levelIds: number[] = [];
  for (const [k, level] of (s.levels ?? []).entries()) {
    const order = level.order ?? String(k + 1);
    const info = {
      name: level.name,
      question: level.question ?? '',
      layout: level.layout ?? 'ANSWER_REQUIRED',
      active: true,
      order,
      ...level.info,
    };
    const row = await db.one<{ id: number | string }>(
      `INSERT INTO levels (variant_id, seq, layout, segment, active, valid, number, info, search)
       VALUES ($1, $2, $3, '', true, true, $4, $5, $6) RETURNING id`,
      [
        id,
        k + 1,
        info.layout,
        Number(order) || null,
        info,
        searchDocument([order, level.name, level.question]),
      ],
    );
    levelIds.push(Number(row!.id));
  }
  await refreshCounts(db, id);
  return { id, levelIds };
}

/** The id of a test user by e-mail. */
export async function userId(db: Db, email: string): Promise<number> {
  const row = await db.one<{ id: number | string }>('SELECT id FROM users WHERE email = $1', [email]);
  return Number(row!.id);
}
