// The options most routes declare: who may call them (route-auth.ts), the reply schema with the
// common error replies, and no query string unless the route names one.
import type { TSchema } from '@sinclair/typebox';
import { emptyQuery, responses } from '../../schemas/api';
import type { RouteAuth } from './route-auth';

export interface RouteParts {
  params?: TSchema;
  body?: TSchema;
  /** The query string (default: none allowed). */
  querystring?: TSchema;
}

/** `{config: {auth}, schema: {response, querystring, …parts}}` of a route replying `reply`. */
export function routeOptions(auth: RouteAuth, reply: TSchema, parts: RouteParts = {}) {
  return { config: { auth }, schema: { response: responses(reply), querystring: emptyQuery, ...parts } };
}
