// @ts-check
// The menu answers from the first paint, before Python is up. Its settings are plain form
// controls; a press on one of its buttons is remembered (the latest one only, so nothing starts
// twice), shown as "Starting..." beside the boot bar, and carried out by the table the moment it
// is ready (py/table/browser/early.py takes it from window.dominoEarly). Text goes in with textContent,
// said by static/boot-guard.js's say (the player's language once its catalogue is in).
(function () {
  var say = window.dominoSay || String;
  var body = document.body, menu = /** @type {HTMLElement} */ (document.getElementById("menu"));
  window.dominoEarly = { changed: false, press: null };  // press: JSON, see below
  var early = window.dominoEarly;
  /** @type {{button: HTMLButtonElement, content: Node[]} | null} */
  var held = null;  // the pressed button and its own content, shown again once the table is up
  var ready = function () { return body.getAttribute("data-ready") === "1"; };
  var waiting = function () { return !ready() && !body.hasAttribute("data-boot-error"); };

  // Continue, from a plain check that a game is saved (the table checks the save itself). Names
  // "__DOMINO_...__" are stamped by the build (.ci/build/names.py): this key is py/table/storage's.
  try {
    if (window.localStorage.getItem("__DOMINO_STORAGE_PREFIX__" + "game") !== null) {
      var resume = document.createElement("button");
      resume.type = "button";
      resume.className = "primary";
      resume.setAttribute("data-action", "continue");
      resume.textContent = say("Continue game");
      /** @type {HTMLElement} */ (document.getElementById("menu-resume")).replaceChildren(resume);
    }
  } catch (error) {
    // storage blocked (a sandboxed or third-party frame): nothing to continue
  }

  function release() {
    if (!held) return;
    held.button.replaceChildren.apply(held.button, held.content);
    held.button.removeAttribute("aria-busy");
    held = null;
  }

  // The set row and the player counts follow the game and set chosen, as the table's menu does
  // (py/table/flow/menu.py): the build stamps each game's counts by set on its radio (data-seats:
  // [set, counts] pairs, the game's usual set first, which a set it is not played with falls to).
  function seats() {
    var game = /** @type {HTMLInputElement | null} */ (menu.querySelector('input[name="variant"]:checked'));
    var row = /** @type {HTMLElement | null} */ (menu.querySelector('[data-setting="set"]'));
    if (!game || !row) return;
    /** @type {Array<[string, number[]]>} */
    var bySet = JSON.parse(game.getAttribute("data-seats") || "[]");
    if (!bySet.length) return;
    row.hidden = bySet.length < 2;
    var set = /** @type {HTMLInputElement | null} */ (row.querySelector("input:checked"));
    var chosen = bySet.filter(function (pair) { return set !== null && pair[0] === set.value; });
    var counts = (chosen.length ? chosen[0] : bySet[0])[1];
    menu.querySelectorAll('[data-setting="players"] input').forEach(function (node) {
      var input = /** @type {HTMLInputElement} */ (node);
      /** @type {HTMLElement} */ (input.parentElement).hidden = counts.indexOf(Number(input.value)) < 0;
    });
  }

  menu.addEventListener("change", function () {
    if (waiting()) {
      early.changed = true;
      seats();
    }
  });
  // Enter and Space on a button arrive here as clicks too (detail 0).
  menu.addEventListener("click", function (event) {
    if (!waiting() || !(event.target instanceof Element)) return;
    var button = /** @type {HTMLButtonElement | null} */ (event.target.closest("button[data-action], button[data-ui]"));
    if (!button || button.disabled) return;
    /** @type {Record<string, string>} */
    var data = {};
    ["data-action", "data-ui", "data-date"].forEach(function (name) {
      var value = /** @type {HTMLButtonElement} */ (button).getAttribute(name);
      if (value !== null) data[name] = value;
    });
    early.press = JSON.stringify({ data: data, detail: event.detail || 0 });
    if (held && held.button === button) return;
    release();
    held = { button: button, content: Array.prototype.slice.call(button.childNodes) };
    button.setAttribute("aria-busy", "true");
    button.textContent = say("Starting\u2026");
  });
  document.addEventListener("__DOMINO_READY_EVENT__", release);
})();
