// @ts-check
// YouTube Playables' ytgame behind window.dominoHost (static/host.js). Its SDK is the page's first
// script; this one follows it, before any game code. The language is YouTube's (getLanguage, asked
// now: static/language.js waits for it, and the browser's are never read), and so are pause, resume
// and sound (isAudioEnabled and its changes). firstFrameReady at the menu's first paint,
// gameReady once the menu answers; the score is the games won against the computer. The game's
// data is YouTube's cloud save (loadData, saveData: one text, at most 3 MiB). A break is an
// interstitial ad (ads.requestInterstitialAd, a public preview YouTube may leave out: then no break);
// a rewarded ad is ads.requestRewardedAd, whose promise is true only when the player earned the reward.
(function () {
  var DATA_LIMIT = 3 * 1024 * 1024;
  var REWARD_ID = "coins";   // the one reward the game offers for an ad (AD_REWARD coins)
  var yt = window.ytgame;
  var ads = yt && yt.ads;
  /** @type {DominoAdapter["rewarded"]} */
  var rewarded;
  if (ads && ads.requestRewardedAd) {
    var earn = ads.requestRewardedAd.bind(ads);
    rewarded = {
      ready: function () { return true; },
      show: function () { return earn(REWARD_ID).then(function (earned) { return earned === true; }); },
    };
  }
  /** @type {Promise<string>} */
  var language;
  try {
    language = yt ? yt.system.getLanguage() : Promise.reject(new Error("ytgame is not loaded"));
  } catch (error) {
    language = Promise.reject(error);
  }

  var tell = window.dominoHosting("youtube", {
    language: language,
    firstFrame: function () { if (yt) yt.game.firstFrameReady(); },
    loaded: function () { if (yt) yt.game.gameReady(); },
    score: function (value) { return yt ? yt.engagement.sendScore({ value: value }) : undefined; },
    ad: ads ? function () { return /** @type {YTAds} */ (ads).requestInterstitialAd(); } : undefined,
    rewarded: rewarded,
    data: yt ? {
      limit: DATA_LIMIT,
      load: function () { return /** @type {YTGame} */ (yt).game.loadData(); },
      save: function (text) { return /** @type {YTGame} */ (yt).game.saveData(text); },
    } : undefined,
  });

  // The browser's languages are never read: whatever asks them (Python's runtime sets its locale
  // from navigator.language) hears YouTube's, or English until it is known.
  var spoken = function () { return (window.dominoHost && window.dominoHost.tag) || "en"; };
  try {
    Object.defineProperty(navigator, "language", { configurable: true, get: spoken });
    Object.defineProperty(navigator, "languages", { configurable: true, get: function () { return Object.freeze([spoken()]); } });
  } catch (error) {
    console.warn("portal SDK: the browser's languages could not be set aside", error);
  }

  if (!yt) return;
  var system = yt.system;
  try {
    system.onPause(function () { tell.pause(); });
    system.onResume(function () { tell.resume(); });
    tell.mute(!system.isAudioEnabled());
    system.onAudioEnabledChange(function (enabled) { tell.mute(!enabled); });
  } catch (error) {
    console.warn("portal SDK: ytgame.system failed", error);
  }
})();
