// The api-baseline anchor's data in the project's own tables (issue 13 item 1), loaded before the server
// starts by bench/anchor-server.mjs (the SERVER_CMD of ../shared/bench/api-baseline/measure.sh). Reads
// $DB_JSON (100,000 games, 100,000 levels of gen.mjs) into a fresh database through the real schema
// (migrations as at every start): PGlite in $DATA_DIR, or the database `hry_bench_anchor` re-created on
// the PostgreSQL server of DATABASE_URL. It runs as its own process, so parsing 35 MB of JSON and building
// the inserts is not in the server's memory (the harness reads the server process's peak). Only the demo
// accounts are seeded (no demo sheets), so the lists hold exactly the anchor's rows and
// `games?s=zrkadlo` finds the same 1,005 games.
//
// Mapping (one anchor game = one game with one sheet, same id): game name → games.name, description →
// games.info.description and the game's search text; variant name, status, createdAt, price → the sheet
// (variants; every draft saved, so that all 100,000 are in a list tab; sent_at = createdAt for sent
// sheets); author → games.info.author (anchor authors are not accounts). Levels: gameId → variant_id,
// position → seq and number, name, points → info.
//
// Usage: DB_JSON=/path/db.json DATA_DIR=/tmp/x [DATABASE_URL=postgres://…] npx tsx bench/load-anchor-data.ts
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { openDb } from '../server/db';
import type { Db } from '../server/db/types';
import { seedAccounts } from '../server/seed/accounts';
import { getForms } from '../server/services/records/forms';
import { searchDocument } from '../server/services/platform/search-text';
import { levelsFingerprint } from '../server/services/sheets/sheets';

interface AnchorGame {
  id: number;
  gameName: string;
  variantName: string;
  status: string;
  createdAt: number;
  price: number;
  author: string;
  description: string;
}
interface AnchorLevel {
  id: number;
  gameId: number;
  name: string;
  position: number;
  points: number;
}

const LOADED_TABLES = ['games', 'variants', 'levels'];
const BENCH_DATABASE = 'hry_bench_anchor';
const log = (line: string) => console.log(line);

/** A fresh database on the server of `url`: the bench database dropped and created again. */
async function freshPostgresDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  return benchDatabaseUrl(url);
}

/**
 * Loads the anchor's rows in one transaction. The secondary indexes of the three tables are dropped
 * first and created again from their own definitions afterwards (a bulk build is far faster than
 * 100,000 single inserts into GIN trigram indexes), so the schema ends exactly as the migrations left it.
 */
/** Rows go in as JSON in chunks of 10,000: one 30 MB parameter makes PGlite's WASM heap grow for good. */
async function insertInChunks(t: Db, sql: string, rows: unknown[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 10_000)
    await t.query(sql, [JSON.stringify(rows.slice(i, i + 10_000))]);
}

