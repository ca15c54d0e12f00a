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
  const url = apiUrl(path, opts.query);
  const cached = method === 'GET' ? replyCache.get(url) : undefined;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (cached) headers['If-None-Match'] = cached.etag;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      // the app revalidates itself (If-None-Match below); the browser's cache would only keep a second copy
      cache: 'no-store',
      headers,
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: opts.signal,
    });
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new ApiError(0);
  }
  noteReplyHeaders(res);
  if (res.status === 304 && cached) {
    remember(url, cached);
    return structuredClone(cached.json) as T & ApiReply;
  }
  let json: ApiReply | undefined;
  try {
    json = (await res.json()) as ApiReply;
  } catch {
    json = undefined;
  }
  if (!res.ok || !json) throw new ApiError(res.status, json);
  const etag = res.headers.get('etag');
  if (method === 'GET' && etag) remember(url, { etag, json: structuredClone(json) });
  return json as T & ApiReply;
}

/** The newest GET replies with their ETags, for conditional requests (a 304 answers with the kept body). */
const replyCache = new Map<string, { etag: string; json: ApiReply }>();
const REPLY_CACHE_SIZE = 100;

function remember(url: string, entry: { etag: string; json: ApiReply }): void {
  replyCache.delete(url);
  replyCache.set(url, entry);
  if (replyCache.size > REPLY_CACHE_SIZE) replyCache.delete(replyCache.keys().next().value!);
}

/** Forgets every kept reply (sign-out: the next user starts with nothing of the previous one's). */
export function forgetReplies(): void {
  replyCache.clear();
}
