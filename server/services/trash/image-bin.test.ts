// Image changes are part of a form's save (issue 31), for every image field of every form of the schema
// files (found there, not listed here): a removal the form never saved (the dialog was cancelled) leaves
// the image served and named by its record, and no call deletes an image a saved record names; saving
// the form without the image moves it to the recycle bin; restoring the item brings the image back into
// its field and the record is as valid as before. Uploads no saved record names are cleaned up later.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, describeApi, type TestContext } from '../../test/harness';
import { signInRoles, type RoleCookies } from '../../test/roles';
import { FORM_NAMES, type FormName } from '../../../schemas/engine';
import { getForms } from '../records/forms';
import { reportNowhere } from '../records/record-changes';
import { storageFor } from '../platform/storage';
import { removeUnlinkedUploads } from '../platform/image-cleanup';
import { imageFieldsOf } from './image-bin';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const forms = getForms();
/** Every image field a form of the schema files has and a person can change (forced ones are shown only). */
const imageFields = FORM_NAMES.flatMap((form) =>
  forms.forms[form].fields
    .filter((f) => f.spec.type === 'image' && !f.spec.forced)
    .map((f) => ({ form, id: f.id, label: String(f.spec.label), imageType: String(f.spec.imageType) })),
);

type Body = Record<string, unknown>;
/** The image id a stored or replied value names ({val} or a bare id), or null. */
const idOf = (v: unknown): string | null =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object'
      ? (((v as Body).val as string | null) ?? null)
      : null;

