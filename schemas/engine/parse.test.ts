// Platform 5.1 and 5.2: client-side field checks, through computeAttrs (what the server replies).
import { describe, expect, it } from 'vitest';
import { computeAttrs } from './attrs';
import {
  applyInvariants,
  hasControlChars,
  stripControlChars,
  parseDate,
  parseDecimal,
  parseInteger,
  roundTo,
  toggleSetOption,
} from './parse';
import { oneField } from './test-helpers';
import type { FieldSpec } from './types';

const attrOf = (spec: Partial<FieldSpec> & Pick<FieldSpec, 'type'>, val: unknown) => {
  const result = computeAttrs(oneField(spec), { f: val });
  return { ...result.attrs.f, stored: result.values.f, valid: result.valid };
};

describe('text (5.1)', () => {
  it('trims leading and trailing spaces', () => {
    expect(attrOf({ type: 'str' }, '  Žilina \t')).toMatchObject({ val: 'Žilina', stored: 'Žilina' });
  });
  it('does not trim passwords', () => {
    expect(attrOf({ type: 'str', password: true }, ' tajné ')).toMatchObject({
      val: ' tajné ',
      stored: ' tajné ',
    });
  });
  it('an empty or blank text is no value', () => {
    expect(attrOf({ type: 'str' }, '   ')).toMatchObject({ val: null, stored: null, valid: true });
  });
  it('removeSpaces drops every space (postal codes)', () => {
    expect(attrOf({ type: 'str', removeSpaces: true }, ' 010 01 ')).toMatchObject({ stored: '01001' });
  });
  it('a number sent for text is invalid_format (text comes as text)', () => {
    expect(attrOf({ type: 'str' }, 1234)).toMatchObject({ error: 'invalid_format', valid: false });
    expect(attrOf({ type: 'str' }, 1234).stored).toBeUndefined();
  });
  it('a stored or default number in a text field is kept as its digits', () => {
    const form = oneField({ type: 'str', default: 1234 as unknown as string });
    expect(computeAttrs(form, {}).values.f).toBe('1234');
  });
  it('an object sent for text is invalid_format', () => {
    expect(attrOf({ type: 'str' }, { a: 1 })).toMatchObject({ error: 'invalid_format', valid: false });
  });
});

describe('control characters', () => {
  const bad = ['a\u0000b', '\u0000', 'x\u0007', 'x\u001b[31m', 'x\u007f', 'x\ud800y', 'x\udc00'];
  it.each(bad)('text %j is invalid_value and never stored', (text) => {
    const attr = attrOf({ type: 'str' }, text);
    expect(attr).toMatchObject({ error: 'invalid_value', valid: false });
    expect(attr.stored).toBeUndefined();
    expect(hasControlChars(String(attr.val ?? ''))).toBe(false);
  });
  it('tab, line feed, carriage return and paired surrogates are ordinary text', () => {
    expect(attrOf({ type: 'str', multiline: true }, 'a\tb\r\nc 😀')).toMatchObject({
      stored: 'a\tb\r\nc 😀',
    });
  });
  it('passwords, enums, sets, dates, numbers and images refuse them too', () => {
    expect(attrOf({ type: 'str', password: true }, 'tajne\u0000')).toMatchObject({ error: 'invalid_value' });
    expect(attrOf({ type: 'enum', codelist: 'color' }, 'red\u0000')).toMatchObject({
      error: 'invalid_value',
    });
    expect(attrOf({ type: 'set', codelist: 'color' }, ['red', '\u0000'])).toMatchObject({
      error: 'invalid_value',
    });
    expect(attrOf({ type: 'date' }, '2024-01-01\u0000')).toMatchObject({ error: 'invalid_value' });
    expect(attrOf({ type: 'int' }, '1\u0000')).toMatchObject({ error: 'invalid_value' });
    expect(attrOf({ type: 'image', imageType: 'img' }, { val: 'a\u0000' })).toMatchObject({
      error: 'invalid_value',
    });
  });
  it('stripControlChars keeps the rest of the text', () => {
    expect(stripControlChars('a\u0000b\u0007c\td')).toBe('abc\td');
  });
});

