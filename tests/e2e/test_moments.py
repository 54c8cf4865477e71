"""Sound and moments in a real browser: a tile laid knocks noise through filters in Web Audio (the
graph the unit tests record is one Chromium accepts), a deal brings the hand in, and a won match
bursts tiles over the result card, but not under reduced motion; the Volume row of the Settings
panel passes axe at a phone's size upright and on its side and a desktop's."""

from __future__ import annotations

import os

import pytest
from audits import axe_results, contrast_review, describe, layout_hits
from driver import open_app, play_to_round_over, start, take_turn, wait_actionable

# Counts the Web Audio nodes the page makes, by kind, and the sources it starts.
AUDIO_PROBE = """(() => {
  const Real = window.AudioContext;
  const made = window.audioMade = {contexts: 0, noise: 0, filters: 0, tones: 0, started: 0};
  const started = node => { const start = node.start.bind(node);
    node.start = (...a) => { made.started++; return start(...a); }; return node; };
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); made.contexts++; }
    createBufferSource() { made.noise++; return started(super.createBufferSource()); }
    createBiquadFilter() { made.filters++; return super.createBiquadFilter(); }
    createOscillator() { made.tones++; return started(super.createOscillator()); }
  };
})();"""

# The names of the CSS animations that started (a deal's is over in well under a second).
STARTED = """window.started = new Set();
document.addEventListener('animationstart', e => window.started.add(e.animationName), true);"""
WINS = """() => Object.values(JSON.parse(localStorage.getItem('domino.profile') || '{}').records || {})
  .reduce((n, row) => n + (row.win || 0), 0)"""
SEEDS = range(1, 16)   # the first deal the driver's play wins is the one looked at


def a_won_hand(page, app_url, seeds=SEEDS):
    """A 2-player Classic hand against Easy, played to its end with the driver's turns, from the
    first seed that the person wins; that seed."""
    for seed in seeds:
        open_app(page, app_url, f"?delay=0&seed={seed}&howto=0")
        wins = page.evaluate(WINS)
        start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
        assert play_to_round_over(page) == "round-over"
        if page.evaluate(WINS) > wins:
            return seed
    raise AssertionError("no hand won")


def test_a_tile_laid_knocks_noise_through_filters(page, app_url):
    page.add_init_script(AUDIO_PROBE)
    open_app(page, app_url, "?delay=0&seed=11&howto=0")
    start(page, mode="computer", players=2, variant="draw", level="easy", target=0)
    assert wait_actionable(page) == "turn"
    before = page.evaluate("({...window.audioMade})")
    assert before["contexts"] == 1 and before["noise"] > 0  # the deal's shuffle
    assert take_turn(page) == "play"
    made = page.evaluate("window.audioMade")
    assert made["noise"] > before["noise"] and made["filters"] > before["filters"] and made["tones"] > before["tones"]
    assert made["started"] == made["noise"] + made["tones"]  # every source made was started


@pytest.mark.motion
def test_a_won_match_bursts_tiles_over_the_card_and_a_deal_brings_the_hand_in(page, app_url):
    page.add_init_script(STARTED)
    a_won_hand(page, app_url)
    moment = page.locator("#round-dialog .moment")
    assert moment.get_attribute("data-moment") == "match" and moment.get_attribute("aria-hidden") == "true"
    page.wait_for_function("() => window.started.has('dealt') && window.started.has('burst')")
    page.wait_for_function("() => !document.body.hasAttribute('data-dealing')")
    assert page.locator("#round-dialog button").first.is_enabled()  # the card answers at once
    # once over, the burst is gone: the card shown again after a look at the board is still
    page.wait_for_function("() => !document.querySelector('#round-dialog .moment')")
    page.evaluate("() => window.started.clear()")
    page.click('#round-dialog [data-action="see-board"]')
    page.click('[data-action="show-result"]')
    page.wait_for_function("() => document.getElementById('round-dialog').open")
    assert page.locator("#round-dialog .moment").count() == 0 and not page.evaluate("() => window.started.has('burst')")


def test_no_burst_nor_deal_under_reduced_motion(page, app_url):   # the suite's contexts ask for it
    page.add_init_script(STARTED)
    a_won_hand(page, app_url)
    assert page.locator("#round-dialog .moment").count() == 0
    assert not page.evaluate("() => window.started.has('dealt') || window.started.has('burst')")


def test_the_volume_row_passes_axe_and_every_choice_is_hit_where_it_shows(page, app_url):
    """The Settings panel open, the viewport at each size in turn."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, app_url, "?delay=0&seed=3&howto=0")
    page.click('[data-action="settings"]')
    row = page.locator('#panel [data-pref-group="volume"]')
    for size in [(390, 844), (844, 390), (1280, 800)]:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        row.scroll_into_view_if_needed()
        shots = os.environ.get("DOMINO_AUDIT_SHOTS")
        if shots:
            page.screenshot(path=f"{shots}/volume-{size[0]}x{size[1]}.png")
        results = axe_results(page)
        assert not describe(results["violations"]), (size, describe(results["violations"]))
        assert not contrast_review(page, results)["failures"], size
        hits = layout_hits(page)
        assert not hits["failures"], (size, hits["failures"])
        for value in ("low", "high", "medium"):   # each choice chosen by a tap on its label, and shown chosen
            row.locator(f'label:has(input[value="{value}"])').click()
            assert row.locator("input:checked").get_attribute("value") == value, size
            assert page.evaluate("JSON.parse(localStorage.getItem('domino.settings')).volume") == value, size
