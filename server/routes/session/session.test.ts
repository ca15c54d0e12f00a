import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { call, describeApi, PASSWORD, signIn, TEST_USERS, type TestContext } from '../../test/harness';
import { fromClient, newUser, uniqueEmail } from '../../test/users';
import { signinEmailKey } from '../../services/auth/rate-limit';

function setCookieHeader(headers: Record<string, unknown>): string {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value.join('\n') : String(value ?? '');
}

describeApi('session', (ctx) => {
  describe_signIn(ctx);
  describe_restoreAndSignOut(ctx);
  describe_switchUser(ctx);
  describe_rateLimit(ctx);
});

function describe_signIn(ctx: () => TestContext): void {
  it('signs in: replies with the user, null lastLogin the first time and the previous sign-in afterwards', async () => {
    const { id, email } = await newUser(ctx(), 'administrator', { name: 'Mária Kováčová' });
    const first = await call(ctx().app, 'PUT', 'session', { body: { email, password: PASSWORD } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      ok: true,
      user: { id, email, name: 'Mária Kováčová', lastLogin: null, perms: ['edit', 'switch_user', 'schemas'] },
      euser: null,
    });
    const stored = await ctx().db.one<{ last_login: Date }>('SELECT last_login FROM users WHERE id = $1', [
      id,
    ]);
    expect(stored?.last_login).toBeTruthy();

    const second = await call(ctx().app, 'PUT', 'session', {
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(second.body.ok).toBe(true);
    const user = second.body.user as { lastLogin: number };
    expect(user.lastLogin).toBe(Math.floor(new Date(stored!.last_login).getTime() / 1000));
  });

  it('gives each kind of user their effective perms', async () => {
    const perms: Record<string, string[]> = {};
    for (const [key, u] of Object.entries(TEST_USERS)) {
      const res = await call(ctx().app, 'PUT', 'session', { body: { email: u.email, password: PASSWORD } });
      perms[key] = (res.body.user as { perms: string[] }).perms;
    }
    expect(perms).toEqual({ admin: ['edit', 'switch_user', 'schemas'], editor: ['edit'], viewer: [] });
  });

  it('sets an httpOnly SameSite session cookie', async () => {
    const res = await call(ctx().app, 'PUT', 'session', {
      body: { email: TEST_USERS.viewer.email, password: PASSWORD },
    });
    const header = setCookieHeader(res.headers);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{20,}/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
  });

  it('answers an unknown e-mail and a wrong password alike with user_not_found and no cookie', async () => {
    const unknown = await call(ctx().app, 'PUT', 'session', {
      body: { email: uniqueEmail('nikto'), password: PASSWORD },
    });
    const wrong = await call(ctx().app, 'PUT', 'session', {
      body: { email: TEST_USERS.viewer.email, password: 'Zle-heslo-1' },
    });
    const empty = await call(ctx().app, 'PUT', 'session', { body: { email: '', password: '' } });
    for (const res of [unknown, wrong, empty]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: false, err: 'user_not_found' });
      expect(res.cookie).toBeUndefined();
    }
  });

  it('tells a blocked and a not activated account apart only when the password is right', async () => {
    const disabled = await newUser(ctx(), 'editor', { status: 'disabled' });
    const inactive = await newUser(ctx(), 'player', { status: 'inactive' });
    const app = ctx().app;
    expect(
      (await call(app, 'PUT', 'session', { body: { email: disabled.email, password: PASSWORD } })).body,
    ).toEqual({ ok: false, err: 'user_disabled' });
    expect(
      (await call(app, 'PUT', 'session', { body: { email: inactive.email, password: PASSWORD } })).body,
    ).toEqual({ ok: false, err: 'user_inactive' });
    const guess = await call(app, 'PUT', 'session', {
      body: { email: disabled.email, password: 'Hadam-123' },
    });
    expect(guess.body).toEqual({ ok: false, err: 'user_not_found' });
    expect(guess.cookie).toBeUndefined();
  });

  it('refuses malformed input with 400', async () => {
    const app = ctx().app;
    const json = { 'content-type': 'application/json' };
    const cases = [
      await call(app, 'PUT', 'session', { body: '{"email": "a@b.sk",', headers: json }),
      await call(app, 'PUT', 'session', { body: { email: 5, password: PASSWORD } }),
      await call(app, 'PUT', 'session', { body: { email: TEST_USERS.admin.email, password: ['x'] } }),
      await call(app, 'PUT', 'session', { body: { email: TEST_USERS.admin.email } }),
      await call(app, 'PUT', 'session', { body: { password: PASSWORD } }),
      await call(app, 'PUT', 'session', { body: [] }),
      await call(app, 'PUT', 'session'),
    ];
    for (const res of cases) {
      expect(res.status).toBe(400);
      expect(res.body.ok).toBe(false);
      expect(res.cookie).toBeUndefined();
    }
  });

  it('refuses a sign-in posted from another site, accepts one from the same site', async () => {
    const body = { email: TEST_USERS.editor.email, password: PASSWORD };
    const cross = await call(ctx().app, 'PUT', 'session', {
      body,
      headers: { origin: 'https://zly.example', host: 'hry.sk' },
    });
    expect(cross.status).toBe(403);
    expect(cross.body).toEqual({ ok: false, err: 'forbidden' });
    expect(cross.cookie).toBeUndefined();
    const same = await call(ctx().app, 'PUT', 'session', {
      body,
      headers: { origin: 'https://hry.sk', host: 'hry.sk' },
    });
    expect(same.status).toBe(200);
    expect(same.body.ok).toBe(true);
  });

  it('rotates the session id at sign-in: the previous cookie stops working', async () => {
    const app = ctx().app;
    const before = await signIn(app, TEST_USERS.editor.email);
    const res = await call(app, 'PUT', 'session', {
      body: { email: TEST_USERS.editor.email, password: PASSWORD },
      cookie: before,
    });
    expect(res.cookie).toBeDefined();
    expect(res.cookie).not.toBe(before);
    expect((await call(app, 'GET', 'session', { cookie: before })).status).toBe(401);
    expect((await call(app, 'GET', 'session', { cookie: res.cookie })).status).toBe(200);
  });

  it('stores only a hash of the session id', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.viewer.email);
    const token = cookie.replace(/^sid=/, '');
    const rows = await ctx().db.query<{ id_hash: string }>('SELECT id_hash FROM sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id_hash === token)).toBe(false);
  });
}

