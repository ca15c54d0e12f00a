import {
  HttpError,
  type DataProvider,
  type GetListResult,
  type GetManyParams,
  type Identifier,
  type RaRecord,
} from 'ra-core';
import { PAGE_SIZE } from '../../schemas/constants';
import { REPLY_KEYS, type ResourceReplyKeys } from '../../schemas/api/reply-keys';
import { apiCall, ApiError, isAbort, type ApiReply, type Method, type Query } from './api';

// react-admin's calls mapped onto the spec's API (platform 7, games 7); the wire format is
// described in ./README.md.

type Attrs = Record<string, unknown>;
type Filter = Record<string, unknown>;
interface CallOptions {
  signal?: AbortSignal;
  query?: Query;
}

/** The spec's list page size (platform 9). */
export { PAGE_SIZE };

/** react-admin filter names → the spec's list query keys (platform 7.1). */
export const FILTER_KEYS: Record<string, string> = {
  q: 's',
  s: 's',
  type: 't',
  t: 't',
  filter: 'f',
  f: 'f',
  date: 'd',
  d: 'd',
  sender: 'e',
  e: 'e',
  layout: 'l',
  l: 'l',
  author: 'a',
  a: 'a',
  role: 'r',
  r: 'r',
};

interface ReplyKeys {
  /** Key of the items array in a list reply. */
  list: string;
  /** Keys that may hold the record in a detail/create/update reply; the first present wins. */
  record: string[];
}

/**
 * Reply keys of a resource, as its reply schemas declare them (schemas/api/reply-keys.ts); a nested
 * resource such as `drafts/7/levels` is named by its last segment; a resource without a declaration
 * `x` replies `x` and `x` without a final `s`.
 */
export function replyKeys(resource: string): ReplyKeys {
  const name = resource.split('/').pop() ?? resource;
  const declared = (REPLY_KEYS as Record<string, ResourceReplyKeys | undefined>)[name];
  if (!declared) return { list: name, record: [name.replace(/s$/, '')] };
  const { list, record, written } = declared;
  return { list, record: written && written !== record ? [record, written] : [record] };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the local calendar day YYYY-MM-DD (the value a date field sends). */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A Date, or a date library's object (the dayjs values of MUI date pickers) as a Date; else undefined. */
function asDate(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  if (value && typeof value === 'object' && typeof toDate === 'function') {
    const date: unknown = toDate.call(value);
    if (date instanceof Date) return date;
  }
  return undefined;
}

/** One day of the `d` query key: YYYYMMDD. Accepts a Date, YYYY-MM-DD, YYYYMMDD or an ISO timestamp. */
function queryDay(input: unknown): string | undefined {
  const value = asDate(input) ?? input;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? undefined : isoDay(value).replace(/-/g, '');
  if (typeof value !== 'string' || value === '') return undefined;
  if (/^\d{8}$/.test(value)) return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.replace(/-/g, '');
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : queryDay(parsed);
}

/**
 * The `d` query key: YYYYMMDD or YYYYMMDD-YYYYMMDD. A range is an array [from, to] or an object
 * {from, to} / {start, end}; a missing end repeats the start.
 */
export function encodeQueryDate(value: unknown): string | undefined {
  if (typeof value === 'string' && /^\d{8}-\d{8}$/.test(value)) return value;
  let range: [unknown, unknown] | undefined;
  if (Array.isArray(value)) range = [value[0], value[1]];
  else if (value && typeof value === 'object' && !asDate(value)) {
    const o = value as Record<string, unknown>;
    range = [o.from ?? o.start, o.to ?? o.end];
  }
  if (!range) return queryDay(value);
  const from = queryDay(range[0]);
  const to = queryDay(range[1]);
  if (!from && !to) return undefined;
  return `${from ?? to}-${to ?? from}`;
}

function queryValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined;
  if (typeof value === 'object') return undefined;
  return String(value);
}

/** react-admin filters → the spec's query keys; unknown filters are not sent. */
export function filterQuery(filter: Filter | undefined): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries(filter ?? {})) {
    const key = FILTER_KEYS[name];
    if (!key) continue;
    const encoded = key === 'd' ? encodeQueryDate(value) : queryValue(value);
    if (encoded !== undefined) query[key] = encoded;
  }
  return query;
}

