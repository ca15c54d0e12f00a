// Requests and replies of the schema-driven resources (platform 7.5–7.7): users, invoices and their
// parcels, vouchers. Their tabs come from the codelists (userType, invoiceTab, voucherType).
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import userType from '../codelists/userType.json';
import invoiceTab from '../codelists/invoiceTab.json';
import voucherType from '../codelists/voucherType.json';
import {
  Attrs,
  AttrsReply,
  Info,
  OkReply,
  Nullable,
  Reply,
  flag,
  listQueryWith,
  oneOf,
  optional,
  paramsOf,
  responses,
  search,
  uploadKeys,
} from './common';
import { REPLY_KEYS } from './reply-keys';

const values = (codelist: { items: { value: string }[] }) => codelist.items.map((item) => item.value);

// ---- Requests ----

/** GET users?po&pl&s&r (r: a user type). */
export const usersListQuery = listQueryWith({ r: oneOf(values(userType)) });
/** PUT users?t={type} and POST users/import?t={type}: the type of the new users. */
export const userTypeQuery = Type.Object(
  { t: Type.Optional(oneOf(values(userType))) },
  { additionalProperties: false },
);
/** POST users/import?r&t (the upload protocol of 7.8 and the type). */
export const usersImportQuery = Type.Object(optional({ ...uploadKeys, ...userTypeQuery.properties }));

/** GET invoices?po&pl&s&t (t: an invoice tab). */
export const invoicesListQuery = listQueryWith({ t: oneOf(values(invoiceTab)) });

/** GET vouchers?po&pl&s&t (t: a voucher tab). */
export const vouchersListQuery = listQueryWith({ t: oneOf(values(voucherType)) });
/** PUT vouchers?t=…: a new voucher is created in the tab the list shows. */
export const voucherTypeQuery = Type.Object(
  { t: Type.Optional(oneOf(values(voucherType))) },
  { additionalProperties: false },
);

/** The list filters of a legacy invoice's parcels (`f`). */
export const PARCEL_FILTERS = ['numbered', 'unnumbered'] as const;
/** GET invoices/{id}/parcels?po&pl&f&s. */
export const invoiceParcelsListQuery = listQueryWith({ f: oneOf(PARCEL_FILTERS) });
/** POST invoices/{id}/parcels/price?f&s: the parcels the price covers. */
export const parcelsFilterQuery = Type.Object(optional({ f: oneOf(PARCEL_FILTERS), s: search }), {
  additionalProperties: false,
});
/** GET invoices/{id}/parcels/seq/{seq}?f&s&p&n&c. */
export const parcelSeqQuery = Type.Object(
  optional({ ...parcelsFilterQuery.properties, p: flag, n: flag, c: flag }),
  {
    additionalProperties: false,
  },
);
/** invoices/{id}/parcels/{parcelId}… */
export const parcelParams = paramsOf('id', 'parcelId');
/** GET invoices/{id}/parcels/seq/{seq}. */
export const parcelSeqParams = paramsOf('id', 'seq');
/** POST invoices/{id}/parcels/{parcelId}/assign {number}. */
export const parcelAssignBody = Type.Object({
  number: Type.Union([
    Type.String({ pattern: '^[A-Za-z0-9-]{1,30}$' }),
    Type.Integer({ minimum: 0, maximum: 999999999999 }),
  ]),
});
export type ParcelAssignBody = Static<typeof parcelAssignBody>;

// ---- Replies ----

/** What a stored record carries besides its own keys: its form values and when it was made and last changed. */
const stored = { info: Info, createdAt: Type.Number(), updatedAt: Type.Number() };

/** A user as the users list and detail carry it (reply key `contact`, REPLY_KEYS.users). */
export const Contact = Type.Object({
  id: Type.Number(),
  type: Type.String(),
  ...stored,
});
export type Contact = Static<typeof Contact>;

/**
 * A user as the users list carries it (issue 26; platform 7.5: `users[]` with id and info): UserItem
 * reads the form values, the tab of a saved user its type. The full `Contact` is users/{id}.
 */
export const ContactListItem = Type.Object(
  { id: Type.Number(), type: Type.String(), info: Info },
  { additionalProperties: false },
);
export type ContactListItem = Static<typeof ContactListItem>;

export const Invoice = Type.Object({
  id: Type.Number(),
  code: Type.String(),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
  status: Type.String(),
  name: Type.String(),
  address: Type.String(),
  price: Nullable(Type.Number()),
  canceled: Type.Boolean(),
  /** The parcel type of a legacy sheet (reading A), else null. */
  type: Nullable(Type.String()),
  senderId: Nullable(Type.Number()),
  saved: Type.Boolean(),
  registeredAt: Nullable(Type.Number()),
  info: Info,
});
export type Invoice = Static<typeof Invoice>;

/**
 * An invoice as the invoices list carries it (issue 26): what InvoiceItem and the tab of a saved
 * invoice read — number, customer, street with zip and city of the form, price, created day and the
 * cancelled marker. The full `Invoice` is the reply of invoices/{id} (the edit dialog loads it).
 */
