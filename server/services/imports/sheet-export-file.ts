// GET drafts/{id}/export?f=xlsx|xml: the stored sheet as a file the import reads back.
import type { Db } from '../../db/types';
import type { LoadedForms } from '../records/forms';
import { listLevels } from '../sheets/levels';
import { loadSheet } from '../sheets/sheets';
import { buildGameSpreadsheet, buildGameXml, type SheetValues } from './sheet-export';

export interface ExportedFile {
  fileName: string;
  mime: string;
  body: Buffer;
}

const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xml: 'application/xml; charset=utf-8',
} as const;

export async function sheetValues(db: Db, sheetId: number): Promise<SheetValues | undefined> {
  const sheet = await loadSheet(db, sheetId);
  if (!sheet) return undefined;
  const levels = await listLevels(db, sheetId, { search: '%', offset: 0, limit: 1_000_000 });
  return { game: sheet.gameInfo, variant: sheet.info, levels: levels.map((l) => l.info) };
}

export async function exportSheet(
  db: Db,
  forms: LoadedForms,
  sheetId: number,
  format: keyof typeof MIME,
): Promise<ExportedFile | undefined> {
  const values = await sheetValues(db, sheetId);
  if (!values) return undefined;
  const fileName = `hra-${sheetId}.${format}`;
  const body =
    format === 'xml'
      ? Buffer.from(buildGameXml(forms, values), 'utf8')
      : buildGameSpreadsheet(forms, values, 'xlsx');
  return { fileName, mime: MIME[format], body };
}
