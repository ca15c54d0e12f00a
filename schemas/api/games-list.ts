// Request and reply schemas of the games list and the parcels (games 2.5, 7.3, 7.5; issue 11).
// Query values stay strings; anything outside these shapes is a 400.
import { Type } from '@sinclair/typebox';
import { Reply, responses } from './common';
import { levelSchema, sheetSchema } from './games';

const digits = { type: 'string', pattern: '^[0-9]{0,9}$' } as const;
const search = { type: 'string', maxLength: 200 } as const;
const days = { type: 'string', pattern: '^([0-9]{8}(-[0-9]{8})?)?$' } as const;
const tab = { type: 'string', enum: ['', 'active', 'finished', 'ongoing'] } as const;
const status = { type: 'string', enum: ['', 'all', 'received', 'registered', 'expired'] } as const;
const layout = { type: 'string', pattern: '^[A-Za-z_]{0,40}$' } as const;

function query(properties: Record<string, unknown>) {
  return { type: 'object', properties, additionalProperties: false } as const;
}

/** GET games?po&pl&t&l&f&s&d&a (k: the id of the last item seen, keyset continuation). */
export const gamesListQuery = query({
  po: digits,
  pl: digits,
  t: tab,
  l: layout,
  f: status,
  s: search,
  d: days,
  a: digits,
  k: digits,
});
/** GET games/count?s&d and games/exists?s&d (the list's other keys narrow them too). */
export const gamesCountQuery = query({ s: search, d: days, t: tab, l: layout, f: status, a: digits });
/** GET parcels?po&pl&f&s&t&d&e (t = layout, e = author; k as above). */
export const parcelsListQuery = query({
  po: digits,
  pl: digits,
  f: status,
  s: search,
  t: layout,
  d: days,
  e: digits,
  k: digits,
});
export const parcelsCountQuery = query({ s: search, d: days, f: status, t: layout, e: digits });
/** GET levels/idx/{idx}?po&pl&f&s&t&d&e&sid. */
export const levelIdxQuery = query({
  po: digits,
  pl: digits,
  f: status,
  s: search,
  t: layout,
  d: days,
  e: digits,
  sid: digits,
});
export const idxParams = {
  type: 'object',
  required: ['idx'],
  properties: { idx: { type: 'string', pattern: '^[0-9]{1,9}$' } },
} as const;

export interface GamesListQuery {
  po?: string;
  pl?: string;
  t?: string;
  l?: string;
  f?: string;
  s?: string;
  d?: string;
  a?: string;
  k?: string;
  e?: string;
  sid?: string;
}

const Sheet = Type.Unsafe<Record<string, unknown>>(sheetSchema);
const Parcel = Type.Unsafe<Record<string, unknown>>({ ...levelSchema, additionalProperties: true });
const GameCounts = Type.Object({ active: Type.Integer(), finished: Type.Integer(), ongoing: Type.Integer() });
const ParcelCounts = Type.Object({
  received: Type.Integer(),
  registered: Type.Integer(),
  expired: Type.Integer(),
});

export const GamesListReply = Reply({ games: Type.Array(Sheet) });
export const GamesCountReply = Reply({ count: Type.Integer(), counts: GameCounts });
/** counts per tab, and whether parcels (levels) match too. */
export const GamesExistsReply = Reply({ counts: GameCounts, parcels: Type.Boolean() });
export const ParcelsListReply = Reply({ parcels: Type.Array(Parcel) });
export const ParcelReply = Reply({ parcel: Parcel, sheet: Sheet });
export const ParcelsCountReply = Reply({ count: Type.Integer(), counts: ParcelCounts });
/** counts per master status, and whether games match too. */
export const ParcelsExistsReply = Reply({ counts: ParcelCounts, games: Type.Boolean() });
export const LevelIdxReply = Reply({ sheet: Sheet, level: Parcel, more: Type.Boolean() });
export const CloneReply = Reply({ id: Type.Integer() });

export const gamesListReplies = {
  list: responses(GamesListReply),
  count: responses(GamesCountReply),
  exists: responses(GamesExistsReply),
  parcels: responses(ParcelsListReply),
  parcel: responses(ParcelReply),
  parcelsCount: responses(ParcelsCountReply),
  parcelsExists: responses(ParcelsExistsReply),
  idx: responses(LevelIdxReply),
  clone: responses(CloneReply),
};
