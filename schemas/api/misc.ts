// Replies of the smaller calls: images, lookups, search, counts, contacts import, files.
import { Type, type Static } from '@sinclair/typebox';
import { Reply } from './common';

/** PUT images. */
export const ImageUploadReply = Reply({ id: Type.String(), url: Type.String() });
export type ImageUploadReply = Static<typeof ImageUploadReply>;

export const Address = Type.Object({
  city: Type.String(),
  street: Type.String(),
  number: Type.String(),
  zip: Type.String(),
  post: Type.String(),
});
export type Address = Static<typeof Address>;

/** GET addresses?s. */
export const AddressesReply = Reply({ addresses: Type.Array(Address) });
export type AddressesReply = Static<typeof AddressesReply>;

/** GET posts/name/{zip}: the zip echoed as asked. */
export const PostNameReply = Reply({ zip: Type.String(), name: Type.String() });
export type PostNameReply = Static<typeof PostNameReply>;

/** GET site/search?s: counts per area. */
export const SearchReply = Reply({
  games: Type.Number(),
  parcels: Type.Number(),
  invoices: Type.Number(),
  drafts: Type.Number(),
  users: Type.Number(),
});
export type SearchReply = Static<typeof SearchReply>;

export const ImportRowError = Type.Object({
  /** The spreadsheet row (1-based, as the spreadsheet shows it). */
  row: Type.Number(),
  field: Type.String(),
  error: Type.String(),
  message: Type.String(),
});

/** POST users/import (JSON, or the same inside an HTML page for r=html). */
export const ImportReply = Reply({ count: Type.Number(), rows: Type.Array(ImportRowError) });
export type ImportReply = Static<typeof ImportReply>;

/** A file (PDF, image, spreadsheet): sent as it is, never serialized. */
export const FileReply = Type.Unknown({ description: 'file' });
