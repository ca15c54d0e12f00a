// Route schemas compiled at a route's first request instead of while the server starts (issue 13: npm start
// ≤ 3 s). Fastify compiles the validator (Ajv) and the response serializers (fast-json-stringify) of every
// route at start, a few hundred ms for all routes, most of which a run never calls. These are Fastify's
// own default compilers with the same options, only deferred; a schema that does not compile fails its
// route's first request (the route tests call every route) instead of the start.
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type BuildValidator = ReturnType<typeof AjvCompiler>;
type BuildSerializer = ReturnType<typeof SerializerSelector>;
type Validate = ReturnType<ReturnType<BuildValidator>>;
type Serialize = ReturnType<ReturnType<BuildSerializer>>;

/** A function that compiles on its first use; Fastify reads `schemaEnv` (Ajv's) before each call and `errors` after. */
function lazyValidate(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const get = () => (compiled ??= compile());
  const validate = (...args: Parameters<Validate>) => get()(...args);
  for (const key of ['schemaEnv', 'errors', 'schema'] as const)
    Object.defineProperty(validate, key, { get: () => get()[key] });
  return validate as Validate;
}

/** Per app, like Fastify's defaults (each keeps its own Ajv instances). */
export function lazyCompilersFactory(): CompilersFactory {
  const buildAjv = AjvCompiler();
  const buildFjs = SerializerSelector();
  const buildValidator: BuildValidator = (externalSchemas, options) => {
    const compile = buildAjv(externalSchemas, options);
    return (route) => lazyValidate(() => compile(route));
  };
  const buildSerializer: BuildSerializer = (externalSchemas, options) => {
    const compile = buildFjs(externalSchemas, options);
    return (route) => {
      let serialize: Serialize | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
  return { buildValidator, buildSerializer };
}
