// @ts-check
// Boot of the single-file build (dist/domino.html), inlined by .ci/build/single.py: starts
// Pyodide from the inlined blobs; fetches under INLINE (Pyodide's indexURL) are
// answered from the page instead of the network.
const INLINE = "/__inline__/";
/** @type {Record<string, Promise<Uint8Array<ArrayBuffer>>>} */
const blobs = {};
/** @param {string} id */
const inline = (id) => /** @type {HTMLElement} */ (document.getElementById("inline:" + id));
/**
 * @param {string} name
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
async function inlined(name) {
  const el = inline(name);
  const res = await fetch("data:application/octet-stream;base64," + (el.textContent || "").trim());
  const body = el.dataset.gzip ? res.body && res.body.pipeThrough(new DecompressionStream("gzip")) : res.body;
  return new Uint8Array(await new Response(body).arrayBuffer());
}
/** @type {Record<string, string>} */
const TYPES = {"pyodide.asm.wasm": "application/wasm", "python_stdlib.zip": "application/zip"};
const realFetch = globalThis.fetch.bind(globalThis);
/** @type {typeof fetch} */
const answered = (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  const at = url.indexOf(INLINE);
  if (at >= 0) {
    const name = url.slice(at + INLINE.length);
    return blobs[name].then((data) => new Response(data, {
      headers: {"Content-Type": TYPES[name] || "application/octet-stream"}}));
  }
  return realFetch(input, init);
};
globalThis.fetch = answered;
/** @param {unknown} error */
function fail(error) {
  console.error(error);
  const out = document.getElementById("menu-error");
  if (out) out.textContent = "The game could not start: " + error;
}
(async () => {
  for (const name of ["pyodide.asm.wasm", "python_stdlib.zip"]) blobs[name] = inlined(name);
  /** @param {string} name */
  const moduleOf = async (name) =>
    import(URL.createObjectURL(new Blob([await inlined(name)], {type: "text/javascript"})));
  const {loadPyodide} = await moduleOf("pyodide.mjs");
  const createPyodideModule = (await moduleOf("pyodide.asm.mjs")).default;
  const pyodide = await loadPyodide({
    indexURL: "__INDEX__", lockFileContents: inline("lock").textContent || "",
    createPyodideModule, checkAPIVersion: true,
  });
  pyodide.unpackArchive(await inlined("app.whl"), "zip", {extractDir: "/home/pyodide"});
  pyodide.runPython("import os, sys; os.chdir('/home/pyodide'); sys.path.insert(0, '/home/pyodide')");
  pyodide.runPython(inline("main.py").textContent || "", {filename: "main.py"});
})().catch(fail);
