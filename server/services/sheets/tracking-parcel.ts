// The level/parcel view of games 3.7: a level of a sent sheet read as the inherited postal parcel.
import type { Db } from '../../db/types';
import type { LoadedForms } from '../records/forms';
import type { LevelRow } from './levels';
import { parcelTypeOf, type SheetRow } from './sheets';
import { numberOrNull, textOf } from '../platform/sql';
import { loadLevelViewData, recipientOf, withLevelView } from './level-view';

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
      recipient: val(recipientOf(i)),
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

/** A parcel reply (the level's keys, 4.1 flags) with the 3.3 read fields and the 3.7 view merged in. */
export async function withParcelView(
  db: Db,
  forms: LoadedForms,
  base: Record<string, unknown>,
  sheet: SheetRow,
  level: LevelRow,
): Promise<Record<string, unknown>> {
  const data = await loadLevelViewData(db, [level.id]);
  const viewed = withLevelView(base, sheet, level, data);
  const extras = parcelViewExtras(forms, sheet, level, data.tracking.get(level.id) ?? null);
  const info = (viewed.info ?? {}) as Record<string, unknown>;
  return { ...viewed, ...extras, info: { ...info, ...extras.info } };
}
