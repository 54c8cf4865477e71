// @ts-check
// The player's language, from the first paint, beside Python's start rather than after it: a
// language the address asks for (?lang=, once, one of those the build compiled: names stamped from
// py/table/language/languages.py) is downloaded as its compiled catalogue (gettext's .mo). The page's
// own words (index.html's texts and labels, which the build put in the same catalogue) are said in
// it at once; the table takes the catalogue from window.dominoWords (py/table/browser/words.py) and
// says every sentence of its own in it. Translations go in as text (data, textContent), never markup.
(function () {
  var spoken = ["__DOMINO_LANGUAGES__"];
  var asked = new URLSearchParams(window.location.search).getAll("lang");
  var wanted = asked.length === 1 ? asked[0].toLowerCase() : "";
  var code = spoken.filter(function (name) { return name.toLowerCase() === wanted; })[0];
  if (!code) return;
  document.documentElement.lang = code;
  /** @type {Window["dominoWords"]} */
  var words = { code: code, bytes: null, failed: false, then: null };
  window.dominoWords = words;
  var done = function () { if (words.then) words.then(); };

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

  var LABELS = ["aria-label", "title", "placeholder", "alt"];
  var SKIPPED = { SCRIPT: 1, STYLE: 1, NOSCRIPT: 1, CODE: 1, svg: 1 };
  // The page's words in the language: each text and label the build took out of index.html.
  /** @param {Map<string, string>} said */
  function speak(said) {
    var walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        var parent = node.parentElement, raw = /** @type {Text} */ (node).data;
        if (!parent || parent.closest("script,style,noscript,code,svg")) continue;
        var line = raw.split(/\s+/).join(" ").trim(), put = said.get(line);
        if (put !== undefined) /** @type {Text} */ (node).data = raw.slice(0, raw.length - raw.trimStart().length) + put +
          raw.slice(raw.trimEnd().length);
      } else if (!(/** @type {Element} */ (node).tagName in SKIPPED)) {
        var element = /** @type {Element} */ (node);
        for (var k = 0; k < LABELS.length; k++) {
          var value = element.getAttribute(LABELS[k]), label = value === null ? undefined : said.get(value);
          if (label !== undefined) element.setAttribute(LABELS[k], label);
        }
        if (element.tagName === "META" && element.getAttribute("name") === "description") {
          var content = said.get(element.getAttribute("content") || "");
          if (content !== undefined) element.setAttribute("content", content);
        }
      }
    }
  }

  fetch("./lang/" + code + ".mo")
    .then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.arrayBuffer();
    })
    .then(function (buffer) {
      words.bytes = new Uint8Array(buffer);
      try {
        speak(messages(words.bytes));
      } finally {
        done();
      }
    }, function () { words.failed = true; done(); });
})();
