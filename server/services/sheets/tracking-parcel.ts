// The level/parcel view of games 3.7: a level of a sent sheet read as the inherited postal parcel.
import type { Db } from '../../db/types';
import type { LoadedForms } from '../records/forms';
import type { LevelRow } from './levels';
import { parcelTypeOf, type SheetRow } from './sheets';
import { numberOrNull, textOf } from '../platform/sql';

/** The parcel types whose tutorial rule (games 9) offers a courier pickup. */
export const COURIER_PARCEL_TYPES = ['ek', 'epo', 'ems', 'epg'] as const;

const plain = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && 'val' in value
    ? (value as { val: unknown }).val
    : value;
const textOrNull = (value: unknown): string | null => textOf(value) || null;

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

/** The inherited parcel attributes of games 3.7 added to a parcel reply (GET parcels/{id}). */
export interface ParcelViewExtras {
  /** The tracking (parcel) number of tnt/events (games 3.3 'tracking'); null before registration. */
  tracking: string | null;
  /** The sheet's legacy parcel type (codelist parcelType) and its group (letter, package, express). */
  parcelType: string;
  typeGroup: string;
  /** 3.7 info, each attribute as {val} like every level attribute in replies. */
  info: Record<string, { val: unknown }>;
}

export function parcelViewExtras(
  forms: LoadedForms,
  sheet: SheetRow,
  level: LevelRow,
  tracking: string | null,
): ParcelViewExtras {
  const i = level.info;
  const type = parcelTypeOf(sheet);
  const val = (v: unknown) => ({ val: v });
  return {
    tracking,
    parcelType: type,
    typeGroup: typeGroupOf(forms, type),
    info: {
      recipient: val({
        name: textOrNull(i['recipient.name']),
        org: textOrNull(i['recipient.org']),
        street: textOrNull(i['recipient.street']),
        zip: textOrNull(i['recipient.zip']),
        city: textOrNull(i['recipient.city']),
        country: textOrNull(i['recipient.country']),
      }),
      'recipient.email': val(textOrNull(i['recipient.email'])),
      'recipient.phone': val(textOrNull(i['recipient.phone'])),
      services: val(servicesOf(i)),
      class: val(textOrNull(i.class)),
      weight: val(numberOrNull(plain(i.weight))),
      insurance: val(numberOrNull(plain(i.insurance))),
      store: val(numberOrNull(plain(i.store))),
      'cod.price': val(numberOrNull(plain(i['cod.price']))),
      'cod.type': val(textOrNull(i['cod.type'])),
      note: val(textOrNull(i.note)),
    },
  };
}

/** A parcel reply (the level's keys, 4.1 flags) with the 3.7 view merged in. */
export async function withParcelView(
  db: Db,
  forms: LoadedForms,
  base: Record<string, unknown>,
  sheet: SheetRow,
  level: LevelRow,
): Promise<Record<string, unknown>> {
  const extras = parcelViewExtras(forms, sheet, level, await levelTracking(db, level.id));
  const info = (base.info ?? {}) as Record<string, unknown>;
  return { ...base, ...extras, info: { ...info, ...extras.info } };
}

/** The tracking number of a level (null when it has none). */
export async function levelTracking(db: Db, levelId: number): Promise<string | null> {
  const row = await db.one<{ tracking: string | null }>('SELECT tracking FROM levels WHERE id = $1', [
    levelId,
  ]);
  return row?.tracking ?? null;
}
