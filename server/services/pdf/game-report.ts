// The game report (games 4.1, 7.3 'download games/{id}/report'; issue 11): a PDF of a registered,
// received or confirmed sheet with the game and variant data, the number of plays and the levels
// with their numbers, layouts and answer statistics where there are any.
import type { Db } from '../../db/types';
import type { LoadedForms } from '../records/forms';
import { formatDate } from '../../../schemas/format';
import { openPdf } from './pdf-document';
import { formatEur, SUPPLIER } from './invoice-pdf';
import { listLevels, type LevelRow } from '../sheets/levels';
import { presentSheet, senderOf, type SheetRow } from '../sheets/sheets';
import { textOf } from '../platform/sql';

export const REPORT_STATUSES = ['registered', 'received', 'confirmed'];

export interface LevelStatistics {
  answers: number;
  correct: number;
  /** Plays (teams) that reached the level. */
  teams: number;
  hints: number;
}

export interface AnswerStatistics {
  plays: number;
  levels: Map<number, LevelStatistics>;
}

/**
 * The plays of the sheet and the answer statistics per level, from the answer data tables (plays,
 * play_events, migration 070 of the answer-insights work). Where those tables do not exist in the
 * database yet, there are no statistics: 0 plays and no level figures.
 */
export async function answerStatistics(db: Db, sheetId: number): Promise<AnswerStatistics> {
  const present = await db.one<{ plays: string | null; events: string | null }>(
    `SELECT to_regclass('plays')::text AS plays, to_regclass('play_events')::text AS events`,
  );
  if (!present?.plays || !present.events) return { plays: 0, levels: new Map() };
  const plays = await db.one<{ n: number | string }>(
    'SELECT count(*) AS n FROM plays WHERE variant_id = $1',
    [sheetId],
  );
  const rows = await db.query<{
    level_id: number | string;
    answers: number | string;
    correct: number | string;
    teams: number | string;
    hints: number | string;
  }>(
    `SELECT e.level_id,
            count(*) FILTER (WHERE e.type = 'answer') AS answers,
            count(*) FILTER (WHERE e.type = 'answer' AND e.correct) AS correct,
            count(DISTINCT e.play_id) AS teams,
            count(*) FILTER (WHERE e.type = 'hint') AS hints
       FROM play_events e JOIN plays p ON p.id = e.play_id
      WHERE p.variant_id = $1 AND e.level_id IS NOT NULL
      GROUP BY e.level_id`,
    [sheetId],
  );
  const levels = new Map<number, LevelStatistics>();
  for (const r of rows) {
    levels.set(Number(r.level_id), {
      answers: Number(r.answers),
      correct: Number(r.correct),
      teams: Number(r.teams),
      hints: Number(r.hints),
    });
  }
  return { plays: Number(plays?.n ?? 0), levels };
}

/** The report's data: the sheet, its levels and the statistics. */
export async function reportData(
  db: Db,
  sheet: SheetRow,
): Promise<{ sheet: SheetRow; levels: LevelRow[]; stats: AnswerStatistics }> {
  const levels = await listLevels(db, sheet.id, { search: '%', offset: 0, limit: 1_000_000 });
  return { sheet, levels, stats: await answerStatistics(db, sheet.id) };
}

const label = (forms: LoadedForms, codelist: string, value: string): string =>
  forms.codelists[codelist]?.items.find((i) => i.value === value)?.label ?? value;

const minutes = (v: unknown) => (v === null || v === undefined || v === '' ? '–' : `${textOf(v)} min`);

