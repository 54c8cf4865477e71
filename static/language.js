// @ts-check
// The player's language, fetched from the first paint, beside Python's start rather than after it:
// a language the address asks for (?lang=, once, one of those the build compiled: names stamped
// from py/table/language/languages.py) is downloaded as its compiled catalogue, which the table
// takes from window.dominoWords (py/table/browser/words.py) and says every sentence in.
(function () {
  var spoken = ["__DOMINO_LANGUAGES__"];
  var asked = new URLSearchParams(window.location.search).getAll("lang");
  var wanted = asked.length === 1 ? asked[0].toLowerCase() : "";
  var code = spoken.filter(function (name) { return name.toLowerCase() === wanted; })[0];
  if (!code) return;
  /** @type {Window["dominoWords"]} */
  var words = { code: code, bytes: null, failed: false, then: null };
  window.dominoWords = words;
  var done = function () { if (words.then) words.then(); };
  fetch("./lang/" + code + ".mo")
    .then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.arrayBuffer();
    })
    .then(function (buffer) { words.bytes = new Uint8Array(buffer); done(); },
          function () { words.failed = true; done(); });
})();
