// The offline worker. This file is a template: `python build.py build` writes dist/service-worker.js
// with VERSION (a hash of everything precached) and PRECACHE (every file of dist/ but this one) filled in.
//
// - install: precache every file of the build (revalidating, so an old HTTP-cached copy never lands in
//   a new version's cache). The first version takes over at once; a new version waits until the page
//   says so ({type: "skip-waiting"}), so a game in progress is never reloaded under the player;
// - fetch: same-origin GETs are served cache-first; navigations to the app's directory get index.html;
//   cross-origin requests are never touched, never cached;
// - activate: delete this app's caches of other versions, then control the open pages.

const VERSION = "__DOMINO_VERSION__";
const PRECACHE = ["__DOMINO_PRECACHE__"];

// Several copies of the app may live on one origin under different paths: key caches by scope.
const PREFIX = `domino:${self.registration.scope}:`;
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE.map((path) => new Request(path, { cache: "no-cache" })));
      if (!self.registration.active) await self.skipWaiting(); // first install: nothing to replace
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return; // not ours: the browser handles it, uncached
  event.respondWith(cacheFirst(request, url));
});

async function cacheFirst(request, url) {
  const cache = await caches.open(CACHE);
  const navigate = request.mode === "navigate";
  let hit = await cache.match(request, { ignoreSearch: navigate });
  if (!hit && navigate && url.pathname.endsWith("/") && url.href.startsWith(self.registration.scope)) {
    hit = await cache.match(new URL("index.html", url));
  }
  return hit || fetch(request);
}
