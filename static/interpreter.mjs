// @ts-check
// The interpreter PyScript loads (pyscript.json names this file): the vendored Pyodide, restored
// from the build's memory snapshot when that pays. The snapshot holds Python already started with
// every module of the app imported, so a page skips the seconds of CPU that start takes (about 2.5 s
// on a desktop, four times that on a mid-range phone); but it is ~7 MB, which on a slow link costs
// more to download than it saves. So a first visit fetches it when the link, measured on the runtime's
// preloads as their bytes arrived (compressed or not: what the link carried), brings it within what it
// saves this device (SNAPSHOT_GAIN_S, times PHONE_SLOWER on a phone), and the offline worker keeps it
// only then (service-worker.js). After that it is restored from the worker's cache, or (no worker: a
// frame) from the HTTP cache; otherwise Python starts from scratch. Its name and size come from
// index.html's <meta name="domino-snapshot">, which the build writes with it. When it cannot be used
// (no DecompressionStream, a failed download, a snapshot this Pyodide refuses), Python starts from
// scratch as without one. Once restored, its decompressed 31 MB are let go.
//
// PyScript takes the runtime's folder from this file's URL: indexURL points it back at vendor/.
import { loadPyodide as loadRuntime, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
// What restoring the snapshot saves against a start from scratch (Python's start and the app's
// imports) on a desktop: tests/bench/boot.py's "snapshot gain cold", less a margin for its restore.
const SNAPSHOT_GAIN_S = 2.5;
// A mid-range phone starts Python about this many times slower than a desktop (tests/bench/phone.py
// runs at CPU x4): the snapshot saves it that much more, and pays on a slower link.
const PHONE_SLOWER = 4;
// The runtime's preloads must be in before Python can start either way, so waiting for them to
// measure the link costs nothing; past this, the link is too slow for any snapshot to pay.
const RUNTIME_BY_MS = 20000;
const RUNTIME = ["pyodide.asm.wasm", "python_stdlib.zip"]; // preloaded at navigation
// Pyodide's snapshot header: a magic number, the header's length; then whole pages of memory.
// Checked here because a truncated one would size the wasm memory wrong and fail where Pyodide
// only warns and waits forever.
const MAGIC = 1886286592;
const PAGE = 65536;

// Unzipped in a worker as the download arrives (static/inflate-worker.js): on a slow link, only
// the last chunk is left to unzip when the whole file is in.
/**
 * @param {Response} response
 * @returns {Promise<Uint8Array>}
 */
function inflate(response) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./inflate-worker.js", import.meta.url));
    /** @type {<T>(settle: (value: T) => void, value: T) => void} */
    const done = (settle, value) => {
      worker.terminate();
      settle(value);
    };
    worker.onmessage = ({ data }) =>
      data instanceof ArrayBuffer ? done(resolve, new Uint8Array(data)) : done(reject, new Error(data));
    worker.onerror = (event) => done(reject, new Error(event.message || "the unzip worker failed"));
    const hand = async () => {
      if (response.body) {
        const reader = response.body.getReader();
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          worker.postMessage(chunk.value, [chunk.value.buffer]);
        }
      }
      worker.postMessage(null); // the end (without a body, of nothing: not a snapshot, said below)
    };
    hand().catch((error) => done(reject, error)); // the link failed mid-download
  });
}

/** @param {Response | Promise<Response>} download */
async function unpack(download) {
  const response = await download;
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  const bytes = await inflate(response);
  const [magic, header] = bytes.length >= 8 ? new Uint32Array(bytes.buffer, 0, 2) : [0, 0];
  if (magic !== MAGIC || header >= bytes.length || (bytes.length - header) % PAGE !== 0) {
    throw new Error(`${response.url} is not a whole memory snapshot`);
  }
  return bytes;
}

