import { randomUUID } from 'node:crypto';
import { emptyQuery } from '../http/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../http/upload';
import { schemaImageTypes, sniffImageType } from '../services/image-types';
import { formsOf } from '../services/evaluation';
import { storageFor } from '../services/storage';
import { imageDeleted } from '../services/levels';

const imageId = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;
const ownerId = { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_.-]*$' } as const;
const link = { type: 'string', maxLength: 200 } as const;
const imageType = { type: 'string', maxLength: 100 } as const;

interface UploadQuery {
  id?: string;
  link?: string;
  t: string;
}

interface DeleteBody {
  id: string;
  pid?: string | number | null;
  link?: string | null;
  t?: string;
}

export function imageUrl(id: string): string {
  return `/api/webapp/images/${id}`;
}

const storageKey = (id: string) => `images/${id}`;

/** Spec platform 7.3: PUT images?id&link&t (file as the body), DELETE images, and GET images/{id} serving the file. */
export const imagesRoutes: FastifyPluginAsync = async (app) => {
  const storage = storageFor(app.deps.config);
  const imageTypes = schemaImageTypes(formsOf(app.deps.config));

  // The client sends the image as application/octet-stream; image/* is accepted too.
  for (const contentType of ['application/octet-stream', /^image\//]) {
    app.addContentTypeParser(
      contentType,
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
  }

  app.put<{ Querystring: UploadQuery }>(
    '/images',
    {
      // onRequest: refuse before reading up to 40 MiB of body.
      config: { auth: 'edit' },
      schema: {
        querystring: {
          type: 'object',
          required: ['t'],
          properties: { id: ownerId, link, t: imageType },
        },
      },
    },
    async (request, reply) => {
      if (!imageTypes.has(request.query.t)) {
        return reply.code(400).send({ ok: false, err: 'bad_request', message: 'unknown image type' });
      }
      const body = request.body;
      if (!Buffer.isBuffer(body)) return reply.code(400).send({ ok: false, err: 'bad_request' });
      const mime = sniffImageType(body);
      if (!mime) return { ok: false, err: 'unsupported_format' };
      const id = randomUUID();
      await storage.put(storageKey(id), body);
      await app.deps.db.query(
        'INSERT INTO images (id, type, link, pid, mime, size) VALUES ($1, $2, $3, $4, $5, $6)',
        [id, request.query.t, request.query.link ?? null, request.query.id || null, mime, body.length],
      );
      return { ok: true, id, url: imageUrl(id) };
    },
  );

  app.delete<{ Body: DeleteBody }>(
    '/images',
    {
      config: { auth: 'edit' },
      schema: {
        querystring: emptyQuery,
        body: {
          type: 'object',
          required: ['id'],
          properties: {
            id: imageId,
            pid: { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'number' }, { type: 'null' }] },
            link: { anyOf: [link, { type: 'null' }] },
            t: imageType,
          },
        },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      const row = await app.deps.db.one('DELETE FROM images WHERE id = $1 RETURNING id', [id]);
      if (!row) return reply.code(404).send({ ok: false, err: 'not_found' });
      // Levels referencing the image become invalid: their sheets re-evaluate them on the next read.
      await imageDeleted(app.deps.db, id);
      await storage.delete(storageKey(id));
      return { ok: true };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/images/:id',
    {
      config: { auth: 'user' },
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: imageId } },
        querystring: emptyQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await app.deps.db.one<{ mime: string }>('SELECT mime FROM images WHERE id = $1', [id]);
      const data = row && (await storage.get(storageKey(id)));
      if (!row || !data) return reply.code(404).send({ ok: false, err: 'not_found' });
      return reply
        .type(row.mime)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
};
