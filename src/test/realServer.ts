import { http } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { InjectOptions } from 'fastify';
import { createTestContext, PASSWORD, TEST_USERS, type TestContext } from '../../server/test/harness';
import { applyFault, reset as resetFaults } from './faults';

// Component tests talk to the REAL server: MSW catches the app's requests to /api/webapp and hands them
// to the Fastify app built in memory on PGlite (app.inject), so there is no second implementation of
// the API. Faults (./faults.ts) are applied before a request reaches the server.
//
//   let api: RealApi;
//   beforeAll(async () => { api = await startRealApi(); await api.signInAs('editor'); });
//   afterEach(() => resetFaults());            // from ./faults (reset)
//   afterAll(() => api.close());

export type TestRole = keyof typeof TEST_USERS;

export interface RealApi {
  /** The real app and its database (for assertions and setup). */
  ctx: TestContext;
  server: SetupServer;
  /** Signs in through the real PUT session; the session cookie goes to the jar. Returns the reply. */
  signInAs(role: TestRole): Promise<Record<string, unknown>>;
  /** Forgets every cookie (signed out from the client's side). */
  clearCookies(): void;
  /** The Cookie header the next request will carry, if any. */
  cookieHeader(): string | undefined;
  close(): Promise<void>;
}

/** Cookies set by the server, sent back on every request (jsdom's fetch keeps none). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string | undefined {
    if (!this.cookies.size) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(set: { name: string; value: string; maxAge?: number; expires?: Date }[]): void {
    for (const c of set) {
      const expired = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  clear(): void {
    this.cookies.clear();
  }
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

function responseHeaders(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
  }
  return headers;
}

/** Starts the real server in memory (PGlite, migrations, the three TEST_USERS) behind MSW. */
export async function startRealApi(
  options: { onUnhandledRequest?: 'error' | 'warn' | 'bypass' } = {},
): Promise<RealApi> {
  const ctx = await createTestContext('pglite');
  const jar = new CookieJar();

  async function forward(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    headers.host = url.host;
    const cookie = [headers.cookie, jar.header()].filter(Boolean).join('; ');
    if (cookie) headers.cookie = cookie;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const payload = hasBody ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await ctx.app.inject({
      method: request.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers,
      ...(payload?.length ? { payload } : {}),
    });
    jar.store(res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]);
    const empty = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: responseHeaders(res.headers),
    });
  }

  const server = setupServer(
    http.all('*/api/webapp/*', async ({ request }) => (await applyFault(request)) ?? forward(request)),
  );
  server.listen({ onUnhandledRequest: options.onUnhandledRequest ?? 'error' });

  return {
    ctx,
    server,
    async signInAs(role) {
      const res = await forward(
        new Request('http://localhost/api/webapp/session', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: TEST_USERS[role].email, password: PASSWORD }),
        }),
      );
      const body = (await res.json()) as Record<string, unknown>;
      if (!body.ok) throw new Error(`Prihlásenie (${role}) zlyhalo: ${res.status} ${JSON.stringify(body)}`);
      return body;
    },
    clearCookies: () => jar.clear(),
    cookieHeader: () => jar.header(),
    async close() {
      resetFaults();
      server.close();
      await ctx.close();
    },
  };
}