function describe_restoreAndSignOut(ctx: () => TestContext): void {
  it('restores the session with user and euser null', async () => {
    const { id, email } = await newUser(ctx(), 'editor', { name: 'Peter Horváth' });
    const cookie = await signIn(ctx().app, email);
    const res = await call(ctx().app, 'GET', 'session', { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      user: { id, email, name: 'Peter Horváth', lastLogin: expect.any(Number), perms: ['edit'] },
      euser: null,
    });
  });

  it('answers 401 without a session, with an unknown cookie and for a user blocked meanwhile', async () => {
    const app = ctx().app;
    const anonymous = await call(app, 'GET', 'session');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ ok: false, err: 'unauthorized' });
    expect((await call(app, 'GET', 'session', { cookie: 'sid=neplatne' })).status).toBe(401);

    const { id, email } = await newUser(ctx(), 'editor');
    const cookie = await signIn(app, email);
    await ctx().db.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [id]);
    expect((await call(app, 'GET', 'session', { cookie })).status).toBe(401);
  });

  it('answers 401 for an expired session', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.viewer.email);
    await ctx().db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id_hash IN (
      SELECT id_hash FROM sessions ORDER BY created_at DESC LIMIT 1)`);
    expect((await call(ctx().app, 'GET', 'session', { cookie })).status).toBe(401);
  });

  it('signs out: replies ok, clears the cookie and ends the session', async () => {
    const app = ctx().app;
    const cookie = await signIn(app, TEST_USERS.viewer.email);
    const other = await signIn(app, TEST_USERS.viewer.email);
    const res = await call(app, 'DELETE', 'session', { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(setCookieHeader(res.headers)).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await call(app, 'GET', 'session', { cookie })).status).toBe(401);
    expect((await call(app, 'DELETE', 'session', { cookie })).status).toBe(401);
    // Only that session ends; the same user's other session goes on.
    expect((await call(app, 'GET', 'session', { cookie: other })).status).toBe(200);
  });

  it('answers 401 to a sign-out without a session', async () => {
    const res = await call(ctx().app, 'DELETE', 'session');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ ok: false, err: 'unauthorized' });
  });
}

function describe_switchUser(ctx: () => TestContext): void {
  it('lets an admin act as another user with a rotated session id', async () => {
    const app = ctx().app;
    const target = await newUser(ctx(), 'player', { name: 'Jana Nováková' });
    const admin = await newUser(ctx(), 'administrator', { name: 'Admin Prvý' });
    const cookie = await signIn(app, admin.email);

    const res = await call(app, 'POST', 'session', { body: { email: target.email.toUpperCase() }, cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      euser: { id: target.id, email: target.email, name: 'Jana Nováková' },
    });
    expect(res.cookie).toBeDefined();
    expect(res.cookie).not.toBe(cookie);
    expect((await call(app, 'GET', 'session', { cookie })).status).toBe(401);

    const restored = await call(app, 'GET', 'session', { cookie: res.cookie });
    expect(restored.body).toEqual({
      ok: true,
      user: {
        id: admin.id,
        email: admin.email,
        name: 'Admin Prvý',
        lastLogin: expect.any(Number),
        perms: [],
      },
      euser: { id: target.id, email: target.email, name: 'Jana Nováková' },
    });
  });

  it('never grants edit or switch_user while switched', async () => {
    const app = ctx().app;
    const cookie = await signIn(app, TEST_USERS.admin.email);
    const switched = (
      await call(app, 'POST', 'session', { body: { email: TEST_USERS.editor.email }, cookie })
    ).cookie!;
    const again = await call(app, 'POST', 'session', {
      body: { email: TEST_USERS.viewer.email },
      cookie: switched,
    });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ ok: false, err: 'forbidden' });
    const password = await call(app, 'POST', 'settings/password', {
      body: { password: 'Nove-heslo-1' },
      cookie: switched,
    });
    expect(password.status).toBe(403);
    expect(password.body).toEqual({ ok: false, err: 'forbidden' });
    // The refused calls left the switched session as it was.
    const restored = await call(app, 'GET', 'session', { cookie: switched });
    expect((restored.body.euser as { email: string }).email).toBe(TEST_USERS.editor.email);
  });

  it('signing out while switched returns the original user and keeps the session as that user', async () => {
    const app = ctx().app;
    const admin = await newUser(ctx(), 'administrator', { name: 'Admin Druhý' });
    const cookie = await signIn(app, admin.email);
    const switched = (
      await call(app, 'POST', 'session', { body: { email: TEST_USERS.viewer.email }, cookie })
    ).cookie!;

    const out = await call(app, 'DELETE', 'session', { cookie: switched });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({
      ok: true,
      user: {
        id: admin.id,
        email: admin.email,
        name: 'Admin Druhý',
        lastLogin: expect.any(Number),
        perms: ['edit', 'switch_user', 'schemas'],
      },
    });
    expect(out.cookie).toBeDefined();
    expect(out.cookie).not.toBe(switched);
    expect((await call(app, 'GET', 'session', { cookie: switched })).status).toBe(401);

    const back = await call(app, 'GET', 'session', { cookie: out.cookie });
    expect(back.body.euser).toBeNull();
    expect((back.body.user as { perms: string[] }).perms).toEqual(['edit', 'switch_user', 'schemas']);
    // A second sign-out now ends the session for real.
    const end = await call(app, 'DELETE', 'session', { cookie: out.cookie });
    expect(end.body).toEqual({ ok: true });
    expect((await call(app, 'GET', 'session', { cookie: out.cookie })).status).toBe(401);
  });

  it('answers user_not_found for an unknown, blocked or empty e-mail and for oneself, keeping the session', async () => {
    const app = ctx().app;
    const disabled = await newUser(ctx(), 'player', { status: 'disabled' });
    const cookie = await signIn(app, TEST_USERS.admin.email);
    for (const email of [uniqueEmail('nikto'), disabled.email, TEST_USERS.admin.email, '', '  ']) {
      const res = await call(app, 'POST', 'session', { body: { email }, cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: false, err: 'user_not_found' });
      expect(res.cookie).toBeUndefined();
    }
    const restored = await call(app, 'GET', 'session', { cookie });
    expect(restored.body.euser).toBeNull();
  });

  it('allows switching only with switch_user: anonymous 401, viewer and editor 403', async () => {
    const app = ctx().app;
    const body = { email: TEST_USERS.viewer.email };
    const anonymous = await call(app, 'POST', 'session', { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ ok: false, err: 'unauthorized' });
    for (const who of [TEST_USERS.viewer.email, TEST_USERS.editor.email]) {
      const cookie = await signIn(app, who);
      const res = await call(app, 'POST', 'session', { body: { email: TEST_USERS.admin.email }, cookie });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ ok: false, err: 'forbidden' });
      expect(res.cookie).toBeUndefined();
      expect((await call(app, 'GET', 'session', { cookie })).body.euser).toBeNull();
    }
  });

  it('refuses malformed switch requests with 400 (and anonymous ones with 401 first)', async () => {
    const app = ctx().app;
    const cookie = await signIn(app, TEST_USERS.admin.email);
    const json = { 'content-type': 'application/json' };
    for (const res of [
      await call(app, 'POST', 'session', { body: { email: 5 }, cookie }),
      await call(app, 'POST', 'session', { body: {}, cookie }),
      await call(app, 'POST', 'session', { body: '{email', cookie, headers: json }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.ok).toBe(false);
    }
    expect((await call(app, 'POST', 'session', { body: { email: 5 } })).status).toBe(401);
  });
}

function describe_rateLimit(ctx: () => TestContext): void {
  const attempt = (email: string, password: string, headers: Record<string, string> = fromClient()) =>
    call(ctx().app, 'PUT', 'session', { body: { email, password }, headers });
  /** Moves the e-mail's last counted attempt back, as if its current delay were over. */
  const delayOver = (email: string) =>
    ctx().db.query(`UPDATE rate_limits SET last_at = now() - interval '1 hour' WHERE key = $1`, [
      signinEmailKey(email),
    ]);

  it('after 5 failed sign-ins for one e-mail the next attempt waits a growing delay, even with the right password', async () => {
    const { email } = await newUser(ctx(), 'editor');
    for (let i = 0; i < 5; i++) {
      expect((await attempt(email, `Zle-heslo-${i}`)).body).toEqual({ ok: false, err: 'user_not_found' });
    }
    const blocked = await attempt(email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ ok: false, err: 'too_many_requests' });
    expect(blocked.cookie).toBeUndefined();
    expect(Number(blocked.headers['retry-after'])).toBe(1);
    // Other accounts are not affected.
    expect((await attempt(TEST_USERS.editor.email, PASSWORD)).body.ok).toBe(true);
    // Each further failure doubles the delay…
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      await delayOver(email);
      expect((await attempt(email, 'Zle-heslo')).status).toBe(200);
      waits.push(Number((await attempt(email, PASSWORD)).headers['retry-after']));
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    // …but it never becomes a lock: once it is over, the owner signs in.
    await delayOver(email);
    expect((await attempt(email, PASSWORD)).body.ok).toBe(true);
  });

  it('the delay is at most a minute however many attempts are made: the owner is never locked out', async () => {
    const { email } = await newUser(ctx(), 'player');
    for (let i = 0; i < 40; i++) {
      await delayOver(email);
      await attempt(email, 'Zle-heslo-1');
    }
    const res = await attempt(email, PASSWORD);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    const row = await ctx().db.one<{ wait: number }>(
      `SELECT extract(epoch FROM expires_at - now())::float8 AS wait FROM rate_limits WHERE key = $1`,
      [signinEmailKey(email)],
    );
    expect(row!.wait).toBeLessThanOrEqual(15 * 60 + 1);
    await ctx().db.query(`UPDATE rate_limits SET last_at = now() - interval '61 seconds' WHERE key = $1`, [
      signinEmailKey(email),
    ]);
    expect((await attempt(email, PASSWORD)).body.ok).toBe(true);
  });

  it('a successful sign-in resets the e-mail counter', async () => {
    const { email } = await newUser(ctx(), 'player');
    const headers = fromClient();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5; i++) expect((await attempt(email, 'Zle-heslo-1', headers)).status).toBe(200);
      await delayOver(email);
      expect((await attempt(email, PASSWORD, headers)).body.ok).toBe(true);
    }
  });

  it('one client address cannot keep guessing one account: 10 failures refuse that pair only', async () => {
    const { email } = await newUser(ctx(), 'player');
    const attacker = fromClient();
    for (let i = 0; i < 10; i++) {
      await delayOver(email);
      expect((await attempt(email, `Zle-heslo-${i}`, attacker)).status).toBe(200);
    }
    await delayOver(email);
    expect((await attempt(email, PASSWORD, attacker)).status).toBe(429);
    // The owner from another address signs in.
    await delayOver(email);
    expect((await attempt(email, PASSWORD)).body.ok).toBe(true);
  });

  it('failures from one address do not block the other accounts signing in from it (an office behind NAT)', async () => {
    const office = fromClient();
    for (let i = 0; i < 60; i++) {
      expect((await attempt(`hadam-${i}@test.sk`, 'Zle-heslo-1', office)).status).toBe(200);
    }
    expect((await attempt(TEST_USERS.viewer.email, PASSWORD, office)).body.ok).toBe(true);
  });

  it('parallel guesses cannot slip into one delay', async () => {
    const { email } = await newUser(ctx(), 'player');
    for (let i = 0; i < 5; i++) await attempt(email, 'Zle-heslo-1');
    await delayOver(email);
    const replies = await Promise.all(Array.from({ length: 8 }, () => attempt(email, 'Zle-heslo-2')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('shares the counters between server processes through the database', async () => {
    const c = ctx();
    const second = await buildApp({ db: c.db, config: c.config, mailer: { send: async () => undefined } });
    try {
      const { email } = await newUser(c, 'player');
      for (let i = 0; i < 5; i++) {
        const app = i % 2 ? c.app : second;
        await call(app, 'PUT', 'session', {
          body: { email, password: 'Zle-heslo-1' },
          headers: fromClient(),
        });
      }
      for (const app of [c.app, second]) {
        const res = await call(app, 'PUT', 'session', {
          body: { email, password: PASSWORD },
          headers: fromClient(),
        });
        expect(res.status).toBe(429);
      }
    } finally {
      await second.close();
    }
  });
}
