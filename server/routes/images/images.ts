import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { enableStreamedBodies, storeImageBody, UPLOAD_STATUS } from '../../http/upload';
import { schemaImageTypes } from '../../services/platform/image-types';
import { formsOf } from '../../services/records/evaluation';
import { imageReferenced } from '../../services/trash/image-bin';
import { storageFor } from '../../services/platform/storage';
import {
  deleteImage,
  imageStorageKey,
  imageUrl,
  insertImage,
  loadImage,
} from '../../services/platform/images';
import {
  FileReply,
  ImageUploadReply,
  OkReply,
  imageDeleteBody,
  imageParams,
  imageUploadQuery,
  type ImageDeleteBody as DeleteBody,
  type ImageUploadQuery as UploadQuery,
} from '../../../schemas/api';
import { sendNotFound } from '../../http/replies';
import { routeOptions } from '../../http/route-options';
import { actorOf } from '../../http/form-routes';

const IN_USE = {
  ok: false,
  err: 'in_use',
  message: 'Obrázok používa uložený záznam: odstráňte ho vo formulári záznamu a formulár uložte.',
} as const;

/** Control characters, dropped from a file name. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The base name of an uploaded file, without control characters; null when none. */
const fileName = (name: string | undefined): string | null => {
  const base = ((name ?? '').split(/[\\/]/).pop() ?? '').replace(CONTROL, '').trim();
  return base ? base.slice(0, 255) : null;
};

/** Spec platform 7.3: PUT images?id&link&t (file as the body), DELETE images, and GET images/{id} serving the file. */
export const imagesRoutes: FastifyPluginAsync = async (app) => {
  const storage = storageFor(app.deps.config);
  const imageTypes = schemaImageTypes(formsOf(app.deps));

  // The client sends the image as application/octet-stream; image/* is accepted too. Streamed, not buffered.
  enableStreamedBodies(app, ['application/octet-stream', /^image\//]);

  app.put<{ Querystring: UploadQuery }>(
    '/images',
    // onRequest: refuse before reading up to 40 MiB of body.
    routeOptions('edit', ImageUploadReply, { querystring: imageUploadQuery }),
    async (request, reply) => {
      if (!imageTypes.has(request.query.t)) {
        return reply.code(400).send({
          ok: false,
          err: 'bad_request',
          message: 'Neznámy typ obrázka (PNG, JPEG, GIF alebo WebP)',
        });
      }
      const id = randomUUID();
      const stored = await storeImageBody(request, storage, imageStorageKey(id));
      if (!stored.ok) return reply.code(UPLOAD_STATUS[stored.err]).send(stored);
      const { mime, size } = stored;
      await insertImage(
        app.deps.db,
        {
          id,
          type: request.query.t,
          link: request.query.link ?? null,
          pid: request.query.id || null,
          mime,
          size,
          name: fileName(request.query.name),
        },
        app.recordChanges.reporter(actorOf(request)),
      );
      return { ok: true, id, url: imageUrl(id) };
    },
  );

  app.delete<{ Body: DeleteBody }>(
    '/images',
    routeOptions('edit', OkReply, { body: imageDeleteBody }),
    async (request, reply) => {
      const report = app.recordChanges.reporter(actorOf(request));
      // an image a saved record (or a recycle-bin item) names is removed only by saving that record
      // without it (services/trash/image-bin.ts), never from under it
      const removed = await deleteImage(app.deps.db, storage, request.body.id, report, (t, id) =>
        imageReferenced(t, formsOf(app.deps), id),
      );
      if (removed === 'in_use') return reply.code(409).send(IN_USE);
      if (!removed) return sendNotFound(reply);
      return { ok: true };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/images/:id',
    routeOptions('user', FileReply, { params: imageParams }),
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