describe('max length (5.2)', () => {
  it('longer than max → out_of_range with the printable-characters warning', () => {
    const a = attrOf({ type: 'str', maxLength: 5 }, 'abcdef');
    expect(a).toMatchObject({ error: 'out_of_range', warning: 'max_length', max: 5, valid: false });
    expect(a.stored).toBeUndefined();
  });
  it('exactly max is fine, counted in characters (diacritics are one character each)', () => {
    expect(attrOf({ type: 'str', maxLength: 5 }, 'ľščťž')).toMatchObject({ val: 'ľščťž', valid: true });
    expect(attrOf({ type: 'str', maxLength: 5 }, 'ľščťž').error).toBeUndefined();
  });
  it('length is measured after trimming', () => {
    expect(attrOf({ type: 'str', maxLength: 3 }, '  abc  ').error).toBeUndefined();
  });
  it('shorter than minLength → out_of_range, attr min carries the length', () => {
    expect(attrOf({ type: 'str', minLength: 8 }, 'abc')).toMatchObject({ error: 'out_of_range', min: 8 });
    expect(attrOf({ type: 'str', minLength: 8 }, 'abc').warning).toBeUndefined();
  });
});

describe('integers (5.2)', () => {
  it.each([
    ['42', 42],
    ['-7', -7],
    [' 15 ', 15],
    ['007', 7],
    [12, 12],
  ])('%j → %j', (input, expected) => {
    expect(attrOf({ type: 'int' }, input)).toMatchObject({ stored: expected, valid: true });
  });
  it.each(['4.2', '4,2', '1e3', '+5', '--1', '12a', 'abc', '- 1'])('%j → invalid_format', (input) => {
    expect(attrOf({ type: 'int' }, input)).toMatchObject({
      error: 'invalid_format',
      val: input,
      valid: false,
    });
  });
  it('a non-integer number → invalid_format', () => {
    expect(attrOf({ type: 'int' }, 4.5).error).toBe('invalid_format');
  });
  it('outside min/max → out_of_range', () => {
    expect(attrOf({ type: 'int', min: 1, max: 10 }, '0').error).toBe('out_of_range');
    expect(attrOf({ type: 'int', min: 1, max: 10 }, '11').error).toBe('out_of_range');
    expect(attrOf({ type: 'int', min: 1, max: 10 }, '10').error).toBeUndefined();
    expect(attrOf({ type: 'int', min: 1, max: 10 }, '1').error).toBeUndefined();
  });
  it('an optional scale divides the value; val is echoed as entered', () => {
    const a = attrOf({ type: 'int', scale: 1000 }, '1500');
    expect(a.stored).toBe(1.5);
    expect(a.val).toBe(1500);
    expect(a.scale).toBe(1000);
  });
  it('min/max apply to the scaled value', () => {
    expect(attrOf({ type: 'int', scale: 1000, max: 30 }, '30001').error).toBe('out_of_range');
    expect(attrOf({ type: 'int', scale: 1000, max: 30 }, '30000').error).toBeUndefined();
  });
  it('parseInteger: empty is no value', () => {
    expect(parseInteger('  ')).toBeNull();
    expect(parseInteger(undefined)).toBeNull();
  });
});

describe('decimals (5.2)', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['12.', 12],
    ['12,', 12],
    ['-3,25', -3.25],
    ['0', 0],
    [7.75, 7.75],
  ])('%j → %j', (input, expected) => {
    expect(attrOf({ type: 'float' }, input)).toMatchObject({ stored: expected, valid: true });
  });
  it.each(['1,2,3', '1.2.3', ',5', '.5', 'abc', '1 000', '12..', '-', '1e2'])(
    '%j → invalid_format',
    (input) => {
      expect(attrOf({ type: 'float' }, input).error).toBe('invalid_format');
    },
  );
  it('rounds to prec decimals', () => {
    expect(attrOf({ type: 'float', prec: 2 }, '10,456').stored).toBe(10.46);
    expect(attrOf({ type: 'float', prec: 2 }, '1.005').stored).toBe(1.01);
    expect(attrOf({ type: 'float', prec: 0 }, '2,5').stored).toBe(3);
    expect(attrOf({ type: 'float', prec: 2 }, '-1,005').stored).toBe(-1.01);
    expect(roundTo(-0.001, 2)).toBe(0);
  });
  it('checked against min/max', () => {
    expect(attrOf({ type: 'float', min: 0, max: 100 }, '-0,01').error).toBe('out_of_range');
    expect(attrOf({ type: 'float', min: 0, max: 100 }, '100,01').error).toBe('out_of_range');
    expect(attrOf({ type: 'float', min: 0, max: 100 }, '100').error).toBeUndefined();
  });
  it('attrs carry min, max and prec', () => {
    expect(attrOf({ type: 'float', min: 0, max: 100, prec: 2 }, '5')).toMatchObject({
      min: 0,
      max: 100,
      prec: 2,
    });
  });
  it('parseDecimal: empty is no value, not an error', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('.')).toBeNull();
  });
});

