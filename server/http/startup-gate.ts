// No reply from half-prepared data (issue 36): until the server is ready (the data prepared, the
// ADMIN_EMAIL account made, the job runner started: what GET /api/ready reports), a request waits for it,
// at most WAIT_MS, and otherwise answers 503 with a Slovak message and Retry-After. Only the monitoring
// calls (/api/health, /api/ready, /metrics) answer at once. main.ts opens the gate; an app built without
// one (tests, benchmarks) serves at once.
import type { FastifyInstance } from 'fastify';

/** How long a request made during the start waits for readiness. */
export const WAIT_MS = 10_000;
/** Retry-After of the 503 (seconds). */
export const RETRY_AFTER_S = 2;
export const NOT_READY = {
  ok: false,
  err: 'not_ready',
  message: 'Server sa ešte spúšťa. Skúste to, prosím, o chvíľu znova.',
} as const;

/** The calls that answer during the start: they tell whether the server is ready. */
const MONITORING = new Set(['/api/health', '/api/ready', '/metrics']);

export class StartupGate {
  private isOpen = false;
  private readonly waiters = new Set<(open: boolean) => void>();

  get open(): boolean {
    return this.isOpen;
  }

  /** The server is ready: every waiting request goes on. */
  openGate(): void {
    this.isOpen = true;
    this.release(true);
  }

  /** The server stops before it was ready: every waiting request answers 503 now. */
  abandon(): void {
    this.release(false);
  }

  /** True once open; false after `ms` or when abandoned. */
  wait(ms: number): Promise<boolean> {
    if (this.isOpen) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (open: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve(open);
      };
      const timer = setTimeout(() => done(false), ms);
      timer.unref();
      this.waiters.add(done);
    });
  }

  private release(open: boolean): void {
    for (const waiter of [...this.waiters]) waiter(open);
  }
}

/** The first onRequest hook: a request before readiness waits for it or answers 503. */
export function registerStartupGate(app: FastifyInstance, gate: StartupGate, waitMs = WAIT_MS): void {
  app.addHook('onClose', async () => gate.abandon());
  app.addHook('onRequest', async (request, reply) => {
    if (gate.open || MONITORING.has(request.url.split('?')[0])) return;
    if (await gate.wait(waitMs)) return;
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_S))
      .header('cache-control', 'no-store')
      .send(NOT_READY);
  });
}
