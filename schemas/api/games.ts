// Request and reply schemas of the game authoring calls (games 7.1-7.3): drafts, draft levels and
// games. Query values stay strings (no coercion); ids are digit strings; anything else is a 400.
import { Type, type Static, type TInteger, type TOptional } from '@sinclair/typebox';
import { LEVEL_FILTERS, LEVEL_LIST_FILTERS, type LevelFilter } from '../constants';
import {
  Nullable,
  NumberOrNull,
  OpenObject,
  Reply,
  StringEnum,
  StringOrNull,
  digits,
  flag,
  oneOf,
  paramsOf,
  responses,
  search,
} from './common';
import { REPLY_KEYS } from './reply-keys';

/** drafts/{id}…, games/{id}…: the sheet id. */
export const sheetParams = paramsOf('id');
/** …/levels/{levelId}. */
export const levelParams = paramsOf('id', 'levelId');
/** …/levels/seq/{seq|last}. */
export const seqParams = Type.Object({
  id: digits,
  seq: Type.String({ pattern: '^([0-9]{1,9}|last)$' }),
});

/** GET drafts/{id}?a&b and games/{id}?a&b: a=1 adds the form's attrs, b=1 those of a blank form. */
export const sheetQuery = Type.Object({ a: Type.Optional(flag), b: Type.Optional(flag) });
export type SheetQuery = Static<typeof sheetQuery>;

/** PUT drafts {category}: a dashboard type code (1, 2, 3) or a category value. */
export const createDraftBody = Type.Object({
  category: Type.Union([
    Type.Integer({ minimum: 0, maximum: 999 }),
    Type.String({ minLength: 1, maxLength: 40 }),
  ]),
});

export const draftsListQuery = Type.Object({
  po: Type.Optional(digits),
  pl: Type.Optional(digits),
  s: Type.Optional(search),
});
export type DraftsListQuery = Static<typeof draftsListQuery>;

/** The `f` of the level lists: a level filter, or `valid`. */
export const levelFilter = oneOf(LEVEL_LIST_FILTERS);

export const levelsListQuery = Type.Object({
  po: Type.Optional(digits),
  pl: Type.Optional(digits),
  f: Type.Optional(levelFilter),
  s: Type.Optional(search),
  e: Type.Optional(Type.String({ pattern: '^[0-9]{0,12}$' })),
});
export type LevelsListQuery = Static<typeof levelsListQuery>;

/** GET …/levels/seq/{seq|last}?f&s&p&n&c: p, n, c = 1 asks for previous, next, current (none = all). */
export const seqQuery = Type.Object({
  f: Type.Optional(levelFilter),
  s: Type.Optional(search),
  p: Type.Optional(flag),
  n: Type.Optional(flag),
  c: Type.Optional(flag),
});
export type SeqQuery = Static<typeof seqQuery>;

/** POST …/levels/{levelId}/assign {number}: the order value. */
export const assignBody = Type.Object({
  number: Type.Union([
    Type.Integer({ minimum: 0, maximum: 999999 }),
    Type.String({ pattern: '^[0-9]{1,6}$' }),
  ]),
});

/** GET games/{id}/labels?t&f&o: label type, paper format and the first label's position (0-based). */
export const labelsQuery = Type.Object(
  {
    t: StringEnum(['address', 'reply']),
    f: Type.Optional(oneOf(['a4', 'dl', 'c5', 'c6'])),
    o: Type.Optional(Type.String({ pattern: '^[0-3]?$' })),
  },
  { additionalProperties: false },
);

// Reply schemas (200). Objects stay open (additionalProperties) so a field added to a form's info
// is never dropped by serialization; the listed properties document the shapes of games 3.1 / 3.3.
// Every key is optional.

/** Levels per level filter (games 3.1). */
export const LevelCounts = Type.Object(
  Object.fromEntries(LEVEL_FILTERS.map((f) => [f, Type.Optional(Type.Integer())])) as Record<
    LevelFilter,
    TOptional<TInteger>
  >,
);
export type LevelCounts = Static<typeof LevelCounts>;

