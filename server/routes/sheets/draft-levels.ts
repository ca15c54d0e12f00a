// Games 7.2: the levels (tasks) of a sheet under drafts/{id}/levels (everything needs 'edit'), and
// their read-only mirror under games/{id}/levels (sign-in only): list, one level, seq.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteAuth } from '../../http/route-auth';
import type { FormInput } from '../../../schemas/engine';
import {
  assignBody,
  attrsBody,
  emptyQuery,
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
import {
  assignNumbers,
  deleteLevel,
  ensureLevelsFresh,
  evaluateLevel,
  insertLevel,
  levelsAround,
  listLevels,
  loadLevel,
  nextFreeNumber,
  presentLevel,
  updateLevel,
  type LevelRow,
} from '../../services/sheets/levels';
import { loadSheet, type SheetRow } from '../../services/sheets/sheets';
import { paging } from '../../http/paging';

const ids = (request: FastifyRequest) => {
  const p = request.params as { id: string; levelId?: string };
  return { sheetId: Number(p.id), levelId: p.levelId !== undefined ? Number(p.levelId) : undefined };
};

/** The read calls, under drafts/{id}/levels (edit) and games/{id}/levels (sign-in). */
function registerReads(app: FastifyInstance, prefix: string, auth: RouteAuth) {
  const { db } = app.deps;
  const freshSheet = async (request: FastifyRequest): Promise<SheetRow | undefined> => {
    const sheet = await loadSheet(db, ids(request).sheetId);
    return sheet ? ensureLevelsFresh(db, formsOf(app.deps.config), sheet) : undefined;
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
      return { ok: true, levels: rows.map((l) => presentLevel(l, sheet)) };
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
      const show = (l: LevelRow | null) => (l ? presentLevel(l, sheet) : null);
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
      return { ok: true, level: presentLevel(level, sheet) };
    },
  );
}

export const draftLevelsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  registerReads(app, '/drafts', 'edit');
  registerReads(app, '/games', 'user');

  const edit = { config: { auth: 'edit' as const } };
  const forms = () => formsOf(app.deps.config);

  /** Runs a level call in one transaction with the sheet (and the level) locked; 404 when unknown. */
  const inSheet = (
    request: FastifyRequest,
    fn: (
      sheet: SheetRow,
      level: LevelRow | undefined,
      t: Parameters<Parameters<typeof db.tx>[0]>[0],
    ) => Promise<Outcome>,
  ) =>
    db.tx(async (t): Promise<Outcome> => {
      const { sheetId, levelId } = ids(request);
      const sheet = await loadSheet(t, sheetId, true);
      if (!sheet) return NOT_FOUND;
      let level: LevelRow | undefined;
      if (levelId !== undefined) {
        level = await loadLevel(t, sheet.id, levelId, true);
        if (!level) return NOT_FOUND;
      }
      return fn(sheet, level, t);
    });

  // PUT drafts/{id}/levels: a new level at the end; refused with attrs while a field has an error.
  app.put(
    '/drafts/:id/levels',
    {
      ...edit,
      schema: { params: sheetParams, querystring: emptyQuery, body: attrsBody, response: replies.level },
    },
    async (request, reply) => {
      const outcome = await inSheet(request, async (sheet, _level, t) => {
        const e = await evaluateLevel(t, forms(), sheet, request.body as FormInput);
        if (!e.valid) return { status: 200, body: { ok: false, attrs: e.attrs } };
        const level = await insertLevel(t, forms(), sheet, e.values);
        return { status: 200, body: { ok: true, level: presentLevel(level, sheet) } };
      });
      return sendOutcome(reply, outcome);
    },
  );

  app.post(
    '/drafts/:id/levels/validate',
    {
      ...edit,
      schema: { params: sheetParams, querystring: emptyQuery, body: attrsBody, response: replies.attrs },
    },
    async (request, reply) => {
      const sheet = await loadSheet(db, ids(request).sheetId);
      if (!sheet) return sendNotFound(reply);
      const e = await evaluateLevel(db, forms(), sheet, request.body as FormInput, { firstFill: true });
      return { ok: true, attrs: e.attrs };
    },
  );

  app.post(
    '/drafts/:id/levels/:levelId/validate',
    {
      ...edit,
      schema: { params: levelParams, querystring: emptyQuery, body: attrsBody, response: replies.attrs },
    },
    async (request, reply) => {
      // Both reads at once: this call runs on every change in the level dialog.
      const { sheetId, levelId } = ids(request);
      const [sheet, level] = await Promise.all([loadSheet(db, sheetId), loadLevel(db, sheetId, levelId!)]);
      if (!sheet || !level) return sendNotFound(reply);
      const e = await evaluateLevel(db, forms(), sheet, request.body as FormInput, { stored: level.info });
      return { ok: true, attrs: e.attrs };
    },
  );

  app.post(
    '/drafts/:id/levels/:levelId',
    {
      ...edit,
      schema: { params: levelParams, querystring: emptyQuery, body: attrsBody, response: replies.level },
    },
    async (request, reply) => {
      const outcome = await inSheet(request, async (sheet, level, t) => {
        const e = await evaluateLevel(t, forms(), sheet, request.body as FormInput, { stored: level!.info });
        if (!e.valid) return { status: 200, body: { ok: false, attrs: e.attrs } };
        const updated = await updateLevel(t, forms(), sheet, level!, e.values);
        return { status: 200, body: { ok: true, level: presentLevel(updated, sheet) } };
      });
      return sendOutcome(reply, outcome);
    },
  );

  app.delete(
    '/drafts/:id/levels/:levelId',
    { ...edit, schema: { params: levelParams, querystring: emptyQuery, response: replies.ok } },
    async (request, reply) => {
      const outcome = await inSheet(request, async (sheet, level, t) => {
        await deleteLevel(t, sheet, level!);
        return { status: 200, body: { ok: true } };
      });
      return sendOutcome(reply, outcome);
    },
  );

  app.post(
    '/drafts/:id/levels/:levelId/assign',
    {
      ...edit,
      schema: { params: levelParams, querystring: emptyQuery, body: assignBody, response: replies.assigned },
    },
    async (request, reply) => {
      const start = Number((request.body as { number: number | string }).number);
      const outcome = await inSheet(request, async (sheet, level, t) => {
        const assigned = await assignNumbers(t, forms(), sheet, level!, start);
        return { status: 200, body: { ok: true, assigned } };
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
