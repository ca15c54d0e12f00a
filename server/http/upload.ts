// The common upload protocol of spec platform 7.8 / 5.6, used by every upload route:
// multipart POST with the field `file`, query r=json (JSON reply) or r=html (an HTML page whose
// element #upload-reply holds the JSON, for the hidden-form fallback without progress).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkImage, IMAGE_HEAD_BYTES } from '../services/platform/image-check';
import type { Storage } from '../services/platform/storage';

export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;
export const UPLOAD_FILE_FIELD = 'file';

export type UploadReplyFormat = 'json' | 'html';

export interface UploadedFile {
  /** The file name without any path. */
  name: string;
  /** Lower-cased text after the last dot ('' without a dot). */
  extension: string;
  buffer: Buffer;
}

type UploadPayload = Record<string, unknown> & { ok: boolean };

/**
 * Call once inside the route plugin that declares upload routes (multipart parsing stays in that
 * plugin's scope): `await enableUploads(app)`.
 */
export async function enableUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 40, fieldSize: 64 * 1024 },
  });
}

export function replyFormat(request: FastifyRequest): UploadReplyFormat {
  return (request.query as { r?: string } | undefined)?.r === 'html' ? 'html' : 'json';
}

/** Replies in the format the client asked for (r=json or r=html). */
export function sendUploadReply(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: UploadPayload,
  status = 200,
): FastifyReply {
  reply.code(status);
  if (replyFormat(request) === 'html') {
    return reply.type('text/html; charset=utf-8').send(uploadReplyPage(payload));
  }
  return reply.send(payload);
}

export function uploadReplyPage(payload: UploadPayload): string {
  return (
    '<!DOCTYPE html><html lang="sk"><head><meta charset="utf-8"><title>Nahrávanie súboru</title></head>' +
    `<body><pre id="upload-reply">${escapeHtml(JSON.stringify(payload))}</pre></body></html>`
  );
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** Strips any path (both / and \) a browser may send with the file name. */
export function baseFileName(fileName: string): string {
  return fileName.split(/[\\/]/).pop() ?? '';
}

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Reads the uploaded file of the request. Returns the file, or null when a reply was already sent:
 * 400 not a multipart request / no `file` field, 413 size_limit_exceeded, 200 unsupported_format.
 * Content checks (a file that is not what its extension says → invalid_format) are the route's.
 */
export async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { allowed: readonly string[] },
): Promise<UploadedFile | null> {
  const badRequest = () => sendUploadReply(request, reply, { ok: false, err: 'bad_request' }, 400);
  if (!request.isMultipart()) {
    await badRequest();
    return null;
  }
  try {
    const part = await request.file();
    if (!part || part.fieldname !== UPLOAD_FILE_FIELD) {
      if (part) await drain(part.file);
      await badRequest();
      return null;
    }
    const name = baseFileName(part.filename ?? '');
    const extension = fileExtension(name);
    if (!opts.allowed.includes(extension)) {
      await drain(part.file);
      await sendUploadReply(request, reply, { ok: false, err: 'unsupported_format' });
      return null;
    }
    const buffer = await part.toBuffer();
    // toBuffer does not always throw when the limit is hit on the last chunk; the flag is reliable.
    if (part.file.truncated) {
      await sendUploadReply(request, reply, { ok: false, err: 'size_limit_exceeded' }, 413);
      return null;
    }
    return { name, extension, buffer };
  } catch (error) {
    if (isTooLarge(error)) {
      await sendUploadReply(request, reply, { ok: false, err: 'size_limit_exceeded' }, 413);
    } else {
      request.log.warn({ err: error }, 'upload refused');
      await badRequest();
    }
    return null;
  }
}

function isTooLarge(error: unknown): boolean {
  const e = error as { statusCode?: number; code?: string };
  return e?.statusCode === 413 || e?.code === 'FST_REQ_FILE_TOO_LARGE';
}

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const chunk of stream) void chunk;
}

/**
 * Bodies of these content types reach the route as the request stream, not a buffer (image uploads):
 * call once inside the route plugin. The size is enforced while streaming (and from Content-Length
 * before anything is read: server/http/input.ts).
 */
export function enableStreamedBodies(app: FastifyInstance, contentTypes: (string | RegExp)[]): void {
  for (const contentType of contentTypes) {
    app.addContentTypeParser(contentType, (_request, payload, done) => done(null, payload));
  }
}

/** The status of each refusal of storeImageBody (unsupported_format is a 200 reply of the spec). */
export const UPLOAD_STATUS = { unsupported_format: 200, size_limit_exceeded: 413, bad_request: 400 } as const;

export type StoredUpload =
  | { ok: true; mime: string; size: number }
  | { ok: false; err: 'unsupported_format' | 'size_limit_exceeded' | 'bad_request' };

/**
 * Streams an image body into storage under key without holding it in memory, keeping only its first
 * IMAGE_HEAD_BYTES for the content check; the file becomes visible only when it is a decodable image
 * (of the declared image/* type, if any) of at most MAX_UPLOAD_BYTES.
 */
export async function storeImageBody(
  request: FastifyRequest,
  storage: Storage,
  key: string,
): Promise<StoredUpload> {
  const body = request.body as AsyncIterable<Buffer> | undefined;
  if (!body || typeof (body as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] !== 'function') {
    return { ok: false, err: 'bad_request' };
  }
  const pending = await storage.begin(key);
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) {
        await pending.abort();
        return { ok: false, err: 'size_limit_exceeded' };
      }
      if (headBytes < IMAGE_HEAD_BYTES) {
        head.push(chunk);
        headBytes += chunk.length;
      }
      await pending.write(chunk);
    }
    const mime = checkImage(Buffer.concat(head), size, request.headers['content-type']);
    if (!mime) {
      await pending.abort();
      return { ok: false, err: 'unsupported_format' };
    }
    await pending.commit();
    return { ok: true, mime, size };
  } catch (error) {
    await pending.abort();
    throw error;
  }
}
