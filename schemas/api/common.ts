// The building blocks of the API's schemas (spec platform 7, games 7): the reply envelope, the error
// reply, and the request parts every resource uses (ids, list query, attrs body). Request schemas:
// query values stay strings (no type coercion), so a wrong type in a JSON body is a 400 rather than
// silently converted.
import type { Attrs as EngineAttrs } from '../engine';
import {
  Type,
  type Static,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
  type TString,
  type TUnsafe,
} from '@sinclair/typebox';
import { SEARCH_MAX_LENGTH } from '../constants';

/** These properties, each optional. */
export function optional<P extends TProperties>(properties: P): { [K in keyof P]: TOptional<P[K]> } {
  return Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [key, Type.Optional(schema)]),
  ) as { [K in keyof P]: TOptional<P[K]> };
}

/** A nullable value. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A nullable number or string of an open sheet or level reply: a JSON type array, not a union, so that
 * the serializer coerces as it does for a plain type (a NUMERIC column comes from PostgreSQL as a string).
 */
export const NumberOrNull = Type.Unsafe<number | null>({ type: ['number', 'null'] });
export const StringOrNull = Type.Unsafe<string | null>({ type: ['string', 'null'] });
/** An object whose every key is kept (a form's info, attrs of a sheet call). */
export const OpenObject = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  additionalProperties: true,
});

/** Any JSON value, serialized as it is (record info, attrs). */
export const Json = Type.Unknown();

/** A record's stored form values (JSONB info): keys come from the schemas, so any key is kept. */
export const Info = Type.Record(Type.String(), Type.Unknown());

/** Every error reply: 4xx statuses and refusals ({ok:false, err}); `message` on a 400. */
export const ErrorReply = Type.Object({
  ok: Type.Literal(false),
  err: Type.String(),
  message: Type.Optional(Type.String()),
});
export type ErrorReply = Static<typeof ErrorReply>;

/**
 * The 200 reply of a call: `ok`, on a refusal `err` (and `attrs` of a rejected form), otherwise the
 * call's keys. Every key but `ok` is optional, since a refusal carries only `err`.
 */
export function Reply<P extends TProperties>(properties: P) {
  return Type.Object({
    ok: Type.Boolean(),
    err: Type.Optional(Nullable(Type.String())),
    message: Type.Optional(Type.String()),
    ...optional(properties),
  });
}

/** The response schemas of a route: the 200 reply and the error replies. */
export function responses<T extends TSchema>(ok: T) {
  return { 200: ok, '4xx': ErrorReply, '5xx': ErrorReply } as const;
}

export const OkReply = Reply({});
export type OkReply = Static<typeof OkReply>;

/** Attrs of a form (platform 3.9): field id → {val, error, options, required, …} (the engine's type). */
export const Attrs = Type.Unsafe<EngineAttrs>(Type.Record(Type.String(), Type.Unknown()));
export type Attrs = Static<typeof Attrs>;

export const AttrsReply = Reply({ attrs: Attrs });
export type AttrsReply = Static<typeof AttrsReply>;

export const CountReply = Reply({ count: Type.Number() });
export type CountReply = Static<typeof CountReply>;

// ---- Request parts ----

/** A string of these values (a JSON `enum`, typed as their union). */
export function StringEnum<const V extends string>(values: readonly V[]): TUnsafe<V> {
  return Type.Unsafe<V>({ type: 'string', enum: [...values] });
}

/** An optional query key limited to these values ('' = not set). */
export function oneOf<const V extends string>(values: readonly V[]): TUnsafe<'' | V> {
  return StringEnum<'' | V>(['', ...values]);
}

/** An id: 1–9 digits. */
export const digits = Type.String({ pattern: '^[0-9]{1,9}$' });
/** A query flag: '1' asks for it. */
export const flag = oneOf(['0', '1']);
/** The search text `s` of a list, count or lookup. */
export const search = Type.String({ maxLength: SEARCH_MAX_LENGTH });
/** The `d` query key: YYYYMMDD or YYYYMMDD-YYYYMMDD ('' = not set). */
export const days = Type.String({ pattern: '^([0-9]{8}(-[0-9]{8})?)?$' });

/** Path parameters that are all ids (digits), e.g. paramsOf('id', 'senderId'). */
export function paramsOf<const K extends string>(...names: K[]): TObject<Record<K, TString>> {
  return Type.Object(Object.fromEntries(names.map((name) => [name, digits])) as Record<K, TString>);
}
export const idParam = paramsOf('id');
/** The params of `/{resource}/:id/sender/:senderId`. */
export const senderParams = paramsOf('id', 'senderId');

/** The query of a route that takes none: any key is a 400. */
export const emptyQuery = Type.Object({}, { additionalProperties: false });

const listKeys = {
  po: digits,
  pl: digits,
  s: search,
  t: Type.String({ maxLength: 40 }),
  f: Type.String({ maxLength: 40 }),
  d: days,
  e: Type.String({ maxLength: 40 }),
  l: Type.String({ maxLength: 40 }),
  a: Type.String({ maxLength: 40 }),
  r: Type.String({ maxLength: 40 }),
};
/** The spec's list keys: po offset, pl limit, s search, t type, f filter, d date, e sender, l layout, a author, r role. */
export const listQuery = Type.Object(optional(listKeys));
export type ListQuery = Static<typeof listQuery>;

/** The list query of a resource with stricter keys (e.g. `t` limited to its tabs); every key optional. */
export function listQueryWith<P extends TProperties>(properties: P) {
  return Type.Object({ ...listQuery.properties, ...optional(properties) });
}

/** Body of form calls: the attrs object keyed by field id (or alias) with plain values or {val}. */
export const attrsBody = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });

/** Query of an upload route (spec platform 7.8: r=json or r=html); routes with more keys extend it. */
export const uploadKeys = { r: StringEnum(['json', 'html']) };
export const uploadQuery = Type.Object(optional(uploadKeys));
