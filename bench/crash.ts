// Crash suite (issue 8 item 6, `npm run soak:crash`, also the last part of `npm run soak`; not in npm test):
// the real server (`node --import tsx server/main.ts`) on a fresh PGlite data directory and on a fresh
// PostgreSQL database, killed with SIGKILL at a random moment while it runs a contacts import, a voucher
// generation and an invoice registration job, then restarted on the same data. Checks after each kill
// (reading the database directly, before the restart): the imported contacts and the generated vouchers
// are all there or none (never a part); after the restart the registration job that was enqueued is
// resumed and finishes (the sheet registered), and a sheet without a job stays unregistered. A draft
// sent to production (the draft-register job) is all or nothing on the stopped data and finishes after
// the restart when its job was interrupted. A draft restored from the recycle bin is all or nothing too.
// Usage: tsx bench/crash.ts [--trials 5 --seed 1234 --rows 3000 --vouchers 1000 --levels 300]
// (--only import,vouchers,registration,draft-registration,trash-restore)
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as XLSX from '@e965/xlsx';
import pg from 'pg';
import { openDb, type Db } from '../server/db';
import { DEMO_ACCOUNTS } from '../server/seed/accounts';
import { multipartFile, UPLOAD_BOUNDARY } from '../server/test/roles';
import { TEST_PG_URL } from '../server/test/harness';
import { prng } from '../server/services/platform/prng';
import { startServer } from './server-process';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const trials = Number(args.get('trials') ?? process.env.CRASH_TRIALS ?? 5);
const seed = Number(args.get('seed') ?? process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const rows = Number(args.get('rows') ?? 3000);
const voucherCount = Number(args.get('vouchers') ?? 1000);
/** --only import,vouchers,registration,draft-registration and --db pglite,postgres narrow a run (all by default). */
const only = args.get('only')?.split(',');
const dbs = args.get('db')?.split(',') ?? ['pglite', 'postgres'];
/** How long a restarted server may take to resume a job (the lease of a killed run is 60 s). */
const RESUME_MS = 90_000;

const rand = prng(seed);

const admin = DEMO_ACCOUNTS.find((a) => a.type === 'administrator')!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Target {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
}

class Server {
  private child: ChildProcess | undefined;
  private output: () => string = () => '';
  base = '';

  constructor(private readonly target: Target) {}

  async start(): Promise<void> {
    const server = await startServer(this.target);
    this.child = server.child;
    this.base = server.base;
    this.output = server.output;
  }

  /** kill -9; resolves once the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    this.child = undefined;
  }

  /** Whether the server logged a 5xx or an error line (the error log of server/http/errors.ts). */
  errors(): string[] {
    return this.output()
      .split('\n')
      .filter((line) => /"level":\s*"?(error|50)/.test(line));
  }
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}session`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!res.ok || !cookie) throw new Error(`prihlásenie zlyhalo: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0];
}

async function api(
  server: Server,
  cookie: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 500) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A new draft of a game named `name` with `levels` text-answer levels, through the API. */
async function draftWithLevels(
  server: Server,
  cookie: string,
  name: string,
  levels: number,
): Promise<{ id: number }> {
  const sheet = (await api(server, cookie, 'PUT', 'drafts', { category: 1 })).sheet as { id: number };
  await api(server, cookie, 'POST', `games/${sheet.id}`, { name, category: 'ZILINA' });
  for (let i = 1; i <= levels; i++) {
    const level = await api(server, cookie, 'PUT', `drafts/${sheet.id}/levels`, {
      question: `Otázka ${i}`,
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'odpoveď',
      active: true, // a sheet needs an active level to be sent (issue 31)
    });
    if (level.ok !== true) throw new Error(`úloha: ${JSON.stringify(level)}`);
  }
  return sheet;
}

/** Reads the stopped server's data directly (PGlite recovers its directory like a restarted server). */
async function withDb<T>(target: Target, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

function contactsSheet(domain: string): Buffer {
  const table: unknown[][] = [['Meno', 'E-mail', 'Mesto', 'PSČ']];
  for (let i = 0; i < rows; i++) table.push([`Hráč ${i}`, `hrac-${i}@${domain}`, 'Žilina', '010 01']);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(table), 'Kontakty');
  return multipartFile('kontakty.xls', XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer);
}

interface Trial {
  kind: string;
  operation: string;
  trial: number;
  killAfterMs: number;
  /** before: nothing written; after: everything; resumed: a job finished after the restart. */
  outcome: string;
  ok: boolean;
  detail: string;
}

/** What a trial found: an outcome for the table, whether it holds, and the detail. */
type Verdict = { outcome: string; ok: boolean; detail: string };

