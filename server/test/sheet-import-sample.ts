// A filled-in game template for the tests, the e2e spec and the bench: the committed template
// (public/templates/hra_sablona.xls) with the game, the variant and levels of three layouts, and the
// same game as XML. Cells are addressed by their Slovak headers, as an author fills them in.
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { rootPath } from '../paths';
import { GAME_SHEET_NAME, LEVELS_SHEET_NAME } from '../services/imports/sheet-import-columns';

export const GAME_TEMPLATE_PATH = rootPath('public/templates/hra_sablona.xls');

export type SampleCells = Record<string, string>;

export const SAMPLE_GAME: { game: SampleCells; variant: SampleCells } = {
  game: { Názov: 'Tajomstvá Žiliny', Kategória: 'Žilina', Miesto: 'Žilina', 'Dĺžka trasy': '3,5' },
  variant: { 'Názov variantu': 'Rodinný', Cena: '12,50', 'Priemerné trvanie': '90' },
};

/** Three levels of different layouts: a text answer, a yes/no challenge and a poem. */
export const SAMPLE_LEVELS: SampleCells[] = [
  {
    'Číslo úlohy': '1',
    Otázka: 'Koľko veží má Budatínsky hrad?',
    Rozloženie: 'Textová odpoveď',
    'Odpoveď 1': 'jednu',
    'Odpoveď 2': '1',
    'Aktívna (v produkcii)': 'áno',
  },
  {
    'Číslo úlohy': '2',
    Otázka: 'Odfoťte sa pri fontáne na Mariánskom námestí.',
    Rozloženie: 'Výzva (áno / nie)',
    Miesto: 'Mariánske námestie',
    'Komu je výzva určená': 'Všetci',
  },
  {
    'Číslo úlohy': '3',
    Otázka: 'Zložte básničku o rieke Váh.',
    Rozloženie: 'Básnička',
    Segment: 'Básničky',
    'Min. dĺžka (znakov)': '20',
    'Povinné slová': 'Váh; most',
  },
];

/** The template with these values filled in (BIFF8 .xls, or .xlsx). */
export function filledTemplate(
  levels: SampleCells[] = SAMPLE_LEVELS,
  game = SAMPLE_GAME,
  bookType: 'biff8' | 'xlsx' = 'biff8',
): Buffer {
  const workbook = XLSX.read(readFileSync(GAME_TEMPLATE_PATH), { type: 'buffer' });
  const gameRows = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets[GAME_SHEET_NAME], {
    header: 1,
    defval: '',
  });
  for (const row of gameRows) {
    const part = row[0] === 'Hra' ? game.game : row[0] === 'Variant' ? game.variant : undefined;
    if (part && row[1] in part) row[2] = part[row[1]];
  }
  workbook.Sheets[GAME_SHEET_NAME] = XLSX.utils.aoa_to_sheet(gameRows);
  const header = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets[LEVELS_SHEET_NAME], { header: 1 })[0];
  const unknown = levels.flatMap((l) => Object.keys(l)).filter((k) => !header.includes(k));
  if (unknown.length) throw new Error(`Šablóna nemá stĺpce: ${unknown.join(', ')}`);
  workbook.Sheets[LEVELS_SHEET_NAME] = XLSX.utils.aoa_to_sheet([
    header,
    ...levels.map((level) => header.map((h) => level[h] ?? null)),
  ]);
  return XLSX.write(workbook, { type: 'buffer', bookType }) as Buffer;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

const fields = (cells: SampleCells, indent: string) =>
  Object.entries(cells)
    .map(([id, value]) => `${indent}<pole id="${escapeXml(id)}">${escapeXml(value)}</pole>\n`)
    .join('');

/** The same game as XML (fields named by their labels; ids are accepted too). */
export function sampleXml(levels: SampleCells[] = SAMPLE_LEVELS, game = SAMPLE_GAME): Buffer {
  return Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<hra>\n' +
      `  <udaje-hry>\n${fields(game.game, '    ')}  </udaje-hry>\n` +
      `  <udaje-variantu>\n${fields(game.variant, '    ')}  </udaje-variantu>\n` +
      `  <ulohy>\n${levels.map((l) => `    <uloha>\n${fields(l, '      ')}    </uloha>\n`).join('')}  </ulohy>\n</hra>\n`,
    'utf8',
  );
}
