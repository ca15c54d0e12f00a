// Schema-driven records (users, invoices, vouchers; drafts, levels and games can reuse it): the list /
// detail / validate / create / update / delete routes of one resource built on the field engine.
// Create and update store the sanitized values in the record's JSONB `info` only when the whole form
// is valid; otherwise they reply {ok:false, attrs}.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { NOT_FOUND, refusal, type Outcome, type Reply } from './replies';
import type { FormInput, FormName } from '../../schemas/engine';
import {
  addErrors,
  evaluate,
  formsOf,
  isValid,
  type Evaluation,
  type FieldErrors,
} from '../services/records/evaluation';
import { deleteRow, isUniqueViolation, type StoredRecord } from '../services/platform/sql';
import type { TSchema } from '@sinclair/typebox';
import { attrsBody, emptyQuery, listQuery, paramsOf, recordReplies, type ListQuery } from '../../schemas/api';
import { paging } from './paging';

export interface WriteContext<Row> {
  request: FastifyRequest;
  input: FormInput;
  /** The record being updated (absent on create). */
  row?: Row;
  /** The parent record's id of a nested resource (e.g. the invoice of a parcel). */
  parentId?: number;
}

export interface RecordResource<Row extends StoredRecord> {
  /** URL path under /api/webapp, e.g. '/users' or '/invoices/:id/parcels'. */
  path: string;
  /** The record's path parameter ('id' by default; 'parcelId' under '/invoices/:id/parcels'). */
  idParam?: string;
  /** A nested resource: the parent's path parameter and whether a parent with that id exists. */
  parent?: { param: string; exists(db: Db, id: number): Promise<boolean> };
  form: FormName;
  /** The record's reply shape (schemas/api/records.ts): the serializer keeps only its keys. */
  reply: TSchema;
  /** Reply keys: `{ok, [listKey]: [...]}` and `{ok, [recordKey]: {...}}`. */
  listKey: string;
  recordKey: string;
  /** Who may list and read ('user' or 'edit'); writes always need 'edit'. */
  read: 'user' | 'edit';
  /** Query schema of the list (default: the common listQuery). */
  listSchema?: TSchema;
  /** Query schema of create (e.g. users' `t`). */
  createQuerySchema?: TSchema;
  /** Replies the ids of every created record under listKey (a repeat group creates several). */
  replyCreatedIds?: boolean;
  list(
    db: Db,
    query: ListQuery,
    page: { offset: number; limit: number },
    parentId?: number,
  ): Promise<unknown[]>;
  /** The record, or undefined; `lock` asks for SELECT … FOR UPDATE (inside the write transaction). */
  load(db: Db, id: number, opts: { lock?: boolean; parentId?: number }): Promise<Row | undefined>;
  /** The record as list and detail replies carry it. */
  present(row: Row): Record<string, unknown>;
  /** Adjusts an evaluation before the record-level checks (rules the schema cannot express). */
  adjust?(e: Evaluation, ctx: WriteContext<Row> & { creating: boolean }): void;
  /** Record-level checks on the sanitized values (inside the write transaction). */
  check?(db: Db, e: Evaluation, ctx: WriteContext<Row>): Promise<FieldErrors | undefined>;
  /** Inserts the record(s) of a valid form; returns them (the first is replied). */
  create(db: Db, e: Evaluation, ctx: WriteContext<Row>): Promise<Row[]>;
  update(db: Db, row: Row, e: Evaluation, ctx: WriteContext<Row>): Promise<Row>;
  /** An error code when this user may not create a record ('forbidden' replies 403). */
  refuseCreate?(request: FastifyRequest): string | undefined;
  /**
   * An error code when the record may not be changed in its state (e.g. a cancelled invoice);
   * 'forbidden' (this user may not change it) replies 403. The same for refuseDelete.
   */
  refuseUpdate?(row: Row, request: FastifyRequest): string | undefined;
  /** An error code when the record may not be deleted (e.g. yourself, an invoice not cancelled). */
  refuseDelete?(row: Row, request: FastifyRequest): string | undefined;
  /** Deletes the record (default: DELETE FROM `table`). */
  remove?(db: Db, row: Row): Promise<void>;
  table: string;
  /** Field errors for a unique violation that slipped past `check` (a concurrent write). */
  uniqueViolation?(error: unknown): FieldErrors | undefined;
  /**
   * POST {path}/{id}/validate for an id that is not a record of this resource (vouchers: a variant
   * id validates a new voucher for that variant). Returns the stored values to start from.
   */
  validateOther?(db: Db, id: number): Promise<Record<string, unknown> | undefined>;
  /** Handles a create body that is not attrs (invoices reading A: {type}); undefined = not handled. */
  createOther?(db: Db, input: FormInput, request: FastifyRequest): Promise<Outcome | undefined>;
}