interface Operation {
  name: string;
  /** Starts the operation (a request not awaited); the promise settles when the request ends. */
  start(server: Server, cookie: string, trial: number): Promise<unknown>;
  /** Prepares a trial on the running server (e.g. a saved sheet to register). */
  prepare?(server: Server, cookie: string, trial: number): Promise<void>;
  /** After the kill, on the stopped data: classify or report a violation. */
  check(target: Target, trial: number): Promise<Verdict>;
  /** After the restart (optional): e.g. the resumed job has finished. */
  afterRestart?(server: Server, cookie: string, trial: number, outcome: string): Promise<Verdict>;
}

/**
 * After the restart: polls a job's progress call until it is done (at most RESUME_MS). `problem` says
 * what is wrong with the finished sheet, if anything; a trial interrupted before the kill
 * ('prerušená …') that finishes becomes 'obnovená, dokončená'.
 */
async function finishedJob(
  server: Server,
  cookie: string,
  progressUrl: string,
  outcome: string,
  problem: (sheet: Record<string, unknown>) => string | undefined,
): Promise<Verdict> {
  const t0 = performance.now();
  while (performance.now() - t0 < RESUME_MS) {
    const progress = await api(server, cookie, 'GET', progressUrl);
    if (progress.done === true) {
      const wrong = problem(progress.sheet as Record<string, unknown>);
      if (wrong) return { outcome: 'CHYBA', ok: false, detail: wrong };
      const resumed = outcome.startsWith('prerušená');
      return {
        outcome: resumed ? 'obnovená, dokončená' : outcome,
        ok: true,
        detail: resumed ? `dokončená ${((performance.now() - t0) / 1000).toFixed(1)} s po reštarte` : '',
      };
    }
    if (progress.err)
      return { outcome: 'CHYBA', ok: false, detail: `úloha zlyhala: ${String(progress.err)}` };
    await sleep(250);
  }
  return { outcome: 'NEOBNOVENÁ', ok: false, detail: `nedokončená ${RESUME_MS / 1000} s po reštarte` };
}

const runId = `${Date.now().toString(36)}`;

function importOperation(): Operation {
  const domain = (trial: number) => `crash-${runId}-${trial + 1}.sk`;
  return {
    name: `import ${rows} kontaktov`,
    start(server, cookie, trial) {
      return fetch(`${server.base}users/import?r=json`, {
        method: 'POST',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
        body: new Uint8Array(contactsSheet(domain(trial))),
      }).then(async (res) => {
        const json = (await res.json()) as { ok?: boolean; count?: number };
        if (!json.ok || json.count !== rows) throw new Error(`import: ${JSON.stringify(json)}`);
      });
    },
    async check(target, trial) {
      const n = await withDb(target, async (db) => {
        const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email LIKE $1', [
          `%@${domain(trial)}`,
        ]);
        return row!.n;
      });
      if (n === 0) return { outcome: 'pred', ok: true, detail: '0 riadkov' };
      if (n === rows) return { outcome: 'po', ok: true, detail: `${n} riadkov` };
      return { outcome: 'ČASŤ', ok: false, detail: `${n} z ${rows} riadkov` };
    },
  };
}

function voucherOperation(): Operation {
  // A typed promo code (unique per trial) is put before each generated code.
  const prefix = (trial: number) => `CRASH${runId}T${trial + 1}`.toUpperCase();
  const expected = voucherCount;
  return {
    name: `generovanie ${voucherCount} poukazov`,
    start(server, cookie, trial) {
      return api(server, cookie, 'PUT', 'vouchers', {
        promoCode: prefix(trial),
        generate: true,
        repeat: voucherCount,
      }).then((json) => {
        if (json.ok !== true || (json.vouchers as unknown[]).length !== expected)
          throw new Error(`poukazy: ${JSON.stringify(json).slice(0, 300)}`);
      });
    },
    async check(target, trial) {
      const n = await withDb(target, async (db) => {
        const row = await db.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM vouchers WHERE promo LIKE $1',
          [`${prefix(trial)}%`],
        );
        return row!.n;
      });
      if (n === 0) return { outcome: 'pred', ok: true, detail: '0 poukazov' };
      if (n === expected) return { outcome: 'po', ok: true, detail: `${n} poukazov` };
      return { outcome: 'ČASŤ', ok: false, detail: `${n} z ${expected} poukazov` };
    },
  };
}