// Bytes per second the link gave the runtime's preloads (their encoded bytes: what the link carried),
// once they are all in (Infinity when they all came from the HTTP cache: a visit after the first, the
// link not measured); 0 when they are not all in by RUNTIME_BY_MS.
function runtimeRate() {
  return new Promise((resolve) => {
    const seen = new Map();
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (RUNTIME.some((name) => entry.name.endsWith("/" + name))) seen.set(entry.name, entry);
      }
      if (seen.size < RUNTIME.length) return;
      observer.disconnect();
      const entries = [...seen.values()].filter((e) => e.transferSize >= e.encodedBodySize);
      if (!entries.length) return resolve(Infinity);
      const bytes = entries.reduce((sum, e) => sum + e.encodedBodySize, 0);
      const took = Math.max(...entries.map((e) => e.responseEnd)) - Math.min(...entries.map((e) => e.startTime));
      resolve((bytes * 1000) / Math.max(took, 1));
    });
    observer.observe({ type: "resource", buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(0);
    }, Math.max(0, RUNTIME_BY_MS - performance.now()));
  });
}

// A phone or a tablet, by what the browser says of itself: its CPU is the slow one PHONE_SLOWER
// stands for.
function isPhone() {
  const data = /** @type {{userAgentData?: {mobile?: boolean}}} */ (navigator).userAgentData;
  return Boolean(data && data.mobile) || /Android|iPhone|iPad|iPod|Mobi/.test(navigator.userAgent || "");
}

// WebKit (Safari, and every browser on an iPhone) cannot restore the snapshot Chromium makes
// ("call_indirect to a signature that does not match" in Pyodide's set-up), so the build makes it one
// of its own, named by the meta's data-webkit; Firefox restores Chromium's. The test is Pyodide's own
// for that engine (its IN_SAFARI): "Safari" in the user agent, "Chrome" not. The engine smoke
// (tests/engines) checks each engine's outcome on every run.
function isWebKit() {
  const agent = navigator.userAgent || "";
  return agent.indexOf("Chrome") === -1 && agent.indexOf("Safari") > -1;
}

// This engine's snapshot: {url, bytes}, or null when the build made none for it.
/** @param {HTMLMetaElement} meta */
function snapshotFor(meta) {
  const [name, bytes] = isWebKit() ? [meta.dataset.webkit, meta.dataset.webkitBytes] : [meta.content, meta.dataset.bytes];
  return name ? { url: new URL(name, location.href).href, bytes: Number(bytes) } : null;
}

/** @type {string | null} */
let chosen = null; // the snapshot's URL, once one is tried
let leaving = false; // a start cut short by leaving the page says nothing about the snapshot
addEventListener("pagehide", () => {
  leaving = true;
});

// A snapshot this engine refused is not kept: the offline worker's copy is dropped, so no later
// visit pays for it again (the page hands the worker none: static/sw-register.js). Refused means
// Python then started without it: a start that fails either way has lost a file of the runtime
// (the worker repairs it), and the whole snapshot is kept for the visits after.
/** @param {string} url */
async function forget(url) {
  try {
    // The worker's caches ("__DOMINO_...__": stamped by the build from .ci/build/names.py).
    for (const key of await caches.keys()) {
      if (key.startsWith("__DOMINO_CACHE_PREFIX__")) await (await caches.open(key)).delete(url);
    }
  } catch (_) {
    // no Cache Storage here (a frame, storage refused): nothing was kept
  }
}

// The offline worker's copy of `url`, or null (none kept; no Cache Storage here: a frame, storage
// refused).
/** @param {string} url */
async function keptCopy(url) {
  try {
    return (await caches.match(url)) || null;
  } catch (_) {
    return null;
  }
}

// The snapshot's response (or a promise of it), or null to start from scratch.
/** @returns {Promise<Response | Promise<Response> | null>} */
async function snapshotDownload() {
  const meta = /** @type {HTMLMetaElement | null} */ (document.querySelector('meta[name="__DOMINO_SNAPSHOT_META__"]'));
  const snapshot = meta && typeof DecompressionStream === "function" ? snapshotFor(meta) : null;
  if (!snapshot) return null;
  const url = (chosen = snapshot.url);
  // The worker kept it only if the link was fast (or fetched it later): restored from its cache,
  // never downloaded; and so whether or not the worker serves this page (a shift-reload, or a
  // worker that did not start in time, leaves a page uncontrolled with the copy still kept).
  const kept = await keptCopy(url);
  if (kept) return kept;
  if (navigator.serviceWorker && navigator.serviceWorker.controller) return null;
  const preloaded = RUNTIME.every((name) => document.querySelector(`link[rel="preload"][href$="/${name}"]`));
  const rate = preloaded ? await runtimeRate() : 0;
  if (rate === Infinity) {
    // A later visit without a worker (a frame): the snapshot is in the HTTP cache if the first visit's
    // link was fast enough to fetch it, or an earlier hand fetched it (static/sw-register.js), and the
    // cache has not let it go since. Never downloaded here (a miss logs ERR_CACHE_MISS): on a miss the
    // page asks for it later, like a first visit on a slow link.
    const cached = await fetch(url, { cache: "only-if-cached", mode: "same-origin" }).catch(() => null);
    return cached && cached.ok ? cached : null;
  }
  const gain = SNAPSHOT_GAIN_S * (isPhone() ? PHONE_SLOWER : 1);
  if (snapshot.bytes / rate < gain) return fetch(url);
  return null;
}

