import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { buildContactsTemplate, parseContactsSheet } from './contacts-sheet';
import { xlsOf } from '../../test/xls';
import { CONTACT_COLUMNS, TEMPLATE_EXAMPLE } from './contacts-sheet-columns';

const xls = (rows: unknown[][]) => xlsOf(rows, 'Hárok1');

describe('contacts spreadsheet', () => {
  it('builds a BIFF8 template whose headers and example row parse back', () => {
    const template = buildContactsTemplate();
    // An OLE compound file, as Excel 97–2003 .xls files are.
    expect(template.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const sheet = XLSX.read(template, { type: 'buffer' });
    const header = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets[sheet.SheetNames[0]], { header: 1 })[0];
    expect(header).toEqual([
      'Meno',
      'Organizácia/Tím',
      'E-mail',
      'Ulica',
      'PSČ',
      'Mesto',
      'Krajina',
      'Rola',
      'Poznámka',
    ]);
    expect(parseContactsSheet(template)).toEqual({ ok: true, rows: [{ row: 2, ...TEMPLATE_EXAMPLE }] });
  });

  it('reads contacts by header name in any column order, skipping empty rows', () => {
    const data = xls([
      ['E-mail', 'meno', 'PSC', 'Mesto', 'Iný stĺpec'],
      ['jana@example.sk', ' Jana Nováková ', 1001, 'Žilina', 'x'],
      [],
      ['', 'Ľubo Šťastný', '974 01', 'Banská Bystrica', ''],
    ]);
    const result = parseContactsSheet(data);
    const empty = Object.fromEntries(CONTACT_COLUMNS.map((c) => [c.key, '']));
    expect(result).toEqual({
      ok: true,
      rows: [
        { ...empty, row: 2, email: 'jana@example.sk', name: 'Jana Nováková', zip: '01001', city: 'Žilina' },
        { ...empty, row: 4, name: 'Ľubo Šťastný', zip: '974 01', city: 'Banská Bystrica' },
      ],
    });
  });

  it('reports invalid_format for a file that is not a spreadsheet or not a contacts sheet', () => {
    expect(parseContactsSheet(Buffer.from('Meno;E-mail\nJana;jana@example.sk\n'))).toEqual({
      ok: false,
      err: 'invalid_format',
    });
    expect(parseContactsSheet(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))).toEqual({
      ok: false,
      err: 'invalid_format',
    });
    const broken = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(100, 7)]);
    expect(parseContactsSheet(broken)).toEqual({ ok: false, err: 'invalid_format' });
    expect(
      parseContactsSheet(
        xls([
          ['Názov', 'Cena'],
          ['Hra', 10],
        ]),
      ),
    ).toEqual({ ok: false, err: 'invalid_format' });
  });
});
