// The recycle bin ('Kôš', issue 24 item 3). A removal of a draft, a level, a voucher, an invoice or a user
// first writes a snapshot here, in the removal's transaction: every row the removal deletes, exactly as
// stored (to_jsonb), table by table in insert order, and the references the removal sets to NULL. The
// removal itself stays as the specifications have it (the record leaves lists, counts and search at
// once). Restore inserts the rows back with their ids in one transaction (ids come from sequences that
// already passed them, so no sequence moves), puts the references back, reports each restored record
// with the action 'restore' through app.recordChanges (the change log) and deletes the snapshot.
// Image files stay on disk until the snapshot is purged (purge.ts).
import type { Db } from '../../db/types';
import type { RecordType, ReportChanges, TypedChange } from '../records/record-changes';
import { levelSearch, refreshCounts } from '../sheets/levels';
import { imageChanges, type ImageRow } from '../platform/images';
import type { LoadedForms } from '../records/forms';
import { IMAGE_ID, restoreImage } from './image-bin';
import { FORM_TABLES } from '../schemas/codelist-usage';
import {
  RestoreRefused,
  sheetLabel,
  text,
  writeSnapshot,
  type ImageSlotRef,
  type Link,
  type RestoreNote,
  type RestoreResult,
  type Row,
  type Snapshot,
  type TableRows,
  type TrashType,
} from './snapshot';

export {
  RestoreRefused,
  TRASH_TYPES,
  type RestoreNote,
  type RestoreResult,
  type TrashType,
} from './snapshot';

/** The tables whose rows are reported to the change log on restore, with their record type. */
const REPORTED: Record<string, RecordType> = {
  games: 'game',
  variants: 'variant',
  levels: 'level',
  courier_orders: 'courier',
  vouchers: 'voucher',
  invoices: 'invoice',
  invoice_parcels: 'invoice_parcel',
  users: 'user',
};

/** Tables whose rows may already be back (a game shared by several removed variants). */
const SHARED = new Set(['games']);

/** The rows of `table` matching `where`, as stored, in `order`. */
async function rowsOf(db: Db, table: string, where: string, params: unknown[], order = 'id'): Promise<Row[]> {
  const rows = await db.query<{ row: Row }>(
    `SELECT to_jsonb(x) AS row FROM ${table} x WHERE ${where} ORDER BY ${order}`,
    params as never[],
  );
  return rows.map((r) => r.row);
}

async function linkOf(db: Db, table: string, column: string, value: number): Promise<Link | undefined> {
  const rows = await db.query<{ id: string | number }>(
    `SELECT id FROM ${table} WHERE ${column} = $1 ORDER BY id`,
    [value],
  );
  return rows.length ? { table, column, value, ids: rows.map((r) => Number(r.id)) } : undefined;
}

/** Before DELETE drafts/{id}: the sheet, its game, levels, courier orders and plays. */
export async function trashDraft(db: Db, sheetId: number): Promise<void> {
  const variants = await rowsOf(db, 'variants', 'id = $1', [sheetId]);
  if (!variants.length) return;
  const gameId = Number(variants[0].game_id);
  const lastVariant = !(await db.one('SELECT 1 FROM variants WHERE game_id = $1 AND id <> $2 LIMIT 1', [
    gameId,
    sheetId,
  ]));
  const plays = 'play_id IN (SELECT id FROM plays WHERE variant_id = $1)';
  const ofLevels = 'level_id IN (SELECT id FROM levels WHERE variant_id = $1)';
  await writeSnapshot(db, {
    type: 'draft',
    recordId: sheetId,
    label: await sheetLabel(db, sheetId),
    // the game always: a game removed later with another variant comes back with this one too
    tables: [
      { table: 'games', rows: await rowsOf(db, 'games', 'id = $1', [gameId]) },
      { table: 'variants', rows: variants },
      { table: 'levels', rows: await rowsOf(db, 'levels', 'variant_id = $1', [sheetId], 'seq, id') },
      { table: 'courier_orders', rows: await rowsOf(db, 'courier_orders', 'variant_id = $1', [sheetId]) },
      { table: 'plays', rows: await rowsOf(db, 'plays', 'variant_id = $1', [sheetId]) },
      {
        table: 'play_events',
        rows: await rowsOf(db, 'play_events', `${plays} OR ${ofLevels}`, [sheetId]),
      },
    ],
    links: [
      await linkOf(db, 'invoices', 'variant_id', sheetId),
      await linkOf(db, 'vouchers', 'variant_id', sheetId),
      lastVariant ? await linkOf(db, 'vouchers', 'game_id', gameId) : undefined,
    ],
  });
}

