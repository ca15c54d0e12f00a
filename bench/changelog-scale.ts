// The change log at scale (issue 24 item 5): `--rows` entries (default 1,000,000) spread over 20,000
// records, 50 actors and two years, then the reads the app makes, each timed as the median of 5:
// a record's history (first page and a later one), the administrators' log unfiltered, by actor, by
// type and action, by a one-week range, and the retention purge of nothing. Prints ms per read.
// Usage: npx tsx bench/changelog-scale.ts [-- --rows 1000000 --db pglite,postgres]
import { createTestContext, postgresReachable, type DbKind } from '../server/test/harness';
import { listChanges, recordHistory } from '../server/services/history/history';
import { purgeChangeLog } from '../server/services/history/retention';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const rows = Number(args.get('rows') ?? 1_000_000);
const kinds = (args.get('db') ?? 'pglite,postgres').split(',') as DbKind[];

async function timed(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[2];
}

for (const kind of kinds) {
  if (kind === 'postgres' && !(await postgresReachable())) {
    console.log('postgres: not reachable, skipped');
    continue;
  }
  const ctx = await createTestContext(kind);
  try {
    const { db } = ctx;
    const fill = performance.now();
    for (let from = 1; from <= rows; from += 100_000) {
      await db.query(
        `INSERT INTO change_log (at, actor_id, record_type, record_id, action, schema_version, changes)
         SELECT now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second',
                1 + g % 50,
                (ARRAY['level','level','level','variant','user','voucher','invoice'])[1 + g % 7],
                g % 20000, (ARRAY['update','update','create','remove'])[1 + g % 4], 1,
                jsonb_build_object('question', jsonb_build_array('a' || g, 'b' || g))
           FROM generate_series($1::int, $2::int) g`,
        [from, Math.min(from + 99_999, rows)],
      );
    }
    await db.query('ANALYZE change_log');
    console.log(`${kind}: ${rows} entries in ${((performance.now() - fill) / 1000).toFixed(1)} s`);
    const page = { limit: 20 };
    const first = await recordHistory(db, 'level', 7000, page, false);
    const reads: [string, () => Promise<unknown>][] = [
      ['record history, first page', () => recordHistory(db, 'level', 7000, page, false)],
      [
        'record history, next page',
        () => recordHistory(db, 'level', 7000, { ...page, before: first[19]?.id }, false),
      ],
      ['changes, unfiltered', () => listChanges(db, {}, { limit: 50 })],
      ['changes, by actor', () => listChanges(db, { actorId: 17 }, { limit: 50 })],
      ['changes, type + action', () => listChanges(db, { type: 'voucher', action: 'remove' }, { limit: 50 })],
      [
        'changes, one week a year ago',
        () => listChanges(db, { from: isoDay(-372), to: isoDay(-365) }, { limit: 50 }),
      ],
      ['retention purge (nothing to delete)', () => purgeChangeLog(db, 3650)],
    ];
    for (const [name, run] of reads) console.log(`  ${name}: ${(await timed(run)).toFixed(1)} ms`);
  } finally {
    await ctx.close();
  }
}

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}
