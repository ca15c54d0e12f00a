import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { routeOptions } from '../../http/route-options';
import { findUserByEmail, findUserById } from '../../services/records/users';
import { activateAccount, canSignIn, signUp } from '../../services/auth/accounts';
import {
  activationLink,
  activationMail,
  linkOrigin,
  resetLink,
  resetMail,
} from '../../services/auth/account-mail';
import {
  consumeToken,
  findToken,
  issueToken,
  revokeTokens,
  type TokenState,
} from '../../services/auth/account-tokens';
import { hashPassword } from '../../services/auth/passwords';
import { newPasswordError, setPasswordHash } from '../../services/auth/password-change';
import {
  clearSigninHits,
  clientKey,
  overLimit,
  RESET_PER_CLIENT,
  SIGNUP_PER_CLIENT,
  type Limit,
} from '../../services/auth/rate-limit';
import {
  OkReply,
  newPasswordBody,
  resetStartBody,
  signUpBody,
  tokenParams,
  type NewPasswordBody,
  type SignUpBody,
} from '../../../schemas/api';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reset token errors in the order the reset screens explain them. */
function resetTokenError(state: TokenState | undefined): string | null {
  if (!state || state.used) return 'user_not_found';
  if (state.userStatus === 'disabled') return 'user_disabled';
  if (state.expired) return 'token_expired';
  return null;
}

function activationTokenError(state: TokenState | undefined): string | null {
  if (!state) return 'user_not_found';
  if (state.userStatus === 'disabled') return 'user_disabled';
  if (state.userStatus === 'active') return 'user_active';
  if (state.used) return 'user_not_found';
  if (state.expired) return 'token_expired';
  return null;
}

export const accountsRoutes: FastifyPluginAsync = async (app) => {
  const { db, mailer } = app.deps;

  /** Counts the request against the client's limit; true (after replying 429) when it is over. */
  async function limited(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: 'reset' | 'signup',
    limit: Limit,
  ): Promise<boolean> {
    if (!(await overLimit(db, clientKey(scope, request.ip), limit))) return false;
    await reply.code(429).send({ ok: false, err: 'too_many_requests' });
    return true;
  }

  app.put<{ Body: { email: string } }>(
    '/accounts/reset',
    routeOptions('public', OkReply, { body: resetStartBody }),
    async (request, reply) => {
      if (await limited(request, reply, 'reset', RESET_PER_CLIENT)) return reply;
      const user = request.body.email.trim() ? await findUserByEmail(db, request.body.email) : undefined;
      if (!user || !user.email || !(await canSignIn(db, user.id)))
        return { ok: false, err: 'user_not_found' };
      if (user.status === 'disabled') return { ok: false, err: 'user_disabled' };
      const token = await issueToken(db, Number(user.id), 'reset');
      await mailer.send(resetMail(user.email, resetLink(linkOrigin(request.server.deps.config), token)));
      return { ok: true };
    },
  );

  app.get<{ Params: { token: string } }>(
    '/accounts/reset/:token',
    routeOptions('public', OkReply, { params: tokenParams }),
    async (request) => {
      const err = resetTokenError(await findToken(db, request.params.token, 'reset'));
      return err ? { ok: false, err } : { ok: true };
    },
  );

  app.post<{ Params: { token: string }; Body: NewPasswordBody }>(
    '/accounts/reset/:token',
    routeOptions('public', OkReply, { params: tokenParams, body: newPasswordBody }),
    async (request) => {
      const { token } = request.params;
      const err = resetTokenError(await findToken(db, token, 'reset')) ?? newPasswordError(request.body);
      if (err) return { ok: false, err };
      const hash = await hashPassword(request.body.password);
      const auth = request.auth;
      const userId = await db.tx(async (t) => {
        const id = await consumeToken(t, token, 'reset');
        if (id === undefined) return undefined;
        const keep = auth && Number(auth.user.id) === id ? auth.sessionHash : null;
        await setPasswordHash(t, id, hash, keep);
        await revokeTokens(t, id, 'reset');
        return id;
      });
      if (userId === undefined) return { ok: false, err: 'user_not_found' };
      // Whoever completed the reset owns the mailbox: a sign-in lockout for that e-mail no longer protects anything.
      const user = await findUserById(db, userId);
      if (user?.email) await clearSigninHits(db, user.email);
      return { ok: true };
    },
  );

  app.put<{ Body: SignUpBody }>(
    '/accounts',
    routeOptions('public', OkReply, { body: signUpBody }),
    async (request, reply) => {
      if (await limited(request, reply, 'signup', SIGNUP_PER_CLIENT)) return reply;
      const email = request.body.email.trim();
      const name = request.body.name?.trim() ?? '';
      if (!EMAIL_PATTERN.test(email)) return { ok: false, err: 'email_invalid' };
      const passwordErr = newPasswordError(request.body);
      if (passwordErr) return { ok: false, err: passwordErr };
      const hash = await hashPassword(request.body.password);

      const token = await signUp(db, { email, name, passwordHash: hash }, app.recordChanges.reporter(null));
      if (!token) return { ok: false, err: 'email_exists' };
      await mailer.send(activationMail(email, activationLink(linkOrigin(request.server.deps.config), token)));
      return { ok: true };
    },
  );

  app.post<{ Params: { token: string } }>(
    '/accounts/activate/:token',
    routeOptions('public', OkReply, { params: tokenParams }),
    async (request) => {
      const { token } = request.params;
      const err = activationTokenError(await findToken(db, token, 'activate'));
      if (err) return { ok: false, err };
      const activated = await activateAccount(db, token);
      return activated ? { ok: true } : { ok: false, err: 'user_active' };
    },
  );
};
