// A task type defined by staff, the way the schema studio defines one: an item of the layout codelist
// ('Naskenuj QR kód'), a required field shown only for it and a rule, previewed and published as a
// version. With no code change the server then validates levels of that layout, the send to production
// checks them, the games list and the parcels filter by it, and retiring the layout keeps stored levels
// readable. A drafted rule applies in the preview and the impact exactly as a drafted field.
import { beforeAll, expect, it } from 'vitest';
import { call, describeApi } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';
import { schemasInForce, type SchemaFiles } from '../../test/schema-files';
import { insertSheet } from '../../test/games-fixture';

type Attrs = Record<string, { val?: unknown; error?: string; message?: string; required?: boolean }>;
type Json = Record<string, unknown>;
type Item = { value: string; label: string; disabled?: boolean };

const QR_RULE_MESSAGE = 'Naskenuj QR kód potrebuje Popis: hráč z neho zistí, kde kód hľadať';

/** The files with the QR_CODE layout, its field 'Text v QR kóde' (3–200 characters) and its rule. */
function withQrCode<T extends SchemaFiles>(files: T): T {
  const copy = structuredClone(files);
  (copy.codelists.layout as { items: Item[] }).items.push({ value: 'QR_CODE', label: 'Naskenuj QR kód' });
  const level = copy.forms.level as { fields: Json[]; rules?: Json[] };
  level.fields.push({
    id: 'qrText',
    type: 'str',
    label: 'Text v QR kóde',
    section: 'content',
    required: true,
    minLength: 3,
    maxLength: 200,
    when: { layout: ['QR_CODE'] },
  });
  level.rules = [
    ...(level.rules ?? []),
    {
      when: { layout: ['QR_CODE'] },
      minFilled: { fields: ['description'], count: 1 },
      message: QR_RULE_MESSAGE,
    },
  ];
  return copy;
}

