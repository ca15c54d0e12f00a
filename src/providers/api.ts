// The one HTTP client of the app: every call goes to /api/webapp/{path}.
import { SCHEMA_VERSION_HEADER } from '../../schemas/api/reply-keys';

export const API_PREFIX = '/api/webapp';

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
export type Query = Record<string, string | number | undefined | null>;

export interface ApiReply {
  ok: boolean;
  err?: string;
  attrs?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A non-2xx reply (401, 403, 404, 413, 429, 500…) or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body?: ApiReply,
  ) {
    super(body?.err ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** An aborted call (fetch's AbortError); by name: the DOMException may come from another realm (jsdom vs Node). */
export function isAbort(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}

export function apiUrl(path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  }
  const s = qs.toString();
  return `${API_PREFIX}/${path}${s ? `?${s}` : ''}`;
}

let schemaVersionListener: ((version: number) => void) | null = null;

/** Hears the schema version every reply names (providers/schemas.ts reloads the schemas on a newer one). */
export function onSchemaVersion(listener: (version: number) => void): void {
  schemaVersionListener = listener;
}

/** Passes the schema version a reply names to the listener. */
export function noteReplyHeaders(res: Response): void {
  const version = Number(res.headers.get(SCHEMA_VERSION_HEADER));
  if (version > 0) schemaVersionListener?.(version);
}

/**
 * Calls the API and returns the JSON reply of an HTTP 2xx, whether ok is true or false.
 * Throws ApiError for other statuses; an abort rejects with the AbortError untouched.
 */
export async function apiCall<T extends object = ApiReply>(
  method: Method,
  path: string,
  body?: unknown,
  opts: { signal?: AbortSignal; query?: Query } = {},
): Promise<T & ApiReply> {
  let res: Response;
  try {
    res = await fetch(apiUrl(path, opts.query), {
      method,
      credentials: 'same-origin',
      headers: body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: opts.signal,
    });
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new ApiError(0);
  }
  noteReplyHeaders(res);
  let json: ApiReply | undefined;
  try {
    json = (await res.json()) as ApiReply;
  } catch {
    json = undefined;
  }
  if (!res.ok || !json) throw new ApiError(res.status, json);
  return json as T & ApiReply;
}
