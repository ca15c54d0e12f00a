// Whole replies kept per process and valid while the database has not changed (issue 26): a list page
// that nothing has written to since it was built is sent again as it was, for one trivial query.
//
// `pg_current_snapshot()` names the transactions in progress and one past the highest completed one. A
// writing transaction that commits after a snapshot was taken either was in progress then (it leaves the
// in-progress list) or had an id at or past its xmax (xmax moves past it): either way the snapshot's
// text differs. So an equal text means no write has committed since — in this process or any other on the
// same database — and the kept reply is exact. The snapshot is read BEFORE the reply is built: a commit
// during the build can only make the next request miss, never keep a stale reply. Any write anywhere (a
// session touched, a job's heartbeat) empties every kept reply's validity; that costs a rebuild, nothing
// more. Only replies that are a function of the stored data and of the key may be kept (no "today").
import type { Db } from '../../db/types';

export interface KeptReply {
  /** A string, not a Buffer: a Buffer of another realm (the app's tests in jsdom) would be serialized. */
  body: string;
  /** The body's ETag (conditional-replies.ts computes the same for any other reply). */
  etag: string;
}

interface Entry extends KeptReply {
  snapshot: string;
  /** The body's size in UTF-8. */
  bytes: number;
}

/** The database's current snapshot as text (xmin:xmax:in-progress ids). */
export async function databaseSnapshot(db: Db): Promise<string> {
  const row = await db.one<{ s: string }>('SELECT pg_current_snapshot()::text AS s');
  return row!.s;
}

/** Kept replies by key, the least recently used dropped past `maxEntries` or `maxBytes`. */
export class SnapshotReplyCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly etagOf: (body: string) => string,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The reply kept under `key` if the database is unchanged since, else `build()`'s text, then kept. */
  async reply(db: Db, key: string, build: () => Promise<string>): Promise<KeptReply> {
    const snapshot = await databaseSnapshot(db);
    const kept = this.entries.get(key);
    if (kept && kept.snapshot === snapshot) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const body = await build();
    const bytes = Buffer.byteLength(body);
    const entry: Entry = { body, bytes, etag: this.etagOf(body), snapshot };
    this.forget(key);
    if (bytes <= this.maxBytes) {
      this.entries.set(key, entry);
      this.bytes += bytes;
      for (const [oldest, old] of this.entries) {
        if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
        this.forget(oldest, old);
      }
    }
    return entry;
  }

  private forget(key: string, entry = this.entries.get(key)): void {
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** Pages kept per process and database: 200 of ~31 KB are about 6 MB. */
export const KEPT_REPLIES = { entries: 200, bytes: 16 * 1024 * 1024 };
const caches = new WeakMap<Db, SnapshotReplyCache>();

export function snapshotRepliesOf(db: Db, etagOf: (body: string) => string): SnapshotReplyCache {
  let cache = caches.get(db);
  if (!cache)
    caches.set(db, (cache = new SnapshotReplyCache(KEPT_REPLIES.entries, KEPT_REPLIES.bytes, etagOf)));
  return cache;
}

/** A cache key for a request's validated query: the same filters in any order are one key. */
export function queryKey(route: string, query: object): string {
  const entries = Object.entries(query as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${route}?${JSON.stringify(entries)}`;
}
