// Request and reply schemas of the games list and the parcels (games 2.5, 7.3, 7.5).
// Query values stay strings; anything outside these shapes is a 400.
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { GAME_TABS, STATUS_FILTERS } from '../constants';
import { NumberOrNull, Reply, StringOrNull, days, oneOf, optional, responses, search } from './common';
import { Level, Sheet, SheetListItem } from './games';
import { REPLY_KEYS } from './reply-keys';

/** An id of a filter or continuation: up to 9 digits ('' = not set). */
const digitsOrEmpty = Type.String({ pattern: '^[0-9]{0,9}$' });
const tab = oneOf(GAME_TABS);
const status = oneOf(['all', ...STATUS_FILTERS]);
/** A layout: a value of the layout codelist, which staff extend in the studio (e.g. 'QR_CODE', 'QR-2'). */
const layout = Type.String({ pattern: '^[A-Za-z0-9_.-]{0,40}$' });

/** A query of these optional keys and no other. */
function query<P extends TProperties>(properties: P) {
  return Type.Object(optional(properties), { additionalProperties: false });
}

/** `base` (an open sheet or level reply) with more optional keys; unknown keys still pass. */
function extended<B extends TProperties, P extends TProperties>(base: TObject<B>, more: P) {
  return Type.Object({ ...base.properties, ...more }, { additionalProperties: true });
}

/** A page of a list: offset and size (the list's default when empty). */
const page = { po: digitsOrEmpty, pl: digitsOrEmpty };

/** The filters of the games list: tab, layout, status, search, days, author. */
const gameFilters = { t: tab, l: layout, f: status, s: search, d: days, a: digitsOrEmpty };
/** GET games?po&pl&t&l&f&s&d&a (k: the id of the last item seen, keyset continuation). */
export const gamesListQuery = query({ ...page, ...gameFilters, k: digitsOrEmpty });
/** GET games/count?s&d and games/exists?s&d (the list's other keys narrow them too). */
export const gamesCountQuery = query(gameFilters);
/** The filters of the parcels (levels across games): status, search, layout, days, author. */
const parcelFilters = { f: status, s: search, t: layout, d: days, e: digitsOrEmpty };
/** GET parcels?po&pl&f&s&t&d&e (k as above). */
export const parcelsListQuery = query({ ...page, ...parcelFilters, k: digitsOrEmpty });
export const parcelsCountQuery = query(parcelFilters);
/** GET levels/idx/{idx}?po&pl&f&s&t&d&e&sid. */
export const levelIdxQuery = query({ ...page, ...parcelFilters, sid: digitsOrEmpty });
export const idxParams = Type.Object({ idx: Type.String({ pattern: '^[0-9]{1,9}$' }) });

/** The keys of every query above (the services read them as one shape). */
export type GamesListQuery = Static<typeof gamesListQuery> &
  Static<typeof parcelsListQuery> &
  Static<typeof levelIdxQuery>;

/** A sheet of the games list: the lean list item with the day it was sent (created, for a draft). */
export const ListedSheet = SheetListItem;
export type ListedSheet = Static<typeof ListedSheet>;

/** A level across games (games 3.7; GET parcels, levels/idx): the level's keys, its sheet's names and the 4.1 flags. */
export const ParcelLevel = extended(Level, {
  type: Type.Optional(StringOrNull),
  gameName: Type.Optional(StringOrNull),
  variantName: Type.Optional(StringOrNull),
  sheetNumber: Type.Optional(StringOrNull),
  price: Type.Optional(NumberOrNull),
  wasRegistered: Type.Optional(Type.Boolean()),
  wasReceived: Type.Optional(Type.Boolean()),
});
export type ParcelLevel = Static<typeof ParcelLevel>;

/**
 * A level as the parcels list carries it (issue 26; GET parcels): what LevelItem of the games list
 * reads — its title (info name or question), number (info order or number, else the level's number),
 * layout (else info type) and the game's name; the id is the list's keyset cursor. The full
 * `ParcelLevel` is the reply of levels/idx, which the level/parcel detail browses.
 */
const anyValue = Type.Optional(Type.Unknown());
export const ParcelListItem = Type.Object(
  {
    id: Type.Integer(),
    number: Type.Optional(Type.String()),
    layout: Type.Optional(Type.String()),
    gameName: Type.Optional(StringOrNull),
    info: Type.Object({
      name: anyValue,
      question: anyValue,
      order: anyValue,
      number: anyValue,
      type: anyValue,
    }),
  },
  { additionalProperties: false },
);
export type ParcelListItem = Static<typeof ParcelListItem>;

/** GET parcels/{id}: the level as a parcel with the inherited parcel view (games 3.7). */
export const ParcelView = extended(ParcelLevel, {
  tracking: Type.Optional(StringOrNull),
  parcelType: Type.Optional(StringOrNull),
  typeGroup: Type.Optional(StringOrNull),
});
export type ParcelView = Static<typeof ParcelView>;
export const GameCounts = Type.Object({
  active: Type.Integer(),
  finished: Type.Integer(),
  ongoing: Type.Integer(),
});
export type GameCounts = Static<typeof GameCounts>;
export const ParcelCounts = Type.Object({
  received: Type.Integer(),
  registered: Type.Integer(),
  expired: Type.Integer(),
});
export type ParcelCounts = Static<typeof ParcelCounts>;

export const GamesListReply = Reply({ [REPLY_KEYS.games.list]: Type.Array(SheetListItem) });
export type GamesListReply = Static<typeof GamesListReply>;
export const GamesCountReply = Reply({ count: Type.Integer(), counts: GameCounts });
export type GamesCountReply = Static<typeof GamesCountReply>;
/** counts per tab, and whether parcels (levels) match too. */
export const GamesExistsReply = Reply({ counts: GameCounts, parcels: Type.Boolean() });
export type GamesExistsReply = Static<typeof GamesExistsReply>;
export const ParcelsListReply = Reply({ [REPLY_KEYS.parcels.list]: Type.Array(ParcelListItem) });
export type ParcelsListReply = Static<typeof ParcelsListReply>;
export const ParcelDetailReply = Reply({ [REPLY_KEYS.parcels.record]: ParcelView, sheet: Sheet });
export type ParcelDetailReply = Static<typeof ParcelDetailReply>;
export const ParcelsCountReply = Reply({ count: Type.Integer(), counts: ParcelCounts });
export type ParcelsCountReply = Static<typeof ParcelsCountReply>;
/** counts per master status, and whether games match too. */
export const ParcelsExistsReply = Reply({ counts: ParcelCounts, games: Type.Boolean() });
export type ParcelsExistsReply = Static<typeof ParcelsExistsReply>;
export const LevelIdxReply = Reply({ sheet: Sheet, level: ParcelLevel, more: Type.Boolean() });
export type LevelIdxReply = Static<typeof LevelIdxReply>;
export const CloneReply = Reply({ id: Type.Integer() });
export type CloneReply = Static<typeof CloneReply>;

export const gamesListReplies = {
  list: responses(GamesListReply),
  count: responses(GamesCountReply),
  exists: responses(GamesExistsReply),
  parcels: responses(ParcelsListReply),
  parcel: responses(ParcelDetailReply),
  parcelsCount: responses(ParcelsCountReply),
  parcelsExists: responses(ParcelsExistsReply),
  idx: responses(LevelIdxReply),
  clone: responses(CloneReply),
};
