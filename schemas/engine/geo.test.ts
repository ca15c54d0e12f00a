// The position field type `geo`: {lat, lng, radius}, every refusal with the Slovak text a person reads,
// through computeAttrs (what the server's validate replies) and the schema checker.
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../i18n/sk/fields';
import { computeAttrs } from './attrs';
import { checkSchema } from './check';
import { fieldErrorMessage } from './errors';
import { oneField } from './test-helpers';
import type { FieldSpec } from './types';

type GeoSpec = Partial<FieldSpec>;

function run(spec: GeoSpec, val: unknown, stored?: Record<string, unknown>) {
  const form = oneField({ type: 'geo', ...spec });
  const result = computeAttrs(form, val === undefined ? {} : { f: val }, { stored });
  return { attr: result.attrs.f, stored: result.values.f, valid: result.valid, form };
}

/** The message a person reads for the field's error (the Slovak text with its parameters). */
function message(spec: GeoSpec, val: unknown): string | undefined {
  const { attr, form } = run(spec, val);
  if (!attr.error) return undefined;
  const { key, params } = fieldErrorMessage(attr.error, attr, form.byId.get('f')!.spec);
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], fieldMessages);
  if (typeof text !== 'string') throw new Error(`chýba text pre ${key}`);
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

const ZILINA = { lat: 49.2231, lng: 18.7394, radius: 25 };
const FORMAT =
  'Zadajte polohu ako zemepisnú šírku a dĺžku v stupňoch (napr. 48.7235, 19.1462) a polomer v celých metroch';

describe('geo: accepted values', () => {
  it('an object with lat, lng and radius is stored and echoed as it is', () => {
    const { attr, stored, valid } = run({}, ZILINA);
    expect(valid).toBe(true);
    expect(stored).toEqual(ZILINA);
    expect(attr.val).toEqual(ZILINA);
    expect(attr.error).toBeUndefined();
  });
  it('the attr carries the radius bounds: the defaults 5–1000 m, else the field’s min/max', () => {
    expect(run({}, ZILINA).attr).toMatchObject({ min: 5, max: 1000 });
    expect(run({ min: 10, max: 200 }, ZILINA).attr).toMatchObject({ min: 10, max: 200 });
  });
  it('without a radius the position gets the field’s default radius (25 m when none)', () => {
    expect(run({}, { lat: 48.1486, lng: 17.1077 }).stored).toEqual({
      lat: 48.1486,
      lng: 17.1077,
      radius: 25,
    });
    expect(run({ defaultRadius: 40 }, { lat: 48.1486, lng: 17.1077, radius: null }).stored).toMatchObject({
      radius: 40,
    });
  });
  it('numeric texts are accepted (decimal comma too); degrees are kept to 6 decimals', () => {
    expect(run({}, { lat: '48,7235', lng: ' 19.1462 ', radius: '30' }).stored).toEqual({
      lat: 48.7235,
      lng: 19.1462,
      radius: 30,
    });
    expect(run({}, { lat: 48.72351234567, lng: 19.146298765, radius: 25 }).stored).toEqual({
      lat: 48.723512,
      lng: 19.146299,
      radius: 25,
    });
  });
  it('a text "lat, lng" or "lat, lng, radius" (an import cell) is a position', () => {
    expect(run({}, '48.7235, 19.1462').stored).toEqual({ lat: 48.7235, lng: 19.1462, radius: 25 });
    expect(run({}, '48.7235;19.1462; 50 m').stored).toEqual({ lat: 48.7235, lng: 19.1462, radius: 50 });
    expect(run({}, ' 48.7235 19.1462 ').stored).toMatchObject({ lat: 48.7235, lng: 19.1462 });
  });
  it('the bounds themselves are allowed', () => {
    expect(run({}, { lat: -90, lng: 180, radius: 5 }).valid).toBe(true);
    expect(run({}, { lat: 90, lng: -180, radius: 1000 }).valid).toBe(true);
  });
});

describe('geo: empty', () => {
  it.each([null, '', '  ', {}, { lat: null, lng: null }, { lat: '', lng: '', radius: 25 }])(
    '%j is no value, allowed when the field is not required',
    (val) => {
      const { attr, stored, valid } = run({}, val);
      expect(valid).toBe(true);
      expect(stored).toBeNull();
      expect(attr.val).toBeNull();
    },
  );
  it('an empty required position is refused with "Povinný údaj"', () => {
    expect(run({ required: true }, null)).toMatchObject({ valid: false, attr: { error: 'required' } });
    expect(message({ required: true }, null)).toBe('Povinný údaj');
  });
  it('a stored position stays when the input does not name the field', () => {
    expect(run({}, undefined, { f: ZILINA }).stored).toEqual(ZILINA);
  });
});

