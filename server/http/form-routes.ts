// The one write path of a form-backed record (users, invoices, vouchers, invoice parcels, levels, the
// game and variant forms of a sheet, courier orders): validate, create, update and delete, each
// evaluated by the field engine against the record locked in the write's transaction. A form with an
// error refuses the write with the attrs ({ok:false, attrs}); a state that forbids it refuses with a
// code ({ok:false, err}, 'forbidden' 403). Every committed change is reported to the app's
// recordChanges (services/records/record-changes.ts). Only the validate calls run a field action
// ("$action" in the input); a save ignores it.
//
// Routes (each only when its hook is given):
//   POST {path}/validate          create   attrs of a new record (first fill: no required errors)
//   PUT  {path}                   create   the new record
//   POST {path}/:{idParam}/validate  update  attrs over the stored values
//   POST {path}/:{idParam}        update   the changed record
//   DELETE {path}/:{idParam}      remove
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import type { FieldValue, FormInput, FormName, Option } from '../../schemas/engine';
import { NOT_FOUND, refusal, type Outcome, type Reply } from './replies';
import {
  addErrors,
  evaluate,
  formsOf,
  isValid,
  type Evaluation,
  type FieldErrors,
} from '../services/records/evaluation';
import type { RecordType, TypedChange } from '../services/records/record-changes';
import { isUniqueViolation } from '../services/platform/sql';

export interface FormContext<Row, Parent> {
  request: FastifyRequest;
  input: FormInput;
  /** The record being updated or deleted (absent on create). */
  row?: Row;
  /** The parent of a nested resource (the sheet of a level, the invoice of a parcel) and its id. */
  parent?: Parent;
  parentId?: number;
  /** Reply keys a write hook adds beside the record (the sheet's `revalidated`). */
  replyExtra: Record<string, unknown>;
  /**
   * Other records the write changed (the sheet a courier order marks, the levels a removed sheet took
   * with it): a hook adds them, and they are reported after the record's own change.
   */
  changed: TypedChange[];
}

/** The schemas of the routes; the resource's own, so every reply keeps its shape. */
export interface FormRouteSchemas {
  /** Path parameters of {path} and of {path}/:{idParam}. */
  params: { collection: object; record: object };
  body: object;
  /** Query of the create call (default: the one of every other call). */
  createQuery?: object;
  query: object;
  /** Responses of the validate calls, of create/update and of delete. */
  attrs: object;
  write: object;
  ok?: object;
}

