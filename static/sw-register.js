// @ts-check
// Registers the offline service worker (./service-worker.js) once Python is ready, and runs the
// "Update ready" flow.
//
// Registering only after body[data-ready="1"] keeps the worker's precache (the runtime) from competing
// with the first boot. On that first visit the page keeps a copy of every response it fetches while it
// boots (the runtime, the wheel, and the memory snapshot only if the link was fast enough to fetch
// it), and hands them to the worker's install through a staging cache before registering: the worker
// checks their digests and downloads nothing twice, even in a private window, whose in-memory HTTP
// cache does not keep the big files; and it keeps the snapshot only when it was handed over.
// Never throws: on file://, in an iframe, or where service workers are unavailable or refused, it
// registers nothing and the app simply runs online.
//
// Updates: a new build's worker installs in the background and waits. It never takes over a page in
// the middle of a hand: the page shows "Update ready. Restart now" (#update); the switch happens when
// the player presses it, or by itself when the page is on the menu with no game to continue. Either
// way the page fires `domino:before-update` (the save layer may flush), tells the waiting worker to
// take over, and reloads once it controls the page.
//
// With several tabs open, the first one to switch activates the new worker for all of them; the
// others still run the old page, keep their banner, and reload at once when asked (the new worker
// is already active: no controllerchange will come for them).

// Names the offline worker uses too ("__DOMINO_...__") are stamped by the build from .ci/build/names.py.
const isReady = () => document.body !== null && document.body.dataset.ready === "1";
/** @type {ServiceWorker | null} */
let waiting = null; // the installed worker of a new version, waiting for the go-ahead
let switching = false;
let reloading = false;
// The worker that served this page (null on a first visit); read before anything can replace it.
const servedBy = (() => {
  try {
    return navigator.serviceWorker.controller;
  } catch (_) {
    return null; // no service workers here (file://, sandboxed frame, ...)
  }
})();

// The page's downloads, kept for the first install (nothing to keep once a worker serves the page).
const scope = new URL("./", location.href).href;
const STAGED = "__DOMINO_CACHE_PREFIX__" + scope + ":" + "__DOMINO_STAGED__"; // the worker's STAGED
/** @type {Response[]} */
const kept = [];
/** @type {typeof fetch | null} */
let plainFetch = null;

function offline() {
  try {
    return (
      (location.protocol === "http:" || location.protocol === "https:") &&
      window.top === window.self && // embedded (a portal's iframe): stay out of its storage
      "serviceWorker" in navigator &&
      "caches" in window
    );
  } catch (_) {
    return false; // SecurityError in sandboxed frames, disabled storage, ...
  }
}

function keepDownloads() {
  const fetched = (plainFetch = window.fetch);
  /** @type {typeof fetch} */
  window.fetch = function (input, init) {
    const pending = fetched.call(this, input, init);
    const method = (init && init.method) || (input instanceof Request ? input.method : "GET");
    if (method.toUpperCase() === "GET") {
      // Cloned before whoever called fetch reads the body: this reaction is the promise's first.
      pending.then(
        (response) => {
          if (response.ok && response.type === "basic" && response.url.startsWith(scope)) kept.push(response.clone());
        },
        () => {},
      );
    }
    return pending;
  };
}

async function handOver() {
  if (plainFetch) window.fetch = plainFetch;
  // A memory snapshot is handed over only when this page restored it (static/interpreter.mjs).
  const restored = document.documentElement.dataset.snapshot === "restored";
  const copies = kept.splice(0).filter((response) => restored || !new URL(response.url).pathname.endsWith("__DOMINO_SNAPSHOT_SUFFIX__")); // either kind
  if (!copies.length) return;  // a visit the worker already serves: no staging cache left behind
  try {
    const cache = await caches.open(STAGED);
    await Promise.all(copies.map((response) => cache.put(response.url, response)));
  } catch (_) {
    // no room, or storage refused: the worker downloads what it lacks
  }
}

function reloadOnce() {
  if (reloading) return;
  reloading = true;
  location.reload();
}

// The new version already took over (another tab switched): nothing left to wait for.
/** @param {ServiceWorker} worker */
const alreadyActive = (worker) =>
  worker.state === "activated" || worker.state === "redundant" || navigator.serviceWorker.controller === worker;

function quietMoment() {
  // No hand in progress: the menu, with no game to continue.
  return document.body.dataset.phase === "menu" && !document.querySelector('[data-action="continue"]');
}

