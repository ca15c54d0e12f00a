// The top frames of a .cpuprofile (Chrome DevTools format): self time and total (inclusive) time per
// function, the busiest first. Usage: node bench/cpu-top.mjs file.cpuprofile [--top 30] [--filter text]
import { readFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : fallback;
};
const top = Number(opt('top', 30));
const filter = opt('filter', '');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const hits = new Map();
for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
const total = profile.samples.length;
const key = (n) => {
  const f = n.callFrame;
  const where = f.url
    ? `${f.url.replace(/^.*\/(node_modules|wt-[^/]+|main)\//, '$1/')}:${f.lineNumber + 1}`
    : '';
  return `${f.functionName || '(anonymous)'} ${where}`.trim();
};
const self = new Map();
const inclusive = new Map();
for (const [id, count] of hits) {
  const k = key(byId.get(id));
  self.set(k, (self.get(k) ?? 0) + count);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const ck = key(byId.get(cur));
    if (seen.has(ck)) continue;
    seen.add(ck);
    inclusive.set(ck, (inclusive.get(ck) ?? 0) + count);
  }
}
const pct = (n) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
const show = (title, map) => {
  console.log(`\n${title} (${total} vzoriek)`);
  [...map]
    .filter(([k]) => k.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([k, n]) => console.log(`${pct(n)}  ${k}`));
};
show('vlastný čas', self);
show('celkový čas', inclusive);
