// Image slots' uploads (platform 3.4, 5.6, 7.3): PUT images?id&link&t with the file as an
// application/octet-stream body through XMLHttpRequest (fetch reports no upload progress).
import { apiUrl } from '../providers/api';

/** Maximum upload size (platform 9): 40 MiB. */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;

export type UploadErrorCode = 'unsupported_format' | 'invalid_format' | 'size_limit_exceeded' | 'error';

export class UploadError extends Error {
  constructor(readonly code: UploadErrorCode) {
    super(code);
    this.name = 'UploadError';
  }
}

export interface UploadedImage {
  id: string;
  url: string;
}

export interface ImageOwner {
  /** The record the image belongs to (pid); absent for a record not created yet. */
  id?: string | number | null;
  /** The slot (field id) inside the record. */
  link?: string;
  /** The image type (the schema field's imageType). */
  t: string;
}

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'jpe', 'gif', 'webp', 'bmp', 'svg', 'avif', 'heic']);

/** The file name without any path (platform 5.6). */
export function baseFileName(name: string): string {
  return name.replace(/^.*[\\/]/, '');
}

/** The client-side checks: an image file (image/*, or an image extension when the type is unknown), at most 40 MiB. */
export function checkImageFile(file: Pick<File, 'name' | 'size' | 'type'>): UploadErrorCode | null {
  const name = baseFileName(file.name);
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  const image = file.type ? file.type.startsWith('image/') : IMAGE_EXTENSIONS.has(ext);
  if (!image) return 'unsupported_format';
  if (file.size > MAX_UPLOAD_BYTES) return 'size_limit_exceeded';
  return null;
}

/** The address that serves a stored image. */
export function imageSrc(id: string): string {
  return apiUrl(`images/${encodeURIComponent(id)}`);
}

const KNOWN_ERRORS = new Set<string>(['unsupported_format', 'invalid_format', 'size_limit_exceeded']);

/**
 * Uploads an image; `onProgress` gets 0..1 while the body is sent. Rejects with an UploadError
 * (413 → size_limit_exceeded, the server's err otherwise) or, when `signal` aborts, a DOMException
 * named AbortError.
 */
export function uploadImage(
  file: Blob,
  owner: ImageOwner,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    const query = { id: owner.id ?? undefined, link: owner.link, t: owner.t };
    xhr.open('PUT', apiUrl('images', query));
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort);
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      if (xhr.status === 413) return reject(new UploadError('size_limit_exceeded'));
      let reply: { ok?: boolean; err?: string; id?: string; url?: string } | undefined;
      try {
        reply = JSON.parse(xhr.responseText) as typeof reply;
      } catch {
        reply = undefined;
      }
      if (xhr.status === 200 && reply?.ok && reply.id) {
        onProgress(1);
        return resolve({ id: reply.id, url: reply.url ?? imageSrc(reply.id) });
      }
      const code = reply?.err && KNOWN_ERRORS.has(reply.err) ? (reply.err as UploadErrorCode) : 'error';
      reject(new UploadError(code));
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadError('error'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    xhr.send(file);
  });
}
