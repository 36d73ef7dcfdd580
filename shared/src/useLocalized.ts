import { use } from 'react';
import { useLanguage } from './language';

const loaded = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/**
 * Text that is a module of its own (a content page's prose, a guide) in the page's language:
 * `useLocalized(english, kiswahili)`, where `english` is the bundled module and `kiswahili` a module-level
 * loader of its translation (`() => import('./sw/why')`, the same shape, checked by the compiler). The
 * translation is fetched from this section's release the first time it is needed, and the caller suspends
 * until it arrives; should it fail to arrive, the English shows.
 */
export function useLocalized<T>(english: T, kiswahili: () => Promise<T>): T {
  const language = useLanguage();
  if (language === 'en') return english;
  let promise = loaded.get(kiswahili) as Promise<T> | undefined;
  if (!promise) {
    promise = kiswahili().catch(() => english);
    loaded.set(kiswahili, promise);
  }
  return use(promise);
}
