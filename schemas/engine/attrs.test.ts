// computeAttrs: groups and invariants (platform 4.7), conditions, aliases, forced fields, unknown
// input, required suppression (4.6), repeat counts (5.5) and per-form rules.
import { describe, expect, it } from 'vitest';
import { computeAttrs, isBlank, repeatCount } from './attrs';
import { makeForm } from './test-helpers';
import type { FieldSpec } from './types';

const str = (id: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  id,
  type: 'str',
  label: id,
  ...extra,
});

describe('unknown input and the reply shape', () => {
  const form = makeForm([str('name', { required: true, hint: 'Celé meno', maxLength: 20 })]);
  it('ignores unknown input fields', () => {
    const result = computeAttrs(form, { name: 'Jana', hacker: 'x', __proto__: 'y' });
    expect(Object.keys(result.attrs)).toEqual(['name']);
    expect(result.values).toEqual({ name: 'Jana' });
  });
  it('returns only the keys that are set', () => {
    expect(computeAttrs(form, { name: 'Jana' }).attrs.name).toEqual({
      val: 'Jana',
      required: true,
      hint: 'Celé meno',
      max: 20,
    });
  });
  it('accepts attrs in reply shape ({val})', () => {
    expect(computeAttrs(form, { name: { val: ' Jana ', error: 'x' } }).values.name).toBe('Jana');
  });
  it('a non-object input counts as empty', () => {
    expect(computeAttrs(form, null).valid).toBe(false);
    expect(computeAttrs(form, ['x'] as never).attrs.name.error).toBe('required');
  });
});

describe('required suppression (4.6)', () => {
  const form = makeForm([
    str('name', { required: true }),
    { id: 'count', type: 'int', label: 'Počet', min: 1 },
  ]);
  it('a new form first filled with empty attrs shows no required errors, but is not valid', () => {
    const result = computeAttrs(form, {}, { suppressRequired: true });
    expect(result.attrs.name).toEqual({ val: null, required: true });
    expect(result.valid).toBe(false);
  });
  it('other errors are not suppressed', () => {
    expect(computeAttrs(form, { count: '0' }, { suppressRequired: true }).attrs.count.error).toBe(
      'out_of_range',
    );
  });
  it('without suppression the required error is shown', () => {
    expect(computeAttrs(form, {}).attrs.name.error).toBe('required');
  });
});

describe('local sanitize (the browser before commit)', () => {
  const form = makeForm([
    str('name', { required: true }),
    { id: 'repeat', type: 'int', label: 'Počet', forceRequired: true },
    { id: 'game', type: 'list', label: 'Hra', source: 'activeGames' },
  ]);
  it('checks force-required but leaves plain required to the server', () => {
    const result = computeAttrs(form, { game: '7' }, { local: true });
    expect(result.attrs.name.error).toBeUndefined();
    expect(result.attrs.repeat.error).toBe('required');
  });
  it('does not check options the server supplies', () => {
    expect(computeAttrs(form, { game: '7', repeat: '1' }, { local: true }).attrs.game.error).toBeUndefined();
  });
  it('the server checks source options when it supplies them', () => {
    const sources = { activeGames: [{ value: '3', label: 'Hra (Variant)' }] };
    const bad = computeAttrs(form, { game: '7', repeat: '1', name: 'x' }, { sources });
    expect(bad.attrs.game).toMatchObject({ error: 'invalid_value', options: sources.activeGames });
    expect(computeAttrs(form, { game: '3', repeat: '1', name: 'x' }, { sources }).valid).toBe(true);
  });
  it('a stored value no longer among the source options stays valid', () => {
    const result = computeAttrs(
      form,
      { game: '7', repeat: '1', name: 'x' },
      { sources: { activeGames: [] }, stored: { game: '7' } },
    );
    expect(result.attrs.game.error).toBeUndefined();
  });
});