function registrationOperation(): Operation {
  const invoices = new Map<number, number>();
  const transIds = new Map<number, string>();
  return {
    name: 'registrácia hárku (úloha)',
    async prepare(server, cookie, trial) {
      const sheet = (await api(server, cookie, 'PUT', 'invoices', { type: 'r' })).invoice as { id: number };
      await api(server, cookie, 'POST', `invoices/${sheet.id}/save`);
      await api(server, cookie, 'PUT', `invoices/${sheet.id}/parcels`, {
        question: 'Kde je poklad?',
        'answer.answers-1': 'pod lipou',
      });
      invoices.set(trial, sheet.id);
    },
    start(server, cookie, trial) {
      return api(server, cookie, 'POST', `invoices/${invoices.get(trial)}/register`).then((json) => {
        if (json.ok !== true) throw new Error(`registrácia: ${JSON.stringify(json)}`);
      });
    },
    async check(target, trial) {
      const id = invoices.get(trial)!;
      return withDb(target, async (db) => {
        const job = await db.one<{ trans_id: string; status: string }>(
          `SELECT trans_id, status FROM jobs WHERE kind = 'invoice-register' AND params->>'invoiceId' = $1`,
          [String(id)],
        );
        const invoice = await db.one<{ registered: boolean }>(
          'SELECT registered_at IS NOT NULL AS registered FROM invoices WHERE id = $1',
          [id],
        );
        if (!job) {
          return invoice!.registered
            ? { outcome: 'CHYBA', ok: false, detail: 'registrovaný bez úlohy' }
            : { outcome: 'pred', ok: true, detail: 'úloha nevznikla' };
        }
        transIds.set(trial, job.trans_id);
        if (job.status === 'done')
          return invoice!.registered
            ? { outcome: 'po', ok: true, detail: 'úloha hotová pred pádom' }
            : { outcome: 'CHYBA', ok: false, detail: 'úloha hotová, hárok neregistrovaný' };
        return { outcome: `prerušená (${job.status})`, ok: true, detail: `úloha ${job.status}` };
      });
    },
    async afterRestart(server, cookie, trial, outcome) {
      const transId = transIds.get(trial);
      if (!transId) return { outcome, ok: true, detail: 'bez úlohy' };
      return finishedJob(
        server,
        cookie,
        `invoices/${invoices.get(trial)}/register/${transId}`,
        outcome,
        (sheet) => (sheet.registeredAt ? undefined : 'hotová, hárok neregistrovaný'),
      );
    },
  };
}

/**
 * Send to production of a draft (games 4.3) with `--levels` levels (default 300): the operation runs
 * from the POST until the progress call says done, so a kill lands in the job. On the stopped data the
 * sheet is all or nothing: a draft with no level numbered and no submission number, or registered, in
 * production, numbered and every level numbered; after the restart an interrupted job finishes.
 */
function draftRegistrationOperation(): Operation {
  const levelCount = Number(args.get('levels') ?? 300);
  const sheets = new Map<number, number>();
  const transIds = new Map<number, string>();
  type State = { status: string; active: boolean; number: string | null; numbered: number; levels: number };
  const stateOf = async (db: Db, id: number) =>
    (await db.one<State>(
      `SELECT v.status, v.active, v.number,
              (SELECT count(*)::int FROM levels l WHERE l.variant_id = v.id AND l.number IS NOT NULL) AS numbered,
              (SELECT count(*)::int FROM levels l WHERE l.variant_id = v.id) AS levels
         FROM variants v WHERE v.id = $1`,
      [id],
    ))!;
  const none = (s: State) => s.status === 'draft' && !s.active && !s.number && s.numbered === 0;
  const all = (s: State) =>
    s.status === 'registered' && s.active && !!s.number && s.numbered === s.levels && s.levels === levelCount;
  const describe = (s: State) =>
    `${s.status}, číslo ${s.number ?? '–'}, očíslovaných ${s.numbered}/${s.levels}`;
  return {
    name: `odoslanie do produkcie (${levelCount} úloh)`,
    async prepare(server, cookie, trial) {
      const sheet = await draftWithLevels(server, cookie, `Pád ${runId} ${trial}`, levelCount);
      await api(server, cookie, 'POST', `drafts/${sheet.id}`, { name: 'Variant' });
      sheets.set(trial, sheet.id);
    },
    async start(server, cookie, trial) {
      const id = sheets.get(trial)!;
      const started = await api(server, cookie, 'POST', `drafts/${id}/register`);
      if (started.ok !== true) throw new Error(`odoslanie: ${JSON.stringify(started)}`);
      for (;;) {
        const progress = await api(server, cookie, 'GET', `drafts/${id}/register/${String(started.transId)}`);
        if (progress.done === true) return;
        if (progress.pending !== true) throw new Error(`odoslanie: ${JSON.stringify(progress)}`);
        await sleep(100);
      }
    },
    async check(target, trial) {
      const id = sheets.get(trial)!;
      return withDb(target, async (db) => {
        const job = await db.one<{ trans_id: string; status: string; done_steps: number }>(
          `SELECT trans_id, status, done_steps FROM jobs WHERE kind = 'draft-register' AND params->>'sheetId' = $1`,
          [String(id)],
        );
        const state = await stateOf(db, id);
        if (!job) {
          return none(state)
            ? { outcome: 'pred', ok: true, detail: 'úloha nevznikla' }
            : { outcome: 'CHYBA', ok: false, detail: `bez úlohy: ${describe(state)}` };
        }
        transIds.set(trial, job.trans_id);
        if (job.status === 'done')
          return all(state)
            ? { outcome: 'po', ok: true, detail: 'úloha hotová pred pádom' }
            : { outcome: 'CHYBA', ok: false, detail: `úloha hotová: ${describe(state)}` };
        // an interrupted job: nothing written yet, or its one transaction committed entirely
        if (none(state) || all(state))
          return {
            outcome: `prerušená (${job.status})`,
            ok: true,
            detail: `úloha ${job.status} po ${job.done_steps} krokoch, hárok ${none(state) ? 'nezmenený' : 'odoslaný'}`,
          };
        return { outcome: 'ČASŤ', ok: false, detail: describe(state) };
      });
    },
    async afterRestart(server, cookie, trial, outcome) {
      const transId = transIds.get(trial);
      if (!transId) return { outcome, ok: true, detail: 'bez úlohy' };
      const id = sheets.get(trial)!;
      return finishedJob(server, cookie, `drafts/${id}/register/${transId}`, outcome, (sheet) =>
        sheet.status === 'registered' && sheet.production && sheet.number
          ? undefined
          : `hotová, hárok ${JSON.stringify(sheet).slice(0, 200)}`,
      );
    },
  };
}

