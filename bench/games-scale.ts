// The games list at scale (issue 11): seeds 100,000 games (one variant each, every status, dates over
// the last 90 days, 3 authors) and 100,000 levels (every layout) into a fresh database, then prints the
// median time of the list calls through the real app: first page, a deep page by offset and by keyset,
// search, counts, exists, by id, parcels and levels/idx. PGlite always; PostgreSQL too when DATABASE_URL
// is set (in a fresh schema, dropped afterwards).
// Usage: npx tsx bench/games-scale.ts [-- --games 100000 --runs 5]
import { performance } from 'node:perf_hooks';

if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
const { call, createTestContext, signIn, TEST_USERS } = await import('../server/test/harness');
const { getForms } = await import('../server/services/records/forms');
const { levelsFingerprint } = await import('../server/services/sheets/sheets');
type Ctx = Awaited<ReturnType<typeof createTestContext>>;

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const GAMES = arg('games', 100_000);
const RUNS = arg('runs', 5);

/** Every layout of games 3.9, from its codelist. */
const LAYOUTS = getForms().codelists.layout.items.map((item) => item.value);
const WORDS = ['poklad', 'hrad', 'zamok', 'legenda', 'vyprava', 'tajomstvo', 'skusky', 'labyrint'];
const CITIES = ['Žilina', 'Martin', 'Košice', 'Bratislava', 'Trnava', 'Nitra', 'Prešov'];
const ascii = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function seed(ctx: Ctx): Promise<void> {
  const { db } = ctx;
  const authors = (await db.query<{ id: number }>('SELECT id FROM users ORDER BY id')).map((r) =>
    Number(r.id),
  );
  const t0 = performance.now();
  const words = `(ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}])`;
  const cities = `(ARRAY[${CITIES.map((c) => `'${c}'`).join(',')}])`;
  const citiesAscii = `(ARRAY[${CITIES.map((c) => `'${ascii(c)}'`).join(',')}])`;
  await db.query(
    `INSERT INTO games (name, category, active, info, search, created_at)
     SELECT n, 'ZILINA', true, jsonb_build_object('name', n), s, now() - (g % 90) * interval '1 day'
       FROM (SELECT g, ${cities}[1 + g % ${CITIES.length}] || ' ' || ${words}[1 + g % ${WORDS.length}] || ' ' || g AS n,
                    ${citiesAscii}[1 + g % ${CITIES.length}] || ' ' || ${words}[1 + g % ${WORDS.length}] || ' ' || g AS s
               FROM generate_series(1, $1) g) x`,
    [GAMES],
  );
  // Levels evaluated against the current level schema (as the authoring calls leave them).
  const rev = levelsFingerprint(getForms());
  await db.query(
    `INSERT INTO variants (game_id, author_id, name, status, saved, active, number, info, search, created_at, sent_at,
                           levels_rev)
     SELECT g.id, ($1::bigint[])[1 + g.id % array_length($1::bigint[], 1)], 'Variant ' || (g.id % 7),
            (ARRAY['draft','registered','received','confirmed','expired'])[1 + g.id % 5], g.id % 3 = 0,
            g.id % 5 IN (2, 3), CASE WHEN g.id % 5 = 0 THEN NULL ELSE 'N' || g.id END,
            jsonb_build_object('name', 'Variant ' || (g.id % 7), 'variantNameExtended', 'Variant ' || (g.id % 7) || ' trasa'),
            'variant ' || (g.id % 7) || ' trasa', g.created_at,
            CASE WHEN g.id % 5 = 0 THEN NULL ELSE g.created_at + interval '2 hours' END, $2
       FROM games g`,
    [authors, rev],
  );
  await db.query(
    `INSERT INTO levels (variant_id, seq, layout, segment, active, valid, number, info, search)
     SELECT v.id, 1, (ARRAY[${LAYOUTS.map((l) => `'${l}'`).join(',')}])[1 + v.id % ${LAYOUTS.length}], '', true, true, 1,
            jsonb_build_object('name', 'Úloha ' || v.id, 'order', '1'), '1 uloha ' || v.id || ' ' || ${words}[1 + (v.id / 3) % ${WORDS.length}]
       FROM variants v`,
  );
  await db.query('ANALYZE');
  console.log(
    `  naplnené: ${GAMES} hier, ${GAMES} úloh za ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function run(kind: 'pglite' | 'postgres'): Promise<void> {
  console.log(`\n${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
  const ctx = await createTestContext(kind);
  try {
    await seed(ctx);
    const cookie = await signIn(ctx.app, TEST_USERS.viewer.email);
    const get = async (path: string) => {
      const res = await call(ctx.app, 'GET', path, { cookie });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    const deep = Math.floor(GAMES * 0.4);
    const active = (await get(`games?t=active&po=${deep}&pl=1`)).games as { id: number }[];
    const someId = active[0]?.id ?? 1;
    const author = (await ctx.db.one<{ id: number }>('SELECT min(id) AS id FROM users'))!.id;
    const cases: [string, string][] = [
      ['zoznam, 1. strana (t=active)', 'games?t=active&pl=50'],
      [`hlboká strana po=${deep} (offset)`, `games?t=active&po=${deep}&pl=50`],
      ['hlboká strana (keyset k)', `games?t=active&k=${someId}&pl=50`],
      ['autor + dátumy', `games?t=ongoing&a=${author}&d=${ymd(60)}-${ymd(30)}&pl=50`],
      ['rozloženie (l)', 'games?t=finished&l=TAKE_PHOTO&pl=50'],
      ['hľadanie "poklad 4567"', 'games?s=poklad%204567&pl=50'],
      ['hľadanie "zilina" (veľa zhôd)', 'games?t=active&s=zilina&pl=50'],
      ['games/count', 'games/count'],
      ['games/count?s=zilina', 'games/count?s=zilina'],
      ['games/exists?s=uloha 777', 'games/exists?s=uloha%20777'],
      ['games/{id}', `games/${someId}`],
      ['parcels, 1. strana', 'parcels?pl=50'],
      ['parcels?t=MAKE_POEM&s=hrad', 'parcels?t=MAKE_POEM&s=hrad&pl=50'],
      ['parcels/count?s=labyrint', 'parcels/count?s=labyrint'],
      [`levels/idx/${deep}`, `levels/idx/${deep}`],
    ];
    for (const [name, path] of cases) {
      const ms = await median(() => get(path));
      console.log(`  ${name.padEnd(40)} ${ms.toFixed(1).padStart(8)} ms`);
    }
  } finally {
    await ctx.close();
  }
}

function ymd(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
}

await run('pglite');
if (process.env.DATABASE_URL) await run('postgres');
else console.log('\nPostgreSQL: vynechané (nastavte DATABASE_URL)');
process.exit(0);
