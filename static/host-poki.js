// @ts-check
// Poki's SDK behind window.dominoHost (static/host.js). PokiSDK.init() comes first and every other
// call after it has settled: refused (an ad blocker) the SDK still takes the game's moments and
// has no ad to show. Without the SDK (its script never came) nothing is called and a break ends at
// once. Poki's page pauses nothing and mutes nothing of ours: the game does both during a break.
(function () {
  var sdk = window.PokiSDK;
  var settled = false;
  var refused = false;   // init() refused (an ad blocker): no ad will come, so none is offered
  var ready = sdk ? Promise.resolve()
    .then(function () { return /** @type {PokiSDK} */ (sdk).init(); })
    .then(undefined, function (error) { refused = true; console.warn("portal SDK: PokiSDK.init refused", error); })
    .then(function () { settled = true; return sdk || null; }) : Promise.resolve(null);
  /** @param {(sdk: PokiSDK) => unknown} call */
  function after(call) {
    return ready.then(function (up) { return up ? call(up) : undefined; });
  }

  window.dominoHosting("poki", {
    loaded: function () { return after(function (up) { up.gameLoadingFinished(); }); },
    gameplay: function (on) { return after(function (up) { if (on) up.gameplayStart(); else up.gameplayStop(); }); },
    // an ad only once the SDK is up: the game never waits for its start
    ad: function () { return settled ? after(function (up) { return up.commercialBreak(); }) : Promise.resolve(); },
    // asked for by the player once the SDK is up, never behind an ad blocker; Poki resolves it true
    // when the ad played to the end
    rewarded: sdk ? {
      ready: function () { return settled && !refused; },
      show: function () { return after(function (up) { return up.rewardedBreak({ size: "small" }); }).then(Boolean); },
    } : undefined,
  });
})();