/** Registers the schema-driven calls of one resource. */
export function registerRecordRoutes<Row extends StoredRecord>(
  app: FastifyInstance,
  def: RecordResource<Row>,
): void {
  const { db } = app.deps;
  const idName = def.idParam ?? 'id';
  const parentName = def.parent?.param;
  const recordParams = parentName ? paramsOf(idName, parentName) : paramsOf(idName);
  const baseParams = parentName ? paramsOf(parentName) : paramsOf();
  const recordPath = `${def.path}/:${idName}`;
  const replies = recordReplies({ list: def.listKey, record: def.recordKey }, def.reply);

  const ids = (request: FastifyRequest) => {
    const params = request.params as Record<string, string>;
    return {
      id: params[idName] !== undefined ? Number(params[idName]) : undefined,
      parentId: parentName ? Number(params[parentName]) : undefined,
    };
  };
  const parentMissing = async (t: Db, parentId: number | undefined) =>
    def.parent && parentId !== undefined ? !(await def.parent.exists(t, parentId)) : false;

  app.get(
    def.path,
    {
      config: { auth: def.read },
      schema: { params: baseParams, querystring: def.listSchema ?? listQuery, response: replies.list },
    },
    async (request, reply) => {
      const { parentId } = ids(request);
      if (await parentMissing(db, parentId)) return reply.code(404).send(NOT_FOUND.body);
      const query = request.query as ListQuery;
      const items = await def.list(db, query, paging(query), parentId);
      return { ok: true, [def.listKey]: items };
    },
  );

  app.get(
    recordPath,
    {
      config: { auth: def.read },
      schema: { params: recordParams, querystring: emptyQuery, response: replies.record },
    },
    async (request, reply) => {
      const { id, parentId } = ids(request);
      const row = await def.load(db, id!, { parentId });
      if (!row) return reply.code(404).send(NOT_FOUND.body);
      return { ok: true, [def.recordKey]: def.present(row) };
    },
  );

  const validate = async (
    request: FastifyRequest,
    stored: Record<string, unknown> | undefined,
    row: Row | undefined,
    parentId: number | undefined,
  ): Promise<Reply> => {
    const input = request.body as FormInput;
    const forms = formsOf(app.deps.config);
    const e = await evaluate(db, forms, def.form, input, { stored, firstFill: !row });
    const ctx = { request, input, row, parentId };
    def.adjust?.(e, { ...ctx, creating: !row });
    addErrors(e, await def.check?.(db, e, ctx));
    return { ok: true, attrs: e.attrs };
  };

  app.post(
    `${def.path}/validate`,
    {
      config: { auth: 'edit' },
      schema: { params: baseParams, querystring: emptyQuery, body: attrsBody, response: replies.attrs },
    },
    async (request, reply) => {
      const { parentId } = ids(request);
      if (await parentMissing(db, parentId)) return reply.code(404).send(NOT_FOUND.body);
      return validate(request, undefined, undefined, parentId);
    },
  );

  app.post(
    `${recordPath}/validate`,
    {
      config: { auth: 'edit' },
      schema: { params: recordParams, querystring: emptyQuery, body: attrsBody, response: replies.attrs },
    },
    async (request, reply) => {
      const { id, parentId } = ids(request);
      const row = await def.load(db, id!, { parentId });
      if (row) return validate(request, row.info, row, parentId);
      const preset = def.validateOther ? await def.validateOther(db, id!) : undefined;
      if (!preset) return reply.code(404).send(NOT_FOUND.body);
      return validate(request, preset, undefined, parentId);
    },
  );

  /** Create or update in one transaction; the form is evaluated against the locked record. */
  const write = async (request: FastifyRequest, id: number | undefined, parentId: number | undefined) => {
    const input = request.body as FormInput;
    const forms = formsOf(app.deps.config);
    const run = async (t: Db): Promise<Outcome> => {
      if (await parentMissing(t, parentId)) return NOT_FOUND;
      let row: Row | undefined;
      if (id !== undefined) {
        row = await def.load(t, id, { lock: true, parentId });
        if (!row) return NOT_FOUND;
        const refused = def.refuseUpdate?.(row, request);
        if (refused) return refusal(refused);
      }
      const ctx: WriteContext<Row> = { request, input, row, parentId };
      const e = await evaluate(t, forms, def.form, input, { stored: row?.info });
      def.adjust?.(e, { ...ctx, creating: !row });
      addErrors(e, await def.check?.(t, e, ctx));
      if (!isValid(e)) return { status: 200, body: { ok: false, attrs: e.attrs } };
      if (row) {
        const updated = await def.update(t, row, e, ctx);
        return { status: 200, body: { ok: true, [def.recordKey]: def.present(updated) } };
      }
      const created = await def.create(t, e, ctx);
      return {
        status: 200,
        body: {
          ok: true,
          [def.recordKey]: def.present(created[0]),
          ...(def.replyCreatedIds ? { [def.listKey]: created.map((r) => r.id) } : {}),
        },
      };
    };
    try {
      return await db.tx(run);
    } catch (error) {
      const errors = isUniqueViolation(error) ? def.uniqueViolation?.(error) : undefined;
      if (!errors) throw error;
      // A concurrent write took the value between the check and the insert: reply the field error.
      const e = await evaluate(db, forms, def.form, input, {
        stored: id !== undefined ? (await def.load(db, id, { parentId }))?.info : undefined,
      });
      addErrors(e, errors);
      return { status: 200, body: { ok: false, attrs: e.attrs } } satisfies Outcome;
    }
  };

  app.put(
    def.path,
    {
      config: { auth: 'edit' },
      schema: {
        params: baseParams,
        querystring: def.createQuerySchema ?? emptyQuery,
        body: attrsBody,
        response: replies.write,
      },
    },
    async (request, reply) => {
      const { parentId } = ids(request);
      const refused = def.refuseCreate?.(request);
      if (refused) {
        const outcome = refusal(refused);
        return reply.code(outcome.status).send(outcome.body);
      }
      const other = def.createOther
        ? await def.createOther(db, request.body as FormInput, request)
        : undefined;
      const outcome = other ?? (await write(request, undefined, parentId));
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.post(
    recordPath,
    {
      config: { auth: 'edit' },
      schema: { params: recordParams, querystring: emptyQuery, body: attrsBody, response: replies.write },
    },
    async (request, reply) => {
      const { id, parentId } = ids(request);
      const outcome = await write(request, id, parentId);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.delete(
    recordPath,
    {
      config: { auth: 'edit' },
      schema: { params: recordParams, querystring: emptyQuery, response: replies.ok },
    },
    async (request, reply) => {
      const { id, parentId } = ids(request);
      const outcome = await db.tx(async (t): Promise<Outcome> => {
        const row = await def.load(t, id!, { lock: true, parentId });
        if (!row) return NOT_FOUND;
        const refused = def.refuseDelete?.(row, request);
        if (refused) return refusal(refused);
        if (def.remove) await def.remove(t, row);
        else await deleteRow(t, def.table, row.id);
        return { status: 200, body: { ok: true } };
      });
      return reply.code(outcome.status).send(outcome.body);
    },
  );
}
