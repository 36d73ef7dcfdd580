import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyAccepts from '@fastify/accepts';
import { LANGUAGES, toLanguage, type Language } from './languages.js';

/**
 * The language a request is answered in: the device's choice (the `lang` cookie the site's switch sets), else
 * the one saved with the signed-in account, else the browser's Accept-Language (by its weights), else English.
 * An unknown code anywhere counts as no choice: English, never an error.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = deviceLanguage(request);
  if (chosen) return chosen;
  if (request.user?.language) return request.user.language;
  const header = request.headers['accept-language'];
  if (!header) return 'en';
  const best = request.languages([...LANGUAGES]);
  return typeof best === 'string' ? toLanguage(best) : 'en';
}

/** The language this device chose with the site's switch (the `lang` cookie), or null. */
export function deviceLanguage(request: FastifyRequest): Language | null {
  const chosen = request.cookies?.lang?.toLowerCase();
  return chosen && (LANGUAGES as readonly string[]).includes(chosen) ? (chosen as Language) : null;
}

/**
 * The language of an answer given before the request's cookies are read and its session is known (a stopping
 * instance's 503, a body sent too slowly): the `lang` cookie read from the header itself, else the browser's
 * Accept-Language, else English.
 */
export function earlyLanguage(request: FastifyRequest): Language {
  const cookie = /(?:^|;\s*)lang=([^;]*)/
    .exec(request.headers.cookie ?? '')?.[1]
    ?.trim()
    .toLowerCase();
  if (cookie && (LANGUAGES as readonly string[]).includes(cookie)) return cookie as Language;
  if (!request.headers['accept-language']) return 'en';
  const best = request.languages([...LANGUAGES]);
  return typeof best === 'string' ? toLanguage(best) : 'en';
}

export async function registerLanguage(app: FastifyInstance): Promise<void> {
  await app.register(fastifyAccepts);
}
