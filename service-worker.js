// @ts-check
// The offline worker. This file is a template: `python build.py build` writes dist/service-worker.js
// with VERSION (a hash of every file below), PRECACHE (every file of dist/ but this one and the
// optional ones), OPTIONAL (the memory snapshot) and INTEGRITY (each file's sha256, as in a script's
// integrity attribute) filled in.
//
// - install: precache every file of the build. A copy already in the browser is taken when its digest
//   is the expected one: on a first visit, the page's (it kept what it downloaded while booting, in
//   STAGED: see static/sw-register.js), so the runtime is not downloaded twice, even in a private
//   window whose HTTP cache does not keep the big files; on an update, the older version's, so only
//   what changed comes down. The others are fetched, revalidating (an old HTTP-cached copy never
//   lands in a new version's cache) and checked against INTEGRITY. The first version takes over at
//   once; a new version waits until the page says so ({type: "skip-waiting"}), so a game in
//   progress is never reloaded under the player;
// - OPTIONAL files are kept only where their download pays: the ~7 MB snapshot saves about a second
//   per visit, so on a slow link it costs more than it gains. They come from the page's copies (the
//   page fetched the snapshot only because its link was fast and handed it over only once restored:
//   static/interpreter.mjs), or on an update are downloaded when the older version kept one of the
//   same kind (that player's link was fast, and that is the snapshot their engine restores). Otherwise
//   they are left out, and a missing one fails nothing: the page then starts Python from scratch.
//   The standard library's rest (.ci/build/stdlib.py) is one too: never precached, but kept once a
//   page asks for it (py/table/browser/rest_of_stdlib.py), so that player's offline visits have it
//   and updates bring it again;
// - fetch: same-origin GETs are served cache-first; navigations to the app's directory get index.html;
//   cross-origin requests are never touched, never cached. A file of the build missing from the
//   cache is downloaded, checked against INTEGRITY and kept again, so one online visit mends it.
//   A page (what a navigation gets) is hashed before it is served: one cut short may never fail
//   (no main.py tag, or no boot-guard.js), so nothing would ever ask for the check below, and the
//   game would say "Setting up the table..." forever. It is small (measured in Chromium: about
//   1 ms to read and hash index.html's 16 kB; a reload's page came about 1 ms later). A damaged
//   one is dropped and the network's, checked, is served and kept; failing that, the site's as it
//   comes when a newer version of this worker is on its way (the site has moved on), else a card
//   of the worker's own says what is wrong (PAGE_CARD);
// - activate: delete this app's caches of other versions, then control the open pages. The cache is
//   checked (below) once a page of this version is up ({type: "ready"}, from static/sw-register.js):
//   during activation it would hold up the pages' requests, and beside a page's start it slows that
//   start (measured in Chromium: the whole check takes about 0.15 s, and a reload beside it was about
//   0.1 s slower to be ready);
// - check: every kept file is hashed against INTEGRITY; a damaged one is dropped (served again, it
//   would fail every visit), and what is damaged or missing is downloaded again, checked, when the
//   network allows. Run once after activation (above) and whenever a page asks ({type: "check"}
//   with a MessagePort: static/boot-guard.js does when a start fails or stalls); the port is told
//   {broken} (paths damaged or missing) once the cache is checked, then {broken, left, site} once
//   the repair is done: left, those still missing; site, those of them the site itself served
//   damaged or not at all (its copy is damaged, or another version is being put in place), so the
//   page tells "try again later" rather than "connect to the internet". Files other than pages are
//   never hashed on the way to a page.

const VERSION = "__DOMINO_VERSION__";
const PRECACHE = ["__DOMINO_PRECACHE__"];
const OPTIONAL = ["__DOMINO_OPTIONAL__"];
/** @type {Record<string, string>} */
const INTEGRITY = {"__DOMINO_INTEGRITY__": ""};
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

// Several copies of the app may live on one origin under different paths: key caches by scope.
// Names the page uses too ("__DOMINO_...__") are stamped by the build from .ci/build/names.py.
const PREFIX = "__DOMINO_CACHE_PREFIX__" + sw.registration.scope + ":";
const CACHE = PREFIX + VERSION;
const STAGED = PREFIX + "__DOMINO_STAGED__"; // the page's copies of what it downloaded, for the first install

