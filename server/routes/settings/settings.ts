import type { FastifyPluginAsync } from 'fastify';
import { emptyQuery } from '../../http/schemas';
import { hashPassword } from '../../services/auth/passwords';
import {
  newPasswordBody,
  newPasswordError,
  setPasswordHash,
  type NewPasswordBody,
} from '../../services/auth/password-change';
import { OkReply, responses } from '../../../schemas/api';

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
