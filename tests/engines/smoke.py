"""The engine smoke: one scenario played the same way in every engine (engines.py), through real clicks
and reading only the DOM. Every wait is on page state, polled; none is a fixed sleep. WebKit boots
slowly on two busy cores, so the waits for a boot are long and only a boot's own end stops them.

The page's console errors are read from ERROR_HOOK, which the test site's index.html runs first
(WebKitWebDriver has no log endpoint).
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from engines import Engine

BOOT_S = 900          # a cold WebKit boot on a loaded 2-core machine has taken minutes
TURN_S = 60
MAX_ACTIONS = 400     # far more than any hand takes

# Written first into the test site's <head>: console errors, uncaught errors and rejections, and
# resources that failed to load, kept in sessionStorage so a reload does not lose them; none once
# the page is being left.
ERROR_HOOK = """<script id="smoke-errors">(function () {
  var key = "smoke.errors", leaving = false;
  // What a page says while it is being left (fetches cut short) reaches no player.
  addEventListener("pagehide", function () { leaving = true; });
  var keep = function (text) {
    if (leaving) return;
    try {
      var all = JSON.parse(sessionStorage.getItem(key) || "[]");
      all.push((location.pathname.split("/").pop() || "index") + ": " + String(text).slice(0, 300));
      sessionStorage.setItem(key, JSON.stringify(all));
    } catch (e) { (window.__smokeErrors = window.__smokeErrors || []).push(String(text)); }
  };
  // A failed fetch names its address (an unhandled rejection of it would not).
  var plainFetch = window.fetch;
  window.fetch = function (input) {
    var url = String((input && input.url) || input);
    return plainFetch.apply(this, arguments).catch(function (e) {
      if (!leaving) keep("fetch of " + url + " failed: " + e);
      throw e;
    });
  };
  // When the table became ready, in ms since navigation began (the boot benchmark reads it).
  new MutationObserver(function () {
    if (window.__readyAt === undefined && document.body && document.body.dataset.ready === "1")
      window.__readyAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
  var error = console.error;
  console.error = function () {
    keep(Array.prototype.map.call(arguments, String).join(" "));
    return error.apply(console, arguments);
  };
  addEventListener("error", function (e) {
    // A preload cut short is fetched again by what needs it (Firefox aborts some): not an error.
    if (e.target && e.target.tagName === "LINK" && /preload/.test(e.target.rel)) return;
    keep("error: " + (e.message || (e.target && (e.target.src || e.target.href)) || e.type));
  }, true);
  addEventListener("unhandledrejection", function (e) {
    keep("unhandled rejection: " + ((e.reason && e.reason.message) || e.reason));
  });
})();</script>"""

ERRORS = """try { return JSON.parse(sessionStorage.getItem("smoke.errors") || "[]").concat(window.__smokeErrors || []); }
catch (e) { return window.__smokeErrors || []; }"""

BOOT_STATE = """const b = document.body;
return b ? {ready: b.dataset.ready === "1", error: b.dataset.bootError || null, readyMs: window.__readyAt || null,
            snapshot: document.documentElement.dataset.snapshot || null,
            snapshotError: document.documentElement.dataset.snapshotError || null} : {ready: false};"""

# What the person should click next at the table: a place for the chosen tile (a marked cell in
# view, a lit train's open end, a chain end), else a playable tile, else Draw, else Pass. The element
# is marked with data-smoke-next, so every engine clicks that one element. `state` is "turn", "wait"
# (a computer's move, an animation) or the phase when it is not "playing".
NEXT = """const b = document.body, phase = b.dataset.phase;
document.querySelectorAll("[data-smoke-next]").forEach(e => e.removeAttribute("data-smoke-next"));
if (phase !== "playing") return {state: phase};
if (b.dataset.paused) return {state: "wait"};
const shown = e => e && e.getClientRects().length > 0 && !e.disabled;
const mark = (e, what) => { e.setAttribute("data-smoke-next", ""); return {state: "turn", what: what}; };
const svg = document.getElementById("tri-svg");
if (document.querySelector("[data-spot]")) {
  const box = svg.getBoundingClientRect();
  for (const spot of document.querySelectorAll("[data-spot]")) {
    const r = spot.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height * 0.62;
    if (x > box.left + 4 && x < box.right - 4 && y > box.top + 4 && y < box.bottom - 4 &&
        document.elementFromPoint(x, y) === spot) return mark(spot, "cell");
  }
  const fit = document.querySelector('[data-zoom="fit"]');
  if (shown(fit) && svg.dataset.zoomMode !== "all") return mark(fit, "whole board");
}
const trainEnd = [...document.querySelectorAll("[data-train].fit [data-train-end]")].find(shown);
if (trainEnd) return mark(trainEnd, "train");
const end = [...document.querySelectorAll("[data-end]")].find(shown);
if (end) return mark(end, "end");
const tile = [...document.querySelectorAll('[data-hand] [data-playable="true"]')].find(shown);
if (tile) return mark(tile, "tile " + tile.dataset.tile);
for (const action of ["draw", "pass"]) {
  const button = document.querySelector('[data-action="' + action + '"]');
  if (shown(button)) return mark(button, action);
}
return {state: "wait"};"""

# Every choice the menu offers (a length the game cannot take is left out) inside its row and not clipped; beside its name on a wide screen
# (the name above the buttons on a phone). Read from the frame #f of the layout page.
MENU_LAYOUT = """const f = document.getElementById("f"), d = f.contentDocument, out = [];
const wide = f.clientWidth > 420;
for (const row of d.querySelectorAll("#menu .seg")) {
  if (!row.getClientRects().length) continue;
  const r = row.getBoundingClientRect(), key = row.dataset.setting;
  const name = row.querySelector(".seg-name");
  const buttons = [...row.querySelectorAll("label:not(:has(input:disabled)) > span")];  // a game's own lengths
  for (const el of [name].concat(buttons)) {
    const e = el.getBoundingClientRect(), text = el.textContent.trim();
    if (e.width < 1 || e.height < 1) { out.push(key + ": " + text + " not shown"); continue; }
    if (e.left < r.left - 1 || e.right > r.right + 1 || e.top < r.top - 1 || e.bottom > r.bottom + 1)
      out.push(key + ": " + text + " outside its row");
    if (el.scrollWidth > el.clientWidth + 1) out.push(key + ": " + text + " clipped");
  }
  const n = name.getBoundingClientRect(), first = buttons[0].getBoundingClientRect();
  if (wide && !(n.right <= first.left + 1 && n.bottom > first.top && n.top < r.bottom))
    out.push(key + ": its name is not beside its buttons");
  if (!wide && !(n.bottom <= first.top + 1)) out.push(key + ": its name is not above its buttons");
}
return out;"""


def wait_for(engine: Engine, body: str, timeout_s: float, what: str) -> Any:
    """Poll `body` (a function body) until it returns something truthy; that value."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = engine.js(body)
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{engine.name}: waited {timeout_s:.0f} s for {what}")
        time.sleep(0.1)


def errors(engine: Engine) -> list[str]:
    return list(engine.js(ERRORS) or [])


def boot(engine: Engine, url: str) -> dict:
    """Open `url` and wait until the table is ready; the boot's state and its seconds."""
    t0 = time.monotonic()
    engine.goto(url)
    state = wait_for(engine, f"const s = (() => {{ {BOOT_STATE} }})(); return (s.ready || s.error) ? s : null;",
                     BOOT_S, "the table to be ready")
    state["seconds"] = round(time.monotonic() - t0, 1)
    assert not state.get("error"), f"{engine.name}: start-up card {state['error']!r}"
    return state


# What the menu looks like when a choice did not take: what is checked, focused, open or in the way.
MENU_STATE = """return {checked: [...document.querySelectorAll('#menu [data-setting] input:checked')].map(i => i.value),
  active: document.activeElement && document.activeElement.outerHTML.slice(0, 120),
  dialogs: [...document.querySelectorAll('dialog[open]')].map(d => d.id),
  update: !document.getElementById('update').hidden, phase: document.body.dataset.phase,
  scroll: [scrollX, scrollY, document.getElementById('menu').scrollTop], size: [innerWidth, innerHeight]};"""


def choose(engine: Engine, **settings: str) -> None:
    for name, value in settings.items():
        engine.click(f'#menu [data-setting="{name}"] label:has(input[value="{value}"])')
    for name, value in settings.items():
        checked = engine.js(f'return document.querySelector(\'#menu [data-setting="{name}"] input:checked\').value')
        assert checked == value, (name, value, engine.js(MENU_STATE))


def new_game(engine: Engine, **settings: str) -> None:
    choose(engine, **settings)
    engine.click('#menu [data-action="new-game"]')
    # An unfinished game with a tile down asks "Leave this game?" first: the smoke test leaves it.
    started = wait_for(engine, "return document.querySelector('#panel[data-panel=\"leave\"][open]')"
                               " ? 'asked' : document.body.dataset.phase === 'playing' && 'started';",
                       TURN_S, "the deal or the leave question")
    if started == "asked":
        engine.click('#panel [data-ui="replace"]')
        wait_for(engine, "return document.body.dataset.phase === 'playing';", TURN_S, "the deal")


def play(engine: Engine, actions: int = MAX_ACTIONS) -> dict:
    """The person's actions by clicks, up to `actions` or the hand's end; what was done."""
    done: dict[str, int] = {}
    for _ in range(actions):
        step = wait_for(engine, f"const n = (() => {{ {NEXT} }})(); return n.state === 'wait' ? null : n;",
                        TURN_S, "the person's turn")
        if step["state"] != "turn":
            done["ended"] = 1
            break
        kind = step["what"].split(" ")[0]
        done[kind] = done.get(kind, 0) + 1
        engine.click("[data-smoke-next]")
    return done


def to_menu(engine: Engine) -> None:
    """Back to the menu from the table or the round's card."""
    if engine.js("return document.getElementById('round-dialog').open"):
        engine.click('#round-dialog [data-action="menu"]')
    else:
        engine.click('#table [data-action="menu"]')
    wait_for(engine, "return document.body.dataset.phase === 'menu';", TURN_S, "the menu")


def menu_layout(engine: Engine, layout_url: str) -> list[str]:
    """Problems of the menu's rows in a frame of the layout page's size."""
    engine.goto(layout_url)
    # Ready, or the start-up card's cause and words: a card fails at once, not after BOOT_S.
    said = wait_for(engine, "const d = document.getElementById('f').contentDocument, b = d && d.body;"
                            " return b && (b.dataset.ready === '1' ? 'ready' : b.dataset.bootError"
                            " && b.dataset.bootError + ': ' + d.getElementById('boot').textContent);",
                    BOOT_S, "the framed menu")
    assert said == "ready", f"{engine.name}: the framed game's start-up card {said!r}"
    return list(engine.js(MENU_LAYOUT))


def sent_paths(sent: list[tuple[str, int]]) -> list[str]:
    """The paths, queries dropped, of what a test server sent (its `sent` log), in order."""
    return [path.split("?")[0] for path, _ in sent]


def sent_twice(sent: list[tuple[str, int]]) -> list[str]:
    """The paths the server sent more than once."""
    return sorted(path for path, times in Counter(sent_paths(sent)).items() if times > 1)


def layout_page(width: int, height: int) -> str:
    """A page of the test site framing the game at a phone's or a desktop's size."""
    return (f'<!doctype html><meta charset="utf-8"><title>layout {width}</title>'
            f'<iframe id="f" src="./index.html?delay=0&amp;seed=3&amp;howto=0" width="{width}" '
            f'height="{height}" style="border:0"></iframe>')
