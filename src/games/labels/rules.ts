// Which game actions a sheet offers (games 4.1) and the labels rules of games 2.13 and 9.
// The parcel-type rules themselves live in schemas/label-rules.ts, shared with the server.
import type { Sheet } from '../sheet';
import { LABEL_FORMATS, labelFormatsFor, type LabelFormat } from '../../../schemas/label-rules';

export type LabelType = 'address' | 'reply';
export { LABEL_FORMATS, type LabelFormat };
/** Labels on one A4 sheet; the start position 1–4 is sent 0-based as `o` (games 9). */
export const A4_LABELS = 4;
export const A4_POSITIONS = [1, 2, 3, 4] as const;

const CLONE_STATUSES = ['registered', 'received', 'confirmed', 'expired'];
const REPORT_STATUSES = ['registered', 'received', 'confirmed'];

/** A sheet with its label keys (hasAddressLabels, hasReplyLabels, parcelType: the sheet reply's). */
export type SheetWithLabels = Sheet;

export const canClone = (sheet: Sheet) => CLONE_STATUSES.includes(sheet.status ?? '');
export const hasReport = (sheet: Sheet) => REPORT_STATUSES.includes(sheet.status ?? '');

/**
 * The label types the sheet offers: only registered sheets, by their hasAddressLabels /
 * hasReplyLabels, and none for the parcel types that print no labels (uz, ems, epg).
 */
export function labelTypes(sheet: SheetWithLabels): LabelType[] {
  if (sheet.status !== 'registered' || !formatsFor(sheet).length) return [];
  const types: LabelType[] = [];
  if (sheet.hasAddressLabels) types.push('address');
  if (sheet.hasReplyLabels) types.push('reply');
  return types;
}

export function parcelTypeOf(sheet: SheetWithLabels): string | undefined {
  const info = sheet.info?.parcelType;
  const direct = sheet.parcelType ?? (typeof info === 'string' ? info : undefined);
  return direct ?? undefined;
}

/** The formats offered for the sheet (games 2.13, 9): envelopes only for r, dsz, ek, zb (and no type). */
export function formatsFor(sheet: SheetWithLabels): readonly LabelFormat[] {
  return labelFormatsFor(parcelTypeOf(sheet));
}

/** Unused labels on the last A4 sheet when `count` labels start at `position` (1–4). */
export function leftoverOnA4(count: number, position: number): number {
  const used = (position - 1 + count) % A4_LABELS;
  return used === 0 ? 0 : A4_LABELS - used;
}

/** The labels download query: t, f and the 0-based start `o` (0 for the envelope formats). */
export function labelsQuery(type: LabelType, format: LabelFormat, position: number) {
  return { t: type, f: format, o: format === 'a4' ? position - 1 : 0 };
}
