import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './compression.js';
import { requestLanguage } from './i18n/language.js';
import type { Language } from './i18n/languages.js';

/**
 * The language an answer built from the database's own texts is given in (the FAQ, the publications: English
 * columns with Kiswahili ones beside them, migration 027): the request's (the `lang` cookie, the account's,
 * Accept-Language; see i18n/language.ts). The answer says so, and says that it depends on those headers, so no
 * cache between the server and the reader gives one reader's language to another. Such an answer must not be
 * kept by the read cache under its URL alone: its key would need the language too.
 */
export function answerLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  const language = requestLanguage(request);
  addVary(reply, 'Cookie');
  addVary(reply, 'Accept-Language');
  reply.header('Content-Language', language);
  return language;
}

/** One text in `language`: the Kiswahili where the row has it, else the English (field by field). */
export function inAnswerLanguage(english: string, kiswahili: string | null | undefined, language: Language): string {
  return language === 'sw' && kiswahili?.trim() ? kiswahili : english;
}
