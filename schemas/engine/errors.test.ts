// Platform 5.3: every message variant, rendered with the Slovak texts as react-admin's polyglot would.
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../i18n/sk/fields';
import { errorMessage, warningMessage, type MessageAttr } from './errors';
import { ERROR_CODES } from './types';

function lookup(key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], fieldMessages);
  if (typeof value !== 'string') throw new Error(`chýba text pre ${key}`);
  return value;
}

/** The message a person reads: the key's text with %{param} filled in. */
function text(code: string, attr?: MessageAttr): string {
  const { key, params } = errorMessage(code, attr);
  return lookup(key).replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

describe('out_of_range variants', () => {
  it('min and max', () => {
    expect(text('out_of_range', { type: 'int', min: 1, max: 10 })).toBe('Hodnota mimo rozsah: 1-10');
  });
  it('min and max of a text are lengths in the same message', () => {
    expect(text('out_of_range', { type: 'str', min: 2, max: 5 })).toBe('Hodnota mimo rozsah: 2-5');
  });
  it('min and max are multiplied by the scale', () => {
    expect(text('out_of_range', { type: 'int', min: 0.5, max: 30, scale: 1000 })).toBe(
      'Hodnota mimo rozsah: 500-30000',
    );
  });
  it('min only, string: n from min (the chosen reading)', () => {
    expect(text('out_of_range', { type: 'str', min: 8 })).toBe('Minimalna požadovaná dlžka: 8 znakov');
  });
  it('min only, other', () => {
    expect(text('out_of_range', { type: 'float', min: 0 })).toBe('Minimalna povolená hodnota: 0');
    expect(text('out_of_range', { type: 'int', min: 2, scale: 10 })).toBe('Minimalna povolená hodnota: 20');
  });
  it('max only, string', () => {
    expect(text('out_of_range', { type: 'str', max: 100 })).toBe('Maximalna povolená dlžka: 100 znakov');
  });
  it('max only, other', () => {
    expect(text('out_of_range', { type: 'float', max: 99.5 })).toBe('Maximalna povolená hodnota: 99,5');
  });
  it('max only of a date is shown as d.m.yyyy', () => {
    expect(text('out_of_range', { type: 'date', max: '2026-03-05' })).toBe(
      'Maximalna povolená hodnota: 5.3.2026',
    );
  });
  it('neither', () => {
    expect(text('out_of_range', { type: 'int' })).toBe('Hodnota mimo rozsah');
    expect(text('out_of_range')).toBe('Hodnota mimo rozsah');
  });
  it('a scale with decimals does not print binary noise', () => {
    expect(text('out_of_range', { type: 'float', max: 0.1, scale: 3 })).toBe(
      'Maximalna povolená hodnota: 0,3',
    );
  });
});

describe('other codes', () => {
  it.each([
    ['invalid_value', 'Neplatná hodnota'],
    ['invalid_checksum', 'Neplatný kontrolný súčet'],
    ['invalid_role', 'Nepovolené povolenie'],
    ['missing_street_number', 'Doplňte popisné číslo'],
    ['required', 'Povinný údaj'],
  ])('%s → %s', (code, message) => {
    expect(text(code)).toBe(message);
  });
  it('invalid_prefix with and without a list', () => {
    expect(text('invalid_prefix', { prefixes: ['SK', 'CZ'] })).toBe('Povolené prefixy: SK, CZ');
    expect(text('invalid_prefix')).toBe('Neplatný prefix');
    expect(text('invalid_prefix', { prefixes: [] })).toBe('Neplatný prefix');
  });
  it('invalid_sufix with and without a list', () => {
    expect(text('invalid_sufix', { sufixes: ['.sk'] })).toBe('Povolené koncovky: .sk');
    expect(text('invalid_sufix')).toBe('Neplatná koncovka');
  });
  it('an unknown code still reads Slovak', () => {
    expect(errorMessage('promo_taken')).toEqual({
      key: 'fields.errors.unknown',
      params: { code: 'promo_taken' },
    });
    expect(text('promo_taken')).toBe('Neplatná hodnota');
  });
  it('every error code has a text', () => {
    for (const code of ERROR_CODES) expect(text(code, { min: 1, max: 2 })).not.toMatch(/fields\./);
  });
});

describe('invalid_format says the expected form (issue 22)', () => {
  it.each([
    ['int', 'Zadajte celé číslo, napr. 12'],
    ['float', 'Zadajte desatinné číslo, napr. 12,5'],
    ['date', 'Zadajte dátum v tvare D. M. RRRR, napr. 5. 3. 2026'],
    ['image', 'Vyberte obrázok zo súboru'],
    ['bool', 'Zadajte áno alebo nie'],
    ['group', 'Zadajte áno alebo nie'],
    ['enum', 'Vyberte jednu z ponúkaných možností'],
    ['set', 'Vyberte jednu z ponúkaných možností'],
  ] as const)('%s → %s', (type, message) => {
    expect(text('invalid_format', { type })).toBe(message);
  });
  it('a text field: e-mail, the pattern message of the schema, or a pointer to the hint', () => {
    expect(text('invalid_format', { type: 'str', format: 'email' })).toBe(
      'Zadajte e-mail v tvare meno@domena.sk',
    );
    expect(text('invalid_format', { type: 'str', patternMessage: 'Zadajte 5 číslic, napr. 01001' })).toBe(
      'Zadajte 5 číslic, napr. 01001',
    );
    expect(text('invalid_format', { type: 'str' })).toBe(
      'Zadajte text v požadovanom tvare (pozrite pomocný text pod poľom)',
    );
  });
  it('is never the bare "Neplatný formát"', () => {
    for (const type of [
      'str',
      'int',
      'float',
      'bool',
      'enum',
      'list',
      'set',
      'date',
      'group',
      'image',
    ] as const)
      expect(text('invalid_format', { type })).not.toBe('Neplatný formát');
    expect(text('invalid_format')).toBe('Zadajte hodnotu v požadovanom tvare');
  });
});

describe('rule (a cross-field rule of the schema)', () => {
  it("shows the rule's message", () => {
    expect(text('rule', { message: 'Minimálna dĺžka nesmie byť väčšia ako maximálna' })).toBe(
      'Minimálna dĺžka nesmie byť väčšia ako maximálna',
    );
  });
  it('without a message still reads Slovak', () => {
    expect(text('rule')).toBe('Hodnota nevyhovuje pravidlu formulára');
  });
});

describe('warnings', () => {
  it('max_length', () => {
    const { key } = warningMessage('max_length');
    expect(lookup(key)).toBe('Prekročený max. počet tlačiteľných znakov');
  });
  it('an unknown warning still has a text', () => {
    expect(lookup(warningMessage('other').key)).toBe('Skontrolujte hodnotu');
  });
});
