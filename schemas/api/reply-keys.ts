// The key under which each resource's list and record come in a reply (spec platform 7.5–7.7,
// games 7.1–7.5): the reply schemas are built with these keys, and the app's data provider reads
// the replies with them. Plain constants without TypeBox, so the app imports them at runtime
// without bundling the schemas.

export interface ResourceReplyKeys {
  /** The items array of a list reply (GET {resource}). */
  readonly list: string;
  /** The record of a detail reply (GET {resource}/{id}), and of writes unless `written` says otherwise. */
  readonly record: string;
  /** The record of a create or update reply, when it is not `record`. */
  readonly written?: string;
}

export const REPLY_KEYS = {
  users: { list: 'users', record: 'contact' },
  invoices: { list: 'invoices', record: 'invoice' },
  vouchers: { list: 'vouchers', record: 'voucher' },
  /** GET parcels (across games) and the parcels of a legacy invoice (invoices/{id}/parcels). */
  parcels: { list: 'parcels', record: 'parcel' },
  /** A draft is a sheet: GET drafts/{id} carries it as `game`, PUT drafts and POST drafts/{id} as `sheet`. */
  drafts: { list: 'games', record: 'game', written: 'sheet' },
  games: { list: 'games', record: 'game' },
  /** The levels of a sheet (drafts/{id}/levels, games/{id}/levels). */
  levels: { list: 'levels', record: 'level' },
} as const satisfies Record<string, ResourceReplyKeys>;

export type ReplyResource = keyof typeof REPLY_KEYS;

/** The header every API reply carries: the id of the field schema version in force (the app reloads the
 * schemas when a reply names a newer one). */
export const SCHEMA_VERSION_HEADER = 'x-schema-version';
