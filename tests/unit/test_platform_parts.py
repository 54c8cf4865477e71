"""Pause and the how-to card hold the computer's clock through the controller; the Settings panel's
choices pace the computer; a lesson says why a tile cannot go."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from fakes import table
from table.boards.targets import Target
from table.browser.display_tools import Chrome


class Dialog:
    def __init__(self, id):
        self.id, self.open, self.textContent, self.hidden = id, False, "", False
        self.attrs = {}

    def showModal(self):
        self.open = True

    def close(self):
        self.open = False

    def querySelector(self, _):
        return None

    def setAttribute(self, name, value):
        self.attrs[name] = value


def with_chrome(**menu):
    ctl = table(**menu)
    page = ctl.page
    for key in ("help-dialog", "pause-dialog", "pause-why", "help-body", "tool-fullscreen", "tool-theater"):
        page.el[key] = Dialog(key)
    page.doc.activeElement = None
    page.doc.fullscreenEnabled = False
    page.doc.documentElement = SimpleNamespace()
    chrome = ctl.parts.chrome = Chrome(ctl, page)
    ctl.parts.listeners = (chrome,)
    return ctl, chrome


def computer_to_move(ctl):
    ctl.click(Target({"data-action": "new-game"}), 1)
    while not ctl.page.timers or ctl.session.my_turn():
        if ctl.page.timers:
            ctl.page.run_timers()
        else:
            ctl.play(ctl.session.legal()[0])


def test_pause_stops_the_clock_and_resume_starts_it_from_the_engines_state(monkeypatch):
    ctl, chrome = with_chrome(players="3")
    monkeypatch.setattr("table.browser.display_tools.write", lambda node, markup: None)
    computer_to_move(ctl)
    moves = len(ctl.session.match.game.history)
    assert chrome.pause("player") and chrome.paused and ctl.session.held == {"pause"}
    assert not ctl.page.timers and ctl.page.el["pause-dialog"].open
    assert ctl.page.attrs[("body", "data-paused")] == "1" and ctl.page.buttons["tool-pause"] is None
    ctl.page.el["pause-dialog"].close()
    ctl.dialog_closed("pause-dialog")  # Resume, Escape or the host
    assert not chrome.paused and ctl.session.held == frozenset() and ctl.page.timers
    ctl.page.run_timers()
    assert len(ctl.session.match.game.history) > moves


def test_the_first_time_card_holds_the_clock_until_it_is_read(monkeypatch):
    ctl, chrome = with_chrome(players="2")
    monkeypatch.setattr("table.browser.display_tools.write", lambda node, markup: None)
    computer_to_move(ctl)
    chrome.open_help(hold=True)
    assert ctl.session.held == {"help"} and not ctl.page.timers
    assert chrome.pause("hidden") and ctl.session.held == {"pause"}  # the pause holds it now
    assert not ctl.page.el["help-dialog"].open
    chrome.resume()
    assert ctl.session.held == frozenset() and ctl.page.timers


def test_a_page_hidden_pauses_only_a_game_in_play():
    ctl, chrome = with_chrome()
    ctl.visibility(True)
    assert not chrome.paused  # on the menu there is nothing to pause


def test_the_animation_setting_paces_the_computer():
    ctl = table()
    ctl._set(base_delay=600)  # as ?delay=600 does at start-up
    ctl.pref("anim", "fast")
    assert ctl.session.delay == 300 and ctl.page.attrs[("body", "data-anim")] == "fast"
    ctl.page.reduced_motion = True
    ctl.pref("anim", "auto")
    assert ctl.session.delay == 150 and ctl.page.attrs[("body", "data-anim")] == "off"


def test_a_lesson_says_why_a_tile_cannot_go_where_it_asks():
    from domino.lessons import LESSONS

    ctl = table()
    ctl.click(Target({"data-lesson-start": LESSONS[0].key}), 1)
    s = ctl.session
    hand = s.match.game.observation(0).hand
    legal = s.legal()
    stuck = [t for t in hand if not any(m.kind == "play" and tuple(m.tile) == tuple(t) for m in legal)]
    for tile in stuck:
        ctl.click(Target({"data-tile": "-".join(map(str, tile))}, frozenset({"[data-hand]"})), 1)
        assert ctl.session.note and ctl.session.note == ctl.parts.tutorial.feedback
    ctl.click(Target({"data-lesson-ui": "show"}), 1)
    assert ctl.session.phase in ("round-over", "playing") and ctl.parts.tutorial.feedback


@pytest.mark.parametrize("key", ["fives-spinner", "fives-count", "fives-double", "fives-rounding"])
def test_an_all_fives_lesson_is_played_on_the_spinner_board(key):
    from domino.lessons import lesson

    ctl = table()
    ctl.click(Target({"data-lesson-start": key}), 1)
    assert ctl.session.match.rules.variant == "allfives"
    ctl.click(Target({"data-lesson-ui": "show"}), 1)
    assert ctl.parts.tutorial.feedback == lesson(key).explanation
