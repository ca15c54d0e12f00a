// Requests and replies of the sheet import and export (games 7.6): POST invoices/import, POST invoices/{id}/import.
import { Type, type Static } from '@sinclair/typebox';
import { Info, Reply } from './common';
import { ImportRowError } from './misc';

/** ok with the sheet (as GET drafts/{id} carries it) and the level count, or err with every bad row. */
export const SheetImportReply = Reply({
  sheet: Info,
  count: Type.Number(),
  rows: Type.Array(ImportRowError),
});
export type SheetImportReply = Static<typeof SheetImportReply>;

/** GET drafts/{id}/export?f=xlsx|xml. */
export const SHEET_EXPORT_FORMATS = ['xlsx', 'xml'] as const;
export type SheetExportFormat = (typeof SHEET_EXPORT_FORMATS)[number];
export const sheetExportQuery = Type.Object(
  { f: Type.Optional(Type.Union(SHEET_EXPORT_FORMATS.map((f) => Type.Literal(f)))) },
  { additionalProperties: false },
);
