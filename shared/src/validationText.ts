import { useEffect, useSyncExternalStore } from 'react';
import { createTranslator, i18n } from './i18n';

/**
 * Field errors in the reader's language. The forms' schemas give the agreed English text; it is looked up when it
 * is shown, so an error already on screen follows a change of language, and a text the catalog does not hold
 * (one the server sent in the reader's language already) shows as it came.
 *
 * The catalog (every form's messages, in English, and the matcher that finds a text in it) is fetched by the
 * first field a page renders, not with `@civic/shared` itself: most pages have no form, and a page that has one
 * renders its fields long before a citizen can make a mistake in them. Until it has arrived a text shows as
 * the schema gave it.
 */
export const VALIDATION_NAMESPACE = 'validation';

let lookup: ((text: string) => string) | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches and registers the validation catalog once; resolves when its texts in the page's language are in. A fetch
 * that fails (a dropped connection) is forgotten, so the next field the page renders tries again; meanwhile a text
 * shows as the schema gave it.
 */
export function loadValidationTexts(): Promise<void> {
  loading ??= fetchCatalog().catch(() => {
    loading = null;
  });
  return loading;
}

function fetchCatalog(): Promise<void> {
  return import(/* webpackChunkName: "validation" */ './schemas/translate').then(async ({ englishMessages, flattenMessages, messageKeyOf }) => {
    // Registered with the page's language's texts in, so a Kiswahili page never shows the English first.
    const { t, namespace } = createTranslator(VALIDATION_NAMESPACE, {
      en: englishMessages,
      sw: () => import(/* webpackChunkName: "validation-sw" */ './schemas/messages.sw').then((module) => flattenMessages(module.sw)),
    });
    await i18n.loadNamespaces(namespace);
    lookup = (text) => {
      const found = messageKeyOf(text);
      return found ? t(found.key, found.vars) : text;
    };
    for (const listener of listeners) listener();
  });
}

export function validationText(text: string): string {
  return lookup ? lookup(text) : text;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoaded = () => lookup !== null;

/** For a field or an error: starts fetching the catalog, and renders again once it is in. */
export function useValidationTexts(): boolean {
  const loaded = useSyncExternalStore(subscribe, isLoaded, isLoaded);
  useEffect(() => {
    if (!loaded) void loadValidationTexts();
  }, [loaded]);
  return loaded;
}
