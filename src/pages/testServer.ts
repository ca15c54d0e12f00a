// msw server and session fixtures for the shell's component tests (own small handlers, not mocks/).
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { App } from '../App';
import { resetSessionCache } from '../providers/authProvider';

export const API = '/api/webapp';

export const adminUser = {
  id: 1,
  email: 'admin@hry.sk',
  name: 'Admin',
  lastLogin: 1700000000,
  perms: ['edit', 'switch_user'],
};
export const viewerUser = { id: 3, email: 'hrac@hry.sk', name: 'Hráč', lastLogin: 1700000000, perms: [] };

export const server = setupServer();

/** GET session replies with this session, or 401 when null. */
export function sessionHandler(session: { user: object; euser: object | null } | null) {
  return http.get(`${API}/session`, () =>
    session
      ? HttpResponse.json({ ok: true, ...session })
      : HttpResponse.json({ ok: false, err: 'unauthorized' }, { status: 401 }),
  );
}

export { http, HttpResponse };

/** Registers the msw server, cleanup and a fresh session cache around each test of a file. */
export function setupShellTests() {
  // The whole app renders in jsdom on a shared machine: allow it time.
  configure({ asyncUtilTimeout: 8000 });
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    resetSessionCache();
    localStorage.clear();
  });
}

/** Renders the whole app at a hash route. */
export function openAt(hash: string) {
  window.location.hash = hash;
  return render(createElement(App));
}
