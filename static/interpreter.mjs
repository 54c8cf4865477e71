// The interpreter PyScript loads (pyscript.json names this file): the vendored Pyodide, restored
// from the build's memory snapshot when there is one. The snapshot holds Python already started
// with every module of the app imported, so a page skips those seconds of CPU; its name (it carries
// a hash) comes from index.html's preload tag, which the build writes with it. When it cannot be
// used (no DecompressionStream, a failed download, a snapshot this Pyodide refuses), Python starts
// from scratch as without one.
//
// PyScript takes the runtime's folder from this file's URL: indexURL points it back at vendor/.
import { loadPyodide as loadRuntime, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;

function snapshotURL() {
  const link = document.querySelector('link[rel="preload"][data-snapshot]');
  return link && typeof DecompressionStream === "function" ? link.href : null;
}

// Pyodide's snapshot header: a magic number, the header's length; then whole pages of memory.
// Checked here because a truncated one would size the wasm memory wrong and fail where Pyodide
// only warns and waits forever.
const MAGIC = 1886286592;
const PAGE = 65536;

function inflate(packed) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./inflate-worker.js", import.meta.url));
    const done = (settle, value) => {
      worker.terminate();
      settle(value);
    };
    worker.onmessage = ({ data }) =>
      data instanceof ArrayBuffer ? done(resolve, new Uint8Array(data)) : done(reject, new Error(data));
    worker.onerror = (event) => done(reject, new Error(event.message || "the unzip worker failed"));
    worker.postMessage(packed, [packed]);
  });
}

async function unpack(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const bytes = await inflate(await response.arrayBuffer());
  const [magic, header] = bytes.length >= 8 ? new Uint32Array(bytes.buffer, 0, 2) : [0, 0];
  if (magic !== MAGIC || header >= bytes.length || (bytes.length - header) % PAGE !== 0) {
    throw new Error(`${url} is not a whole memory snapshot`);
  }
  return bytes;
}

export async function loadPyodide(options = {}) {
  const url = snapshotURL();
  if (url) {
    try {
      // Handed over as a promise: the runtime's own downloads and compilation go on meanwhile.
      // Its failure is handled below (not an unhandled rejection for index.html's boot guard).
      const snapshot = unpack(url);
      snapshot.catch(() => {});
      const pyodide = await loadRuntime({ ...options, indexURL, _loadSnapshot: snapshot });
      pyodide.runPython("__import__('random').seed()"); // not the same sequence at every visit
      document.documentElement.dataset.snapshot = "restored";
      return pyodide;
    } catch (error) {
      console.warn("The memory snapshot could not be used; Python starts from scratch.", error);
    }
  }
  document.documentElement.dataset.snapshot = "none";
  return loadRuntime({ ...options, indexURL });
}
