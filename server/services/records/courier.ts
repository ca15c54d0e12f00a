// Courier orders (games 2.15, 3.10, 7.4): one active order per sent sheet, validated by
// schemas/courier.json plus the two rules a schema cannot state: the pickup date range of platform
// 5.7 (from tomorrow, the day after tomorrow after 19:00, for 1825 days) and the express limit of
// games 9 (at most 50 kg per piece).
import type { Db } from '../../db/types';
import { addErrors, type Evaluation } from './evaluation';
import { epochSql, textOf } from '../platform/sql';
import { COURIER_PARCEL_TYPES } from '../sheets/tracking-parcel';
import { parcelTypeOf, senderOf, type SheetRow } from '../sheets/sheets';
import type { MailMessage } from '../platform/mail';
import type { InfoChange } from './record-changes';

/** Express parcels: at most this many kg per piece (games 9). */
export const MAX_KG_PER_PIECE = 50;
/** Platform 5.7: the selectable range runs for this many days. */
const SELECTABLE_DAYS = 1825;
/** Platform 5.7: after this hour the earliest day is the day after tomorrow. */
const LATE_HOUR = 19;

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The pickup date's bounds (YYYY-MM-DD) on the server's calendar. */
export function pickupDateBounds(now: Date = new Date()): { min: string; max: string } {
  const first = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + (now.getHours() > LATE_HOUR ? 2 : 1),
  );
  const last = new Date(first.getFullYear(), first.getMonth(), first.getDate() + SELECTABLE_DAYS - 1);
  return { min: isoDay(first), max: isoDay(last) };
}

/**
 * The courier rules a schema cannot state, on an evaluation of the courier form: the pickup date's
 * bounds (min/max in its attrs, out_of_range outside them) and the weight limit of its pieces.
 */
export function applyCourierRules(e: Evaluation, now: Date = new Date()): void {
  const { attrs, values } = e;
  const bounds = pickupDateBounds(now);
  const date = attrs.pickupDate;
  if (date) {
    date.min = bounds.min;
    date.max = bounds.max;
    const day = values.pickupDate;
    if (typeof day === 'string' && (day < bounds.min || day > bounds.max))
      addErrors(e, { pickupDate: 'out_of_range' });
  }
  const weight = attrs.weight;
  const pieces = typeof values.pieces === 'number' ? values.pieces : null;
  if (weight && pieces !== null && pieces > 0) {
    const limit = pieces * MAX_KG_PER_PIECE;
    weight.max = limit;
    if (typeof values.weight === 'number' && values.weight > limit) addErrors(e, { weight: 'out_of_range' });
  }
}

/** Whether the tutorial rule of games 9 offers a courier for the sheet: sent, of a courier parcel type. */
export function courierOffered(sheet: Pick<SheetRow, 'status' | 'info'>): boolean {
  return (
    sheet.status !== 'draft' && (COURIER_PARCEL_TYPES as readonly string[]).includes(parcelTypeOf(sheet))
  );
}

/** Why a courier order may not be placed for the locked sheet (games 2.15), or undefined. */
export async function courierRefusal(
  t: Db,
  sheet: SheetRow,
): Promise<'invalid_state' | 'courier_exists' | undefined> {
  if (!courierOffered(sheet)) return 'invalid_state';
  if (await activeCourierOrder(t, sheet.id)) return 'courier_exists';
  return undefined;
}

/** The confirmation goes to the sheet's sender, else to the user who ordered. */
export function courierMailTo(sheet: SheetRow, orderedBy: { email: string | null }): string | null {
  return textOf(senderOf(sheet).email) || orderedBy.email;
}

export interface CourierOrder {
  id: number;
  gameId: number;
  status: string;
  createdAt: number;
  info: Record<string, unknown>;
}

interface RawOrder {
  id: number | string;
  variant_id: number | string;
  status: string;
  info: Record<string, unknown>;
  created_at: number | string;
}

const present = (r: RawOrder): CourierOrder => ({
  id: Number(r.id),
  gameId: Number(r.variant_id),
  status: r.status,
  createdAt: Number(r.created_at),
  info: r.info ?? {},
});

const ORDER_COLUMNS = `id, variant_id, status, info, ${epochSql('created_at')} AS created_at`;

/** The active courier order of a sheet, or null. */
export async function activeCourierOrder(db: Db, sheetId: number): Promise<CourierOrder | null> {
  const row = await db.one<RawOrder>(
    `SELECT ${ORDER_COLUMNS} FROM courier_orders WHERE variant_id = $1 AND status = 'active'`,
    [sheetId],
  );
  return row ? present(row) : null;
}

/**
 * Creates the order and marks the sheet as handed over by courier (info.courier = true). Runs in the
 * caller's transaction with the sheet locked; the caller has checked that none is active. Returns the
 * order and the change of the sheet's variant.
 */
export async function insertCourierOrder(
  db: Db,
  sheet: Pick<SheetRow, 'id' | 'info'>,
  values: Record<string, unknown>,
  userId: number | null,
): Promise<{ order: CourierOrder; variant: InfoChange }> {
  const sheetId = sheet.id;
  const row = await db.one<RawOrder>(
    `INSERT INTO courier_orders (variant_id, info, created_by) VALUES ($1, $2, $3) RETURNING ${ORDER_COLUMNS}`,
    [sheetId, values, userId],
  );
  const marked = await db.one<{ info: Record<string, unknown> }>(
    `UPDATE variants SET info = info || '{"courier": true}'::jsonb, updated_at = now() WHERE id = $1
     RETURNING info`,
    [sheetId],
  );
  return { order: present(row!), variant: { id: sheetId, before: sheet.info, after: marked!.info } };
}

const WINDOWS: Record<string, string> = {
  '08-12': '8:00 – 12:00',
  '12-16': '12:00 – 16:00',
  '14-18': '14:00 – 18:00',
};

/** The confirmation mail to the sheet's sender (Slovak, plain text). */
export function courierMail(
  to: string,
  sheet: Pick<SheetRow, 'gameName' | 'name' | 'number'>,
  order: CourierOrder,
): MailMessage {
  const i = order.info;
  const [y, m, d] = textOf(i.pickupDate).split('-').map(Number);
  const date = y ? `${d}.${m}.${y}` : textOf(i.pickupDate);
  const zip = textOf(i.zip);
  const lines = [
    'Dobrý deň,',
    '',
    `potvrdzujeme objednávku kuriéra č. ${order.id} pre hru „${sheet.gameName}“ (${sheet.name}${sheet.number ? `, hárok ${sheet.number}` : ''}).`,
    '',
    `Dátum vyzdvihnutia: ${date}`,
    `Čas vyzdvihnutia: ${WINDOWS[textOf(i.pickupWindow)] ?? textOf(i.pickupWindow)}`,
    `Adresa: ${textOf(i.street)}, ${zip.length === 5 ? `${zip.slice(0, 3)} ${zip.slice(3)}` : zip} ${textOf(i.city)}`,
    `Kontaktná osoba: ${textOf(i.contactName)}, tel. ${textOf(i.phone)}`,
    `Počet kusov: ${textOf(i.pieces)}, celková hmotnosť: ${String(i.weight ?? '').replace('.', ',')} kg`,
    ...(textOf(i.note) ? [`Poznámka: ${textOf(i.note)}`] : []),
    '',
    'Hry back-office',
  ];
  return { to, subject: `Objednávka kuriéra č. ${order.id} – ${sheet.gameName}`, text: lines.join('\n') };
}