/**
 * Restore from the recycle bin (issue 24 items 3 and 6) of a removed draft with `--levels` levels: on the
 * stopped data the sheet is all or nothing: still in the bin with no variant and no level, or back with
 * every level and no bin item.
 */
function trashRestoreOperation(): Operation {
  const levelCount = Number(args.get('levels') ?? 300);
  const items = new Map<number, { sheetId: number; itemId: number }>();
  return {
    name: `obnovenie hry z koša (${levelCount} úloh)`,
    async prepare(server, cookie, trial) {
      const sheet = await draftWithLevels(server, cookie, `Kôš ${runId} ${trial}`, levelCount);
      const removed = await api(server, cookie, 'DELETE', `drafts/${sheet.id}`);
      if (removed.ok !== true) throw new Error(`odstránenie: ${JSON.stringify(removed)}`);
      const trash = (await api(server, cookie, 'GET', 'trash?t=draft&pl=500')).trash as {
        id: number;
        recordId: number;
      }[];
      const item = trash.find((i) => i.recordId === sheet.id);
      if (!item) throw new Error(`hra ${sheet.id} nie je v koši`);
      items.set(trial, { sheetId: sheet.id, itemId: item.id });
    },
    start(server, cookie, trial) {
      return api(server, cookie, 'POST', `trash/${items.get(trial)!.itemId}/restore`).then((json) => {
        if (json.ok !== true) throw new Error(`obnovenie: ${JSON.stringify(json)}`);
      });
    },
    async check(target, trial) {
      const { sheetId, itemId } = items.get(trial)!;
      return withDb(target, async (db) => {
        const state = (await db.one<{ item: boolean; variant: boolean; levels: number }>(
          `SELECT EXISTS (SELECT 1 FROM trash WHERE id = $1) AS item,
                  EXISTS (SELECT 1 FROM variants WHERE id = $2) AS variant,
                  (SELECT count(*)::int FROM levels WHERE variant_id = $2) AS levels`,
          [itemId, sheetId],
        ))!;
        const detail = `v koši ${state.item ? 'áno' : 'nie'}, hra ${state.variant ? 'áno' : 'nie'}, úloh ${state.levels}`;
        if (state.item && !state.variant && state.levels === 0) return { outcome: 'pred', ok: true, detail };
        if (!state.item && state.variant && state.levels === levelCount)
          return { outcome: 'po', ok: true, detail };
        return { outcome: 'ČASŤ', ok: false, detail };
      });
    },
  };
}

