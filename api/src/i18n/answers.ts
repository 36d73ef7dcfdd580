import type { FastifyInstance } from 'fastify';
import { createMessageMatcher, flattenMessages, messageKeyOf, translateMessage } from '@civic/shared/schemas';
import { sw as validationSw } from '@civic/shared/schemas/sw';
import { requestLanguage } from './language.js';
import type { Language } from './languages.js';
import { apiMessages } from './messages.js';
import { sw as apiSw } from './messages.sw.js';

/**
 * Answers in the reader's language. Routes and schemas speak English (the product's agreed words, the same the
 * browser forms use); just before an answer is serialised, its `message` is looked up by its English text and
 * given in the request's language, placeholders and all: first among the validation texts the forms share
 * (@civic/shared), then among the API's own messages (messages.ts). A text no catalog holds goes out as it is,
 * in English.
 */
const validationCatalogs: Partial<Record<Language, Record<string, string>>> = {
  sw: flattenMessages(validationSw),
};
const apiCatalogs: Partial<Record<Language, Record<string, string>>> = {
  sw: apiSw,
};
const apiMatcher = createMessageMatcher(apiMessages);

export function translateAnswerMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  if (messageKeyOf(message)) return translateMessage(message, validationCatalogs[language]);
  return apiMatcher.translate(message, apiCatalogs[language]);
}

/** Several texts, each as translateAnswerMessage gives it: a record's reasons, a report's warnings. */
export function translateAnswerTexts(texts: string[], language: Language): string[] {
  return language === 'en' ? texts : texts.map((text) => translateAnswerMessage(text, language));
}

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * An answer's `message`, and its `errors` when it is a list of texts (every reason a record was refused for),
 * in the request's language.
 */
export function registerTranslatedAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (payload && typeof payload === 'object' && typeof (payload as { message?: unknown }).message === 'string') {
      const language = requestLanguage(request);
      if (language !== 'en') {
        reply.header('Content-Language', language);
        const answer = payload as { message: string; errors?: unknown };
        const translated = { ...answer, message: translateAnswerMessage(answer.message, language) };
        if (isTextList(answer.errors)) translated.errors = translateAnswerTexts(answer.errors, language);
        done(null, translated);
        return;
      }
    }
    done(null, payload);
  });
}