describeApi('image changes are part of the save (issue 31)', (ctx: () => TestContext) => {
  let roles: RoleCookies;
  const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown, cookie?: string) =>
    call(ctx().app, method, path, { cookie: cookie ?? roles.editor, body });
  const ok = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    const res = await api(method, path, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.ok, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(true);
    return res.body as Body;
  };
  const upload = async (pid: number, field: { id: string; imageType: string }, name: string) => {
    const q = new URLSearchParams({ id: String(pid), link: field.id, t: field.imageType, name });
    const res = await call(ctx().app, 'PUT', `images?${q}`, {
      body: PNG,
      cookie: roles.editor,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(res.body.ok).toBe(true);
    return res.body.id as string;
  };
  const served = async (id: string) =>
    (
      await ctx().app.inject({
        method: 'GET',
        url: `/api/webapp/images/${id}`,
        headers: { cookie: roles.editor },
      })
    ).statusCode;

  /**
   * How a record of each form with image fields is made and saved through the API: the save path, the
   * values a valid record needs besides its images, the upload's owner id, and how its stored values
   * and validity are read. A form that gains an image field in the schema files needs an entry here.
   */
  interface Target {
    save: string;
    pid: number;
    /** The values a valid record needs besides its images (when the image `removed` is removed). */
    base(removed: string): Body;
    read(): Promise<{ info: Body; valid: boolean }>;
  }
  /** A sheet form's stored values (the attrs' val) and whether the sheet is valid. */
  const attrsRead = (body: Body) => {
    const attrs = body.attrs as Record<string, { val?: unknown; error?: string }>;
    const info = Object.fromEntries(Object.entries(attrs).map(([k, a]) => [k, a.val]));
    const errors = Object.values(attrs).some((a) => a.error);
    return { info, valid: !!(body.game as Body).valid && !errors };
  };
  const targets: Partial<Record<FormName, (imageLevel?: boolean) => Promise<Target>>> = {
    game: async () => {
      const sheet = (await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number };
      return {
        save: `games/${sheet.id}`,
        pid: sheet.id,
        base: () => ({ name: 'Hra s obrázkami', category: 'ZILINA' }),
        read: async () => {
          const body = await ok('GET', `games/${sheet.id}?a=1`);
          return attrsRead(body);
        },
      };
    },
    variant: async () => {
      const sheet = (await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number };
      return {
        save: `drafts/${sheet.id}`,
        pid: sheet.id,
        base: () => ({ name: 'Variant s obrázkom' }),
        read: async () => {
          const body = await ok('GET', `drafts/${sheet.id}?a=1`);
          return attrsRead(body);
        },
      };
    },
    level: async (imageLevel = true) => {
      const answer = { question: 'Koľko?', layout: 'ANSWER_REQUIRED', 'answer.answers-1': 'päť' };
      const sheet = (await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number };
      // the correct answer is an image other than the one removed, so the level stays valid without it
      const base = (removed: string): Body =>
        imageLevel
          ? {
              question: 'Ktorý obrázok?',
              layout: 'IMAGE_CHOOSER',
              [removed === 'images.answer1' ? 'images.correct2' : 'images.correct1']: true,
            }
          : answer;
      const level = (await ok('PUT', `drafts/${sheet.id}/levels`, answer)).level as { id: number };
      return {
        save: `drafts/${sheet.id}/levels/${level.id}`,
        pid: level.id,
        base,
        read: async () => {
          const body = await ok('GET', `drafts/${sheet.id}/levels/${level.id}`);
          const stored = body.level as { info: Body; valid: boolean };
          return { info: stored.info, valid: stored.valid };
        },
      };
    },
  };

  beforeAll(async () => {
    roles = await signInRoles(ctx());
  });

  it('finds image fields in the schema files', () => {
    expect(imageFields.length).toBeGreaterThan(5);
    for (const form of new Set(imageFields.map((f) => f.form))) expect(targets[form], form).toBeDefined();
  });

  describe.each(imageFields)('$form: $id', (field) => {
    it('cancel keeps the image; save without it moves it to the bin; restore brings it back valid', async () => {
      const target = await targets[field.form]!();
      // every image field of the form filled, so the record is valid with its images
      const siblings = forms.forms[field.form].fields.filter(
        (f) => f.spec.type === 'image' && !f.spec.forced,
      );
      const values: Body = { ...target.base(field.id) };
      const ids = new Map<string, string>();
      for (const f of siblings) {
        const id = await upload(target.pid, { id: f.id, imageType: String(f.spec.imageType) }, `${f.id}.png`);
        ids.set(f.id, id);
        values[f.id] = { val: id };
      }
      await ok('POST', target.save, values);
      const image = ids.get(field.id)!;
      const before = await target.read();
      expect(idOf(before.info[field.id])).toBe(image);

      // 'Odstrániť obrázok' and 'Zrušiť': the form sent nothing; the image is still named and served
      expect(await served(image)).toBe(200);
      // …and no call deletes an image a saved record names
      const refused = await api('DELETE', 'images', { id: image });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ ok: false, err: 'in_use' });
      expect(await served(image)).toBe(200);
      expect(idOf((await target.read()).info[field.id])).toBe(image);

      // saved without the image: it leaves the record and waits in the bin
      await ok('POST', target.save, { ...values, [field.id]: null });
      expect(idOf((await target.read()).info[field.id])).toBeNull();
      expect(await served(image)).toBe(404);
      const bin = (await ok('GET', 'trash?t=image')).trash as { id: number; label: string; type: string }[];
      const item = bin.find((i) => i.label.startsWith(field.label) && i.label.includes(`${field.id}.png`));
      expect(item, JSON.stringify(bin)).toBeDefined();
      // the other images of the record stay where they are
      for (const [other, id] of ids) if (other !== field.id) expect(await served(id)).toBe(200);

      // restore: the image is served again, back in its field, and the record as valid as before
      const restored = await ok('POST', `trash/${item!.id}/restore`);
      expect(restored.restored).toMatchObject({ type: field.form === 'level' ? 'level' : 'draft' });
      expect(await served(image)).toBe(200);
      const after = await target.read();
      expect(idOf(after.info[field.id])).toBe(image);
      expect(after.valid).toBe(before.valid);
      if (field.form === 'level') expect(after.valid).toBe(true);
      expect(((await ok('GET', 'trash?t=image')).trash as { id: number }[]).map((i) => i.id)).not.toContain(
        item!.id,
      );
    });
  });

  it('a replaced image goes to the bin on save and its history names the file', async () => {
    const field = imageFields.find((f) => f.id === 'background.image')!;
    const target = await targets.level!(false);
    const first = await upload(target.pid, field, 'prvy.png');
    await ok('POST', target.save, { ...target.base(field.id), [field.id]: { val: first } });
    const second = await upload(target.pid, field, 'druhy.png');
    await ok('POST', target.save, { ...target.base(field.id), [field.id]: { val: second } });
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
    const history = (await ok('GET', `history?t=level&id=${target.pid}`)).history as {
      type: string;
      action: string;
      changes: { before: unknown; after: unknown }[];
    }[];
    const removal = history.find((e) => e.type === 'image' && e.action === 'remove');
    expect(removal?.changes[0]?.before).toMatchObject({ $image: first, name: 'prvy.png' });
  });

  it('uploads no saved record names are removed after the grace period, named ones stay', async () => {
    const field = imageFields.find((f) => f.id === 'background.image')!;
    const target = await targets.level!(false);
    const saved = await upload(target.pid, field, 'ulozeny.png');
    await ok('POST', target.save, { ...target.base(field.id), [field.id]: { val: saved } });
    const cancelled = await upload(target.pid, field, 'zruseny.png');
    const fresh = await upload(target.pid, field, 'cerstvy.png');
    await ctx().db.query(`UPDATE images SET created_at = now() - interval '2 days' WHERE id = ANY($1)`, [
      [saved, cancelled],
    ]);
    const removed = await removeUnlinkedUploads(
      ctx().db,
      storageFor(ctx().app.deps.config),
      forms,
      reportNowhere,
    );
    expect(removed).toContain(cancelled);
    expect(removed).not.toContain(saved);
    expect(removed).not.toContain(fresh);
    expect(await served(cancelled)).toBe(404);
    expect(await served(saved)).toBe(200);
    expect(await served(fresh)).toBe(200);
  });

  it('an upload no record names may still be deleted', async () => {
    const field = imageFields[0]!;
    const target = await targets[field.form]!();
    const id = await upload(target.pid, field, 'navyse.png');
    expect((await ok('DELETE', 'images', { id })).ok).toBe(true);
    expect(await served(id)).toBe(404);
  });

  it('knows the image fields of a form', () => {
    expect(imageFieldsOf(forms.forms.level).map((f) => f.id)).toContain('background.image');
  });
});
