"""Local fakes of the portals' SDKs, each its documented API (names, promises, callbacks) with the
behaviours a test asks for through window.fakeSdk, set before the page loads:

    initMs        how long init() takes to settle (default 50)
    refuseInit    init() rejects (Poki behind an ad blocker)
    environment   CrazyGames' environment: "local" (default) or "disabled", where init() settles
                  only after about 7 s and every other call throws, as the real SDK does elsewhere
    holdAd        an ad runs until the test calls window.endAd(), however slow the machine
                  (otherwise it runs 600 ms)
    refuseAd      no ad: Poki's commercialBreak resolves at once and its rewardedBreak resolves
                  false, CrazyGames calls adError, YouTube's requestInterstitialAd rejects and its
                  requestRewardedAd resolves false (the reward not earned)
    throwOn       the name of a call that throws
    language      YouTube's getLanguage() answer (default "es-MX"), after langMs (default 30)
    dataMs        how long loading the player's data takes (CrazyGames: inside init; YouTube:
                  loadData), and each YouTube saveData (default 30)
    refuseSave    the host refuses to keep data: YouTube's saveData rejects (a quota), CrazyGames'
                  data.setItem throws

The player's data lives with the test, as a portal keeps it with the account: the page's
window.hostKeep(op, text) (a function the test exposes: host_saves.keep) answers "load" with the
text kept, and keeps the text of a "save"; without it the fake keeps nothing across reloads.

Every call is noted in window.sdkCalls as {name, arg, at} (at: performance.now()); window.adRunning
is true while an ad runs. window.fakeHost acts as the portal: pause(), resume(), sound(on).
"""

from __future__ import annotations

COMMON = """
var cfg = window.fakeSdk || {};
var calls = window.sdkCalls = window.sdkCalls || [];
window.adRunning = false;
function note(name, arg) {
  calls.push({ name: name, arg: arg === undefined ? null : arg, at: performance.now() });
  if (cfg.throwOn === name) throw new Error("fake SDK: " + name + " throws");
}
function keep(op, text) {
  return window.hostKeep ? Promise.resolve(window.hostKeep(op, text === undefined ? null : text)) : Promise.resolve(null);
}
function later(ms, value) { return new Promise(function (resolve) { setTimeout(function () { resolve(value); }, ms); }); }
function runAd(started, finished) {
  setTimeout(function () {
    window.adRunning = true; note("adStarted"); if (started) started();
    var end = function () { window.endAd = null; window.adRunning = false; note("adFinished"); finished(); };
    if (cfg.holdAd) window.endAd = end; else setTimeout(end, 600);
  }, 20);
}
"""

POKI = COMMON + """
window.PokiSDK = {
  init: function () {
    note("init");
    return later(cfg.initMs || 50).then(function () {
      note("init-settled");
      if (cfg.refuseInit) throw new Error("fake SDK: ad blocker");
    });
  },
  gameLoadingFinished: function () { note("gameLoadingFinished"); },
  gameplayStart: function () { note("gameplayStart"); },
  gameplayStop: function () { note("gameplayStop"); },
  commercialBreak: function (onStart) {
    note("commercialBreak");
    if (cfg.refuseAd) return Promise.resolve();
    return new Promise(function (resolve) { runAd(onStart, resolve); });
  },
  rewardedBreak: function (options) {
    note("rewardedBreak", options && options.size);
    if (cfg.refuseAd) return later(20, false);
    return new Promise(function (resolve) { runAd(options && options.onStart, function () { resolve(true); }); });
  },
};
"""

