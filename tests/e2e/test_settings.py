"""The table settings in the browser: sound on/off and the animation speed, both kept
across a reload; `prefers-reduced-motion` honoured; the tile just placed arriving at that speed."""

from __future__ import annotations

import pytest
from driver import (ACTIONABLE, MAX_STEPS, TURN_MS, _to_menu, open_app, play_any_board, reload, set_pref, start,
                    take_turn, wait_actionable, wait_for)

# Counts what the page asks of Web Audio: contexts made and oscillators (one per note) started.
AUDIO_PROBE = """(() => {
  const Real = window.AudioContext;
  window.audioCalls = {contexts: 0, oscillators: 0};
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); window.audioCalls.contexts++; }
    createOscillator() { window.audioCalls.oscillators++; return super.createOscillator(); }
  };
})();"""

# The animations running in the whole document (CSS animations and transitions, pseudo-elements too).
RUNNING = """() => document.getAnimations().filter(a => a.playState === 'running')
  .map(a => a.animationName || a.transitionProperty)"""


def pref_checked(page, name):
    page.click('[data-action="settings"]')
    value = page.locator(f'#panel input[data-pref="{name}"]:checked').get_attribute("value")
    page.click('#panel [data-ui="close"]')
    return value


def oscillators(page):
    return page.evaluate("window.audioCalls.oscillators")


def play_a_tile(page):
    """Show the tiles of the first player of a same-device game and play one (a tile: the opening)."""
    page.click('[data-action="ready"]')
    assert wait_actionable(page) == "turn"
    heard = oscillators(page)
    assert take_turn(page) == "play"
    page.wait_for_function("() => document.body.dataset.phase === 'handoff'")
    return oscillators(page) - heard


def test_sound_on_plays_each_tile_and_off_is_silent_after_a_reload(page, app_url):
    page.add_init_script(AUDIO_PROBE)
    open_app(page, app_url, "?delay=0&seed=11")
    start(page, mode="local", players=2, variant="draw", target=0)  # sound is on by default
    assert play_a_tile(page) >= 1
    page.click('[data-action="menu"]')
    set_pref(page, "sound", "off")
    reload(page)
    assert pref_checked(page, "sound") == "off"
    start(page, mode="local", players=2, variant="draw", target=0)
    assert play_a_tile(page) == 0
    assert page.evaluate("window.audioCalls") == {"contexts": 0, "oscillators": 0}  # not even woken
    page.click('[data-action="menu"]')
    set_pref(page, "sound", "on")  # switching it on is heard at once
    assert oscillators(page) >= 1


def computer_thinking(page):
    """Our move played; the computer's seat shows it is thinking (the table waits ?delay ms)."""
    assert wait_actionable(page) == "turn"
    take_turn(page)
    wait_for(page, "#seats .seat.thinking")
    return page.evaluate(RUNNING)


@pytest.mark.motion  # the preference changed to none
def test_reduced_motion_turns_animation_off_unless_chosen_and_off_is_kept(page, app_url):
    """Auto follows the system: off under reduced motion (nothing runs while the computer thinks),
    Normal as soon as the preference goes (the thinking seat animates); Off chosen in Settings stops
    every animation, and is kept across a reload."""
    page.emulate_media(reduced_motion="reduce")
    open_app(page, app_url, "?delay=20000&seed=3")
    assert page.evaluate("document.body.dataset.anim") == "off"  # "Auto" follows the system
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert computer_thinking(page) == []
    page.emulate_media(reduced_motion="no-preference")  # changed while playing: followed at once
    page.wait_for_function("() => document.body.dataset.anim === 'normal'")
    assert "think" in page.evaluate(RUNNING)
    page.click('[data-action="menu"]')
    set_pref(page, "anim", "off")
    reload(page)
    assert page.evaluate("document.body.dataset.anim") == "off"  # kept
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert computer_thinking(page) == []


# ---- the tile just placed ------------------------------------------------------------------------

BOARD = "#chain [data-tile], #board [data-tile]"  # the tiles on the table, never a hand's

# Watches, at every frame, for the board's tiles to differ from the last ones seen (first `before`)
# and keeps, in order, what each change showed at the first frame after it: the new tiles, the
# board tiles with a running animation (and for how long), the tile marked as just placed, and who
# the announcement says moved. window.nextArrival() looks at once and hands the oldest kept (null
# when none). It re-arms in the page itself: a test slow to ask misses no placement, nor sees one
# only after its animation ended.
WATCH = """([board, before]) => {
  const tiles = () => [...document.querySelectorAll(board)].map(e => e.dataset.tile);
  let last = before;
  const look = () => {
    const now = tiles();
    if (now.join() === last.join()) return;
    const anims = document.getAnimations().filter(a => a.playState === 'running'
      && a.effect.target.closest && a.effect.target.closest(board));
    window.arrivals.push({tiles: now, fresh: now.filter(t => !last.includes(t)),
            moving: anims.map(a => a.effect.target.closest(board).dataset.tile),
            ms: anims.map(a => a.effect.getComputedTiming().duration),
            placed: [...document.querySelectorAll('[data-placed]')].map(e => e.dataset.tile),
            by: document.getElementById('announce').textContent.split(' ')[0]});
    last = now;
  };
  const me = window.watching = {};
  window.arrivals = [];
  window.nextArrival = () => { look(); return window.arrivals.shift() || null; };
  const frame = () => { if (window.watching === me) { look(); requestAnimationFrame(frame); } };
  requestAnimationFrame(frame);
}"""


