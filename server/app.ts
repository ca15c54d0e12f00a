import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from './http/deps';
import { SESSION_COOKIE } from './http/auth';
import { loadSession } from './services/auth/sessions';
import { attachSessionCache } from './services/auth/session-cache';
import { startSchemaRuntime } from './services/schemas/runtime';
import { defaultSchemasDir } from './services/records/forms';
import { routePlugins } from './routes';
import { clientErrorHandler, frameworkErrors, registerErrorHandling, type ErrorLog } from './http/errors';
import { MAX_JSON_BYTES, registerInputChecks } from './http/input';
import { collectRoutes } from './http/route-list';
import { declaredRoutesOf, enforceRouteAuth } from './http/route-auth';
import type { JobRunnerOptions } from './services/platform/jobs';
import { createJobRunner, startBackground, type Background } from './background';
import { sendNotFound } from './http/replies';
import { lazyCompilersFactory } from './http/lazy-compilers';
import { SCHEMA_VERSION_HEADER } from '../schemas/api';
import { RecordChanges } from './services/records/record-changes';
import { registerConditionalReplies } from './http/conditional-replies';
import { registerSecurityHeaders } from './http/security-headers';
import { registerOpenApi } from './http/openapi';
import { opsRoutes } from './routes/ops/ops';
import { rootPath } from './paths';
import { registerStartupGate, type StartupGate } from './http/startup-gate';

declare module 'fastify' {
  interface FastifyInstance {
    /** VACUUM ANALYZE once a day on PGlite (started by main.ts with the job runner, stopped on close). */
    background: Background;
  }
}
import { subscribeChangeLog } from './services/history/change-log';
import { attachRequestScope } from './http/request-scope';
import { formsOf } from './services/records/evaluation';
import { attachImageBin } from './services/trash/image-bin';

export const API_PREFIX = '/api/webapp';
const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

export interface BuildOptions extends AppDeps {
  logger?: boolean;
  /** Where 5xx replies are recorded (default: a JSON line on stderr). */
  errorLog?: ErrorLog;
  /** Options of the job runner (tests poll faster). */
  jobs?: JobRunnerOptions;
  /** Opened by main.ts once the server is ready; until then requests wait (http/startup-gate.ts). */
  startup?: StartupGate;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { logger, errorLog, jobs: jobOptions, startup, ...given } = opts;
  // METRICS_TOKEN set: requests and queries are measured (otherwise no metric exists and nothing is hooked).
  // prom-client loads only then (its import takes a few hundred ms of the start).
  const metrics = given.config.metricsToken
    ? (await import('./services/platform/metrics')).createMetrics(given.db)
    : undefined;
  const deps = metrics ? { ...given, db: metrics.timedDb(given.db) } : given;
  const app = Fastify({
    logger: logger ? { level: 'info' } : false,
    trustProxy: trustProxySetting(deps.config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
    // JSON bodies (uploads stream their own, up to MAX_UPLOAD_BYTES): docs/api-conventions.md.
    bodyLimit: MAX_JSON_BYTES,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    schemaController: { compilersFactory: lazyCompilersFactory() },
  });
  app.decorate('deps', deps);
  // Before every other hook: no request reads the data before it is prepared.
  if (startup) registerStartupGate(app, startup);
  // Per app: a listener registered on one app never sees another app's writes (tests build many).
  const recordChanges = new RecordChanges();
  app.decorate('recordChanges', recordChanges);
  const formsNow = () => formsOf(deps);
  // Every job kind and every periodic check: server/background.ts.
  const backgroundDeps = {
    db: deps.db,
    config: deps.config,
    forms: formsNow,
    report: recordChanges.reporter(null),
    log: (line: string) => console.error(line),
  };
  const jobs = createJobRunner(backgroundDeps, {
    log: (line) => app.log.error(line),
    recordChanges,
    ...jobOptions,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  app.decorateRequest('auth', null);
  await attachSessionCache(deps.db, (line) => console.error(line));
  const schemas = await startSchemaRuntime(deps.db, deps.config.schemasDir ?? defaultSchemasDir(), (line) =>
    console.error(line),
  );
  // The change log: every record change in its own transaction, with the request's session (history/).
  subscribeChangeLog(recordChanges, () => schemas.version);
  attachRequestScope(app);
  // The change log's retention, the bin's purge, the clean-up of unsaved uploads (background.ts).
  const background = startBackground(backgroundDeps, jobs);
  app.decorate('background', background);
  app.addHook('onClose', async () => background.stop());
  // Image changes are part of a form's save: images a saved record no longer names go to the bin
  // (services/trash/image-bin.ts); uploads no record ever named are removed later (image-cleanup.ts).
  attachImageBin(recordChanges, formsNow);
  // Every API reply names the schema version in force: the app reloads the schemas when it changes.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) reply.header(SCHEMA_VERSION_HEADER, String(schemas.version));
  });
  await app.register(cookie);
  await registerSecurityHeaders(app, deps.config);
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        request.routeOptions.url ?? '',
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    if (STATE_CHANGING.has(request.method) && isCrossSite(request.headers.origin, request.headers.host)) {
      return reply.code(403).send({ ok: false, err: 'forbidden' });
    }
    request.auth = await loadSession(deps.db, request.cookies[SESSION_COOKIE]);
  });

  // Which of the WORKERS processes answered, for the scale-out test only (server/workers.test.ts).
  if (process.env.NODE_ENV === 'test') {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-server-pid', String(process.pid));
    });
  }

  registerErrorHandling(app, errorLog);
  registerInputChecks(app);
  collectRoutes(app);
  await registerOpenApi(app, appVersion());

  enforceRouteAuth(app, '/api/');
  app.decorate('declaredRoutes', {
    getter: () => declaredRoutesOf(app.routeList, '/api/'),
  });
  await app.register(async (api) => {
    await registerConditionalReplies(api);
    for (const plugin of routePlugins) await api.register(plugin, { prefix: API_PREFIX });
  });
  await app.register(opsRoutes(metrics));

  const indexHtml = path.join(deps.config.distDir, 'index.html');
  const hasDist = existsSync(indexHtml);
  if (hasDist) {
    await app.register(fastifyStatic, { root: deps.config.distDir, wildcard: false, index: false });
    app.get('/', { schema: { hide: true } }, (_req, reply) => reply.sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return sendNotFound(reply);
    if (hasDist && request.method === 'GET' && !path.extname(request.url.split('?')[0])) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Stránka sa nenašla');
  });

  return app;
}

let version: string | undefined;
function appVersion(): string {
  version ??= (JSON.parse(readFileSync(rootPath('package.json'), 'utf8')) as { version: string }).version;
  return version;
}

function isCrossSite(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the first n hops". */
function trustProxySetting(
  value: boolean | number | string,
): boolean | string | ((addr: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_addr, hop) => hop < value : value;
}
