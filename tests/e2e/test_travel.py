"""Tiles that travel (browser/travel.py): a played tile flies from the hand tile or the rival's
plaque to its place, a drawn tile from the stock (or the Draw button pressed) to the hand, or face
down to the rival's plaque; 250-400 ms at Normal speed, nothing with reduced motion; a tap during a
flight acts at once, and a rival's drawn tile in flight carries nothing of its face.

A recorder in the page notes every stand-in as it starts (its start and landing points, its
duration, what it holds) and where each tap began (the hand's tiles and the Draw button, measured
before the app handles the tap). Every wait is on page state.
"""

from __future__ import annotations

import pytest
from driver import ACTIONABLE, MAX_STEPS, TURN_MS, _to_menu, open_app, play_any_board, set_pref, start, wait_actionable

pytestmark = pytest.mark.motion  # tiles that travel: the whole file is about motion

SHORT_MS, LONG_MS = 250, 400

RECORD = """() => {
  const box = e => { if (!e) return null; const r = e.getBoundingClientRect();
                     return r.width ? [r.left, r.top, r.width, r.height] : null; };
  window.trips = [];
  window.lastTap = null;
  document.addEventListener('click', () => {   // capture: before the app acts on the tap
    const hand = {};
    for (const t of document.querySelectorAll('[data-hand] [data-tile]')) hand[t.dataset.tile] = box(t);
    window.lastTap = {hand, draw: box(document.querySelector('[data-action="draw"]'))};
  }, true);
  new MutationObserver(records => {
    for (const r of records) for (const g of r.addedNodes) {
      if (!g.classList || !g.classList.contains('travel-ghost')) continue;
      const a = g.getAnimations()[0];
      const m = /translate\\(([-\\d.]+)px, ([-\\d.]+)px\\)/.exec(a.effect.getKeyframes()[0].transform);
      const x = parseFloat(g.style.left) + parseFloat(g.style.width) / 2;
      const y = parseFloat(g.style.top) + parseFloat(g.style.height) / 2;
      const trip = h => h.playState === 'running' && h.animationName !== 'dealt';  // the deal is no trip
      const held = [...document.querySelectorAll('[data-hand] [data-tile], [data-placed]')]
        .filter(e => e.getAnimations().some(trip));
      window.trips.push({
        back: g.classList.contains('travel-back'), start: [x + Number(m[1]), y + Number(m[2])], end: [x, y],
        ms: a.effect.getComputedTiming().duration, delay: a.effect.getComputedTiming().delay,
        running: a.playState === 'running' || a.pending,
        attrs: [...g.attributes].map(at => at.name), children: g.children.length, text: g.textContent,
        hidden: g.getAttribute('aria-hidden') === 'true' && g.parentElement.getAttribute('aria-hidden') === 'true',
        taps: g.style.pointerEvents || getComputedStyle(g.parentElement).pointerEvents,
        placed: (document.querySelector('[data-placed]') || {dataset: {}}).dataset.tile || null,
        held: held.map(e => [e.closest('[data-hand]') ? 'hand' : 'board', e.dataset.tile,
                             e.getAnimations().filter(trip).map(h => h.effect.getComputedTiming().duration)]),
        who: document.getElementById('announce').textContent,
        tap: window.lastTap,
        plaques: [...document.querySelectorAll('#seats [data-seat]')].map(box),
        stock: box(document.getElementById('stock')),
      });
    }
  }).observe(document.body, {childList: true, subtree: true});
}"""


def record(page):
    page.evaluate(RECORD)


def trips(page) -> list:
    return page.evaluate("() => window.trips")


def kind(trip) -> str:
    if trip["back"]:
        return "rival draw"
    if any(where == "hand" for where, _, _ in trip["held"]):
        return "my draw"
    return "my play" if trip["who"].startswith("You") else "rival play"


def near(a, b, px=2.0) -> bool:
    return abs(a[0] - b[0]) <= px and abs(a[1] - b[1]) <= px


def centre(box):
    return [box[0] + box[2] / 2, box[1] + box[3] / 2]


