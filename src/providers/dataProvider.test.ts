import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { CoreAdminContext, HttpError, useInfiniteGetList } from 'ra-core';
import dayjs from 'dayjs';
import { dataProvider, encodeQueryDate, replyKeys } from './dataProvider';
import { REPLY_KEYS } from '../../schemas/api/reply-keys';

type Reply = { status?: number; json?: unknown; text?: string } | Error | DOMException;

/** Replaces fetch with a spy answering the given replies in order; returns the spy. */
function mockFetch(...replies: Reply[]) {
  const spy = vi.spyOn(globalThis, 'fetch');
  for (const reply of replies) {
    if (reply instanceof Error || reply instanceof DOMException) {
      spy.mockRejectedValueOnce(reply);
      continue;
    }
    const body = reply.text ?? JSON.stringify(reply.json ?? { ok: true });
    spy.mockResolvedValueOnce(
      new Response(body, {
        status: reply.status ?? 200,
        headers: { 'Content-Type': reply.text ? 'text/html' : 'application/json' },
      }),
    );
  }
  return spy;
}

/** Method, URL and parsed JSON body of the n-th fetch call. */
function sent(spy: ReturnType<typeof mockFetch>, n = 0) {
  const [url, init] = spy.mock.calls[n] as [string, RequestInit];
  return {
    method: init.method,
    url,
    body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    contentType: (init.headers as Record<string, string> | undefined)?.['Content-Type'],
    signal: init.signal,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getList', () => {
  it('sends po/pl and the mapped filters, drops unknown ones, and returns partial pagination', async () => {
    const spy = mockFetch({
      json: {
        ok: true,
        users: [
          { id: 1, info: { name: 'Jana' } },
          { id: 2, info: {} },
        ],
      },
    });
    const res = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'žilina', role: 'editor', unknown: 'x' },
    });
    expect(sent(spy)).toMatchObject({
      method: 'GET',
      url: '/api/webapp/users?po=50&pl=50&s=%C5%BEilina&r=editor',
    });
    expect(sent(spy).body).toBeUndefined();
    expect(res).toEqual({
      data: [
        { id: 1, info: { name: 'Jana' } },
        { id: 2, info: {} },
      ],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
  });

  it('continues games and parcels after the last id of the previous page (keyset k), others by offset', async () => {
    const spy = mockFetch(
      { json: { ok: true, games: [{ id: 90 }, { id: 80 }] } },
      { json: { ok: true, games: [{ id: 70 }, { id: 60 }] } },
      { json: { ok: true, games: [{ id: 50 }] } },
      { json: { ok: true, games: [] } },
      { json: { ok: true, users: [{ id: 1 }, { id: 2 }] } },
      { json: { ok: true, users: [] } },
    );
    const page = (resource: string, n: number, filter: Record<string, string> = { type: 'active' }) =>
      dataProvider.getList(resource, {
        pagination: { page: n, perPage: 2 },
        sort: { field: 'id', order: 'ASC' },
        filter,
      });
    await page('games', 1);
    await page('games', 2);
    const third = await page('games', 3);
    // another filter has no remembered page: offset
    await page('games', 2, { type: 'finished' });
    await page('users', 1, {});
    await page('users', 2, {});
    expect(spy.mock.calls.map((c) => c[0])).toEqual([
      '/api/webapp/games?po=0&pl=2&t=active',
      '/api/webapp/games?po=0&pl=2&k=80&t=active',
      '/api/webapp/games?po=0&pl=2&k=60&t=active',
      '/api/webapp/games?po=2&pl=2&t=finished',
      '/api/webapp/users?po=0&pl=2',
      '/api/webapp/users?po=2&pl=2',
    ]);
    expect(third.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });

  it('reports a next page when the reply fills the limit', async () => {
    mockFetch({ json: { ok: true, invoices: [{ id: 1 }, { id: 2 }] } });
    const res = await dataProvider.getList('invoices', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(res.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    expect(res.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('maps every filter name, long or short, and a date range to YYYYMMDD-YYYYMMDD', async () => {
    const spy = mockFetch({ json: { ok: true, games: [] } }, { json: { ok: true, games: [] } });
    await dataProvider.getList('games', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {
        type: 'active',
        layout: 'quiz',
        filter: 'mine',
        author: 3,
        sender: 4,
        date: [new Date(2024, 4, 1), new Date(2024, 4, 31)],
      },
    });
    expect(sent(spy).url).toBe(
      '/api/webapp/games?po=0&pl=100&t=active&l=quiz&f=mine&a=3&e=4&d=20240501-20240531',
    );
    await dataProvider.getList('games', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { s: 'x', t: 'a', f: 'b', d: '2024-05-01', e: '1', l: 'c', a: '2', r: 'd' },
    });
    expect(sent(spy, 1).url).toBe('/api/webapp/games?po=0&pl=100&s=x&t=a&f=b&d=20240501&e=1&l=c&a=2&r=d');
  });

  it('does not send empty filters', async () => {
    const spy = mockFetch({ json: { ok: true, vouchers: [] } });
    await dataProvider.getList('vouchers', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: '', type: undefined, date: null },
    });
    expect(sent(spy).url).toBe('/api/webapp/vouchers?po=0&pl=100');
  });

  it('reads drafts from the games key and levels from the levels key', async () => {
    const spy = mockFetch(
      { json: { ok: true, games: [{ id: 7, name: 'Hra' }] } },
      { json: { ok: true, levels: [{ id: 70 }] } },
    );
    const drafts = await dataProvider.getList('drafts', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'hra' },
    });
    expect(sent(spy).url).toBe('/api/webapp/drafts?po=0&pl=100&s=hra');
    expect(drafts.data).toEqual([{ id: 7, name: 'Hra' }]);
    const levels = await dataProvider.getList('drafts/7/levels', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { f: 'valid' },
    });
    expect(sent(spy, 1).url).toBe('/api/webapp/drafts/7/levels?po=0&pl=100&f=valid');
    expect(levels.data).toEqual([{ id: 70 }]);
  });

  it('passes the abort signal to fetch', async () => {
    const spy = mockFetch({ json: { ok: true, users: [] } });
    const controller = new AbortController();
    await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      signal: controller.signal,
    });
    expect(sent(spy).signal).toBe(controller.signal);
    expect(dataProvider.supportAbortSignal).toBe(true);
  });
});