/** @param {ArrayBuffer} bytes */
async function digest(bytes) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return "sha256-" + btoa(String.fromCharCode(...hash));
}

// [request, response] for one file of the build: a copy the browser has, when it is the right one;
// else downloaded, or null when `download` is false.
/**
 * @param {Cache} staged
 * @param {string} path
 * @returns {Promise<[Request, Response] | null>}
 */
async function precached(staged, path, download = true) {
  const request = new Request(path, { cache: "no-cache" });
  for (const copy of [await staged.match(request), await caches.match(request)]) {
    if (!copy) continue;
    const body = await copy.arrayBuffer();
    if ((await digest(body)) === INTEGRITY[path]) {
      const { status, statusText, headers } = copy;
      return [request, new Response(body, { status, statusText, headers })];
    }
  }
  if (!download) return null;
  const response = await fetch(request, { integrity: INTEGRITY[path] });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return [request, response];
}

// The kind of an optional file: the memory snapshot for Blink and Gecko, or WebKit's own (build.py
// names them so; a player's browser restores one kind only), or the standard library's rest.
/** @param {string} url */
const kindOf = (url) =>
  url.endsWith("__DOMINO_WEBKIT_SNAPSHOT_SUFFIX__") ? "webkit" : url.endsWith("__DOMINO_SNAPSHOT_SUFFIX__") ? "snapshot"
    : url.endsWith("__DOMINO_STDLIB_REST__") ? "rest" : null;

// The kinds of optional file an older version of this app kept: that player's link was fast, and
// that is the snapshot their engine restores; or a page of theirs asked for the standard library's rest.
async function keptKinds() {
  const kinds = new Set();
  for (const key of await caches.keys()) {
    if (!key.startsWith(PREFIX) || key === STAGED) continue;
    for (const request of await (await caches.open(key)).keys()) {
      const kind = kindOf(request.url);
      if (kind) kinds.add(kind);
    }
  }
  return kinds;
}

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      // All or nothing, like cache.addAll: nothing is stored unless every file came.
      const staged = await caches.open(STAGED);
      const kept = await keptKinds();
      // Never null: each is downloaded when no copy is right.
      const files = /** @type {[Request, Response][]} */ (await Promise.all(PRECACHE.map((path) => precached(staged, path))));
      const extras = await Promise.all(
        OPTIONAL.map((path) => precached(staged, path, kept.has(kindOf(path))).catch(() => null)),
      );
      const cache = await caches.open(CACHE);
      const all = [...files, ...extras.flatMap((extra) => (extra ? [extra] : []))];
      await Promise.all(all.map(([request, response]) => cache.put(request, response)));
      await caches.delete(STAGED);
      if (!sw.registration.active) await sw.skipWaiting(); // first install: nothing to replace
    })(),
  );
});

let unchecked = false; // activated, the cache not checked yet

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await sw.clients.claim();
      unchecked = true;
    })(),
  );
});

sw.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  if (type === "__DOMINO_MESSAGE_SKIP_WAITING__") sw.skipWaiting();
  if (type === "__DOMINO_MESSAGE_READY__" && unchecked) {
    unchecked = false;
    event.waitUntil(check().catch(() => {}));
  }
  if (type === "__DOMINO_MESSAGE_KEEP_SNAPSHOT__") event.waitUntil(keepSnapshot(String(event.data.url)).catch(() => {}));
  const port = event.ports && event.ports[0];
  if (type === "__DOMINO_MESSAGE_CHECK__" && port) event.waitUntil(check((broken) => port.postMessage({ broken })).then(
    (answer) => port.postMessage(answer), () => port.postMessage({ broken: [], left: [], site: [] })));
});

