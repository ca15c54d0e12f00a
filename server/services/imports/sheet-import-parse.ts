// Reading an uploaded game file (games 2.11, 5.3, 7.6) into raw cells, before any schema is applied:
// a spreadsheet (.xls BIFF, .xlsx OOXML, Excel 2003 XML) with the sheets 'Hra' and 'Úlohy', or the
// game XML of schemas/README.md (hra_sablona.xsd). Runs in a worker thread (off-thread.ts);
// anything that is not a readable spreadsheet or well-formed XML of that shape is invalid_format.
import * as XLSX from '@e965/xlsx';
import * as cptable from '@e965/xlsx/dist/cpexcel.full.mjs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { normalizeSearch } from '../platform/search-text';
import {
  contentKind,
  XML_NAMES,
  type RawCell,
  type RawGameFileResult,
  type RawLevel,
  type RawPartCell,
} from './sheet-import-format';
import { GAME_SHEET_NAME, LEVELS_SHEET_NAME } from './sheet-import-columns';

XLSX.set_cptable(cptable);

const INVALID = { ok: false, err: 'invalid_format' } as const;

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** The sheet's cells as text (a dense workbook read row by row: no per-cell objects per row). */
function sheetTable(sheet: XLSX.WorkSheet): { firstRow: number; table: string[][] } {
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  const data = (sheet['!data'] ?? []) as (XLSX.CellObject | undefined)[][];
  const table: string[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row = data[r];
    const cells: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = row?.[c];
      cells.push(cell ? cellText(cell.w ?? cell.v) : '');
    }
    table.push(cells);
  }
  return { firstRow: range.s.r, table };
}

function findSheet(workbook: XLSX.WorkBook, name: string): XLSX.WorkSheet | undefined {
  const wanted = normalizeSearch(name);
  const found = workbook.SheetNames.find((n) => normalizeSearch(n) === wanted);
  return found ? workbook.Sheets[found] : undefined;
}

function parseWorkbook(data: Buffer): RawGameFileResult {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(data, {
      type: 'buffer',
      dense: true,
      cellDates: false,
      cellHTML: false,
      cellFormula: false,
      cellStyles: false,
    });
  } catch {
    return INVALID;
  }
  const levelsSheet =
    findSheet(workbook, LEVELS_SHEET_NAME) ??
    (workbook.SheetNames.length === 1 ? workbook.Sheets[workbook.SheetNames[0]] : undefined);
  if (!levelsSheet?.['!ref']) return INVALID;
  const parts: RawPartCell[] = [];
  const gameSheet = findSheet(workbook, GAME_SHEET_NAME);
  if (gameSheet?.['!ref']) {
    const { firstRow, table } = sheetTable(gameSheet);
    // The header row ('Časť', 'Pole', 'Hodnota') is skipped: its first cell names no part.
    table.forEach((cells, i) => {
      const [part = '', key = '', value = ''] = cells;
      if (part && key) parts.push({ part, key, value, row: firstRow + i + 1 });
    });
  }
  const { firstRow, table } = sheetTable(levelsSheet);
  const headerIndex = table.findIndex((cells) => cells.some((c) => c !== ''));
  if (headerIndex < 0) return INVALID;
  const header = table[headerIndex];
  const levels: RawLevel[] = [];
  for (let i = headerIndex + 1; i < table.length; i++) {
    const cells: RawCell[] = [];
    header.forEach((key, c) => {
      const value = table[i][c] ?? '';
      if (key && value !== '') cells.push([key, value]);
    });
    if (cells.length) levels.push({ row: firstRow + i + 1, cells });
  }
  return { ok: true, source: 'sheet', parts, levels };
}

type XmlField = { '@_id'?: string; '#text'?: string } | string;
type XmlFields = { [XML_NAMES.field]?: XmlField[] } | string | undefined;

function xmlCells(node: XmlFields): RawCell[] | undefined {
  if (node === undefined || node === '') return [];
  if (typeof node !== 'object') return undefined;
  const cells: RawCell[] = [];
  for (const field of node[XML_NAMES.field] ?? []) {
    if (typeof field !== 'object' || !field['@_id']) return undefined;
    cells.push([field['@_id'], cellText(field['#text'])]);
  }
  return cells;
}

function parseGameXml(data: Buffer): RawGameFileResult {
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  // No DTDs: entity definitions are how XML files blow up parsers.
  if (/<!DOCTYPE/i.test(text) || XMLValidator.validate(text) !== true) return INVALID;
  let doc: Record<string, unknown>;
  try {
    doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: true,
      removeNSPrefix: true,
      isArray: (name) => name === XML_NAMES.field || name === XML_NAMES.level,
    }).parse(text) as Record<string, unknown>;
  } catch {
    return INVALID;
  }
  const root = doc[XML_NAMES.root] as Record<string, unknown> | undefined;
  if (!root || typeof root !== 'object') return INVALID;
  const parts: RawPartCell[] = [];
  for (const [element, part] of [
    [XML_NAMES.game, 'game'],
    [XML_NAMES.variant, 'variant'],
  ] as const) {
    const cells = xmlCells(root[element] as XmlFields);
    if (!cells) return INVALID;
    for (const [key, value] of cells) parts.push({ part, key, value, row: 0 });
  }
  const levelsNode = root[XML_NAMES.levels] as { [XML_NAMES.level]?: XmlFields[] } | string | undefined;
  const levelNodes = levelsNode && typeof levelsNode === 'object' ? (levelsNode[XML_NAMES.level] ?? []) : [];
  const levels: RawLevel[] = [];
  for (let i = 0; i < levelNodes.length; i++) {
    const cells = xmlCells(levelNodes[i]);
    if (!cells) return INVALID;
    levels.push({ row: i + 1, cells: cells.filter(([, v]) => v !== '') });
  }
  return { ok: true, source: 'xml', parts, levels };
}

/** Reads the file by its content (a spreadsheet or the game XML). */
export function parseGameFile(data: Buffer): RawGameFileResult {
  const kind = contentKind(data);
  if (kind === 'sheet') return parseWorkbook(data);
  if (kind === 'xml') return parseGameXml(data);
  return INVALID;
}
