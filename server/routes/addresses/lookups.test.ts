import { beforeAll, expect, it } from 'vitest';
import { call, describeApi, signIn, TEST_USERS } from '../../test/harness';
import type { Address } from '../../../schemas/api';

describeApi('lookups', (ctx) => {
  let viewer: string;
  beforeAll(async () => {
    viewer = await signIn(ctx().app, TEST_USERS.viewer.email);
  });
  const addresses = async (s: string) => {
    const res = await call(ctx().app, 'GET', `addresses?s=${encodeURIComponent(s)}`, { cookie: viewer });
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    return res.body.addresses as Address[];
  };

  it('needs at least 2 characters', async () => {
    expect(await addresses('')).toEqual([]);
    expect(await addresses('ž')).toEqual([]);
    expect((await addresses('ži')).length).toBeGreaterThan(0);
  });

  it('finds Žilina without diacritics, at most 10 results, with every result field', async () => {
    const found = await addresses('zilina');
    expect(found).toHaveLength(10);
    for (const a of found) {
      expect(a.city).toBe('Žilina');
      expect(Object.keys(a).sort()).toEqual(['city', 'number', 'post', 'street', 'zip']);
      expect(a.zip).toMatch(/^\d{3} \d{2}$/);
      expect(a.post).toMatch(/^Žilina \d+$/);
    }
  });

  it('matches every word of the query, in any order, case-insensitively', async () => {
    const found = await addresses('NARODNA zilina');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((a) => a.street === 'Národná' && a.city === 'Žilina')).toBe(true);
    const byZip = await addresses('01001');
    expect(byZip.every((a) => a.zip === '010 01')).toBe(true);
  });

  it('names the post office of a postal code, with or without the space', async () => {
    const res = await call(ctx().app, 'GET', 'posts/name/01001', { cookie: viewer });
    expect(res.body).toEqual({ ok: true, zip: '01001', name: 'Žilina 1' });
    const spaced = await call(ctx().app, 'GET', 'posts/name/974%2001', { cookie: viewer });
    expect(spaced.body).toEqual({ ok: true, zip: '974 01', name: 'Banská Bystrica 1' });
  });

  it('answers 404 for an unknown postal code and 400 for a malformed one', async () => {
    const unknown = await call(ctx().app, 'GET', 'posts/name/99999', { cookie: viewer });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ ok: false, err: 'not_found' });
    expect((await call(ctx().app, 'GET', 'posts/name/abc', { cookie: viewer })).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call(ctx().app, 'GET', 'addresses?s=zilina')).status).toBe(401);
    expect((await call(ctx().app, 'GET', 'posts/name/01001')).status).toBe(401);
  });
});
