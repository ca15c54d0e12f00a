import { beforeAll, expect, it } from 'vitest';
import { call, describeApi } from '../test/harness';
import { signInEditorAndViewer, type RoleCookies } from '../test/roles';

describeApi('menu counts', (ctx) => {
  let roles: Pick<RoleCookies, 'editor' | 'viewer'>;

  beforeAll(async () => {
    const db = ctx().db;
    roles = await signInEditorAndViewer(ctx().app);
    const game = await db.one<{ id: number }>("INSERT INTO games (name) VALUES ('Hra') RETURNING id");
    for (const [status, saved] of [
      ['draft', false],
      ['draft', true],
      ['registered', false],
      ['expired', true],
    ] as const) {
      await db.query('INSERT INTO variants (game_id, status, saved) VALUES ($1, $2, $3)', [
        game!.id,
        status,
        saved,
      ]);
    }
    await db.query(
      "INSERT INTO invoices (code, canceled) VALUES ('2026001', false), ('2026002', true), ('2026003', false)",
    );
    await db.query(
      `INSERT INTO vouchers (promo, usage, "limit", expiration_date) VALUES
         ('VOLNY', 5, NULL, NULL),
         ('VOLNY2', 1, 3, current_date + 30),
         ('POUZITY', 1, 1, NULL),
         ('EXSPIROVANY', 0, 10, current_date - 1)`,
    );
  });

  const count = (path: string, cookie?: string) => call(ctx().app, 'GET', path, { cookie });

  it('counts invoices that are not canceled', async () => {
    expect((await count('invoices/count', roles.editor)).body).toEqual({ ok: true, count: 2 });
  });

  it('counts free vouchers: not expired and still redeemable', async () => {
    expect((await count('vouchers/count', roles.editor)).body).toEqual({ ok: true, count: 2 });
  });

  it('counts drafts (status draft, saved or not) for an editor and 0 for a viewer', async () => {
    expect((await count('drafts/count', roles.editor)).body).toEqual({ ok: true, count: 2 });
    expect((await count('drafts/count', roles.viewer)).body).toEqual({ ok: true, count: 0 });
  });

  it('refuses invoice and voucher counts without edit (403) and without a session (401)', async () => {
    for (const path of ['invoices/count', 'vouchers/count']) {
      const res = await count(path, roles.viewer);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ ok: false, err: 'forbidden' });
      expect((await count(path)).status).toBe(401);
    }
    expect((await count('drafts/count')).status).toBe(401);
  });
});
