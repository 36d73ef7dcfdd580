import type { FastifyInstance } from 'fastify';
import { flattenMessages, translateMessage } from '@civic/shared/schemas';
import { sw as validationSw } from '@civic/shared/schemas/sw';
import { requestLanguage } from './language.js';
import type { Language } from './languages.js';

/**
 * Answers in the reader's language. Routes and schemas speak English (the product's agreed words, the same the
 * browser forms use); just before an answer is serialised, its `message` is looked up by its English text and
 * given in the request's language, placeholders and all. A text no catalog holds goes out as it is, in English.
 */
const catalogs: Partial<Record<Language, Record<string, string>>> = {
  sw: flattenMessages(validationSw),
};

export function translateAnswerMessage(message: string, language: Language): string {
  return language === 'en' ? message : translateMessage(message, catalogs[language]);
}

export function registerTranslatedAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (payload && typeof payload === 'object' && typeof (payload as { message?: unknown }).message === 'string') {
      const language = requestLanguage(request);
      if (language !== 'en') {
        reply.header('Content-Language', language);
        const answer = payload as { message: string };
        done(null, { ...answer, message: translateAnswerMessage(answer.message, language) });
        return;
      }
    }
    done(null, payload);
  });
}
