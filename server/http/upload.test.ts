import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES, enableUploads, receiveUpload, sendUploadReply } from './upload';
import { uploadQuery } from '../../schemas/api';

const BOUNDARY = '----hryTestBoundary';

function multipartBody(fileName: string, content: Buffer, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe('upload protocol', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(async (scope) => {
      await enableUploads(scope);
      scope.post('/upload', { schema: { querystring: uploadQuery } }, async (request, reply) => {
        const file = await receiveUpload(request, reply, { allowed: ['xls', 'xml'] });
        if (!file) return reply;
        return sendUploadReply(request, reply, { ok: true, name: file.name, size: file.buffer.length });
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const upload = (query: string, body: Buffer) =>
    app.inject({
      method: 'POST',
      url: `/upload?${query}`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body,
    });

  it('replies JSON with r=json and strips any path from the file name', async () => {
    const res = await upload(
      'r=json',
      multipartBody('C:\\Users\\jana/Dokumenty\\kontakty.XLS', Buffer.from('abc')),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, name: 'kontakty.XLS', size: 3 });
  });

  it('replies an HTML page with the escaped JSON in #upload-reply with r=html', async () => {
    const res = await upload('r=html', multipartBody('<hárok>.xml', Buffer.from('<x/>')));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const match = /<pre id="upload-reply">([^<]*)<\/pre>/.exec(res.body);
    expect(match).not.toBeNull();
    const unescaped = match![1]
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    expect(JSON.parse(unescaped)).toEqual({ ok: true, name: '<hárok>.xml', size: 4 });
  });

  it('refuses an extension outside the allowed list with unsupported_format', async () => {
    for (const name of ['kontakty.csv', 'kontakty', 'xls']) {
      const res = await upload('r=json', multipartBody(name, Buffer.from('abc')));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: false, err: 'unsupported_format' });
    }
  });

  it('answers 413 size_limit_exceeded for a file over 40 MiB, in both reply formats', async () => {
    const big = multipartBody('velky.xls', Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024, 0x41));
    const res = await upload('r=json', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, err: 'size_limit_exceeded' });
    const html = await upload('r=html', big);
    expect(html.statusCode).toBe(413);
    expect(html.body).toContain('id="upload-reply"');
    expect(html.body).toContain('size_limit_exceeded');
  });

  it('answers 413 over a real HTTP connection too, where the body arrives in chunks', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)]), 'velky.xls');
    const res = await fetch(`${address}/upload?r=json`, { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, err: 'size_limit_exceeded' });
  });

  it('accepts a file of exactly 40 MiB', async () => {
    const res = await upload('r=json', multipartBody('presne.xls', Buffer.alloc(MAX_UPLOAD_BYTES, 0x42)));
    expect(res.json()).toEqual({ ok: true, name: 'presne.xls', size: MAX_UPLOAD_BYTES });
  });

  it('answers 400 without a multipart body or without the file field', async () => {
    const json = await app.inject({ method: 'POST', url: '/upload?r=json', payload: { a: 1 } });
    expect(json.statusCode).toBe(400);
    const other = await upload('r=json', multipartBody('kontakty.xls', Buffer.from('abc'), 'subor'));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ ok: false, err: 'bad_request' });
  });
});
