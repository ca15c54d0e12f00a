// Answer insights of a level (games 2.9, 3.5): drafts/{id}/levels/{levelId}/insights and its mirror
// under games/{id}, both for any signed-in user (drafts are read-only without 'edit', platform 2.3).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteAuth } from '../../http/route-auth';
import { sendNotFound } from '../../http/replies';
import { LevelInsightsReply, emptyQuery, levelParams, responses } from '../../../schemas/api';
import { formsOf } from '../../services/records/evaluation';
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
  register('/drafts', 'user'); // read-only without 'edit' too (platform 2.3)
  register('/games', 'user');
};
