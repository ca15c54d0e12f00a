// The reply shapes of the API (spec platform 7), declared once: the server's response schemas
// (Fastify serializes with them and drops undeclared keys) and the types the app and the tests use.
import type { Attrs as EngineAttrs } from '../engine';
import { Type, type Static, type TOptional, type TProperties, type TSchema } from '@sinclair/typebox';

/** A nullable value. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

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
  const optional = Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [key, Type.Optional(schema)]),
  ) as { [K in keyof P]: TOptional<P[K]> };
  return Type.Object({
    ok: Type.Boolean(),
    err: Type.Optional(Nullable(Type.String())),
    message: Type.Optional(Type.String()),
    ...optional,
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
