// GET {drafts|games}/{id}/levels/count?s on PGlite and PostgreSQL: the game edit view's level tabs
// count the levels the search finds ('Všetky (0)' above 'nezodpovedá žiadna úloha'), per filter.
import { beforeAll, expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';
import { insertSheet } from '../../test/games-fixture';

describeApi('level counts under a search', (ctx) => {
  let roles: RoleCookies;
  let draft: number;
  let sent: number;

  beforeAll(async () => {
    roles = await signInRoles(ctx());
    const { db } = ctx();
    draft = (
      await insertSheet(db, {
        gameName: 'Hľadanie v hre',
        status: 'draft',
        date: '2026-03-10',
        levels: [
          { name: 'Hradná brána', question: 'Koľko má brána okien?' },
          { name: 'Brána pri studni' },
          { name: 'Veža' },
          { name: 'Kaplnka' },
        ],
      })
    ).id;
    await db.query(
      `UPDATE levels SET active = false WHERE variant_id = $1 AND info->>'name' = 'Brána pri studni'`,
      [draft],
    );
    await db.query(`UPDATE levels SET valid = false WHERE variant_id = $1 AND info->>'name' = 'Veža'`, [
      draft,
    ]);
    sent = (
      await insertSheet(db, {
        gameName: 'Odoslaná',
        status: 'received',
        date: '2026-03-10',
        levels: [{ name: 'Brána' }, { name: 'Most' }],
      })
    ).id;
  });

  const counts = async (path: string, cookie: string) => {
    const res = await call(ctx().app, 'GET', path, { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.counts;
  };

  it('counts per filter the levels the search finds (diacritics and case ignored), as the lists show', async () => {
    const listed = async (f: string, q: string) =>
      (
        (await call(ctx().app, 'GET', `drafts/${draft}/levels?f=${f}&s=${q}`, { cookie: roles.editor })).body
          .levels as unknown[]
      ).length;
    for (const q of ['brana', 'VEŽA', 'ziadna', 'a']) {
      const c = (await counts(
        `drafts/${draft}/levels/count?s=${encodeURIComponent(q)}`,
        roles.editor,
      )) as Record<string, number>;
      for (const f of ['all', 'production', 'testing', 'invalid'] as const)
        expect(c[f], `${q} ${f}`).toBe(await listed(f, encodeURIComponent(q)));
    }
    expect(await counts(`drafts/${draft}/levels/count?s=brana`, roles.editor)).toMatchObject({
      all: 2,
      production: 1,
      testing: 1,
    });
    expect(await counts(`drafts/${draft}/levels/count?s=ziadna`, roles.editor)).toEqual({
      all: 0,
      production: 0,
      testing: 0,
      invalid: 0,
    });
    expect(await counts(`drafts/${draft}/levels/count`, roles.editor)).toMatchObject({ all: 4 });
    expect(await counts(`games/${sent}/levels/count?s=most`, roles.viewer)).toMatchObject({ all: 1 });
  });

  it('needs a sign-in (as the level list); 404 for an unknown sheet; refuses other keys', async () => {
    const status = async (path: string, cookie?: string) =>
      (await call(ctx().app, 'GET', path, { cookie })).status;
    expect(await status(`drafts/${draft}/levels/count?s=a`)).toBe(401);
    expect(await status(`games/${sent}/levels/count?s=a`)).toBe(401);
    expect(await status('drafts/987654/levels/count', roles.editor)).toBe(404);
    expect(await status(`drafts/${draft}/levels/count?x=1`, roles.editor)).toBe(400);
  });
});
