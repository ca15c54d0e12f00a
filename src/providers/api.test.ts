import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall, forgetReplies } from './api';

const json = (body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...(etag ? { etag } : {}) },
  });
const notModified = () => new Response(null, { status: 304 });
const sentHeaders = (spy: ReturnType<typeof vi.spyOn>, n: number) =>
  (spy.mock.calls[n] as [string, RequestInit])[1].headers as Record<string, string>;

afterEach(() => {
  vi.restoreAllMocks();
  forgetReplies();
});

describe('conditional GETs', () => {
  it('sends the ETag of the kept reply and answers a 304 with that reply', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ ok: true, data: [{ id: 1 }] }, '"v1"'))
      .mockResolvedValueOnce(notModified());
    const first = await apiCall('GET', 'vouchers', undefined, { query: { po: 0 } });
    const second = await apiCall('GET', 'vouchers', undefined, { query: { po: 0 } });
    expect(sentHeaders(spy, 0)['If-None-Match']).toBeUndefined();
    expect(sentHeaders(spy, 1)['If-None-Match']).toBe('"v1"');
    expect(second).toEqual(first);
    // a caller changing its copy does not change what a later 304 returns
    (second.data as { id: number }[]).push({ id: 2 });
    spy.mockResolvedValueOnce(notModified());
    expect((await apiCall('GET', 'vouchers', undefined, { query: { po: 0 } })).data).toEqual([{ id: 1 }]);
  });

  it('a new body replaces the kept one; other URLs, writes and a sign-out send no ETag', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ ok: true, n: 1 }, '"a"'))
      .mockResolvedValueOnce(json({ ok: true, n: 2 }, '"b"'))
      .mockResolvedValueOnce(json({ ok: true, n: 3 }, '"c"'))
      .mockResolvedValueOnce(json({ ok: true }))
      .mockResolvedValueOnce(json({ ok: true, n: 2 }, '"b"'));
    await apiCall('GET', 'games');
    expect((await apiCall('GET', 'games')).n).toBe(2);
    await apiCall('GET', 'drafts');
    await apiCall('POST', 'games/1', { name: 'x' });
    forgetReplies();
    await apiCall('GET', 'games');
    expect(sentHeaders(spy, 1)['If-None-Match']).toBe('"a"');
    expect(sentHeaders(spy, 2)['If-None-Match']).toBeUndefined();
    expect(sentHeaders(spy, 3)['If-None-Match']).toBeUndefined();
    expect(sentHeaders(spy, 4)['If-None-Match']).toBeUndefined();
  });
});
