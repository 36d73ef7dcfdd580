import { useEffect, useSyncExternalStore } from 'react';
import { createTranslator, i18n } from './i18n';

/**
 * Field errors in the reader's language. The forms' schemas give the agreed English text; it is looked up when it
 * is shown, so an error already on screen follows a change of language, and a text the catalog does not hold
 * (one the server sent in the reader's language already) shows as it came.
 *
 * The catalog (every form's messages, in English, and the matcher that finds a text in it) is fetched when a
 * form is about to be used, not with the page: the first touch, click or focus in a form or on a field
 * (`useValidationTextsOnIntent`), or else the first error shown. Most visits to a page with a field (every page
 * has the footer's newsletter box) never use it, and a citizen always touches a form before it can refuse
 * anything. An English text needs no catalog. On a page in another language an error the catalog has not
 * reached yet waits for it, empty, rather than show in English and change (a screen reader would read both);
 * if the catalog cannot be fetched the error shows as the schema gave it.
 */
export const VALIDATION_NAMESPACE = 'validation';

let lookup: ((text: string) => string) | null = null;
let loading: Promise<void> | null = null;
// The last fetch failed: an error waiting for the catalog shows as the schema gave it.
let failed = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Fetches and registers the validation catalog once; resolves when its texts in the page's language are in. A fetch
 * that fails (a dropped connection) is forgotten, so the next use of a form tries again; meanwhile a text shows as
 * the schema gave it.
 */
export function loadValidationTexts(): Promise<void> {
  loading ??= fetchCatalog().catch(() => {
    loading = null;
    failed = true;
    notify();
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
    failed = false;
    notify();
  });
}

export function validationText(text: string): string {
  return lookup ? lookup(text) : text;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a text can be shown now: the catalog is in, or could not be fetched (the text then shows as it is). */
const isSettled = () => lookup !== null || failed;

/** For an error on screen: starts fetching the catalog, and renders again once it is in (true) or has failed. */
export function useValidationTexts(): boolean {
  const settled = useSyncExternalStore(subscribe, isSettled, isSettled);
  useEffect(() => {
    // Not again while a fetch is under way; after one that failed, a newly shown error tries again.
    if (lookup === null && loading === null) void loadValidationTexts();
  }, []);
  return settled;
}

/** A form is about to be used: a touch, a click or focus in a form or on a field. */
function isFormUse(event: Event): boolean {
  const target = event.target;
  return target instanceof Element && target.closest('form, input, select, textarea') !== null;
}

let watching = false;

function watchForFormUse(): void {
  if (watching || lookup !== null || typeof document === 'undefined') return;
  watching = true;
  const onUse = (event: Event) => {
    if (!isFormUse(event)) return;
    document.removeEventListener('pointerdown', onUse, true);
    document.removeEventListener('focusin', onUse, true);
    watching = false;
    void loadValidationTexts();
  };
  document.addEventListener('pointerdown', onUse, true);
  document.addEventListener('focusin', onUse, true);
}

/** For a field: fetches nothing now, but the catalog as soon as anyone starts to use a form on the page. */
export function useValidationTextsOnIntent(): void {
  useEffect(watchForFormUse, []);
}