def inside(point, box, px=2.0) -> bool:
    return box[0] - px <= point[0] <= box[0] + box[2] + px and box[1] - px <= point[1] <= box[1] + box[3] + px


def collect(page, kinds, steps=MAX_STEPS) -> dict:
    """Play on (the person's turns too) until a trip of each of `kinds` was seen; kind -> the first."""
    seen: dict = {}
    for _ in range(steps):
        for trip in trips(page):
            seen.setdefault(kind(trip), trip)
        if kinds <= set(seen):
            return seen
        state = page.wait_for_function(ACTIONABLE, timeout=TURN_MS).json_value()
        if state != "turn":
            break
        play_any_board(page)
    raise AssertionError(f"seen only {sorted(seen)} of {sorted(kinds)}")


def new_game(page, **settings):
    """A new game from the menu (the table left mid-hand), with the trips recorded so far forgotten."""
    _to_menu(page)
    page.evaluate("() => { window.trips = []; }")
    start(page, **settings)


@pytest.mark.parametrize("variant,sizes", [("draw", [(390, 844), (844, 390)]), ("mexican", [(390, 844)]),
                                           ("triangles", [(390, 844), (844, 390)])], ids=["draw", "mexican", "triangles"])
def test_tiles_travel_from_where_they_were_to_where_they_went(page, app_url, variant, sizes):
    """At each size a game from the menu of one page (each new game another deal of its seed)."""
    open_app(page, app_url, "?delay=300&seed=3&howto=0")
    record(page)
    for size in sizes:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        new_game(page, mode="computer", players=2, variant=variant, level="easy", target=0)
        trips_go_where_they_should(collect(page, {"my play", "rival play", "my draw", "rival draw"}), variant, size)


def trips_go_where_they_should(seen, variant, size):
    print(variant, size, {k: t["ms"] for k, t in seen.items()})

    mine = seen["my play"]  # from the hand tile tapped, to the tile the board marks, which waits unseen
    assert near(mine["start"], centre(mine["tap"]["hand"][mine["placed"]])), mine
    assert ["board", mine["placed"], [mine["ms"]]] in mine["held"], mine

    rival = seen["rival play"]  # out of the rival's plaque
    assert inside(rival["start"], rival["plaques"][0]), rival
    assert ["board", rival["placed"], [rival["ms"]]] in rival["held"], rival

    drawn = seen["my draw"]  # from the Draw button pressed to the new tile of the hand
    assert near(drawn["start"], centre(drawn["tap"]["draw"])), drawn
    assert any(where == "hand" and ms == [drawn["ms"]] for where, _, ms in drawn["held"]), drawn

    back = seen["rival draw"]  # from the stock to the rival's plaque
    assert near(back["start"], centre(back["stock"])), back
    assert inside(back["end"], back["plaques"][0]), back

    for trip in seen.values():
        assert SHORT_MS <= trip["ms"] <= LONG_MS, trip
        assert trip["running"] and trip["hidden"] and trip["taps"] == "none", trip


def test_a_rivals_drawn_tile_flies_face_down_with_nothing_of_its_face(page, app_url):
    """No number, pip, label or tile name anywhere in the stand-in of a tile a rival drew: it is an
    empty aria-hidden element whose look is its class."""
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    record(page)
    start(page, mode="computer", players=3, variant="draw", level="easy", target=0)
    collect(page, {"rival draw"})
    backs = [t for t in trips(page) if t["back"]]
    assert backs
    for back in backs:
        assert back["text"] == "" and back["children"] == 0, back
        assert sorted(back["attrs"]) == ["aria-hidden", "class", "style"], back
        assert back["hidden"], back
    ghosts = page.evaluate("() => [...document.querySelectorAll('.travel-back')].map(g => g.outerHTML)")
    assert all("data-" not in g and "label" not in g for g in ghosts), ghosts


