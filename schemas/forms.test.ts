// The six form schemas and their codelists: they pass the checker and the JSON Schema editors use,
// and behave as the specs ask (games 3.1–3.3, platform 3.5–3.7, 5.5).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { checkSchemaSet, computeAttrs, FORM_NAMES, repeatCount, type FormInput } from './engine';
import { CODELISTS, SCHEMAS, codelistLabel, getForm } from './bundle';

const dir = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const codelistFiles = readdirSync(path.join(dir, 'codelists')).filter((f) => f.endsWith('.json'));

describe('schema files', () => {
  it('all six forms and every codelist pass the checker', () => {
    const forms = Object.fromEntries(FORM_NAMES.map((n) => [`${n}.json`, readJson(`${n}.json`)]));
    const codelists = Object.fromEntries(
      codelistFiles.map((f) => [f.replace(/\.json$/, ''), readJson(`codelists/${f}`)]),
    );
    expect(checkSchemaSet(forms, codelists)).toEqual([]);
  });

  it('every file names its JSON Schema and validates against it', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const formSchema = ajv.compile(readJson('schema.schema.json') as object);
    const codelistSchema = ajv.compile(readJson('codelist.schema.json') as object);
    for (const name of FORM_NAMES) {
      const json = readJson(`${name}.json`) as { $schema: string };
      expect(json.$schema, name).toBe('./schema.schema.json');
      expect(formSchema(json), `${name}: ${ajv.errorsText(formSchema.errors)}`).toBe(true);
    }
    for (const file of codelistFiles) {
      const json = readJson(`codelists/${file}`) as { $schema: string };
      expect(json.$schema, file).toBe('../codelist.schema.json');
      expect(codelistSchema(json), `${file}: ${ajv.errorsText(codelistSchema.errors)}`).toBe(true);
    }
  });

  it('the JSON Schema rejects what the checker rejects (unknown option, missing codelist/source)', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(readJson('schema.schema.json') as object);
    expect(validate({ title: 'X', fields: [{ id: 'a', type: 'str', label: 'A', colour: 1 }] })).toBe(false);
    expect(validate({ title: 'X', fields: [{ id: 'a', type: 'enum', label: 'A' }] })).toBe(false);
    expect(validate({ title: 'X', fields: [{ id: 'a', type: 'str', label: 'A', max: 3 }] })).toBe(false);
  });

  it('the app bundle holds every form and every codelist file', () => {
    expect(Object.keys(SCHEMAS).sort()).toEqual([...FORM_NAMES].sort());
    expect(Object.keys(CODELISTS).sort()).toEqual(codelistFiles.map((f) => f.replace(/\.json$/, '')).sort());
    for (const name of FORM_NAMES) expect(SCHEMAS[name]).toEqual(readJson(`${name}.json`));
  });
});

describe('codelists', () => {
  it('role 1/2/3 (platform 3.5)', () => {
    expect(CODELISTS.role.items.map((i) => [i.value, i.label])).toEqual([
      ['1', 'Používateľ'],
      ['2', 'Tester'],
      ['3', 'Administrátor'],
    ]);
  });
  it('countries with Slovak names', () => {
    for (const [code, name] of [
      ['sk', 'Slovensko'],
      ['cz', 'Česko'],
      ['hu', 'Maďarsko'],
      ['pl', 'Poľsko'],
      ['at', 'Rakúsko'],
      ['de', 'Nemecko'],
      ['ua', 'Ukrajina'],
    ]) {
      expect(codelistLabel('country', code)).toBe(name);
    }
    expect(codelistLabel('country', 'xx')).toBe('xx');
  });
  it('layouts, segments and targets of games 3.9', () => {
    expect(CODELISTS.layout.items.map((i) => i.value).sort()).toEqual(
      [
        'FRAME_IMAGES_CHOOSER',
        'DOWNLOAD_GAME_MANUAL',
        'GAME_RECAPITULATION',
        'VIEW_GAME_MANUAL',
        'ANSWER_REQUIRED',
        'IMAGE_CHOOSER',
        'GAME_CHOOSER',
        'GAME_YES_NO',
        'TAKE_PHOTO',
        'LEVEL_WIKI',
        'MAKE_POEM',
      ].sort(),
    );
    expect(CODELISTS.segment.items.map((i) => i.value)).toEqual(['', 'FACTS', 'POEMS']);
    expect(CODELISTS.target.items.map((i) => i.value)).toEqual([
      '',
      'Nevesta',
      'Ženích',
      'Ženích a svedok',
      'Všetci',
    ]);
  });
  it('dashboard type codes point at categories', () => {
    expect(CODELISTS.dashboardType.items.map((i) => [i.value, i.data?.category])).toEqual([
      ['1', 'ZILINA'],
      ['2', 'HRY'],
      ['3', 'TEAMBUILDING'],
    ]);
    expect(CODELISTS.category.items.map((i) => i.value)).toEqual(['ZILINA', 'HRY', 'TEAMBUILDING']);
  });
  it('payment methods read as the spec writes them', () => {
    expect(CODELISTS.paymentMethod.items.map((i) => i.label)).toEqual([
      'Prev.príkaz',
      'Platba kartou online',
    ]);
  });
  it('every label is Slovak text (not empty, not the English value)', () => {
    for (const [name, list] of Object.entries(CODELISTS)) {
      for (const item of list.items) expect(item.label.trim(), `${name}.${item.value}`).not.toBe('');
    }
  });
});

