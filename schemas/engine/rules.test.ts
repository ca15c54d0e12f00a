// Cross-field rules of a schema (issue 22): minFilled, lessOrEqual, unique, require — on the server
// (context and sources given) and in the browser's local check (those not given: not run).
import { describe, expect, it } from 'vitest';
import { computeAttrs } from './attrs';
import { makeForm } from './test-helpers';
import type { FieldSpec, RuleSpec } from './types';

const int = (id: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  id,
  type: 'int',
  label: id,
  ...extra,
});
const str = (id: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  id,
  type: 'str',
  label: id,
  ...extra,
});
const image = (id: string): FieldSpec => ({ id, type: 'image', label: id });
const bool = (id: string): FieldSpec => ({ id, type: 'bool', label: id });
const layout: FieldSpec = { id: 'layout', type: 'enum', label: 'Rozloženie', codelist: 'layout' };

describe('lessOrEqual', () => {
  const form = makeForm([int('min'), int('max')], {
    rules: [{ lessOrEqual: ['min', 'max'], message: 'Minimálna dĺžka nesmie byť väčšia ako maximálna' }],
  });
  it('refuses min above max with the message on the first field', () => {
    const result = computeAttrs(form, { min: '200', max: '50' });
    expect(result.valid).toBe(false);
    expect(result.attrs.min).toMatchObject({
      val: 200,
      error: 'rule',
      message: 'Minimálna dĺžka nesmie byť väčšia ako maximálna',
    });
    expect(result.attrs.max.error).toBeUndefined();
    expect(result.values).not.toHaveProperty('min');
  });
  it('accepts equal values and a missing one', () => {
    expect(computeAttrs(form, { min: '50', max: '50' }).valid).toBe(true);
    expect(computeAttrs(form, { min: '200' }).valid).toBe(true);
  });
  it("a field's own error stays its error", () => {
    expect(computeAttrs(form, { min: 'x', max: '50' }).attrs.min.error).toBe('invalid_format');
  });
  it('runs in the local check too (the same engine in the browser)', () => {
    expect(computeAttrs(form, { min: '9', max: '1' }, { local: true }).attrs.min.error).toBe('rule');
  });
  it('three durations: min ≤ average ≤ max, the failing pair names its field', () => {
    const durations = makeForm([int('minD'), int('avgD'), int('maxD')], {
      rules: [
        { lessOrEqual: ['minD', 'avgD'], message: 'Min. trvanie nesmie byť väčšie ako priemerné trvanie' },
        { lessOrEqual: ['avgD', 'maxD'], message: 'Priemerné trvanie nesmie byť väčšie ako max. trvanie' },
        { lessOrEqual: ['minD', 'maxD'], message: 'Min. trvanie nesmie byť väčšie ako max. trvanie' },
      ],
    });
    const result = computeAttrs(durations, { minD: '45', avgD: '75', maxD: '60' });
    expect(result.attrs.avgD).toMatchObject({
      error: 'rule',
      message: 'Priemerné trvanie nesmie byť väčšie ako max. trvanie',
    });
    expect(result.attrs.minD.error).toBeUndefined();
    expect(computeAttrs(durations, { minD: '70', maxD: '60' }).attrs.minD.message).toBe(
      'Min. trvanie nesmie byť väčšie ako max. trvanie',
    );
    expect(computeAttrs(durations, { minD: '45', avgD: '50', maxD: '60' }).valid).toBe(true);
  });
});

