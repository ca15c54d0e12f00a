// The recycle bin ('Kôš', issue 24 item 3; docs/change-log.md "Recycle bin"):
//   GET trash?po&pl&t={type}      the removed items the caller may restore, newest first
//   POST trash/{id}/restore       puts the item back (same ids, order, numbers) → {ok, restored, notes}
//   DELETE trash/{id}             purges it now (administrators)
// Drafts, levels, vouchers, invoices and images detached by a form's save need 'edit'; users 'switch_user' (administrators). The purge job
// of items older than TRASH_RETENTION_DAYS is attached in buildApp (services/trash/purge.ts).
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../http/auth';
import { actorOf } from '../../http/form-routes';
import { routeOptions } from '../../http/route-options';
import { paging } from '../../http/paging';
import {
  idParam,
  OkReply,
  RestoreReply,
  TrashListReply,
  trashQuery,
  type TrashQuery,
} from '../../../schemas/api';
import { formsOf } from '../../services/records/evaluation';
import { storageFor } from '../../services/platform/storage';
import {
  listTrash,
  loadTrashItem,
  purgeTrash,
  restoreTrash,
  RestoreRefused,
  TRASH_TYPES,
  type TrashType,
} from '../../services/trash/trash';
import { DEFAULT_TRASH_RETENTION_DAYS, deleteImageFiles } from '../../services/trash/purge';

const FORBIDDEN = { ok: false, err: 'forbidden' } as const;
const NOT_FOUND = { ok: false, err: 'not_found' } as const;

export const trashRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const storage = storageFor(config);

  /** The types whose items this session may see and restore. */
  const typesOf = (auth: Parameters<typeof can>[0]): TrashType[] =>
    TRASH_TYPES.filter((t) => (t === 'user' ? can(auth, 'switch_user') : can(auth, 'edit')));

  app.get<{ Querystring: TrashQuery }>(
    '/trash',
    routeOptions('edit', TrashListReply, { querystring: trashQuery }),
    async (request) => {
      const allowed = typesOf(request.auth);
      const t = request.query.t;
      const types = t ? allowed.filter((a) => a === t) : allowed;
      const trash = types.length ? await listTrash(db, types, paging(request.query)) : [];
      return { ok: true, trash, retentionDays: config.trashRetentionDays ?? DEFAULT_TRASH_RETENTION_DAYS };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/trash/:id/restore',
    routeOptions('edit', RestoreReply, { params: idParam }),
    async (request, reply) => {
      const id = Number(request.params.id);
      const item = await loadTrashItem(db, id);
      if (!item) return reply.code(404).send(NOT_FOUND);
      if (!typesOf(request.auth).includes(item.type)) return reply.code(403).send(FORBIDDEN);
      const report = app.recordChanges.reporter(actorOf(request));
      try {
        const forms = formsOf(app.deps);
        const result = await db.tx((t) => restoreTrash(t, id, report, 0, forms));
        return {
          ok: true,
          restored: { type: result.type, id: result.id, parentId: result.parentId },
          notes: result.notes,
        };
      } catch (error) {
        if (!(error instanceof RestoreRefused)) throw error;
        if (error.code === 'not_found') return reply.code(404).send(NOT_FOUND);
        return { ok: false, err: error.code, message: error.reason };
      }
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/trash/:id',
    routeOptions('switch_user', OkReply, { params: idParam }),
    async (request, reply) => {
      const report = app.recordChanges.reporter(actorOf(request));
      const done = await purgeTrash(db, { id: Number(request.params.id) }, report);
      if (!done.items) return reply.code(404).send(NOT_FOUND);
      await deleteImageFiles(storage, done.images);
      return { ok: true };
    },
  );
};