// Pyodide keeps the options it started with, the decompressed snapshot among them (31 MB held for
// nothing once restored).
/** @param {unknown} pyodide */
function letGo(pyodide) {
  const api = /** @type {{_api?: {config?: {_loadSnapshot?: unknown}}}} */ (pyodide)._api;
  if (api && api.config) api.config._loadSnapshot = undefined;
}

// The standard library's rest (.ci/build/stdlib.py) when the offline worker kept it (a page of this
// player's asked for it online): written where py/table/browser/rest_of_stdlib.py mounts it before
// Python's first line, since an import offline can neither download it nor wait for a promise.
const REST = new URL("../" + "__DOMINO_STDLIB_REST__", import.meta.url).href;
/**
 * @param {import("../vendor/pyodide/pyodide.mjs").PyodideAPI} pyodide
 * @param {Promise<Response | null>} rest
 */
async function withRest(pyodide, rest) {
  const kept = await rest;
  if (kept) {
    try {
      pyodide.FS.writeFile("__DOMINO_STDLIB_REST_MOUNTED__", new Uint8Array(await kept.arrayBuffer()));
    } catch (_) {
      // a copy that cannot be read: the import downloads it, as on a first use
    }
  }
  return pyodide;
}

// User Timing marks of the start-up's stages (read by tests/bench): "domino:python" once Python runs.
/** @type {<T>(pyodide: T) => T} */
const started = (pyodide) => {
  performance.mark("domino:python");
  return pyodide;
};

/** @param {import("../vendor/pyodide/pyodide.mjs").LoadOptions} options */
export async function loadPyodide(options = {}) {
  performance.mark("domino:runtime");
  const rest = keptCopy(REST); // looked up while the runtime loads
  /** @param {import("../vendor/pyodide/pyodide.mjs").PyodideAPI} pyodide */
  const up = (pyodide) => withRest(pyodide, rest).then(started);
  let unpacked = false; // whole and well formed: a failure after that is this engine refusing it
  try {
    const download = await snapshotDownload();
    if (download) {
      // Handed over as a promise: Pyodide's own start goes on meanwhile. Its failure is handled
      // below (not an unhandled rejection for the boot guard, static/boot-guard.js).
      const bytes = unpack(download);
      bytes.then(() => (unpacked = true), () => {});
      const pyodide = await loadRuntime({ ...options, indexURL, _loadSnapshot: bytes });
      letGo(pyodide);
      pyodide.runPython("__import__('random').seed()"); // not the same sequence at every visit
      document.documentElement.dataset.snapshot = "restored";
      return await up(pyodide);
    }
  } catch (error) {
    console.warn("The memory snapshot could not be used; Python starts from scratch.", error);
    document.documentElement.dataset.snapshot = "failed";
    document.documentElement.dataset.snapshotError = String((error && /** @type {{message?: string}} */ (error).message) || error).slice(0, 200);
    const refused = chosen && unpacked && !leaving ? chosen : null;
    return loadRuntime({ ...options, indexURL }).then((pyodide) => {
      if (refused) forget(refused);
      return up(pyodide);
    });
  }
  document.documentElement.dataset.snapshot = "none";
  if (chosen) document.documentElement.dataset.snapshotLater = chosen; // static/sw-register.js may fetch it
  return loadRuntime({ ...options, indexURL }).then(up);
}