const run = (name: (typeof FORM_NAMES)[number], input: FormInput, ctx = {}) =>
  computeAttrs(getForm(name), input, ctx);

describe('game (games 3.1, 2.6)', () => {
  it('has every attribute of the game edit modal', () => {
    const { attrs } = run('game', {}, { suppressRequired: true });
    expect(Object.keys(attrs)).toEqual([
      'name',
      'nameEn',
      'category',
      'active',
      'wedding', // issue 31: 'Svadobná hra', the wedding roles of a yes/no challenge
      'group',
      'textDuration',
      'distance',
      'location',
      'description',
      'restrictions',
      'epilogue',
      'enabledFails',
      'enabledPosition',
      'main-image',
      'gallery-1',
      'gallery-2',
      'gallery-3',
      'gallery-4',
      'gallery-5',
      'note',
    ]);
  });
  it('distance is a decimal in km with a comma; category from the codelist', () => {
    const result = run('game', { name: 'Žilinská hra', category: 'ZILINA', distance: '4,25' });
    expect(result.valid).toBe(true);
    expect(result.values.distance).toBe(4.3);
    expect(run('game', { name: 'x', category: 'PRAHA' }).attrs.category.error).toBe('invalid_value');
  });
  it('the form fills only gallery slots 1–4; slot 5 keeps its stored image', () => {
    const result = run(
      'game',
      { 'gallery-5': 'new' },
      { stored: { 'gallery-5': { val: 'old', number: 5 } } },
    );
    expect(result.attrs['gallery-5']).toMatchObject({ val: 'old', number: 5, forced: true });
  });
});

describe('variant (games 3.2, 2.7)', () => {
  it('price in € rounded to cents, durations in minutes', () => {
    const result = run('variant', { name: 'Klasik', price: '19,999', avgDuration: '90', maxDuration: '-1' });
    expect(result.values.price).toBe(20);
    expect(result.attrs.maxDuration.error).toBe('out_of_range');
  });
  it('has the frame image, description and size', () => {
    const { attrs } = run('variant', {}, { suppressRequired: true });
    for (const id of [
      'frame-image',
      'description',
      'size',
      'enabledFails',
      'enabledPosition',
      'note',
      'group',
      'active',
    ]) {
      expect(attrs, id).toHaveProperty([id]);
    }
  });
});

