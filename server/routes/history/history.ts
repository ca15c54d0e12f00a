// The change log (issue 24): GET history (one record's history, for whoever may read the record) and
// GET changes, changes/export (every change, for administrators).
//   GET history?t={type}&id={id}&k={id of the last entry seen}&pl   newest first; a page shorter than pl is the last
//   GET changes?a={actor id}&t={type}&f={action}&d={YYYYMMDD[-YYYYMMDD]}&k&pl
//   GET changes/export?a&t&f&d                                      the same entries as XLSX (at most 10,000)
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actingUser, can } from '../../http/auth';
import { routeOptions } from '../../http/route-options';
import { DOWNLOAD_COOKIE, MAX_PAGE, PAGE_SIZE } from '../../../schemas/constants';
import {
  changesQuery,
  FileReply,
  historyQuery,
  HistoryReply,
  type ChangesQuery,
  type HistoryQuery,
} from '../../../schemas/api';
import { listChanges, recordHistory, type ChangeFilter } from '../../services/history/history';
import type { ChangeAction, ChangeRecordType } from '../../services/history/change-log';

/** Records only editors may read (their list and detail routes need 'edit'). */
const EDIT_ONLY = new Set<string>(['invoice', 'invoice_parcel']);
const EXPORT_LIMIT = 10_000;

const limitOf = (pl: string | undefined) => Math.min(Math.max(Number(pl ?? PAGE_SIZE), 1), MAX_PAGE);
const ymd = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
const validDay = (d: string) =>
  !Number.isNaN(Date.parse(`${ymd(d)}T00:00:00Z`)) &&
  new Date(`${ymd(d)}T00:00:00Z`).toISOString().startsWith(ymd(d));

/** The filter of GET changes; undefined for a malformed date. */
function filterOf(q: ChangesQuery): ChangeFilter | undefined {
  const filter: ChangeFilter = {};
  if (q.a) filter.actorId = Number(q.a);
  if (q.t) filter.type = q.t as ChangeRecordType;
  if (q.f) filter.action = q.f as ChangeAction;
  if (q.d) {
    const [from, to = from] = q.d.split('-');
    if (!validDay(from) || !validDay(to)) return undefined;
    filter.from = ymd(from);
    filter.to = ymd(to);
  }
  return filter;
}

const BAD_REQUEST = { ok: false, err: 'bad_request' } as const;

export const historyRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get<{ Querystring: HistoryQuery }>(
    '/history',
    routeOptions('user', HistoryReply, { querystring: historyQuery }),
    async (request: FastifyRequest<{ Querystring: HistoryQuery }>, reply) => {
      const q = request.query;
      if (!q.t) return reply.code(400).send(BAD_REQUEST);
      const auth = request.auth!;
      // the record's own read rule
      if (EDIT_ONLY.has(q.t) && !can(auth, 'edit'))
        return reply.code(403).send({ ok: false, err: 'forbidden' });
      const id = Number(q.id);
      // security events of a user: the user themself and administrators
      const withSecurity = q.t === 'user' && (can(auth, 'switch_user') || Number(actingUser(auth).id) === id);
      const history = await recordHistory(
        db,
        q.t as ChangeRecordType,
        id,
        { before: q.k ? Number(q.k) : undefined, limit: limitOf(q.pl) },
        withSecurity,
      );
      return { ok: true, history };
    },
  );

  app.get<{ Querystring: ChangesQuery }>(
    '/changes',
    routeOptions('switch_user', HistoryReply, { querystring: changesQuery }),
    async (request, reply) => {
      const filter = filterOf(request.query);
      if (!filter) return reply.code(400).send(BAD_REQUEST);
      const q = request.query;
      const history = await listChanges(db, filter, {
        before: q.k ? Number(q.k) : undefined,
        limit: limitOf(q.pl),
      });
      return { ok: true, history };
    },
  );

  app.get<{ Querystring: ChangesQuery }>(
    '/changes/export',
    routeOptions('switch_user', FileReply, { querystring: changesQuery }),
    async (request, reply) => {
      const filter = filterOf(request.query);
      if (!filter) return reply.code(400).send(BAD_REQUEST);
      const entries = await listChanges(db, filter, { limit: EXPORT_LIMIT });
      // The spreadsheet library is loaded at the first export, not with the server.
      const { changesWorkbook, CHANGES_EXPORT_MIME } = await import('../../services/history/export');
      reply.setCookie(DOWNLOAD_COOKIE.name, DOWNLOAD_COOKIE.value, { path: DOWNLOAD_COOKIE.path });
      return reply
        .type(CHANGES_EXPORT_MIME)
        .header('content-disposition', 'attachment; filename="zmeny.xlsx"')
        .send(changesWorkbook(entries));
    },
  );
};
