// Games 7.2: the levels (tasks) of a sheet under drafts/{id}/levels (everything needs 'edit'), and
// their read-only mirror under games/{id}/levels (sign-in only): list, one level, seq.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteAuth } from '../../http/route-auth';
import {
  assignBody,
  attrsBody,
  emptyQuery,
  levelCountsQuery,
  levelParams,
  levelsListQuery,
  replies,
  seqParams,
  seqQuery,
  sheetParams,
  type LevelsListQuery,
  type SeqQuery,
} from '../../../schemas/api';
import { formsOf } from '../../services/records/evaluation';
import { NOT_FOUND, sendNotFound, sendOutcome, type Outcome } from '../../http/replies';
import { searchParam } from '../../services/sheets/list-search';
import { trashLevel } from '../../services/trash/trash';
import {
  assignNumbers,
  deleteLevel,
  earlierLevelNumbers,
  ensureLevelsFresh,
  insertLevel,
  levelsAround,
  listLevels,
  loadLevel,
  nextFreeNumber,
  searchedLevelCounts,
  updateLevel,
  type LevelRow,
} from '../../services/sheets/levels';
import { levelImageErrors } from '../../services/sheets/level-images';
import { loadSheet, sheetContext, type SheetRow } from '../../services/sheets/sheets';
import { presentLevels, presentLevelView } from '../../services/sheets/level-view';
import { actorOf, registerFormRoutes } from '../../http/form-routes';
import { typed } from '../../services/records/record-changes';
import type { Db } from '../../db/types';
import { paging } from '../../http/paging';

const ids = (request: FastifyRequest) => {
  const p = request.params as { id: string; levelId?: string };
  return { sheetId: Number(p.id), levelId: p.levelId !== undefined ? Number(p.levelId) : undefined };
};

/** The read calls, under drafts/{id}/levels and games/{id}/levels (sign-in). */
function registerReads(app: FastifyInstance, prefix: string, auth: RouteAuth) {
  const { db } = app.deps;
  const freshSheet = async (request: FastifyRequest): Promise<SheetRow | undefined> => {
    const sheet = await loadSheet(db, ids(request).sheetId);
    return sheet ? ensureLevelsFresh(db, formsOf(app.deps), sheet) : undefined;
  };

  app.get(
    `${prefix}/:id/levels`,
    {
      config: { auth },
      schema: { params: sheetParams, querystring: levelsListQuery, response: replies.levels },
    },
    async (request, reply) => {
      const sheet = await freshSheet(request);
      if (!sheet) return sendNotFound(reply);
      const q = request.query as LevelsListQuery;
      // e: the author (as on parcels): another author's sheet has none of its levels in the result.
      if (q.e && Number(q.e) !== sheet.authorId) return { ok: true, levels: [] };
      const { offset, limit } = paging(q);
      const rows = await listLevels(db, sheet.id, { filter: q.f, search: searchParam(q.s), offset, limit });
      return { ok: true, levels: await presentLevels(db, sheet, rows) };
    },
  );

  // the level tabs' counts under a search ('Všetky (0)' above 'nezodpovedá žiadna úloha')
  app.get(
    `${prefix}/:id/levels/count`,
    {
      config: { auth },
      schema: { params: sheetParams, querystring: levelCountsQuery, response: replies.levelCounts },
    },
    async (request, reply) => {
      const sheet = await freshSheet(request);
      if (!sheet) return sendNotFound(reply);
      const { s } = request.query as { s?: string };
      return { ok: true, counts: await searchedLevelCounts(db, sheet.id, searchParam(s)) };
    },
  );

  app.get(
    `${prefix}/:id/levels/seq/:seq`,
    { config: { auth }, schema: { params: seqParams, querystring: seqQuery, response: replies.seq } },
    async (request, reply) => {
      const sheet = await freshSheet(request);
      if (!sheet) return sendNotFound(reply);
      const q = request.query as SeqQuery;
      const raw = (request.params as { seq: string }).seq;
      const around = await levelsAround(db, sheet.id, raw === 'last' ? 'last' : Number(raw), {
        filter: q.f,
        search: searchParam(q.s),
      });
      const all = q.p !== '1' && q.n !== '1' && q.c !== '1';
      const shown = await presentLevels(
        db,
        sheet,
        [around.current, around.prev, around.next].filter((l): l is LevelRow => l !== null),
      );
      const show = (l: LevelRow | null) => (l ? shown.find((v) => v.id === l.id) : null);
      return {
        ok: true,
        ...(all || q.c === '1' ? { current: show(around.current) } : {}),
        ...(all || q.p === '1' ? { prev: show(around.prev) } : {}),
        ...(all || q.n === '1' ? { next: show(around.next) } : {}),
      };
    },
  );

  app.get(
    `${prefix}/:id/levels/:levelId`,
    { config: { auth }, schema: { params: levelParams, querystring: emptyQuery, response: replies.level } },
    async (request, reply) => {
      const sheet = await freshSheet(request);
      const level = sheet ? await loadLevel(db, sheet.id, ids(request).levelId!) : undefined;
      if (!sheet || !level) return sendNotFound(reply);
      return { ok: true, level: await presentLevelView(db, sheet, level) };
    },
  );
}

