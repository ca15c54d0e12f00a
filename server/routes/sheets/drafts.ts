// Games 7.1 and 7.3: drafts and games as sheets (a variant with its game; the id is the variant id).
// Drafts calls and every write need 'edit'; GET games/{id} only sign-in.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { findUserById } from '../../services/records/users';
import type { Db } from '../../db/types';
import type { FormInput } from '../../../schemas/engine';
import {
  attrsBody,
  createDraftBody,
  draftsListQuery,
  emptyQuery,
  replies,
  senderParams,
  sheetParams,
  sheetQuery,
  type DraftsListQuery,
  type SheetQuery,
} from '../../../schemas/api';
import { formsOf } from '../../services/records/evaluation';
import { NOT_FOUND, sendNotFound, sendOutcome, type Outcome } from '../../http/replies';
import { searchParam } from '../../services/sheets/list-search';
import { ensureLevelsFresh, revalidateLevels } from '../../services/sheets/levels';
import {
  canRemove,
  categoryOfCode,
  createDraft,
  evaluateForm,
  listDrafts,
  loadSheet,
  presentSheet,
  removeSheet,
  saveSheet,
  setSender,
  storedOf,
  updateGame,
  updateVariant,
  type SheetForm,
  type SheetRow,
} from '../../services/sheets/sheets';
import { paging } from '../../http/paging';

const sheetId = (request: FastifyRequest) => Number((request.params as { id: string }).id);

/** Loads the sheet of the request (levels re-evaluated when their rules changed); 404 when unknown. */
async function readSheet(app: FastifyInstance, request: FastifyRequest): Promise<SheetRow | undefined> {
  const { db } = app.deps;
  const sheet = await loadSheet(db, sheetId(request));
  return sheet ? ensureLevelsFresh(db, formsOf(app.deps.config), sheet) : undefined;
}

/** GET drafts/{id} and games/{id}: the sheet, with a=1 the attrs of the form (b=1: of a blank form). */
function registerGet(app: FastifyInstance, prefix: string, form: SheetForm, key: string) {
  app.get(
    `${prefix}/:id`,
    {
      config: { auth: prefix === '/drafts' ? 'edit' : 'user' },
      schema: {
        params: sheetParams,
        querystring: sheetQuery,
        response: key === 'game' ? replies.game : replies.sheet,
      },
    },
    async (request, reply) => {
      const sheet = await readSheet(app, request);
      if (!sheet) return sendNotFound(reply);
      const q = request.query as SheetQuery;
      const body: Record<string, unknown> = { ok: true, [key]: presentSheet(sheet) };
      if (q.a === '1' || q.b === '1') {
        const blank = q.b === '1';
        const e = await evaluateForm(
          app.deps.db,
          formsOf(app.deps.config),
          form,
          {},
          {
            stored: blank ? undefined : storedOf(sheet, form),
            suppressRequired: blank,
          },
        );
        body.attrs = e.attrs;
      }
      return body;
    },
  );
}

/** POST {prefix}/{id}/validate: the form's attrs for the input over the stored values. */
function registerValidate(app: FastifyInstance, prefix: string, form: SheetForm) {
  app.post(
    `${prefix}/:id/validate`,
    {
      config: { auth: 'edit' },
      schema: { params: sheetParams, querystring: emptyQuery, body: attrsBody, response: replies.attrs },
    },
    async (request, reply) => {
      const sheet = await loadSheet(app.deps.db, sheetId(request));
      if (!sheet) return sendNotFound(reply);
      const e = await evaluateForm(app.deps.db, formsOf(app.deps.config), form, request.body as FormInput, {
        stored: storedOf(sheet, form),
      });
      return { ok: true, attrs: e.attrs };
    },
  );
}

/**
 * POST drafts/{id} (variant attrs → sheet) and POST games/{id} (game attrs → game): refused with
 * the attrs when a field has an error; otherwise stored, and the sheet's levels re-evaluated
 * (`revalidated` = some level's validity changed).
 */
function registerUpdate(app: FastifyInstance, prefix: string, form: SheetForm, key: string) {
  app.post(
    `${prefix}/:id`,
    {
      config: { auth: 'edit' },
      schema: {
        params: sheetParams,
        querystring: emptyQuery,
        body: attrsBody,
        response: form === 'variant' ? replies.sheetUpdate : replies.gameUpdate,
      },
    },
    async (request, reply) => {
      const forms = formsOf(app.deps.config);
      const outcome = await app.deps.db.tx(async (t): Promise<Outcome> => {
        const sheet = await loadSheet(t, sheetId(request), true);
        if (!sheet) return NOT_FOUND;
        const e = await evaluateForm(t, forms, form, request.body as FormInput, {
          stored: storedOf(sheet, form),
        });
        if (!e.valid) return { status: 200, body: { ok: false, attrs: e.attrs } };
        if (form === 'variant') await updateVariant(t, forms, sheet, e.values);
        else await updateGame(t, forms, sheet, e.values);
        const revalidated = await revalidateLevels(t, forms, sheet.id);
        const updated = (await loadSheet(t, sheet.id))!;
        return { status: 200, body: { ok: true, [key]: presentSheet(updated), revalidated } };
      });
      return sendOutcome(reply, outcome);
    },
  );
}

