"""The table settings in the browser (issue 7 §5): sound on/off and the animation speed, both kept
across a reload; `prefers-reduced-motion` honoured."""

from __future__ import annotations

from test_classic import READY_MS, open_app, start, take_turn, wait_actionable

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


def set_pref(page, name, value):
    page.click('[data-action="settings"]')
    page.check(f'#panel input[data-pref="{name}"][value="{value}"]')
    page.click('#panel [data-ui="close"]')


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
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=READY_MS)
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
    page.wait_for_selector("#seats .seat.thinking")
    return page.evaluate(RUNNING)


def test_animation_speed_off_stops_every_animation_and_normal_animates(page, app_url):
    open_app(page, app_url, "?delay=20000&seed=3")
    assert page.evaluate("document.body.dataset.anim") == "normal"
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert "think" in computer_thinking(page)
    page.click('[data-action="menu"]')
    set_pref(page, "anim", "off")
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=READY_MS)
    assert page.evaluate("document.body.dataset.anim") == "off"  # kept
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert computer_thinking(page) == []


def test_reduced_motion_turns_animation_off_unless_chosen(page, app_url):
    page.emulate_media(reduced_motion="reduce")
    open_app(page, app_url, "?delay=20000&seed=3")
    assert page.evaluate("document.body.dataset.anim") == "off"  # "Auto" follows the system
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert computer_thinking(page) == []
    page.emulate_media(reduced_motion="no-preference")  # changed while playing: followed at once
    page.wait_for_function("() => document.body.dataset.anim === 'normal'")
    assert "think" in page.evaluate(RUNNING)