const until = async (check: () => Promise<boolean>, what: string, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Nedočkal som sa: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describeApi('a task type defined by staff', (ctx) => {
  let roles: RoleCookies;
  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const api = (method: Method, path: string, body?: unknown, cookie = roles.editor) =>
    call(ctx().app, method, path, { cookie, body });
  const ok = async (method: Method, path: string, body?: unknown, cookie = roles.editor) => {
    const res = await api(method, path, body, cookie);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body;
  };
  const publish = async (files: SchemaFiles, baseId: number, note: string) =>
    ok('PUT', 'schemas/versions', { baseId, note, ...files }, roles.admin);

  beforeAll(async () => {
    roles = await signInRoles(ctx());
  });

  it('a drafted rule applies in the preview and the impact exactly as a drafted field', async () => {
    const before = await schemasInForce(ctx(), roles.admin);
    const stored = await insertSheet(ctx().db, {
      gameName: 'Bez popisu',
      status: 'draft',
      date: '2026-06-01',
      levels: [{ name: 'Brána', question: 'Kde stojí brána?', info: { 'answer.answers-1': 'Žilina' } }],
    });
    const draft = structuredClone(before);
    const level = draft.forms.level as { fields: Json[]; rules: Json[] };
    level.rules.push({
      when: { layout: ['ANSWER_REQUIRED'] },
      minFilled: { fields: ['description'], count: 1 },
      message: 'Textová odpoveď potrebuje Popis',
    });

    const input = { question: 'Kde?', layout: 'ANSWER_REQUIRED', 'answer.answers-1': 'tu' };
    const preview = async (files: SchemaFiles) =>
      (await ok('POST', 'schemas/preview', { form: 'level', input, ...files }, roles.admin)).attrs as Attrs;
    expect((await preview(before)).description?.error).toBeUndefined();
    expect((await preview(draft)).description).toMatchObject({
      error: 'rule',
      message: 'Textová odpoveď potrebuje Popis',
    });

    type Group = { type: string; items: { id: number }[] };
    const impactIds = async (files: SchemaFiles) =>
      ((await ok('POST', 'schemas/impact', files, roles.admin)).impact as Group[])
        .find((g) => g.type === 'level')!
        .items.map((i) => i.id);
    expect(await impactIds(before)).not.toContain(stored.levelIds[0]);
    expect(await impactIds(draft)).toContain(stored.levelIds[0]);
  });

  it('QR_CODE: published, validated, sent to production, filtered, and readable once retired', async () => {
    const before = await schemasInForce(ctx(), roles.admin);
    const draft = withQrCode(before);

    // the preview of the draft asks for the new field and applies the new rule
    const previewed = (
      await ok(
        'POST',
        'schemas/preview',
        { form: 'level', input: { question: 'Nájdi kód', layout: 'QR_CODE', active: true }, ...draft },
        roles.admin,
      )
    ).attrs as Attrs;
    expect(previewed.qrText).toMatchObject({ required: true });
    expect(previewed.description).toMatchObject({ error: 'rule', message: QR_RULE_MESSAGE });

    const published = await publish(draft, before.version, 'Nový druh úlohy: Naskenuj QR kód');
    const version = (published.version as { id: number }).id;

    // an editor's draft game with a level of the new layout
    const sheet = (await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number };
    await ok('POST', `games/${sheet.id}`, { name: 'Hra s QR kódom', category: 'ZILINA' });
    await ok('POST', `drafts/${sheet.id}`, { name: 'Základný variant' });
    const base = { question: 'Nájdi kód pri bráne', layout: 'QR_CODE', active: true };
    const refused = async (body: Json) => {
      const res = await api('PUT', `drafts/${sheet.id}/levels`, body);
      expect(res.status).toBe(200);
      expect(res.body.ok, JSON.stringify(res.body)).toBe(false);
      return res.body.attrs as Attrs;
    };
    const without = await refused({ ...base, description: 'Kód je na bráne.' });
    expect(without.qrText).toMatchObject({ error: 'required', required: true });
    const short = await refused({ ...base, description: 'Kód je na bráne.', qrText: 'ab' });
    expect(short.qrText?.error).toBeTruthy();
    const noDescription = await refused({ ...base, qrText: 'BRANA-2026' });
    expect(noDescription.description).toMatchObject({ error: 'rule', message: QR_RULE_MESSAGE });
    // the field is shown only for its layout: a text answer level neither asks for it nor keeps it
    const other = (
      await ok('POST', `drafts/${sheet.id}/levels/validate`, {
        question: 'Kde?',
        layout: 'ANSWER_REQUIRED',
        'answer.answers-1': 'tu',
      })
    ).attrs as Attrs;
    expect(other).not.toHaveProperty('qrText');

    const created = (
      await ok('PUT', `drafts/${sheet.id}/levels`, {
        ...base,
        description: 'Kód je na bráne.',
        qrText: 'BRANA-2026',
      })
    ).level as { id: number; valid: boolean; layout?: string; info: Record<string, { val?: unknown }> };
    expect(created.valid).toBe(true);
    expect(created.info.qrText?.val ?? created.info.qrText).toBe('BRANA-2026');

    // the send to production checks it like any level and sends the sheet
    const info = await ok('GET', `drafts/${sheet.id}/register`);
    expect(info).toMatchObject({ problems: [], invalidLevels: [] });
    const start = await ok('POST', `drafts/${sheet.id}/register`);
    const transId = start.transId as string;
    await until(async () => {
      const progress = (await api('GET', `drafts/${sheet.id}/register/${transId}`)).body;
      return !progress.pending;
    }, 'koniec odosielania');
    expect(((await ok('GET', `drafts/${sheet.id}`)).game as { status: string }).status).not.toBe('draft');

    // the games list and the parcels filter by the new layout
    const games = (await ok('GET', 'games?po=0&pl=100&t=ongoing&l=QR_CODE')).games as { id: number }[];
    expect(games.map((g) => g.id)).toContain(sheet.id);
    const parcels = (await ok('GET', 'parcels?po=0&pl=100&f=registered&t=QR_CODE')).parcels as {
      id: number;
    }[];
    expect(parcels.map((p) => p.id)).toContain(created.id);

    // a layout value with digits and a hyphen, as the codelist editor allows, is a valid filter too
    expect((await api('GET', 'games?po=0&pl=100&t=ongoing&l=QR-KOD_2')).status).toBe(200);
    expect((await api('GET', 'parcels?po=0&pl=100&t=QR-KOD_2')).status).toBe(200);

    // retired: no longer offered, but the stored level stays readable with its layout and text
    const now = await schemasInForce(ctx(), roles.admin);
    const retired = structuredClone(now);
    const items = (retired.codelists.layout as { items: Item[] }).items;
    items.find((i) => i.value === 'QR_CODE')!.disabled = true;
    await publish(retired, version, 'Vyradenie druhu úlohy Naskenuj QR kód');
    const levels = (await ok('GET', `games/${sheet.id}/levels`)).levels as {
      id: number;
      layout?: string;
      info: Record<string, unknown>;
    }[];
    const kept = levels.find((l) => l.id === created.id)!;
    expect(JSON.stringify(kept.info)).toContain('BRANA-2026');
    const detail = await ok('GET', `games/${sheet.id}/levels/${created.id}`);
    expect(JSON.stringify(detail)).toContain('BRANA-2026');
  });
});
