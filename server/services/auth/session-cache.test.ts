// Issue 13 item 2: the session lookup is cached on PGlite (on PostgreSQL it is not, and the same cases hold), and every way a session ends or its user
// changes reaches the cache at once (NOTIFY from the triggers of 100_session_cache.sql). Each case warms
// the cache first (and checks the entry is there), so a missing invalidation would serve the old session.
import { expect, it } from 'vitest';
import { call, describeApi, signIn, TEST_USERS } from '../../test/harness';
import { newUser } from '../../test/users';
import { sessionCacheOf } from './session-cache';
import { hashToken } from './tokens';

describeApi('session cache', (ctx) => {
  const session = (cookie: string) => call(ctx().app, 'GET', 'session', { cookie });
  const hashOf = (cookie: string) => hashToken(cookie.replace(/^sid=/, ''));

  /** Two GETs: the second is answered from the cache, whose entry is then checked. */
  async function warm(cookie: string): Promise<void> {
    expect((await session(cookie)).status).toBe(200);
    expect((await session(cookie)).status).toBe(200);
    if (ctx().kind === 'pglite') expect(sessionCacheOf(ctx().db)?.get(hashOf(cookie))).toBeDefined();
    else expect(sessionCacheOf(ctx().db)).toBeUndefined();
  }

  it('sign-out is refused at once', async () => {
    const user = await newUser(ctx(), 'editor');
    const cookie = await signIn(ctx().app, user.email);
    await warm(cookie);
    expect((await call(ctx().app, 'DELETE', 'session', { cookie })).body.ok).toBe(true);
    expect((await session(cookie)).status).toBe(401);
  });

  it('a session removed by a script, and a password changed by a script, end at once', async () => {
    const user = await newUser(ctx(), 'player');
    const first = await signIn(ctx().app, user.email);
    const second = await signIn(ctx().app, user.email);
    await warm(first);
    await warm(second);
    await ctx().db.query('DELETE FROM sessions WHERE id_hash = $1', [hashOf(first)]);
    expect((await session(first)).status).toBe(401);
    expect((await session(second)).status).toBe(200);
    // The sessions-ended trigger of 050_reliability.sql.
    await ctx().db.query(`UPDATE users SET password_hash = 'iny' WHERE id = $1`, [user.id]);
    expect((await session(second)).status).toBe(401);
  });

  it('a permission change ends the sessions at once', async () => {
    const user = await newUser(ctx(), 'editor');
    const cookie = await signIn(ctx().app, user.email);
    await warm(cookie);
    await ctx().db.query(`UPDATE users SET perms = '{}' WHERE id = $1`, [user.id]);
    expect((await session(cookie)).status).toBe(401);
  });

  it('a changed name shows at once in the restored session', async () => {
    const user = await newUser(ctx(), 'editor');
    const cookie = await signIn(ctx().app, user.email);
    await warm(cookie);
    await ctx().db.query(`UPDATE users SET info = info || '{"name": "Nové Meno"}' WHERE id = $1`, [user.id]);
    const res = await session(cookie);
    expect(JSON.stringify(res.body)).toContain('Nové Meno');
  });

  it('a switch to another user replaces the session at once', async () => {
    const other = await newUser(ctx(), 'player');
    const cookie = await signIn(ctx().app, TEST_USERS.admin.email);
    await warm(cookie);
    const switched = await call(ctx().app, 'POST', 'session', { cookie, body: { email: other.email } });
    expect(switched.body.ok, JSON.stringify(switched.body)).toBe(true);
    // The switch rotates the session id: the old cookie is refused, the new one acts as the other user.
    expect((await session(cookie)).status).toBe(401);
    expect(JSON.stringify((await session(switched.cookie!)).body)).toContain(other.email);
  });
});