describe('minFilled', () => {
  const images = ['a1', 'a2', 'a3', 'a4'];
  const rules: RuleSpec[] = [
    {
      when: { layout: ['MAKE_POEM'] },
      minFilled: { fields: images, count: 2 },
      message: 'Výber obrázka potrebuje aspoň %{count} obrázky',
    },
    {
      when: { layout: ['MAKE_POEM'] },
      minFilled: { fields: ['c1', 'c2'], count: 1 },
      message: 'Označte správny obrázok',
    },
    {
      when: { layout: ['MAKE_POEM'], c2: [true] },
      minFilled: { fields: ['a2'], count: 1 },
      field: 'c2',
      message: 'Obrázok 2 je označený ako správna odpoveď, ale nie je nahraný',
    },
  ];
  const form = makeForm([layout, ...images.map(image), bool('c1'), bool('c2')], { rules });
  it('at least two images: the error on the first empty slot, %{count} filled in', () => {
    const result = computeAttrs(form, { layout: 'MAKE_POEM', a1: 'img-1', c1: true });
    expect(result.valid).toBe(false);
    expect(result.attrs.a2).toMatchObject({
      error: 'rule',
      message: 'Výber obrázka potrebuje aspoň 2 obrázky',
    });
  });
  it('the correct image must be marked, and must be uploaded', () => {
    const none = computeAttrs(form, { layout: 'MAKE_POEM', a1: 'i1', a3: 'i3' });
    expect(none.attrs.c1).toMatchObject({ error: 'rule', message: 'Označte správny obrázok' });
    const missing = computeAttrs(form, { layout: 'MAKE_POEM', a1: 'i1', a3: 'i3', c2: true });
    expect(missing.attrs.c2.message).toBe('Obrázok 2 je označený ako správna odpoveď, ale nie je nahraný');
    expect(computeAttrs(form, { layout: 'MAKE_POEM', a1: 'i1', a2: 'i2', c2: true }).valid).toBe(true);
  });
  it('does not apply while its condition does not hold', () => {
    expect(computeAttrs(form, { layout: 'ANSWER_REQUIRED' }).valid).toBe(true);
  });
  it('count may name a number field of the form', () => {
    const answers = makeForm([int('need'), str('x1'), str('x2'), str('x3')], {
      rules: [
        {
          minFilled: { fields: ['x1', 'x2', 'x3'], count: 'need' },
          message: 'Vyplňte aspoň %{count} odpovede',
        },
      ],
    });
    expect(computeAttrs(answers, { need: '2', x1: 'a' }).attrs.x2.message).toBe('Vyplňte aspoň 2 odpovede');
    expect(computeAttrs(answers, { need: '2', x1: 'a', x3: 'c' }).valid).toBe(true);
    expect(computeAttrs(answers, { x1: '' }).valid).toBe(true);
  });
  it("a first fill's suppression hides the error but the form stays invalid", () => {
    const result = computeAttrs(form, { layout: 'MAKE_POEM', c1: true }, { suppressRequired: true });
    expect(result.valid).toBe(false);
    expect(result.attrs.a1.error).toBeUndefined();
  });
});

describe('unique (sibling values through a source of the server)', () => {
  const form = makeForm([str('order'), str('name')], {
    rules: [
      {
        unique: { field: 'order', source: 'levelNumbers' },
        message: 'Číslo %{value} má už úloha „%{label}“',
      },
    ],
  });
  const sources = {
    levelNumbers: [
      { value: '1', label: 'Brána' },
      { value: '2', label: 'Námestie' },
    ],
  };
  it('the second level with a taken number is refused naming the other one', () => {
    const result = computeAttrs(form, { order: ' 2 ' }, { sources });
    expect(result.attrs.order).toMatchObject({ error: 'rule', message: 'Číslo 2 má už úloha „Námestie“' });
  });
  it('a free number and no number pass', () => {
    expect(computeAttrs(form, { order: '3' }, { sources }).valid).toBe(true);
    expect(computeAttrs(form, {}, { sources }).valid).toBe(true);
  });
  it('is not checked without the source (the browser, a caller that supplies none)', () => {
    expect(computeAttrs(form, { order: '2' }).valid).toBe(true);
    expect(computeAttrs(form, { order: '2' }, { local: true }).valid).toBe(true);
  });
});

describe('require (with a context value of the server)', () => {
  const form = makeForm([layout], {
    rules: [
      {
        when: { layout: ['MAKE_POEM'] },
        require: { '$sheet.frameImage': [true] },
        field: 'layout',
        message: 'Výber obrázka v rámiku potrebuje rámik: nahrajte ho v okne Variant hry (Rámik)',
      },
    ],
  });
  it('fails when the context value does not hold', () => {
    const result = computeAttrs(form, { layout: 'MAKE_POEM' }, { context: { 'sheet.frameImage': false } });
    expect(result.attrs.layout).toMatchObject({
      error: 'rule',
      message: 'Výber obrázka v rámiku potrebuje rámik: nahrajte ho v okne Variant hry (Rámik)',
    });
    expect(computeAttrs(form, { layout: 'MAKE_POEM' }, { context: { 'sheet.frameImage': true } }).valid).toBe(
      true,
    );
  });
  it('is not run where the context is unknown (local check)', () => {
    expect(computeAttrs(form, { layout: 'MAKE_POEM' }, { local: true }).valid).toBe(true);
  });
});

describe('separator (a list in one text)', () => {
  const form = makeForm([str('words', { separator: ';' })]);
  it('normalizes a comma-separated list to the separator', () => {
    expect(computeAttrs(form, { words: ' hrad, veža ;erb,, ' }).values.words).toBe('hrad; veža; erb');
    expect(computeAttrs(form, { words: 'hrad;veža' }).values.words).toBe('hrad;veža');
  });
});
