// Image slots' uploads (platform 3.4, 5.6, 7.3): PUT images?id&link&t with the file as an
// application/octet-stream body through the app's one XHR uploader (src/uploads; fetch reports no
// upload progress).
import { apiUrl } from '../providers/api';
import {
  baseFileName,
  MAX_UPLOAD_BYTES,
  parseJson,
  UploadError,
  xhrUpload,
  type UploadErrorCode,
} from '../uploads';

export { baseFileName, MAX_UPLOAD_BYTES, UploadError, type UploadErrorCode };

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
  /** The file's name, kept for the history and the recycle bin. */
  name?: string;
}

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'jpe', 'gif', 'webp', 'bmp', 'svg', 'avif', 'heic']);

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
export async function uploadImage(
  file: Blob,
  owner: ImageOwner,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const query = {
    id: owner.id ?? undefined,
    link: owner.link,
    t: owner.t,
    name: owner.name ? baseFileName(owner.name).slice(0, 255) : undefined,
  };
  let res;
  try {
    res = await xhrUpload({
      method: 'PUT',
      url: apiUrl('images', query),
      headers: { 'Content-Type': 'application/octet-stream' },
      body: file,
      onProgress,
      signal,
    });
  } catch (e) {
    if ((e as { name?: unknown }).name === 'AbortError') throw e;
    throw new UploadError('error');
  }
  if (res.status === 413) throw new UploadError('size_limit_exceeded');
  const reply = parseJson<{ ok?: boolean; err?: string; id?: string; url?: string }>(res.text);
  if (res.status === 200 && reply?.ok && reply.id) {
    onProgress(1);
    return { id: reply.id, url: reply.url ?? imageSrc(reply.id) };
  }
  const code = reply?.err && KNOWN_ERRORS.has(reply.err) ? (reply.err as UploadErrorCode) : 'error';
  throw new UploadError(code);
}
