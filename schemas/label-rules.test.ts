// The labels rules of games 2.13 and 9 for every parcel type of the codelist.
import { describe, expect, it } from 'vitest';
import parcelType from './codelists/parcelType.json';
import {
  A4_ONLY_PARCEL_TYPES,
  ENVELOPE_PARCEL_TYPES,
  labelFormatsFor,
  NO_LABEL_PARCEL_TYPES,
  printsLabels,
} from './label-rules';

const TYPES = parcelType.items.map((item) => item.value);

const EXPECTED: Record<string, string[]> = {
  r: ['a4', 'dl', 'c5', 'c6'],
  dsz: ['a4', 'dl', 'c5', 'c6'],
  ek: ['a4', 'dl', 'c5', 'c6'],
  zb: ['a4', 'dl', 'c5', 'c6'],
  b: ['a4'],
  pl: ['a4'],
  epo: ['a4'],
  uz: [],
  ems: [],
  epg: [],
};

describe('label rules (games 2.13, 9)', () => {
  it.each(TYPES)('parcel type %s prints the formats the spec names', (type) => {
    expect([...labelFormatsFor(type)]).toEqual(EXPECTED[type]);
    expect(printsLabels(type)).toBe(EXPECTED[type].length > 0);
  });

  it('every parcel type of the codelist falls under exactly one rule', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...TYPES].sort());
    for (const type of TYPES) {
      const groups = [ENVELOPE_PARCEL_TYPES, A4_ONLY_PARCEL_TYPES, NO_LABEL_PARCEL_TYPES];
      expect(
        groups.filter((g) => g.includes(type)),
        type,
      ).toHaveLength(1);
    }
  });

  it('a sheet without a parcel type prints every format', () => {
    expect([...labelFormatsFor('')]).toEqual(['a4', 'dl', 'c5', 'c6']);
    expect([...labelFormatsFor(undefined)]).toEqual(['a4', 'dl', 'c5', 'c6']);
  });
});
