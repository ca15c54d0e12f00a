// The level/parcel view of games 3.7: a level of a sent sheet read as the inherited postal parcel.
import type { Db } from '../db/types';
import type { LoadedForms } from './forms';
import { loadLevel, presentLevel, type LevelRow } from './levels';
import { loadSheet, type SheetRow } from './sheets';
import { numberOrNull, textOf } from './sql';

/** Sheet statuses after registration; received and confirmed sheets were handed over to the post. */
const RECEIVED = new Set(['received', 'confirmed']);

/** The parcel types whose tutorial rule (games 9) offers a courier pickup. */
export const COURIER_PARCEL_TYPES = ['ek', 'epo', 'ems', 'epg'] as const;

export interface ParcelView {
  id: number;
  type: string;
  gameId: number;
  number: string | null;
  price: number | null;
  wasRegistered: boolean;
  wasReceived: boolean;
  typeGroup: string;
  info: Record<string, unknown>;
}

const plain = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && 'val' in value
    ? (value as { val: unknown }).val
    : value;
const textOrNull = (value: unknown): string | null => textOf(value) || null;

/** The sheet's parcel type (variants.info.parcelType), '' when none was set. */
export function parcelTypeOf(sheet: Pick<SheetRow, 'info'>): string {
  return textOf(sheet.info.parcelType);
}

/** The group (letter, package, express) of a parcel type from codelist parcelType; '' when unknown. */
export function typeGroupOf(forms: LoadedForms, type: string): string {
  const item = forms.codelists.parcelType?.items.find((i) => i.value === type);
  return textOf(item?.data?.group);
}

/** Services of a parcel: the stored ones, plus '_1c' for the first class (games 3.7). */
export function servicesOf(info: Record<string, unknown>): string[] {
  const stored = plain(info.services);
  const services = Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : [];
  if (textOf(info.class) === 'c1' && !services.includes('_1c')) services.unshift('_1c');
  return services;
}

export function presentParcel(
  forms: LoadedForms,
  sheet: SheetRow,
  level: LevelRow,
  tracking: string | null,
): ParcelView {
  const i = level.info;
  const type = parcelTypeOf(sheet);
  return {
    id: level.id,
    type,
    gameId: sheet.id,
    number: tracking,
    price: numberOrNull(plain(i.price)) ?? numberOrNull(sheet.info.price),
    wasRegistered: sheet.status !== 'draft',
    wasReceived: RECEIVED.has(sheet.status),
    typeGroup: typeGroupOf(forms, type),
    info: {
      recipient: {
        name: textOrNull(i['recipient.name']),
        org: textOrNull(i['recipient.org']),
        street: textOrNull(i['recipient.street']),
        zip: textOrNull(i['recipient.zip']),
        city: textOrNull(i['recipient.city']),
        country: textOrNull(i['recipient.country']),
      },
      'recipient.email': textOrNull(i['recipient.email']),
      'recipient.phone': textOrNull(i['recipient.phone']),
      services: servicesOf(i),
      class: textOrNull(i.class),
      weight: numberOrNull(plain(i.weight)),
      insurance: numberOrNull(plain(i.insurance)),
      store: numberOrNull(plain(i.store)),
      'cod.price': numberOrNull(plain(i['cod.price'])),
      'cod.type': textOrNull(i['cod.type']),
      note: textOrNull(i.note),
    },
  };
}

/**
 * The parcel with this (level) id: a level of a sheet that was sent (not a draft), with its level
 * as replies carry it and the 3.7 view; undefined when there is none.
 */
export async function loadParcelView(
  db: Db,
  forms: LoadedForms,
  levelId: number,
): Promise<{ parcel: ParcelView; level: Record<string, unknown>; sheet: SheetRow } | undefined> {
  const row = await db.one<{ variant_id: number | string; tracking: string | null }>(
    'SELECT variant_id, tracking FROM levels WHERE id = $1',
    [levelId],
  );
  if (!row) return undefined;
  const sheet = await loadSheet(db, Number(row.variant_id));
  if (!sheet || sheet.status === 'draft') return undefined;
  const level = await loadLevel(db, sheet.id, levelId);
  if (!level) return undefined;
  return {
    parcel: presentParcel(forms, sheet, level, row.tracking),
    level: { ...presentLevel(level, sheet), tracking: row.tracking },
    sheet,
  };
}

/** The tracking number of a level (null when it has none). */
export async function levelTracking(db: Db, levelId: number): Promise<string | null> {
  const row = await db.one<{ tracking: string | null }>('SELECT tracking FROM levels WHERE id = $1', [
    levelId,
  ]);
  return row?.tracking ?? null;
}
