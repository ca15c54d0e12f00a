// The light half of reading an uploaded game file (games 2.11, 5.3, 7.6): the raw shapes the worker
// returns, the content sniffing the server thread runs before it (a zip bomb is refused here), and the
// XML element names the export shares. The parsing itself (sheet-import-parse.ts, with the spreadsheet
// and XML libraries) runs in the worker thread.
import { zipWithinLimits } from './zip-guard';

/** One cell of the file: the key as written (a header label or a field id) and its text. */
export type RawCell = [key: string, value: string];

export interface RawPartCell {
  /** The first column of the game sheet ('Hra', 'Variant'), or the XML element of the part. */
  part: string;
  key: string;
  value: string;
  /** Spreadsheet row (1-based); 0 in XML. */
  row: number;
}

export interface RawLevel {
  /** The spreadsheet row (1-based), or the level's position in the XML (1-based). */
  row: number;
  cells: RawCell[];
}

export interface RawGameFile {
  ok: true;
  /** 'sheet' (rows of a spreadsheet) or 'xml' (levels numbered by position). */
  source: 'sheet' | 'xml';
  parts: RawPartCell[];
  levels: RawLevel[];
}

export type RawGameFileResult = RawGameFile | { ok: false; err: 'invalid_format' };
export type GameFileKind = 'sheet' | 'xml';

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function textHead(data: Buffer): string {
  return data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
}

function isExcelXml(data: Buffer): boolean {
  const head = textHead(data);
  return head.startsWith('<?xml') && head.includes('urn:schemas-microsoft-com:office:spreadsheet');
}

/** How the content is read, whatever the extension said; undefined = not a file we read. */
export function contentKind(data: Buffer): GameFileKind | undefined {
  if (data.subarray(0, 8).equals(OLE)) return 'sheet';
  if (data.subarray(0, 4).equals(ZIP)) return zipWithinLimits(data) ? 'sheet' : undefined;
  if (isExcelXml(data)) return 'sheet';
  return textHead(data).startsWith('<') ? 'xml' : undefined;
}

/** The XML elements of the format (schemas/README.md, public/templates/hra_sablona.xsd). */
export const XML_NAMES = {
  root: 'hra',
  game: 'udaje-hry',
  variant: 'udaje-variantu',
  levels: 'ulohy',
  level: 'uloha',
  field: 'pole',
  fieldId: 'id',
} as const;
