// Retired fields (FieldSpec.retired, issue 23): never required nor checked, the stored value kept on every
// write exactly as stored, shown read-only only when the record has a value.
import { describe, expect, it } from 'vitest';
import { computeAttrs } from './attrs';
import { checkSchema } from './check';
import { makeForm, TEST_CODELISTS } from './test-helpers';
import type { FieldSpec } from './types';

const players: FieldSpec = {
  id: 'players',
  type: 'int',
  label: 'Počet hráčov',
  required: true,
  min: 2,
  max: 12,
  retired: true,
};
const name: FieldSpec = { id: 'name', type: 'str', label: 'Názov', required: true };

describe('a retired field', () => {
  const form = makeForm([name, players]);

  it('is hidden and not required for a record without a value', () => {
    const result = computeAttrs(form, { name: 'Hra' }, { stored: { name: 'Hra' } });
    expect(result.attrs.players).toBeUndefined();
    expect(result.values).toEqual({ name: 'Hra' });
    expect(result.valid).toBe(true);
    expect(computeAttrs(form, { name: 'Hra' }).attrs.players).toBeUndefined();
  });

  it('keeps the stored value, read-only, whatever the input says', () => {
    const stored = { name: 'Hra', players: 5 };
    const result = computeAttrs(form, { name: 'Nová', players: 9 }, { stored });
    expect(result.attrs.players).toEqual({ val: 5, forced: true });
    expect(result.values).toEqual({ name: 'Nová', players: 5 });
    expect(result.valid).toBe(true);
  });

  it('never checks the stored value (out of its old bounds, another type)', () => {
    const result = computeAttrs(form, {}, { stored: { name: 'Hra', players: 40 } });
    expect(result.attrs.players?.error).toBeUndefined();
    expect(result.values.players).toBe(40);
    expect(result.valid).toBe(true);
    const odd = computeAttrs(form, {}, { stored: { name: 'Hra', players: 'veľa' } });
    expect(odd.values.players).toBe('veľa');
    expect(odd.attrs.players).toEqual({ val: 'veľa', forced: true });
  });

  it('keeps its value while its condition does not hold and inside a retired group', () => {
    const grouped = makeForm([
      { id: 'layout', type: 'enum', label: 'Rozloženie', codelist: 'layout' },
      { id: 'old', type: 'str', label: 'Staré', when: { layout: ['MAKE_POEM'] }, retired: true },
      {
        id: 'poem',
        type: 'group',
        label: 'Básnička',
        retired: true,
        fields: [{ id: 'poem.words', type: 'str', label: 'Slová', required: true }],
      },
    ]);
    const stored = { layout: 'ANSWER_REQUIRED', old: 'x', 'poem.words': 'a;b' };
    const result = computeAttrs(grouped, { layout: 'ANSWER_REQUIRED' }, { stored });
    expect(result.values).toEqual({ layout: 'ANSWER_REQUIRED', old: 'x', 'poem.words': 'a;b' });
    expect(result.attrs.poem).toEqual({});
    expect(result.attrs['poem.words']).toEqual({ val: 'a;b', forced: true });
    expect(result.valid).toBe(true);
    const empty = computeAttrs(grouped, { layout: 'MAKE_POEM' }, { stored: {} });
    expect(empty.attrs.poem).toBeUndefined();
    expect(empty.attrs['poem.words']).toBeUndefined();
    expect(empty.valid).toBe(true);
  });

  it('gets no error from a rule and is not forced by one', () => {
    const ruled = makeForm([name, { ...players, required: false }], {
      rules: [
        { minFilled: { fields: ['players'], count: 1 }, message: 'Zadajte počet' },
        { force: { players: 3 } },
      ],
    });
    const result = computeAttrs(ruled, {}, { stored: { name: 'Hra', players: 7 } });
    expect(result.attrs.players).toEqual({ val: 7, forced: true });
    expect(result.values.players).toBe(7);
  });

  it('is accepted by the checker, and a boolean only', () => {
    const schema = { title: 'T', fields: [name, players] };
    expect(checkSchema('variant.json', schema, TEST_CODELISTS)).toEqual([]);
    const bad = { title: 'T', fields: [name, { ...players, retired: 'áno' }] };
    expect(checkSchema('variant.json', bad, TEST_CODELISTS)).toEqual([
      'variant.json: pole „players“: "retired" musí byť true alebo false',
    ]);
  });
});

describe('structured problems (checkSchemaProblems)', () => {
  it('names the field a problem is at, with the same text as checkSchema', async () => {
    const { checkSchemaProblems } = await import('./check');
    const schema = {
      title: 'T',
      fields: [name, { id: 'code', type: 'str', label: 'Kód', pattern: '(a+)+$' }],
      rules: [{ lessOrEqual: ['name', 'nic'], message: 'x' }],
    };
    const problems = checkSchemaProblems('variant.json', schema, TEST_CODELISTS);
    expect(problems.map((p) => p.text)).toEqual(checkSchema('variant.json', schema, TEST_CODELISTS));
    expect(problems.find((p) => p.field === 'code')?.text).toMatch(/pole „code“: "pattern" \(a\+\)\+\$ môže/);
    expect(problems.some((p) => p.field === undefined && /pravidlo č. 1/.test(p.text))).toBe(true);
    expect(problems.every((p) => p.file === 'variant.json')).toBe(true);
  });
});

describe('the diff of a version that retires a field', () => {
  it('says the field was retired', async () => {
    const { schemaDiff } = await import('../diff');
    const form = { title: 'Variant hry', fields: [name, { ...players, retired: undefined }] };
    const after = { title: 'Variant hry', fields: [name, players] };
    expect(
      schemaDiff({ forms: { variant: form }, codelists: {} }, { forms: { variant: after }, codelists: {} }),
    ).toEqual(['Variant hry: zmenené pole Počet hráčov – vyradené — → áno']);
  });
});
