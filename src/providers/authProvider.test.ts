import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, resetSessionCache } from './authProvider';

function answer(status: number, json: unknown) {
  return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
}

const SESSION = { ok: true, user: { id: 1, email: 'admin@hry.sk', perms: ['edit'] }, euser: null };

describe('authProvider.checkError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetSessionCache();
    window.location.hash = '';
  });

  it('ignores errors other than 401', async () => {
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('sends a signed-in user whose session ended to sign-in', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(200, SESSION));
    await authProvider.checkAuth({});
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      redirectTo: '/signin',
      message: false,
    });
  });

  it('keeps a signed-out page (a reset link) when a late 401 of a signed-in request arrives', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(200, SESSION))
      .mockResolvedValueOnce(answer(200, { ok: true }));
    await authProvider.checkAuth({});
    await expect(authProvider.logout({})).resolves.toBe('/signin');
    window.location.hash = '#/reset/token-z-e-mailu';
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      redirectTo: false,
      message: false,
    });
  });

  it('still sends a signed-out visitor of another page to sign-in', async () => {
    window.location.hash = '#/games';
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      redirectTo: '/signin',
      message: false,
    });
  });
});
