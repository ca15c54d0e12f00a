// Issue 8, item 4: a change of a user's password, e-mail, permissions or type ends that user's other
// sessions, whichever route makes it (POST users/{id} included); the session that made it survives.
import { beforeAll, expect, it } from 'vitest';
import { call, describeApi, signIn, TEST_USERS } from '../../test/harness';
import { newUser, uniqueEmail } from '../../test/users';
import { keepSession } from './password-change';
import { hashToken } from './tokens';

describeApi('sessions end on account changes', (ctx) => {
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(ctx().app, TEST_USERS.admin.email);
  });

  const alive = async (cookie: string) =>
    (await call(ctx().app, 'GET', 'session', { cookie })).status === 200;

  it('an administrator’s new password for a user (POST users/{id}) ends that user’s sessions', async () => {
    const user = await newUser(ctx(), 'player');
    const theirs = [await signIn(ctx().app, user.email), await signIn(ctx().app, user.email)];
    const res = await call(ctx().app, 'POST', `users/${user.id}`, {
      cookie: admin,
      body: { password: 'Nove-heslo-77' },
    });
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    for (const cookie of theirs) expect(await alive(cookie)).toBe(false);
    expect(await alive(admin)).toBe(true);
  });

  it('a new e-mail ends the sessions; a change of the name alone does not', async () => {
    const user = await newUser(ctx(), 'player');
    const theirs = await signIn(ctx().app, user.email);
    const renamed = await call(ctx().app, 'POST', `users/${user.id}`, {
      cookie: admin,
      body: { name: 'Iné Meno' },
    });
    expect(renamed.body.ok).toBe(true);
    expect(await alive(theirs)).toBe(true);
    const moved = await call(ctx().app, 'POST', `users/${user.id}`, {
      cookie: admin,
      body: { email: uniqueEmail('presunuty') },
    });
    expect(moved.body.ok, JSON.stringify(moved.body)).toBe(true);
    expect(await alive(theirs)).toBe(false);
  });

  it('a user changing their own password through POST users/{id} keeps the session that did it', async () => {
    const self = await newUser(ctx(), 'administrator');
    const here = await signIn(ctx().app, self.email);
    const elsewhere = await signIn(ctx().app, self.email);
    const res = await call(ctx().app, 'POST', `users/${self.id}`, {
      cookie: here,
      body: { password: 'Vlastne-heslo-9' },
    });
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);
  });

  it('a change of perms, type or status ends the sessions, whatever code makes it', async () => {
    for (const change of [`perms = '{}'`, `type = 'player'`, `status = 'inactive'`]) {
      const user = await newUser(ctx(), 'editor');
      const theirs = await signIn(ctx().app, user.email);
      await ctx().db.query(`UPDATE users SET ${change} WHERE id = $1`, [user.id]);
      expect(await alive(theirs), change).toBe(false);
    }
  });

  it('keepSession names the one session that survives, only inside its transaction', async () => {
    const user = await newUser(ctx(), 'editor');
    const kept = await signIn(ctx().app, user.email);
    const other = await signIn(ctx().app, user.email);
    await ctx().db.tx(async (t) => {
      await keepSession(t, hashToken(kept.replace(/^sid=/, '')));
      await t.query(`UPDATE users SET perms = '{}' WHERE id = $1`, [user.id]);
    });
    expect(await alive(kept)).toBe(true);
    expect(await alive(other)).toBe(false);
    await ctx().db.query(`UPDATE users SET perms = '{edit}' WHERE id = $1`, [user.id]);
    expect(await alive(kept)).toBe(false);
  });
});
