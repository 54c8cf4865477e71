// @ts-check
// Unzips the memory snapshot for static/interpreter.mjs off the page's main thread, where the
// menu must keep answering while the runtime starts, and as it arrives: the page hands over each
// gzipped chunk of the download (transferred, not copied) and then null for its end, so only the
// last chunk is left to unzip once the link has brought the whole file. Gives back the unzipped
// bytes (transferred), or an error's message.
const inflater = new DecompressionStream("gzip");
const writer = inflater.writable.getWriter();
const unzipped = new Response(inflater.readable).arrayBuffer();
unzipped.catch(() => {}); // told when the end comes (a damaged chunk makes closing fail too)

self.onmessage = async ({ data }) => {
  if (data) {
    writer.write(data).catch(() => {}); // queued in order; a damaged one fails the close below
    return;
  }
  try {
    await writer.close();
    const bytes = await unzipped;
    self.postMessage(bytes, [bytes]);
  } catch (error) {
    self.postMessage(String(error));
  }
};
