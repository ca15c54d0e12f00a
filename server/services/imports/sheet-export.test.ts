// The game template and the columns come from the schemas: the committed template matches them, and
// a field added to level.json is a column of the template and of the import without a code change.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { getForms, loadForms } from '../records/forms';
import { buildGameTemplate } from './sheet-export';
import { GAME_TEMPLATE_PATH } from '../../test/sheet-import-sample';
import { parseGameFile } from './sheet-import-parse';
import { cellInput, cellText, sheetColumns } from './sheet-import-columns';
import { checkValue, parseRaw } from '../../../schemas/engine';

const cells = (file: Buffer) => {
  const workbook = XLSX.read(file, { type: 'buffer' });
  return Object.fromEntries(
    workbook.SheetNames.map((n) => [
      n,
      XLSX.utils.sheet_to_json(workbook.Sheets[n], { header: 1, defval: '' }),
    ]),
  );
};

describe('game template', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('the committed hra_sablona.xls is what the schemas give (npm run templates:build)', () => {
    expect(cells(readFileSync(GAME_TEMPLATE_PATH))).toEqual(cells(buildGameTemplate(getForms())));
  });

  it('heads the level columns with the Slovak labels, unique, every value field of level.json', () => {
    const template = cells(buildGameTemplate(getForms()));
    const header = (template['Úlohy'] as string[][])[0];
    expect(header.slice(0, 3)).toEqual(['Názov (interný)', 'Otázka', 'Rozloženie']);
    expect(header).toContain('Úlohy – Nadpis');
    expect(header).toContain('Nahrávania fotiek – Nadpis');
    expect(new Set(header).size).toBe(header.length);
    expect((template['Hra'] as string[][])[0]).toEqual(['Časť', 'Pole', 'Hodnota']);
    expect(template['Možnosti'] as string[][]).toContainEqual([
      'Úloha',
      'Rozloženie',
      'MAKE_POEM',
      'Básnička',
    ]);
    expect((template['Hra'] as string[][]).slice(1, 3)).toEqual([
      ['Hra', 'Názov', ''],
      ['Hra', 'Názov (anglicky)', ''],
    ]);
  });

  it('a field added to level.json becomes a template column without a code change', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hry-schemas-'));
    dirs.push(dir);
    cpSync(path.join(path.dirname(GAME_TEMPLATE_PATH), '../../schemas'), dir, { recursive: true });
    const levelFile = path.join(dir, 'level.json');
    const level = JSON.parse(readFileSync(levelFile, 'utf8'));
    level.fields.push({ id: 'hint2', type: 'str', label: 'Druhá nápoveda', section: 'content' });
    writeFileSync(levelFile, JSON.stringify(level));
    const forms = loadForms(dir);
    expect(sheetColumns(forms.forms.level).at(-1)).toMatchObject({ id: 'hint2', header: 'Druhá nápoveda' });
    const parsed = parseGameFile(buildGameTemplate(forms));
    expect(parsed.ok).toBe(true);
    const header = (cells(buildGameTemplate(forms))['Úlohy'] as string[][])[0];
    expect(header.at(-1)).toBe('Druhá nápoveda');
  });

  it('a position (geo) is the cell text "lat, lng, radius" and reads back as the same value', () => {
    const field = getForms().forms.level.byId.get('position')!;
    const value = { lat: 49.223101, lng: 18.739402, radius: 40 };
    const text = cellText(field, value);
    expect(text).toBe('49.223101, 18.739402, 40');
    const parsed = parseRaw(field.spec, cellInput(field, text));
    expect(checkValue(field.spec, parsed.value, { required: false })).toEqual({ value });
    expect(cellText(field, null)).toBe('');
  });
});
