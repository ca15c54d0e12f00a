// Records of the schema-driven resources (users, invoices and their parcels, vouchers).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Attrs, Info, Nullable, Reply } from './common';

/** A user as the users list and detail carry it (reply key `contact`). */
export const Contact = Type.Object({
  id: Type.Number(),
  type: Type.String(),
  info: Info,
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
});
export type Contact = Static<typeof Contact>;

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

export const Parcel = Type.Object({
  id: Type.Number(),
  invoiceId: Type.Number(),
  seq: Type.Number(),
  number: Nullable(Type.String()),
  info: Info,
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
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
 * The replies of the record routes of one resource: list `{ok, [listKey]: [...]}`, detail and
 * writes `{ok, [recordKey]: {...}}` (a rejected form `{ok:false, attrs}`), created ids under listKey.
 */
export function recordReplies(listKey: string, recordKey: string, record: TSchema) {
  return {
    list: Reply({ [listKey]: Type.Array(record) }),
    record: Reply({ [recordKey]: record, attrs: Attrs, [listKey]: Type.Array(Type.Number()) }),
  };
}

export const InvoiceReply = Reply({ invoice: Invoice });
export type InvoiceReply = Static<typeof InvoiceReply>;

/** POST invoices/{id}/register. */
export const RegistrationStartReply = Reply({ transId: Type.String() });
export type RegistrationStartReply = Static<typeof RegistrationStartReply>;

/** GET invoices/{id}/register. */
export const RegistrationInfoReply = Reply({ intern: Type.Boolean() });

/** GET invoices/{id}/register/{transId}: remain in milliseconds. */
export const RegistrationProgressReply = Reply({
  done: Type.Boolean(),
  pending: Type.Boolean(),
  remain: Type.Number(),
  sheet: Invoice,
});
export type RegistrationProgressReply = Static<typeof RegistrationProgressReply>;

export const ParcelReply = Reply({
  parcel: Nullable(Parcel),
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
