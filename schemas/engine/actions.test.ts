// Field actions: 'addPostage' of the level form (games 9) on the real level schema and the real postage
// codelist — the server adds the postage of the sheet's parcel type and the level's weight to cod.price.
import { describe, expect, it } from 'vitest';
import { computeAttrs } from './attrs';
import { compileForm } from './compile';
import { postageBands, postageFor } from './actions';
import { ACTION_KEY, type Codelist, type FormSchema } from './types';
import levelSchema from '../level.json';
import postage from '../codelists/postage.json';
import parcelType from '../codelists/parcelType.json';

const items = (postage as Codelist).items;
const level = compileForm('level', levelSchema as unknown as FormSchema, { postage: postage as Codelist });
const sheet = (type: string) => ({ context: { 'sheet.parcelType': type } });
const ask = { [ACTION_KEY]: 'cod.price' };

describe('postage codelist', () => {
  it('prices every parcel type of codelist parcelType, every band well formed and ascending', () => {
    const bands = postageBands(items);
    expect(bands).toHaveLength(items.length);
    for (const { value } of parcelType.items) {
      const own = bands.filter((b) => b.parcelType === value);
      expect(own.length, value).toBeGreaterThan(0);
      for (const b of own) expect(b.price, value).toBeGreaterThanOrEqual(0);
      expect(own.map((b) => b.maxWeight)).toEqual([...own.map((b) => b.maxWeight)].sort((a, b) => a - b));
    }
  });
  it('picks the lightest band that covers the weight; none above the heaviest', () => {
    expect(postageFor(items, 'r', 0.04)).toBe(2.3);
    expect(postageFor(items, 'r', 0.05)).toBe(2.3);
    expect(postageFor(items, 'r', 0.051)).toBe(2.6);
    expect(postageFor(items, 'b', 3)).toBe(6.9);
    expect(postageFor(items, 'ek', 50)).toBe(29.9);
    expect(postageFor(items, 'ek', 50.5)).toBeNull();
    expect(postageFor(items, 'r', null)).toBe(2.3);
    expect(postageFor(items, 'xx', 1)).toBeNull();
  });
});

describe("action 'addPostage' on cod.price", () => {
  it('adds the postage of the parcel type and weight to the amount', () => {
    const r = computeAttrs(level, { 'cod.price': 20, weight: 3, ...ask }, sheet('b'));
    expect(r.attrs['cod.price']?.val).toBe(26.9);
    expect(r.values['cod.price']).toBe(26.9);
  });
  it('reads amount and weight from the stored level when the input lacks them; empty amount = 0', () => {
    expect(
      computeAttrs(level, { ...ask }, { ...sheet('r'), stored: { 'cod.price': 10.5, weight: 0.08 } }).attrs[
        'cod.price'
      ]?.val,
    ).toBe(13.1);
    expect(computeAttrs(level, { weight: 0.5, ...ask }, sheet('r')).attrs['cod.price']?.val).toBe(3.3);
  });
  it('leaves the amount and warns when the price list has no band (unknown type, too heavy)', () => {
    const heavy = computeAttrs(level, { 'cod.price': 5, weight: 60, ...ask }, sheet('ek')).attrs['cod.price'];
    expect(heavy).toMatchObject({ val: 5, warning: 'no_postage' });
    expect(computeAttrs(level, { 'cod.price': 5, ...ask }, sheet('')).attrs['cod.price']).toMatchObject({
      val: 5,
      warning: 'no_postage',
    });
  });
  it('runs only when asked, never in the browser (local), and not on an invalid amount', () => {
    expect(computeAttrs(level, { 'cod.price': 20, weight: 3 }, sheet('b')).attrs['cod.price']?.val).toBe(20);
    expect(
      computeAttrs(level, { 'cod.price': 20, weight: 3, ...ask }, { ...sheet('b'), local: true }).attrs[
        'cod.price'
      ]?.val,
    ).toBe(20);
    expect(
      computeAttrs(level, { 'cod.price': 'x', weight: 3, ...ask }, sheet('b')).attrs['cod.price'],
    ).toMatchObject({
      error: 'invalid_format',
    });
    // an action asked of a field without one changes nothing
    expect(computeAttrs(level, { weight: 3, [ACTION_KEY]: 'weight' }, sheet('b')).attrs.weight?.val).toBe(3);
  });
});
