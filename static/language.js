// @ts-check
// The player's language, from the first paint, beside Python's start rather than after it. The
// address's (?lang=, once), else the one chosen in Settings (kept in the settings document), else, in
// a portal build whose host decides it (window.dominoHost.language: YouTube), the host's, else the
// first of the browser's preferred languages the table speaks (names stamped from
// py/table/language/languages.py; py/table/language/languages.choose chooses the same way), else
// English. Its compiled catalogue (gettext's .mo) is downloaded; the page's own words (index.html's
// texts and labels, which the build put in the same catalogue) are said in it at once, and the table
// takes the catalogue from window.dominoWords (py/table/browser/words.py) for everything it says.
// window.dominoSpeak(code) does the same later, when the player picks a language in Settings. The
// page's scripts say their own words from the same catalogue (words.said, read by
// static/boot-guard.js's say), and the web app manifest is the language's own (lang/<code>.webmanifest,
// written by the build). Translations go in as text (data, attribute values), never markup.
(function () {
  var spoken = ["__DOMINO_LANGUAGES__"];
  /** @type {Window["dominoWords"]} */
  var words = { code: "en", bytes: null, said: new Map(), failed: false, ready: true, then: null };
  window.dominoWords = words;
  var done = function () { if (words.then) words.then(); };

  /** @param {string} tag */
  function known(tag) {
    var lower = String(tag).toLowerCase();
    return ["en"].concat(spoken).filter(function (name) { return name.toLowerCase() === lower; })[0];
  }
  // The address's language, else the one chosen in Settings; null when neither says.
  /** @returns {string | null} */
  function asked() {
    var asked = new URLSearchParams(window.location.search).getAll("lang");
    if (asked.length === 1 && known(asked[0])) return /** @type {string} */ (known(asked[0]));
    try {
      var kept = JSON.parse(window.localStorage.getItem("__DOMINO_STORAGE_PREFIX__" + "settings") || "null");
      if (kept && typeof kept.lang === "string" && known(kept.lang)) return /** @type {string} */ (known(kept.lang));
    } catch (error) {
      // storage refused, or a damaged settings document: the preferred languages decide
    }
    return null;
  }
  // The first of the `preferred` languages the table speaks (or its nearest), else English.
  /** @param {ReadonlyArray<string>} preferred */
  function nearest(preferred) {
    for (var i = 0; i < preferred.length; i++) {
      var exact = known(preferred[i]);
      if (exact) return exact;
      var primary = String(preferred[i]).split("-")[0].toLowerCase();
      var near = ["en"].concat(spoken).filter(function (name) { return name.split("-")[0].toLowerCase() === primary; })[0];
      if (near) return near;
    }
    return "en";
  }

  // A .mo file's plain messages (no context, no plural): {English: translation}.
  /** @param {Uint8Array} bytes */
  function messages(bytes) {
    var view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    /** @type {Map<string, string>} */
    var found = new Map();
    if (bytes.length < 28 || view.getUint32(0, true) !== 0x950412de) return found;
    var count = view.getUint32(8, true), ids = view.getUint32(12, true), strs = view.getUint32(16, true);
    var utf8 = new TextDecoder();
    /** @param {number} table @param {number} i */
    var text = function (table, i) {
      var length = view.getUint32(table + 8 * i, true), at = view.getUint32(table + 8 * i + 4, true);
      return utf8.decode(bytes.subarray(at, at + length));
    };
    for (var i = 0; i < count; i++) {
      var id = text(ids, i);
      if (id && id.indexOf("\u0000") < 0 && id.indexOf("\u0004") < 0) found.set(id, text(strs, i));
    }
    return found;
  }

  var LABELS = ["aria-label", "title", "placeholder", "alt", "content"];
  // What each text and label said in English before it was first said in another language.
  /** @type {WeakMap<Text, string>} */
  var texts = new WeakMap();
  /** @type {WeakMap<Element, Record<string, string>>} */
  var labels = new WeakMap();
  // The page's words in a language (`said`: its messages; empty: English again).
  /** @param {Map<string, string>} said */
  function speak(said) {
    var walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        var text = /** @type {Text} */ (node), parent = text.parentElement;
        if (!parent || parent.closest("script,style,noscript,code,svg")) continue;
        var english = texts.get(text);
        var raw = english === undefined ? text.data : english;
        var line = raw.split(/\s+/).join(" ").trim();
        var put = said.get(line);
        if (put === undefined && english === undefined) continue;
        if (english === undefined) texts.set(text, raw);
        text.data = put === undefined ? raw
          : raw.slice(0, raw.length - raw.trimStart().length) + put + raw.slice(raw.trimEnd().length);
      } else {
        var element = /** @type {Element} */ (node);
        if (element.closest("script,style,noscript,code,svg")) continue;
        var kept = labels.get(element) || {};
        for (var k = 0; k < LABELS.length; k++) {
          var name = LABELS[k];
          if (name === "content" && element.getAttribute("name") !== "description") continue;
          var value = name in kept ? kept[name] : element.getAttribute(name);
          if (value === null) continue;
          var label = said.get(value);
          if (label === undefined && !(name in kept)) continue;
          kept[name] = value;
          element.setAttribute(name, label === undefined ? value : label);
        }
        labels.set(element, kept);
      }
    }
  }

  // A language's files are named by its code in lower case, as every file the build ships.
  /** @param {string} code */
  function file(code) {
    return code.toLowerCase();
  }

  /** @param {string} code */
  function manifest(code) {
    var link = document.querySelector('link[rel="manifest"]');
    if (link) link.setAttribute("href", code === "en" ? "./static/manifest.webmanifest" : "./lang/" + file(code) + ".webmanifest");
  }

  /** @param {string} code */
  function speakIn(code) {
    words.ready = false;
    if (code === "en") {
      speak(words.said = new Map());
      document.documentElement.lang = "en";
      manifest(code);
      words.code = "en"; words.bytes = null; words.failed = false; words.ready = true;
      done();
      return;
    }
    fetch("./lang/" + file(code) + ".mo")
      .then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.arrayBuffer();
      })
      .then(function (buffer) {
        words.code = code; words.bytes = new Uint8Array(buffer); words.failed = false; words.ready = true;
        document.documentElement.lang = code;
        try {
          manifest(code);
          speak(words.said = messages(words.bytes));
        } finally {
          done();
        }
      }, function () { words.failed = true; words.ready = true; done(); });
  }

  window.dominoSpeak = function (code) { if (known(code)) speakIn(/** @type {string} */ (known(code))); };
  var first = asked();
  var host = window.dominoHost;
  if (first === null && host && host.language) {
    // A portal that decides the language (YouTube): its word, never the browser's; English without it.
    host.language.then(function (tag) {
      var code = nearest([tag]);
      if (code !== "en") speakIn(code);
    }, function () { /* static/host.js warned: English */ });
  } else {
    first = first || nearest(navigator.languages || [navigator.language || ""]);
    if (first !== "en") speakIn(first);
  }
})();
