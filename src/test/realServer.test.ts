import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { apiCall, ApiError } from '../providers/api';
import { dataProvider } from '../providers/dataProvider';
import { abortNext, failNext, networkError, reset, slow, tooLarge } from './faults';
import { startRealApi, type RealApi } from './realServer';

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi();
});
afterEach(() => {
  reset();
  api.clearCookies();
});
afterAll(async () => {
  await api.close();
});

/** Raw fetch of an API path: status and parsed JSON (or undefined). */
async function get(path: string, init?: RequestInit) {
  const res = await fetch(`/api/webapp/${path}`, init);
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

describe('the real server in memory', () => {
  it('answers an unknown path with its 404 reply', async () => {
    expect(await get('does/not/exist')).toMatchObject({ status: 404, json: { ok: false, err: 'not_found' } });
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await get('session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'admin@test.sk' }),
    });
    expect(res).toMatchObject({ status: 403, json: { ok: false, err: 'forbidden' } });
  });

  it('has no session without a cookie, and one after signInAs', async () => {
    expect(await get('session')).toMatchObject({ status: 401, json: { ok: false, err: 'unauthorized' } });
    await api.signInAs('admin');
    expect(api.cookieHeader()).toMatch(/^sid=.+/);
    const res = await get('session');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ok: true, user: { email: 'admin@test.sk' }, euser: null });
  });

  it('keeps the cookie the server sets on the app’s own requests, and drops it on sign-out', async () => {
    const signIn = await apiCall('PUT', 'session', { email: 'editor@test.sk', password: 'Heslo1234' });
    expect(signIn).toMatchObject({ ok: true, user: { email: 'editor@test.sk', perms: ['edit'] } });
    expect(await apiCall('GET', 'session')).toMatchObject({ ok: true, user: { email: 'editor@test.sk' } });
    await apiCall('DELETE', 'session');
    expect(api.cookieHeader()).toBeUndefined();
    expect(await get('session')).toMatchObject({ status: 401 });
  });

  it('gives tests the database of the same server', async () => {
    await api.signInAs('viewer');
    const rows = await api.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'viewer@test.sk'",
    );
    expect(rows[0].n).toBeGreaterThan(0);
  });
});