def test_nothing_travels_with_reduced_motion(page, app_url):
    """prefers-reduced-motion (Auto follows it); then, the preference gone, the app's own
    Animation: Off, in a new game from the menu."""
    page.emulate_media(reduced_motion="reduce")
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    record(page)
    for how in ("system", "setting"):
        if how == "setting":
            _to_menu(page)
            page.emulate_media(reduced_motion="no-preference")
            page.wait_for_function("() => document.body.dataset.anim !== 'off'")  # Auto: Normal again
            set_pref(page, "anim", "off")
        assert page.evaluate("document.body.dataset.anim") == "off", how
        new_game(page, mode="computer", players=2, variant="draw", level="easy", target=0)
        moves = 0
        for _ in range(6):
            assert wait_actionable(page) == "turn"
            moves += play_any_board(page) in ("play", "draw")
            running = page.evaluate("() => document.getAnimations().filter(a => a.playState === 'running').length")
            assert running == 0, how
        assert moves >= 4, how
        assert trips(page) == [], how
        assert page.locator(".travel-ghost").count() == 0, how


# Waits (a frame at a time) for a tile flying while a tile of the hand is playable, then taps that
# tile: the ms from the tap to the tile shown chosen (or played), whether the flight was still on
# after it and, when a played tile flies and the tap chose a tile, whether its place (the board
# drawn again) is still unseen;
# null when the turn came with nothing flying.
TAP_IN_FLIGHT = """async () => {
  const flying = () => [...document.querySelectorAll('.travel-ghost')]
    .some(g => g.getAnimations().some(a => a.playState === 'running'));
  const playable = () => document.querySelector('[data-hand] [data-playable="true"]');
  while (!(flying() && playable())) {
    if (!flying()) return null;
    await new Promise(r => requestAnimationFrame(r));
  }
  const tile = playable(), text = tile.dataset.tile;
  const chosen = () => { const t = document.querySelector(`[data-hand] [data-tile="${text}"]`);
                         return !t || t.getAttribute('aria-pressed') === 'true'; };
  const t0 = performance.now();
  tile.click();
  if (!chosen()) await new Promise(done => {
    const watch = new MutationObserver(() => { if (chosen()) { watch.disconnect(); done(); } });
    watch.observe(document.body, {subtree: true, childList: true, attributes: true});
  });
  const ms = performance.now() - t0;
  await new Promise(r => queueMicrotask(r));  // after what the page does on a change, before a paint
  const placed = document.querySelector('[data-placed]');
  const played = [...document.querySelectorAll('.travel-ghost:not(.travel-back)')]
    .some(g => g.getAnimations().some(a => a.playState === 'running'));
  const kept = document.querySelector(`[data-hand] [data-tile="${text}"]`) !== null;  // chosen, not played
  return {ms, after: flying(), unseen: !played || !kept || placed.getAnimations().some(a => a.playState === 'running')};
}"""


def test_a_tap_during_a_flight_acts_at_once(page, app_url):
    """The computer answers at once (delay=0) and its tile is still flying when the turn comes back:
    a tap then chooses (or plays) the tile at once, while the flight is still running (five such
    taps; their ms are printed, never asserted: a busy machine's pause is not the page's). The
    trains drawn again for the tile chosen keep the flying tile's place unseen until it lands.
    Classic, then Mexican Train in a new game from the menu."""
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    record(page)
    for variant in ("draw", "mexican"):
        new_game(page, mode="computer", players=2, variant=variant, level="easy", target=0)
        taps_during_flights(page, variant)


def taps_during_flights(page, variant):
    times = []
    for _ in range(MAX_STEPS):
        if len(times) == 5 or wait_actionable(page) != "turn":
            break
        seen = page.evaluate(TAP_IN_FLIGHT)
        if seen is None:
            play_any_board(page)
            continue
        assert seen["after"] and seen["unseen"], (variant, seen)
        times.append(round(seen["ms"], 1))
        for place in ("[data-end]:not([disabled])", "[data-train].fit"):
            if page.locator(place).count():
                page.locator(place).first.click()
                break
    print(variant, "tap to change during a flight, ms:", times)
    assert len(times) == 5, (variant, times)
