import { createTranslator } from './i18n';
import { englishMessages, flattenMessages, messageKeyOf } from './schemas/translate';

/**
 * Field errors in the reader's language. The forms' schemas give the agreed English text; it is looked up when it
 * is shown, so an error already on screen follows a change of language, and a text the catalog does not hold
 * (one the server sent in the reader's language already) shows as it came.
 */
const { t, namespace } = createTranslator('validation', {
  en: englishMessages,
  sw: () => import(/* webpackChunkName: "validation-sw" */ './schemas/messages.sw').then((module) => flattenMessages(module.sw)),
});

export const VALIDATION_NAMESPACE = namespace;

export function validationText(text: string): string {
  const found = messageKeyOf(text);
  return found ? t(found.key, found.vars) : text;
}