/** An XMLHttpRequest, as the upload protocol (platform 7.8) sends with progress. */
function xhr(method: string, path: string, body?: XMLHttpRequestBodyInit) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api/webapp/${path}`);
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new Error('xhr'));
    request.send(body);
  });
}

describe('XMLHttpRequest (uploads)', () => {
  it('reaches the real server with the session cookie', async () => {
    expect((await xhr('GET', 'session')).status).toBe(401);
    await api.signInAs('editor');
    const res = await xhr('GET', 'session');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ ok: true, user: { email: 'editor@test.sk' } });
  });

  it('gets the 413 of tooLarge', async () => {
    tooLarge('POST invoices/import');
    const form = new FormData();
    form.append('file', new Blob(['a;b'], { type: 'text/csv' }), 'hra.csv');
    const res = await xhr('POST', 'invoices/import?r=json', form);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ ok: false, err: 'size_limit_exceeded' });
  });
});

describe('fault injectors', () => {
  it('failNext answers the next matching call with an HTTP error without JSON, once', async () => {
    failNext('session', 502);
    const failed = await get('session');
    expect(failed.status).toBe(502);
    expect(failed.json).toBeUndefined();
    const error = await apiCall('GET', 'does/not/exist').catch((e) => e);
    expect(error).toMatchObject({ status: 404 });
    expect(await get('session')).toMatchObject({ status: 401, json: { ok: false, err: 'unauthorized' } });
  });

  it('failNext defaults to 500 and the app client sees an ApiError with no reply', async () => {
    failNext('users/*/validate');
    const error = await apiCall('POST', 'users/5/validate', {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, body: undefined });
  });

  it('a method in the pattern limits the fault to that method', async () => {
    failNext('POST session');
    expect(await get('session')).toMatchObject({ status: 401 });
    const posted = await get('session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"x@y.sk"}',
    });
    expect(posted.status).toBe(500);
  });

  it('abortNext holds the call until it is aborted, and the AbortError reaches the caller', async () => {
    const fault = abortNext('session');
    const controller = new AbortController();
    const pending = dataProvider
      .call('GET', 'session', undefined, { signal: controller.signal })
      .catch((e) => e);
    await fault.hit;
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(HttpError);
    expect(error.name).toBe('AbortError');
  });

  it('tooLarge answers 413 size_limit_exceeded', async () => {
    tooLarge(/^images\?/);
    const res = await get('images?t=level', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(res).toMatchObject({ status: 413, json: { ok: false, err: 'size_limit_exceeded' } });
  });

  it('slow holds the call before the server sees it, then passes it through', async () => {
    await api.signInAs('admin');
    const sessions = async () =>
      (await api.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions'))[0].n;
    const before = await sessions();
    const fault = slow('DELETE session', 50);
    const pending = apiCall('DELETE', 'session');
    await fault.hit;
    expect(await sessions()).toBe(before);
    expect(await pending).toEqual({ ok: true });
    expect(await sessions()).toBe(before - 1);
  });

  it('slow can be aborted while it waits', async () => {
    const fault = slow('session', 60_000);
    const controller = new AbortController();
    const pending = apiCall('GET', 'session', undefined, { signal: controller.signal }).catch((e) => e);
    await fault.hit;
    controller.abort();
    expect((await pending).name).toBe('AbortError');
  });

  it('networkError makes the call fail with no reply (status 0)', async () => {
    networkError('session');
    const error = await apiCall('GET', 'session').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it('reset drops faults not yet applied and releases held calls', async () => {
    failNext('session');
    const held = abortNext('does/not/exist');
    const pending = apiCall('GET', 'does/not/exist').catch((e) => e);
    await held.hit;
    reset();
    expect((await pending).status).toBe(0);
    expect(await get('session')).toMatchObject({ status: 401 });
  });
});

describe('the dataProvider against the real server', () => {
  it('getList of an unknown resource rejects with a 404 HttpError', async () => {
    const error = await dataProvider
      .getList('no-such-things', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'not_found' });
  });

  it('passes 401 through when not signed in, and reads the reply once signed in', async () => {
    const error = await dataProvider.call('GET', 'session').catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'unauthorized' });
    await api.signInAs('admin');
    expect(await dataProvider.call('GET', 'session')).toMatchObject({
      ok: true,
      user: { email: 'admin@test.sk', perms: ['edit', 'switch_user', 'schemas'] },
    });
  });

  it('turns a reply with ok:false into an HttpError with the error code', async () => {
    await api.signInAs('admin');
    const error = await dataProvider.call('POST', 'session', { email: 'nikto@test.sk' }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'user_not_found', body: { ok: false } });
  });

  it('forwards a 403 for a call the user may not make', async () => {
    await api.signInAs('viewer');
    const error = await dataProvider.call('POST', 'session', { email: 'admin@test.sk' }).catch((e) => e);
    expect(error).toMatchObject({ status: 403, message: 'forbidden' });
  });

  it('count and search read the real menu counts', async () => {
    await api.ctx.db.query(
      "INSERT INTO invoices (code, canceled) VALUES ('2026001', false), ('2026002', true)",
    );
    await api.signInAs('editor');
    expect(await dataProvider.count('invoices')).toBe(1);
    const counts = await dataProvider.search('viewer@test');
    expect(counts).toEqual({ games: 0, parcels: 0, invoices: 0, drafts: 0, users: 1 });
  });

  it('maps a 413 to an HttpError with size_limit_exceeded', async () => {
    tooLarge('PUT images');
    const error = await dataProvider.call('PUT', 'images', {}).catch((e) => e);
    expect(error).toMatchObject({ status: 413, message: 'size_limit_exceeded' });
  });
});
