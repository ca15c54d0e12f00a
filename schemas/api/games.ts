// Request schemas of the game authoring calls (games 7.1-7.3): drafts, draft levels and games.
// Query values stay strings (no coercion); ids are digit strings; anything else is a 400. Id params
// and the empty query of calls without one come from server/http/schemas (paramsOf, emptyQuery).
import { ErrorReply } from './common';

const digits = { type: 'string', pattern: '^[0-9]{1,9}$' } as const;
const flag = { type: 'string', enum: ['', '0', '1'] } as const;
const search = { type: 'string', maxLength: 200 } as const;

export const seqParams = {
  type: 'object',
  required: ['id', 'seq'],
  properties: { id: digits, seq: { type: 'string', pattern: '^([0-9]{1,9}|last)$' } },
} as const;

/** GET drafts/{id}?a&b and games/{id}?a&b: a=1 adds the form's attrs, b=1 those of a blank form. */
export const sheetQuery = {
  type: 'object',
  properties: { a: flag, b: flag },
} as const;

/** PUT drafts {category}: a dashboard type code (1, 2, 3) or a category value. */
export const createDraftBody = {
  type: 'object',
  required: ['category'],
  properties: {
    category: {
      anyOf: [
        { type: 'integer', minimum: 0, maximum: 999 },
        { type: 'string', minLength: 1, maxLength: 40 },
      ],
    },
  },
} as const;

export const draftsListQuery = {
  type: 'object',
  properties: { po: digits, pl: digits, s: search },
} as const;

export const levelFilter = {
  type: 'string',
  enum: ['', 'all', 'production', 'testing', 'invalid', 'valid'],
} as const;

export const levelsListQuery = {
  type: 'object',
  properties: {
    po: digits,
    pl: digits,
    f: levelFilter,
    s: search,
    e: { type: 'string', pattern: '^[0-9]{0,12}$' },
  },
} as const;

/** GET …/levels/seq/{seq|last}?f&s&p&n&c: p, n, c = 1 asks for previous, next, current (none = all). */
export const seqQuery = {
  type: 'object',
  properties: { f: levelFilter, s: search, p: flag, n: flag, c: flag },
} as const;

export const assignBody = {
  type: 'object',
  required: ['number'],
  properties: {
    number: {
      anyOf: [
        { type: 'integer', minimum: 0, maximum: 999999 },
        { type: 'string', pattern: '^[0-9]{1,6}$' },
      ],
    },
  },
} as const;

/** Form calls: the attrs object keyed by field id (or alias) with plain values or {val}. */
export const attrsBody = { type: 'object', additionalProperties: true } as const;

export type SheetQuery = { a?: string; b?: string };
export type DraftsListQuery = { po?: string; pl?: string; s?: string };
export type LevelsListQuery = { po?: string; pl?: string; f?: string; s?: string; e?: string };
export type SeqQuery = { f?: string; s?: string; p?: string; n?: string; c?: string };

// Reply schemas (200). Objects stay open (additionalProperties) so a field added to a form's info
// is never dropped by serialization; the listed properties document the shapes of games 3.1 / 3.3.
const anyObject = { type: 'object', additionalProperties: true } as const;
const num = { type: ['number', 'null'] } as const;
const str = { type: ['string', 'null'] } as const;
const counts = {
  type: 'object',
  properties: {
    all: { type: 'integer' },
    production: { type: 'integer' },
    testing: { type: 'integer' },
    invalid: { type: 'integer' },
  },
} as const;

export const sheetSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    gameId: { type: 'integer' },
    gameName: { type: 'string' },
    variantName: { type: 'string' },
    variantNameExtended: { type: 'string' },
    category: { type: 'string' },
    status: { type: 'string' },
    saved: { type: 'boolean' },
    production: { type: 'boolean' },
    gameProduction: { type: 'boolean' },
    valid: { type: 'boolean' },
    senderEmpty: { type: 'boolean' },
    counts,
    numTasks: { type: 'integer' },
    subtitle: { type: 'integer' },
    duration: num,
    avgDuration: num,
    maxDuration: num,
    location: { type: 'string' },
    price: num,
    sumPrice: num,
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
    receivedAt: num,
    number: str,
    parcelType: { type: 'string' },
    hasAddressLabels: { type: 'boolean' },
    hasReplyLabels: { type: 'boolean' },
    rating: num,
    authorEmail: str,
    senderId: num,
    /** Variants of the game, this one included: 1 = removing the sheet removes the game (games 2.4). */
    variants: { type: 'integer' },
    info: anyObject,
  },
} as const;

export const levelSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    seq: { type: 'integer' },
    gameId: { type: 'integer' },
    valid: { type: 'boolean' },
    status: { type: 'string' },
    layout: { type: 'string' },
    segment: { type: 'string' },
    active: { type: 'boolean' },
    number: { type: 'string' },
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
    receivedAt: num,
    /** The parcel (tracking) number of the level of a sent sheet; null before registration. */
    tracking: str,
    /** The answer figures of games 3.5 in brief (all of them: GET …/levels/{id}/insights). */
    insights: {
      type: 'object',
      properties: {
        playedGames: { type: 'integer' },
        totalAnswers: { type: 'integer' },
        hintClicks: { type: 'integer' },
        supportClicks: { type: 'integer' },
      },
    },
    /** Games 3.3 info: the stored attributes as {val} plus type, valid, ephid, price and recipient. */
    info: {
      type: 'object',
      additionalProperties: true,
      properties: {
        /** The number of the sheet the level was submitted in (games 3.1 number, shown as ephid). */
        ephid: { type: 'object', properties: { val: str } },
        /** The sheet's price (€), as the parcel view of games 3.7. */
        price: { type: 'object', properties: { val: num } },
        /** The recipient contact of the level's parcel attributes. */
        recipient: {
          type: 'object',
          properties: {
            val: {
              type: 'object',
              properties: { name: str, org: str, street: str, zip: str, city: str, country: str },
            },
          },
        },
      },
    },
  },
} as const;

const nullableLevel = { anyOf: [levelSchema, { type: 'null' }] } as const;

/** A 200 reply: ok plus these keys; `ok:false` replies carry err or attrs; errors are ErrorReply (common.ts). */
function reply(properties: Record<string, unknown>): Record<number | string, object> {
  return {
    200: {
      type: 'object',
      required: ['ok'],
      properties: { ok: { type: 'boolean' }, err: { type: 'string' }, attrs: anyObject, ...properties },
    },
    '4xx': ErrorReply,
    '5xx': ErrorReply,
  };
}

export const replies = {
  ok: reply({}),
  attrs: reply({}),
  sheet: reply({ sheet: sheetSchema }),
  sheetUpdate: reply({ sheet: sheetSchema, revalidated: { type: 'boolean' } }),
  game: reply({ game: sheetSchema }),
  gameUpdate: reply({ game: sheetSchema, revalidated: { type: 'boolean' } }),
  drafts: reply({ games: { type: 'array', items: sheetSchema } }),
  price: reply({ price: num }),
  level: reply({ level: levelSchema }),
  levels: reply({ levels: { type: 'array', items: levelSchema } }),
  seq: reply({ current: nullableLevel, prev: nullableLevel, next: nullableLevel }),
  assigned: reply({ assigned: { type: 'integer' } }),
  number: reply({ number: { type: 'integer' } }),
};