/** Before DELETE drafts/{id}/levels/{levelId}: the level and its answers. */
export async function trashLevel(db: Db, sheetId: number, levelId: number): Promise<void> {
  const levels = await rowsOf(db, 'levels', 'id = $1', [levelId]);
  if (!levels.length) return;
  const info = (levels[0].info ?? {}) as Row;
  const order = text(info.order);
  await writeSnapshot(db, {
    type: 'level',
    recordId: levelId,
    label: [order, text(info.name)].filter(Boolean).join(' ') || `#${levelId}`,
    parent: { type: 'draft', id: sheetId, label: await sheetLabel(db, sheetId) },
    tables: [
      { table: 'levels', rows: levels },
      { table: 'play_events', rows: await rowsOf(db, 'play_events', 'level_id = $1', [levelId]) },
    ],
    links: [],
  });
}

async function parentOf(db: Db, row: Row): Promise<Snapshot['parent']> {
  if (row.variant_id === null || row.variant_id === undefined) return undefined;
  const id = Number(row.variant_id);
  return { type: 'draft', id, label: await sheetLabel(db, id) };
}

/** Before DELETE vouchers/{id}. */
export async function trashVoucher(db: Db, id: number): Promise<void> {
  const rows = await rowsOf(db, 'vouchers', 'id = $1', [id]);
  if (!rows.length) return;
  await writeSnapshot(db, {
    type: 'voucher',
    recordId: id,
    label: text(rows[0].promo),
    parent: await parentOf(db, rows[0]),
    tables: [{ table: 'vouchers', rows }],
    links: [],
  });
}

/** Before DELETE invoices/{id}: the invoice and its parcels. */
export async function trashInvoice(db: Db, id: number): Promise<void> {
  const rows = await rowsOf(db, 'invoices', 'id = $1', [id]);
  if (!rows.length) return;
  await writeSnapshot(db, {
    type: 'invoice',
    recordId: id,
    label: text(rows[0].code) || text(rows[0].name) || `#${id}`,
    parent: await parentOf(db, rows[0]),
    tables: [
      { table: 'invoices', rows },
      {
        table: 'invoice_parcels',
        rows: await rowsOf(db, 'invoice_parcels', 'invoice_id = $1', [id], 'seq, id'),
      },
    ],
    links: [],
  });
}

/** The references to a user that its removal sets to NULL. */
const USER_LINKS: [string, string][] = [
  ['variants', 'author_id'],
  ['variants', 'sender_id'],
  ['invoices', 'sender_id'],
  ['vouchers', 'sender_id'],
  ['courier_orders', 'created_by'],
  ['schema_versions', 'author_id'],
];

/** Before DELETE users/{id}: the user and where it was named (sessions and tokens end for good). */
export async function trashUser(db: Db, id: number): Promise<void> {
  const rows = await rowsOf(db, 'users', 'id = $1', [id]);
  if (!rows.length) return;
  const info = (rows[0].info ?? {}) as Row;
  const links: (Link | undefined)[] = [];
  for (const [table, column] of USER_LINKS) links.push(await linkOf(db, table, column, id));
  await writeSnapshot(db, {
    type: 'user',
    recordId: id,
    label: text(info.name) || text(rows[0].email) || `#${id}`,
    tables: [{ table: 'users', rows }],
    links,
  });
}

// ---- Reading ----

export interface TrashItem {
  id: number;
  type: TrashType;
  recordId: number;
  label: string;
  parentType: string | null;
  parentId: number | null;
  parentLabel: string | null;
  removedAt: number;
  removedBy: { id: number; name: string } | null;
}

interface RawItem {
  id: string | number;
  type: TrashType;
  record_id: string | number;
  label: string;
  parent_type: string | null;
  parent_id: string | number | null;
  parent_label: string | null;
  removed_at: Date | string;
  removed_by: string | number | null;
  removed_by_name: string | null;
}