export interface FormResource<Row, Parent = never> {
  /** The record type reported to app.recordChanges. */
  type: RecordType;
  /** URL path under /api/webapp of the collection, e.g. '/users', '/drafts/:id/levels'. */
  path: string;
  /** The record's path parameter ('id' by default). */
  idParam?: string;
  form: FormName;
  schemas: FormRouteSchemas;
  /** A nested resource: the parent's path parameter and its loader (`lock` inside a write). */
  parent?: { param: string; load(db: Db, id: number, opts: { lock: boolean }): Promise<Parent | undefined> };
  /** The record, or undefined; `lock` asks for SELECT … FOR UPDATE (inside the write transaction). */
  load?(db: Db, id: number, opts: { lock?: boolean; parentId?: number }): Promise<Row | undefined>;
  /** The stored values the form edits (default: row.info) and the id the change is reported under. */
  stored?(row: Row): Record<string, unknown>;
  recordId?(row: Row): number;
  /** Values the form's conditions read as `$sheet.…`. */
  context?(parent: Parent): Record<string, FieldValue>;
  /**
   * Run-time option sources only the resource knows (a level's `levelNumbers`: the numbers of its
   * sheet's earlier levels, for the schema's `unique` rule); the form's other sources load as usual.
   */
  sources?(db: Db, ctx: FormContext<Row, Parent>): Promise<Record<string, Option[]>>;
  /** Adjusts an evaluation before the record-level checks (rules the schema cannot express). */
  adjust?(e: Evaluation, ctx: FormContext<Row, Parent> & { creating: boolean }): void;
  /** Record-level checks on the sanitized values (inside the write transaction on a write). */
  check?(db: Db, e: Evaluation, ctx: FormContext<Row, Parent>): Promise<FieldErrors | undefined>;
  /** An error code before any read when this user may not create ('forbidden' replies 403). */
  refuseCreate?(request: FastifyRequest): string | undefined;
  /** An error code when the locked record (or parent) may not be written in its state. */
  refuseWrite?(db: Db, ctx: FormContext<Row, Parent>): Promise<string | undefined> | string | undefined;
  /** An error code when the locked record may not be deleted. */
  refuseDelete?(row: Row, request: FastifyRequest): string | undefined;
  /** Inserts the record(s) of a valid form; returns them (the first is replied). */
  create?(db: Db, e: Evaluation, ctx: FormContext<Row, Parent>): Promise<Row[]>;
  update?(db: Db, row: Row, e: Evaluation, ctx: FormContext<Row, Parent>): Promise<Row>;
  /**
   * What a removal keeps: puts the record (and what goes with it) into the recycle bin, in the removal's
   * transaction before `remove` (services/trash). A removable resource declares it beside `remove`.
   */
  keepInBin?(db: Db, row: Row): Promise<void>;
  /** Deletes the record; the records removed with it (a cascade) go to ctx.changed. */
  remove?(db: Db, row: Row, ctx: FormContext<Row, Parent>): Promise<void>;
  /** The reply keys of a written record, e.g. {level: …}; `created` holds every record of a create. */
  present(
    row: Row,
    ctx: FormContext<Row, Parent>,
    created: Row[] | undefined,
    db: Db,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** After the commit (a mail): never for a refused or rolled-back write. */
  afterCommit?(row: Row, ctx: FormContext<Row, Parent>): Promise<void>;
  /** Field errors for a unique violation that slipped past `check` (a concurrent write). */
  uniqueViolation?(error: unknown): FieldErrors | undefined;
  /** POST {path}/{id}/validate for an id that is not a record: the stored values to start from. */
  validateOther?(db: Db, id: number): Promise<Record<string, unknown> | undefined>;
  /** Handles a create body that is not attrs; undefined = not handled. */
  createOther?(db: Db, input: FormInput, request: FastifyRequest): Promise<Outcome | undefined>;
}

/** The signed-in user who makes a change (null: none). */
export const actorOf = (request: FastifyRequest): number | null =>
  request.auth?.user.id !== undefined ? Number(request.auth.user.id) : null;

const refusedWithAttrs = (e: Evaluation): Outcome => ({ status: 200, body: { ok: false, attrs: e.attrs } });

/** Registers the form calls of one resource. */
export function registerFormRoutes<Row extends { id: number; info?: unknown }, Parent = never>(
  app: FastifyInstance,
  def: FormResource<Row, Parent>,
): void {
  const { db } = app.deps;
  const changes = app.recordChanges;
  const idName = def.idParam ?? 'id';
  const recordPath = `${def.path}/:${idName}`;
  const { schemas } = def;
  const storedOf = (row: Row) => def.stored?.(row) ?? (row.info as Record<string, unknown>);
  const idOf = (row: Row) => def.recordId?.(row) ?? row.id;

  const ids = (request: FastifyRequest) => {
    const params = request.params as Record<string, string>;
    return {
      id: params[idName] !== undefined ? Number(params[idName]) : undefined,
      parentId: def.parent ? Number(params[def.parent.param]) : undefined,
    };
  };
  /** The parent of a nested resource: `missing` when the URL names none that exists. */
  const parentOf = async (t: Db, parentId: number | undefined, lock: boolean) => {
    if (!def.parent || parentId === undefined) return { missing: false, parent: undefined };
    const parent = await def.parent.load(t, parentId, { lock });
    return { missing: parent === undefined, parent };
  };
  const contextOf = (parent: Parent | undefined) =>
    parent !== undefined && def.context ? def.context(parent) : undefined;

  const evaluateIn = async (
    t: Db,
    ctx: FormContext<Row, Parent>,
    opts: { stored?: Record<string, unknown>; firstFill?: boolean; action?: boolean },
  ) => {
    const e = await evaluate(t, formsOf(app.deps), def.form, ctx.input, {
      ...opts,
      context: contextOf(ctx.parent),
      sources: await def.sources?.(t, ctx),
    });
    def.adjust?.(e, { ...ctx, creating: !ctx.row });
    addErrors(e, await def.check?.(t, e, ctx));
    return e;
  };

  const validate = async (
    request: FastifyRequest,
    found: { row?: Row; parent?: Parent; parentId?: number; preset?: Record<string, unknown> },
  ): Promise<Reply> => {
    const ctx = { request, input: request.body as FormInput, replyExtra: {}, changed: [], ...found };
    const stored = found.row ? storedOf(found.row) : found.preset;
    // the one call that runs a field action the input asks for ("$action")
    const e = await evaluateIn(db, ctx, { stored, firstFill: !found.row, action: true });
    return { ok: true, attrs: e.attrs };
  };

  /** Create or update in one transaction; the form is evaluated against the locked record. */
  const write = async (request: FastifyRequest, id: number | undefined, parentId: number | undefined) => {
    const input = request.body as FormInput;
    let committed: { row: Row; ctx: FormContext<Row, Parent> } | undefined;
    const run = async (t: Db): Promise<Outcome> => {
      const { missing, parent } = await parentOf(t, parentId, true);
      if (missing) return NOT_FOUND;
      let row: Row | undefined;
      if (id !== undefined) {
        row = await def.load!(t, id, { lock: true, parentId });
        if (!row) return NOT_FOUND;
      }
      const ctx: FormContext<Row, Parent> = {
        request,
        input,
        row,
        parent,
        parentId,
        replyExtra: {},
        changed: [],
      };
      const refused = await def.refuseWrite?.(t, ctx);
      if (refused) return refusal(refused);
      const e = await evaluateIn(t, ctx, { stored: row ? storedOf(row) : undefined });
      if (!isValid(e)) return refusedWithAttrs(e);
      const actor = actorOf(request);
      if (row) {
        const updated = await def.update!(t, row, e, ctx);
        await changes.report(t, {
          type: def.type,
          id: idOf(updated),
          before: storedOf(row),
          after: storedOf(updated),
          actor,
        });
        await changes.reportAll(t, ctx.changed, actor);
        committed = { row: updated, ctx };
        return {
          status: 200,
          body: { ok: true, ...(await def.present(updated, ctx, undefined, t)), ...ctx.replyExtra },
        };
      }
      const created = await def.create!(t, e, ctx);
      for (const r of created)
        await changes.report(t, { type: def.type, id: idOf(r), before: null, after: storedOf(r), actor });
      await changes.reportAll(t, ctx.changed, actor);
      committed = { row: created[0], ctx };
      return {
        status: 200,
        body: { ok: true, ...(await def.present(created[0], ctx, created, t)), ...ctx.replyExtra },
      };
    };
    try {
      const outcome = await db.tx(run);
      if (committed) await def.afterCommit?.(committed.row, committed.ctx);
      return outcome;
    } catch (error) {
      const errors = isUniqueViolation(error) ? def.uniqueViolation?.(error) : undefined;
      if (!errors) throw error;
      // A concurrent write took the value between the check and the insert: reply the field error.
      const { parent } = await parentOf(db, parentId, false);
      const row = id !== undefined ? await def.load!(db, id, { parentId }) : undefined;
      const e = await evaluate(db, formsOf(app.deps), def.form, input, {
        stored: row ? storedOf(row) : undefined,
        context: contextOf(parent),
      });
      addErrors(e, errors);
      return refusedWithAttrs(e);
    }
  };

  /** Options of a write call (always 'edit'): its path parameters and response, the attrs body. */
  const editCall = (params: object, response: object, querystring: object = schemas.query) => ({
    config: { auth: 'edit' as const },
    schema: { params, querystring, body: schemas.body, response },
  });

  if (def.create) {
    app.post(
      `${def.path}/validate`,
      editCall(schemas.params.collection, schemas.attrs),
      async (request, reply) => {
        const { parentId } = ids(request);
        const { missing, parent } = await parentOf(db, parentId, false);
        if (missing) return reply.code(404).send(NOT_FOUND.body);
        return validate(request, { parent, parentId });
      },
    );

    app.put(
      def.path,
      editCall(schemas.params.collection, schemas.write, schemas.createQuery),
      async (request, reply) => {
        const { parentId } = ids(request);
        const refused = def.refuseCreate?.(request);
        const other =
          !refused && def.createOther
            ? await def.createOther(db, request.body as FormInput, request)
            : undefined;
        const outcome = refused ? refusal(refused) : (other ?? (await write(request, undefined, parentId)));
        return reply.code(outcome.status).send(outcome.body);
      },
    );
  }

  if (def.update) {
    app.post(
      `${recordPath}/validate`,
      editCall(schemas.params.record, schemas.attrs),
      async (request, reply) => {
        const { id, parentId } = ids(request);
        // Both reads at once: this call runs on every change in a form.
        const [{ missing, parent }, row] = await Promise.all([
          parentOf(db, parentId, false),
          def.load!(db, id!, { parentId }),
        ]);
        if (missing) return reply.code(404).send(NOT_FOUND.body);
        if (row) return validate(request, { row, parent, parentId });
        const preset = def.validateOther ? await def.validateOther(db, id!) : undefined;
        if (!preset) return reply.code(404).send(NOT_FOUND.body);
        return validate(request, { parent, parentId, preset });
      },
    );

    app.post(recordPath, editCall(schemas.params.record, schemas.write), async (request, reply) => {
      const { id, parentId } = ids(request);
      const outcome = await write(request, id, parentId);
      return reply.code(outcome.status).send(outcome.body);
    });
  }

  const remove = def.remove;
  if (remove) {
    app.delete(
      recordPath,
      {
        config: { auth: 'edit' },
        schema: { params: schemas.params.record, querystring: schemas.query, response: schemas.ok },
      },
      async (request, reply) => {
        const { id, parentId } = ids(request);
        const outcome = await db.tx(async (t): Promise<Outcome> => {
          const { missing, parent } = await parentOf(t, parentId, true);
          if (missing) return NOT_FOUND;
          const row = await def.load!(t, id!, { lock: true, parentId });
          if (!row) return NOT_FOUND;
          const refused = def.refuseDelete?.(row, request);
          if (refused) return refusal(refused);
          const ctx: FormContext<Row, Parent> = {
            request,
            input: {},
            row,
            parent,
            parentId,
            replyExtra: {},
            changed: [],
          };
          await def.keepInBin?.(t, row);
          await remove(t, row, ctx);
          const actor = actorOf(request);
          await changes.report(t, {
            type: def.type,
            id: idOf(row),
            before: storedOf(row),
            after: null,
            actor,
          });
          await changes.reportAll(t, ctx.changed, actor);
          return { status: 200, body: { ok: true } };
        });
        return reply.code(outcome.status).send(outcome.body);
      },
    );
  }
}
