// msw server and session fixtures for the shell's component tests (own small handlers, not mocks/).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

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