async function runOperation(target: Target, server: Server, op: Operation): Promise<Trial[]> {
  const results: Trial[] = [];
  let cookie = await signIn(server.base);
  // Calibration: two uninterrupted runs (the first one on a cold server is slower) measure how long
  // the operation takes; the shorter one sets the window of the kill moments.
  let duration = Infinity;
  for (const id of [-1, 0]) {
    await op.prepare?.(server, cookie, id);
    const c0 = performance.now();
    await op.start(server, cookie, id);
    duration = Math.min(duration, performance.now() - c0);
  }
  console.log(`${target.kind.padEnd(8)} ${op.name}: bez prerušenia ${duration.toFixed(0)} ms`);
  for (let trial = 1; trial <= trials; trial++) {
    await op.prepare?.(server, cookie, trial);
    const killAfterMs = Math.round(rand() * duration * 1.1);
    const request = op.start(server, cookie, trial).catch(() => undefined);
    await sleep(killAfterMs);
    await server.kill();
    await request;
    let verdict = await op.check(target, trial);
    await server.start();
    cookie = await signIn(server.base);
    if (verdict.ok && op.afterRestart) {
      const after = await op.afterRestart(server, cookie, trial, verdict.outcome);
      verdict = { ...after, detail: [verdict.detail, after.detail].filter(Boolean).join('; ') };
    }
    results.push({ kind: target.kind, operation: op.name, trial, killAfterMs, ...verdict });
    console.log(
      `${target.kind.padEnd(8)} ${op.name} #${trial}: kill -9 po ${killAfterMs} ms → ${verdict.outcome}` +
        `${verdict.ok ? '' : '  ✗ PORUŠENIE'} (${verdict.detail})`,
    );
  }
  return results;
}

async function runTarget(target: Target): Promise<Trial[]> {
  const server = new Server(target);
  await server.start();
  const results: Trial[] = [];
  try {
    const operations = {
      import: importOperation,
      vouchers: voucherOperation,
      registration: registrationOperation,
      'draft-registration': draftRegistrationOperation,
      'trash-restore': trashRestoreOperation,
    };
    for (const [, make] of Object.entries(operations).filter(([key]) => !only || only.includes(key)))
      results.push(...(await runOperation(target, server, make())));
    const logged = server.errors();
    if (logged.length) {
      console.log(`${target.kind}: server zapísal chyby:\n${logged.slice(0, 5).join('\n')}`);
      results.push({
        kind: target.kind,
        operation: 'log',
        trial: 0,
        killAfterMs: 0,
        outcome: 'CHYBA',
        ok: false,
        detail: logged[0],
      });
    }
  } finally {
    await server.kill();
  }
  return results;
}

async function postgresAdmin(): Promise<pg.Client | undefined> {
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => undefined);
    return undefined;
  }
}

console.log(`Pád servera (kill -9): ${trials} pokusov na operáciu a databázu, CRASH_SEED=${seed}`);
const t0 = performance.now();
const all: Trial[] = [];
if (dbs.includes('pglite')) {
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'hry-crash-'));
  try {
    all.push(...(await runTarget({ kind: 'pglite', dataDir: pgliteDir })));
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}
const adminClient = dbs.includes('postgres') ? await postgresAdmin() : undefined;
if (adminClient) {
  const name = `hry_crash_${runId}`;
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hry-crash-pg-'));
  await adminClient.query(`CREATE DATABASE ${name}`);
  try {
    all.push(...(await runTarget({ kind: 'postgres', dataDir, databaseUrl: url.toString() })));
  } finally {
    await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminClient.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
} else if (dbs.includes('postgres')) console.log(`postgres: preskočené, ${TEST_PG_URL} nie je dostupný`);

console.log('\nDatabáza  Operácia                         Pokusy  pred  po  obnovené  porušenia');
const groups = new Map<string, Trial[]>();
for (const t of all.filter((t) => t.trial > 0)) {
  const key = `${t.kind}|${t.operation}`;
  groups.set(key, [...(groups.get(key) ?? []), t]);
}
for (const [key, list] of groups) {
  const [kind, operation] = key.split('|');
  const count = (p: (t: Trial) => boolean) => String(list.filter(p).length);
  console.log(
    `${kind.padEnd(9)} ${operation.padEnd(32)} ${String(list.length).padStart(6)}  ${count((t) => t.ok && t.outcome === 'pred').padStart(4)}` +
      `  ${count((t) => t.ok && t.outcome === 'po').padStart(2)}  ${count((t) => t.ok && t.outcome.startsWith('obnovená')).padStart(8)}` +
      `  ${count((t) => !t.ok).padStart(9)}`,
  );
}
const violations = all.filter((t) => !t.ok);
console.log(
  `\n${all.length} pokusov, ${violations.length} porušení, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
process.exit(violations.length ? 1 : 0);