/** A form's values as the spec's attrs body: plain values keyed by field id, dates (Date, dayjs) as YYYY-MM-DD. */
export function attrsBody(data: Attrs): Attrs {
  const plain = (v: unknown): unknown => {
    const date = asDate(v);
    if (date) return isoDay(date);
    if (Array.isArray(v)) return v.map(plain);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
    return v;
  };
  const { id: _id, ...attrs } = data;
  return plain(attrs) as Attrs;
}

/** Field errors of a validation reply's attrs: {fieldId: errorCode} for every field with an error. */
export function fieldErrors(attrs: Attrs): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, meta] of Object.entries(attrs)) {
    const error = meta && typeof meta === 'object' ? (meta as { error?: unknown }).error : undefined;
    if (error) errors[field] = String(error);
  }
  return errors;
}

/** Rejection of an HTTP 2xx reply with ok:false. With attrs it is a validation rejection (field errors). */
function rejection(reply: ApiReply): HttpError {
  if (reply.attrs && typeof reply.attrs === 'object') {
    return new HttpError(reply.err ?? 'ra.message.invalid_form', 400, {
      ...reply,
      errors: fieldErrors(reply.attrs),
      attrs: reply.attrs,
    });
  }
  return new HttpError(reply.err ?? 'ra.notification.http_error', 400, reply);
}

