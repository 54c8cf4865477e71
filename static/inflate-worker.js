// @ts-check
// Unzips the memory snapshot for static/interpreter.mjs off the page's main thread, where the
// menu must keep answering while the runtime starts. Takes the gzipped bytes, gives back the
// unzipped ones (both transferred, not copied), or an error's message.
self.onmessage = async ({ data }) => {
  try {
    const unzipped = new Blob([data]).stream().pipeThrough(new DecompressionStream("gzip"));
    const bytes = await new Response(unzipped).arrayBuffer();
    self.postMessage(bytes, [bytes]);
  } catch (error) {
    self.postMessage(String(error));
  }
};
