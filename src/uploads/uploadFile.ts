// The common upload protocol (platform 5.6, 7.8): client checks, then a multipart POST with query
// r=json and the field 'file', with progress.
import { apiUrl, type Query } from '../providers/api';
import { parseJson, xhrUpload } from './xhr';

/** Maximum upload size (platform 9): a file must be smaller than 40 MiB. */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;

export type UploadErrorCode = 'unsupported_format' | 'invalid_format' | 'size_limit_exceeded' | 'error';

export class UploadError extends Error {
  constructor(readonly code: UploadErrorCode) {
    super(code);
    this.name = 'UploadError';
  }
}

/** An upload reply (HTTP 200): `{ok: true, …}` or `{ok: false, err, …}`. */
export type UploadReply = { ok: boolean; err?: string } & Record<string, unknown>;

/** The file name without any path (platform 5.6). */
export function baseFileName(name: string): string {
  return name.replace(/^.*[\\/]/, '');
}

/** The lowercased text after the last dot of the name ('' without a dot). */
export function fileExtension(name: string): string {
  const base = baseFileName(name);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The client-side checks of platform 5.6: an allowed extension, then a size under 40 MiB. */
export function checkUploadFile(
  file: Pick<File, 'name' | 'size'>,
  allowed: readonly string[],
): UploadErrorCode | null {
  if (!allowed.includes(fileExtension(file.name))) return 'unsupported_format';
  if (file.size >= MAX_UPLOAD_BYTES) return 'size_limit_exceeded';
  return null;
}

export interface UploadFileOptions {
  /** Extra query keys (r=json is always sent). */
  query?: Query;
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/**
 * POSTs the file to `/api/webapp/{path}?r=json` as the multipart field 'file' (name without path).
 * HTTP 200 → the JSON reply (ok true or false); 413 → UploadError size_limit_exceeded; any other
 * status, a reply that is not JSON or a network failure → UploadError error; an abort → AbortError.
 */
export async function uploadFile(
  path: string,
  file: File,
  options: UploadFileOptions = {},
): Promise<UploadReply> {
  const body = new FormData();
  body.append('file', file, baseFileName(file.name));
  let reply;
  try {
    reply = await xhrUpload({
      method: 'POST',
      url: apiUrl(path, { ...options.query, r: 'json' }),
      body,
      onProgress: options.onProgress,
      signal: options.signal,
    });
  } catch (e) {
    if ((e as { name?: unknown }).name === 'AbortError') throw e;
    throw new UploadError('error');
  }
  if (reply.status === 413) throw new UploadError('size_limit_exceeded');
  const json = reply.status === 200 ? parseJson<UploadReply>(reply.text) : undefined;
  if (!json || typeof json !== 'object' || typeof json.ok !== 'boolean') throw new UploadError('error');
  return json;
}
