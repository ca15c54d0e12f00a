// Labels PDF speed (games 2.13, issue 11: 1,000 levels within 3 s): renders the labels of a sheet with
// 1,000 levels in every format and prints the time, pages and size of each.
// Usage: npx tsx bench/labels.ts [-- --levels 1000]
import { performance } from 'node:perf_hooks';
import { LABEL_FORMATS, levelCode, renderLabelsPdf } from '../server/services/pdf/labels-pdf';

const i = process.argv.indexOf('--levels');
const count = i > 0 ? Number(process.argv[i + 1]) : 1000;
const levels = Array.from({ length: count }, (_, k) => ({
  number: String(k + 1),
  name: `Úloha ${k + 1}: Nájdite erb mesta na Mariánskom námestí`,
  code: levelCode(1, 100000 + k),
}));
const sender = ['Ľubica Ďurčová', 'Hry Žilina s.r.o.', 'Štúrova 21', '010 04 Žilina', '+421 900 111 222'];

// One warm-up so module loading and font parsing are not measured.
await renderLabelsPdf({
  gameName: 'Zahriatie',
  variantName: '',
  type: 'reply',
  format: 'a4',
  start: 0,
  sender,
  levels: levels.slice(0, 4),
});
let worst = 0;
for (const format of LABEL_FORMATS) {
  const t0 = performance.now();
  const pdf = await renderLabelsPdf({
    gameName: 'Tajomstvo Žilinského hradu',
    variantName: 'Rodinná (deti od 8 rokov)',
    type: 'address',
    format,
    start: 2,
    sender,
    levels,
  });
  const ms = performance.now() - t0;
  worst = Math.max(worst, ms);
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  console.log(
    `${format}: ${count} štítkov, ${pages} strán, ${(pdf.length / 1024).toFixed(0)} KiB, ${ms.toFixed(0)} ms`,
  );
}
console.log(
  worst <= 3000
    ? `OK: najpomalší formát ${worst.toFixed(0)} ms ≤ 3000 ms`
    : `POMALÉ: ${worst.toFixed(0)} ms > 3000 ms`,
);
process.exitCode = worst <= 3000 ? 0 : 1;