describe('level (games 3.3, 2.8)', () => {
  const ids = (layout: string) => Object.keys(run('level', { layout }, { suppressRequired: true }).attrs);
  it('a new level defaults to ANSWER_REQUIRED and shows the answer settings', () => {
    const result = run('level', {}, { suppressRequired: true });
    expect(result.values.layout).toBe('ANSWER_REQUIRED');
    expect(Object.keys(result.attrs)).toContain('answer.answers-10');
  });
  it.each([
    ['ANSWER_REQUIRED', ['answer', 'answer.answers-min', 'answer.answers-1']],
    ['IMAGE_CHOOSER', ['images', 'images.answer1', 'images.answer4']],
    ['FRAME_IMAGES_CHOOSER', ['images', 'images.answer1']],
    ['GAME_YES_NO', ['yes-no', 'yes-no.place', 'yes-no.tool', 'yes-no.target']],
    ['MAKE_POEM', ['poem', 'poem.minlength', 'poem.maxlength', 'poem.words']],
    [
      'GAME_RECAPITULATION',
      [
        'recapitulation',
        'recapitulation.title1',
        'recapitulation.tasks-5',
        'recapitulation.uploads-4',
        'recapitulation.limits-4',
      ],
    ],
  ])('%s shows its fieldset', (layout, expected) => {
    const shown = ids(layout);
    for (const id of expected) expect(shown, id).toContain(id);
  });
  it('each fieldset is shown only for its layouts; background and description always', () => {
    const poem = ids('MAKE_POEM');
    for (const id of ['answer', 'images', 'yes-no', 'recapitulation', 'answer.answers-1'])
      expect(poem).not.toContain(id);
    for (const layout of ['TAKE_PHOTO', 'LEVEL_WIKI', 'MAKE_POEM', 'ANSWER_REQUIRED']) {
      expect(ids(layout)).toEqual(
        expect.arrayContaining([
          'background',
          'background.image',
          'description-set',
          'description',
          'help',
          'info',
          'order',
        ]),
      );
    }
  });
  it('values of fieldsets that do not apply are not stored', () => {
    const result = run('level', {
      question: 'Kde?',
      layout: 'MAKE_POEM',
      'answer.answers-1': 'tu',
      'poem.words': 'les;hora',
    });
    expect(result.values).not.toHaveProperty('answer.answers-1');
    expect(result.values['poem.words']).toBe('les;hora');
  });
  it('accepts both spellings and replies with the canonical ids', () => {
    const yesNo = run('level', {
      question: 'Q',
      layout: 'GAME_YES_NO',
      place: 'Most',
      tool: 'Lano',
      target: 'Nevesta',
      number: '12',
    });
    expect(yesNo.values).toMatchObject({
      'yes-no.place': 'Most',
      'yes-no.tool': 'Lano',
      'yes-no.target': 'Nevesta',
      order: '12',
    });
    expect(yesNo.attrs).not.toHaveProperty('place');
    const answer = run('level', { question: 'Q', 'answer.min': '2', 'answer.text': ['a', 'b', 'c'] });
    expect(answer.values).toMatchObject({
      'answer.answers-min': 2,
      'answer.answers-1': 'a',
      'answer.answers-3': 'c',
    });
    const recap = run('level', {
      question: 'Q',
      layout: 'GAME_RECAPITULATION',
      'recapitulation.title': 'Zhrnutie',
      'recapitulation.uploads': ['Foto tímu'],
      'recapitulation.limit': ['3', '2'],
    });
    expect(recap.values).toMatchObject({
      'recapitulation.title1': 'Zhrnutie',
      'recapitulation.uploads-1': 'Foto tímu',
      'recapitulation.limits-1': 3,
      'recapitulation.limits-2': 2,
    });
  });
  it('answers-min is 1–10, the first answer required for ANSWER_REQUIRED', () => {
    const result = run('level', { question: 'Q', 'answer.answers-min': '11' });
    expect(result.attrs['answer.answers-min'].error).toBe('out_of_range');
    expect(result.attrs['answer.answers-1'].error).toBe('required');
  });
  it('images carry val and number', () => {
    const result = run('level', {
      question: 'Q',
      layout: 'IMAGE_CHOOSER',
      'images.answer2': { val: 'img-9', number: 2 },
    });
    expect(result.attrs['images.answer2']).toEqual({ val: 'img-9', number: 2 });
  });
});

