import { randomUUID } from 'node:crypto';
import { emptyQuery } from '../../http/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { enableStreamedBodies, storeImageBody, UPLOAD_STATUS } from '../../http/upload';
import { schemaImageTypes } from '../../services/platform/image-types';
import { formsOf } from '../../services/records/evaluation';
import { storageFor } from '../../services/platform/storage';
import {
  deleteImage,
  imageStorageKey,
  imageUrl,
  insertImage,
  loadImage,
} from '../../services/platform/images';
import { FileReply, ImageUploadReply, OkReply, responses } from '../../../schemas/api';
import { sendNotFound } from '../../http/replies';

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

/** Spec platform 7.3: PUT images?id&link&t (file as the body), DELETE images, and GET images/{id} serving the file. */
export const imagesRoutes: FastifyPluginAsync = async (app) => {
  const storage = storageFor(app.deps.config);
  const imageTypes = schemaImageTypes(formsOf(app.deps.config));

  // The client sends the image as application/octet-stream; image/* is accepted too. Streamed, not buffered.
  enableStreamedBodies(app, ['application/octet-stream', /^image\//]);

  app.put<{ Querystring: UploadQuery }>(
    '/images',
    {
      // onRequest: refuse before reading up to 40 MiB of body.
      config: { auth: 'edit' },
      schema: {
        response: responses(ImageUploadReply),
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
      const id = randomUUID();
      const stored = await storeImageBody(request, storage, imageStorageKey(id));
      if (!stored.ok) return reply.code(UPLOAD_STATUS[stored.err]).send(stored);
      const { mime, size } = stored;
      await insertImage(app.deps.db, {
        id,
        type: request.query.t,
        link: request.query.link ?? null,
        pid: request.query.id || null,
        mime,
        size,
      });
      return { ok: true, id, url: imageUrl(id) };
    },
  );

  app.delete<{ Body: DeleteBody }>(
    '/images',
    {
      config: { auth: 'edit' },
      schema: {
        response: responses(OkReply),
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
      if (!(await deleteImage(app.deps.db, storage, request.body.id))) return sendNotFound(reply);
      return { ok: true };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/images/:id',
    {
      config: { auth: 'user' },
      schema: {
        response: responses(FileReply),
        params: { type: 'object', required: ['id'], properties: { id: imageId } },
        querystring: emptyQuery,
      },
    },
    async (request, reply) => {
      const image = await loadImage(app.deps.db, storage, request.params.id);
      if (!image) return sendNotFound(reply);
      return reply
        .type(image.mime)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
};
