// Operations (issue 25, docs/operations.md): GET /api/health (the process answers), GET /api/ready (it can
// serve: database, migrations, job runner) without sign-in, and GET /metrics in Prometheus's text format
// with `Authorization: Bearer <METRICS_TOKEN>` (unset: 404). Registered at the root, not under /api/webapp:
// no session is loaded for them.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { emptyQuery, ErrorReply } from '../../../schemas/api';
import { readiness } from '../../services/platform/health';
import { requireBearerToken } from '../../http/route-auth';
import type { AppMetrics } from '../../services/platform/metrics';

const HealthReply = Type.Object({ ok: Type.Literal(true) });

const ReadyReply = Type.Object({
  ok: Type.Boolean(),
  database: Type.Boolean(),
  migrations: Type.Boolean(),
  jobs: Type.Boolean(),
  vacuumedAt: Type.Optional(
    Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Len PGlite: kedy naposledy skončil VACUUM ANALYZE',
    }),
  ),
});

/** Monitoring answers are never cached. */
const NO_STORE = 'no-store';

export function opsRoutes(metrics: AppMetrics | undefined): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { auth: 'public' },
        schema: {
          summary: 'Proces odpovedá (živosť)',
          querystring: emptyQuery,
          response: { 200: HealthReply, '4xx': ErrorReply },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', NO_STORE);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/ready',
      {
        config: { auth: 'public' },
        schema: {
          summary: 'Proces môže obsluhovať: databáza dostupná, migrácie vykonané, spúšťač úloh beží',
          querystring: emptyQuery,
          response: { 200: ReadyReply, 503: ReadyReply, '4xx': ErrorReply },
        },
      },
      async (_request, reply) => {
        const state = await readiness(app.deps.db, app.jobs.started);
        return reply
          .code(state.ok ? 200 : 503)
          .header('cache-control', NO_STORE)
          .send(state);
      },
    );

    app.get(
      '/metrics',
      {
        config: { auth: 'token', bearerToken: () => (metrics ? app.deps.config.metricsToken : undefined) },
        onRequest: requireBearerToken,
        schema: {
          summary: 'Metriky procesu pre Prometheus (Authorization: Bearer METRICS_TOKEN)',
          querystring: emptyQuery,
          produces: ['text/plain'],
          response: {
            200: Type.String({ description: 'Textový formát Promethea 0.0.4' }),
            '4xx': ErrorReply,
          },
        },
      },
      async (_request, reply) => {
        const registry = metrics!.registry;
        return reply
          .header('cache-control', NO_STORE)
          .type(registry.contentType)
          .send(await registry.metrics());
      },
    );
  };
}