describe('stored record and defaults', () => {
  const form = makeForm([
    str('name'),
    str('city', { default: 'Žilina' }),
    { id: 'code', type: 'str', label: 'Kód', forced: true, default: 'AUTO' },
  ]);
  it('a new form gets defaults', () => {
    expect(computeAttrs(form, {}).values).toEqual({ name: null, city: 'Žilina', code: 'AUTO' });
  });
  it('missing input falls back to the stored value; given input wins; null clears', () => {
    const stored = { name: 'Jana', city: 'Martin', code: 'K-1' };
    expect(computeAttrs(form, {}, { stored }).values).toEqual(stored);
    expect(computeAttrs(form, { city: 'Trnava' }, { stored }).values.city).toBe('Trnava');
    expect(computeAttrs(form, { city: null }, { stored }).values.city).toBeNull();
  });
  it('forced fields keep the stored value whatever the input says, and are marked forced', () => {
    const result = computeAttrs(form, { code: 'HACK' }, { stored: { code: 'K-1' } });
    expect(result.values.code).toBe('K-1');
    expect(result.attrs.code).toMatchObject({ val: 'K-1', forced: true });
  });
  it('forced fields of a new record keep their default', () => {
    expect(computeAttrs(form, { code: 'HACK' }).values.code).toBe('AUTO');
  });
  it('a stored scaled number is not divided again', () => {
    const scaled = makeForm([{ id: 'w', type: 'int', label: 'Hmotnosť', scale: 1000 }]);
    const result = computeAttrs(scaled, {}, { stored: { w: 1.5 } });
    expect(result.values.w).toBe(1.5);
    expect(result.attrs.w.val).toBe(1500);
  });
});

describe('aliases', () => {
  const form = makeForm([
    str('yes-no.place', { aliases: ['place'] }),
    { id: 'answer.answers-min', type: 'int', label: 'Min', aliases: ['answer.min'] },
    str('answer.answers-1', { aliases: ['answer.text[0]'] }),
    str('answer.answers-2', { aliases: ['answer.text[1]'] }),
  ]);
  it('accepts the other spelling and replies with the canonical id', () => {
    const result = computeAttrs(form, { place: 'Most', 'answer.min': '2' });
    expect(result.attrs['yes-no.place'].val).toBe('Most');
    expect(result.values['answer.answers-min']).toBe(2);
    expect(result.attrs.place).toBeUndefined();
    expect(result.attrs['answer.min']).toBeUndefined();
  });
  it('the canonical id wins over an alias', () => {
    expect(computeAttrs(form, { place: 'A', 'yes-no.place': 'B' }).values['yes-no.place']).toBe('B');
  });
  it('an indexed alias takes one element of a list', () => {
    const result = computeAttrs(form, { 'answer.text': ['áno', 'hej'] });
    expect(result.values['answer.answers-1']).toBe('áno');
    expect(result.values['answer.answers-2']).toBe('hej');
  });
  it('index 0 of an indexed alias also takes a single value', () => {
    const result = computeAttrs(form, { 'answer.text': 'áno' });
    expect(result.values['answer.answers-1']).toBe('áno');
    expect(result.values['answer.answers-2']).toBeNull();
  });
});