describe('invoice (platform 3.6 reading B, 5.5)', () => {
  const sources = { activeGames: [{ value: '5', label: 'Žilinská hra (Klasik)' }] };
  const base = {
    name: 'Firma s.r.o.',
    taxableSupplyDate: '1.3.2026',
    dateOfIssue: '2026-03-01',
    dueDate: '15.3.2026',
    game: '5',
    price: '120,5',
  };
  it('a complete invoice is valid, with defaults for vat, payment and country', () => {
    const result = run('invoice', base, { sources });
    expect(result.valid).toBe(true);
    expect(result.values).toMatchObject({
      price: 120.5,
      vat: 20,
      paymentMethod: 'transfer',
      country: 'sk',
      dueDate: '2026-03-15',
    });
    expect(result.attrs.game.options).toEqual(sources.activeGames);
    expect(result.attrs.paymentMethod.options?.map((o) => o.label)).toEqual([
      'Prev.príkaz',
      'Platba kartou online',
    ]);
  });
  it('the repeat count is required when repeating', () => {
    const result = run('invoice', { ...base, repeating: true }, { sources });
    expect(result.attrs.repeat).toMatchObject({ error: 'required', required: true });
    const ok = run('invoice', { ...base, repeating: true, repeat: '3' }, { sources });
    expect(repeatCount(getForm('invoice'), ok)).toBe(3);
  });
  it('vat 0–100 with 2 decimals; price not negative', () => {
    expect(run('invoice', { ...base, vat: '100,01' }, { sources }).attrs.vat.error).toBe('out_of_range');
    expect(run('invoice', { ...base, vat: '19,999' }, { sources }).values.vat).toBe(20);
    expect(run('invoice', { ...base, price: '-1' }, { sources }).attrs.price.error).toBe('out_of_range');
  });
  it('zip has 5 digits for sk (spaces removed), free for other countries', () => {
    expect(run('invoice', { ...base, zip: '010 01' }, { sources }).values.zip).toBe('01001');
    expect(run('invoice', { ...base, zip: '0100' }, { sources }).attrs.zip.error).toBe('invalid_format');
    expect(
      run('invoice', { ...base, zip: '00-950', country: 'pl' }, { sources }).attrs.zip.error,
    ).toBeUndefined();
  });
});

describe('voucher (platform 3.7, 5.5)', () => {
  it('promo code also accepted as code, expiration as expiration; limit ≥ 1', () => {
    const result = run('voucher', { code: ' LETO26 ', expiration: '31.8.2026', limit: '0' });
    expect(result.values).toMatchObject({ promoCode: 'LETO26', expirationDate: '2026-08-31' });
    expect(result.attrs.limit.error).toBe('out_of_range');
  });
  it('the repeat count is forced required in the generate group, also for the local sanitize', () => {
    const local = run('voucher', { promoCode: 'X', generate: true }, { local: true });
    expect(local.attrs.repeat).toMatchObject({ error: 'required', required: true });
    const result = run('voucher', { promoCode: 'X', generate: true, repeat: '25' });
    expect(result.valid).toBe(true);
    expect(repeatCount(getForm('voucher'), result)).toBe(25);
  });
  it('a new form is first filled without required errors', () => {
    const result = run('voucher', {}, { suppressRequired: true });
    expect(Object.values(result.attrs).some((a) => a.error)).toBe(false);
    expect(result.attrs.generate).toEqual({ val: false });
  });
});

describe('user (platform 3.5, 2.9)', () => {
  it('role from the codelist, e-mail checked, password not trimmed', () => {
    const result = run('user', { name: 'Jana', email: 'jana@hry', password: ' heslo123 ' });
    expect(result.attrs.role).toMatchObject({ val: '1', required: true });
    expect(result.attrs.email.error).toBe('invalid_format');
    expect(result.values.password).toBe(' heslo123 ');
  });
  it('a short password is out_of_range with the min length', () => {
    expect(run('user', { name: 'J', password: 'abc' }).attrs.password).toMatchObject({
      error: 'out_of_range',
      min: 8,
    });
  });
  it('has the sidebar, address and contact fields', () => {
    const { attrs } = run('user', {}, { suppressRequired: true });
    expect(Object.keys(attrs)).toEqual([
      'name',
      'org',
      'role',
      'segment',
      'street',
      'zip',
      'city',
      'country',
      'email',
      'password',
      'note',
    ]);
  });
});
