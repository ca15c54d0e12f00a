// Requests and replies of the smaller calls: images, lookups, search, counts, contacts import, files.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Reply, search } from './common';

// ---- Requests ----

const imageId = Type.String({
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
});
const ownerId = Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_.-]*$' });
const imageLink = Type.String({ maxLength: 200 });
const imageType = Type.String({ maxLength: 100 });

/** PUT images?id&link&t (the file is the body). */
export const imageUploadQuery = Type.Object({
  id: Type.Optional(ownerId),
  link: Type.Optional(imageLink),
  t: imageType,
  /** The file's name (kept for the history and the recycle bin). */
  name: Type.Optional(Type.String({ maxLength: 255 })),
});
export type ImageUploadQuery = Static<typeof imageUploadQuery>;
/** DELETE images {id, pid, link, t}. */
export const imageDeleteBody = Type.Object({
  id: imageId,
  pid: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Number(), Type.Null()])),
  link: Type.Optional(Nullable(imageLink)),
  t: Type.Optional(imageType),
});
export type ImageDeleteBody = Static<typeof imageDeleteBody>;
/** GET images/{id}. */
export const imageParams = Type.Object({ id: imageId });

/** GET addresses?s and GET site/search?s. */
export const searchQuery = Type.Object({ s: Type.Optional(search) });

/** GET posts/name/{zip}: five digits, spaces allowed around and after the third. */
export const postNameParams = Type.Object({
  zip: Type.String({ pattern: '^\\s*[0-9]{3}\\s?[0-9]{2}\\s*$' }),
});

/** GET /public/templates/{template}. */
export const templateParams = Type.Object({
  template: Type.String({ pattern: '^[a-z_]{1,60}\\.(xls|xsd)$' }),
});

// ---- Replies ----

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
export type ImportRowError = Static<typeof ImportRowError>;

/** POST users/import (JSON, or the same inside an HTML page for r=html). */
export const ImportReply = Reply({ count: Type.Number(), rows: Type.Array(ImportRowError) });
export type ImportReply = Static<typeof ImportReply>;

/** A file (PDF, image, spreadsheet): sent as it is, never serialized. */
export const FileReply = Type.Unknown({ description: 'súbor' });