describe('conditions', () => {
  const form = makeForm([
    { id: 'layout', type: 'enum', label: 'Rozloženie', codelist: 'layout', default: 'ANSWER_REQUIRED' },
    {
      id: 'answer',
      type: 'group',
      label: 'Odpovede',
      when: { layout: ['ANSWER_REQUIRED'] },
      fields: [str('answer.answers-1', { required: true })],
    },
    {
      id: 'poem',
      type: 'group',
      label: 'Básnička',
      when: { layout: ['MAKE_POEM', 'GAME_YES_NO'] },
      fields: [{ id: 'poem.minlength', type: 'int', label: 'Min' }],
    },
    str('extra', { when: { layout: ['MAKE_POEM'], flag: [true] } }),
    { id: 'flag', type: 'bool', label: 'Príznak' },
  ]);
  it('fields whose condition does not hold are absent from attrs and values', () => {
    const result = computeAttrs(form, { layout: 'MAKE_POEM', 'answer.answers-1': '', 'poem.minlength': '5' });
    expect(Object.keys(result.attrs)).toEqual(['layout', 'poem', 'poem.minlength', 'flag']);
    expect(result.values).toEqual({ layout: 'MAKE_POEM', 'poem.minlength': 5, flag: false });
    expect(result.valid).toBe(true);
  });
  it('a group and its fields apply when the condition holds (listed values are alternatives)', () => {
    expect(computeAttrs(form, { layout: 'GAME_YES_NO' }).attrs.poem).toEqual({});
    const result = computeAttrs(form, {});
    expect(result.attrs.answer).toEqual({});
    expect(result.attrs['answer.answers-1'].error).toBe('required');
    expect(result.attrs.poem).toBeUndefined();
  });
  it('a condition on several fields needs all of them (a later field is seen too)', () => {
    expect(computeAttrs(form, { layout: 'MAKE_POEM', flag: true, extra: 'x' }).values.extra).toBe('x');
    expect(
      computeAttrs(form, { layout: 'GAME_YES_NO', flag: true, extra: 'x' }).values.extra,
    ).toBeUndefined();
  });
  it('errors of fields that do not apply do not make the form invalid', () => {
    expect(
      computeAttrs(form, { layout: 'MAKE_POEM', 'answer.answers-1': 'x'.repeat(10), flag: 'zlé' }).valid,
    ).toBe(false);
    expect(
      computeAttrs(form, { layout: 'GAME_YES_NO', 'poem.minlength': '5', 'answer.answers-1': '' }).valid,
    ).toBe(true);
  });
  it('a condition on a field that itself does not apply does not hold', () => {
    const chained = makeForm([
      { id: 'a', type: 'bool', label: 'A' },
      { id: 'b', type: 'bool', label: 'B', when: { a: [true] } },
      str('c', { when: { b: [true] } }),
    ]);
    expect(computeAttrs(chained, { a: false, b: true, c: 'x' }).attrs.c).toBeUndefined();
    expect(computeAttrs(chained, { a: true, b: true, c: 'x' }).values.c).toBe('x');
  });
  it('a condition on a set holds when the set contains a listed value', () => {
    const withSet = makeForm([
      { id: 'colors', type: 'set', label: 'Farby', codelist: 'color' },
      str('why', { when: { colors: ['red'] } }),
    ]);
    expect(computeAttrs(withSet, { colors: ['blue', 'red'] }).attrs.why).toBeDefined();
    expect(computeAttrs(withSet, { colors: ['blue'] }).attrs.why).toBeUndefined();
  });
  it('patternWhen switches a pattern on by another field (zip 5 digits for sk)', () => {
    const address = makeForm([
      str('zip', { removeSpaces: true, pattern: '^[0-9]{5}$', patternWhen: { country: ['sk'] } }),
      { id: 'country', type: 'enum', label: 'Krajina', codelist: 'color', default: 'red' },
    ]);
    const sk = makeForm(
      [
        str('zip', { removeSpaces: true, pattern: '^[0-9]{5}$', patternWhen: { country: ['FACTS'] } }),
        { id: 'country', type: 'enum', label: 'Krajina', codelist: 'segment' },
      ],
      {},
    );
    expect(computeAttrs(sk, { zip: '1234', country: 'FACTS' }).attrs.zip.error).toBe('invalid_format');
    expect(computeAttrs(sk, { zip: '010 01', country: 'FACTS' }).values.zip).toBe('01001');
    expect(computeAttrs(sk, { zip: '1234', country: '' }).attrs.zip.error).toBeUndefined();
    expect(computeAttrs(address, { zip: 'AB-12' }).attrs.zip.error).toBeUndefined();
  });
});

describe('checkbox-controlled groups (4.7)', () => {
  const form = makeForm([
    {
      id: 'generate',
      type: 'group',
      label: 'Vygenerovať jednorazové poukážky',
      checkbox: true,
      count: 'repeat',
      fields: [{ id: 'repeat', type: 'int', label: 'Počet', unit: 'pcs', forceRequired: true, min: 1 }],
    },
    {
      id: 'contract',
      type: 'group',
      label: 'Zmluva',
      checkbox: true,
      required: true,
      fields: [str('number')],
    },
    {
      id: 'hidden',
      type: 'group',
      label: 'Skryté',
      checkbox: true,
      when: { generate: [true] },
      fields: [str('x')],
    },
  ]);
  it('an unchecked group contributes no inner fields; it sends its id as false', () => {
    const result = computeAttrs(form, { generate: false, repeat: '5' });
    expect(result.attrs.generate).toEqual({ val: false });
    expect(result.attrs.repeat).toBeUndefined();
    expect(result.values).not.toHaveProperty('repeat');
    expect(result.values.generate).toBe(false);
    expect(repeatCount(form, result)).toBe(1);
  });
  it('a checked group sends its id as true and contributes its inner fields', () => {
    const result = computeAttrs(form, { generate: true, repeat: '5' });
    expect(result.values).toMatchObject({ generate: true, repeat: 5 });
    expect(result.attrs.repeat).toMatchObject({ val: 5, required: true, min: 1 });
    expect(repeatCount(form, result)).toBe(5);
  });
  it('a checked repeat group without a count → required', () => {
    const result = computeAttrs(form, { generate: 'on' });
    expect(result.attrs.repeat.error).toBe('required');
    expect(result.valid).toBe(false);
  });
  it('a required group is checked and read-only whatever the input says', () => {
    const result = computeAttrs(form, { contract: false, number: 'Z-1' });
    expect(result.attrs.contract).toEqual({ val: true, required: true, forced: true });
    expect(result.values).toMatchObject({ contract: true, number: 'Z-1' });
  });
  it('a group whose condition does not hold is absent (hidden)', () => {
    expect(computeAttrs(form, { generate: false }).attrs.hidden).toBeUndefined();
    expect(computeAttrs(form, { generate: true, repeat: 1 }).attrs.hidden).toEqual({ val: false });
  });
});