/** A sheet: one variant with its game (games 3.1), as drafts, games and their lists carry it. */
export const Sheet = Type.Object(
  {
    id: Type.Optional(Type.Integer()),
    gameId: Type.Optional(Type.Integer()),
    gameName: Type.Optional(Type.String()),
    variantName: Type.Optional(Type.String()),
    variantNameExtended: Type.Optional(Type.String()),
    category: Type.Optional(Type.String()),
    status: Type.Optional(Type.String()),
    saved: Type.Optional(Type.Boolean()),
    production: Type.Optional(Type.Boolean()),
    gameProduction: Type.Optional(Type.Boolean()),
    valid: Type.Optional(Type.Boolean()),
    senderEmpty: Type.Optional(Type.Boolean()),
    counts: Type.Optional(LevelCounts),
    numTasks: Type.Optional(Type.Integer()),
    subtitle: Type.Optional(Type.Integer()),
    duration: Type.Optional(NumberOrNull),
    avgDuration: Type.Optional(NumberOrNull),
    maxDuration: Type.Optional(NumberOrNull),
    location: Type.Optional(Type.String()),
    price: Type.Optional(NumberOrNull),
    sumPrice: Type.Optional(NumberOrNull),
    createdAt: Type.Optional(Type.Number()),
    updatedAt: Type.Optional(Type.Number()),
    receivedAt: Type.Optional(NumberOrNull),
    number: Type.Optional(StringOrNull),
    parcelType: Type.Optional(Type.String()),
    hasAddressLabels: Type.Optional(Type.Boolean()),
    hasReplyLabels: Type.Optional(Type.Boolean()),
    rating: Type.Optional(NumberOrNull),
    authorEmail: Type.Optional(StringOrNull),
    senderId: Type.Optional(NumberOrNull),
    /**
     * GET drafts/{id} and games/{id} of an invalid sheet (issue 31): per form ('game', 'variant') the
     * labels of the fields with an error.
     */
    problems: Type.Optional(
      Type.Array(
        Type.Object({
          form: Type.Union([Type.Literal('game'), Type.Literal('variant')]),
          fields: Type.Array(Type.String()),
        }),
      ),
    ),
    /** Variants of the game, this one included: 1 = removing the sheet removes the game (games 2.4). */
    variants: Type.Optional(Type.Integer()),
    info: Type.Optional(OpenObject),
  },
  { additionalProperties: true },
);
export type Sheet = Static<typeof Sheet>;

/**
 * A sheet as the drafts list and the games list carry it (issue 26): what the list screens (GameItem,
 * DraftItem), their selection (the id) and the t=active options (id, gameName, variantNameExtended)
 * read, and nothing else; the full `Sheet` is the reply of drafts/{id} and games/{id}. Closed: a key
 * added here is a key every list item carries.
 */
