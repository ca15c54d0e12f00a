import { PAGE_SIZE } from '../../schemas/constants';

// JSON schemas shared by route declarations. Query values stay strings (no type coercion),
// so a wrong type in a JSON body is a 400 rather than silently converted.
export const digits = { type: 'string', pattern: '^[0-9]{1,9}$' } as const;
export const idParam = {
  type: 'object',
  required: ['id'],
  properties: { id: digits },
} as const;

/** The spec's list keys: po offset, pl limit, s search, t type, f filter, d date, e sender, l layout, a author, r role. */
export const listQuery = {
  type: 'object',
  properties: {
    po: digits,
    pl: digits,
    s: { type: 'string', maxLength: 200 },
    t: { type: 'string', maxLength: 40 },
    f: { type: 'string', maxLength: 40 },
    d: { type: 'string', pattern: '^([0-9]{8}(-[0-9]{8})?)?$' },
    e: { type: 'string', maxLength: 40 },
    l: { type: 'string', maxLength: 40 },
    a: { type: 'string', maxLength: 40 },
    r: { type: 'string', maxLength: 40 },
  },
} as const;

export interface ListQuery {
  po?: string;
  pl?: string;
  s?: string;
  t?: string;
  f?: string;
  d?: string;
  e?: string;
  l?: string;
  a?: string;
  r?: string;
}

export const MAX_PAGE = 500;

export function paging(q: ListQuery): { offset: number; limit: number } {
  const offset = Number(q.po ?? 0);
  const limit = Math.min(Number(q.pl ?? PAGE_SIZE), MAX_PAGE);
  return { offset, limit };
}

/** Body of form calls: the attrs object keyed by field id with plain values. */
export const attrsBody = { type: 'object', additionalProperties: true } as const;

/** The list query of a resource with stricter keys (e.g. `t` limited to its tabs). */
export function listQueryWith(properties: Record<string, unknown>): object {
  return { ...listQuery, properties: { ...listQuery.properties, ...properties } };
}

/** An optional query key limited to these values ('' = not set). */
export function oneOf(values: readonly string[]): object {
  return { type: 'string', enum: ['', ...values] };
}

/** The query of a route that takes none: any key is a 400. */
export const emptyQuery = { type: 'object', properties: {}, additionalProperties: false } as const;

/** Path parameters that are all ids (digits), e.g. paramsOf('id', 'senderId'). */
export function paramsOf<const K extends string>(
  ...names: K[]
): { type: 'object'; required: K[]; properties: Record<K, typeof digits> } {
  const properties = Object.fromEntries(names.map((name) => [name, digits])) as Record<K, typeof digits>;
  return { type: 'object', required: names, properties };
}

/** The params of `/{resource}/:id/sender/:senderId`. */
export const senderParams = paramsOf('id', 'senderId');
