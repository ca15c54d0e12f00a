import type { FastifyPluginAsync } from 'fastify';
import { emptyQuery } from '../http/schemas';
import { hashPassword } from '../services/passwords';
import {
  newPasswordBody,
  newPasswordError,
  setPasswordHash,
  type NewPasswordBody,
} from '../services/password-change';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.post<{ Body: NewPasswordBody }>(
    '/settings/password',
    { schema: { body: newPasswordBody, querystring: emptyQuery }, config: { auth: 'edit' } },
    async (request) => {
      const err = newPasswordError(request.body);
      if (err) return { ok: false, err };
      const auth = request.auth!;
      const hash = await hashPassword(request.body.password);
      await db.tx((t) => setPasswordHash(t, Number(auth.user.id), hash, auth.sessionHash));
      return { ok: true };
    },
  );
};