// The memory snapshot a page started without (its first link was slow, or this worker was not there
// yet), downloaded in the background and kept: every later visit restores it. Only a snapshot of this
// build, and only when this version keeps none of that kind; the page decides when (sw-register.js).
/** @param {string} url */
async function keepSnapshot(url) {
  const scope = new URL(sw.registration.scope);
  const path = url.startsWith(scope.href) ? new URL(url).pathname.slice(scope.pathname.length) : "";
  if (!OPTIONAL.includes(path)) return;
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) if (kindOf(request.url) === kindOf(path)) return;
  const request = new Request(path, { cache: "no-cache" });
  const response = await fetch(request, { integrity: INTEGRITY[path] });
  if (response.ok) await cache.put(request, response);
}

// Downloads one file of the build, checked against its digest, and keeps it; the response to serve.
// `kept` receives the cache write (waitUntil), so the response streams to the page meanwhile.
/**
 * @param {Cache} cache
 * @param {string} path
 * @param {(write: Promise<void>) => void} kept
 */
async function restore(cache, path, kept) {
  const request = new Request(path, { cache: "no-cache" });
  const response = await fetch(request, { integrity: INTEGRITY[path] });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  kept(cache.put(request, response.clone()));
  return response;
}

// A .wasm kept or served without its type would be refused, and blamed on the server.
/**
 * @param {string} path
 * @param {Response} response
 */
const typed = (path, response) =>
  !path.endsWith(".wasm") || /^application\/wasm/.test(response.headers.get("content-type") || "");

// One file of the build from the network, read whole and checked against INTEGRITY: the response,
// or why not: "offline" (nothing came) or "site" (the site answered, with other bytes or an error:
// its copy is damaged, or another version of the game is being put in place).
/**
 * @param {string} path
 * @returns {Promise<Response | "offline" | "site">}
 */
async function download(path) {
  let response, body;
  try {
    response = await fetch(new Request(path, { cache: "no-cache" }));
    body = await response.arrayBuffer();
  } catch (_) {
    return "offline";
  }
  if (!response.ok || !typed(path, response) || (await digest(body)) !== INTEGRITY[path]) return "site";
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

// Checks every kept file against INTEGRITY, drops the damaged ones, tells `checked` the paths damaged
// or missing, then downloads those (the optional files aside: they are dropped only) and
// returns {broken, left, site}: left, those still missing; site, those of them the site answered
// for (download). One check at a time: a caller during one shares it.
/** @typedef {{left: string[], site: string[]}} Repaired */
/** @typedef {{broken: string[], repair: Promise<Repaired>}} Checked */
/** @type {Promise<Checked> | null} */
let checking = null;
/** @param {(broken: string[]) => void} checked */
function check(checked = () => {}) {
  if (!checking) {
    const run = (checking = checkAll());
    run.then(({ repair }) => repair, () => {}).then(() => (checking = null));
  }
  return checking.then(async ({ broken, repair }) => {
    checked(broken);
    return { broken, ...(await repair) };
  });
}

/** @returns {Promise<Checked>} */
async function checkAll() {
  const cache = await caches.open(CACHE);
  const bad = await Promise.all(
    [...PRECACHE, ...OPTIONAL].map(async (path) => {
      const copy = await cache.match(path);
      if (!copy) return !OPTIONAL.includes(path);
      if (typed(path, copy) && (await digest(await copy.arrayBuffer())) === INTEGRITY[path]) return false;
      await cache.delete(path);
      return true;
    }),
  );
  const broken = [...PRECACHE, ...OPTIONAL].filter((_, i) => bad[i]);
  const repair = Promise.all(
    broken.filter((path) => !OPTIONAL.includes(path)).map(async (path) => {
      const fresh = await download(path);
      if (typeof fresh === "string") return { path, why: fresh }; // left for a later visit
      try {
        await cache.put(path, fresh);
        return null;
      } catch (_) {
        return { path, why: "offline" }; // no room to keep it: left for a later visit
      }
    }),
  ).then((found) => {
    const left = found.flatMap((one) => (one ? [one] : []));
    return { left: left.map((one) => one.path), site: left.flatMap((one) => (one.why === "site" ? [one.path] : [])) };
  });
  return { broken, repair };
}

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return; // not ours: the browser handles it, uncached
  event.respondWith(cacheFirst(request, url, (write) => event.waitUntil(write)));
});

