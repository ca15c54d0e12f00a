// The fuzz suite's generator and runner (issue 8): every route the app registered (app.routeList), as
// anonymous, viewer and editor, with generated malformed params, queries and bodies. A case fails when
// the reply is a 5xx, or when a refused request (4xx, or ok:false) changed the database. Used by
// server/http/fuzz.test.ts (a fast deterministic slice in `npm test`) and `npm run soak` (a long one).
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import type { Db } from '../db/types';
import { startSession } from '../services/auth/sessions';
import { PGLITE_VACUUM_JOB } from '../services/platform/pglite-upkeep';
import { TRASH_PURGE_JOB } from '../services/trash/purge';
import { BACKUP_JOB } from '../services/backup/schedule';

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];

const nested = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Path parameter values (already URL-encoded). */
export const PARAM_VALUES = [
  '999999',
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '%00',
  '%01x',
  '99999999999999999999999',
  "'%20OR%201=1--",
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%80%AE',
  'x'.repeat(90),
  '__proto__',
  'constructor',
  '%F0%9F%98%80',
  '%FF',
  '%',
] as const;

/** Query values (URL-encoded). */
export const QUERY_VALUES = [
  '%00',
  'a%00b',
  '%1B%5B31m',
  '-1',
  '1e309',
  '99999999999999999999',
  'NaN',
  '20241399',
  '20240230-20240101',
  '2024-01-01',
  'x'.repeat(300),
  '%FF',
  '%ud800',
  '',
  'null',
  'true',
  '%5B%5D',
] as const;

const QUERY_KEYS = [
  'po',
  'pl',
  's',
  't',
  'f',
  'd',
  'e',
  'l',
  'a',
  'r',
  'id',
  'link',
  '__proto__',
  'constructor',
  'zz',
];

/** Bad values of a field (JSON). */
export const FIELD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 31) - 1,
  1.5,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\ud800',
  'x'.repeat(5000),
  '2024-02-30',
  '31.2.2024',
  '9999-99-99',
  '-0',
  '1e309',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  {},
  [],
  [[]],
  ['\u0000'],
  [1, 2, 3],
  { val: '\u0000' },
  { val: 1e308, number: -1 },
  { val: {}, number: 'x' },
  { __proto__: null, toString: 'x' },
];

/** Raw JSON bodies that cannot be written as values (prototype keys, invalid JSON, deep nesting). */
export const RAW_BODIES = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":',
  'not json',
  '',
  nested(40),
  nested(2000),
  '['.repeat(3000) + ']'.repeat(3000),
  '{"a":1,"a":2}',
  '"\\u0000"',
] as const;

export interface FuzzCase {
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  /** How the case was made, for the failure report. */
  label: string;
}

/** The route's URL with each :param replaced. */
function fillParams(rand: () => number, url: string, realIds: string[]): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, () =>
    rand() < 0.3 && realIds.length ? pick(rand, realIds) : pick(rand, PARAM_VALUES),
  );
}

