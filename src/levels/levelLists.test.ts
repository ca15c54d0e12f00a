// The level list rules of games 2.4 on react-admin's cache: what the level dialog's writes do to each
// loaded list of the sheet's levels, by the list's filter.
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { GetInfiniteListResult, RaRecord } from 'react-admin';
import { applyLevelSaved, matchesLevelFilter, refreshSheet } from './levelLists';

const RESOURCE = 'drafts/7/levels';
type Pages = InfiniteData<GetInfiniteListResult<RaRecord>>;

const level = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  valid: true,
  active: true,
  ...extra,
});

function listKey(f?: string) {
  return [RESOURCE, 'getInfiniteList', { pagination: { page: 1, perPage: 100 }, filter: { f } }];
}

/** A client holding one list per filter; `more`: the last page says more pages wait. */
function cacheWith(lists: Record<string, RaRecord[]>, more = false) {
  const client = new QueryClient();
  for (const [f, data] of Object.entries(lists)) {
    client.setQueryData<Pages>(listKey(f === 'all' ? undefined : f), {
      pages: [{ data, pageParam: 1, pageInfo: { hasNextPage: more, hasPreviousPage: false } }],
      pageParams: [1],
    });
  }
  return client;
}
const ids = (client: QueryClient, f: string) =>
  client
    .getQueryData<Pages>(listKey(f === 'all' ? undefined : f))!
    .pages.flatMap((p) => p.data.map((r) => r.id));

describe('matchesLevelFilter (games 3.9)', () => {
  it('all: every level; production: active; testing: not active; invalid: valid false', () => {
    expect(matchesLevelFilter(level(1, { valid: false, active: false }), 'all')).toBe(true);
    expect(matchesLevelFilter(level(1), 'production')).toBe(true);
    expect(matchesLevelFilter(level(1, { active: false }), 'production')).toBe(false);
    expect(matchesLevelFilter(level(1, { active: false }), 'testing')).toBe(true);
    expect(matchesLevelFilter(level(1), 'testing')).toBe(false);
    expect(matchesLevelFilter(level(1, { valid: false }), 'invalid')).toBe(true);
    expect(matchesLevelFilter(level(1), 'invalid')).toBe(false);
  });
});

describe('a created level (games 2.4)', () => {
  it('is appended to the lists whose filter it matches, never to the invalid one', () => {
    const client = cacheWith({ all: [level(1)], production: [level(1)], testing: [], invalid: [level(2)] });
    applyLevelSaved(client, RESOURCE, level(3), true);
    expect(ids(client, 'all')).toEqual([1, 3]);
    expect(ids(client, 'production')).toEqual([1, 3]);
    expect(ids(client, 'testing')).toEqual([]);
    expect(ids(client, 'invalid')).toEqual([2]);
    // even one the server stored invalid does not appear under 'invalid'
    applyLevelSaved(client, RESOURCE, level(4, { valid: false }), true);
    expect(ids(client, 'invalid')).toEqual([2]);
  });

  it('is not appended to a list with more pages to load (it comes with them), nor twice', () => {
    const client = cacheWith({ all: [level(1)] }, true);
    applyLevelSaved(client, RESOURCE, level(3), true);
    expect(ids(client, 'all')).toEqual([1]);
    const full = cacheWith({ all: [level(1), level(3)] });
    applyLevelSaved(full, RESOURCE, level(3), true);
    expect(ids(full, 'all')).toEqual([1, 3]);
  });
});

describe('an updated level (games 2.4)', () => {
  it("leaves the 'invalid' list and a list whose filter it no longer matches; stays in the others", () => {
    const client = cacheWith({
      all: [level(1), level(2)],
      production: [level(1), level(2)],
      invalid: [level(1, { valid: false }), level(2, { valid: false })],
    });
    applyLevelSaved(client, RESOURCE, level(1, { active: false }), false);
    expect(ids(client, 'all')).toEqual([1, 2]);
    expect(ids(client, 'production')).toEqual([2]);
    expect(ids(client, 'invalid')).toEqual([2]);
  });

  it('a list that lost it while more pages wait is read again in place (the offsets moved)', () => {
    const client = cacheWith({ production: [level(1), level(2)], all: [level(1), level(2)] }, true);
    const refetch = vi.spyOn(client, 'refetchQueries').mockResolvedValue(undefined);
    applyLevelSaved(client, RESOURCE, level(1, { active: false }), false);
    expect(ids(client, 'production')).toEqual([2]);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledWith({ queryKey: listKey('production'), exact: true });
  });

  it("leaves other sheets' lists alone", () => {
    const client = cacheWith({ production: [level(1)] });
    applyLevelSaved(client, 'drafts/8/levels', level(1, { active: false }), false);
    expect(ids(client, 'production')).toEqual([1]);
  });
});

it('refreshSheet invalidates the sheet of drafts/{id} and games/{id}', () => {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
  refreshSheet(client, 7);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['drafts', 'getOne', { id: '7' }] });
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['games', 'getOne', { id: '7' }] });
});
