import type { FastifyPluginAsync } from 'fastify';
import {
  effectivePerms,
  setSessionCookie,
  clearSessionCookie,
  type AuthState,
  type Permission,
  type UserRow,
} from '../../http/auth';
import { findUserByEmail } from '../../services/records/users';
import { endSession, signIn, startSession } from '../../services/auth/sessions';
import { SessionReply, emptyQuery, responses, signInBody, switchBody } from '../../../schemas/api';

export interface SessionUser {
  id: number;
  email: string | null;
  name: string;
  /** Epoch seconds; on sign-in the previous sign-in (null the first time). */
  lastLogin: number | null;
  perms: Permission[];
}

export interface SessionEuser {
  id: number;
  email: string | null;
  name: string;
}

function nameOf(user: UserRow): string {
  return typeof user.info.name === 'string' ? user.info.name : '';
}

function epochSeconds(date: Date | null): number | null {
  return date ? Math.floor(new Date(date).getTime() / 1000) : null;
}

export function sessionUser(user: UserRow, perms: Permission[], lastLogin: Date | null): SessionUser {
  return {
    id: Number(user.id),
    email: user.email,
    name: nameOf(user),
    lastLogin: epochSeconds(lastLogin),
    perms,
  };
}

export function sessionEuser(user: UserRow): SessionEuser {
  return { id: Number(user.id), email: user.email, name: nameOf(user) };
}

const TOO_MANY = { ok: false, err: 'too_many_requests' } as const;

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.put<{ Body: { email: string; password: string } }>(
    '/session',
    {
      config: { auth: 'public' },
      schema: {
        response: responses(SessionReply),
        body: signInBody,
        querystring: emptyQuery,
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const outcome = await signIn(db, {
        email,
        password,
        ip: request.ip,
        previousHash: request.auth?.sessionHash,
      });
      if (!outcome.ok && outcome.err === 'too_many_requests') {
        if (outcome.retryAfter) reply.header('retry-after', String(outcome.retryAfter));
        return reply.code(429).send(TOO_MANY);
      }
      if (!outcome.ok) return { ok: false, err: outcome.err };
      const { user, token } = outcome;
      setSessionCookie(reply, token);
      const perms = effectivePerms({ sessionHash: '', user, euser: null });
      return { ok: true, user: sessionUser(user, perms, user.last_login), euser: null };
    },
  );

  app.get(
    '/session',
    {
      config: { auth: 'user' },
      schema: {
        response: responses(SessionReply),
        querystring: emptyQuery,
      },
    },
    async (request) => {
      const auth = request.auth!;
      return {
        ok: true,
        user: sessionUser(auth.user, effectivePerms(auth), auth.user.last_login),
        euser: auth.euser ? sessionEuser(auth.euser) : null,
      };
    },
  );

  app.delete(
    '/session',
    {
      config: { auth: 'user' },
      schema: {
        response: responses(SessionReply),
        querystring: emptyQuery,
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      if (auth.euser) {
        const token = await startSession(db, Number(auth.user.id), null, auth.sessionHash);
        setSessionCookie(reply, token);
        const original: AuthState = { ...auth, euser: null };
        return { ok: true, user: sessionUser(auth.user, effectivePerms(original), auth.user.last_login) };
      }
      await endSession(db, auth.sessionHash);
      clearSessionCookie(reply);
      return { ok: true };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/session',
    {
      schema: {
        response: responses(SessionReply),
        body: switchBody,
        querystring: emptyQuery,
      },
      config: { auth: 'switch_user' },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const target = request.body.email.trim() ? await findUserByEmail(db, request.body.email) : undefined;
      if (!target || target.status === 'disabled' || Number(target.id) === Number(auth.user.id)) {
        return { ok: false, err: 'user_not_found' };
      }
      const token = await startSession(db, Number(auth.user.id), Number(target.id), auth.sessionHash);
      setSessionCookie(reply, token);
      return { ok: true, euser: sessionEuser(target) };
    },
  );
};