export const SheetListItem = Type.Object(
  {
    id: Type.Integer(),
    gameName: Type.String(),
    variantName: Type.String(),
    variantNameExtended: Type.String(),
    status: Type.String(),
    valid: Type.Boolean(),
    counts: LevelCounts,
    numTasks: Type.Integer(),
    number: StringOrNull,
    createdAt: Type.Number(),
    updatedAt: Type.Number(),
    /** The games list only: the day it was sent (created, for a draft), epoch seconds. */
    sentAt: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);
export type SheetListItem = Static<typeof SheetListItem>;

/** A level of a sheet (games 3.3). */
export const Level = Type.Object(
  {
    id: Type.Optional(Type.Integer()),
    seq: Type.Optional(Type.Integer()),
    gameId: Type.Optional(Type.Integer()),
    valid: Type.Optional(Type.Boolean()),
    status: Type.Optional(Type.String()),
    layout: Type.Optional(Type.String()),
    segment: Type.Optional(Type.String()),
    active: Type.Optional(Type.Boolean()),
    number: Type.Optional(Type.String()),
    createdAt: Type.Optional(Type.Number()),
    updatedAt: Type.Optional(Type.Number()),
    receivedAt: Type.Optional(NumberOrNull),
    /** The parcel (tracking) number of the level of a sent sheet; null before registration. */
    tracking: Type.Optional(StringOrNull),
    /** The answer figures of games 3.5 in brief (all of them: GET …/levels/{id}/insights). */
    insights: Type.Optional(
      Type.Object({
        playedGames: Type.Optional(Type.Integer()),
        totalAnswers: Type.Optional(Type.Integer()),
        hintClicks: Type.Optional(Type.Integer()),
        supportClicks: Type.Optional(Type.Integer()),
      }),
    ),
    /**
     * Games 3.3 info: the stored attributes as {val}, plus `ephid` {val: the sheet's number}, `price`
     * {val: the sheet's price in €} and `recipient` {val: {name, org, street, zip, city, country}}.
     */
    info: Type.Optional(OpenObject),
  },
  { additionalProperties: true },
);
export type Level = Static<typeof Level>;

const { drafts, games, levels } = REPLY_KEYS;

/** Every sheet reply may carry the form's attrs (a=1, b=1, or a refused write). */
const SheetCall = { attrs: OpenObject };

export const DraftReply = Reply({ ...SheetCall, [drafts.written]: Sheet });
export type DraftReply = Static<typeof DraftReply>;
export const DraftUpdateReply = Reply({ ...SheetCall, [drafts.written]: Sheet, revalidated: Type.Boolean() });
export type DraftUpdateReply = Static<typeof DraftUpdateReply>;
export const GameReply = Reply({ ...SheetCall, [games.record]: Sheet });
export type GameReply = Static<typeof GameReply>;
export const GameUpdateReply = Reply({ ...SheetCall, [games.record]: Sheet, revalidated: Type.Boolean() });
export type GameUpdateReply = Static<typeof GameUpdateReply>;
export const DraftsListReply = Reply({ ...SheetCall, [drafts.list]: Type.Array(SheetListItem) });
export type DraftsListReply = Static<typeof DraftsListReply>;
export const SheetPriceReply = Reply({ ...SheetCall, price: NumberOrNull });
export type SheetPriceReply = Static<typeof SheetPriceReply>;
export const LevelReply = Reply({ ...SheetCall, [levels.record]: Level });
export type LevelReply = Static<typeof LevelReply>;
export const LevelsListReply = Reply({ ...SheetCall, [levels.list]: Type.Array(Level) });
export type LevelsListReply = Static<typeof LevelsListReply>;
/** GET …/levels/seq/{seq}: the level at seq and its neighbours in the filtered list. */
export const LevelSeqReply = Reply({
  ...SheetCall,
  current: Nullable(Level),
  prev: Nullable(Level),
  next: Nullable(Level),
});
export type LevelSeqReply = Static<typeof LevelSeqReply>;
export const LevelAssignReply = Reply({ ...SheetCall, assigned: Type.Integer() });
export type LevelAssignReply = Static<typeof LevelAssignReply>;
export const LevelNumberReply = Reply({ ...SheetCall, number: Type.Integer() });
export type LevelNumberReply = Static<typeof LevelNumberReply>;
/** GET …/levels/count?s: the levels per filter (all, production, testing, invalid) matching the search. */
export const LevelCountsReply = Reply({
  ...SheetCall,
  counts: Type.Object({
    all: Type.Integer(),
    production: Type.Integer(),
    testing: Type.Integer(),
    invalid: Type.Integer(),
  }),
});
export type LevelCountsReply = Static<typeof LevelCountsReply>;
/** GET …/levels/count?s: only the search. */
export const levelCountsQuery = Type.Object({ s: Type.Optional(search) }, { additionalProperties: false });
const SheetOkReply = Reply(SheetCall);

/** The response schemas of the sheet and level routes. */
export const replies = {
  ok: responses(SheetOkReply),
  attrs: responses(SheetOkReply),
  sheet: responses(DraftReply),
  sheetUpdate: responses(DraftUpdateReply),
  game: responses(GameReply),
  gameUpdate: responses(GameUpdateReply),
  drafts: responses(DraftsListReply),
  price: responses(SheetPriceReply),
  level: responses(LevelReply),
  levels: responses(LevelsListReply),
  seq: responses(LevelSeqReply),
  assigned: responses(LevelAssignReply),
  number: responses(LevelNumberReply),
  levelCounts: responses(LevelCountsReply),
};
