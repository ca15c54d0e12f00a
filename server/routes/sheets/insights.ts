// Answer insights of a level (games 2.9, 3.5): drafts/{id}/levels/{levelId}/insights and its mirror
// under games/{id}, both for any signed-in user (drafts are read-only without 'edit', platform 2.3).
// Trying an answer on a level (…/levels/{levelId}/try) shares its readers and its answer rule
// (schemas/answers.ts); a try stores nothing.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteAuth } from '../../http/route-auth';
import { sendNotFound } from '../../http/replies';
import {
  LevelInsightsReply,
  TryAnswerReply,
  emptyQuery,
  levelParams,
  responses,
  tryAnswerBody,
} from '../../../schemas/api';
import { formsOf } from '../../services/records/evaluation';
import { tryLevelAnswer } from '../../services/sheets/answer-try';
import { levelInsights } from '../../services/sheets/insights';
import { loadLevel } from '../../services/sheets/levels';
import { loadSheet } from '../../services/sheets/sheets';

export const insightsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const register = (prefix: string, auth: RouteAuth) =>
    app.get(
      `${prefix}/:id/levels/:levelId/insights`,
      {
        config: { auth },
        schema: { params: levelParams, querystring: emptyQuery, response: responses(LevelInsightsReply) },
      },
      async (request: FastifyRequest, reply) => {
        const p = request.params as { id: string; levelId: string };
        const sheet = await loadSheet(db, Number(p.id));
        const level = sheet ? await loadLevel(db, sheet.id, Number(p.levelId)) : undefined;
        if (!sheet || !level) return sendNotFound(reply);
        const insights = await levelInsights(db, formsOf(app.deps).forms.level, sheet.id, level);
        return { ok: true, insights };
      },
    );
  const registerTry = (prefix: string, auth: RouteAuth) =>
    app.post(
      `${prefix}/:id/levels/:levelId/try`,
      {
        config: { auth },
        schema: {
          params: levelParams,
          querystring: emptyQuery,
          body: tryAnswerBody,
          response: responses(TryAnswerReply),
        },
      },
      async (request: FastifyRequest, reply) => {
        const p = request.params as { id: string; levelId: string };
        const sheet = await loadSheet(db, Number(p.id));
        const level = sheet ? await loadLevel(db, sheet.id, Number(p.levelId)) : undefined;
        if (!sheet || !level) return sendNotFound(reply);
        const { answer } = request.body as { answer: string };
        return { ok: true, ...tryLevelAnswer(formsOf(app.deps).forms.level, level, answer) };
      },
    );
  register('/drafts', 'user'); // read-only without 'edit' too (platform 2.3)
  register('/games', 'user');
  registerTry('/drafts', 'user'); // as reading the level
  registerTry('/games', 'user');
};
