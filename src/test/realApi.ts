// The one setup of the component tests that talk to the REAL server in memory (./realServer.ts: the
// Fastify app on PGlite behind MSW), and the helpers of the screen tests. The tests reach the server only
// through this module (the import boundary lets only src/test/ import server/): what they need from
// there (test users, fixtures) and the faults (./faults.ts) are re-exported below.
//
//   const api = setupRealApi({ role: 'admin' });       // at the top of a test file
//   it('…', async () => { openApp('#/invoices'); await api.ctx.db.query(…); });
//
// It starts the server before the file's tests (signed in as `role`, if given), cleans the rendered
// tree and the faults (./faults.ts) after each test, and closes the server after the file.
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { startRealApi, type RealApi, type TestRole } from './realServer';
import { reset as resetFaults } from './faults';
import { App } from '../App';
import { apiCall } from '../providers/api';
import { resetSessionCache } from '../providers/authProvider';

export type { RealApi, TestRole };
export { startRealApi };
export { abortNext, failNext, networkError, slow, tooLarge } from './faults';
export { PASSWORD, TEST_USERS } from '../../server/test/harness';
export { insertSheet } from '../../server/test/games-fixture';
export { seedZilina } from '../../server/test/search-fixture';
export { filledTemplate, SAMPLE_LEVELS } from '../../server/test/sheet-import-sample';
export { issueToken } from '../../server/services/auth/account-tokens';

export interface SetupRealApiOptions {
  /** Signs in as this test user before the first test. */
  role?: TestRole;
  onUnhandledRequest?: 'error' | 'warn' | 'bypass';
}

/** Registers the real API around the file's tests; the returned object is the RealApi once started. */
export function setupRealApi(options: SetupRealApiOptions = {}): RealApi {
  let started: RealApi | undefined;
  const api = (): RealApi => {
    if (!started) throw new Error('setupRealApi: the server starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    started = await startRealApi({ onUnhandledRequest: options.onUnhandledRequest });
    if (options.role) await started.signInAs(options.role);
  });
  afterEach(() => {
    cleanup();
    resetFaults();
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return {
    get ctx() {
      return api().ctx;
    },
    get server() {
      return api().server;
    },
    signInAs: (role) => api().signInAs(role),
    clearCookies: () => api().clearCookies(),
    cookieHeader: () => api().cookieHeader(),
    close: () => api().close(),
  };
}

/** Renders the whole app at a hash route (signed in through the real API beforehand). */
export function openApp(hash: string) {
  resetSessionCache();
  window.location.hash = hash;
  return render(createElement(App));
}

/** An active game variant the invoice and voucher forms offer; returns the variant id. */
export async function seedGame(
  api: RealApi,
  game = 'Žilinská hra',
  variant = 'Klasik',
  variantNameExtended = 'Klasik – 2 hodiny',
): Promise<number> {
  const g = await api.ctx.db.one<{ id: string }>(
    'INSERT INTO games (name, active) VALUES ($1, true) RETURNING id',
    [game],
  );
  const v = await api.ctx.db.one<{ id: string }>(
    // Received: in the games list's active tab, the options of invoices and vouchers.
    "INSERT INTO variants (game_id, name, status, active, info) VALUES ($1, $2, 'received', true, $3) RETURNING id",
    [Number(g!.id), variant, { name: variant, variantNameExtended }],
  );
  return Number(v!.id);
}

/** PUT {resource} with attrs through the real API; fails the test on a rejection. */
export async function createThroughApi<T = Record<string, unknown>>(
  resource: 'invoices' | 'vouchers',
  attrs: Record<string, unknown>,
): Promise<T> {
  const reply = await apiCall('PUT', resource, attrs);
  if (!reply.ok) throw new Error(`PUT ${resource}: ${JSON.stringify(reply)}`);
  return reply[resource === 'invoices' ? 'invoice' : 'voucher'] as T;
}
