// What this site keeps in this browser, read and removed from the page ("Saved on this phone").
import { COOKIE_CONSENT_KEY } from '../layout/consent';
import { CACHE_NAMES, listSavedPages, type KeptPage } from './policy';

export type { KeptPage };

/** Settings that say nothing about the person, kept when everything else goes: the cookie choice. */
const SETTINGS_KEPT = [COOKIE_CONSENT_KEY];

/** The pages this phone keeps, newest first; null where the browser keeps none (no Cache Storage). */
export async function keptPages(): Promise<KeptPage[] | null> {
  if (typeof caches === 'undefined') return null;
  if (!(await caches.has(CACHE_NAMES.pages))) return [];
  return listSavedPages(await caches.open(CACHE_NAMES.pages));
}

/**
 * Removes everything this site keeps in this browser: every cache (pages, answers, files, the shell's
 * precache), every IndexedDB database (drafts, queued sends), local and session storage but the cookie
 * choice. Cookies are the server's: the language and cookie choices stay, and signing out is Sign out's.
 * Resolves false when something could not be removed (a database another tab holds open).
 */
export async function removeEverything(): Promise<boolean> {
  let complete = true;
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) complete = (await caches.delete(name)) && complete;
  }
  if (typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function') {
    for (const { name } of await indexedDB.databases()) {
      if (name) complete = (await deleteDatabase(name)) && complete;
    }
  }
  const kept = SETTINGS_KEPT.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  sessionStorage.clear();
  return complete;
}

function deleteDatabase(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve(true);
    request.onerror = () => resolve(false);
    // Another tab has it open: the deletion waits for it, so say it is not done yet.
    request.onblocked = () => resolve(false);
  });
}
