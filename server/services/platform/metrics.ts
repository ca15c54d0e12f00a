// Prometheus metrics of one server process (issue 25), kept by prom-client in a registry per app (tests
// build many apps): requests by route and status with their duration, database query time, job counts
// by kind and state (read from the jobs table at each scrape) and the process's memory and CPU
// (prom-client's default metrics). Created only when METRICS_TOKEN is set; otherwise nothing is counted.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, SqlParam } from '../../db/types';

export interface AppMetrics {
  readonly registry: Registry;
  /** One answered request: the route's URL pattern ('' when no route matched), method, status, seconds. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** The same database with each query's time recorded (a transaction's queries one by one). */
  timedDb(db: Db): Db;
}

/** Seconds; requests and queries of this app take milliseconds, exports and imports seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export function createMetrics(db: Db): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered HTTP requests by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its reply, by method, route pattern and status',
    labelNames,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query time, including the wait for the connection (PGlite: the query turns)',
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'jobs',
    help: 'Background jobs by kind and state (pending, running, done, failed)',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      const rows = await db.query<{ kind: string; status: string; n: number }>(
        'SELECT kind, status, count(*)::int AS n FROM jobs GROUP BY kind, status',
      );
      this.reset();
      for (const row of rows) this.set({ kind: row.kind, state: row.status }, Number(row.n));
    },
  });

  const observeQuery = async <T>(run: () => Promise<T>): Promise<T> => {
    const end = queries.startTimer();
    try {
      return await run();
    } finally {
      end();
    }
  };
  const timedDb = (inner: Db): Db =>
    new Proxy(inner, {
      get(target, key) {
        if (key === 'query')
          return (sql: string, params?: SqlParam[]) => observeQuery(() => target.query(sql, params));
        if (key === 'one')
          return (sql: string, params?: SqlParam[]) => observeQuery(() => target.one(sql, params));
        if (key === 'tx') return <T>(fn: (t: Db) => Promise<T>) => target.tx((t) => fn(timedDb(t)));
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });

  return {
    registry,
    observeRequest(route, method, status, seconds) {
      const labels = { method, route: route || 'unmatched', status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    timedDb,
  };
}
