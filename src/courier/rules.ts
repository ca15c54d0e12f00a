// Where a courier is offered (games 2.15, 9): the tutorial rule 'courier ordering for ek, epo, ems,
// epg' applied to sent games (a draft has nothing to pick up yet). The server applies the same rule.
import type { Sheet } from '../../schemas/api';

export const COURIER_PARCEL_TYPES = ['ek', 'epo', 'ems', 'epg'] as const;

/** The sheet reply's keys the rule reads (schemas/api/games.ts `Sheet`), and the info values it reads. */
export type CourierSheet = Pick<Sheet, 'status' | 'parcelType'> & {
  id: number | string;
  info?: {
    parcelType?: unknown;
    courier?: unknown;
    sender?: { name?: string | null; phone?: string | null } | null;
  };
};

export function parcelTypeOf(sheet: CourierSheet): string {
  const type = sheet.parcelType || sheet.info?.parcelType;
  return typeof type === 'string' ? type : '';
}

export function courierOffered(sheet: CourierSheet): boolean {
  return (
    !!sheet.status &&
    sheet.status !== 'draft' &&
    (COURIER_PARCEL_TYPES as readonly string[]).includes(parcelTypeOf(sheet))
  );
}

/** The game was (or will be) handed over by courier: info.courier (games 3.1). */
export const hasCourier = (sheet: CourierSheet) => sheet.info?.courier === true;
