import { beforeAll, expect, it } from 'vitest';
import { call, describeApi, signIn, TEST_USERS } from '../../test/harness';
import { MAX_UPLOAD_BYTES } from '../../http/upload';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const octet = { 'content-type': 'application/octet-stream' };

describeApi('images', (ctx) => {
  let editor: string;
  let viewer: string;
  beforeAll(async () => {
    editor = await signIn(ctx().app, TEST_USERS.editor.email);
    viewer = await signIn(ctx().app, TEST_USERS.viewer.email);
  });

  const put = (query: string, body: Buffer, cookie?: string) =>
    call(ctx().app, 'PUT', `images?${query}`, { body, cookie, headers: octet });

  it('stores a PNG sent over a real connection (a streamed body is not client text)', async () => {
    const app = ctx().app;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`${address}/api/webapp/images?link=images.answer1&t=level.images.answer`, {
        method: 'PUT',
        headers: { ...octet, cookie: editor },
        body: PNG,
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
    } finally {
      await app.server.close();
    }
  });

  it('stores an uploaded PNG and serves the same bytes as image/png at its url', async () => {
    const res = await put('id=12&link=background.image&t=level.background.image', PNG, editor);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, id: expect.any(String), url: `/api/webapp/images/${res.body.id}` });
    expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const served = await ctx().app.inject({
      method: 'GET',
      url: res.body.url as string,
      headers: { cookie: viewer },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const row = await ctx().db.one<{ type: string; pid: string; link: string; size: number }>(
      'SELECT type, pid, link, size FROM images WHERE id = $1',
      [res.body.id as string],
    );
    expect(row).toEqual({
      type: 'level.background.image',
      pid: '12',
      link: 'background.image',
      size: PNG.length,
    });
  });

  it('refuses a file that is not an image whatever it is called', async () => {
    const res = await put('t=level.images.answer', Buffer.from('toto nie je obrázok'), editor);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: false, err: 'unsupported_format' });
  });

  it('refuses an unknown image type and a missing type with 400', async () => {
    expect((await put('t=user.avatar', PNG, editor)).status).toBe(400);
    expect((await put('id=1', PNG, editor)).status).toBe(400);
  });

  it('answers 413 size_limit_exceeded for a body over 40 MiB', async () => {
    const res = await put('t=game.gallery.image', Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024), editor);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ ok: false, err: 'size_limit_exceeded' });
  });

  it('deletes an image: the row and the file are gone', async () => {
    const created = await put('id=3&link=main-image&t=game.main.image', PNG, editor);
    const id = created.body.id as string;
    const res = await call(ctx().app, 'DELETE', 'images', {
      body: { id, pid: 3, link: 'main-image', t: 'game.main.image' },
      cookie: editor,
    });
    expect(res.body).toEqual({ ok: true });
    expect((await call(ctx().app, 'GET', `images/${id}`, { cookie: editor })).status).toBe(404);
    const again = await call(ctx().app, 'DELETE', 'images', { body: { id }, cookie: editor });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ ok: false, err: 'not_found' });
  });

  it('needs edit to upload or delete (403) and a session for everything (401)', async () => {
    const created = await put('t=variant.frame.image', PNG, editor);
    const id = created.body.id as string;
    expect((await put('t=game.gallery.image', PNG, viewer)).status).toBe(403);
    expect((await put('t=game.gallery.image', PNG)).status).toBe(401);
    const del = await call(ctx().app, 'DELETE', 'images', { body: { id }, cookie: viewer });
    expect(del.status).toBe(403);
    expect(del.body).toEqual({ ok: false, err: 'forbidden' });
    expect((await call(ctx().app, 'DELETE', 'images', { body: { id } })).status).toBe(401);
    const anonymous = await call(ctx().app, 'GET', `images/${id}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ ok: false, err: 'unauthorized' });
  });

  it('answers 400 for a malformed image id and 404 for an unknown one', async () => {
    expect((await call(ctx().app, 'GET', 'images/..%2Fetc', { cookie: editor })).status).toBe(400);
    const unknown = await call(ctx().app, 'GET', 'images/00000000-0000-4000-8000-000000000000', {
      cookie: editor,
    });
    expect(unknown.status).toBe(404);
  });
});