describe('per-form rules (4.7 contract / labeler)', () => {
  const form = makeForm(
    [
      { id: 'contract', type: 'bool', label: 'Zmluva' },
      { id: 'labeler', type: 'bool', label: 'Tlač štítkov' },
    ],
    { rules: [{ when: { contract: [true], labeler: [false] }, force: { labeler: true } }] },
  );
  it("when 'contract' is checked and 'labeler' is not, 'labeler' is forced to true", () => {
    const result = computeAttrs(form, { contract: true, labeler: false });
    expect(result.values.labeler).toBe(true);
    expect(result.attrs.labeler).toEqual({ val: true, forced: true });
  });
  it('otherwise labeler is left alone', () => {
    expect(computeAttrs(form, { contract: false, labeler: false }).values.labeler).toBe(false);
    expect(computeAttrs(form, { contract: true, labeler: true }).attrs.labeler).toEqual({ val: true });
  });
});

describe('isBlank (new-and-empty is not committed)', () => {
  const form = makeForm([str('name'), { id: 'limit', type: 'int', label: 'Limit', default: 1 }]);
  it('defaults alone do not make a form non-blank', () => {
    expect(isBlank(form, computeAttrs(form, {}))).toBe(true);
    expect(isBlank(form, computeAttrs(form, { name: 'x' }))).toBe(false);
  });
});

describe('requiredWhen', () => {
  const form = makeForm([
    str('order', { requiredWhen: { '$sheet.labeler': [true] } }),
    str('note', { requiredWhen: { kind: ['x'] } }),
    str('kind'),
  ]);
  it('a later field named by the condition makes the field required', () => {
    expect(computeAttrs(form, { kind: 'x' }).attrs.note).toMatchObject({ required: true, error: 'required' });
    expect(computeAttrs(form, { kind: 'y' }).attrs.note).toEqual({ val: null });
  });
  it('a $sheet value of the context makes the field required', () => {
    const on = computeAttrs(form, {}, { context: { 'sheet.labeler': true } });
    expect(on.attrs.order).toMatchObject({ required: true, error: 'required' });
    expect(on.valid).toBe(false);
    const off = computeAttrs(form, {}, { context: { 'sheet.labeler': false } });
    expect(off.attrs.order.error).toBeUndefined();
    expect(computeAttrs(form, {}).attrs.order.required).toBeUndefined();
  });
});

describe('optionsWhen (issue 31: wedding roles only in a wedding game)', () => {
  const form = makeForm([
    {
      id: 'color',
      type: 'enum',
      label: 'Farba',
      codelist: 'color',
      optionsWhen: [{ values: ['red', 'green'], when: { '$sheet.wedding': [true] } }],
    },
  ]);
  const offered = (result: ReturnType<typeof computeAttrs>) =>
    (result.attrs.color.options ?? []).map((o) => o.value);

  it('offers the values only while the context condition holds', () => {
    expect(offered(computeAttrs(form, {}, { context: { 'sheet.wedding': true } }))).toEqual([
      'red',
      'green',
      'blue',
    ]);
    expect(offered(computeAttrs(form, {}, { context: { 'sheet.wedding': false } }))).toEqual(['blue']);
  });

  it('a value not offered stays valid, given or stored (like a disabled item)', () => {
    const off = { context: { 'sheet.wedding': false } };
    const given = computeAttrs(form, { color: 'red' }, off);
    expect(given.attrs.color.error).toBeUndefined();
    expect(given.values.color).toBe('red');
    expect(computeAttrs(form, {}, { ...off, stored: { color: 'green' } }).values.color).toBe('green');
  });

  it("without the context (the browser's local fill) nothing is hidden", () => {
    expect(offered(computeAttrs(form, {}, { local: true }))).toEqual(['red', 'green', 'blue']);
  });
});
