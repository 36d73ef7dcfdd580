/// <reference lib="webworker" />
// The site's service worker, served at /sw.js by the API with the start files of the shell this browser gets
// (`self.__SHELL_FILES`, written in front of this script). What it keeps and never keeps is in ./policy.
//
// - The shell's start files are precached: a page opens offline with the shell it was sent with.
// - Released files (/shell/<version>/…, /remotes/<package>/<version>/…) never change: taken from the cache
//   once fetched. A new release or a rollback is a new registry pointing at other folders.
// - Pages, the registry and public API reads: the network first, the saved copy when it cannot answer, so a
//   release or a rollback is picked up by the next navigation that reaches the server.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CACHE_NAMES, isKeptPage, isPublicRead, isReleasedFile, KEPT, listSavedPages, mayKeep, offlinePageHtml, SAVED_AT_HEADER, savedAt, withSavedCopyBlock } from './policy';

declare const self: ServiceWorkerGlobalScope & { __SHELL_FILES?: string[] };

const origin = self.location.origin;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute((self.__SHELL_FILES ?? []).map((url) => ({ url, revision: null })));

/** Keeps only what may be kept, stamped with the time it was saved. */
const keepOnlyPublic: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (!mayKeep(response)) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/**
 * Keeps at most `entries` answers in a cache, dropping the longest unrefreshed first (a cache lists its entries
 * in the order they were written, and writing one again moves it last). Workbox's expiration plugin would do
 * this with an IndexedDB database the worker holds open, which "Remove everything from this phone" could then
 * not delete.
 */
function keepNewest(entries: number): WorkboxPlugin {
  return {
    async cacheDidUpdate({ cacheName }) {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      for (const request of keys.slice(0, Math.max(0, keys.length - entries))) await cache.delete(request);
    },
  };
}

/** A page given from the cache says so in itself (the shell shows "You are offline; showing what was saved on …"). */
const markSavedPage: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    const html = withSavedCopyBlock(await cachedResponse.text(), savedAt(cachedResponse) ?? new Date());
    return new Response(html, { status: 200, headers });
  },
};

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: 15,
  plugins: [keepOnlyPublic, markSavedPage, keepNewest(KEPT.pages)],
});

registerRoute(({ request, url }) => request.mode === 'navigate' && isKeptPage(url, origin), pages);
// Other pages go to the network only: nothing of them is written to the phone.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

registerRoute(
  ({ url, request }) => request.method === 'GET' && isPublicRead(url, origin),
  new NetworkFirst({ cacheName: CACHE_NAMES.data, networkTimeoutSeconds: 15, plugins: [keepOnlyPublic, keepNewest(KEPT.data)] }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && isReleasedFile(url, origin),
  new CacheFirst({ cacheName: CACHE_NAMES.code, plugins: [keepOnlyPublic, keepNewest(KEPT.code)] }),
);

// Nothing from the network and nothing saved: a page says so plainly; anything else fails as it would have.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return new Response(offlinePageHtml(await listSavedPages(await caches.open(CACHE_NAMES.pages))), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
});