const itemOf = (r: RawItem): TrashItem => ({
  id: Number(r.id),
  type: r.type,
  recordId: Number(r.record_id),
  label: r.label,
  parentType: r.parent_type,
  parentId: r.parent_id === null ? null : Number(r.parent_id),
  parentLabel: r.parent_label,
  removedAt: Math.floor(new Date(r.removed_at).getTime() / 1000),
  removedBy:
    r.removed_by === null
      ? null
      : { id: Number(r.removed_by), name: r.removed_by_name ?? `#${r.removed_by}` },
});

const ITEM_SQL = `SELECT t.id, t.type, t.record_id, t.label, t.parent_type, t.parent_id, t.parent_label,
         t.removed_at, t.removed_by, coalesce(nullif(u.info->>'name', ''), u.email) AS removed_by_name
    FROM trash t LEFT JOIN users u ON u.id = t.removed_by`;

/** The items of the given types, newest first. */
export async function listTrash(
  db: Db,
  types: readonly TrashType[],
  page: { offset: number; limit: number },
): Promise<TrashItem[]> {
  const rows = await db.query<RawItem>(
    `${ITEM_SQL} WHERE t.type = ANY($1) ORDER BY t.removed_at DESC, t.id DESC OFFSET $2 LIMIT $3`,
    [types as unknown as string[], page.offset, page.limit],
  );
  return rows.map(itemOf);
}

export async function loadTrashItem(db: Db, id: number): Promise<TrashItem | undefined> {
  const row = await db.one<RawItem>(`${ITEM_SQL} WHERE t.id = $1`, [id]);
  return row && itemOf(row);
}

// ---- Restoring ----

interface StoredItem {
  id: number;
  type: TrashType;
  record_id: number;
  parent_id: number | null;
  label: string;
  rows: TableRows[];
  links: Link[];
  slot: ImageSlotRef | null;
}

const columnsCache = new Map<string, string[]>();

/** The columns an INSERT may name (generated columns are computed again). */
async function insertableColumns(db: Db, table: string): Promise<string[]> {
  const key = `${db.kind}:${table}`;
  const cached = columnsCache.get(key);
  if (cached) return cached;
  const rows = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
    [table],
  );
  const columns = rows.map((r) => r.column_name);
  // a migration may add a column: only a complete answer is kept
  if (columns.length) columnsCache.set(key, columns);
  return columns;
}

