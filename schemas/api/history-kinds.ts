// The change log's record types and actions: one list for the API schema (history.ts), the server's log
// (server/services/history/change-log.ts) and the 'Zmeny' screen's filters. No TypeBox here, so the
// screen can import it at run time.
import sheetStatusCodelist from '../codelists/sheetStatus.json' with { type: 'json' };

/**
 * The record types of the log: the form-backed records, images (shown in their owner's history too),
 * schema versions and sheets' imports.
 */
export const HISTORY_RECORD_TYPES = [
  'user',
  'invoice',
  'voucher',
  'invoice_parcel',
  'level',
  'game',
  'variant',
  'courier',
  'image',
  'schema',
] as const;
export type HistoryRecordType = (typeof HISTORY_RECORD_TYPES)[number];

export const HISTORY_ACTIONS = [
  'create',
  'update',
  'remove',
  'restore',
  'status',
  'import',
  'security',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * A status transition's entry (action 'status') names the record's status as `{status: [before, after]}`:
 * the field's label and each status's Slovak name per record type, as the history and the export show them.
 */
export const STATUS_FIELD = 'status';
const sheetStatus = (value: string): string =>
  sheetStatusCodelist.items.find((item) => item.value === value)?.label ?? value;
export const STATUS_FIELD_LABEL = 'Stav';
export const STATUS_LABELS: Partial<Record<HistoryRecordType, Record<string, string>>> = {
  user: { active: 'aktívny', inactive: 'neaktívny', disabled: 'zablokovaný' },
  // the sheet statuses by the one Slovak name each has (codelist sheetStatus, games 4.1), with what the
  // log adds to tell apart the two states shown 'Podaná'; sending is the registration, shown
  // 'Nepodaná' until the game is received
  variant: {
    draft: sheetStatus('draft'),
    registered: `${sheetStatus('registered')} (odoslaná do produkcie, čaká na prijatie)`,
    received: `${sheetStatus('received')} (prijatá)`,
    confirmed: `${sheetStatus('confirmed')} (potvrdená)`,
    expired: sheetStatus('expired'),
  },
  invoice: { invoiced: 'vystavená', registered: 'zaregistrovaná', cancelled: 'stornovaná' },
  courier: { active: 'aktívna', canceled: 'zrušená' },
};

/**
 * A sheet sent to production although the overview warned (issue 31): its 'status' entry carries the
 * warnings' codes as `{sendWarnings: [null, ['testingLevels']]}`; the history shows this label and the
 * warnings' Slovak texts.
 */
export const SEND_WARNINGS_FIELD = 'sendWarnings';
export const SEND_WARNINGS_LABEL = 'Odoslaná napriek upozorneniam';
export const SEND_WARNING_LABELS: Record<string, string> = {
  testingLevels: 'niektoré úlohy sú v testovaní – hráči ich neuvidia',
  unplacedLevels: 'variant má štart, ale niektoré úlohy nemajú polohu',
  longLegs: 'niektorý úsek trasy je dlhší ako 3 km',
};

/** An image as the log keeps it (the change of an image's slot): its id, format and size, never its bytes. */
export interface LoggedImage {
  $image: string;
  mime: string;
  size: number;
}

export function isLoggedImage(value: unknown): value is LoggedImage {
  return !!value && typeof value === 'object' && typeof (value as LoggedImage).$image === 'string';
}

/** The format of a logged image for a reader: 'PNG' of image/png, 'SVG' of image/svg+xml. */
export function imageFormat(image: LoggedImage): string {
  return (image.mime.split('/')[1] ?? image.mime).split('+')[0]!.toUpperCase();
}
