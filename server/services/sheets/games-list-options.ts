// The games list's active tab as the options of invoices and vouchers (the activeGames source of
// forms.ts): the same rows GET games?t=active lists, with id, gameName and variantNameExtended.
import type { Db } from '../../db/types';

export interface ActiveGameOption {
  id: number;
  gameName: string;
  variantNameExtended: string;
}

export async function activeGameOptions(db: Db): Promise<ActiveGameOption[]> {
  const rows = await db.query<{ id: number | string; game_name: string; ext: string }>(
    `SELECT v.id, g.name AS game_name, coalesce(nullif(v.info->>'variantNameExtended', ''), v.name) AS ext
       FROM variants v JOIN games g ON g.id = v.game_id
      WHERE v.tab = 'active'
      ORDER BY g.name, v.name, v.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), gameName: r.game_name, variantNameExtended: r.ext }));
}
