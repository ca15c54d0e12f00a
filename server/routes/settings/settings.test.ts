import { expect, it } from 'vitest';
import { call, describeApi, PASSWORD, signIn, TEST_USERS, type TestContext } from '../../test/harness';
import { newUser } from '../../test/users';

async function signInReply(ctx: TestContext, email: string, password: string) {
  return (await call(ctx.app, 'PUT', 'session', { body: { email, password } })).body;
}

describeApi('settings', (ctx) => {
  it('changes the password of the signed-in user: the new one works, the old one not', async () => {
    const { email } = await newUser(ctx(), 'editor');
    const cookie = await signIn(ctx().app, email);
    const res = await call(ctx().app, 'POST', 'settings/password', {
      body: { password: 'Nove-heslo-7' },
      cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await signInReply(ctx(), email, PASSWORD)).toEqual({ ok: false, err: 'user_not_found' });
    expect((await signInReply(ctx(), email, 'Nove-heslo-7')).ok).toBe(true);
  });

  it('keeps the session that changed the password and ends the user’s other sessions', async () => {
    const app = ctx().app;
    const { email } = await newUser(ctx(), 'administrator');
    const cookie = await signIn(app, email);
    const elsewhere = await signIn(app, email);
    const bystander = await signIn(app, TEST_USERS.editor.email);
    const res = await call(app, 'POST', 'settings/password', { body: { password: 'Ine-heslo-8' }, cookie });
    expect(res.body).toEqual({ ok: true });
    expect((await call(app, 'GET', 'session', { cookie })).status).toBe(200);
    expect((await call(app, 'GET', 'session', { cookie: elsewhere })).status).toBe(401);
    expect((await call(app, 'GET', 'session', { cookie: bystander })).status).toBe(200);
  });

  it('refuses a weak password with password_weak and keeps the old one', async () => {
    const { email } = await newUser(ctx(), 'editor');
    const cookie = await signIn(ctx().app, email);
    for (const password of ['', 'Kr4tke', 'lenpismena', '1234567890', 'ŽltýKôň']) {
      const res = await call(ctx().app, 'POST', 'settings/password', { body: { password }, cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: false, err: 'password_weak' });
    }
    expect((await signInReply(ctx(), email, PASSWORD)).ok).toBe(true);
  });

  it('answers password_not_match when a confirmation is sent and differs', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.editor.email);
    const res = await call(ctx().app, 'POST', 'settings/password', {
      body: { password: 'Nove-heslo-7', password2: 'Nove-heslo-8' },
      cookie,
    });
    expect(res.body).toEqual({ ok: false, err: 'password_not_match' });
    expect((await signInReply(ctx(), TEST_USERS.editor.email, PASSWORD)).ok).toBe(true);
  });

  it('is for users with edit only: anonymous 401, viewer 403, switched admin 403', async () => {
    const app = ctx().app;
    const body = { password: 'Nove-heslo-9' };
    const anonymous = await call(app, 'POST', 'settings/password', { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ ok: false, err: 'unauthorized' });

    const viewer = await signIn(app, TEST_USERS.viewer.email);
    const asViewer = await call(app, 'POST', 'settings/password', { body, cookie: viewer });
    expect(asViewer.status).toBe(403);
    expect(asViewer.body).toEqual({ ok: false, err: 'forbidden' });

    const admin = await signIn(app, TEST_USERS.admin.email);
    const switched = (
      await call(app, 'POST', 'session', { body: { email: TEST_USERS.editor.email }, cookie: admin })
    ).cookie!;
    const asSwitched = await call(app, 'POST', 'settings/password', { body, cookie: switched });
    expect(asSwitched.status).toBe(403);
    expect(asSwitched.body).toEqual({ ok: false, err: 'forbidden' });

    // Nobody's password changed.
    for (const u of [TEST_USERS.viewer, TEST_USERS.admin, TEST_USERS.editor]) {
      expect((await signInReply(ctx(), u.email, PASSWORD)).ok).toBe(true);
    }
  });

  it('lets an editor and an admin change their own password', async () => {
    for (const type of ['editor', 'administrator'] as const) {
      const { email } = await newUser(ctx(), type);
      const cookie = await signIn(ctx().app, email);
      const res = await call(ctx().app, 'POST', 'settings/password', {
        body: { password: 'Vlastne-1' },
        cookie,
      });
      expect(res.body).toEqual({ ok: true });
      expect((await signInReply(ctx(), email, 'Vlastne-1')).ok).toBe(true);
    }
  });

  it('refuses malformed input with 400', async () => {
    const app = ctx().app;
    const cookie = await signIn(app, TEST_USERS.editor.email);
    const json = { 'content-type': 'application/json' };
    for (const res of [
      await call(app, 'POST', 'settings/password', { body: '{"password":', cookie, headers: json }),
      await call(app, 'POST', 'settings/password', { body: { password: 12345678 }, cookie }),
      await call(app, 'POST', 'settings/password', {
        body: { password: 'Nove-heslo-1', password2: 1 },
        cookie,
      }),
      await call(app, 'POST', 'settings/password', { body: {}, cookie }),
      await call(app, 'POST', 'settings/password', { cookie }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.ok).toBe(false);
    }
    expect((await signInReply(ctx(), TEST_USERS.editor.email, PASSWORD)).ok).toBe(true);
  });

  it('refuses a password change posted from another site', async () => {
    const cookie = await signIn(ctx().app, TEST_USERS.editor.email);
    const res = await call(ctx().app, 'POST', 'settings/password', {
      body: { password: 'Nove-heslo-1' },
      cookie,
      headers: { origin: 'https://zly.example', host: 'hry.sk' },
    });
    expect(res.status).toBe(403);
    expect((await signInReply(ctx(), TEST_USERS.editor.email, PASSWORD)).ok).toBe(true);
  });
});
