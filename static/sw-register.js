// Registers the offline service worker (./service-worker.js) once Python is ready.
//
// Registering only after body[data-ready="1"] keeps the worker's precache (the 14 MB runtime) from
// competing with the first boot; by then the files are in the HTTP cache and precaching is cheap.
// Never throws: on file://, in an iframe, or where service workers are unavailable or refused, it
// does nothing and the app simply runs online.

const isReady = () => document.body !== null && document.body.dataset.ready === "1";

function register() {
  try {
    if (location.protocol !== "http:" && location.protocol !== "https:") return;
    if (window.top !== window.self) return; // embedded (a portal's iframe): stay out of its storage
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("./service-worker.js").catch(() => {});
  } catch (_) {
    // SecurityError in sandboxed frames, disabled storage, ...: run without offline support.
  }
}

try {
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