def board_tiles(page):
    return page.evaluate(f"() => [...document.querySelectorAll({BOARD!r})].map(e => e.dataset.tile)")


def watch(page, before):
    page.evaluate(WATCH, [BOARD, before])


def arrival(page):
    """What the board showed at the first frame after its next change (waits for that change)."""
    return page.wait_for_function("() => window.nextArrival()", timeout=TURN_MS).json_value()


def placements(page, count):
    """The next `count` placements, by anyone (our turns are played meanwhile): what the board
    showed at the first frame after each."""
    seen = []
    watch(page, board_tiles(page))
    for _ in range(MAX_STEPS):
        if len(seen) == count:
            return seen
        state = page.wait_for_function(f"() => window.nextArrival() || ({ACTIONABLE})()",
                                       timeout=TURN_MS).json_value()
        if state == "turn":
            if play_any_board(page) != "play":
                continue
            state = arrival(page)
        assert isinstance(state, dict), f"the hand ended ({state}) after {len(seen)} placements"
        seen.append(state)
    raise AssertionError("too few placements")


@pytest.mark.motion  # Normal speed's arrival, and the other speeds
def test_the_tile_just_placed_arrives_once_stays_marked_and_follows_the_speed(page, app_url):
    """Normal speed, on every board: at each placement, ours and the computer's, exactly one board
    tile animates (not the whole board the render rewrote): the new one, which is also the one
    marked. Then Fast: shorter than Normal's 250-400 ms (the global Fast rule slows short
    animations down to 600 ms); and Off: nothing moves, the tile is still marked. Each a new game
    from the menu of one page."""
    open_app(page, app_url, "?delay=600&seed=5")
    for variant in ("draw", "triangles", "mexican"):
        _to_menu(page)
        start(page, mode="computer", players=2, variant=variant, level="easy", target=0)
        by = set()
        for seen in placements(page, 4):
            assert len(seen["fresh"]) == 1, (variant, seen)
            assert seen["moving"] == seen["fresh"] == seen["placed"], (variant, seen)
            assert len(seen["ms"]) == 1 and 250 <= seen["ms"][0] <= 400, (variant, seen)  # by the way it travels
            by.add(seen["by"])
        assert by == {"You", "Computer"}, (variant, by)
    for speed, ms in (("fast", 200), ("off", None)):
        _to_menu(page)
        set_pref(page, "anim", speed)
        start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
        for seen in placements(page, 2):
            assert seen["placed"] == seen["fresh"], (speed, seen)
            assert seen["moving"] == (seen["fresh"] if ms else []), (speed, seen)
            assert (len(seen["ms"]) == 1 and seen["ms"][0] <= ms) if ms else seen["ms"] == [], (speed, seen)


@pytest.mark.motion  # no arrival is only news where tiles arrive
def test_no_tile_arrives_again_on_continue_or_undo(page, app_url):
    """The table drawn again from a save (reload, Continue) or after an undo shows the last tile
    marked, at rest."""
    open_app(page, app_url, "?delay=0&seed=3")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    placements(page, 3)
    assert wait_actionable(page) == "turn"
    marked = page.evaluate("() => document.querySelector('[data-placed]').dataset.tile")
    reload(page)
    watch(page, board_tiles(page))
    page.click('[data-action="continue"]')
    seen = arrival(page)
    assert seen["moving"] == [] and seen["placed"] == [marked], seen

    assert wait_actionable(page) == "turn"
    page.click('[data-action="undo"]')  # the watcher still runs: its next arrival is the undo's
    seen = arrival(page)
    assert seen["moving"] == [] and len(seen["placed"]) <= 1, seen
    assert page.evaluate("document.getElementById('status').innerText").startswith("You took back")


# Each Settings choice whose words are cut (an ellipsis), and how far the panel is scrolled.
SETTINGS_SEEN = """() => ({
  cut: [...document.querySelectorAll('#panel .prefs .seg label > span')]
    .filter(s => s.scrollWidth > s.clientWidth + 1).map(s => s.textContent),
  scrolled: document.getElementById('panel').scrollTop,
  focused: document.activeElement && document.activeElement.dataset.ui})"""


@pytest.mark.parametrize("lang", ["pt-BR", "fr", "es"])
def test_a_phone_opens_settings_at_their_top_with_every_choice_whole(page, app_url, lang):
    """At 360x740 the panel is longer than the screen: it opens at its top (its title and first
    choice), the keys on Done; no choice's words are cut ("Desliga..."), a long one takes a row."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_app(page, app_url, f"?howto=0&lang={lang}")
    page.click('[data-action="settings"]')
    page.wait_for_function("() => document.getElementById('panel').open")
    seen = page.evaluate(SETTINGS_SEEN)
    assert seen == {"cut": [], "scrolled": 0, "focused": "close"}, seen