describe('force-required and required (5.2, 5.5)', () => {
  it('a force-required field with no value → required', () => {
    expect(attrOf({ type: 'int', forceRequired: true }, '')).toMatchObject({
      error: 'required',
      required: true,
    });
  });
  it('a required field with no value → required; with a value no error', () => {
    expect(attrOf({ type: 'str', required: true }, ' ')).toMatchObject({ error: 'required', required: true });
    expect(attrOf({ type: 'str', required: true }, 'x').error).toBeUndefined();
  });
  it('a required checkbox must be checked', () => {
    expect(attrOf({ type: 'bool', required: true }, false).error).toBe('required');
    expect(attrOf({ type: 'bool', required: true }, true).error).toBeUndefined();
  });
  it('a required set needs one option', () => {
    expect(attrOf({ type: 'set', codelist: 'color', required: true }, []).error).toBe('required');
  });
});

describe('choices', () => {
  it('enum values must be among the options → invalid_value', () => {
    expect(attrOf({ type: 'enum', codelist: 'color' }, 'red')).toMatchObject({ stored: 'red', valid: true });
    expect(attrOf({ type: 'enum', codelist: 'color' }, 'pink')).toMatchObject({ error: 'invalid_value' });
  });
  it('options are the enabled codelist items with labels', () => {
    expect(attrOf({ type: 'enum', codelist: 'color' }, 'red').options).toEqual([
      { value: 'red', label: 'Červená' },
      { value: 'green', label: 'Zelená' },
      { value: 'blue', label: 'Modrá' },
    ]);
  });
  it('a disabled item is not offered but an existing value stays valid', () => {
    expect(attrOf({ type: 'enum', codelist: 'color' }, 'old').error).toBeUndefined();
  });
  it("'' is a value when the codelist has it (segment standard)", () => {
    expect(attrOf({ type: 'enum', codelist: 'segment', required: true }, '')).toMatchObject({
      stored: '',
      valid: true,
    });
  });
  it("'' is no value when the codelist lacks it", () => {
    expect(attrOf({ type: 'enum', codelist: 'color', required: true }, '').error).toBe('required');
  });
  it('set values must all be among the options', () => {
    expect(attrOf({ type: 'set', codelist: 'color' }, ['red', 'blue'])).toMatchObject({
      stored: ['red', 'blue'],
    });
    expect(attrOf({ type: 'set', codelist: 'color' }, ['red', 'pink']).error).toBe('invalid_value');
    expect(attrOf({ type: 'set', codelist: 'color' }, 'green').stored).toEqual(['green']);
    expect(attrOf({ type: 'set', codelist: 'color' }, 5).error).toBe('invalid_format');
  });
});

describe('booleans', () => {
  it.each([
    [true, true],
    ['true', true],
    ['1', true],
    [1, true],
    ['on', true],
    [false, false],
    ['0', false],
    ['', false],
    [null, false],
  ])('%j → %j', (input, expected) => {
    expect(attrOf({ type: 'bool' }, input).stored).toBe(expected);
  });
  it('anything else → invalid_format', () => {
    expect(attrOf({ type: 'bool' }, 'maybe').error).toBe('invalid_format');
  });
});

