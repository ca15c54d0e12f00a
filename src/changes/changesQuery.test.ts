import { expect, it } from 'vitest';
import { changesQuery } from './ChangesScreen';

it('sends the filters of #/changes as the list keys a, t, f and d (a day range)', () => {
  expect(
    changesQuery({ a: '12', t: 'level', f: 'update', range: { from: '2026-11-01', to: '2026-11-26' } }),
  ).toEqual({ a: '12', t: 'level', f: 'update', d: '20261101-20261126' });
  expect(changesQuery({ a: 'x', t: '', f: '', range: null })).toEqual({
    a: undefined,
    t: undefined,
    f: undefined,
    d: undefined,
  });
});