CRAZYGAMES = COMMON + """
var listeners = [];
var items = {};   // the data module's items, loaded in init() as the real SDK preloads them
var disabled = cfg.environment === "disabled";
var settings = { muteAudio: Boolean(cfg.muteAudio), disableChat: false };
function call(name, run) {
  return function (a, b) {
    if (disabled) { note(name + "-refused"); throw new Error("CrazySDK is disabled on this domain"); }
    note(name, typeof a === "string" ? a : null);
    return run ? run(a, b) : undefined;
  };
}
var sdk = {
  environment: "uninitialized",
  init: function () {
    note("init");
    return later(disabled ? 7000 : (cfg.initMs || 50)).then(function () {
      return disabled ? null : later(cfg.dataMs || 30).then(function () { return keep("load"); });
    }).then(function (kept) {
      items = kept ? JSON.parse(kept) : {};
      sdk.environment = disabled ? "disabled" : (cfg.environment || "local");
      note("init-settled");
    });
  },
  game: {
    settings: settings,
    addSettingsChangeListener: call("addSettingsChangeListener", function (l) { listeners.push(l); }),
    removeSettingsChangeListener: call("removeSettingsChangeListener"),
    loadingStart: call("loadingStart"), loadingStop: call("loadingStop"),
    gameplayStart: call("gameplayStart"), gameplayStop: call("gameplayStop"),
    happytime: call("happytime"),
  },
  data: {
    getItem: call("data.getItem", function (key) { return Object.prototype.hasOwnProperty.call(items, key) ? items[key] : null; }),
    setItem: call("data.setItem", function (key, value) {
      if (cfg.refuseSave) throw new Error("fake SDK: the data module refuses the write");
      items[key] = String(value);
      keep("save", JSON.stringify(items));
    }),
    removeItem: call("data.removeItem", function (key) { delete items[key]; keep("save", JSON.stringify(items)); }),
    clear: call("data.clear", function () { items = {}; keep("save", "{}"); }),
  },
  ad: {
    requestAd: call("requestAd", function (type, callbacks) {
      if (cfg.refuseAd) {
        setTimeout(function () { if (callbacks.adError) callbacks.adError({ code: "unfilled", message: "No ad available" }); }, 20);
        return;
      }
      runAd(callbacks.adStarted, function () { if (callbacks.adFinished) callbacks.adFinished(); });
    }),
  },
};
window.CrazyGames = { SDK: sdk };
window.fakeHost = {
  sound: function (on) {
    settings.muteAudio = !on;
    listeners.forEach(function (l) { l({ muteAudio: settings.muteAudio, disableChat: false }); });
  },
};
"""

YOUTUBE = COMMON + """
var pauses = [], resumes = [], audio = [];
var enabled = cfg.audio !== false;
window.ytgame = {
  IN_PLAYABLES_ENV: true,
  SDK_VERSION: "fake",
  game: {
    firstFrameReady: function () { note("firstFrameReady"); },
    gameReady: function () { note("gameReady"); },
    loadData: function () {
      note("loadData");
      return later(cfg.dataMs || 30).then(function () { return keep("load"); }).then(function (kept) { return kept || ""; });
    },
    saveData: function (data) {
      note("saveData", data.length);
      return later(cfg.dataMs || 30).then(function () {
        if (cfg.refuseSave) throw new Error("fake SDK: saveData refused (quota)");
        return keep("save", data);
      }).then(function () { return undefined; });
    },
  },
  system: {
    onPause: function (f) { note("onPause"); pauses.push(f); return function () {}; },
    onResume: function (f) { note("onResume"); resumes.push(f); return function () {}; },
    isAudioEnabled: function () { note("isAudioEnabled"); return enabled; },
    onAudioEnabledChange: function (f) { note("onAudioEnabledChange"); audio.push(f); return function () {}; },
    getLanguage: function () { note("getLanguage"); return later(cfg.langMs || 30, cfg.language || "es-MX"); },
  },
  engagement: {
    sendScore: function (score) { note("sendScore", score.value); return Promise.resolve(); },
  },
  ads: {
    requestInterstitialAd: function () {
      note("requestInterstitialAd");
      if (cfg.refuseAd) return later(20).then(function () { throw new Error("fake SDK: no interstitial to show"); });
      return new Promise(function (resolve) { runAd(null, resolve); });
    },
    requestRewardedAd: function (rewardId) {
      note("requestRewardedAd", rewardId);
      if (cfg.refuseAd) return later(20, false);
      return new Promise(function (resolve) { runAd(null, function () { resolve(true); }); });
    },
  },
};
window.fakeHost = {
  pause: function () { pauses.forEach(function (f) { f(); }); },
  resume: function () { resumes.forEach(function (f) { f(); }); },
  sound: function (on) { enabled = on; audio.forEach(function (f) { f(on); }); },
};
"""

FAKES = {"poki": POKI, "crazygames": CRAZYGAMES, "youtube": YOUTUBE}

# The page's clock (performance.now, which the game's clock reads) moved on by window.skewMs, so a
# test can let a minute pass between breaks without waiting for it.
SKEWED_CLOCK = """
window.skewMs = 0;
const now = performance.now.bind(performance);
performance.now = () => now() + window.skewMs;
"""

# Counts every read of the browser's languages, its stack kept in window.languageReaders (an init
# script: it runs before any of the page's).
COUNT_LANGUAGE_READS = """
window.languageReads = 0;
for (const name of ["language", "languages"]) {
  const own = Object.getOwnPropertyDescriptor(Navigator.prototype, name);
  Object.defineProperty(Navigator.prototype, name, {
    configurable: true,
    get() { window.languageReads++; (window.languageReaders = window.languageReaders || []).push(new Error().stack); return own.get.call(this); },
  });
}
"""
