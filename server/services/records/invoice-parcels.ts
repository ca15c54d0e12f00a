// Parcels of a legacy invoice (spec platform 7.6, reading A): the repository. A parcel is a level in
// the spec's vocabulary: its form is the level schema; it has a position (seq, 1..n within the
// invoice) and an assigned number (unique within the invoice).
import type { Db } from '../../db/types';
import { mergeInfo, type Evaluation } from './evaluation';
import { epochSql, numberOrNull, textOf, type StoredRecord } from '../platform/sql';
import { searchDocument } from '../platform/search-text';
import { orderedChildren } from './ordered-children';
import type { ReportChanges, TypedChange } from './record-changes';

export interface ParcelRow extends StoredRecord {
  invoice_id: number;
  seq: number;
  number: string | null;
  created_at: number;
  updated_at: number;
}

const COLUMNS = `p.id, p.invoice_id, p.seq, p.number, p.info, ${epochSql('p.created_at')} AS created_at,
  ${epochSql('p.updated_at')} AS updated_at`;

function normalize(row: ParcelRow): ParcelRow {
  return { ...row, id: Number(row.id), invoice_id: Number(row.invoice_id) };
}

/** A parcel as the parcel calls reply it. */
export function presentParcel(row: ParcelRow): Record<string, unknown> {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    seq: row.seq,
    number: row.number,
    info: row.info,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function filterSql(f: string | undefined): string {
  if (f === 'numbered') return 'p.number IS NOT NULL';
  if (f === 'unnumbered') return 'p.number IS NULL';
  return 'true';
}

const ordered = orderedChildren<ParcelRow, ParcelRow>({
  table: 'invoice_parcels',
  alias: 'p',
  parentColumn: 'invoice_id',
  columns: COLUMNS,
  revive: normalize,
  highestNumber: { expr: 'max(number::bigint)', where: "number ~ '^[0-9]{1,15}$'" },
});

const parcelFilter = (opts: { filter?: string; search: string }) => ({
  where: filterSql(opts.filter),
  search: opts.search,
});

const parcelSearch = (info: Record<string, unknown>) =>
  searchDocument(['name', 'question', 'note'].map((key) => textOf(info[key])));

export async function invoiceExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.one('SELECT 1 AS x FROM invoices WHERE id = $1', [id]));
}

/** One parcel of an invoice (db, invoiceId, id, lock): `lock` asks for SELECT … FOR UPDATE. */
export const loadParcel = ordered.load;

/** The parcels of an invoice in sequence; `search` is a LIKE pattern, `filter` numbered/unnumbered. */
export function listParcels(
  db: Db,
  invoiceId: number,
  opts: { filter?: string; search: string; offset: number; limit: number },
): Promise<ParcelRow[]> {
  return ordered.list(db, invoiceId, parcelFilter(opts), opts);
}

/** The filtered parcel at a position, or its nearest neighbour before ('<') or after ('>') it. */
export async function parcelAt(
  db: Db,
  invoiceId: number,
  seq: number,
  where: '=' | '<' | '>',
  opts: { filter?: string; search: string },
): Promise<ParcelRow | undefined> {
  return (await ordered.at(db, invoiceId, seq, where, parcelFilter(opts))) ?? undefined;
}

/** Adds a parcel at the end of the invoice's sequence. */
export async function insertParcel(db: Db, invoiceId: number, e: Evaluation): Promise<ParcelRow> {
  const info = mergeInfo(e.form, null, e.values);
  const row = await db.one<{ id: number }>(
    `INSERT INTO invoice_parcels (invoice_id, seq, info, search)
     VALUES ($1, ${ordered.nextSeqSql}, $2, $3)
     RETURNING id`,
    [invoiceId, info, parcelSearch(info)],
  );
  return (await loadParcel(db, invoiceId, Number(row!.id)))!;
}

export async function updateParcel(db: Db, row: ParcelRow, e: Evaluation): Promise<ParcelRow> {
  const info = mergeInfo(e.form, row.info, e.values);
  await db.query('UPDATE invoice_parcels SET info = $2, search = $3, updated_at = now() WHERE id = $1', [
    row.id,
    info,
    parcelSearch(info),
  ]);
  return (await loadParcel(db, row.invoice_id, row.id))!;
}

/** Deletes a parcel; the later parcels move up one position, so seq stays 1..n. Removes nothing else. */
export async function removeParcel(db: Db, row: ParcelRow): Promise<TypedChange[]> {
  await db.query('DELETE FROM invoice_parcels WHERE id = $1', [row.id]);
  await db.query('UPDATE invoice_parcels SET seq = seq - 1 WHERE invoice_id = $1 AND seq > $2', [
    row.invoice_id,
    row.seq,
  ]);
  return [];
}

/** Price of the parcels: count × the price of the invoice's game variant (EUR, 2 decimals). */
export async function parcelsPrice(
  db: Db,
  invoiceId: number,
): Promise<{ count: number; unitPrice: number; price: number } | undefined> {
  const row = await db.one<{ n: number; unit: unknown }>(
    `SELECT (SELECT count(*)::int FROM invoice_parcels p WHERE p.invoice_id = i.id) AS n,
            v.info->>'price' AS unit
       FROM invoices i LEFT JOIN variants v ON v.id = i.variant_id
      WHERE i.id = $1`,
    [invoiceId],
  );
  if (!row) return undefined;
  const unitPrice = numberOrNull(row.unit) ?? 0;
  return { count: row.n, unitPrice, price: Math.round(row.n * unitPrice * 100) / 100 };
}

/**
 * Assigns a number to a parcel (in one transaction, where the change is reported); 'invalid_value'
 * when another parcel of the invoice has it, undefined when the parcel does not exist.
 */
export async function assignParcelNumber(
  db: Db,
  invoiceId: number,
  parcelId: number,
  number: string,
  report: ReportChanges,
): Promise<{ parcel: ParcelRow } | { err: 'invalid_value' } | undefined> {
  return db.tx(async (t) => {
    const row = await loadParcel(t, invoiceId, parcelId, true);
    if (!row) return undefined;
    const taken = await t.one(
      'SELECT 1 AS x FROM invoice_parcels WHERE invoice_id = $1 AND number = $2 AND id <> $3',
      [invoiceId, number, row.id],
    );
    if (taken) return { err: 'invalid_value' as const };
    await t.query('UPDATE invoice_parcels SET number = $2, updated_at = now() WHERE id = $1', [
      row.id,
      number,
    ]);
    const parcel = (await loadParcel(t, invoiceId, row.id))!;
    await report(t, [{ type: 'invoice_parcel', id: row.id, before: row.info, after: parcel.info }]);
    return { parcel };
  });
}

/** The next free number: one more than the highest numeric number of the invoice's parcels. */
export async function nextParcelNumber(db: Db, invoiceId: number): Promise<string> {
  return String(((await ordered.highestNumber(db, invoiceId)) ?? 0) + 1);
}