async function loadAnchorData(db: Db, games: AnchorGame[], levels: AnchorLevel[]): Promise<void> {
  let last = performance.now();
  const step = (what: string) => {
    const now = performance.now();
    log(`  ${what}: ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
  await db.tx(async (t) => {
    const indexes = await t.query<{ name: string; def: string }>(
      `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
        WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      [LOADED_TABLES],
    );
    // GIN builds sort in memory: PGlite's default maintenance_work_mem makes them spill and crawl (256MB
    // gives the same time but a higher peak RSS, which the harness measures).
    await t.query(`SET LOCAL maintenance_work_mem = '64MB'`);
    for (const index of indexes) await t.query(`DROP INDEX ${index.name}`);
    step('indexy odstránené');

    const gameRows = games.map((g) => ({
      id: g.id,
      name: g.gameName,
      info: { name: g.gameName, description: g.description, author: g.author },
      search: searchDocument([g.gameName, g.description]),
      created: g.createdAt,
    }));
    await insertInChunks(
      t,
      `INSERT INTO games (id, name, category, active, info, search, created_at, updated_at)
       SELECT x.id, x.name, 'ZILINA', true, x.info, x.search, to_timestamp(x.created), to_timestamp(x.created)
         FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, name text, info jsonb, search text, created bigint)`,
      gameRows,
    );
    step('hry');
    const sheetRows = games.map((g) => ({
      id: g.id,
      name: g.variantName,
      status: g.status,
      number: g.status === 'draft' ? null : `A${g.id}`,
      info: { name: g.variantName, price: g.price },
      search: searchDocument([g.variantName]),
      created: g.createdAt,
    }));
    await insertInChunks(
      t,
      `INSERT INTO variants (id, game_id, name, status, saved, active, number, info, search, created_at, updated_at, sent_at)
       SELECT x.id, x.id, x.name, x.status, true, x.status IN ('received', 'confirmed'), x.number, x.info, x.search,
              to_timestamp(x.created), to_timestamp(x.created),
              CASE WHEN x.status = 'draft' THEN NULL ELSE to_timestamp(x.created) END
         FROM jsonb_to_recordset($1::jsonb)
           AS x(id bigint, name text, status text, number text, info jsonb, search text, created bigint)`,
      sheetRows,
    );
    step('hárky');
    const levelRows = levels.map((l) => ({
      id: l.id,
      sheet: l.gameId,
      seq: l.position,
      info: { name: l.name, points: l.points },
      search: searchDocument([l.position, l.name]),
    }));
    await insertInChunks(
      t,
      `INSERT INTO levels (id, variant_id, seq, number, layout, active, valid, info, search)
       SELECT x.id, x.sheet, x.seq, x.seq, 'ANSWER_REQUIRED', true, true, x.info, x.search
         FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, sheet bigint, seq int, info jsonb, search text)`,
      levelRows,
    );
    step('úlohy');
    // The sheets as the authoring calls leave them: level counts stored and the levels evaluated against the
    // current level schema (levels_rev), so that a read does not re-evaluate them first.
    await t.query(
      `UPDATE variants SET levels_rev = $1, counts = '{"all": 0, "production": 0, "testing": 0, "invalid": 0}'`,
      [levelsFingerprint(getForms())],
    );
    await t.query(
      `UPDATE variants v SET counts = c.counts
         FROM (SELECT variant_id, jsonb_build_object('all', count(*), 'production', count(*) FILTER (WHERE active),
                        'testing', count(*) FILTER (WHERE NOT active), 'invalid', count(*) FILTER (WHERE NOT valid)) AS counts
                 FROM levels GROUP BY variant_id) c
        WHERE v.id = c.variant_id`,
    );
    step('počty úloh');
    for (const table of LOADED_TABLES)
      await t.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      );
    await seedAccounts(t);
    step('účty');
    for (const index of indexes) {
      await t.query(index.def);
      step(index.name);
    }
  });
  // As autovacuum would after a bulk load on PostgreSQL (PGlite has none): statistics, and the visibility
  // map that lets the list indexes answer a search without fetching the rows (migration 140).
  for (const table of [...LOADED_TABLES, 'users']) await db.query(`VACUUM ANALYZE ${table}`);
  step('VACUUM ANALYZE');
}

/** The database URL the anchor data is loaded into on the PostgreSQL server of `url`. */
function benchDatabaseUrl(url: string): string {
  const fresh = new URL(url);
  fresh.pathname = `/${BENCH_DATABASE}`;
  return fresh.toString();
}

async function main(): Promise<void> {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const dbJson = process.env.DB_JSON;
  if (!dbJson) throw new Error('DB_JSON: cesta k db.json z api-baseline/gen.mjs chýba');
  if (!process.env.DATA_DIR) throw new Error('DATA_DIR chýba');
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: '' });
  if (config.databaseUrl) config.databaseUrl = await freshPostgresDatabase(config.databaseUrl);
  getForms();
  const t0 = performance.now();
  const opening = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const data = JSON.parse(readFileSync(dbJson, 'utf8')) as { games: AnchorGame[]; levels: AnchorLevel[] };
  const db = await opening;
  const t1 = performance.now();
  await loadAnchorData(db, data.games, data.levels);
  log(
    `Načítané: ${data.games.length} hier, ${data.levels.length} úloh do ${db.kind} za ` +
      `${((performance.now() - t1) / 1000).toFixed(1)} s (čítanie a migrácie ${((t1 - t0) / 1000).toFixed(1)} s)`,
  );
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