/** Inserts the rows as they were stored; returns the ids inserted (a shared row already back is skipped). */
async function insertRows(db: Db, table: string, rows: Row[]): Promise<Set<number>> {
  if (!rows.length) return new Set();
  const columns = (await insertableColumns(db, table)).map((c) => `"${c}"`).join(', ');
  const inserted = await db.query<{ id: string | number }>(
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ${SHARED.has(table) ? 'ON CONFLICT (id) DO NOTHING' : ''} RETURNING id`,
    [JSON.stringify(rows)],
  );
  return new Set(inserted.map((r) => Number(r.id)));
}

/**
 * A user the rows name (author, sender, creator) who was removed since: the reference becomes NULL, as
 * the user's removal would have made it.
 */
async function dropGoneUsers(db: Db, tables: TableRows[]): Promise<void> {
  const named = new Set<number>();
  const refs = (t: TableRows) =>
    USER_LINKS.filter(([table]) => table === t.table).map(([, column]) => column);
  for (const t of tables)
    for (const column of refs(t))
      for (const row of t.rows) if (row[column] != null) named.add(Number(row[column]));
  if (!named.size) return;
  const present = new Set(
    (await db.query<{ id: string | number }>('SELECT id FROM users WHERE id = ANY($1)', [[...named]])).map(
      (r) => Number(r.id),
    ),
  );
  for (const t of tables)
    for (const column of refs(t))
      for (const row of t.rows)
        if (row[column] != null && !present.has(Number(row[column]))) row[column] = null;
}

async function exists(db: Db, table: string, id: unknown): Promise<boolean> {
  return !!(await db.one(`SELECT 1 FROM ${table} WHERE id = $1`, [Number(id)]));
}

const SHEET_GONE = 'Hra, do ktorej záznam patril, bola odstránená natrvalo.';

/**
 * Puts an item back in the caller's transaction `db`; throws RestoreRefused when it cannot. The
 * restored records are reported through `report` with the action 'restore'.
 */
export async function restoreTrash(
  db: Db,
  id: number,
  report: ReportChanges,
  depth = 0,
  /** The schemas in force: an image goes back into a field of its record's form (image-bin.ts). */
  forms?: LoadedForms,
): Promise<RestoreResult> {
  const item = await db.one<StoredItem>(
    'SELECT id, type, record_id, parent_id, label, rows, links, slot FROM trash WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!item) throw new RestoreRefused('not_found', 'Položka v koši už nie je.');
  if (item.type === 'image') {
    if (!forms) throw new RestoreRefused('invalid_state', 'Obrázok sa teraz nedá obnoviť.');
    return restoreImage(db, forms, item, report);
  }
  const notes: RestoreNote[] = [];
  const tables = item.rows.map((t) => ({ table: t.table, rows: t.rows.map((r) => ({ ...r })) }));
  const first = tables[0]?.rows[0];
  if (!first) throw new RestoreRefused('invalid_state', 'Položka v koši je prázdna.');

  // the parent sheet: back from the trash first, or a reason why not
  const sheetId = item.type === 'draft' ? null : first.variant_id == null ? null : Number(first.variant_id);
  if (sheetId !== null && !(await exists(db, 'variants', sheetId))) {
    const parent = await db.one<{ id: string | number }>(
      `SELECT id FROM trash WHERE type = 'draft' AND record_id = $1 ORDER BY id DESC LIMIT 1`,
      [sheetId],
    );
    if (!parent || depth > 2) throw new RestoreRefused('parent_gone', SHEET_GONE);
    const back = await restoreTrash(db, Number(parent.id), report, depth + 1);
    notes.push({ kind: 'parent', type: 'draft', id: back.id }, ...back.notes);
  }
  if (item.type === 'voucher' && first.game_id != null && !(await exists(db, 'games', first.game_id))) {
    throw new RestoreRefused('parent_gone', SHEET_GONE);
  }

  if (item.type === 'user' && first.email) {
    const taken = await db.one('SELECT 1 FROM users WHERE lower(email) = lower($1)', [String(first.email)]);
    if (taken)
      throw new RestoreRefused('email_exists', `E-mail ${String(first.email)} už patrí inému používateľovi.`);
  }
  if (item.type === 'voucher') {
    const taken = await db.one('SELECT 1 FROM vouchers WHERE lower(promo) = lower($1)', [
      String(first.promo),
    ]);
    if (taken) throw new RestoreRefused('code_exists', `Kód ${String(first.promo)} už má iný voucher.`);
  }
  if (item.type === 'level') await placeLevel(db, first, notes);

  await dropGoneUsers(db, tables);
  const inserted = new Map<string, Set<number>>();
  try {
    for (const t of tables) inserted.set(t.table, await insertRows(db, t.table, t.rows));
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new RestoreRefused('conflict', 'Záznam sa nedá obnoviť: jeho údaje medzitým použil iný záznam.');
    throw error;
  }
  for (const link of item.links) {
    await db.query(
      `UPDATE ${link.table} SET ${link.column} = $1 WHERE id = ANY($2) AND ${link.column} IS NULL`,
      [link.value, link.ids],
    );
  }
  // a level keeps its stored valid flag: its images stayed while it was in the bin and a number taken
  // meanwhile was given up above, so nothing it was checked against has changed
  if (item.type === 'level' && sheetId !== null) {
    await refreshCounts(db, sheetId);
    await db.query('UPDATE variants SET updated_at = now() WHERE id = $1', [sheetId]);
  }

  const changes: TypedChange[] = [];
  for (const t of tables) {
    const type = REPORTED[t.table];
    if (!type) continue;
    for (const row of t.rows) {
      if (!inserted.get(t.table)?.has(Number(row.id))) continue;
      changes.push({
        type,
        id: Number(row.id),
        before: null,
        after: (row.info ?? {}) as Row,
        action: 'restore',
      });
    }
  }
  await report(db, changes);
  await db.query('DELETE FROM trash WHERE id = $1', [id]);
  return { type: item.type, id: Number(item.record_id), parentId: sheetId, notes };
}

/**
 * A level whose number (or place) was taken meanwhile goes to the end of its sheet with the next free
 * number; the note says so.
 */
async function placeLevel(db: Db, level: Row, notes: RestoreNote[]): Promise<void> {
  const sheetId = Number(level.variant_id);
  const info = { ...((level.info ?? {}) as Row) };
  const order = text(info.order);
  const taken = await db.one<{
    number_taken: boolean;
    seq_taken: boolean;
    max_number: number;
    max_seq: number;
  }>(
    `SELECT bool_or($2::text <> '' AND (info->>'order' = $2 OR ($3::int IS NOT NULL AND number = $3))) AS number_taken,
            bool_or(seq = $4) AS seq_taken,
            coalesce(max(number), 0)::int AS max_number, coalesce(max(seq), 0)::int AS max_seq
       FROM levels WHERE variant_id = $1`,
    [sheetId, order, level.number == null ? null : Number(level.number), Number(level.seq)],
  );
  if (taken?.number_taken) {
    const next = Math.max(Number(taken.max_number), Number(level.number ?? 0)) + 1;
    info.order = String(next);
    level.info = info;
    level.number = next;
    level.search = levelSearch(info);
    level.seq = Number(taken.max_seq) + 1;
    notes.push({ kind: 'renumbered', type: 'level', id: Number(level.id), from: order, to: String(next) });
  } else if (taken?.seq_taken) {
    level.seq = Number(taken.max_seq) + 1;
  }
}

// ---- Purging ----

/** The tables whose records' `info` may name an image: every form's table. */
const RECORD_TABLES = [...new Set(Object.values(FORM_TABLES))];

/** Image ids named in the `info` of any record of the snapshots (a draft's game and variant too). */
function imageCandidates(tables: TableRows[]): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string' && IMAGE_ID.test(v)) out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const t of tables) if (RECORD_TABLES.includes(t.table)) t.rows.forEach((r) => walk(r.info));
  return out;
}

/**
 * Deletes trash rows (the given one, or those older than `days` days) and then the images only they
 * named: their rows in one transaction, returned so the caller deletes the files after the commit.
 */
export async function purgeTrash(
  db: Db,
  which: { id: number } | { days: number },
  report: ReportChanges,
  batch = 500,
): Promise<{ items: number; images: string[] }> {
  return db.tx(async (t) => {
    const removed =
      'id' in which
        ? await t.query<{ rows: TableRows[] }>('DELETE FROM trash WHERE id = $1 RETURNING rows', [which.id])
        : await t.query<{ rows: TableRows[] }>(
            `DELETE FROM trash WHERE id IN (
               SELECT id FROM trash WHERE removed_at < now() - $1 * interval '1 day' ORDER BY removed_at, id LIMIT $2)
             RETURNING rows`,
            [which.days, batch],
          );
    const candidates = new Set<string>();
    for (const r of removed) for (const id of imageCandidates(r.rows)) candidates.add(id);
    // a detached image (an item of type 'image'): its row left the images table when it was detached,
    // so only its file remains, unless the image came back meanwhile or another item names it
    const detached = removed.flatMap((r) =>
      r.rows.filter((t) => t.table === 'images').flatMap((t) => t.rows.map((row) => String(row.id))),
    );
    const files = detached.length
      ? (
          await t.query<{ id: string }>(
            `SELECT d.id FROM unnest($1::text[]) AS d(id)
              WHERE NOT EXISTS (SELECT 1 FROM images i WHERE i.id = d.id)
                AND NOT EXISTS (SELECT 1 FROM trash x WHERE strpos(x.rows::text, '"' || d.id || '"') > 0)`,
            [detached],
          )
        ).map((r) => r.id)
      : [];
    if (!candidates.size) return { items: removed.length, images: files };
    const images = await t.query<ImageRow>(
      `DELETE FROM images i WHERE i.id = ANY($1)
          ${RECORD_TABLES.map(
            (table) =>
              `AND NOT EXISTS (SELECT 1 FROM ${table} r WHERE strpos(r.info::text, '"' || i.id || '"') > 0)`,
          ).join('\n          ')}
          AND NOT EXISTS (SELECT 1 FROM trash x WHERE strpos(x.rows::text, '"' || i.id || '"') > 0)
        RETURNING i.id, i.type, i.link, i.pid, i.mime, i.size, i.seq, i.name`,
      [[...candidates]],
    );
    await report(t, await imageChanges(t, images, true));
    return { items: removed.length, images: [...files, ...images.map((i) => i.id)] };
  });
}