describe('dates (5.7)', () => {
  it.each([
    ['2026-03-05', '2026-03-05'],
    ['5.3.2026', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    ['5. 3. 2026', '2026-03-05'],
    ['29.2.2024', '2024-02-29'],
  ])('%j → %j', (input, expected) => {
    expect(parseDate(input)).toBe(expected);
    expect(attrOf({ type: 'date' }, input).stored).toBe(expected);
  });
  it.each(['2026-02-30', '31.4.2026', '29.2.2026', '2026/03/05', '5.3.26', 'zajtra', '2026-3-5'])(
    '%j → invalid_format',
    (input) => {
      expect(attrOf({ type: 'date' }, input).error).toBe('invalid_format');
    },
  );
  it('min and max dates → out_of_range', () => {
    expect(attrOf({ type: 'date', min: '2026-01-01' }, '31.12.2025').error).toBe('out_of_range');
    expect(attrOf({ type: 'date', max: '2026-01-01' }, '2.1.2026').error).toBe('out_of_range');
    expect(attrOf({ type: 'date', min: '2026-01-01', max: '2026-12-31' }, '1.1.2026').error).toBeUndefined();
  });
});

describe('prefixes, sufixes, formats', () => {
  it('a text must start with one of the prefixes → invalid_prefix', () => {
    const spec = { type: 'str' as const, prefixes: ['SK', 'CZ'] };
    expect(attrOf(spec, 'SK1234').error).toBeUndefined();
    expect(attrOf(spec, 'HU1234')).toMatchObject({ error: 'invalid_prefix', prefixes: ['SK', 'CZ'] });
  });
  it('a text must end with one of the sufixes → invalid_sufix', () => {
    const spec = { type: 'str' as const, sufixes: ['.sk'] };
    expect(attrOf(spec, 'hry.sk').error).toBeUndefined();
    expect(attrOf(spec, 'hry.cz')).toMatchObject({ error: 'invalid_sufix', sufixes: ['.sk'] });
  });
  it.each(['jana@hry.sk', 'a.b+c@mail.example.com'])('e-mail %j is fine', (email) => {
    expect(attrOf({ type: 'str', format: 'email' }, email).error).toBeUndefined();
  });
  it.each(['jana', 'jana@', '@hry.sk', 'jana@hry', 'ja na@hry.sk', 'jana@@hry.sk'])(
    'e-mail %j → invalid_format',
    (email) => {
      expect(attrOf({ type: 'str', format: 'email' }, email).error).toBe('invalid_format');
    },
  );
  it('a pattern mismatch → invalid_format', () => {
    expect(attrOf({ type: 'str', pattern: '^[0-9]{5}$' }, '0101').error).toBe('invalid_format');
    expect(attrOf({ type: 'str', pattern: '^[0-9]{5}$' }, '01001').error).toBeUndefined();
  });
});

describe('images', () => {
  it('a bare image id is the value', () => {
    const result = computeAttrs(oneField({ type: 'image' }), { f: 'img-1' });
    expect(result.attrs.f).toMatchObject({ val: 'img-1' });
    expect(result.values.f).toEqual({ val: 'img-1' });
  });
  it('{val, number} keeps the number', () => {
    const result = computeAttrs(oneField({ type: 'image' }), { f: { val: 'img-2', number: '3' } });
    expect(result.attrs.f).toMatchObject({ val: 'img-2', number: 3 });
    expect(result.values.f).toEqual({ val: 'img-2', number: 3 });
  });
  it('a bad number → invalid_format; empty → null', () => {
    expect(computeAttrs(oneField({ type: 'image' }), { f: { val: 'x', number: 'a' } }).attrs.f.error).toBe(
      'invalid_format',
    );
    expect(computeAttrs(oneField({ type: 'image' }), { f: { val: '' } }).values.f).toBeNull();
  });
});

describe('invariants (4.7)', () => {
  const groups = [
    ['a', 'b', 'c'],
    ['x', 'y'],
  ];
  it("only the first checked option of each group (in the group's order) is kept when set programmatically", () => {
    expect(applyInvariants(['b', 'y', 'a', 'x', 'free'], groups)).toEqual(['a', 'x', 'free']);
    expect(applyInvariants(['c', 'b'], groups)).toEqual(['b']);
  });
  it('checking one option unchecks the others in its group', () => {
    expect(toggleSetOption(['a', 'x', 'free'], 'c', true, groups)).toEqual(['x', 'free', 'c']);
    expect(toggleSetOption(['a', 'x'], 'x', false, groups)).toEqual(['a']);
    expect(toggleSetOption(['a'], 'free', true, groups)).toEqual(['a', 'free']);
  });
  it('a set field applies its invariants and returns them as invar', () => {
    const a = attrOf({ type: 'set', codelist: 'color', invariants: [['red', 'green']] }, [
      'green',
      'red',
      'blue',
    ]);
    expect(a.stored).toEqual(['red', 'blue']);
    expect(a.invar).toEqual([['red', 'green']]);
  });
});