describe('encodeQueryDate', () => {
  it('encodes days and ranges in every accepted shape', () => {
    expect(encodeQueryDate(new Date(2024, 0, 9))).toBe('20240109');
    expect(encodeQueryDate('20240109')).toBe('20240109');
    expect(encodeQueryDate('20240109-20240110')).toBe('20240109-20240110');
    expect(encodeQueryDate({ from: '2024-01-09', to: '2024-01-10' })).toBe('20240109-20240110');
    expect(encodeQueryDate({ start: new Date(2024, 0, 9), end: null })).toBe('20240109-20240109');
    expect(encodeQueryDate([dayjs('2024-02-01'), dayjs('2024-02-29')])).toBe('20240201-20240229');
    expect(encodeQueryDate(dayjs('2024-02-01'))).toBe('20240201');
    expect(encodeQueryDate('nie-dátum')).toBeUndefined();
  });
});

describe('getOne and getMany', () => {
  it('unwraps the singular key of each resource', async () => {
    const spy = mockFetch(
      { json: { ok: true, contact: { id: 5, info: { name: 'Jana' } } } },
      { json: { ok: true, invoice: { id: 6, canceled: false } } },
      { json: { ok: true, voucher: { id: 7 } } },
      { json: { ok: true, game: { id: 8 } } },
      { json: { ok: true, game: { id: 9 } } },
      { json: { ok: true, level: { id: 10 } } },
    );
    expect((await dataProvider.getOne('users', { id: 5 })).data).toEqual({ id: 5, info: { name: 'Jana' } });
    expect((await dataProvider.getOne('invoices', { id: 6 })).data).toEqual({ id: 6, canceled: false });
    expect((await dataProvider.getOne('vouchers', { id: 7 })).data).toEqual({ id: 7 });
    expect((await dataProvider.getOne('drafts', { id: 8 })).data).toEqual({ id: 8 });
    expect((await dataProvider.getOne('games', { id: 9, meta: { query: { a: 1 } } })).data).toEqual({
      id: 9,
    });
    expect((await dataProvider.getOne('drafts/8/levels', { id: 10 })).data).toEqual({ id: 10 });
    expect(spy.mock.calls.map((c) => [(c[1] as RequestInit).method, c[0]])).toEqual([
      ['GET', '/api/webapp/users/5'],
      ['GET', '/api/webapp/invoices/6'],
      ['GET', '/api/webapp/vouchers/7'],
      ['GET', '/api/webapp/drafts/8'],
      ['GET', '/api/webapp/games/9?a=1'],
      ['GET', '/api/webapp/drafts/8/levels/10'],
    ]);
  });

  it('getMany fetches each id', async () => {
    const spy = mockFetch(
      { json: { ok: true, contact: { id: 1 } } },
      { json: { ok: true, contact: { id: 2 } } },
    );
    const res = await dataProvider.getMany('users', { ids: [1, 2] });
    expect(res.data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(spy.mock.calls.map((c) => c[0])).toEqual(['/api/webapp/users/1', '/api/webapp/users/2']);
  });
});

describe('getManyReference', () => {
  it('lists a nested resource under its parent, or filters by a filter target', async () => {
    const spy = mockFetch({ json: { ok: true, levels: [{ id: 1 }] } }, { json: { ok: true, games: [] } });
    const levels = await dataProvider.getManyReference('levels', {
      target: 'drafts',
      id: 7,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'most' },
    });
    expect(levels.data).toEqual([{ id: 1 }]);
    expect(sent(spy).url).toBe('/api/webapp/drafts/7/levels?po=0&pl=100&s=most');
    await dataProvider.getManyReference('games', {
      target: 'author',
      id: 3,
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(sent(spy, 1).url).toBe('/api/webapp/games?po=0&pl=50&a=3');
  });
});

describe('create, update, delete', () => {
  it('creates a user with PUT users?t={type} and the attrs body', async () => {
    const spy = mockFetch({ json: { ok: true, contact: { id: 9 } } });
    const res = await dataProvider.create('users', {
      data: { name: 'Jana', limit: 5 },
      meta: { type: 'editor' },
    });
    expect(sent(spy)).toMatchObject({
      method: 'PUT',
      url: '/api/webapp/users?t=editor',
      body: { name: 'Jana', limit: 5 },
      contentType: 'application/json',
    });
    expect(res.data).toEqual({ id: 9 });
  });

  it('takes a user type from data.type when meta has none, and strips it from the body', async () => {
    const spy = mockFetch({ json: { ok: true, contact: { id: 10 } } });
    await dataProvider.create('users', { data: { type: 'player', name: 'Fero' } });
    expect(sent(spy)).toMatchObject({
      method: 'PUT',
      url: '/api/webapp/users?t=player',
      body: { name: 'Fero' },
    });
  });

  it('creates a voucher with PUT vouchers, dates as YYYY-MM-DD', async () => {
    const spy = mockFetch({ json: { ok: true, voucher: { id: 3, promo: 'LETO' } } });
    const res = await dataProvider.create('vouchers', {
      data: {
        promoCode: 'LETO',
        expirationDate: new Date(2025, 8, 30),
        validFrom: dayjs('2025-06-01'),
        limit: 5,
        universal: true,
      },
    });
    expect(sent(spy)).toMatchObject({
      method: 'PUT',
      url: '/api/webapp/vouchers',
      body: {
        promoCode: 'LETO',
        expirationDate: '2025-09-30',
        validFrom: '2025-06-01',
        limit: 5,
        universal: true,
      },
    });
    expect(res.data).toEqual({ id: 3, promo: 'LETO' });
  });

  it('creates a draft and reads the sheet key', async () => {
    const spy = mockFetch({ json: { ok: true, sheet: { id: 4, category: 'city' } } });
    const res = await dataProvider.create('drafts', { data: { category: 'city' } });
    expect(sent(spy)).toMatchObject({ method: 'PUT', url: '/api/webapp/drafts', body: { category: 'city' } });
    expect(res.data).toEqual({ id: 4, category: 'city' });
  });

  it('updates with POST {r}/{id} and only the new data, without previousData or the id', async () => {
    const spy = mockFetch({ json: { ok: true, invoice: { id: 3, name: 'Nový' } } });
    const res = await dataProvider.update('invoices', {
      id: 3,
      data: { id: 3, name: 'Nový', dueDate: new Date(2025, 0, 2) },
      previousData: { id: 3, name: 'Starý' },
    });
    expect(sent(spy)).toMatchObject({
      method: 'POST',
      url: '/api/webapp/invoices/3',
      body: { name: 'Nový', dueDate: '2025-01-02' },
    });
    expect(res.data).toEqual({ id: 3, name: 'Nový' });
  });

  it('deletes with DELETE {r}/{id} and no body', async () => {
    const spy = mockFetch({ json: { ok: true } });
    const res = await dataProvider.delete('users', { id: 4, previousData: { id: 4, info: {} } });
    expect(sent(spy)).toMatchObject({ method: 'DELETE', url: '/api/webapp/users/4', body: undefined });
    expect(res.data).toEqual({ id: 4, info: {} });
  });

  it('deleteMany and updateMany call once per id', async () => {
    const spy = mockFetch(
      { json: { ok: true } },
      { json: { ok: true } },
      { json: { ok: true, voucher: { id: 1 } } },
      { json: { ok: true, voucher: { id: 2 } } },
    );
    expect((await dataProvider.deleteMany('vouchers', { ids: [1, 2] })).data).toEqual([1, 2]);
    expect((await dataProvider.updateMany('vouchers', { ids: [1, 2], data: { limit: 3 } })).data).toEqual([
      1, 2,
    ]);
    expect([0, 1, 2, 3].map((n) => sent(spy, n))).toMatchObject([
      { method: 'DELETE', url: '/api/webapp/vouchers/1' },
      { method: 'DELETE', url: '/api/webapp/vouchers/2' },
      { method: 'POST', url: '/api/webapp/vouchers/1', body: { limit: 3 } },
      { method: 'POST', url: '/api/webapp/vouchers/2', body: { limit: 3 } },
    ]);
  });
});

describe('errors', () => {
  it('turns ok:false with attrs into field errors and keeps the raw attrs', async () => {
    const attrs = { name: { val: '', error: 'required', required: true }, limit: { val: 5 } };
    mockFetch({ json: { ok: false, attrs } });
    const error = await dataProvider
      .update('users', { id: 1, data: { name: '' }, previousData: { id: 1 } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('ra.message.invalid_form');
    expect(error.body.errors).toEqual({ name: 'required' });
    expect(error.body.attrs).toEqual(attrs);
  });

  it('turns ok:false with err into an HttpError with that code and status 400', async () => {
    mockFetch({ json: { ok: false, err: 'promo_taken' } });
    const error = await dataProvider.create('vouchers', { data: { promoCode: 'X' } }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'promo_taken',
      status: 400,
      body: { ok: false, err: 'promo_taken' },
    });
  });

  it('passes HTTP statuses through (401, 404, 413, a 500 without JSON, a network failure as 0)', async () => {
    mockFetch(
      { status: 401, json: { ok: false, err: 'unauthorized' } },
      { status: 404, json: { ok: false, err: 'not_found' } },
      { status: 413, json: { ok: false, err: 'size_limit_exceeded' } },
      { status: 500, text: '<html>chyba</html>' },
      new TypeError('fetch failed'),
    );
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const error = await dataProvider.getOne('users', { id: 1 }).catch((e) => e);
      expect(error).toBeInstanceOf(HttpError);
      statuses.push([error.status, error.message]);
    }
    expect(statuses).toEqual([
      [401, 'unauthorized'],
      [404, 'not_found'],
      [413, 'size_limit_exceeded'],
      [500, 'ra.notification.http_error'],
      [0, 'ra.notification.http_error'],
    ]);
  });

  it('lets an AbortError through untouched', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    mockFetch(abort);
    const controller = new AbortController();
    const error = await dataProvider.getOne('users', { id: 1, signal: controller.signal }).catch((e) => e);
    expect(error).toBe(abort);
  });
});

describe('custom methods', () => {
  it('validate posts to {r}/validate or {r}/{id}/validate and returns the attrs', async () => {
    const spy = mockFetch(
      { json: { ok: true, attrs: { name: { val: '', required: true } } } },
      { json: { ok: true, attrs: { limit: { val: 5, min: 1 } } } },
    );
    expect(await dataProvider.validate('users', null, {})).toEqual({ name: { val: '', required: true } });
    const controller = new AbortController();
    expect(await dataProvider.validate('vouchers', 5, { limit: 5 }, { signal: controller.signal })).toEqual({
      limit: { val: 5, min: 1 },
    });
    expect(sent(spy)).toMatchObject({ method: 'POST', url: '/api/webapp/users/validate', body: {} });
    expect(sent(spy, 1)).toMatchObject({
      method: 'POST',
      url: '/api/webapp/vouchers/5/validate',
      body: { limit: 5 },
      signal: controller.signal,
    });
  });

  it('validate returns the attrs of an ok:false reply too', async () => {
    mockFetch({ json: { ok: false, attrs: { name: { val: '', error: 'required' } } } });
    expect(await dataProvider.validate('users', 1, { name: '' })).toEqual({
      name: { val: '', error: 'required' },
    });
  });

  it('count and search', async () => {
    const spy = mockFetch(
      { json: { ok: true, count: 7 } },
      { json: { ok: true, count: 2 } },
      { json: { ok: true, games: 1, parcels: 0, invoices: 2, drafts: 3, users: 4 } },
    );
    expect(await dataProvider.count('invoices')).toBe(7);
    expect(await dataProvider.count('games', { q: 'most', date: '2024-05-01' })).toBe(2);
    expect(await dataProvider.search('žilina')).toEqual({
      games: 1,
      parcels: 0,
      invoices: 2,
      drafts: 3,
      users: 4,
    });
    expect(spy.mock.calls.map((c) => [(c[1] as RequestInit).method, c[0]])).toEqual([
      ['GET', '/api/webapp/invoices/count'],
      ['GET', '/api/webapp/games/count?s=most&d=20240501'],
      ['GET', '/api/webapp/site/search?s=%C5%BEilina'],
    ]);
  });

  it('call sends any method, path and body and rejects ok:false', async () => {
    const spy = mockFetch({ json: { ok: true, transId: 'abc' } }, { json: { ok: false, err: 'no_levels' } });
    expect(await dataProvider.call('POST', 'drafts/3/register')).toEqual({ ok: true, transId: 'abc' });
    const error = await dataProvider.call('POST', 'drafts/3/levels/4/assign', { number: 2 }).catch((e) => e);
    expect(error).toMatchObject({ message: 'no_levels', status: 400 });
    expect(sent(spy)).toMatchObject({
      method: 'POST',
      url: '/api/webapp/drafts/3/register',
      body: undefined,
    });
    expect(sent(spy, 1)).toMatchObject({
      method: 'POST',
      url: '/api/webapp/drafts/3/levels/4/assign',
      body: { number: 2 },
    });
  });
});

describe('inside react-admin', () => {
  it('useInfiniteGetList gets the abort signal and the partial pagination', async () => {
    const spy = mockFetch({ json: { ok: true, users: [{ id: 1 }, { id: 2 }] } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(CoreAdminContext, { dataProvider }, children);
    const { result } = renderHook(
      () => useInfiniteGetList('users', { pagination: { page: 1, perPage: 2 }, filter: { q: 'ja' } }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0].data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(result.current.hasNextPage).toBe(true);
    expect(sent(spy)).toMatchObject({ method: 'GET', url: '/api/webapp/users?po=0&pl=2&s=ja' });
    expect(sent(spy).signal).toBeInstanceOf(AbortSignal);
  });
});

describe('reply keys', () => {
  it('are the ones the reply schemas declare (schemas/api/reply-keys.ts), nested resources by their last segment', () => {
    for (const [resource, keys] of Object.entries(REPLY_KEYS)) {
      expect(replyKeys(resource).list, resource).toBe(keys.list);
      expect(replyKeys(resource).record[0], resource).toBe(keys.record);
    }
    expect(replyKeys('drafts')).toEqual({ list: 'games', record: ['game', 'sheet'] });
    expect(replyKeys('drafts/7/levels')).toEqual({ list: 'levels', record: ['level'] });
  });

  it('reads a draft created under `sheet` and a draft read under `game`', async () => {
    mockFetch(
      { json: { ok: true, sheet: { id: 4 } } },
      { json: { ok: true, game: { id: 4, gameName: 'Hra' } } },
    );
    expect((await dataProvider.create('drafts', { data: { category: 1 } })).data).toEqual({ id: 4 });
    expect((await dataProvider.getOne('drafts', { id: 4 })).data).toEqual({ id: 4, gameName: 'Hra' });
  });
});