/** One API call; a reply with ok:false and every non-2xx status reject with HttpError, an abort with the AbortError. */
async function request(
  method: Method,
  path: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<ApiReply> {
  let reply: ApiReply;
  try {
    reply = await apiCall(method, path, body, opts);
  } catch (e) {
    if (isAbort(e) || !(e instanceof ApiError)) throw e;
    throw new HttpError(e.body?.err ?? 'ra.notification.http_error', e.status, e.body ?? null);
  }
  if (!reply.ok) throw rejection(reply);
  return reply;
}

function recordOf(resource: string, reply: ApiReply): RaRecord | undefined {
  for (const key of replyKeys(resource).record) {
    const value = reply[key];
    if (value && typeof value === 'object') return value as RaRecord;
  }
  return undefined;
}

type Meta = { signal?: AbortSignal; query?: Query; type?: string } | undefined;

function metaOptions(meta: Meta, signal?: AbortSignal): CallOptions {
  return { signal: signal ?? meta?.signal, query: meta?.query };
}

async function getList<R extends RaRecord>(
  path: string,
  resource: string,
  params: {
    pagination?: { page: number; perPage: number };
    filter?: Filter;
    meta?: Meta;
    signal?: AbortSignal;
  },
): Promise<GetListResult<R>> {
  const { page = 1, perPage = PAGE_SIZE } = params.pagination ?? {};
  const pl = perPage;
  const { query: extra, signal } = metaOptions(params.meta, params.signal);
  const query = { ...filterQuery(params.filter), ...extra };
  const listKey = `${path}?${new URLSearchParams(query as Record<string, string>).toString()}&pl=${pl}`;
  // Keyset continuation (games 7.3, 7.5 `k`): the next page of an infinite scroll starts after the
  // previous page's last id, so a deep page does not make the server skip every row before it.
  const after = KEYSET_PATHS.has(path) && page > 1 ? lastIds.get(`${listKey}#${page - 1}`) : undefined;
  const reply = await request('GET', path, undefined, {
    signal,
    query:
      after === undefined
        ? { po: Math.max(0, (page - 1) * perPage), pl, ...query }
        : { po: 0, pl, k: after, ...query },
  });
  const items = reply[replyKeys(resource).list];
  const data = Array.isArray(items) ? (items as R[]) : [];
  const last = data[data.length - 1];
  if (KEYSET_PATHS.has(path) && last) rememberLastId(`${listKey}#${page}`, last.id);
  return { data, pageInfo: { hasNextPage: data.length === pl, hasPreviousPage: page > 1 } };
}

/** Lists whose call takes `k` (the id of the last item seen). */
const KEYSET_PATHS = new Set(['games', 'parcels']);
const LAST_IDS_KEPT = 200;
const lastIds = new Map<string, Identifier>();

function rememberLastId(key: string, id: Identifier): void {
  lastIds.delete(key);
  lastIds.set(key, id);
  if (lastIds.size > LAST_IDS_KEPT) lastIds.delete(lastIds.keys().next().value as string);
}

async function getOne<R extends RaRecord>(
  resource: string,
  id: Identifier,
  options: CallOptions,
): Promise<R> {
  const reply = await request('GET', `${resource}/${id}`, undefined, options);
  const record = recordOf(resource, reply);
  if (!record) throw new HttpError('ra.notification.item_doesnt_exist', 404, reply);
  return record as R;
}

export interface AppDataProvider extends DataProvider {
  /** POST {r}/validate (new) or {r}/{id}/validate (existing) → the reply's attrs (platform 3.9). */
  validate(
    resource: string,
    id: Identifier | null,
    attrs: Attrs,
    opts?: { signal?: AbortSignal },
  ): Promise<Attrs>;
  /** GET {r}/count → the count; `filter` maps like getList's (e.g. games/count?s&d). */
  count(resource: string, filter?: Filter, opts?: { signal?: AbortSignal }): Promise<number>;
  /** GET site/search?s → counts per area (games, parcels, invoices, drafts, users). */
  search(s: string, opts?: { signal?: AbortSignal }): Promise<Record<string, number>>;
  /** Any other call (register, assign, clone…): the reply of ok:true, else rejects like the rest. */
  call(method: Method, path: string, body?: unknown, opts?: CallOptions): Promise<ApiReply>;
}

export const dataProvider: AppDataProvider = {
  supportAbortSignal: true,

  getList: (resource, params) => getList(resource, resource, params),

  async getOne(resource, params) {
    return { data: await getOne(resource, params.id, metaOptions(params.meta, params.signal)) };
  },

  async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R> & { signal?: AbortSignal }) {
    const options = metaOptions(params.meta, params.signal);
    return { data: await Promise.all(params.ids.map((id) => getOne<R>(resource, id, options))) };
  },

  // A target that is a list filter (author, sender, type…) filters the list; any other target
  // names the parent resource: levels of drafts 7 → GET drafts/7/levels.
  getManyReference(resource, params) {
    const { target, id, filter, ...rest } = params;
    if (FILTER_KEYS[target])
      return getList(resource, resource, { ...rest, filter: { ...filter, [target]: id } });
    return getList(`${target}/${id}/${resource}`, resource, { ...rest, filter });
  },

  async create(resource, params) {
    const meta = params.meta as Meta;
    const data = { ...(params.data as Attrs) };
    let type = meta?.type;
    if (resource === 'users' && type === undefined && typeof data.type === 'string') {
      type = data.type;
      delete data.type;
    }
    const { signal, query } = metaOptions(meta);
    const reply = await request('PUT', resource, attrsBody(data), { signal, query: { t: type, ...query } });
    const record = recordOf(resource, reply);
    if (!record) throw new HttpError('ra.notification.http_error', 500, reply);
    return { data: record as never };
  },

  async update(resource, params) {
    const reply = await request(
      'POST',
      `${resource}/${params.id}`,
      attrsBody(params.data as Attrs),
      metaOptions(params.meta as Meta),
    );
    return { data: (recordOf(resource, reply) ?? { ...params.data, id: params.id }) as never };
  },

  async updateMany(resource, params) {
    for (const id of params.ids)
      await dataProvider.update(resource, {
        id,
        data: params.data,
        previousData: {} as never,
        meta: params.meta,
      });
    return { data: params.ids };
  },

  async delete(resource, params) {
    const reply = await request(
      'DELETE',
      `${resource}/${params.id}`,
      undefined,
      metaOptions(params.meta as Meta),
    );
    return { data: (recordOf(resource, reply) ?? params.previousData ?? { id: params.id }) as never };
  },

  async deleteMany(resource, params) {
    for (const id of params.ids) await dataProvider.delete(resource, { id, meta: params.meta });
    return { data: params.ids };
  },

  async validate(resource, id, attrs, opts = {}) {
    const path = id === null ? `${resource}/validate` : `${resource}/${id}/validate`;
    let reply: ApiReply;
    try {
      reply = await request('POST', path, attrsBody(attrs), opts);
    } catch (e) {
      // a validate reply carries the attrs whether or not it is ok
      const body = e instanceof HttpError ? (e.body as ApiReply | null) : null;
      if (body?.attrs && typeof body.attrs === 'object') return body.attrs;
      throw e;
    }
    return (reply.attrs ?? {}) as Attrs;
  },

  async count(resource, filter, opts = {}) {
    const reply = await request('GET', `${resource}/count`, undefined, {
      ...opts,
      query: filterQuery(filter),
    });
    return Number(reply.count ?? 0);
  },

  async search(s, opts = {}) {
    const { ok: _ok, ...counts } = await request('GET', 'site/search', undefined, { ...opts, query: { s } });
    return counts as Record<string, number>;
  },

  call: (method, path, body, opts) => request(method, path, body, opts),
};