/** Renders the report as an A4 PDF in Slovak. */
export async function renderGameReport(
  forms: LoadedForms,
  data: { sheet: SheetRow; levels: LevelRow[]; stats: AnswerStatistics },
): Promise<Buffer> {
  const { sheet, levels, stats } = data;
  const shown = presentSheet(sheet);
  const game = sheet.gameInfo;
  const { doc, done } = await openPdf({
    size: 'A4',
    margin: 50,
    info: { Title: `Správa o hre – ${sheet.gameName}`, Author: SUPPLIER.name },
  });
  const left = 50;
  const width = doc.page.width - 100;
  const bottom = doc.page.height - 60;

  doc.font('bold').fontSize(18).text('Správa o hre', left, 50);
  doc
    .font('bold')
    .fontSize(14)
    .text(sheet.gameName || '–', { width });
  doc
    .font('regular')
    .fontSize(11)
    .text(textOf(shown.variantNameExtended) || sheet.name, { width });
  doc.moveDown(0.8);

  const pairs = (title: string, rows: [string, string][]) => {
    doc.font('bold').fontSize(11).text(title, left);
    doc.moveDown(0.2);
    for (const [k, v] of rows) {
      const y = doc.y;
      doc.font('regular').fontSize(9).text(k, left, y, { width: 150 });
      doc.text(v || '–', left + 155, y, { width: width - 155 });
      doc.moveDown(0.15);
    }
    doc.moveDown(0.6);
  };
  const sender = senderOf(sheet);
  pairs('Hra', [
    ['Názov', sheet.gameName],
    ['Kategória', label(forms, 'category', sheet.category)],
    ['Miesto', textOf(game.location)],
    ['Dĺžka trasy', textOf(game.distance) ? `${textOf(game.distance).replace('.', ',')} km` : ''],
    ['Trvanie', textOf(game.textDuration)],
    ['Popis', textOf(game.description)],
  ]);
  pairs('Variant', [
    ['Názov', sheet.name],
    ['Číslo', sheet.number ?? ''],
    ['Stav', label(forms, 'sheetStatus', sheet.status)],
    ['Cena', shown.price === null ? '' : formatEur(Number(shown.price))],
    [
      'Trvanie (min. / priem. / max.)',
      [sheet.info.minDuration, sheet.info.avgDuration, sheet.info.maxDuration].map(minutes).join(' / '),
    ],
    ['Vytvorený', formatDate(sheet.createdAt)],
    ['Prijatý', sheet.receivedAt ? formatDate(sheet.receivedAt) : ''],
    ['Odosielateľ', [sender.name, sender.org].filter(Boolean).join(', ')],
    ['Autor', sheet.authorEmail ?? ''],
  ]);
  doc.font('bold').fontSize(11).text(`Počet hier: ${stats.plays}`, left);
  doc.moveDown(0.8);

  // The levels table: number, name, layout, answers (correct), teams, hints.
  const cols = [
    { title: 'Č.', w: 30 },
    { title: 'Úloha', w: 175 },
    { title: 'Rozloženie', w: 120 },
    { title: 'Odpovede', w: 60 },
    { title: 'Správne', w: 50 },
    { title: 'Tímy', w: 60 },
  ];
  const row = (cells: string[], font: string) => {
    if (doc.y > bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    let h = 0;
    doc.font(font).fontSize(9);
    cells.forEach((cell, k) => {
      doc.text(cell, x, y, { width: cols[k].w - 4 });
      h = Math.max(h, doc.y - y);
      x += cols[k].w;
    });
    doc.y = y + h + 3;
  };
  doc.font('bold').fontSize(11).text(`Úlohy (${levels.length})`, left);
  doc.moveDown(0.3);
  row(
    cols.map((c) => c.title),
    'bold',
  );
  for (const level of levels) {
    const s = stats.levels.get(level.id);
    row(
      [
        textOf(level.info.order) || String(level.seq),
        textOf(level.info.name),
        label(forms, 'layout', level.layout),
        s ? String(s.answers) : '–',
        s ? String(s.correct) : '–',
        s ? String(s.teams) : '–',
      ],
      'regular',
    );
  }
  if (!stats.levels.size) {
    doc.moveDown(0.5);
    doc.font('regular').fontSize(9).text('Štatistiky odpovedí zatiaľ nie sú k dispozícii.', left);
  }
  doc.end();
  return done;
}
