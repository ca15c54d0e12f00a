// Replies shared by routes: an outcome (status + body) computed inside a transaction and sent after it,
// the not-found reply and the refusal of a write.
import type { FastifyReply } from 'fastify';

export type Reply = Record<string, unknown> & { ok: boolean };
export interface Outcome {
  status: number;
  body: Reply;
}

/** The body of every 404 of the API. */
export const NOT_FOUND_BODY = { ok: false, err: 'not_found' } as const;
export const NOT_FOUND: Outcome = { status: 404, body: NOT_FOUND_BODY };

/** A refused write: 'forbidden' replies 403, any other code is a 200 {ok:false, err}. */
export function refusal(err: string): Outcome {
  return { status: err === 'forbidden' ? 403 : 200, body: { ok: false, err } };
}

/** Sends a 404 not_found. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(NOT_FOUND_BODY);
}

/** Sends an outcome. */
export function sendOutcome(reply: FastifyReply, outcome: Outcome): FastifyReply {
  return reply.code(outcome.status).send(outcome.body);
}
