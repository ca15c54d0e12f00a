// Session → user cache on PGlite (issue 13 item 2): a request within SESSION_CACHE_MS of the last one of
// the same session skips the session query, which on PGlite takes a turn at the one embedded database.
// Every change that can end or alter a session reaches the cache at once: database triggers (migration
// 100_session_cache.sql) NOTIFY hry_sessions on any update or delete of a session or user row (sign-out,
// switch-user, the sessions-ended trigger of 050_reliability.sql, password, e-mail, permission and type
// changes, scripts), and PGlite hands the NOTIFY to the listener before the committing query resolves.
// Not on PostgreSQL: there a NOTIFY reaches the other processes (and even this one) a moment after the
// commit, so a request right after a sign-out could still be let in; every request reads the session
// from the pool instead, which is what keeps WORKERS=N processes consistent.
import type { Db } from '../../db/types';
import type { UserRow } from '../records/users';

export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;
const CHANNEL = 'hry_sessions';

export interface CachedAuth {
  user: UserRow;
  euser: UserRow | null;
}

export class SessionCache {
  private readonly entries = new Map<string, { auth: CachedAuth; until: number }>();
  private live = false;
  /** Counts invalidations: an entry read from the database before one of them is not stored. */
  private generation = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_MS) {}

  /** Starts listening; until it does (and after the connection is lost) nothing is cached. */
  async attach(db: Db, log: (line: string) => void): Promise<void> {
    if (!db.listen) return;
    await db.listen(
      CHANNEL,
      (payload) => this.invalidate(payload),
      () => {
        this.live = false;
        this.entries.clear();
        log('Spojenie LISTEN pre vyrovnávaciu pamäť relácií sa prerušilo: relácie sa čítajú z databázy.');
      },
    );
    this.live = true;
  }

  /** The cached session, or undefined. */
  get(sessionHash: string): CachedAuth | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(sessionHash);
    if (!entry) return undefined;
    if (entry.until < Date.now()) {
      this.entries.delete(sessionHash);
      return undefined;
    }
    // A copy: a route may change the user it got without changing what the next request sees.
    return structuredClone(entry.auth);
  }

  /** Taken before the database read whose result is then passed to set. */
  mark(): number {
    return this.generation;
  }

  set(sessionHash: string, auth: CachedAuth, mark: number): void {
    if (!this.live || mark !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionHash, { auth: structuredClone(auth), until: Date.now() + this.ttlMs });
  }

  invalidate(payload: string): void {
    this.generation++;
    if (payload.startsWith('s:')) {
      this.entries.delete(payload.slice(2));
      return;
    }
    if (payload.startsWith('u:')) {
      const id = Number(payload.slice(2));
      for (const [hash, { auth }] of this.entries)
        if (auth.user.id === id || auth.euser?.id === id) this.entries.delete(hash);
      return;
    }
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache of this database handle (one per process); attachSessionCache turns it on. */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db);
}

export async function attachSessionCache(db: Db, log: (line: string) => void): Promise<void> {
  if (caches.has(db) || !db.listen || db.kind !== 'pglite') return;
  const cache = new SessionCache();
  caches.set(db, cache);
  await cache.attach(db, log);
}
