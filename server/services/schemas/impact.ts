// The impact of a draft schema set before it is published: which stored records are complete under the
// version in force and would be incomplete under the draft. Games, variants and levels of every status
// count; those of games sent to production are counted apart (`sent`): a publish never turns them
// invalid, the new rules apply to them when they are next edited (sheets/levels.ts ensureLevelsFresh).
import type { Db } from '../../db/types';
import type { FormName } from '../../../schemas/engine';
import type { LoadedForms } from '../records/forms';
import { evaluate, isValid } from '../records/evaluation';
import { loadSources } from '../records/forms';
import { evaluateLevel } from '../sheets/levels';
import { loadSheet } from '../sheets/sheets';

/** How many items of each group the reply lists (the count is always whole). */
export const IMPACT_LIST_LIMIT = 20;

export type ImpactType = 'level' | 'variant' | 'game' | 'invoice' | 'voucher' | 'user';

export interface ImpactItem {
  id: number;
  /** What staff know the record by: a name, number or e-mail. */
  label: string;
  /** The sheet a level, variant or game belongs to (the app links #/drafts/{sheetId} or #/games/…). */
  sheetId?: number;
  /** Of a game sent to production: it stays valid until it is next edited. */
  sent?: boolean;
}

export interface ImpactGroup {
  type: ImpactType;
  /** Records checked. */
  checked: number;
  /** Records that would become incomplete. */
  count: number;
  /** Of them, records of games sent to production (they stay valid until edited). */
  sent: number;
  items: ImpactItem[];
}

interface StoredRow {
  id: number | string;
  info: Record<string, unknown>;
  label: string | null;
  sheet_id?: number | string | null;
  /** The sheet's status (games, variants, levels): 'draft' or one of a sent game. */
  status?: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Rows of one form: its stored info, a label, and the draft sheet it belongs to. */
const QUERIES: Record<Exclude<ImpactType, 'level'>, { form: FormName; sql: string }> = {
  game: {
    form: 'game',
    // a game with a draft variant links to that draft; a game with sent variants only counts as sent
    sql: `SELECT g.id, g.info, g.info ->> 'name' AS label,
                 coalesce(min(v.id) FILTER (WHERE v.status = 'draft'), min(v.id)) AS sheet_id,
                 CASE WHEN bool_or(v.status = 'draft') THEN 'draft' ELSE 'sent' END AS status
            FROM games g JOIN variants v ON v.game_id = g.id GROUP BY g.id ORDER BY g.id`,
  },
  variant: {
    form: 'variant',
    sql: `SELECT v.id, v.info, v.name AS label, v.id AS sheet_id, v.status FROM variants v ORDER BY v.id`,
  },
  invoice: { form: 'invoice', sql: `SELECT id, info, info ->> 'number' AS label FROM invoices ORDER BY id` },
  voucher: {
    form: 'voucher',
    sql: `SELECT id, info, info ->> 'promoCode' AS label FROM vouchers ORDER BY id`,
  },
  user: {
    form: 'user',
    sql: `SELECT id, info, coalesce(email, info ->> 'name') AS label FROM users ORDER BY id`,
  },
};

function group(type: ImpactType): ImpactGroup {
  return { type, checked: 0, count: 0, sent: 0, items: [] };
}

const isSent = (status: string | null | undefined) => !!status && status !== 'draft';

function add(g: ImpactGroup, item: ImpactItem): void {
  g.count++;
  if (item.sent) g.sent++;
  if (g.items.length < IMPACT_LIST_LIMIT) g.items.push(item);
}

async function formImpact(
  db: Db,
  current: LoadedForms,
  draft: LoadedForms,
  type: Exclude<ImpactType, 'level'>,
): Promise<ImpactGroup> {
  const { form, sql } = QUERIES[type];
  const g = group(type);
  const rows = await db.query<StoredRow>(sql);
  const sourcesNow = await loadSources(db, current.forms[form]);
  const sourcesDraft = await loadSources(db, draft.forms[form]);
  for (const row of rows) {
    g.checked++;
    const now = await evaluate(db, current, form, {}, { stored: row.info, sources: sourcesNow });
    if (!isValid(now)) continue;
    const then = await evaluate(db, draft, form, {}, { stored: row.info, sources: sourcesDraft });
    if (isValid(then)) continue;
    add(g, {
      id: Number(row.id),
      label: text(row.label) || `#${row.id}`,
      ...(row.sheet_id ? { sheetId: Number(row.sheet_id) } : {}),
      ...(isSent(row.status) ? { sent: true } : {}),
    });
  }
  return g;
}

async function levelImpact(db: Db, current: LoadedForms, draft: LoadedForms): Promise<ImpactGroup> {
  const g = group('level');
  const rows = await db.query<StoredRow & { sheet_id: number | string }>(
    `SELECT l.id, l.info, l.variant_id AS sheet_id, v.status,
            coalesce(nullif(l.info ->> 'order', '') || '. ', '') || coalesce(l.info ->> 'name', '') AS label
       FROM levels l JOIN variants v ON v.id = l.variant_id
      ORDER BY l.variant_id, l.seq`,
  );
  const sourcesNow = await loadSources(db, current.forms.level);
  const sourcesDraft = await loadSources(db, draft.forms.level);
  let sheet: Awaited<ReturnType<typeof loadSheet>>;
  for (const row of rows) {
    g.checked++;
    const sheetId = Number(row.sheet_id);
    if (sheet?.id !== sheetId) sheet = await loadSheet(db, sheetId);
    if (!sheet) continue;
    const now = await evaluateLevel(db, current, sheet, {}, { stored: row.info, sources: sourcesNow });
    if (!isValid(now)) continue;
    const then = await evaluateLevel(db, draft, sheet, {}, { stored: row.info, sources: sourcesDraft });
    if (isValid(then)) continue;
    add(g, {
      id: Number(row.id),
      label: text(row.label) || `#${row.id}`,
      sheetId,
      ...(isSent(row.status) ? { sent: true } : {}),
    });
  }
  return g;
}

/** The records that would become incomplete if `draft` replaced `current`, by type. */
export async function schemaImpact(db: Db, current: LoadedForms, draft: LoadedForms): Promise<ImpactGroup[]> {
  return [
    await levelImpact(db, current, draft),
    await formImpact(db, current, draft, 'variant'),
    await formImpact(db, current, draft, 'game'),
    await formImpact(db, current, draft, 'invoice'),
    await formImpact(db, current, draft, 'voucher'),
    await formImpact(db, current, draft, 'user'),
  ];
}