/** @type {Promise<Cache> | null} */
let opened = null; // this version's cache, opened once rather than for every request
/**
 * @param {Request} request
 * @param {URL} url
 * @param {(write: Promise<void>) => void} kept
 */
async function cacheFirst(request, url, kept) {
  const cache = await (opened || (opened = caches.open(CACHE)));
  const scope = sw.registration.scope;
  const inScope = url.href.startsWith(scope);
  let path = inScope ? url.pathname.slice(new URL(scope).pathname.length) : "";
  if (request.mode === "navigate" && inScope) {
    if (path === "" || path.endsWith("/")) path += "index.html";
    if (PRECACHE.includes(path)) return page(cache, path, request, kept);
  }
  const hit = await cache.match(request);
  if (hit) return hit;
  // Missing from the cache, a file of this build: downloaded, checked and kept (again); of the
  // optional ones, only the rest of the standard library (a page asked for it: it needs it offline too).
  if (PRECACHE.includes(path) || (OPTIONAL.includes(path) && kindOf(path) === "rest")) {
    try {
      return await restore(cache, path, kept);
    } catch (_) {
      // offline, or the server has moved on to another version: as it comes, not kept
    }
  }
  return fetch(request);
}

// A page of the build for a navigation: the kept copy when it hashes right; else the network's,
// checked, kept again; else the network's as it comes when a newer version of this worker is on its
// way (the site has moved on: that page is the new version's); else PAGE_CARD's card.
/**
 * @param {Cache} cache
 * @param {string} path
 * @param {Request} request
 * @param {(write: Promise<void>) => void} kept
 */
async function page(cache, path, request, kept) {
  const copy = await cache.match(path);
  if (copy) {
    const body = await copy.arrayBuffer();
    if ((await digest(body)) === INTEGRITY[path]) {
      const { status, statusText, headers } = copy;
      return new Response(body, { status, statusText, headers });
    }
    await cache.delete(path);
  }
  const fresh = await download(path);
  if (typeof fresh !== "string") {
    kept(cache.put(path, fresh.clone()));
    return fresh;
  }
  if (fresh === "site" && (sw.registration.installing || sw.registration.waiting)) {
    try {
      return await fetch(request);
    } catch (_) {
      // gone in the meantime: the card
    }
  }
  return new Response(PAGE_CARD[fresh], {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

// The card a navigation gets when its page cannot be had whole: the same cause and repair state as
// static/boot-guard.js's card (body[data-boot-error="file"], body[data-repair]). Its own words and
// style, whole: the game's stylesheets may be what is damaged. Nothing of the request goes in it.
// Try again is a plain link back to this address. Back online, the page reloads by itself once
// the network answers this worker (a GET of this address that it passes on): the "online" event
// may come before the link works, and the page's network may come up before the worker's.
/** @param {string} state @param {string} say */
const pageCard = (state, say) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Dominoes</title>' +
  "<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0d4d33;" +
  "color:#f4f1e8;font:16px/1.45 system-ui,sans-serif}main{max-width:32rem;padding:24px}" +
  "h1{font-size:1.1rem}a{display:inline-block;margin-top:8px;padding:10px 18px;border-radius:8px;" +
  "background:#f4f1e8;color:#0d4d33;font-weight:700;text-decoration:none}</style></head>" +
  '<body data-phase="menu" data-boot-error="file" data-repair="' + state + '"><main id="boot" role="alert">' +
  "<h1>The game could not load.</h1><p>" + say + "</p>" +
  "<p>Your saved games, coins and records are safe: nothing was changed.</p>" +
  '<a id="recover-retry" href="">Try again</a></main>' +
  "<script>var tries = 0; function probe() { fetch(location.href, { cache: 'no-store' })" +
  ".then(function () { location.reload(); }, function () { if (++tries < 30) setTimeout(probe, 1000); }); }" +
  "addEventListener('online', function () { tries = 0; probe(); });</script></body></html>";
const PAGE_CARD = {
  offline: pageCard("offline", "This browser's copy of the game was damaged. Connect to the internet and try again: it will be repaired."),
  site: pageCard("site", "The game's files on this site are damaged, or are being updated. Try again later."),
};
