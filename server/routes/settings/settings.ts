import type { FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../../services/auth/passwords';
import { newPasswordError, setPasswordHash } from '../../services/auth/password-change';
import { OkReply, emptyQuery, newPasswordBody, responses, type NewPasswordBody } from '../../../schemas/api';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.post<{ Body: NewPasswordBody }>(
    '/settings/password',
    {
      schema: {
        response: responses(OkReply),
        body: newPasswordBody,
        querystring: emptyQuery,
      },
      config: { auth: 'edit' },
    },
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
