// @ts-check
// When the game cannot start, #boot says what failed and what to do, instead of "Setting up the
// table..." forever or a Python traceback. Plain script, no module: it must run where the game's
// cannot. Text goes in with textContent only, in the player's language when its catalogue is in
// (say, below), else in English: a card may be told because files failed to load, that one too. body[data-boot-error] names the cause:
//   saved-data  Python failed while reading what an earlier visit saved (main.py says so): the
//               only cause for which setting saved data aside is offered;
//   storage     the browser refused storage in a way the game could not get round;
//   file        a file of the game did not load, or is damaged;
//   error       anything else that stopped the start (an interpreter error);
//   sandbox     a sandboxed frame without its own origin (<noscript> covers one without scripts).
// Under the offline worker, a failed start first asks it to check its copy of the game's files
// (service-worker.js): when one is damaged or missing, that is the cause told, whatever else was
// said (a damaged file may be the very code that reads saved data), and the card follows the
// repair in body[data-repair]: repairing, repaired, offline (done at the next online visit), or
// site (online, but the site itself served a copy that is not the game's: damaged there, or an
// update being put in place; try again later). A start that neither ends nor fails for STALLED ms
// asks for the check too: a damaged file may never fail (a script cut short that still parses),
// and a damaged or missing one found is told; nothing found, the start goes on (a slow device).
(function () {
  var body = document.body, boot = /** @type {HTMLElement} */ (document.getElementById("boot"));
  var ready = function () { return body.getAttribute("data-ready") === "1"; };
  var reload = function () { location.reload(); };

  // A message in the player's language, once static/language.js has its catalogue, else the
  // English; each {name} filled with its value. Every script of the page says its words so, and
  // `python build.py words` extracts them. A card told before the catalogue came is said again
  // when it comes (language.js says each text of the page that is a message).
  /**
   * @param {string} message
   * @param {Record<string, string>} [values]
   */
  function say(message, values) {
    var words = window.dominoWords, put = words && words.said.get(message);
    return (put || message).replace(/\{(\w+)\}/g, function (hole, name) {
      return values && name in values ? values[name] : hole;
    });
  }
  window.dominoSay = say;

  /**
   * A button of a card or note: its id, class, words, and what a press does.
   * @typedef {[string, string, string, () => void]} Button
   */
  /** @param {Button} b */
  function button(b) {
    var made = document.createElement("button");
    made.type = "button";
    made.id = b[0];
    made.className = b[1];
    made.textContent = b[2];
    made.addEventListener("click", b[3]);
    return made;
  }

  // A card is up, or, opened as a file, the file notice says what to do.
  var told = function () { return body.hasAttribute("data-boot-error") || body.hasAttribute("data-file"); };

  /**
   * @param {string} kind
   * @param {string} title
   * @param {string[]} lines
   * @param {Button[]} buttons
   * @param {boolean} [again] told again (the repair moved on), not a first cause
   */
  function card(kind, title, lines, buttons, again) {
    // The first cause found is the one told.
    if (!again && told()) return;
    body.setAttribute("data-boot-error", kind);
    body.removeAttribute("data-ready");
    body.setAttribute("data-phase", "menu");  // the card is on the menu screen
    /** @type {HTMLFieldSetElement} */ (document.getElementById("settings")).disabled = true;
    var box = document.createElement("div"), head = document.createElement("p");
    box.className = "boot-error";
    head.className = "boot-error-title";
    head.textContent = title;
    box.append(head);
    lines.forEach(function (text) {
      var p = document.createElement("p");
      p.textContent = text;
      box.append(p);
    });
    if (buttons.length) {
      var row = document.createElement("div");
      row.className = "boot-error-actions";
      buttons.forEach(function (b) { row.append(button(b)); });
      box.append(row);
    }
    boot.replaceChildren(box);
    boot.hidden = false;
  }

  // Every document's key moves to a backup key (an existing backup is never overwritten). Names
  // "__DOMINO_...__" are stamped by the build (.ci/build/names.py): these are py/table/storage's.
  // Dated as py/table/storage/store.py dates its backups, so Settings can bring them back: a clock
  // past year 9999 or before year 1 reads as the nearest day Python holds (py/table/storage/days.py).
  function setAside() {
    /** @type {string[]} */
    var keys = [];
    var prefix = "__DOMINO_STORAGE_PREFIX__", store = window.localStorage, now = new Date();
    var year = now.getFullYear();
    var parts = year > 9999 ? [9999, 12, 31] : year < 1 ? [1, 1, 1] : [year, now.getMonth() + 1, now.getDate()];
    var day = parts.map(function (n, i) {
      return String(n).padStart(i ? 2 : 4, "0");
    }).join("-");
    for (var i = 0; i < store.length; i++) keys.push(String(store.key(i)));
    keys.forEach(function (key) {
      var name = key.slice(prefix.length);
      if (key.indexOf(prefix) !== 0 || ["__DOMINO_DOCUMENTS__"].indexOf(name) < 0) return;
      // The day's next number, after the highest kept (not the first free one): copies are ordered
      // by day, then by number, and this one is the latest.
      var base = "__DOMINO_BACKUP_PREFIX__" + name + "." + day + ".", n = 1;
      keys.forEach(function (other) {
        var number = other.indexOf(base) === 0 ? Number(other.slice(base.length)) : 0;
        if (number >= n) n = number + 1;
      });
      store.setItem(base + n, String(store.getItem(key)));
      store.removeItem(key);
    });
  }

  var STORAGE = /SecurityError|denied permission|QuotaExceeded|The operation is insecure|access is denied/i;
  var FILE = new RegExp(["fetch", "Failed to load", "NetworkError", "Load failed", "imported module",
    "Importing a module", "Unable to", "HTTP [45]\\d\\d", "\\[[45]\\d\\d\\]", "CompileError", "LinkError",
    "BadZipFile", "zip file", "SyntaxError", "IndentationError", "ModuleNotFoundError", "ImportError"].join("|"));

  // The cause of a failure: what main.py said of it, else read from its words.
  /**
   * @param {string} reason
   * @param {string} [said]
   */
  function causeOf(reason, said) {
    if (said === "saved-data" || said === "file") return said;
    if (STORAGE.test(reason)) return "storage";
    if (FILE.test(reason)) return "file";
    return "error";
  }

  // The offline worker's check of its files: checked(broken) with the paths damaged or missing,
  // then repaired(left, site) with those still missing and those of them the site itself served
  // damaged or not at all. False when no worker serves this page.
  /**
   * @param {(broken: string[]) => void} checked
   * @param {(left: string[], site: string[]) => void} repaired
   */
  function askWorker(checked, repaired) {
    try {
      var worker = navigator.serviceWorker.controller, channel = new MessageChannel();
      if (!worker) return false;
      channel.port1.onmessage = function (event) {
        /** @type {{broken?: string[], left?: string[], site?: string[]}} */
        var data = event.data || {};
        if (data.left) repaired(data.left, data.site || []);
        else checked(data.broken || []);
      };
      worker.postMessage({ type: "__DOMINO_MESSAGE_CHECK__" }, [channel.port2]);
      return true;
    } catch (error) {
      return false;
    }
  }

  /**
   * @param {string[]} broken
   * @param {"repairing" | "repaired" | "offline" | "site"} state
   */
  function damaged(broken, state) {
    var names = broken.slice(0, 3).map(function (path) { return path.split("/").pop(); }).join(", ");
    body.setAttribute("data-repair", state);
    card("file", state === "site" ? say("The game could not load.") : say("The game's files were damaged."),
      [state === "repairing" ? say("This browser's copy of the game was damaged. Repairing it\u2026")
        : state === "repaired" ? say("This browser's copy of the game was damaged, and it is repaired now. " +
          "Try again to play.")
        : state === "site" ? say("This browser's copy of the game was damaged, and the copy on this site " +
          "is damaged too, or is being updated. Try again later.")
        : say("This browser's copy of the game was damaged. Connect to the internet and try again: it " +
          "will be repaired."),
       say("Your saved games, coins and records are safe: nothing was changed."),
       "(" + names + (broken.length > 3 ? ", \u2026" : "") + ")"],
      [["recover-retry", "primary", say("Try again"), reload]], true);
  }

  // The first failure told waits for the worker's check: a damaged or missing file is the cause.
  var failed = false;
  var STALLED = 10000;
  var stalling = false;  // a stalled start's check runs
  /** @type {[unknown, string | undefined] | null} */
  var meanwhile = null;  // a failure told meanwhile: told in turn when that check finds nothing
  /**
   * @param {unknown} reason
   * @param {string} [said]
   * @param {boolean} [stalled] no failure: the start is slow; only a damaged file found is told
   */
  function recover(reason, said, stalled) {
    if (failed) {
      if (stalling && !meanwhile) meanwhile = [reason, said];
      return;
    }
    failed = true;
    stalling = !!stalled;
    /** @type {string[] | null} */
    var broken = null;
    var quiet = false;  // stalled, and nothing found: this check tells nothing
    /** @type {number | undefined} */
    var timer;
    // Back online, the network may still fail for a moment (the event comes as the link comes up):
    // a repair that still lacks files is tried again a few times while the browser says it is online.
    var tries = 0;
    var again = function () {
      if (body.getAttribute("data-repair") === "offline" && navigator.onLine) askWorker(settle, repaired);
    };
    /** @param {string[]} found */
    var settle = function (found) {
      if (broken || quiet) return;
      clearTimeout(timer);
      if (stalled && (!found.length || ready())) {
        quiet = true;
        failed = stalling = false;  // a failure still to come is told as usual, and one that came meanwhile now
        if (meanwhile) recover(meanwhile[0], meanwhile[1]);
        return;
      }
      stalling = false;
      broken = found;
      if (!found.length) return tell(reason, said);
      damaged(found, "repairing");
      addEventListener("online", again);
    };
    /**
     * @param {string[]} left
     * @param {string[]} site
     */
    var repaired = function (left, site) {
      settle(left);  // no word of the check before (it failed): nothing found
      if (!broken || !broken.length) return;
      // The site answered with a copy that is not the game's: trying again at once would not help.
      damaged(left.length ? left : broken, site.length ? "site" : left.length ? "offline" : "repaired");
      if (left.length && !site.length && navigator.onLine && tries < 10) {
        tries += 1;
        setTimeout(again, 3000);
      }
    };
    if (askWorker(settle, repaired)) timer = setTimeout(function () { settle([]); }, 5000);  // a silent worker
    else settle([]);
  }
  window.dominoRecover = function (reason, said) { recover(reason, said); };
  setTimeout(function () { if (!ready()) recover("", "file", true); }, STALLED);

  // A start still going after SLOW ms with nothing told (no card, nothing damaged found) may be a
  // slow link or one that hangs: say so and offer to start again, as an installed game shown
  // without the browser's own reload button needs. The start goes on; ready hides #boot.
  var SLOW = 60000;
  setTimeout(function () {
    if (ready() || told()) return;
    body.setAttribute("data-boot-slow", "1");
    var note = document.createElement("p"), retry = button(["boot-retry", "secondary", say("Try again"), reload]);
    note.className = "boot-slow";
    note.textContent = say("This is taking long. On a slow connection the first start can take a minute " +
      "or two; if nothing changes, try again.");
    boot.append(note, retry);
    retry.scrollIntoView({ block: "nearest" });  // #boot sits below the menu: a waiting player looks there
  }, SLOW);

  /**
   * @param {unknown} reason
   * @param {string} [said]
   */
  function tell(reason, said) {
    var words = String(reason || "").split("\n")[0].slice(0, 200);
    var why = words ? ["(" + words + ")"] : [];
    var kind = causeOf(words, said);
    if (kind === "saved-data") {
      card(kind, say("The game could not start."),
        [say("It stopped while reading what an earlier visit saved in this browser (a game, settings " +
         "or records). Set that aside to start clean: nothing is deleted, it stays in this " +
         "browser under a backup name.")].concat(why),
        [["recover-clean", "primary", say("Set saved data aside and start clean"), function () {
           try {
             setAside();
             location.reload();
           } catch (error) {
             var p = document.createElement("p");
             p.textContent = say("This browser refused to change its saved data ({error}).",
               { error: /** @type {Error} */ (error).name });
             /** @type {HTMLElement} */ (boot.firstChild).append(p);
           }
         }], ["recover-retry", "secondary", say("Try again"), reload]]);
    } else if (kind === "storage") {
      card(kind, say("The game could not start."),
        [say("This browser refused the game the storage it needed to start. Allow this site to save " +
         "data, or open the game on its own page rather than inside another site, then try " +
         "again.")].concat(why), [["recover-retry", "primary", say("Try again"), reload]]);
    } else if (kind === "file") {
      card(kind, say("The game could not load."),
        [navigator.onLine === false
          ? say("You are offline, and a file of the game is not kept in this browser yet. Connect to " +
            "the internet and try again.")
          : say("A file of the game did not load or is damaged. Check your connection and try again.")]
          .concat(why), [["recover-retry", "primary", say("Try again"), reload]]);
    } else {
      card(kind, say("The game could not start."),
        [say("It hit an error while starting. Try again; if this keeps happening, reloading the page " +
         "with the internet on fetches a fresh copy.")].concat(why),
        [["recover-retry", "primary", say("Try again"), reload]]);
    }
  }

  // A frame sandboxed without allow-same-origin has an opaque origin ("null"): the browser refuses
  // the game's module scripts and storage, so nothing would ever start.
  if (self.origin === "null" && /^https?:$/.test(location.protocol)) {
    card("sandbox", say("This page can't start in this frame."),
      [say("It is embedded in a sandboxed iframe without its own origin, so the browser refuses its " +
       "scripts and storage. The embedding page must allow same-origin: {attribute}.",
       { attribute: 'sandbox="allow-scripts allow-same-origin"' })], []);
  }

  // PyScript writes Python errors into the page as a .py-error box (hidden by platform.css).
  // Before the table is ready, one means the game did not start.
  new MutationObserver(function (records) {
    records.forEach(function (record) {
      record.addedNodes.forEach(function (node) {
        if (node instanceof Element && node.classList.contains("py-error") && !ready()) {
          window.dominoRecover(String(node.textContent).trim().split("\n").pop());
        }
      });
    });
  }).observe(body, { childList: true });
  // Capturing: a script or stylesheet that did not load fires "error" on its element only.
  // Preloads are fetched again by what needs them, and offline support is optional.
  addEventListener("error", function (event) {
    if (ready()) return;
    var el = event.target;
    if (el instanceof Element) {
      var file = /** @type {Partial<HTMLScriptElement & HTMLLinkElement>} */ (el);
      if (/^(SCRIPT|LINK)$/.test(el.tagName) && !/preload/.test(file.rel || "") && !el.hasAttribute("data-optional")) {
        window.dominoRecover(say("Failed to load {file}", { file: String(file.src || file.href) }), "file");
      }
      return;
    }
    window.dominoRecover(event.message);
  }, true);
  addEventListener("unhandledrejection", function (event) {
    if (!ready()) window.dominoRecover(event.reason && (event.reason.message || event.reason));
  });
  // The stylesheets of <head> are in or failed by now (this script waited for them). One that
  // failed has no sheet, or (Chromium) one whose rules may not be read.
  /** @type {NodeListOf<HTMLLinkElement>} */ (document.querySelectorAll('link[rel="stylesheet"]')).forEach(function (link) {
    try {
      /** @type {CSSStyleSheet} */ (link.sheet).cssRules.item(0);  // none: thrown here
    } catch (error) {
      window.dominoRecover(say("Failed to load {file}", { file: link.href }), "file");
    }
  });
  // Once told, the card stays: the table, still starting, does not take its place. Not for a
  // stalled start's check (no failure: the start was only slow): a table ready meanwhile is kept,
  // and the check, finding ready(), then tells nothing.
  new MutationObserver(function () {
    if (ready() && failed && !stalling) {
      body.removeAttribute("data-ready");
      boot.hidden = false;
    }
  }).observe(body, { attributes: true, attributeFilter: ["data-ready"] });

  // Pyodide swallows a failed load of its .wasm (a wrong Content-Type, a damaged file) and waits
  // forever: say so, with a way to try again.
  var stream = window.WebAssembly && WebAssembly.instantiateStreaming;
  if (stream) {
    var streamed = stream;
    WebAssembly.instantiateStreaming = function (source, imports) {
      return streamed.call(WebAssembly, source, imports).catch(function (error) {
        if (!ready()) {
          window.dominoRecover(/MIME/i.test(String(error && error.message))
            ? say("The site sends the game's .wasm file with the wrong type: it must be {type}.", { type: "application/wasm" })
            : say("The game's Python runtime (.wasm) is damaged: {error}.", { error: error.name }), "file");
        }
        throw error;
      });
    };
  }
})();
