import { HttpResponse } from 'msw';

// One-shot faults for component tests (platform 8: failed call, aborted call, 413, slow reply).
// Each applies to the NEXT request whose API path matches, then is gone; reset() drops the rest.
//
// A pattern is the path after /api/webapp/ without the query: a string where `*` matches anything
// ('users/*/validate'), optionally preceded by a method ('POST users/*'); or a RegExp tested on
// the path with its query ('users?po=0…').

export type PathPattern = string | RegExp;

/** Handle of an injected fault: `hit` resolves with the request once the fault has been applied to it. */
export interface Fault {
  hit: Promise<Request>;
}

/** What a fault does with the request: a response, or undefined to pass it on to the real server. */
type FaultAction = (request: Request) => Promise<Response | undefined>;

interface PendingFault {
  matches(method: string, path: string): boolean;
  action: FaultAction;
  onHit(request: Request): void;
}

const pending: PendingFault[] = [];
/** Releases requests that a fault is still holding (abortNext, slow), so none outlives reset(). */
const holding = new Set<() => void>();

function matcher(pattern: PathPattern): PendingFault['matches'] {
  if (pattern instanceof RegExp) return (_method, path) => pattern.test(path);
  const [, method, glob] = /^(?:(GET|PUT|POST|DELETE|PATCH)\s+)?(.*)$/i.exec(pattern.trim())!;
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  const re = new RegExp(`^${escaped}$`);
  return (m, path) => (!method || method.toUpperCase() === m) && re.test(path.split('?')[0]);
}

function inject(pattern: PathPattern, action: FaultAction): Fault {
  let onHit!: (request: Request) => void;
  const hit = new Promise<Request>((resolve) => (onHit = resolve));
  pending.push({ matches: matcher(pattern), action, onHit });
  return { hit };
}

/** Waits until the request is aborted, `ms` pass (when given) or reset() runs; true when aborted. */
function hold(request: Request, ms?: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (aborted: boolean) => {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', onAbort);
      holding.delete(release);
      resolve(aborted);
    };
    const onAbort = () => done(true);
    const release = () => done(true);
    const timer = ms === undefined ? undefined : setTimeout(() => done(false), ms);
    if (request.signal.aborted) return done(true);
    request.signal.addEventListener('abort', onAbort);
    holding.add(release);
  });
}

/** Applies the first pending fault that matches the request; undefined = pass it to the real server. */
export async function applyFault(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^.*?\/api\/webapp\//, '') + url.search;
  const index = pending.findIndex((f) => f.matches(request.method, path));
  if (index < 0) return undefined;
  const [fault] = pending.splice(index, 1);
  fault.onHit(request);
  return fault.action(request);
}

/** The next matching request fails with an HTTP error status and a body that is not JSON. */
export function failNext(pattern: PathPattern, status = 500): Fault {
  return inject(pattern, async () => {
    return new HttpResponse('<html><body>Chyba servera</body></html>', {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  });
}

/**
 * The next matching request never gets a reply: it stays pending until its signal aborts it (the
 * fetch then rejects with the AbortError) or until reset().
 */
export function abortNext(pattern: PathPattern): Fault {
  return inject(pattern, async (request) => {
    await hold(request);
    return HttpResponse.error();
  });
}

/** The next matching request gets HTTP 413 {ok:false, err:'size_limit_exceeded'} (platform 7.8). */
export function tooLarge(pattern: PathPattern): Fault {
  return inject(pattern, async () =>
    HttpResponse.json({ ok: false, err: 'size_limit_exceeded' }, { status: 413 }),
  );
}

/** The next matching request waits `ms`, then reaches the real server (unless aborted meanwhile). */
export function slow(pattern: PathPattern, ms: number): Fault {
  return inject(pattern, async (request) => {
    const aborted = await hold(request, ms);
    return aborted ? HttpResponse.error() : undefined;
  });
}

/** The next matching request fails as a network error (fetch rejects with a TypeError). */
export function networkError(pattern: PathPattern): Fault {
  return inject(pattern, async () => HttpResponse.error());
}

/** Drops every fault not yet applied and releases the requests still held. */
export function reset(): void {
  pending.length = 0;
  for (const release of [...holding]) release();
}
