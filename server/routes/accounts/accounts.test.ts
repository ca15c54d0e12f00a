import { expect, it } from 'vitest';
import { hashToken } from '../../services/auth/tokens';
import type { MailMessage } from '../../services/platform/mail';
import { call, describeApi, PASSWORD, signIn, TEST_USERS, type TestContext } from '../../test/harness';
import { fromClient, newUser, uniqueEmail } from '../../test/users';
import { createAccount } from '../../services/auth/accounts';

const JSON_TYPE = { 'content-type': 'application/json' };

function mailTo(ctx: TestContext, email: string): MailMessage | undefined {
  return ctx.mails.filter((m) => m.to === email).at(-1);
}

function tokenIn(mail: MailMessage | undefined, kind: 'reset' | 'activate'): string {
  const token = new RegExp(`/#/${kind}/([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`V e-maile chýba odkaz ${kind}: ${mail?.text}`);
  return token;
}

function startReset(ctx: TestContext, email: string, headers: Record<string, string> = {}) {
  return call(ctx.app, 'PUT', 'accounts/reset', {
    body: { email },
    headers: { ...fromClient(), ...headers },
  });
}

/** Starts a reset for email and returns the token from the mailed link. */
async function resetToken(ctx: TestContext, email: string): Promise<string> {
  const res = await startReset(ctx, email);
  expect(res.body).toEqual({ ok: true });
  return tokenIn(mailTo(ctx, email), 'reset');
}

function signUp(ctx: TestContext, body: unknown) {
  return call(ctx.app, 'PUT', 'accounts', { body, headers: fromClient() });
}

async function signInReply(ctx: TestContext, email: string, password: string) {
  return (await call(ctx.app, 'PUT', 'session', { body: { email, password }, headers: fromClient() })).body;
}

async function expireToken(ctx: TestContext, token: string): Promise<void> {
  await ctx.db.query(
    `UPDATE account_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`,
    [hashToken(token)],
  );
}

describeApi('accounts: password reset', (ctx) => {
  it('mails a Slovak message whose link ignores the Origin and Host headers', async () => {
    const { email } = await newUser(ctx(), 'editor');
    const res = await startReset(ctx(), email, { origin: 'https://zly.example', host: 'zly.example' });
    expect(res.body).toEqual({ ok: true });
    const mail = mailTo(ctx(), email)!;
    expect(mail.subject).toBe('Obnovenie hesla');
    expect(mail.text).toContain('Dobrý deň');
    expect(mail.text).toMatch(/platí 1 hodinu/);
    expect(mail.text).not.toContain('zly.example');
    expect(mail.text).toMatch(/^http:\/\/127\.0\.0\.1:8080\/#\/reset\/[A-Za-z0-9_-]{20,}$/m);
  });

  it('builds the link from PUBLIC_URL when it is configured', async () => {
    const { email } = await newUser(ctx(), 'player');
    ctx().config.publicUrl = 'https://hry.example.sk';
    try {
      await startReset(ctx(), email, { host: 'backoffice.local:8080' });
    } finally {
      ctx().config.publicUrl = undefined;
    }
    expect(mailTo(ctx(), email)!.text).toMatch(/^https:\/\/hry\.example\.sk\/#\/reset\/[A-Za-z0-9_-]+$/m);
  });

  it('does not let a contact without a password take over its e-mail through a reset', async () => {
    const email = uniqueEmail('kontakt');
    await createAccount(ctx().db, { email, type: 'player' });
    const res = await startReset(ctx(), email);
    expect(res.body).toEqual({ ok: false, err: 'user_not_found' });
    expect(mailTo(ctx(), email)).toBeUndefined();
  });

  it('stores the token only hashed, as a reset token valid for one hour', async () => {
    const { id, email } = await newUser(ctx(), 'player');
    const token = await resetToken(ctx(), email);
    const rows = await ctx().db.query<{ token_hash: string; kind: string; minutes: number }>(
      `SELECT token_hash, kind, round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes
       FROM account_tokens WHERE user_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ token_hash: hashToken(token), kind: 'reset', minutes: 60 }]);
    const plain = await ctx().db.query('SELECT 1 FROM account_tokens WHERE token_hash = $1', [token]);
    expect(plain).toEqual([]);
  });

  it('answers user_not_found for an unknown e-mail and user_disabled for a blocked account, mailing nothing', async () => {
    const disabled = await newUser(ctx(), 'editor', { status: 'disabled' });
    const unknown = uniqueEmail('nikto');
    const sent = ctx().mails.length;
    expect((await startReset(ctx(), unknown)).body).toEqual({ ok: false, err: 'user_not_found' });
    expect((await startReset(ctx(), '')).body).toEqual({ ok: false, err: 'user_not_found' });
    expect((await startReset(ctx(), disabled.email)).body).toEqual({ ok: false, err: 'user_disabled' });
    expect(ctx().mails.length).toBe(sent);
  });

  it('checks a token: ok for a fresh one, user_not_found for an unknown one', async () => {
    const { email } = await newUser(ctx(), 'player');
    const token = await resetToken(ctx(), email);
    expect((await call(ctx().app, 'GET', `accounts/reset/${token}`)).body).toEqual({ ok: true });
    for (const bad of ['neznamy-token', `${token}x`, 'a%20b']) {
      const res = await call(ctx().app, 'GET', `accounts/reset/${bad}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: false, err: 'user_not_found' });
    }
  });

  it('answers token_expired for an expired token, on check and on completion', async () => {
    const { email } = await newUser(ctx(), 'player');
    const token = await resetToken(ctx(), email);
    await expireToken(ctx(), token);
    expect((await call(ctx().app, 'GET', `accounts/reset/${token}`)).body).toEqual({
      ok: false,
      err: 'token_expired',
    });
    const done = await call(ctx().app, 'POST', `accounts/reset/${token}`, {
      body: { password: 'Nove-heslo-1' },
    });
    expect(done.body).toEqual({ ok: false, err: 'token_expired' });
    expect((await signInReply(ctx(), email, PASSWORD)).ok).toBe(true);
  });

  it('answers user_disabled when the account was blocked after the mail was sent', async () => {
    const { id, email } = await newUser(ctx(), 'player');
    const token = await resetToken(ctx(), email);
    await ctx().db.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [id]);
    expect((await call(ctx().app, 'GET', `accounts/reset/${token}`)).body).toEqual({
      ok: false,
      err: 'user_disabled',
    });
    const done = await call(ctx().app, 'POST', `accounts/reset/${token}`, {
      body: { password: 'Nove-heslo-1' },
    });
    expect(done.body).toEqual({ ok: false, err: 'user_disabled' });
  });

  it('completes a reset: sets the password, uses up the token and ends the user’s sessions', async () => {
    const app = ctx().app;
    const { email } = await newUser(ctx(), 'editor');
    const session = await signIn(app, email);
    const bystander = await signIn(app, TEST_USERS.viewer.email);
    const token = await resetToken(ctx(), email);

    const res = await call(app, 'POST', `accounts/reset/${token}`, { body: { password: 'Nove-heslo-2' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await signInReply(ctx(), email, PASSWORD)).toEqual({ ok: false, err: 'user_not_found' });
    expect((await signInReply(ctx(), email, 'Nove-heslo-2')).ok).toBe(true);
    expect((await call(app, 'GET', 'session', { cookie: session })).status).toBe(401);
    expect((await call(app, 'GET', 'session', { cookie: bystander })).status).toBe(200);

    // Single use: the same link no longer works.
    expect((await call(app, 'GET', `accounts/reset/${token}`)).body).toEqual({
      ok: false,
      err: 'user_not_found',
    });
    const again = await call(app, 'POST', `accounts/reset/${token}`, {
      body: { password: 'Tretie-heslo-3' },
    });
    expect(again.body).toEqual({ ok: false, err: 'user_not_found' });
    expect((await signInReply(ctx(), email, 'Nove-heslo-2')).ok).toBe(true);
  });

  it('invalidates older reset links once one of them was used', async () => {
    const { email } = await newUser(ctx(), 'player');
    const older = await resetToken(ctx(), email);
    const newer = await resetToken(ctx(), email);
    expect(older).not.toBe(newer);
    const res = await call(ctx().app, 'POST', `accounts/reset/${newer}`, {
      body: { password: 'Nove-heslo-4' },
    });
    expect(res.body).toEqual({ ok: true });
    expect((await call(ctx().app, 'GET', `accounts/reset/${older}`)).body).toEqual({
      ok: false,
      err: 'user_not_found',
    });
  });

  it('refuses a weak password with password_weak and leaves the token usable', async () => {
    const { email } = await newUser(ctx(), 'player');
    const token = await resetToken(ctx(), email);
    for (const password of ['kratke1', 'ibapismena', '12345678901']) {
      const res = await call(ctx().app, 'POST', `accounts/reset/${token}`, { body: { password } });
      expect(res.body).toEqual({ ok: false, err: 'password_weak' });
    }
    const mismatch = await call(ctx().app, 'POST', `accounts/reset/${token}`, {
      body: { password: 'Nove-heslo-5', password2: 'Nove-heslo-6' },
    });
    expect(mismatch.body).toEqual({ ok: false, err: 'password_not_match' });
    expect((await call(ctx().app, 'GET', `accounts/reset/${token}`)).body).toEqual({ ok: true });
    const ok = await call(ctx().app, 'POST', `accounts/reset/${token}`, {
      body: { password: 'Nove-heslo-5', password2: 'Nove-heslo-5' },
    });
    expect(ok.body).toEqual({ ok: true });
  });

  it('does not accept an activation token as a reset token', async () => {
    const email = uniqueEmail('registracia');
    await signUp(ctx(), { email, password: 'Heslo-na-start-1' });
    const token = tokenIn(mailTo(ctx(), email), 'activate');
    expect((await call(ctx().app, 'GET', `accounts/reset/${token}`)).body).toEqual({
      ok: false,
      err: 'user_not_found',
    });
  });

  it('clears a sign-in lockout of the account once the reset is completed', async () => {
    const { email } = await newUser(ctx(), 'player');
    for (let i = 0; i < 11; i++) await signInReply(ctx(), email, 'Zle-heslo-1');
    const locked = await call(ctx().app, 'PUT', 'session', {
      body: { email, password: PASSWORD },
      headers: fromClient(),
    });
    expect(locked.status).toBe(429);
    const token = await resetToken(ctx(), email);
    await call(ctx().app, 'POST', `accounts/reset/${token}`, { body: { password: 'Nove-heslo-9' } });
    expect((await signInReply(ctx(), email, 'Nove-heslo-9')).ok).toBe(true);
  });

  it('works the same for anonymous and signed-in callers', async () => {
    const { email } = await newUser(ctx(), 'player');
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    const res = await call(ctx().app, 'PUT', 'accounts/reset', {
      body: { email },
      cookie,
      headers: fromClient(),
    });
    expect(res.body).toEqual({ ok: true });
    const token = tokenIn(mailTo(ctx(), email), 'reset');
    expect((await call(ctx().app, 'GET', `accounts/reset/${token}`, { cookie })).body).toEqual({ ok: true });
  });

  it('refuses malformed input with 400 and a cross-site request with 403', async () => {
    const app = ctx().app;
    const { email } = await newUser(ctx(), 'player');
    const token = await resetToken(ctx(), email);
    for (const res of [
      await call(app, 'PUT', 'accounts/reset', { body: { email: 5 } }),
      await call(app, 'PUT', 'accounts/reset', { body: {} }),
      await call(app, 'PUT', 'accounts/reset', { body: '{"email"', headers: JSON_TYPE }),
      await call(app, 'POST', `accounts/reset/${token}`, { body: { password: 5 } }),
      await call(app, 'POST', `accounts/reset/${token}`, { body: {} }),
      await call(app, 'POST', `accounts/reset/${token}`, { body: '{', headers: JSON_TYPE }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.ok).toBe(false);
    }
    // Far longer than any issued token: the router refuses it before any lookup.
    expect((await call(app, 'GET', `accounts/reset/${'x'.repeat(300)}`)).status).toBe(414);
    const cross = await call(app, 'POST', `accounts/reset/${token}`, {
      body: { password: 'Nove-heslo-1' },
      headers: { origin: 'https://zly.example', host: 'hry.sk' },
    });
    expect(cross.status).toBe(403);
    expect((await call(app, 'GET', `accounts/reset/${token}`)).body).toEqual({ ok: true });
  });

  it('answers 429 after too many reset requests from one client address', async () => {
    const { email } = await newUser(ctx(), 'player');
    const headers = fromClient();
    for (let i = 0; i < 20; i++) expect((await startReset(ctx(), email, headers)).status).toBe(200);
    const blocked = await startReset(ctx(), email, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ ok: false, err: 'too_many_requests' });
    expect((await startReset(ctx(), email)).status).toBe(200);
  });
});

describeApi('accounts: sign-up and activation', (ctx) => {
  it('creates an inactive player without perms and mails a Slovak activation link', async () => {
    const email = uniqueEmail('novy');
    const res = await call(ctx().app, 'PUT', 'accounts', {
      body: { email, password: 'Moje-heslo-1', name: 'Ján Nový' },
      headers: { ...fromClient() },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.cookie).toBeUndefined();
    const row = await ctx().db.one<{
      id: number;
      type: string;
      status: string;
      perms: string[];
      name: string;
    }>(`SELECT id, type, status, perms, info->>'name' AS name FROM users WHERE email = $1`, [email]);
    expect(row).toMatchObject({ type: 'player', status: 'inactive', perms: [], name: 'Ján Nový' });

    const mail = mailTo(ctx(), email)!;
    expect(mail.subject).toBe('Aktivácia účtu');
    expect(mail.text).toMatch(/^http:\/\/127\.0\.0\.1:8080\/#\/activate\/[A-Za-z0-9_-]{20,}$/m);
    const token = tokenIn(mail, 'activate');
    const stored = await ctx().db.query<{ token_hash: string; kind: string; hours: number }>(
      `SELECT token_hash, kind, round(extract(epoch FROM expires_at - now()) / 3600)::int AS hours
       FROM account_tokens WHERE user_id = $1`,
      [row!.id],
    );
    expect(stored).toEqual([{ token_hash: hashToken(token), kind: 'activate', hours: 48 }]);
  });

  it('activates once: the user can then sign in with no perms; a second activation says user_active', async () => {
    const email = uniqueEmail('aktivacia');
    await signUp(ctx(), { email, password: 'Moje-heslo-2' });
    expect(await signInReply(ctx(), email, 'Moje-heslo-2')).toEqual({ ok: false, err: 'user_inactive' });
    const token = tokenIn(mailTo(ctx(), email), 'activate');

    const res = await call(ctx().app, 'POST', `accounts/activate/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const signedIn = await signInReply(ctx(), email, 'Moje-heslo-2');
    expect(signedIn).toMatchObject({ ok: true, user: { email, name: '', lastLogin: null, perms: [] } });

    expect((await call(ctx().app, 'POST', `accounts/activate/${token}`)).body).toEqual({
      ok: false,
      err: 'user_active',
    });
  });

  it('answers user_not_found, token_expired and user_disabled for bad activation links', async () => {
    const app = ctx().app;
    expect((await call(app, 'POST', 'accounts/activate/neznamy-token')).body).toEqual({
      ok: false,
      err: 'user_not_found',
    });

    const expiredEmail = uniqueEmail('expirovany');
    await signUp(ctx(), { email: expiredEmail, password: 'Moje-heslo-3' });
    const expired = tokenIn(mailTo(ctx(), expiredEmail), 'activate');
    await expireToken(ctx(), expired);
    expect((await call(app, 'POST', `accounts/activate/${expired}`)).body).toEqual({
      ok: false,
      err: 'token_expired',
    });
    expect(await signInReply(ctx(), expiredEmail, 'Moje-heslo-3')).toEqual({
      ok: false,
      err: 'user_inactive',
    });

    const blockedEmail = uniqueEmail('blokovany');
    await signUp(ctx(), { email: blockedEmail, password: 'Moje-heslo-4' });
    const blocked = tokenIn(mailTo(ctx(), blockedEmail), 'activate');
    await ctx().db.query(`UPDATE users SET status = 'disabled' WHERE email = $1`, [blockedEmail]);
    expect((await call(app, 'POST', `accounts/activate/${blocked}`)).body).toEqual({
      ok: false,
      err: 'user_disabled',
    });
  });

  it('does not accept a reset token as an activation token', async () => {
    const { email } = await newUser(ctx(), 'player', { status: 'inactive' });
    const token = await resetToken(ctx(), email);
    expect((await call(ctx().app, 'POST', `accounts/activate/${token}`)).body).toEqual({
      ok: false,
      err: 'user_not_found',
    });
  });

  it('answers email_invalid, password_weak and email_exists without creating anyone', async () => {
    const before = await ctx().db.one<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const sent = ctx().mails.length;
    for (const email of ['', 'bez-zavinaca', 'a@b', 'medzera v@test.sk', '@test.sk']) {
      expect((await signUp(ctx(), { email, password: 'Moje-heslo-5' })).body).toEqual({
        ok: false,
        err: 'email_invalid',
      });
    }
    for (const password of ['kratke1', 'ibapismena']) {
      expect((await signUp(ctx(), { email: uniqueEmail('slabe'), password })).body).toEqual({
        ok: false,
        err: 'password_weak',
      });
    }
    expect(
      (
        await signUp(ctx(), {
          email: uniqueEmail('zhoda'),
          password: 'Moje-heslo-5',
          password2: 'Ine-heslo-5',
        })
      ).body,
    ).toEqual({ ok: false, err: 'password_not_match' });
    for (const email of [
      TEST_USERS.editor.email,
      TEST_USERS.admin.email.toUpperCase(),
      ` ${TEST_USERS.viewer.email} `,
    ]) {
      expect((await signUp(ctx(), { email, password: 'Moje-heslo-5' })).body).toEqual({
        ok: false,
        err: 'email_exists',
      });
    }
    const after = await ctx().db.one<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after!.n).toBe(before!.n);
    expect(ctx().mails.length).toBe(sent);
    expect((await signInReply(ctx(), TEST_USERS.editor.email, PASSWORD)).ok).toBe(true);
  });

  it('answers email_exists for an inactive account an administrator created', async () => {
    const { email } = await newUser(ctx(), 'editor', { status: 'inactive' });
    expect((await signUp(ctx(), { email, password: 'Moje-heslo-6' })).body).toEqual({
      ok: false,
      err: 'email_exists',
    });
  });

  it('sends a new link when someone registers again before activating, and only that link works', async () => {
    const email = uniqueEmail('znova');
    await signUp(ctx(), { email, password: 'Prve-heslo-1' });
    const first = tokenIn(mailTo(ctx(), email), 'activate');
    await expireToken(ctx(), first);
    expect((await signUp(ctx(), { email, password: 'Druhe-heslo-2', name: 'Eva' })).body).toEqual({
      ok: true,
    });
    const second = tokenIn(mailTo(ctx(), email), 'activate');
    expect(second).not.toBe(first);
    expect((await call(ctx().app, 'POST', `accounts/activate/${first}`)).body.ok).toBe(false);
    expect((await call(ctx().app, 'POST', `accounts/activate/${second}`)).body).toEqual({ ok: true });
    expect(await signInReply(ctx(), email, 'Prve-heslo-1')).toEqual({ ok: false, err: 'user_not_found' });
    expect(await signInReply(ctx(), email, 'Druhe-heslo-2')).toMatchObject({
      ok: true,
      user: { name: 'Eva' },
    });
    expect((await signUp(ctx(), { email, password: 'Tretie-heslo-3' })).body).toEqual({
      ok: false,
      err: 'email_exists',
    });
  });

  it('a second sign-up while the first link still works does not replace the first password', async () => {
    const email = uniqueEmail('prevzatie');
    await signUp(ctx(), { email, password: 'Prve-heslo-1', name: 'Prvý' });
    const first = tokenIn(mailTo(ctx(), email), 'activate');
    const sent = ctx().mails.length;
    expect((await signUp(ctx(), { email, password: 'Utocnik-heslo-2', name: 'Druhý' })).body).toEqual({
      ok: false,
      err: 'email_exists',
    });
    expect(ctx().mails.length).toBe(sent);
    expect((await call(ctx().app, 'POST', `accounts/activate/${first}`)).body).toEqual({ ok: true });
    expect(await signInReply(ctx(), email, 'Utocnik-heslo-2')).toEqual({ ok: false, err: 'user_not_found' });
    expect(await signInReply(ctx(), email, 'Prve-heslo-1')).toMatchObject({
      ok: true,
      user: { name: 'Prvý' },
    });
  });

  it('refuses malformed input with 400 and a cross-site sign-up with 403', async () => {
    const app = ctx().app;
    const email = uniqueEmail('zle');
    for (const res of [
      await signUp(ctx(), { email: 5, password: 'Moje-heslo-7' }),
      await signUp(ctx(), { email, password: 12345678 }),
      await signUp(ctx(), { email, password: 'Moje-heslo-7', name: { first: 'A' } }),
      await signUp(ctx(), { email }),
      await signUp(ctx(), { password: 'Moje-heslo-7' }),
      await call(app, 'PUT', 'accounts', { body: '{"email":', headers: { ...JSON_TYPE, ...fromClient() } }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.ok).toBe(false);
    }
    expect((await call(app, 'POST', `accounts/activate/${'x'.repeat(300)}`)).status).toBe(414);
    const cross = await call(app, 'PUT', 'accounts', {
      body: { email, password: 'Moje-heslo-7' },
      headers: { ...fromClient(), origin: 'https://zly.example', host: 'hry.sk' },
    });
    expect(cross.status).toBe(403);
    expect(await ctx().db.query('SELECT 1 FROM users WHERE email = $1', [email])).toEqual([]);
  });

  it('answers 429 after too many sign-ups from one client address', async () => {
    const headers = fromClient();
    for (let i = 0; i < 20; i++) {
      const res = await call(ctx().app, 'PUT', 'accounts', {
        body: { email: 'zle', password: 'x' },
        headers,
      });
      expect(res.body).toEqual({ ok: false, err: 'email_invalid' });
    }
    const blocked = await call(ctx().app, 'PUT', 'accounts', {
      body: { email: uniqueEmail('limit'), password: 'Moje-heslo-8' },
      headers,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ ok: false, err: 'too_many_requests' });
  });
});
