// Games 2.11, 5.3, 7.6: the sheet import (xls, xlsx, xml) and the export back, on PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { call, DB_KINDS, describeApi } from '../../test/harness';
import { multipartFile, signInRoles, UPLOAD_BOUNDARY, type RoleCookies } from '../../test/roles';
import { MAX_UPLOAD_BYTES } from '../../http/upload';
import { filledTemplate, sampleXml, SAMPLE_LEVELS } from '../../test/sheet-import-sample';
import { listeningApp, postHeadOnly } from '../../test/socket';

interface ImportedSheet {
  id: number;
  gameName: string;
  variantName: string;
  category: string;
  status: string;
  price: number | null;
  counts: { all: number; production: number; testing: number; invalid: number };
}
type LevelInfo = Record<string, { val?: unknown }>;
interface Level {
  seq: number;
  layout: string;
  valid: boolean;
  active: boolean;
  number: string;
  info: LevelInfo;
}

const val = (info: LevelInfo, key: string) => info[key]?.val;

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describeApi('sheet import API', (ctx) => {
  let roles: RoleCookies;
  beforeAll(async () => {
    roles = await signInRoles(ctx());
  });

  const upload = (path: string, name: string, content: Buffer, query = 'r=json', cookie = roles.editor) =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/webapp/${path}?${query}`,
      headers: { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`, cookie },
      payload: multipartFile(name, content),
    });
  const levelsOf = async (id: number) => {
    const res = await call(ctx().app, 'GET', `drafts/${id}/levels?pl=1000`, { cookie: roles.editor });
    return res.body.levels as Level[];
  };
  const count = async (table: 'games' | 'variants' | 'levels') =>
    (await ctx().db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n;
  const counts = async () => ({
    games: await count('games'),
    variants: await count('variants'),
    levels: await count('levels'),
  });

  const expectSampleDraft = async (sheet: ImportedSheet) => {
    expect(sheet).toMatchObject({
      gameName: 'Tajomstvá Žiliny',
      variantName: 'Rodinný',
      category: 'ZILINA',
      status: 'draft',
      price: 12.5,
      counts: { all: 3, production: 1, testing: 2, invalid: 0 },
    });
    const levels = await levelsOf(sheet.id);
    expect(levels.map((l) => [l.seq, l.layout, l.number, l.valid])).toEqual([
      [1, 'ANSWER_REQUIRED', '1', true],
      [2, 'GAME_YES_NO', '2', true],
      [3, 'MAKE_POEM', '3', true],
    ]);
    expect(val(levels[0].info, 'question')).toBe(SAMPLE_LEVELS[0]['Otázka']);
    expect(val(levels[0].info, 'answer.answers-2')).toBe('1');
    expect(levels[0].active).toBe(true);
    expect(val(levels[1].info, 'yes-no.place')).toBe('Mariánske námestie');
    expect(val(levels[1].info, 'yes-no.target')).toBe('Všetci');
    expect(levels[2].info.segment?.val).toBe('POEMS');
    expect(val(levels[2].info, 'poem.minlength')).toBe(20);
    expect(val(levels[2].info, 'poem.words')).toBe('Váh; most');
  };

  it('imports the filled-in template (.xls) as a new draft with its three levels', async () => {
    const res = await upload('invoices/import', 'C:\\Hry\\hra_sablona.xls', filledTemplate());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body, JSON.stringify(body)).toMatchObject({ ok: true, count: 3 });
    await expectSampleDraft(body.sheet);
    const draft = await call(ctx().app, 'GET', `drafts/${body.sheet.id}`, { cookie: roles.editor });
    expect((draft.body.game as ImportedSheet).gameName).toBe('Tajomstvá Žiliny');
  });

  it('imports the same game from XML, and from .xlsx with field ids as headers', async () => {
    const xml = await upload('invoices/import', 'hra.xml', sampleXml());
    expect(xml.json(), xml.body).toMatchObject({ ok: true, count: 3 });
    await expectSampleDraft(xml.json().sheet);

    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet([
        ['Časť', 'Pole', 'Hodnota'],
        ['game', 'name', 'Podľa identifikátorov'],
        ['game', 'category', 'TEAMBUILDING'],
        ['variant', 'name', 'Firemný'],
      ]),
      'Hra',
    );
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet([
        ['question', 'layout', 'poem.words', 'answer.answers-1', 'place'],
        ['Básnička podľa id', 'MAKE_POEM', 'a;b', '', ''],
        ['Výzva podľa aliasu', 'GAME_YES_NO', '', '', 'Radnica'],
      ]),
      'Úlohy',
    );
    const xlsx = await upload(
      'invoices/import',
      'hra.xlsx',
      XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }),
    );
    expect(xlsx.json(), xlsx.body).toMatchObject({
      ok: true,
      count: 2,
      sheet: { gameName: 'Podľa identifikátorov', category: 'TEAMBUILDING', variantName: 'Firemný' },
    });
    const levels = await levelsOf(xlsx.json().sheet.id);
    expect(levels.map((l) => [l.layout, val(l.info, 'poem.words') ?? val(l.info, 'yes-no.place')])).toEqual([
      ['MAKE_POEM', 'a;b'],
      ['GAME_YES_NO', 'Radnica'],
    ]);
  });

  it('appends the levels of a file to an existing draft (its game part is not used)', async () => {
    const created = await call(ctx().app, 'PUT', 'drafts', { cookie: roles.editor, body: { category: 3 } });
    const id = (created.body.sheet as ImportedSheet).id;
    await upload(`invoices/${id}/import`, 'ulohy.xml', sampleXml(SAMPLE_LEVELS.slice(0, 1)));
    const res = await upload(`invoices/${id}/import`, 'ulohy.xls', filledTemplate());
    expect(res.json()).toMatchObject({
      ok: true,
      count: 3,
      sheet: { id, category: 'TEAMBUILDING', gameName: '' },
    });
    expect((await levelsOf(id)).map((l) => [l.seq, l.number])).toEqual([
      [1, '1'],
      [2, '1'],
      [3, '2'],
      [4, '3'],
    ]);
    // issue 22: the imported level repeating the draft's number 1 is stored invalid, the others valid
    const invalid = await call(ctx().app, 'GET', `drafts/${id}/levels?f=invalid`, { cookie: roles.editor });
    expect((invalid.body.levels as Level[]).map((l) => [l.seq, l.number])).toEqual([[2, '1']]);
    const missing = await upload('invoices/999999/import', 'ulohy.xls', filledTemplate());
    expect(missing.statusCode).toBe(404);
  });

  it('imports nothing when a row is bad and lists every bad row with its field in Slovak', async () => {
    const before = await counts();
    const levels = [
      SAMPLE_LEVELS[0],
      { ...SAMPLE_LEVELS[1], Otázka: '' },
      { ...SAMPLE_LEVELS[2], 'Min. dĺžka (znakov)': 'dvadsať', Rozloženie: 'Básnička' },
      { Otázka: 'Bez odpovede', Rozloženie: 'Textová odpoveď' },
      { ...SAMPLE_LEVELS[0], 'Obrázok pozadia': 'obrazok-ktory-neexistuje' },
    ];
    const res = await upload('invoices/import', 'zla.xls', filledTemplate(levels));
    expect(res.json()).toEqual({
      ok: false,
      err: 'invalid_rows',
      rows: [
        { row: 3, field: 'question', error: 'required', message: 'Riadok 3: Otázka – Povinný údaj' },
        {
          row: 4,
          field: 'poem.minlength',
          error: 'invalid_format',
          message: 'Riadok 4: Min. dĺžka (znakov) – Zadajte celé číslo, napr. 12',
        },
        {
          row: 5,
          field: 'answer.answers-1',
          error: 'required',
          message: 'Riadok 5: Odpoveď 1 – Povinný údaj',
        },
        {
          row: 6,
          field: 'background.image',
          error: 'invalid_value',
          message: 'Riadok 6: Obrázok pozadia – Neplatná hodnota',
        },
      ],
    });
    const noName = await upload(
      'invoices/import',
      'zla.xml',
      sampleXml([{ Otázka: '' }], { game: {}, variant: {} }),
    );
    const rows = noName.json().rows as { message: string }[];
    expect(rows.map((r) => r.message)).toEqual([
      'Hra: Názov – Povinný údaj',
      'Hra: Kategória – Povinný údaj',
      'Variant: Názov variantu – Povinný údaj',
      'Úloha 1: Otázka – Povinný údaj',
      'Úloha 1: Odpoveď 1 – Povinný údaj',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('answers invalid_format for a broken file and unsupported_format for another extension', async () => {
    const before = await counts();
    for (const [name, content] of [
      ['hra.xls', Buffer.from('Názov;Otázka\nA;B')],
      ['hra.xml', Buffer.from('<hra><ulohy><uloha></ulohy></hra>')],
      ['hra.xml', Buffer.from('<?xml version="1.0"?><!DOCTYPE hra [<!ENTITY a "aaaa">]><hra>&a;</hra>')],
      ['hra.xml', Buffer.from('<ina-hra/>')],
      ['hra.xlsx', filledTemplate().subarray(0, 2000)],
    ] as const) {
      const res = await upload('invoices/import', name, content);
      expect(res.json(), name).toEqual({ ok: false, err: 'invalid_format' });
    }
    for (const name of ['hra.csv', 'hra.pdf', 'hra']) {
      const res = await upload('invoices/import', name, filledTemplate());
      expect(res.json(), name).toEqual({ ok: false, err: 'unsupported_format' });
    }
    expect(await counts()).toEqual(before);
  });

  it('replies the JSON inside #upload-reply with r=html, for the sheet and the contacts import', async () => {
    const page = async (res: { headers: Record<string, unknown>; body: string }) => {
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const match = /<pre id="upload-reply">([^<]*)<\/pre>/.exec(res.body);
      expect(match).not.toBeNull();
      return JSON.parse(unescapeHtml(match![1]));
    };
    const sheet = await page(await upload('invoices/import', 'hra.xls', filledTemplate(), 'r=html'));
    expect(sheet).toMatchObject({ ok: true, count: 3, sheet: { gameName: 'Tajomstvá Žiliny' } });
    const failed = await page(await upload('invoices/import', 'hra.txt', Buffer.from('x'), 'r=html'));
    expect(failed).toEqual({ ok: false, err: 'unsupported_format' });

    const contacts = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      contacts,
      XLSX.utils.aoa_to_sheet([
        ['Meno', 'Organizácia/Tím'],
        ['Jana Html', 'Import r=html'],
      ]),
      'Kontakty',
    );
    const xls = XLSX.write(contacts, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect(await page(await upload('users/import', 'kontakty.xls', xls, 'r=html'))).toEqual({
      ok: true,
      count: 1,
    });
  });

  it('serves the template and its XML schema without sign-in', async () => {
    const xls = await ctx().app.inject({ method: 'GET', url: '/public/templates/hra_sablona.xls' });
    expect(xls.statusCode).toBe(200);
    expect(xls.headers['content-type']).toBe('application/vnd.ms-excel');
    const parsed = XLSX.read(xls.rawPayload, { type: 'buffer' });
    expect(parsed.SheetNames).toEqual(['Hra', 'Úlohy', 'Možnosti']);
    const xsd = await ctx().app.inject({ method: 'GET', url: '/public/templates/hra_sablona.xsd' });
    expect(xsd.statusCode).toBe(200);
    expect(xsd.body).toContain('<xs:element name="uloha"');
    const missing = await ctx().app.inject({ method: 'GET', url: '/public/templates/ina_sablona.xsd' });
    expect(missing.statusCode).toBe(404);
  });

  it('needs edit: 401 without a session, 403 for a viewer; nothing is stored', async () => {
    const before = await counts();
    expect((await upload('invoices/import', 'hra.xls', filledTemplate(), 'r=json', '')).statusCode).toBe(401);
    expect(
      (await upload('invoices/import', 'hra.xls', filledTemplate(), 'r=json', roles.viewer)).statusCode,
    ).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('exports a draft as xlsx and xml that import into an equal draft', async () => {
    const first = (await upload('invoices/import', 'hra.xls', filledTemplate())).json()
      .sheet as ImportedSheet;
    const stored = async (id: number) => {
      const row = await ctx().db.one<{ g: unknown; v: Record<string, unknown> }>(
        'SELECT g.info AS g, v.info AS v FROM variants v JOIN games g ON g.id = v.game_id WHERE v.id = $1',
        [id],
      );
      const levels = await ctx().db.query<{ info: unknown; seq: number }>(
        'SELECT info, seq FROM levels WHERE variant_id = $1 ORDER BY seq',
        [id],
      );
      const { sender, ...variant } = row!.v;
      void sender;
      return { game: row!.g, variant, levels };
    };
    const original = await stored(first.id);
    for (const f of ['xlsx', 'xml'] as const) {
      const file = await ctx().app.inject({
        method: 'GET',
        url: `/api/webapp/drafts/${first.id}/export?f=${f}`,
        headers: { cookie: roles.editor },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="hra-${first.id}.${f}"`);
      const again = await upload('invoices/import', `hra-${first.id}.${f}`, file.rawPayload);
      expect(again.json(), again.body).toMatchObject({ ok: true, count: 3 });
      expect(await stored(again.json().sheet.id)).toEqual(original);
    }
    const bad = await call(ctx().app, 'GET', `drafts/${first.id}/export?f=pdf`, { cookie: roles.editor });
    expect(bad.status).toBe(400);
    const none = await call(ctx().app, 'GET', 'drafts/999999/export?f=xml', { cookie: roles.editor });
    expect(none.status).toBe(404);
  });
});

for (const kind of DB_KINDS.slice(0, 1)) {
  describe(`sheet import over a socket [${kind}]`, () => {
    const live = listeningApp(kind);

    it('answers 41 MiB with 413 before reading the body', async () => {
      const size = 41 * 1024 * 1024;
      expect(size).toBeGreaterThan(MAX_UPLOAD_BYTES);
      const started = performance.now();
      const line = await postHeadOnly(live, '/api/webapp/invoices/import?r=json', {
        'Content-Type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`,
        'Content-Length': String(size),
      });
      expect(line).toMatch(/^HTTP\/1.1 413/);
      expect(performance.now() - started).toBeLessThan(3000);
    });
  });
}
