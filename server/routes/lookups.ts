import type { FastifyPluginAsync } from 'fastify';
import { emptyQuery } from '../http/schemas';
import { normalizeSearch, searchPattern } from '../services/search-text';

/** Spec platform 9: autocomplete needs at least 2 characters and returns at most 10 results. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_LIMIT = 10;

export interface AddressResult {
  city: string;
  street: string;
  number: string;
  zip: string;
  post: string;
}

/** Spec platform 7.4: GET addresses?s (address autocomplete) and GET posts/name/{zip}. */
export const lookupsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { s?: string } }>(
    '/addresses',
    {
      config: { auth: 'user' },
      schema: {
        querystring: { type: 'object', properties: { s: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request) => {
      const words = normalizeSearch(request.query.s ?? '')
        .split(' ')
        .filter(Boolean);
      if (words.join(' ').length < AUTOCOMPLETE_MIN_CHARS) return { ok: true, addresses: [] };
      // Every word must match somewhere (street, number, city or zip), in any order.
      const conditions = words.map((_, i) => `search LIKE $${i + 1}`).join(' AND ');
      const params = [...words.map(searchPattern), `${words[0]}%`];
      const addresses = await app.deps.db.query<AddressResult>(
        `SELECT city, street, number, zip, post FROM addresses WHERE ${conditions}
         ORDER BY (search LIKE $${params.length}) DESC, city, street, id LIMIT ${AUTOCOMPLETE_LIMIT}`,
        params,
      );
      return { ok: true, addresses };
    },
  );

  app.get<{ Params: { zip: string } }>(
    '/posts/name/:zip',
    {
      config: { auth: 'user' },
      schema: {
        params: {
          type: 'object',
          required: ['zip'],
          properties: { zip: { type: 'string', pattern: '^\\s*[0-9]{3}\\s?[0-9]{2}\\s*$' } },
        },
        querystring: emptyQuery,
      },
    },
    async (request, reply) => {
      const digits = request.params.zip.replace(/\s/g, '');
      const post = await app.deps.db.one<{ name: string }>('SELECT name FROM posts WHERE zip = $1', [
        `${digits.slice(0, 3)} ${digits.slice(3)}`,
      ]);
      if (!post) return reply.code(404).send({ ok: false, err: 'not_found' });
      // The zip is echoed as asked, so the client can match the reply to its request.
      return { ok: true, zip: request.params.zip, name: post.name };
    },
  );
};
