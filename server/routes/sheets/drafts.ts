// Games 7.1 and 7.3: drafts and games as sheets (a variant with its game; the id is the variant id).
// Drafts calls and every write need 'edit'; GET games/{id} only sign-in.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { findUserById } from '../../services/records/users';
import type { Db } from '../../db/types';
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
  REPLY_KEYS,
} from '../../../schemas/api';
import { evaluate, formsOf } from '../../services/records/evaluation';
import { NOT_FOUND, sendNotFound, sendOutcome, type Outcome } from '../../http/replies';
import { searchParam } from '../../services/sheets/list-search';
import { trashDraft } from '../../services/trash/trash';
import { ensureLevelsFresh } from '../../services/sheets/levels';
import { sendKeptJson } from '../../http/conditional-replies';
import { listDrafts, listPage } from '../../services/sheets/list-items';
import { storeSheetForm } from '../../services/sheets/sheet-forms';
import {
  canRemove,
  categoryOfCode,
  createDraft,
  loadSheet,
  presentSheet,
  removeSheet,
  saveSheet,
  setSender,
  sheetProblems,
  storedOf,
  type SheetForm,
  type SheetRow,
} from '../../services/sheets/sheets';
import { actorOf, registerFormRoutes, type FormContext } from '../../http/form-routes';
import { paging } from '../../http/paging';
import { warmPdf } from '../../services/pdf/pdf-document';

const sheetId = (request: FastifyRequest) => Number((request.params as { id: string }).id);

/** Loads the sheet of the request (levels re-evaluated when their rules changed); 404 when unknown. */
async function readSheet(app: FastifyInstance, request: FastifyRequest): Promise<SheetRow | undefined> {
  const { db } = app.deps;
  const sheet = await loadSheet(db, sheetId(request));
  return sheet ? ensureLevelsFresh(db, formsOf(app.deps), sheet) : undefined;
}

/** GET drafts/{id} and games/{id}: the sheet, with a=1 the attrs of the form (b=1: of a blank form). */
function registerGet(app: FastifyInstance, prefix: string, form: SheetForm, key: string) {
  app.get(
    `${prefix}/:id`,
    {
      // read-only for users without 'edit' too (platform 2.3); every write needs 'edit'
      config: { auth: 'user' },
      schema: {
        params: sheetParams,
        querystring: sheetQuery,
        response: key === 'game' ? replies.game : replies.sheet,
      },
    },
    async (request, reply) => {
      const sheet = await readSheet(app, request);
      if (!sheet) return sendNotFound(reply);
      // issue 31: a sent game's view offers 'Správa o hre' and labels, PDFs: pdfkit is loaded meanwhile
      if (key === 'game' && sheet.status !== 'draft') warmPdf();
      const q = request.query as SheetQuery;
      const problems = await sheetProblems(app.deps.db, formsOf(app.deps), sheet);
      const body: Record<string, unknown> = {
        ok: true,
        // issue 31: an invalid sheet names the fields that make it so
        [key]: { ...presentSheet(sheet), ...(problems.length ? { problems } : {}) },
      };
      if (q.a === '1' || q.b === '1') {
        const blank = q.b === '1';
        const e = await evaluate(
          app.deps.db,
          formsOf(app.deps),
          form,
          {},
          {
            stored: blank ? undefined : storedOf(sheet, form),
            firstFill: blank,
          },
        );
        body.attrs = e.attrs;
      }
      return body;
    },
  );
}

/**
 * The sheet's form through the form routes: POST {prefix}/{id}/validate, and POST drafts/{id}
 * (variant attrs → sheet) or games/{id} (game attrs → game), refused with the attrs when a field has
 * an error, otherwise stored with the sheet's levels re-evaluated (`revalidated` = some level's
 * validity changed). DELETE drafts/{id} removes a draft or registered sheet (else invalid_state).
 */
function registerSheetForm(app: FastifyInstance, prefix: '/drafts' | '/games') {
  const form: SheetForm = prefix === '/drafts' ? 'variant' : 'game';
  const key = form === 'variant' ? 'sheet' : 'game';
  registerFormRoutes<SheetRow>(app, {
    type: form,
    path: prefix,
    form,
    schemas: {
      params: { collection: {}, record: sheetParams },
      body: attrsBody,
      query: emptyQuery,
      attrs: replies.attrs,
      write: form === 'variant' ? replies.sheetUpdate : replies.gameUpdate,
      ok: replies.ok,
    },
    load: (t, id, { lock }) => loadSheet(t, id, lock),
    stored: (sheet) => storedOf(sheet, form),
    recordId: (sheet) => (form === 'game' ? sheet.gameId : sheet.id),
    async update(t, sheet, e, ctx) {
      const stored = await storeSheetForm(t, formsOf(app.deps), sheet, form, e.values);
      ctx.replyExtra.revalidated = stored.revalidated;
      return stored.sheet;
    },
    ...(form === 'variant'
      ? {
          refuseDelete: (sheet: SheetRow) => (canRemove(sheet) ? undefined : 'invalid_state'),
          keepInBin: (t: Db, sheet: SheetRow) => trashDraft(t, sheet.id),
          remove: async (t: Db, sheet: SheetRow, ctx: FormContext<SheetRow, never>) => {
            ctx.changed.push(...(await removeSheet(t, sheet)));
          },
        }
      : {}),
    present: (sheet) => ({ [key]: presentSheet(sheet) }),
  });
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
        const change = await saveSheet(t, sheet);
        await app.recordChanges.report(t, { type: 'variant', ...change, actor: actorOf(request) });
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
      const forms = formsOf(app.deps);
      const code = String((request.body as { category: string | number }).category).trim();
      const category = categoryOfCode(forms, code);
      if (!category)
        return reply.code(400).send({ ok: false, err: 'bad_request', message: 'unknown category' });
      const author = request.auth!.user;
      const id = await db.tx(async (t) => {
        const created = await createDraft(t, forms, category, author);
        await app.recordChanges.reportAll(t, created.changes, actorOf(request));
        return created.id;
      });
      return { ok: true, sheet: presentSheet((await loadSheet(db, id))!) };
    },
  );

  app.get(
    '/drafts',
    { config: { auth: 'user' }, schema: { querystring: draftsListQuery, response: replies.drafts } },
    async (request, reply) => {
      const q = request.query as DraftsListQuery;
      const { offset, limit } = paging(q);
      // Kept while the database is unchanged, else built from each item's JSON kept per row version.
      const page = await listPage(db, formsOf(app.deps), 'drafts', REPLY_KEYS.drafts.list, q, () =>
        listDrafts(db, searchParam(q.s), offset, limit),
      );
      return sendKeptJson(reply, page);
    },
  );

  registerGet(app, '/drafts', 'variant', 'game');
  registerSheetForm(app, '/drafts');
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
        const change = await setSender(t, sheet, { ...contact, id: Number(contact.id) });
        await app.recordChanges.report(t, { type: 'variant', ...change, actor: actorOf(request) });
        const updated = (await loadSheet(t, sheet.id))!;
        return { status: 200, body: { ok: true, sheet: presentSheet(updated) } };
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
  registerSheetForm(app, '/games');
  registerSave(app, '/games');
};