describe('geo: refusals, each with its Slovak message', () => {
  it('latitude outside −90…90', () => {
    for (const lat of [90.000001, -91, 180]) {
      const { attr, stored, valid } = run({}, { lat, lng: 19, radius: 25 });
      expect(valid).toBe(false);
      expect(stored).toBeUndefined();
      expect(attr.error).toBe('lat_out_of_range');
    }
    expect(message({}, { lat: 91, lng: 19, radius: 25 })).toBe('Zemepisná šírka musí byť od −90 do 90°');
  });
  it('longitude outside −180…180', () => {
    for (const lng of [180.5, -181]) {
      expect(run({}, { lat: 48, lng, radius: 25 })).toMatchObject({
        valid: false,
        attr: { error: 'lng_out_of_range' },
      });
    }
    expect(message({}, { lat: 48, lng: 200, radius: 25 })).toBe('Zemepisná dĺžka musí byť od −180 do 180°');
  });
  it('radius outside the default bounds 5–1000 m', () => {
    for (const radius of [4, 0, -5, 1001]) {
      expect(run({}, { lat: 48, lng: 19, radius })).toMatchObject({
        valid: false,
        attr: { error: 'out_of_range' },
      });
    }
    expect(message({}, { lat: 48, lng: 19, radius: 2000 })).toBe('Polomer musí byť od 5 do 1000 m');
  });
  it('radius outside the field’s own min/max', () => {
    expect(run({ min: 10, max: 100 }, { lat: 48, lng: 19, radius: 8 }).attr.error).toBe('out_of_range');
    expect(run({ min: 10, max: 100 }, { lat: 48, lng: 19, radius: 101 }).attr.error).toBe('out_of_range');
    expect(run({ min: 10, max: 100 }, { lat: 48, lng: 19, radius: 100 }).valid).toBe(true);
    expect(message({ min: 10, max: 100 }, { lat: 48, lng: 19, radius: 150 })).toBe(
      'Polomer musí byť od 10 do 100 m',
    );
  });
  it.each([
    ['a number', 48.7],
    ['true', true],
    ['an array', [48.7, 19.1]],
    ['a text that is no position', 'Žilina, námestie'],
    ['only one number', '48.7235'],
    ['four numbers', '48.7, 19.1, 25, 3'],
    ['a decimal comma in the text form', '48,7235 19,1462'],
    ['an extra key', { lat: 48, lng: 19, radius: 25, name: 'x' }],
    ['a val wrapper with junk', { lat: 48, lng: 19, zoom: 15 }],
    ['only the latitude', { lat: 48 }],
    ['only the longitude', { lng: 19, radius: 25 }],
    ['a latitude that is no number', { lat: 'sever', lng: 19 }],
    ['a boolean longitude', { lat: 48, lng: true }],
    ['a nested object', { lat: { deg: 48 }, lng: 19 }],
    ['an infinite latitude', { lat: '9'.repeat(400), lng: 19 }],
    ['a radius with a fraction', { lat: 48, lng: 19, radius: 25.5 }],
    ['a radius that is text', { lat: 48, lng: 19, radius: 'veľký' }],
    ['a control character', { lat: '48\u0000', lng: 19 }],
  ])('%s is refused as invalid_format', (_, val) => {
    const { attr, stored, valid } = run({}, val);
    expect(valid).toBe(false);
    expect(stored).toBeUndefined();
    expect(attr.error).toBe('invalid_format');
    expect(message({}, val)).toBe(FORMAT);
  });
});

describe('geo: the schema checker', () => {
  const check = (spec: Record<string, unknown>) =>
    checkSchema('t.json', { title: 'T', fields: [{ id: 'p', type: 'geo', label: 'Poloha', ...spec }] }, []);
  it('accepts a position field with radius bounds and a default radius', () => {
    expect(check({})).toEqual([]);
    expect(check({ min: 10, max: 500, defaultRadius: 25, required: true })).toEqual([]);
  });
  it('refuses options of other types and bad radius bounds', () => {
    expect(check({ maxLength: 3 })).toEqual([
      expect.stringContaining('voľba „maxLength“ nepatrí k typu geo'),
    ]);
    expect(check({ min: 2.5 })).toEqual([expect.stringContaining('"min" polomeru musí byť celé číslo')]);
    expect(check({ min: 100, max: 10 })).toEqual([
      expect.stringContaining('"min" (100) je väčšie ako "max" (10)'),
    ]);
    expect(check({ defaultRadius: 2000 })).toEqual([
      expect.stringContaining('"defaultRadius" (2000) musí byť v rozsahu polomeru 5–1000 m'),
    ]);
  });
  it('refuses defaultRadius on another type and a default that is no position', () => {
    expect(
      checkSchema(
        't.json',
        { title: 'T', fields: [{ id: 'n', type: 'int', label: 'N', defaultRadius: 5 }] },
        [],
      ),
    ).toEqual([expect.stringContaining('voľba „defaultRadius“ nepatrí k typu int (patrí k typu geo)')]);
    expect(check({ default: { lat: 100, lng: 0 } })).toEqual([expect.stringContaining('predvolená hodnota')]);
  });
});