export const InvoiceListItem = Type.Object(
  {
    id: Type.Number(),
    code: Type.String(),
    name: Type.String(),
    address: Type.String(),
    price: Nullable(Type.Number()),
    canceled: Type.Boolean(),
    status: Type.String(),
    createdAt: Type.Number(),
    info: Type.Object({ zip: Type.Optional(Type.Unknown()), city: Type.Optional(Type.Unknown()) }),
  },
  { additionalProperties: false },
);
export type InvoiceListItem = Static<typeof InvoiceListItem>;

export const Parcel = Type.Object({
  id: Type.Number(),
  invoiceId: Type.Number(),
  seq: Type.Number(),
  number: Nullable(Type.String()),
  ...stored,
});
export type Parcel = Static<typeof Parcel>;

export const Voucher = Type.Object({
  id: Type.Number(),
  game: Nullable(Type.Object({ name: Type.Object({ sk: Type.String() }) })),
  variant: Nullable(Type.Object({ name: Type.String(), variantNameExtended: Type.String() })),
  status: Type.String(),
  promo: Type.String(),
  universal: Type.Boolean(),
  wholegame: Type.Boolean(),
  stats: Type.Object({ usage: Type.Number(), limit: Nullable(Type.Number()) }),
  expirationAt: Nullable(Type.Number()),
  registeredAt: Type.Number(),
  updatedAt: Type.Number(),
  info: Info,
});
export type Voucher = Static<typeof Voucher>;

/**
 * A voucher as the vouchers list carries it (issue 26): what VoucherItem and the tab of a saved
 * voucher read — the form's note of `info` only. The full `Voucher` is the reply of vouchers/{id}.
 */
export const VoucherListItem = Type.Object(
  {
    id: Type.Number(),
    game: Voucher.properties.game,
    variant: Voucher.properties.variant,
    status: Type.String(),
    promo: Type.String(),
    universal: Type.Boolean(),
    stats: Voucher.properties.stats,
    expirationAt: Nullable(Type.Number()),
    registeredAt: Type.Number(),
    updatedAt: Type.Number(),
    info: Type.Object({ note: Type.Optional(Type.Unknown()) }),
  },
  { additionalProperties: false },
);
export type VoucherListItem = Static<typeof VoucherListItem>;

/** Picks a list item's keys of a presented record, and of its `info` only the keys the item names. */
export function listItemOf<T extends TObject>(item: T, record: Record<string, unknown>): Static<T> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(item.properties)) {
    if (!(key in record)) continue;
    const sub = item.properties[key] as TSchema;
    const value = record[key];
    if (key === 'info' && 'properties' in sub && value && typeof value === 'object') {
      const info = value as Record<string, unknown>;
      out.info = Object.fromEntries(
        Object.keys((sub as TObject).properties)
          .filter((k) => k in info)
          .map((k) => [k, info[k]]),
      );
    } else out[key] = value;
  }
  return out as Static<T>;
}

/**
 * The response schemas of the record routes of one resource (its keys in REPLY_KEYS): list
 * `{ok, [list]: [...]}`, detail `{ok, [record]: {...}}`, writes the same or a rejected form
 * `{ok:false, attrs}`, with the ids of every created record under the list key; validate `{ok, attrs}`.
 */
export function recordReplies(
  keys: { list: string; record: string },
  record: TSchema,
  listItem: TSchema = record,
) {
  return {
    list: responses(Reply({ [keys.list]: Type.Array(listItem) })),
    record: responses(Reply({ [keys.record]: record })),
    write: responses(Reply({ [keys.record]: record, attrs: Attrs, [keys.list]: Type.Array(Type.Number()) })),
    attrs: responses(AttrsReply),
    ok: responses(OkReply),
  };
}

export const InvoiceReply = Reply({ [REPLY_KEYS.invoices.record]: Invoice });
export type InvoiceReply = Static<typeof InvoiceReply>;

/** POST invoices/{id}/register. */
export const RegistrationStartReply = Reply({ transId: Type.String() });
export type RegistrationStartReply = Static<typeof RegistrationStartReply>;

/** GET invoices/{id}/register. */
export const RegistrationInfoReply = Reply({ intern: Type.Boolean() });
export type RegistrationInfoReply = Static<typeof RegistrationInfoReply>;

/** GET invoices/{id}/register/{transId}: remain in milliseconds. */
export const RegistrationProgressReply = Reply({
  done: Type.Boolean(),
  pending: Type.Boolean(),
  remain: Type.Number(),
  sheet: Invoice,
});
export type RegistrationProgressReply = Static<typeof RegistrationProgressReply>;

export const ParcelReply = Reply({
  [REPLY_KEYS.parcels.record]: Nullable(Parcel),
  prev: Nullable(Parcel),
  next: Nullable(Parcel),
});
export type ParcelReply = Static<typeof ParcelReply>;

export const ParcelPriceReply = Reply({
  count: Type.Number(),
  unitPrice: Type.Number(),
  price: Type.Number(),
});
export type ParcelPriceReply = Static<typeof ParcelPriceReply>;

export const ParcelNumberReply = Reply({ number: Type.String() });
export type ParcelNumberReply = Static<typeof ParcelNumberReply>;
