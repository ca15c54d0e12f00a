// The games list's route state and queries (games 2.5, 7.3, 7.5).
import { describe, expect, it } from 'vitest';
import { gamesFilter, onlyLevelsMatch, parcelsFilter, readState, writeState } from './query';

describe('games list query', () => {
  it('reads the route, ignoring unknown values, and writes it back', () => {
    const state = readState(new URLSearchParams('t=finished&a=7&l=TAKE_PHOTO&d=20261001-20261015'));
    expect(state).toEqual({
      tab: 'finished',
      author: '7',
      layout: 'TAKE_PHOTO',
      date: { from: '2026-10-01', to: '2026-10-15' },
    });
    expect(writeState(state).toString()).toBe('t=finished&a=7&l=TAKE_PHOTO&d=20261001-20261015');
    expect(readState(new URLSearchParams('t=x&a=me&l=NOPE&d=2026'))).toEqual({
      tab: 'active',
      author: '',
      layout: '',
      date: null,
    });
  });

  it('games send a, l, d; parcels send the author as e, the layout as t and the tab as status f', () => {
    const state = readState(new URLSearchParams('t=ongoing&a=7&l=TAKE_PHOTO&d=20261001'));
    expect(gamesFilter(state)).toEqual({ a: '7', l: 'TAKE_PHOTO', d: '20261001-20261001' });
    expect(parcelsFilter(state)).toEqual({
      f: 'registered',
      e: '7',
      t: 'TAKE_PHOTO',
      d: '20261001-20261001',
    });
    expect(parcelsFilter(readState(new URLSearchParams('t=active'))).f).toBe('received');
    expect(parcelsFilter(readState(new URLSearchParams('t=finished'))).f).toBe('expired');
  });

  it('level items only when exists finds no games but parcels', () => {
    const counts = (active: number, finished: number, ongoing: number) => ({ active, finished, ongoing });
    expect(onlyLevelsMatch({ ok: true, counts: counts(0, 0, 0), parcels: true })).toBe(true);
    expect(onlyLevelsMatch({ ok: true, counts: counts(0, 1, 0), parcels: true })).toBe(false);
    expect(onlyLevelsMatch({ ok: true, counts: counts(0, 0, 0), parcels: false })).toBe(false);
  });
});