export const draftLevelsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  // drafts are read-only without 'edit' (platform 2.3): reads need a session, writes 'edit'
  registerReads(app, '/drafts', 'user');
  registerReads(app, '/games', 'user');

  const edit = { config: { auth: 'edit' as const } };
  const forms = () => formsOf(app.deps);

  /** Runs a level call in one transaction with the sheet and the level locked; 404 when unknown. */
  const inSheet = (
    request: FastifyRequest,
    fn: (sheet: SheetRow, level: LevelRow, t: Db) => Promise<Outcome>,
  ) =>
    db.tx(async (t): Promise<Outcome> => {
      const { sheetId, levelId } = ids(request);
      const sheet = await loadSheet(t, sheetId, true);
      const level = sheet ? await loadLevel(t, sheet.id, levelId!, true) : undefined;
      if (!sheet || !level) return NOT_FOUND;
      return fn(sheet, level, t);
    });

  // The level form: PUT drafts/{id}/levels adds a level at the end; validate, update and delete.
  registerFormRoutes<LevelRow, SheetRow>(app, {
    type: 'level',
    path: '/drafts/:id/levels',
    idParam: 'levelId',
    form: 'level',
    schemas: {
      params: { collection: sheetParams, record: levelParams },
      body: attrsBody,
      query: emptyQuery,
      attrs: replies.attrs,
      write: replies.level,
      ok: replies.ok,
    },
    parent: { param: 'id', load: (t, id, { lock }) => loadSheet(t, id, lock) },
    load: (t, id, { lock, parentId }) => loadLevel(t, parentId!, id, lock),
    context: sheetContext,
    // level.json's `unique` rule: the number must not be one of an earlier level of the sheet
    sources: (t, { parent, row }) => earlierLevelNumbers(t, parent!.id, row?.seq),
    check: async (t, e) => levelImageErrors(t, e),
    create: async (t, e, { parent }) => [await insertLevel(t, forms(), parent!, e.values)],
    update: (t, level, e, { parent }) => updateLevel(t, forms(), parent!, level, e.values),
    keepInBin: (t, level) => trashLevel(t, level.variantId, level.id),
    remove: (t, level, { parent }) => deleteLevel(t, parent!, level, forms()),
    present: async (level, { parent }, _created, t) => ({ level: await presentLevelView(t, parent!, level) }),
  });

  app.post(
    '/drafts/:id/levels/:levelId/assign',
    {
      ...edit,
      schema: { params: levelParams, querystring: emptyQuery, body: assignBody, response: replies.assigned },
    },
    async (request, reply) => {
      const start = Number((request.body as { number: number | string }).number);
      const outcome = await inSheet(request, async (sheet, level, t) => {
        const changes = await assignNumbers(t, forms(), sheet, level, start);
        await app.recordChanges.reportAll(t, typed('level', changes), actorOf(request));
        return { status: 200, body: { ok: true, assigned: changes.length } };
      });
      return sendOutcome(reply, outcome);
    },
  );

  app.get(
    '/drafts/:id/levels/number',
    { ...edit, schema: { params: sheetParams, querystring: emptyQuery, response: replies.number } },
    async (request, reply) => {
      const sheet = await loadSheet(db, ids(request).sheetId);
      if (!sheet) return sendNotFound(reply);
      return { ok: true, number: await nextFreeNumber(db, sheet.id) };
    },
  );
};
