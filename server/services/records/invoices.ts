// Invoices (spec platform 3.6): reading B (a billing document whose form fields live in info) and
// reading A (a legacy shipment sheet with a parcel type, sender, parcels and registration).
import type { Db } from '../../db/types';
import type { FieldValue } from '../../../schemas/engine';
import { epochSql, numberOrNull, textOf, type StoredRecord } from '../platform/sql';
import { searchDocument } from '../platform/search-text';
import type { TypedChange } from './record-changes';
import invoiceTab from '../../../schemas/codelists/invoiceTab.json';

/** The tabs of the invoices list (codelist invoiceTab). */
export const INVOICE_TABS: readonly string[] = invoiceTab.items.map((item) => item.value);

export interface InvoiceRow extends StoredRecord {
  code: string;
  name: string;
  price: number | null;
  canceled: boolean;
  status: string;
  variant_id: number | null;
  parcel_type: string | null;
  sender_id: number | null;
  saved: boolean;
  registered_at: number | null;
  created_at: number;
  updated_at: number;
}

const INVOICE_COLUMNS = `i.id, i.code, i.name, i.price::float8 AS price, i.canceled, i.status, i.variant_id,
  i.parcel_type, i.sender_id, i.saved, ${epochSql('i.registered_at')} AS registered_at,
  ${epochSql('i.created_at')} AS created_at, ${epochSql('i.updated_at')} AS updated_at, i.info`;

function normalize(row: InvoiceRow): InvoiceRow {
  return {
    ...row,
    id: Number(row.id),
    price: numberOrNull(row.price),
    variant_id: row.variant_id === null ? null : Number(row.variant_id),
    sender_id: row.sender_id === null ? null : Number(row.sender_id),
  };
}

export async function loadInvoice(db: Db, id: number, lock = false): Promise<InvoiceRow | undefined> {
  const row = await db.one<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ? normalize(row) : undefined;
}

export async function listInvoices(
  db: Db,
  opts: { tab?: string; search: string; offset: number; limit: number },
): Promise<InvoiceRow[]> {
  const tab =
    opts.tab === 'invoiced' ? 'AND NOT i.canceled' : opts.tab === 'cancelled' ? 'AND i.canceled' : '';
  const rows = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices i
      WHERE i.search LIKE $1 ${tab}
      ORDER BY i.id DESC LIMIT $2 OFFSET $3`,
    [opts.search, opts.limit, opts.offset],
  );
  return rows.map(normalize);
}

/** An invoice as the invoices list and detail carry it. */
export function presentInvoice(row: InvoiceRow): Record<string, unknown> {
  return {
    id: row.id,
    code: row.code,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    status: row.status,
    name: row.name,
    address: textOf(row.info.address),
    price: row.price,
    canceled: row.canceled,
    type: row.parcel_type,
    senderId: row.sender_id,
    saved: row.saved,
    registeredAt: row.registered_at,
    info: row.info,
  };
}

/** The next invoice number of the year: YYYYNNNN, never one already used (also by a typed code). */
export async function nextInvoiceCode(db: Db, year = new Date().getFullYear()): Promise<string> {
  for (;;) {
    const row = await db.one<{ last: number }>(
      `INSERT INTO invoice_numbers (year, last) VALUES ($1, 1)
       ON CONFLICT (year) DO UPDATE SET last = invoice_numbers.last + 1 RETURNING last`,
      [year],
    );
    const code = `${year}${String(row!.last).padStart(4, '0')}`;
    if (!(await codeTaken(db, code))) return code;
  }
}

export async function codeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const row = await db.one(
    'SELECT 1 AS x FROM invoices WHERE code = $1 AND ($2::bigint IS NULL OR id <> $2)',
    [code, exceptId ?? null],
  );
  return !!row;
}

/** The real columns kept in sync with info on every write. */
function columns(info: Record<string, unknown>) {
  const game = textOf(info.game);
  return {
    code: textOf(info.code),
    name: textOf(info.name),
    price: numberOrNull(info.price),
    variantId: /^\d{1,15}$/.test(game) ? Number(game) : null,
    search: searchDocument(['code', 'name', 'address', 'zip', 'city'].map((k) => textOf(info[k]))),
  };
}

export async function insertInvoice(
  db: Db,
  info: Record<string, FieldValue | unknown>,
  parcelType: string | null = null,
): Promise<InvoiceRow> {
  const c = columns(info);
  const row = await db.one<{ id: number }>(
    `INSERT INTO invoices (code, name, price, variant_id, parcel_type, info, search)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [c.code, c.name, c.price, c.variantId, parcelType, info as Record<string, unknown>, c.search],
  );
  return (await loadInvoice(db, Number(row!.id)))!;
}

export async function updateInvoice(db: Db, id: number, info: Record<string, unknown>): Promise<InvoiceRow> {
  const c = columns(info);
  await db.query(
    `UPDATE invoices SET code = $2, name = $3, price = $4, variant_id = $5, info = $6, search = $7,
       updated_at = now() WHERE id = $1`,
    [id, c.code, c.name, c.price, c.variantId, info, c.search],
  );
  return (await loadInvoice(db, id))!;
}

/** The invoice's status as its change log names it: issued, registered (platform 4.3) or canceled. */
export function invoiceStatus(row: Pick<InvoiceRow, 'canceled' | 'registered_at'>): string {
  return row.canceled ? 'cancelled' : row.registered_at ? 'registered' : 'invoiced';
}

/** Storno: the invoice stays, marked canceled (tab 'cancelled'); only then may it be removed. */
export async function cancelInvoice(db: Db, id: number): Promise<InvoiceRow> {
  await db.query(
    `UPDATE invoices SET canceled = true, status = 'cancelled', updated_at = now() WHERE id = $1`,
    [id],
  );
  return (await loadInvoice(db, id))!;
}

/** Removes the invoice with its parcels; returns the removed parcels (the cascade) as changes. */
export async function removeInvoice(db: Db, row: InvoiceRow): Promise<TypedChange[]> {
  const parcels = await db.query<{ id: number | string; info: Record<string, unknown> }>(
    'DELETE FROM invoice_parcels WHERE invoice_id = $1 RETURNING id, info',
    [row.id],
  );
  await db.query('DELETE FROM invoices WHERE id = $1', [row.id]);
  return parcels
    .map((p) => ({ type: 'invoice_parcel' as const, id: Number(p.id), before: p.info ?? {}, after: null }))
    .sort((a, b) => a.id - b.id);
}