function queryOf(rand: () => number, route: RouteOptions): string {
  const schema = route.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
  const keys = [...Object.keys(schema?.properties ?? {}), ...QUERY_KEYS];
  const parts: string[] = [];
  const n = Math.floor(rand() * 4);
  for (let i = 0; i < n; i++) parts.push(`${pick(rand, keys)}=${pick(rand, QUERY_VALUES)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function bodyOf(rand: () => number, route: RouteOptions, fieldIds: string[]): FuzzCase['payload'] {
  const r = rand();
  if (r < 0.25) return pick(rand, RAW_BODIES);
  if (r < 0.35) return JSON.stringify(pick(rand, FIELD_VALUES));
  const schema = route.schema?.body as { properties?: Record<string, unknown> } | undefined;
  const keys = [...Object.keys(schema?.properties ?? {}), ...fieldIds, 'unknown_key'];
  const body: Record<string, unknown> = {};
  const n = 1 + Math.floor(rand() * 5);
  for (let i = 0; i < n; i++) body[pick(rand, keys)] = pick(rand, FIELD_VALUES);
  return JSON.stringify(body);
}

/**
 * The systematic cases of a route: each kind of malformed input at least once in every param, the list
 * keys, every declared body key and every form field (the fast slice runs these on every route).
 */
export function systematicCases(
  route: RouteOptions,
  opts: { fieldIds: string[]; realIds: string[] },
): FuzzCase[] {
  const methods = [route.method].flat().filter((m) => m !== 'HEAD');
  const schema = route.schema?.body as { properties?: Record<string, unknown> } | undefined;
  const bodyKeys = Object.keys(schema?.properties ?? {});
  const real = opts.realIds[0] ?? '1';
  const url = (param: string, query = '') => (route.url ?? '').replace(/:([A-Za-z0-9_]+)/g, param) + query;
  const all = (keys: string[], value: unknown) =>
    JSON.stringify(Object.fromEntries(keys.map((k) => [k, value])));
  const variants: { url: string; payload?: string }[] = [
    { url: url('%00', '?s=%00&t=%00&r=%00'), payload: all(bodyKeys, '\u0000') },
    { url: url(real, '?s=a%01b'), payload: all([...bodyKeys, ...opts.fieldIds], 'a\u0000b') },
    { url: url('99999999999999999999999', '?po=-1&pl=1e309'), payload: all(bodyKeys, 1e308) },
    { url: url(real, '?po=99999999999999999999&pl=-5'), payload: all(opts.fieldIds, 1e308) },
    { url: url('abc', '?__proto__=x&constructor=y&d=20241399'), payload: RAW_BODIES[0] },
    { url: url(real, '?d=20240230-20240101&s=x&s=y'), payload: all(opts.fieldIds, { val: {}, number: -1 }) },
    { url: url('-1'), payload: RAW_BODIES[6] },
    { url: url(real), payload: all([...bodyKeys, ...opts.fieldIds], [['\u0000']]) },
  ];
  const cases: FuzzCase[] = [];
  for (const method of methods) {
    for (const v of variants) {
      const withBody = method !== 'GET' && v.payload !== undefined;
      cases.push({
        method,
        url: v.url,
        contentType: withBody ? 'application/json' : undefined,
        payload: withBody ? v.payload : undefined,
        label: `${method} ${v.url} ${withBody ? v.payload!.slice(0, 120) : ''}`,
      });
    }
  }
  return cases;
}

/** Generates n random cases for one route. */
export function casesFor(
  route: RouteOptions,
  rand: () => number,
  n: number,
  opts: { fieldIds: string[]; realIds: string[] },
): FuzzCase[] {
  const methods = [route.method].flat().filter((m) => m !== 'HEAD');
  const cases: FuzzCase[] = [];
  for (let i = 0; i < n && methods.length; i++) {
    const method = pick(rand, methods);
    const url = fillParams(rand, route.url ?? '', opts.realIds) + queryOf(rand, route);
    const withBody = method !== 'GET' && method !== 'HEAD' && rand() < 0.9;
    const payload = withBody ? bodyOf(rand, route, opts.fieldIds) : undefined;
    const contentType = withBody
      ? rand() < 0.9
        ? 'application/json'
        : pick(rand, ['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'])
      : undefined;
    cases.push({
      method,
      url,
      contentType,
      payload,
      label: `${method} ${url} ${contentType ?? ''} ${payload?.slice(0, 120) ?? ''}`,
    });
  }
  return cases;
}

/** Tables whose changes are expected from refused requests (counters, sessions) or not data at all. */
const IGNORED_TABLES = new Set(['sessions', 'rate_limits', 'schema_migrations']);

/** Tables whose rows are never changed, only added (large rows: their count and newest id tell a change). */
const APPEND_ONLY_TABLES = new Set(['schema_versions']);

/**
 * Jobs the server's own timers enqueue and run (PGlite upkeep at start, the trash purge and backups on
 * their schedules): they may start or finish while a case runs, which is no change made by the request.
 */
const TIMER_JOBS = [PGLITE_VACUUM_JOB, TRASH_PURGE_JOB, BACKUP_JOB];
const ROWS_OF: Record<string, string> = {
  jobs: `(SELECT * FROM jobs WHERE kind NOT IN (${TIMER_JOBS.map((k) => `'${k}'`).join(', ')}))`,
};

/** Per database: the one query that fingerprints its data tables (the tables do not change while fuzzing). */
const fingerprintSql = new WeakMap<Db, Promise<string>>();

async function fingerprintQuery(db: Db): Promise<string> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((t) => t.name)
    .filter((name) => !IGNORED_TABLES.has(name));
  return tables
    .map((t) =>
      APPEND_ONLY_TABLES.has(t)
        ? `SELECT '${t}' AS t, count(*) || '/' || coalesce(max(id), 0) AS h FROM "${t}"`
        : `SELECT '${t}' AS t, md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS h FROM ${ROWS_OF[t] ?? `"${t}"`} x`,
    )
    .join(' UNION ALL ');
}

/** A fingerprint of every data table; equal fingerprints = no change. */
export async function dbFingerprint(db: Db): Promise<string> {
  let sql = fingerprintSql.get(db);
  if (!sql) fingerprintSql.set(db, (sql = fingerprintQuery(db)));
  const rows = await db.query<{ t: string; h: string }>(await sql);
  return rows.map((r) => `${r.t}:${r.h}`).join(' ');
}

export interface Role {
  name: string;
  userId: number | null;
}

export interface FuzzFailure {
  role: string;
  label: string;
  status: number;
  reason: string;
}

/** Runs cases as one role; each request gets a fresh session (a case may end or rotate it). */
export async function runCases(
  app: FastifyInstance,
  db: Db,
  role: Role,
  cases: FuzzCase[],
): Promise<FuzzFailure[]> {
  const failures: FuzzFailure[] = [];
  for (const c of cases) {
    const cookie = role.userId === null ? undefined : `sid=${await startSession(db, role.userId, null)}`;
    const write = c.method !== 'GET';
    const before = write ? await dbFingerprint(db) : '';
    const options: InjectOptions = {
      method: c.method as InjectOptions['method'],
      url: c.url,
      headers: { ...(cookie ? { cookie } : {}), ...(c.contentType ? { 'content-type': c.contentType } : {}) },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    };
    const res = await app.inject(options);
    if (res.statusCode >= 500) {
      failures.push({
        role: role.name,
        label: c.label,
        status: res.statusCode,
        reason: res.body.slice(0, 200),
      });
      continue;
    }
    if (!write) continue;
    let ok: unknown;
    try {
      ok = (res.json() as { ok?: unknown }).ok;
    } catch {
      ok = undefined;
    }
    const refused = res.statusCode >= 400 || ok === false;
    if (refused && (await dbFingerprint(db)) !== before) {
      failures.push({
        role: role.name,
        label: c.label,
        status: res.statusCode,
        reason: 'odmietnutá požiadavka zmenila databázu',
      });
    }
  }
  return failures;
}
