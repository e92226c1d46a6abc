/* global self, caches, fetch, Request, Response, URL */
// The storefront's service worker. The build (pwa/pwa-plugin.ts) puts its release and file list in place of
// the two markers below and writes it to dist/sw.js. Pages are always fetched from the network and never stored:
// only the build's own files are cached, and never an /api/ answer or a signed-in page.
const RELEASE = '__RELEASE__';
const PRECACHE = /** @type {string[]} */ (JSON.parse('__PRECACHE__'));
const OFFLINE_PAGE = '/offline.html';
const PREFIX = 'orderlane-';
const CACHE = `${PREFIX}${RELEASE}`;

self.addEventListener('install', (event) => {
  // A new release takes over at once: its files are all in place before it does.
  event.waitUntil(
    caches
      .open(CACHE)
      // Past the browser's HTTP cache: the offline page and manifest are the ones of this release.
      .then((cache) => cache.addAll(PRECACHE.map((path) => new Request(path, { cache: 'no-cache' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The release before this one stays: a tab opened on it still loads its hashed chunks after the deploy
      // that removed them from the server. Older ones go.
      const releases = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
      await Promise.all(releases.slice(0, -1).map((name) => caches.delete(name)));
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/**
 * This release's copy first; then, for a hashed file (which never changes under its name), any release's copy,
 * then the network.
 */
async function cachedFirst(request, hashed) {
  const cached =
    (await caches.match(request, { cacheName: CACHE })) ?? (hashed ? await caches.match(request) : undefined);
  if (cached) {
    return cached;
  }
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** A page from the network; with none, the offline page (never a stored page, which could be someone's). */
async function pageOrOffline(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) {
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(pageOrOffline(event));
  } else if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(cachedFirst(request, url.pathname.startsWith('/assets/')));
  }
});
