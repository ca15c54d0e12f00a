// GET drafts/{id}/export?f=xlsx|xml and the template /public/templates/hra_sablona.xls: a sheet in
// the formats the import reads (sheet-import-parse.ts), so importing an export gives an equal draft.
import * as XLSX from '@e965/xlsx';
import type { Form } from '../../../schemas/engine';
import type { LoadedForms } from '../records/forms';
import {
  cellText,
  GAME_SHEET_HEADER,
  GAME_SHEET_NAME,
  LEVELS_SHEET_NAME,
  SHEET_PARTS,
  sheetColumns,
  type SheetPart,
} from './sheet-import-columns';
import { XML_NAMES } from './sheet-import-format';
import { escapeXml } from '../platform/xml';

/** What is exported: the stored values of the game, the variant and each level (in order). */
export interface SheetValues {
  game: Record<string, unknown>;
  variant: Record<string, unknown>;
  levels: Record<string, unknown>[];
}

export const EMPTY_SHEET: SheetValues = { game: {}, variant: {}, levels: [] };

function partValues(values: SheetValues, part: SheetPart) {
  return part === 'game' ? values.game : values.variant;
}

/** A sheet for the author, not read by the import: the choices of every codelist field. */
export const OPTIONS_SHEET_NAME = 'Možnosti';

function optionsSheet(forms: LoadedForms): XLSX.WorkSheet {
  const rows: string[][] = [['Časť', 'Pole', 'Kód', 'Názov']];
  const parts = [...SHEET_PARTS, { form: 'level', label: 'Úloha' }] as const;
  for (const { form, label } of parts) {
    for (const c of sheetColumns(forms.forms[form])) {
      for (const o of c.field.options ?? []) rows.push([label, c.header, o.value, o.label]);
    }
  }
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = [{ wch: 10 }, { wch: 30 }, { wch: 24 }, { wch: 30 }];
  return sheet;
}

/** The workbook: sheet 'Hra' (part, field, value per row) and sheet 'Úlohy' (a level per row). */
export function buildGameWorkbook(forms: LoadedForms, values: SheetValues): XLSX.WorkBook {
  const gameRows: string[][] = [[...GAME_SHEET_HEADER]];
  for (const { form, label } of SHEET_PARTS) {
    const stored = partValues(values, form);
    for (const c of sheetColumns(forms.forms[form]))
      gameRows.push([label, c.header, cellText(c.field, stored[c.id])]);
  }
  const gameSheet = XLSX.utils.aoa_to_sheet(gameRows);
  gameSheet['!cols'] = [{ wch: 10 }, { wch: 34 }, { wch: 50 }];
  const levelColumns = sheetColumns(forms.forms.level);
  const levelRows = [
    levelColumns.map((c) => c.header),
    ...values.levels.map((level) => levelColumns.map((c) => cellText(c.field, level[c.id]))),
  ];
  const levelsSheet = XLSX.utils.aoa_to_sheet(levelRows);
  levelsSheet['!cols'] = levelColumns.map((c) => ({ wch: Math.max(12, Math.min(40, c.header.length + 2)) }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, gameSheet, GAME_SHEET_NAME);
  XLSX.utils.book_append_sheet(workbook, levelsSheet, LEVELS_SHEET_NAME);
  XLSX.utils.book_append_sheet(workbook, optionsSheet(forms), OPTIONS_SHEET_NAME);
  return workbook;
}

export function buildGameSpreadsheet(
  forms: LoadedForms,
  values: SheetValues,
  bookType: 'xlsx' | 'biff8',
): Buffer {
  return XLSX.write(buildGameWorkbook(forms, values), {
    type: 'buffer',
    bookType,
    compression: true,
  }) as Buffer;
}

/** The empty template (BIFF8 .xls): every field of the schemas, no level rows. */
export function buildGameTemplate(forms: LoadedForms): Buffer {
  return buildGameSpreadsheet(forms, EMPTY_SHEET, 'biff8');
}

function xmlFields(form: Form, stored: Record<string, unknown>, indent: string): string {
  return sheetColumns(form)
    .map((c) => [c.id, cellText(c.field, stored[c.id])] as const)
    .filter(([, text]) => text !== '')
    .map(
      ([id, text]) =>
        `${indent}<${XML_NAMES.field} ${XML_NAMES.fieldId}="${escapeXml(id)}">${escapeXml(text)}</${XML_NAMES.field}>\n`,
    )
    .join('');
}

/** The game XML of schemas/README.md (validates against public/templates/hra_sablona.xsd). */
export function buildGameXml(forms: LoadedForms, values: SheetValues): string {
  const n = XML_NAMES;
  let xml = `<?xml version="1.0" encoding="UTF-8"?>\n<${n.root}>\n`;
  xml += `  <${n.game}>\n${xmlFields(forms.forms.game, values.game, '    ')}  </${n.game}>\n`;
  xml += `  <${n.variant}>\n${xmlFields(forms.forms.variant, values.variant, '    ')}  </${n.variant}>\n`;
  xml += `  <${n.levels}>\n`;
  for (const level of values.levels) {
    xml += `    <${n.level}>\n${xmlFields(forms.forms.level, level, '      ')}    </${n.level}>\n`;
  }
  return `${xml}  </${n.levels}>\n</${n.root}>\n`;
}
