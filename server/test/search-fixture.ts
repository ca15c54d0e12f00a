// Search content around 'Žilina' for the frame's search and badges (src/search/globalSearch.test.tsx).
import type { Db, SqlParam } from '../db/types';
import { searchDocument } from '../services/platform/search-text';

const one = async (db: Db, sql: string, params: SqlParam[]) =>
  Number((await db.one<{ id: number }>(`${sql} RETURNING id`, params))!.id);

/**
 * Content around 'Žilina' (as in server/routes/search.test.ts). For an editor, 'zilin' counts
 * games 2, parcels 2, invoices 2, drafts 2, users 1; badges: drafts 2, invoices 2, vouchers 2.
 */
export async function seedZilina(db: Db): Promise<void> {
  const game = await one(db, 'INSERT INTO games (name, search) VALUES ($1, $2)', [
    'Tajomstvá Žiliny',
    searchDocument(['Tajomstvá Žiliny']),
  ]);
  const variant = (name: string, status: string, saved: boolean) =>
    one(db, 'INSERT INTO variants (game_id, name, status, saved, search) VALUES ($1, $2, $3, $4, $5)', [
      game,
      name,
      status,
      saved,
      searchDocument([name]),
    ]);
  const sent = await variant('Rodinná', 'registered', false);
  await variant('Skica', 'draft', false);
  await variant('Uložená', 'draft', true);
  for (const [seq, name] of [
    [1, 'Žilinský hrad'],
    [2, 'Budatín pri Žiline'],
  ] as const) {
    await db.query('INSERT INTO levels (variant_id, seq, info, search) VALUES ($1, $2, $3, $4)', [
      sent,
      seq,
      { name: { val: name } },
      searchDocument([name]),
    ]);
  }
  for (const [code, name, city, canceled] of [
    ['20260001', 'Ľubomír Šťastný', 'Žilina', false],
    ['20260002', 'Žilinská firma s.r.o.', 'Martin', true],
    ['20260003', 'Peter Malý', 'Bratislava', false],
  ] as const) {
    await db.query('INSERT INTO invoices (code, name, canceled, info, search) VALUES ($1, $2, $3, $4, $5)', [
      code,
      name,
      canceled,
      { city },
      searchDocument([name, city]),
    ]);
  }
  await db.query("INSERT INTO users (type, info, search) VALUES ('player', $1, $2)", [
    { name: 'Žofia Žilinská' },
    searchDocument(['Žofia Žilinská']),
  ]);
  for (const [promo, expired] of [
    ['LETO1', false],
    ['LETO2', false],
    ['STARA', true],
  ] as const) {
    await db.query(
      `INSERT INTO vouchers (promo, expiration_date, search) VALUES ($1, current_date + $2::int, $3)`,
      [promo, expired ? -10 : 30, searchDocument([promo])],
    );
  }
}
