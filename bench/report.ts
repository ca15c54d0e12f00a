// Game report PDF speed ('Správa o hre', games 4.1; issue 31: about 4 s behind 'Pripravujem súbor…'):
// renders the report of a sheet with LEVELS levels and answer statistics, in process, and prints the
// first render (pdfkit and the fonts loaded) and the median of the next ones.
// Usage: npx tsx bench/report.ts [-- --levels 12 --runs 10 --warm 1]
import { performance } from 'node:perf_hooks';
import { getForms } from '../server/services/records/forms';
import { renderGameReport, type AnswerStatistics } from '../server/services/pdf/game-report';
import { warmedPdf, warmPdf } from '../server/services/pdf/pdf-document';
import type { SheetRow } from '../server/services/sheets/sheets';
import type { LevelRow } from '../server/services/sheets/levels';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const LEVELS = Number(args.get('levels') ?? 12);
const RUNS = Number(args.get('runs') ?? 10);

const forms = getForms();
const sheet = {
  id: 1,
  gameId: 1,
  gameName: 'Tajomstvo Žilinského hradu',
  name: 'Rodinná',
  status: 'confirmed',
  category: 'ZILINA',
  number: 'H-2026-000123',
  createdAt: new Date('2026-03-01T10:00:00Z'),
  receivedAt: new Date('2026-03-05T10:00:00Z'),
  authorEmail: 'editor@hry.sk',
  info: {
    variantNameExtended: 'Rodinná (deti od 8 rokov)',
    price: 39,
    minDuration: 60,
    avgDuration: 90,
    maxDuration: 120,
  },
  gameInfo: {
    location: 'Žilina',
    distance: 2.5,
    textDuration: '2 hodiny',
    description: 'Úlohy v uliciach Žiliny, ľadová ťava.',
  },
  counts: {},
} as unknown as SheetRow;
const levels = Array.from({ length: LEVELS }, (_, k) => ({
  id: k + 1,
  seq: k + 1,
  layout: 'ANSWER_REQUIRED',
  info: { order: String(k + 1), name: `Úloha ${k + 1}: Nájdite erb mesta na Mariánskom námestí` },
})) as unknown as LevelRow[];
const stats: AnswerStatistics = {
  plays: 17,
  levels: new Map(levels.map((l) => [l.id, { answers: 40, correct: 17, teams: 17, hints: 3 }])),
};

/** Wall time and CPU time (user + system: what this process itself spent, steadier on a busy machine). */
const time = async (run: () => Promise<number>) => {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const size = await run();
  const cpu = process.cpuUsage(c0);
  return { ms: performance.now() - t0, cpu: (cpu.user + cpu.system) / 1000, size };
};
const render = async () => (await renderGameReport(forms, { sheet, levels, stats })).length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// --warm: pdfkit and the fonts loaded beforehand (warmPdf, as the sent game's view does)
const warm = args.has('warm');
if (warm) {
  const w = await time(async () => {
    warmPdf();
    await warmedPdf();
    return 0;
  });
  console.log(`warmPdf: ${w.ms.toFixed(0)} ms (CPU ${w.cpu.toFixed(0)} ms)`);
}
const first = await time(render);
const next = [];
for (let i = 0; i < RUNS; i++) next.push(await time(render));
const f = (n: number) => n.toFixed(0);
console.log(
  `Správa o hre, ${LEVELS} úloh: prvá ${f(first.ms)} ms (CPU ${f(first.cpu)} ms${warm ? '' : ', načítanie pdfkit a písma'}), ` +
    `ďalšie medián ${f(median(next.map((n) => n.ms)))} ms (CPU ${f(median(next.map((n) => n.cpu)))} ms), ` +
    `${(first.size / 1024).toFixed(0)} kB`,
);