/** POST drafts/{id}/save (save) and games/{id}/save (saveGame): the sheet becomes saved. */
function registerSave(app: FastifyInstance, prefix: string) {
  app.post(
    `${prefix}/:id/save`,
    {
      config: { auth: 'edit' },
      schema: { params: sheetParams, querystring: emptyQuery, response: replies.ok },
    },
    async (request, reply) => {
      const outcome = await app.deps.db.tx(async (t): Promise<Outcome> => {
        const sheet = await loadSheet(t, sheetId(request), true);
        if (!sheet) return NOT_FOUND;
        await saveSheet(t, sheet);
        return { status: 200, body: { ok: true } };
      });
      return sendOutcome(reply, outcome);
    },
  );
}

export const draftsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.put(
    '/drafts',
    {
      config: { auth: 'edit' },
      schema: { querystring: emptyQuery, body: createDraftBody, response: replies.sheet },
    },
    async (request, reply) => {
      const forms = formsOf(app.deps.config);
      const code = String((request.body as { category: string | number }).category).trim();
      const category = categoryOfCode(forms, code);
      if (!category)
        return reply.code(400).send({ ok: false, err: 'bad_request', message: 'unknown category' });
      const author = request.auth!.user;
      const id = await db.tx((t) => createDraft(t, forms, category, author));
      return { ok: true, sheet: presentSheet((await loadSheet(db, id))!) };
    },
  );

  app.get(
    '/drafts',
    { config: { auth: 'edit' }, schema: { querystring: draftsListQuery, response: replies.drafts } },
    async (request) => {
      const q = request.query as DraftsListQuery;
      const { offset, limit } = paging(q);
      const forms = formsOf(app.deps.config);
      const rows = await listDrafts(db, searchParam(q.s), offset, limit);
      // Sheets whose levels were evaluated against another schema show fresh counts and validity.
      const fresh: SheetRow[] = [];
      for (const row of rows) fresh.push(await ensureLevelsFresh(db, forms, row));
      return { ok: true, games: fresh.map(presentSheet) };
    },
  );

  registerGet(app, '/drafts', 'variant', 'game');
  registerValidate(app, '/drafts', 'variant');
  registerUpdate(app, '/drafts', 'variant', 'sheet');
  registerSave(app, '/drafts');

  app.post(
    '/drafts/:id/sender/:senderId',
    {
      config: { auth: 'edit' },
      schema: { params: senderParams, querystring: emptyQuery, response: replies.sheet },
    },
    async (request, reply) => {
      const senderId = Number((request.params as { senderId: string }).senderId);
      const outcome = await db.tx(async (t: Db): Promise<Outcome> => {
        const sheet = await loadSheet(t, sheetId(request), true);
        const contact = sheet ? await findUserById(t, senderId) : undefined;
        if (!sheet || !contact) return NOT_FOUND;
        await setSender(t, sheet, { ...contact, id: Number(contact.id) });
        return { status: 200, body: { ok: true, sheet: presentSheet((await loadSheet(t, sheet.id))!) } };
      });
      return sendOutcome(reply, outcome);
    },
  );

  app.delete(
    '/drafts/:id',
    {
      config: { auth: 'edit' },
      schema: { params: sheetParams, querystring: emptyQuery, response: replies.ok },
    },
    async (request, reply) => {
      const outcome = await db.tx(async (t): Promise<Outcome> => {
        const sheet = await loadSheet(t, sheetId(request), true);
        if (!sheet) return NOT_FOUND;
        if (!canRemove(sheet)) return { status: 200, body: { ok: false, err: 'invalid_state' } };
        await removeSheet(t, sheet);
        return { status: 200, body: { ok: true } };
      });
      return sendOutcome(reply, outcome);
    },
  );

  app.post(
    '/drafts/:id/parcels/price',
    {
      config: { auth: 'edit' },
      schema: { params: sheetParams, querystring: emptyQuery, response: replies.price },
    },
    async (request, reply) => {
      const sheet = await loadSheet(db, sheetId(request));
      if (!sheet) return sendNotFound(reply);
      return { ok: true, price: presentSheet(sheet).sumPrice };
    },
  );
};

export const gamesSheetRoutes: FastifyPluginAsync = async (app) => {
  registerGet(app, '/games', 'game', 'game');
  registerValidate(app, '/games', 'game');
  registerUpdate(app, '/games', 'game', 'game');
  registerSave(app, '/games');
};
