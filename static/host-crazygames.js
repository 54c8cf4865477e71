// @ts-check
// CrazyGames' SDK v3 behind window.dominoHost (static/host.js). SDK.init() is awaited by nothing
// the player sees: in its "disabled" environment (any other site) it settles only after seconds,
// and there every call would throw, so none is made. Until it is up the game's moments are only
// kept (loaded, gameplay) and told once it is; a break asked before then has no ad. The game's data
// is one item of SDK.data (its localStorage API, kept with the player's account, at most 1 MB),
// read once init() settled; where the SDK is disabled or absent, it refuses and the browser keeps it.
(function () {
  var DATA_KEY = "domino";       // the item that holds all of the game's data
  var DATA_LIMIT = 1000000;      // CrazyGames' documented limit: "1MB"
  var crazy = window.CrazyGames;
  var sdk = crazy ? crazy.SDK : undefined;
  /** @type {CrazySDK | null} */
  var up = null;         // the SDK, initialised, where its calls work
  var loaded = false;    // the game's loading is over
  var playing = false;   // gameplay, as the game last said
  /** @type {(value: CrazySDK | null) => void} */
  var settle = function () {};
  /** @type {Promise<CrazySDK | null>} */
  var ready = new Promise(function (resolve) { settle = resolve; });   // the SDK where its calls work
  /** @template T @param {(up: CrazySDK) => T} call @returns {Promise<T>} */
  function withData(call) {
    return ready.then(function (live) {
      if (!live) throw new Error("CrazyGames' data module is not available here");
      return call(live);
    });
  }

  /** The SDK's ad of `type`: true when it finished, false when it failed or there was none.
   * @param {CrazySDK} live @param {"midgame" | "rewarded"} type @returns {Promise<boolean>} */
  function requestAd(live, type) {
    return new Promise(function (resolve) {
      live.ad.requestAd(type, {
        adFinished: function () { resolve(true); },
        adError: function (error) { console.warn("portal SDK: no " + type + " ad", error); resolve(false); },
      });
    });
  }

  var tell = window.dominoHosting("crazygames", {
    loaded: function () {
      loaded = true;
      if (up) up.game.loadingStop();
    },
    gameplay: function (on) {
      playing = on;
      if (up) { if (on) up.game.gameplayStart(); else up.game.gameplayStop(); }
    },
    ad: function () { return up ? requestAd(up, "midgame") : Promise.resolve(false); },
    // only where the SDK is up (not in its "disabled" environment); paid on adFinished alone
    rewarded: {
      ready: function () { return up !== null; },
      show: function () { return up ? requestAd(up, "rewarded") : Promise.resolve(false); },
    },
    happy: function () { if (up) up.game.happytime(); },
    data: sdk ? {
      limit: DATA_LIMIT,
      load: function () { return withData(function (live) { return live.data.getItem(DATA_KEY); }); },
      save: function (text) { return withData(function (live) { live.data.setItem(DATA_KEY, text); }); },
    } : undefined,
  });

  if (!sdk) return;
  var found = sdk;
  Promise.resolve()
    .then(function () { return found.init(); })
    .then(function () {
      if (found.environment === "disabled") { settle(null); return; }
      up = found;
      settle(found);
      if (!loaded) found.game.loadingStart();  // the menu is not up yet: its loading is told
      tell.mute(Boolean(found.game.settings && found.game.settings.muteAudio));
      found.game.addSettingsChangeListener(function (settings) { tell.mute(Boolean(settings.muteAudio)); });
      if (playing) found.game.gameplayStart();
    })
    .then(undefined, function (error) { settle(null); console.warn("portal SDK: CrazyGames SDK.init failed", error); });
})();
