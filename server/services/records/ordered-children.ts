// Records kept in order under a parent: the levels of a sheet and the parcels of an invoice. Each has
// a position `seq` within its parent (new ones at the end), a search document `search` and an
// assigned number; lists, positions and neighbours are read among the children that pass a filter.
import type { Db, SqlParam } from '../../db/types';
import { numberOrNull } from '../platform/sql';

export interface OrderedChildrenSpec<Raw, Row> {
  table: string;
  /** The table's alias in `columns` and in filter conditions. */
  alias: string;
  /** The column holding the parent's id. */
  parentColumn: string;
  /** The select list (with the alias). */
  columns: string;
  revive(raw: Raw): Row;
  /** The highest assigned number of a parent: an aggregate and the rows it counts (SQL, unaliased). */
  highestNumber?: { expr: string; where?: string };
  /**
   * The order of lists and neighbours: non-null SQL expressions over the alias, compared as a row and
   * ending with the seq and the id (default: the position, `[seq, id]`).
   */
  order?: string[];
}

/** Which children a read sees: an SQL condition on the alias (no parameters) and a LIKE search pattern. */
export interface ChildFilter {
  where: string;
  search: string;
}

export interface Neighbours<Row> {
  current: Row | null;
  prev: Row | null;
  next: Row | null;
}

export function orderedChildren<Raw, Row extends { seq: number }>(spec: OrderedChildrenSpec<Raw, Row>) {
  const { table, alias: a, parentColumn, columns, revive } = spec;
  const filtered = (filter: ChildFilter) =>
    `FROM ${table} ${a} WHERE ${a}.${parentColumn} = $1 AND (${filter.where}) AND ${a}.search LIKE $2`;
  const one = async (db: Db, sql: string, params: SqlParam[]) => {
    const row = await db.one<Raw>(sql, params);
    return row ? revive(row) : null;
  };
  const keys = spec.order ?? [`${a}.seq`, `${a}.id`];
  const orderBy = (direction: 'ASC' | 'DESC') => keys.map((k) => `${k} ${direction}`).join(', ');
  const keyRow = `(${keys.join(', ')})`;
  /** The order key of the child at seq $3 (a row subquery); the inner alias shadows the outer one. */
  const keyAtSeq = `(SELECT ${keys.join(', ')} FROM ${table} ${a} WHERE ${a}.${parentColumn} = $1 AND ${a}.seq = $3 LIMIT 1)`;
  /** Children before ('<') or after ('>') the one at seq $3 in the order (by seq when none is there). */
  const beside = (where: '<' | '>') =>
    `CASE WHEN EXISTS (SELECT 1 FROM ${table} ${a} WHERE ${a}.${parentColumn} = $1 AND ${a}.seq = $3)
          THEN ${keyRow} ${where} ${keyAtSeq} ELSE ${a}.seq ${where} $3 END`;

  /** The filtered child at a position, or its nearest neighbour before ('<') or after ('>') it. */
  const at = (db: Db, parentId: number, seq: number, where: '=' | '<' | '>', filter: ChildFilter) =>
    one(
      db,
      where === '='
        ? `SELECT ${columns} ${filtered(filter)} AND ${a}.seq = $3 ORDER BY ${orderBy('ASC')} LIMIT 1`
        : `SELECT ${columns} ${filtered(filter)} AND ${beside(where)}
            ORDER BY ${orderBy(where === '<' ? 'DESC' : 'ASC')} LIMIT 1`,
      [parentId, filter.search, seq],
    );

  return {
    /** One child of the parent; `lock` asks for SELECT … FOR UPDATE (inside a write transaction). */
    async load(db: Db, parentId: number, id: number, lock = false): Promise<Row | undefined> {
      const sql = `SELECT ${columns} FROM ${table} ${a} WHERE ${a}.id = $1 AND ${a}.${parentColumn} = $2`;
      return (await one(db, `${sql}${lock ? ' FOR UPDATE' : ''}`, [id, parentId])) ?? undefined;
    },

    /** The ORDER BY list of the children's order (ASC or DESC), for reads outside this module. */
    orderBy,

    /** The seq of a child appended to parent $1 (an SQL subquery). */
    nextSeqSql: `(SELECT coalesce(max(seq), 0) + 1 FROM ${table} WHERE ${parentColumn} = $1)`,

    async list(
      db: Db,
      parentId: number,
      filter: ChildFilter,
      page: { offset: number; limit: number },
    ): Promise<Row[]> {
      const rows = await db.query<Raw>(
        `SELECT ${columns} ${filtered(filter)} ORDER BY ${orderBy('ASC')} OFFSET $3 LIMIT $4`,
        [parentId, filter.search, page.offset, page.limit],
      );
      return rows.map(revive);
    },

    at,

    /** The child at seq (or the last one) among the filtered and its neighbours; 'last' has no next. */
    async around(
      db: Db,
      parentId: number,
      seq: number | 'last',
      filter: ChildFilter,
    ): Promise<Neighbours<Row>> {
      if (seq === 'last') {
        const current = await one(
          db,
          `SELECT ${columns} ${filtered(filter)} ORDER BY ${orderBy('DESC')} LIMIT 1`,
          [parentId, filter.search],
        );
        const prev = current ? await at(db, parentId, current.seq, '<', filter) : null;
        return { current, prev, next: null };
      }
      const [current, prev, next] = await Promise.all([
        at(db, parentId, seq, '=', filter),
        at(db, parentId, seq, '<', filter),
        at(db, parentId, seq, '>', filter),
      ]);
      return { current, prev, next };
    },

    /** The highest number assigned under the parent, or null. */
    async highestNumber(db: Db, parentId: number): Promise<number | null> {
      if (!spec.highestNumber) throw new Error(`${table}: no highestNumber`);
      const { expr, where } = spec.highestNumber;
      const row = await db.one<{ n: number | string | null }>(
        `SELECT ${expr} AS n FROM ${table} WHERE ${parentColumn} = $1${where ? ` AND ${where}` : ''}`,
        [parentId],
      );
      return numberOrNull(row?.n);
    },
  };
}
