import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';
import { requestLanguage } from '../i18n/language.js';
import type { SearchResponse } from './contracts.js';
import { prepareTerms, searchSources } from './search.js';
import { MAX_QUERY_LENGTH, SHORT_SEARCH_MESSAGE, searchCharacters } from './text.js';

export const DEFAULT_GROUP_LIMIT = 5;
export const MAX_GROUP_LIMIT = 50;

/**
 * One search across the site (/search-results): counties, constituencies, wards, projects (by their words and
 * by where they are), the site's pages (see pageIndex.ts), publications, FAQ and the government directory,
 * grouped by kind with the number found. `kind` narrows to one group. Results are in the request's language
 * (searchWords.ts; the site's pages as they read in it); the groups' names stay English, for the page to name.
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { q?: string; kind?: string; limit?: number } }>(
    '/api/search/',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', maxLength: MAX_QUERY_LENGTH },
            kind: { type: 'string', pattern: '^[a-z][a-z-]*$', maxLength: 40 },
            limit: { type: 'integer', minimum: 1, maximum: MAX_GROUP_LIMIT },
          },
        },
      },
    },
    async (request, reply): Promise<SearchResponse> => {
      const query = (request.query.q ?? '').trim();
      const { kind, limit = DEFAULT_GROUP_LIMIT } = request.query;
      const all = searchSources();
      if (kind && !all.some((source) => source.kind === kind)) throw badRequest(`kind must be one of: ${all.map((source) => source.kind).join(', ')}`, 'kind');
      // Only punctuation finds nothing; one letter or digit is too little to search for.
      if (searchCharacters(query) === 1) throw badRequest(SHORT_SEARCH_MESSAGE, 'q');
      const terms = prepareTerms(query);
      if (!terms) return { query, groups: [] };
      const chosen = kind ? all.filter((source) => source.kind === kind) : all;
      const language = requestLanguage(request);
      const found = await Promise.all(chosen.map(async (source) => ({ kind: source.kind, label: source.label, ...(await source.search(app.db, terms, limit, language)) })));
      // Results are written in the reader's language: an answer for one language is not another's.
      reply.header('Content-Language', language).header('Vary', 'Cookie, Accept-Language');
      return { query, groups: found.filter((group) => group.count > 0) };
    },
  );
}
