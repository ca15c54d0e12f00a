import { describe, expect, it } from 'vitest';
import type { Attrs, FieldSpec, FormSchema } from '../../schemas/engine';
import { clientForm } from './clientForm';
import {
  firstErrorId,
  localCheck,
  mergeReply,
  requestBody,
  sameMeaning,
  uiValueFromAttr,
  uiValuesFromRecord,
  withoutRequiredErrors,
} from './formValues';

const schema = {
  title: 'Test',
  fields: [
    { id: 'name', type: 'str', label: 'Meno', required: true, maxLength: 5 },
    { id: 'price', type: 'float', label: 'Cena', prec: 2, min: 0 },
    { id: 'email', type: 'str', label: 'E-mail', format: 'email' },
    { id: 'pwd', type: 'str', label: 'Heslo', password: true },
    { id: 'kind', type: 'enum', label: 'Druh', codelist: 'role' },
    { id: 'photo', type: 'image', label: 'Foto', imageType: 'level.images.answer' },
    {
      id: 'repeating',
      type: 'group',
      label: 'Opakovať',
      checkbox: true,
      fields: [{ id: 'repeat', type: 'int', label: 'Počet', forceRequired: true, min: 1 }],
    },
    {
      id: 'box',
      type: 'group',
      label: 'Skupina',
      fields: [{ id: 'inner', type: 'str', label: 'Vnútri' }],
    },
  ],
} satisfies FormSchema;
const form = clientForm(schema);

describe('widget values', () => {
  it('shows numbers with a decimal comma and images as slots', () => {
    const spec = form.byId.get('price')!.spec;
    expect(uiValueFromAttr(spec, { val: 1.5 })).toBe('1,5');
    expect(uiValueFromAttr(spec, { val: null })).toBe('');
    expect(uiValueFromAttr(form.byId.get('photo')!.spec, { val: 'abc', number: 2 })).toEqual({
      val: 'abc',
      number: 2,
    });
    expect(uiValueFromAttr(form.byId.get('repeating')!.spec, { val: true })).toBe(true);
    const set: FieldSpec = { id: 's', type: 'set', label: 'S', invariants: [['a', 'b']] };
    expect(uiValueFromAttr(set, { val: ['b', 'c', 'a'] })).toEqual(['c', 'a']);
  });

  it("reads a record's info by field id, falling back to its own keys", () => {
    expect(
      uiValuesFromRecord(form, {
        id: 3,
        name: 'x',
        email: 'e@x.sk',
        info: { price: 2.25, name: 'Eva' },
        other: 1,
      }),
    ).toEqual({ name: 'Eva', price: '2,25', email: 'e@x.sk' });
  });
});

describe('requestBody', () => {
  const attrs: Attrs = {
    name: {},
    price: {},
    email: {},
    repeating: {},
    repeat: {},
    box: {},
    inner: {},
  };

  it('sends shown fields only, a checkbox group as a boolean and its inner fields only when checked', () => {
    const values = {
      name: 'Eva',
      price: '1,5',
      email: '',
      repeating: false,
      repeat: '3',
      inner: 'x',
      pwd: 'hidden',
    };
    expect(requestBody(form, values, attrs)).toEqual({
      name: 'Eva',
      price: '1,5',
      email: '',
      repeating: false,
      inner: 'x',
    });
    expect(requestBody(form, { ...values, repeating: true }, attrs)).toMatchObject({
      repeating: true,
      repeat: '3',
    });
  });

  it('sends a required checkbox group as true with its fields', () => {
    const required = { ...attrs, repeating: { required: true, forced: true } };
    expect(requestBody(form, { repeat: '2' }, required)).toMatchObject({ repeating: true, repeat: '2' });
  });

  it('sends the given values before the first reply', () => {
    expect(requestBody(form, {}, {})).toEqual({});
    expect(requestBody(form, { name: 'A', photo: { val: 'i1', number: 1 } }, {})).toEqual({
      name: 'A',
      photo: { val: 'i1', number: 1 },
    });
  });
});

describe('mergeReply: without clobbering what the user typed', () => {
  it('keeps a field the user changed after the request was sent', () => {
    const sent = { name: 'Ev', email: 'a@' };
    const current = { name: 'Eva', email: 'a@' };
    const merged = mergeReply(form, current, sent, {
      name: { val: 'Ev' },
      email: { val: 'a@', error: 'invalid_format' },
    });
    expect(merged.name).toBe('Eva');
    expect(merged.email).toBe('a@');
  });

  it('keeps the text as typed when the server value means the same', () => {
    const typed = { name: 'Eva ', price: '1,50' };
    const merged = mergeReply(form, typed, typed, { name: { val: 'Eva' }, price: { val: 1.5 } });
    expect(merged).toEqual(typed);
  });

  it('takes the server value when it differs, and for newly shown fields', () => {
    const sent = { price: '1,555' };
    const merged = mergeReply(form, sent, sent, { price: { val: 1.56 }, kind: { val: '1' } });
    expect(merged).toEqual({ price: '1,56', kind: '1' });
  });

  it('always shows a forced value', () => {
    const sent = { name: 'Eva' };
    const current = { name: 'Evka' };
    expect(mergeReply(form, current, sent, { name: { val: 'Pevné', forced: true } }).name).toBe('Pevné');
  });

  it('compares meanings per type', () => {
    const pwd = form.byId.get('pwd')!.spec;
    expect(sameMeaning(pwd, 'abc ', 'abc')).toBe(false);
    expect(sameMeaning(form.byId.get('name')!.spec, ' abc ', 'abc')).toBe(true);
    expect(sameMeaning(form.byId.get('price')!.spec, 'x', 'y')).toBe(false);
  });
});

describe('first fill and commit checks', () => {
  it('drops only required errors on a new form’s first fill', () => {
    expect(
      withoutRequiredErrors({
        name: { error: 'required', required: true },
        email: { error: 'invalid_format' },
      }),
    ).toEqual({ name: { required: true }, email: { error: 'invalid_format' } });
  });

  it('finds local errors on shown fields and blocks the commit', () => {
    const attrs: Attrs = { name: {}, price: {}, email: {}, repeating: {}, repeat: {} };
    const check = localCheck(
      form,
      { name: 'Eva', price: '-1', email: 'nie', repeating: true, repeat: '' },
      attrs,
    );
    expect(check.valid).toBe(false);
    expect(check.attrs.price.error).toBe('out_of_range');
    expect(check.attrs.email.error).toBe('invalid_format');
    expect(check.attrs.repeat.error).toBe('required');
    // only force-required fields are required locally: the server judges 'name'
    expect(localCheck(form, { name: '' }, { name: {} }).valid).toBe(true);
    expect(firstErrorId(form, check.attrs)).toBe('price');
  });

  it('knows a new-and-empty form', () => {
    expect(localCheck(form, { name: '', email: '' }, { name: {}, email: {} }).blank).toBe(true);
    expect(localCheck(form, { name: 'E' }, { name: {} }).blank).toBe(false);
  });
});
