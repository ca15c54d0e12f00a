// Parcels of a legacy invoice (spec platform 7.6, reading A). A parcel is a level in the spec's
// vocabulary: its form is the level schema; it has a position (seq) and an assigned number.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/types';
import { digits, type ListQuery } from '../http/schemas';
import { searchParam } from '../services/list-search';
import { epochSql, numberOrNull, textOf, type StoredRecord } from '../services/sql';
import { listQueryWith, oneOf } from '../http/schemas';
import { mergeInfo } from '../services/evaluation';
import { registerRecordRoutes } from '../http/record-routes';
import { searchDocument } from '../services/search-text';

interface ParcelRow extends StoredRecord {
  invoice_id: number;
  seq: number;
  number: string | null;
  created_at: number;
  updated_at: number;
}

export const PARCEL_FILTERS = ['numbered', 'unnumbered'] as const;

const COLUMNS = `p.id, p.invoice_id, p.seq, p.number, p.info, ${epochSql('p.created_at')} AS created_at,
  ${epochSql('p.updated_at')} AS updated_at`;

const normalize = (row: ParcelRow): ParcelRow => ({
  ...row,
  id: Number(row.id),
  invoice_id: Number(row.invoice_id),
});

function present(row: ParcelRow): Record<string, unknown> {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    seq: row.seq,
    number: row.number,
    info: row.info,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function filterSql(f: string | undefined): string {
  if (f === 'numbered') return 'AND p.number IS NOT NULL';
  if (f === 'unnumbered') return 'AND p.number IS NULL';
  return '';
}

const parcelSearch = (info: Record<string, unknown>) =>
  searchDocument(['name', 'question', 'note'].map((key) => textOf(info[key])));

async function loadParcel(
  db: Db,
  invoiceId: number,
  id: number,
  lock = false,
): Promise<ParcelRow | undefined> {
  const row = await db.one<ParcelRow>(
    `SELECT ${COLUMNS} FROM invoice_parcels p WHERE p.id = $1 AND p.invoice_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, invoiceId],
  );
  return row ? normalize(row) : undefined;
}

const invoiceExists = async (db: Db, id: number) =>
  !!(await db.one('SELECT 1 AS x FROM invoices WHERE id = $1', [id]));

const NOT_FOUND = { ok: false, err: 'not_found' } as const;
const invoiceParams = { type: 'object', required: ['id'], properties: { id: digits } } as const;
const filterQuery = {
  type: 'object',
  properties: { f: oneOf(PARCEL_FILTERS), s: { type: 'string', maxLength: 200 } },
} as const;

export const invoiceParcelRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  registerRecordRoutes<ParcelRow>(app, {
    path: '/invoices/:id/parcels',
    idParam: 'parcelId',
    parent: { param: 'id', exists: invoiceExists },
    form: 'level',
    table: 'invoice_parcels',
    listKey: 'parcels',
    recordKey: 'parcel',
    read: 'edit',
    listSchema: listQueryWith({ f: oneOf(PARCEL_FILTERS) }),

    async list(db, query: ListQuery, { offset, limit }, invoiceId) {
      const rows = await db.query<ParcelRow>(
        `SELECT ${COLUMNS} FROM invoice_parcels p
          WHERE p.invoice_id = $1 AND p.search LIKE $2 ${filterSql(query.f)}
          ORDER BY p.seq, p.id LIMIT $3 OFFSET $4`,
        [invoiceId!, searchParam(query.s), limit, offset],
      );
      return rows.map((row) => present(normalize(row)));
    },
    load: (db, id, { lock, parentId }) => loadParcel(db, parentId!, id, lock),
    present,

    async create(db, e, { parentId }) {
      const info = mergeInfo(e.form, null, e.values);
      const row = await db.one<{ id: number }>(
        `INSERT INTO invoice_parcels (invoice_id, seq, info, search)
         VALUES ($1, (SELECT coalesce(max(seq), 0) + 1 FROM invoice_parcels WHERE invoice_id = $1), $2, $3)
         RETURNING id`,
        [parentId!, info, parcelSearch(info)],
      );
      return [(await loadParcel(db, parentId!, Number(row!.id)))!];
    },
    async update(db, row, e) {
      const info = mergeInfo(e.form, row.info, e.values);
      await db.query('UPDATE invoice_parcels SET info = $2, search = $3, updated_at = now() WHERE id = $1', [
        row.id,
        info,
        parcelSearch(info),
      ]);
      return (await loadParcel(db, row.invoice_id, row.id))!;
    },
    // The later parcels move up one position, so seq stays 1..n.
    async remove(db, row) {
      await db.query('DELETE FROM invoice_parcels WHERE id = $1', [row.id]);
      await db.query('UPDATE invoice_parcels SET seq = seq - 1 WHERE invoice_id = $1 AND seq > $2', [
        row.invoice_id,
        row.seq,
      ]);
    },
  });

  // Price of the parcels: count × the price of the invoice's game variant (EUR, 2 decimals).
  app.post<{ Params: { id: string } }>(
    '/invoices/:id/parcels/price',
    { config: { auth: 'edit' }, schema: { params: invoiceParams, querystring: filterQuery } },
    async (request, reply) => {
      const row = await db.one<{ n: number; unit: unknown }>(
        `SELECT (SELECT count(*)::int FROM invoice_parcels p WHERE p.invoice_id = i.id) AS n,
                v.info->>'price' AS unit
           FROM invoices i LEFT JOIN variants v ON v.id = i.variant_id
          WHERE i.id = $1`,
        [Number(request.params.id)],
      );
      if (!row) return reply.code(404).send(NOT_FOUND);
      const unitPrice = numberOrNull(row.unit) ?? 0;
      const price = Math.round(row.n * unitPrice * 100) / 100;
      return { ok: true, count: row.n, unitPrice, price };
    },
  );

  // The parcel at a position and, on request, its neighbours among the filtered parcels.
  app.get<{
    Params: { id: string; seq: string };
    Querystring: { f?: string; s?: string; p?: string; n?: string; c?: string };
  }>(
    '/invoices/:id/parcels/seq/:seq',
    {
      config: { auth: 'edit' },
      schema: {
        params: { type: 'object', required: ['id', 'seq'], properties: { id: digits, seq: digits } },
        querystring: {
          type: 'object',
          properties: {
            ...filterQuery.properties,
            p: oneOf(['0', '1']),
            n: oneOf(['0', '1']),
            c: oneOf(['0', '1']),
          },
        },
      },
    },
    async (request, reply) => {
      const invoiceId = Number(request.params.id);
      if (!(await invoiceExists(db, invoiceId))) return reply.code(404).send(NOT_FOUND);
      const { f, s, p, n, c } = request.query;
      const seq = Number(request.params.seq);
      const pick = async (condition: string, order: 'ASC' | 'DESC') => {
        const row = await db.one<ParcelRow>(
          `SELECT ${COLUMNS} FROM invoice_parcels p
            WHERE p.invoice_id = $1 AND p.search LIKE $2 ${filterSql(f)} AND p.seq ${condition} $3
            ORDER BY p.seq ${order}, p.id ${order} LIMIT 1`,
          [invoiceId, searchParam(s), seq],
        );
        return row ? present(normalize(row)) : null;
      };
      const current = c === '1' || (p !== '1' && n !== '1');
      return {
        ok: true,
        ...(current ? { parcel: await pick('=', 'ASC') } : {}),
        ...(p === '1' ? { prev: await pick('<', 'DESC') } : {}),
        ...(n === '1' ? { next: await pick('>', 'ASC') } : {}),
      };
    },
  );

  app.post<{ Params: { id: string; parcelId: string }; Body: { number: string | number } }>(
    '/invoices/:id/parcels/:parcelId/assign',
    {
      config: { auth: 'edit' },
      schema: {
        params: {
          type: 'object',
          required: ['id', 'parcelId'],
          properties: { id: digits, parcelId: digits },
        },
        querystring: { type: 'object', properties: {} },
        body: {
          type: 'object',
          required: ['number'],
          properties: {
            number: {
              anyOf: [
                { type: 'string', pattern: '^[A-Za-z0-9-]{1,30}$' },
                { type: 'integer', minimum: 0, maximum: 999999999999 },
              ],
            },
          },
        },
      },
    },
    async (request, reply) => {
      const invoiceId = Number(request.params.id);
      const number = String(request.body.number);
      const outcome = await db.tx(async (t) => {
        const row = await loadParcel(t, invoiceId, Number(request.params.parcelId), true);
        if (!row) return undefined;
        const taken = await t.one(
          'SELECT 1 AS x FROM invoice_parcels WHERE invoice_id = $1 AND number = $2 AND id <> $3',
          [invoiceId, number, row.id],
        );
        if (taken) return { ok: false, err: 'invalid_value' };
        await t.query('UPDATE invoice_parcels SET number = $2, updated_at = now() WHERE id = $1', [
          row.id,
          number,
        ]);
        return { ok: true, parcel: present((await loadParcel(t, invoiceId, row.id))!) };
      });
      return outcome ?? reply.code(404).send(NOT_FOUND);
    },
  );

  // The next free number: one more than the highest numeric number of the invoice's parcels.
  app.get<{ Params: { id: string } }>(
    '/invoices/:id/parcels/number',
    {
      config: { auth: 'edit' },
      schema: { params: invoiceParams, querystring: { type: 'object', properties: {} } },
    },
    async (request, reply) => {
      const invoiceId = Number(request.params.id);
      if (!(await invoiceExists(db, invoiceId))) return reply.code(404).send(NOT_FOUND);
      const row = await db.one<{ last: string | number | null }>(
        `SELECT max(number::bigint) AS last FROM invoice_parcels
          WHERE invoice_id = $1 AND number ~ '^[0-9]{1,15}$'`,
        [invoiceId],
      );
      return { ok: true, number: String((numberOrNull(row?.last) ?? 0) + 1) };
    },
  );
};
