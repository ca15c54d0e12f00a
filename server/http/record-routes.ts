// Schema-driven records stored in one table with a JSONB `info` (users, invoices, vouchers, invoice
// parcels): the list and detail routes, and the validate / create / update / delete routes of the
// one form write path (form-routes.ts). Create and update store the sanitized values only when the
// whole form is valid; otherwise they reply {ok:false, attrs}.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { NOT_FOUND, type Outcome } from './replies';
import type { FormInput, FormName } from '../../schemas/engine';
import type { Evaluation, FieldErrors } from '../services/records/evaluation';
import { deleteRow, type StoredRecord } from '../services/platform/sql';
import { registerFormRoutes } from './form-routes';
import type { RecordType, TypedChange } from '../services/records/record-changes';
import type { TObject, TSchema } from '@sinclair/typebox';
import {
  attrsBody,
  emptyQuery,
  listItemOf,
  listQuery,
  paramsOf,
  recordReplies,
  type ListQuery,
} from '../../schemas/api';
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
  /** The record type of the change report (services/records/record-changes.ts). */
  type: RecordType;
  form: FormName;
  /** The record's reply shape (schemas/api/records.ts): the serializer keeps only its keys. */
  reply: TSchema;
  /**
   * The lean shape of a list item (issue 26: what the list screen reads; default `reply`): the list
   * call replies only its keys (and of `info` only the keys it names); by-id calls keep `reply`.
   */
  listItem?: TObject;
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
  /** The records of one page of the list (replied as `present` shows them). */
  list(db: Db, query: ListQuery, page: { offset: number; limit: number }, parentId?: number): Promise<Row[]>;
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
  /** What the removal keeps in the recycle bin (form-routes' keepInBin), before `remove`. */
  keepInBin?(db: Db, row: Row): Promise<void>;
  /** Deletes the record (default: DELETE FROM `table`); returns the records removed with it. */
  remove?(db: Db, row: Row): Promise<TypedChange[]>;
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
  const replies = recordReplies({ list: def.listKey, record: def.recordKey }, def.reply, def.listItem);

  const ids = (request: FastifyRequest) => {
    const params = request.params as Record<string, string>;
    return {
      id: Number(params[idName]),
      parentId: parentName ? Number(params[parentName]) : undefined,
    };
  };

  app.get(
    def.path,
    {
      config: { auth: def.read },
      schema: { params: baseParams, querystring: def.listSchema ?? listQuery, response: replies.list },
    },
    async (request, reply) => {
      const { parentId } = ids(request);
      if (def.parent && !(await def.parent.exists(db, parentId!)))
        return reply.code(404).send(NOT_FOUND.body);
      const query = request.query as ListQuery;
      const rows = await def.list(db, query, paging(query), parentId);
      const item = def.listItem;
      const present = item ? (row: Row) => listItemOf(item, def.present(row)) : def.present;
      return { ok: true, [def.listKey]: rows.map((row) => present(row)) };
    },
  );

  app.get(
    `${def.path}/:${idName}`,
    {
      config: { auth: def.read },
      schema: { params: recordParams, querystring: emptyQuery, response: replies.record },
    },
    async (request, reply) => {
      const { id, parentId } = ids(request);
      const row = await def.load(db, id, { parentId });
      if (!row) return reply.code(404).send(NOT_FOUND.body);
      return { ok: true, [def.recordKey]: def.present(row) };
    },
  );

  const parent = def.parent;
  registerFormRoutes<Row, true>(app, {
    type: def.type,
    path: def.path,
    idParam: def.idParam,
    form: def.form,
    schemas: {
      params: { collection: baseParams, record: recordParams },
      body: attrsBody,
      query: emptyQuery,
      createQuery: def.createQuerySchema,
      attrs: replies.attrs,
      write: replies.write,
      ok: replies.ok,
    },
    parent: parent && {
      param: parent.param,
      load: async (t, id) => ((await parent.exists(t, id)) ? true : undefined),
    },
    load: def.load,
    adjust: def.adjust,
    check: def.check,
    uniqueViolation: def.uniqueViolation,
    validateOther: def.validateOther,
    createOther: def.createOther,
    refuseCreate: def.refuseCreate,
    refuseWrite: (_t, { row, request }) => (row ? def.refuseUpdate?.(row, request) : undefined),
    refuseDelete: def.refuseDelete,
    create: def.create,
    update: def.update,
    keepInBin: def.keepInBin,
    remove: async (t, row, ctx) => {
      if (def.remove) ctx.changed.push(...(await def.remove(t, row)));
      else await deleteRow(t, def.table, row.id);
    },
    present: (row, _ctx, created) => ({
      [def.recordKey]: def.present(row),
      ...(created && def.replyCreatedIds ? { [def.listKey]: created.map((r) => r.id) } : {}),
    }),
  });
}