function applyUpdate() {
  if (!waiting || switching) return;
  switching = true;
  document.dispatchEvent(new CustomEvent("domino:before-update"));
  const worker = waiting;
  if (alreadyActive(worker)) {
    reloadOnce();
    return;
  }
  worker.addEventListener("statechange", () => {
    if (alreadyActive(worker)) reloadOnce();
  });
  worker.postMessage({ type: "__DOMINO_MESSAGE_SKIP_WAITING__" });
}

/** @param {ServiceWorker} worker */
function offer(worker) {
  waiting = worker;
  document.body.dataset.update = "ready";
  if (quietMoment()) {
    applyUpdate();
    return;
  }
  const banner = document.getElementById("update");
  if (banner) banner.hidden = false;
}

/** @param {ServiceWorkerRegistration} registration */
function watch(registration) {
  /** @param {ServiceWorker | null} worker */
  const consider = (worker) => {
    if (!worker) return;
    const check = () => {
      // "installed" with an active worker already controlling pages: a new version is waiting.
      if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
    };
    worker.addEventListener("statechange", check);
    check();
  };
  consider(registration.waiting);
  registration.addEventListener("updatefound", () => consider(registration.installing));
  // A page served by an older worker, now controlled by another one: a new version took over from
  // another tab (maybe before this page was ready to watch). This page still runs the old version.
  const takenOver = () => {
    const now = navigator.serviceWorker.controller;
    if (servedBy && now && now !== servedBy) offer(now);
  };
  takenOver();
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (switching) reloadOnce();
    else takenOver();
  });
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest('[data-action="update"]')) applyUpdate();
  });
  // Look for a new version when the player comes back, and on the way back to the menu.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {});
  });
  new MutationObserver(() => {
    if (waiting && quietMoment()) applyUpdate();
  }).observe(document.body, { attributes: true, attributeFilter: ["data-phase"] });
}

// A page that started without its engine's memory snapshot (data-snapshot-later: a slow first
// link, no worker yet to keep it, or a browser cache that let it go) fetches it in the background
// once a hand is under way, so that every later visit restores it; never where the player asks to
// save data (Save-Data) or on a 2G or 3G link. With the offline worker, the worker keeps it. Without
// one (a portal's frame, a browser with no service workers), the browser's HTTP cache keeps it, where
// static/interpreter.mjs looks on the next visit.
/** @param {(url: string) => void} fetchIt */
function snapshotLater(fetchIt) {
  const url = document.documentElement.dataset.snapshotLater;
  if (!url) return;
  const link = /** @type {{saveData?: boolean, effectiveType?: string} | undefined} */ (
    /** @type {{connection?: unknown}} */ (navigator).connection);
  if (link && (link.saveData || /2g|3g/.test(link.effectiveType || ""))) return;
  if (document.body.dataset.phase === "playing") {
    fetchIt(url);
    return;
  }
  const observer = new MutationObserver(() => {
    if (document.body.dataset.phase !== "playing") return;
    observer.disconnect();
    fetchIt(url);
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ["data-phase"] });
}

/** @param {string} url */
function workerKeeps(url) {
  navigator.serviceWorker.ready.then((registration) => {
    if (registration.active) registration.active.postMessage({ type: "__DOMINO_MESSAGE_KEEP_SNAPSHOT__", url });
  });
}

// Read to its end, as the HTTP cache keeps only a whole response; the bytes themselves are dropped.
/** @param {string} url */
function httpCacheKeeps(url) {
  fetch(url, /** @type {RequestInit} */ ({ priority: "low", mode: "same-origin" }))
    .then((response) => (response.ok && response.body ? response.body.pipeTo(new WritableStream()) : undefined))
    .catch(() => {}); // offline, or the page left: the next visit starts without it again
}

async function register() {
  let keeper = httpCacheKeeps; // until a worker is registered to keep the snapshot
  try {
    if (offline()) {
      await handOver();
      const registration = await navigator.serviceWorker.register("./service-worker.js");
      // None when registration is stubbed out (an extension, a test harness blocking workers).
      if (registration) {
        watch(registration);
        // Up: a worker just activated checks its cache now (service-worker.js), not beside the start.
        if (navigator.serviceWorker.controller) navigator.serviceWorker.controller.postMessage({ type: "__DOMINO_MESSAGE_READY__" });
        keeper = workerKeeps;
      }
    }
  } catch (_) {
    // SecurityError in sandboxed frames, disabled storage, ...: run without offline support.
  }
  snapshotLater(keeper);
}

try {
  if (offline() && !isReady() && !navigator.serviceWorker.controller) keepDownloads();
  if (isReady()) {
    register();
  } else {
    const observer = new MutationObserver(() => {
      if (isReady()) {
        observer.disconnect();
        register();
      }
    });
    observer.observe(document.documentElement, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-ready"],
    });
  }
} catch (_) {
  // never let offline support break the page
}
