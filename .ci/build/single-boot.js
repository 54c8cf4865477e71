// Boot of the single-file build (dist/domino.html), inlined by .ci/build/single.py: starts
// Pyodide from the inlined blobs; fetches under INLINE (Pyodide's indexURL) are
// answered from the page instead of the network.
const INLINE = "/__inline__/";
const blobs = {};
async function inlined(name) {
  const el = document.getElementById("inline:" + name);
  const res = await fetch("data:application/octet-stream;base64," + el.textContent.trim());
  const body = el.dataset.gzip ? res.body.pipeThrough(new DecompressionStream("gzip")) : res.body;
  return new Uint8Array(await new Response(body).arrayBuffer());
}
const TYPES = {"pyodide.asm.wasm": "application/wasm", "python_stdlib.zip": "application/zip"};
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input, init) => {
  const url = String(input && input.url !== undefined ? input.url : input);
  const at = url.indexOf(INLINE);
  if (at >= 0) {
    const name = url.slice(at + INLINE.length);
    return blobs[name].then((data) => new Response(data, {
      headers: {"Content-Type": TYPES[name] || "application/octet-stream"}}));
  }
  return realFetch(input, init);
};
function fail(error) {
  console.error(error);
  const out = document.getElementById("menu-error");
  if (out) out.textContent = "The game could not start: " + error;
}
(async () => {
  for (const name of ["pyodide.asm.wasm", "python_stdlib.zip"]) blobs[name] = inlined(name);
  const moduleOf = async (name) =>
    import(URL.createObjectURL(new Blob([await inlined(name)], {type: "text/javascript"})));
  const {loadPyodide} = await moduleOf("pyodide.mjs");
  const createPyodideModule = (await moduleOf("pyodide.asm.mjs")).default;
  const pyodide = await loadPyodide({
    indexURL: "__INDEX__", lockFileContents: document.getElementById("inline:lock").textContent,
    createPyodideModule, checkAPIVersion: true,
  });
  pyodide.unpackArchive(await inlined("app.whl"), "zip", {extractDir: "/home/pyodide"});
  pyodide.runPython("import os, sys; os.chdir('/home/pyodide'); sys.path.insert(0, '/home/pyodide')");
  pyodide.runPython(document.getElementById("inline:main.py").textContent, {filename: "main.py"});
})().catch(fail);
