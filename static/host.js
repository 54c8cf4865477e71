// @ts-check
// The one face a games portal's SDK shows the game (window.dominoHost; py/table/browser/hosts.py
// calls it). A portal build (`python build.py build --portal NAME`) loads the portal's SDK, this
// script, then static/host-NAME.js, which hands window.dominoHosting its adapter: the SDK calls for
// each of the game's moments. Here is what every adapter shares:
//  - every SDK call is guarded: one that throws or rejects is a warning, never a broken game;
//  - the first frame is announced at the first paint, and once, whoever asks again;
//  - what the host says (pause, resume, mute, its language) before Python listens is kept, the
//    latest of each, and told the moment it listens;
//  - a break always ends: when the SDK has none to show, when it fails, or after BREAK_CAP_MS;
//    so does a rewarded ad, which says whether it played to the end (only then are coins paid);
//  - the host's storage (py/table/storage/hosted.py) answers each load or save exactly once,
//    `settled(ok, text)`, whether its SDK resolves, rejects or throws.
(function () {
  var BREAK_CAP_MS = 90000;   // the longest wait for an ad (they run 30 s at most): the game goes on after

  /** @param {string} what @returns {(error: unknown) => void} */
  function warn(what) {
    return function (error) { console.warn("portal SDK: " + what + " failed", error); };
  }
  /** @param {string} what @param {() => unknown} call */
  function safely(what, call) {
    try {
      var out = call();
      if (out && typeof (/** @type {Promise<unknown>} */ (out)).then === "function") {
        (/** @type {Promise<unknown>} */ (out)).then(undefined, warn(what));
      }
    } catch (error) {
      warn(what)(error);
    }
  }

  /** @param {string} what @param {() => unknown} call @param {(ok: boolean, text: string | null) => void} settled */
  function settle(what, call, settled) {
    var failed = function (/** @type {unknown} */ error) { warn(what)(error); settled(false, String(error)); };
    try {
      Promise.resolve(call()).then(function (value) {
        settled(true, value === null || value === undefined ? null : String(value));
      }, failed);
    } catch (error) {
      failed(error);
    }
  }

  /** An ad, ended once whatever its SDK does: `done(value)` with what it resolved to, or
   * `done(false)` when it failed, there was none, or BREAK_CAP_MS passed.
   * @param {string} what @param {(() => Promise<unknown>) | null} show @param {(value: unknown) => void} done */
  function adBreak(what, show, done) {
    var over = false;
    var end = function (/** @type {unknown} */ value) { if (!over) { over = true; clearTimeout(cap); done(value); } };
    var cap = setTimeout(function () { end(false); }, BREAK_CAP_MS);
    if (!show) { end(false); return; }
    try {
      show().then(end, function (error) { warn(what)(error); end(false); });
    } catch (error) {
      warn(what)(error);
      end(false);
    }
  }

  window.dominoHosting = function (name, adapter) {
    var data = adapter.data;
    var rewarded = adapter.rewarded;
    /** @type {DominoHears | null} */
    var hears = null;
    /** @type {{pause: boolean | null, muted: boolean | null, language: string | null}} */
    var kept = { pause: null, muted: null, language: null };
    var framed = false;

    /** @type {DominoHears} */
    var tell = {
      pause: function () { if (hears) hears.pause(); else kept.pause = true; },
      resume: function () { if (hears) hears.resume(); else kept.pause = false; },
      mute: function (muted) { if (hears) hears.mute(muted); else kept.muted = muted; },
      language: function (tag) { host.tag = tag; if (hears) hears.language(tag); else kept.language = tag; },
    };

    /** @type {DominoHost} */
    var host = {
      name: name,
      breaks: Boolean(adapter.ad),
      language: adapter.language ? adapter.language.then(function (tag) { tell.language(tag); return tag; }) : null,
      tag: null,
      data: data ? {
        limit: data.limit,
        load: function (settled) { settle("loadData", function () { return data && data.load(); }, settled); },
        save: function (text, settled) { settle("saveData", function () { return data && data.save(text); }, settled); },
      } : null,
      firstFrame: function () {
        if (framed) return;
        framed = true;
        if (adapter.firstFrame) safely("firstFrame", adapter.firstFrame);
      },
      loaded: function () { host.firstFrame(); if (adapter.loaded) safely("loaded", adapter.loaded); },
      gameplay: function (on) { if (adapter.gameplay) safely("gameplay", function () { return adapter.gameplay && adapter.gameplay(on); }); },
      commercialBreak: function (done) {
        adBreak("commercialBreak", adapter.ad || null, function () { done(); });
      },
      get rewards() { return Boolean(rewarded && rewarded.ready()); },
      rewardedBreak: function (done) {
        adBreak("rewardedBreak", rewarded ? rewarded.show : null, function (value) { done(value === true); });
      },
      happy: function () { if (adapter.happy) safely("happy", adapter.happy); },
      score: function (value) { if (adapter.score) safely("score", function () { return adapter.score && adapter.score(value); }); },
      listen: function (heard) {
        hears = heard;
        if (kept.muted !== null) heard.mute(kept.muted);
        if (kept.pause === true) heard.pause();
        if (kept.language !== null) heard.language(kept.language);
      },
    };
    if (host.language) host.language.then(undefined, warn("language"));
    window.dominoHost = host;
    // The first frame is the menu's, painted from the page's own HTML long before Python is up.
    var paint = function () { requestAnimationFrame(function () { host.firstFrame(); }); };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", paint, { once: true });
    else paint();
    return tell;
  };
})();
