"""The game as a portal sees it (flow/gameplay.py), against a fake host and a clock the test moves:
gameplay on only while a hand is played, breaks only between games and hands and never twice within
a minute, nothing heard or clicked while one runs, and the host's pause, mute and language."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fakes import finish_hand, table
from table.boards.targets import KeyPress, Target
from table.flow.gameplay import BREAK_GAP_MS
from table.storage.profile import games_won
from test_platform_parts import with_chrome


class Time:
    """The clock, moved by the test (ms)."""

    def __init__(self) -> None:
        self.ms = 1_000_000.0

    def now(self) -> float:
        return self.ms

    def soon(self, callback: Callable[[], object]) -> None:
        callback()


class Host:
    """A portal that records what it hears; its ad runs until the test ends it (`finish`)."""

    def __init__(self, breaks: bool = True, rewards: bool = False) -> None:
        self.breaks = breaks
        self.rewards = rewards
        self.said: list[object] = []
        self.ad: Callable[[], object] | None = None
        self.reward: Callable[[bool], object] | None = None
        self.hears = None

    def listen(self, hears) -> None:
        self.hears = hears

    def loaded(self) -> None:
        self.said.append("loaded")

    def first_frame(self) -> None:
        self.said.append("first-frame")

    def gameplay(self, on: bool) -> None:
        self.said.append("on" if on else "off")

    def commercial_break(self, done: Callable[[], object]) -> None:
        self.said.append("break")
        self.ad = done

    def rewarded_break(self, done: Callable[[bool], object]) -> None:
        self.said.append("rewarded")
        self.reward = done

    def happy(self) -> None:
        self.said.append("happy")

    def score(self, value: int) -> None:
        self.said.append(("score", value))

    def finish(self) -> None:
        done, self.ad = self.ad, None
        assert done is not None, "no break is running"
        done()


def hosted(rewards: bool = False, **menu: str):
    host = Host(rewards=rewards)
    ctl = table(host=host, **menu)
    gameplay = ctl.parts.gameplay
    gameplay.clock = Time()
    gameplay.on_ready()
    return ctl, host, gameplay


def new_game(ctl) -> None:
    ctl.click(Target({"data-action": "new-game"}), 1)


def test_ready_says_the_first_frame_then_loaded_and_listens():
    ctl, host, gameplay = hosted()
    assert host.said == ["first-frame", "loaded"] and host.hears is gameplay


def test_a_break_comes_before_a_game_from_the_menu_and_holds_the_table_until_it_ends():
    ctl, host, gameplay = hosted(target="100")
    new_game(ctl)
    assert host.said[-1] == "break" and ctl.session.match is None   # nothing dealt yet
    assert gameplay.breaking and ctl.session.muted and ctl.page.attrs[("body", "data-break")] == "1"
    new_game(ctl)   # a click while it runs does nothing
    assert host.said.count("break") == 1
    host.finish()
    assert not gameplay.breaking and not ctl.session.muted and ctl.page.attrs[("body", "data-break")] is None
    assert ctl.session.match is not None and ctl.session.phase == "playing"
    assert host.said[-1] == "on"


def test_gameplay_is_off_on_the_hand_card_and_a_break_between_hands_waits_a_minute():
    ctl, host, gameplay = hosted(target="100")
    new_game(ctl)
    host.finish()
    finish_hand(ctl)
    assert ctl.session.phase == "round-over" and host.said[-1] == "off" and not gameplay.on
    ctl.act("next-hand")   # within a minute of the last break: none, the hand is dealt at once
    assert host.said.count("break") == 1 and ctl.session.phase == "playing" and gameplay.on
    finish_hand(ctl)
    gameplay.clock.ms += BREAK_GAP_MS
    hands = ctl.session.match.hand_number
    ctl.act("next-hand")
    assert host.said.count("break") == 2 and host.said[-1] == "break"
    assert ctl.session.match.hand_number == hands and ctl.session.phase == "round-over"   # not dealt yet
    host.finish()
    assert ctl.session.match.hand_number == hands + 1 and ctl.session.phase == "playing" and host.said[-1] == "on"


def test_neither_a_click_nor_a_key_reaches_the_table_during_a_break():
    ctl, host, gameplay = hosted(target="100")
    new_game(ctl)
    host.finish()
    finish_hand(ctl)
    gameplay.clock.ms += BREAK_GAP_MS
    ctl.act("next-hand")
    assert gameplay.breaking
    assert ctl.key(KeyPress("k")) is False and ctl.parts.chrome.opened == []   # the known-to-lack card
    ctl.click(Target({"data-action": "menu"}), 1)
    assert ctl.session.phase == "round-over"
    host.finish()
    assert ctl.key(KeyPress("k")) is True and ctl.parts.chrome.opened == ["lacks"]


def test_no_break_comes_mid_hand_or_from_a_host_without_ads():
    ctl, host, gameplay = hosted(target="100")
    new_game(ctl)
    host.finish()
    gameplay.clock.ms += 10 * BREAK_GAP_MS
    ctl.act("next-hand")   # the hand is not over: nothing happens
    assert host.said.count("break") == 1
    plain = Host(breaks=False)
    ctl2 = table(host=plain)
    new_game(ctl2)
    assert "break" not in plain.said and ctl2.session.phase == "playing"


def test_the_daily_match_waits_for_its_break_and_a_continued_game_has_none():
    ctl, host, gameplay = hosted()
    ctl.act("daily")
    assert host.said[-1] == "break" and ctl.session.match is None   # nothing dealt yet
    host.finish()
    assert ctl.session.cfg.get("daily") and ctl.session.phase == "playing" and host.said[-1] == "on"
    ctl.act("menu")
    gameplay.clock.ms += BREAK_GAP_MS
    breaks = host.said.count("break")
    ctl.act("continue")   # the same game again: no game between, no break
    assert host.said.count("break") == breaks and ctl.session.phase == "playing" and host.said[-1] == "on"


def test_a_host_that_ends_its_break_twice_is_heard_once():
    ctl, host, gameplay = hosted(target="100")
    new_game(ctl)
    done = host.ad
    host.finish()
    games = ctl.session.games
    done()
    assert ctl.session.games == games


def test_the_hand_off_screen_is_no_gameplay():
    ctl, host, gameplay = hosted(mode="local")
    new_game(ctl)
    host.finish()
    assert ctl.session.phase == "handoff" and not gameplay.on and "on" not in host.said
    ctl.act("ready")
    assert ctl.session.phase == "playing" and host.said[-1] == "on"


def test_a_pause_and_the_how_to_card_are_no_gameplay(monkeypatch):
    ctl, chrome = with_chrome(target="100")
    monkeypatch.setattr("table.browser.display_tools.write", lambda node, markup: None)
    host = Host(breaks=False)
    gameplay = ctl.parts.gameplay
    gameplay.host = host
    ctl.parts.listeners = (chrome, gameplay)
    gameplay.on_ready()
    new_game(ctl)
    assert host.said[-1] == "on"
    host.hears.host_pause()   # as a portal asks
    assert chrome.paused and chrome.pause_reason == "host" and host.said[-1] == "off"
    host.hears.host_resume()
    assert not chrome.paused and host.said[-1] == "on"
    chrome.open_help(hold=True)
    ctl.render()
    assert host.said[-1] == "off"


def test_the_hosts_mute_is_the_tables_and_outlasts_a_break():
    ctl, host, gameplay = hosted(target="100")
    host.hears.host_mute(True)
    assert ctl.session.muted and ctl.page.attrs[("body", "data-muted")] == ""
    host.hears.host_mute(False)
    new_game(ctl)
    host.hears.host_mute(False)   # the break's silence stays until it ends
    assert ctl.session.muted
    host.hears.host_mute(True)
    host.finish()
    assert ctl.session.muted   # the host's own mute, after the break


@pytest.mark.parametrize(("setting", "heard", "spoken"), [
    ("auto", "es-MX", ["es"]), ("auto", "pt-PT", ["pt-BR"]), ("auto", "en-GB", []), ("auto", "de", []),
    ("fr", "es", []),
])
def test_the_hosts_language_is_spoken_unless_one_was_chosen(setting, heard, spoken):
    ctl, host, gameplay = hosted()
    ctl.parts.prefs.change("lang", setting)
    ctl.page.spoken.clear()
    host.hears.host_language(heard)
    assert ctl.page.spoken == spoken


def test_a_match_won_against_the_computer_is_a_happy_moment_and_every_match_sends_the_games_won():
    wins = losses = 0
    for seed in map(str, range(12)):
        host = Host(breaks=False)
        ctl = table(host=host, seed=seed)
        ctl.parts.gameplay.on_ready()
        new_game(ctl)
        finish_hand(ctl)
        match = ctl.session.match
        assert match.is_over
        won = match.winner == 0
        wins += won
        losses += not won
        assert ("happy" in host.said) == won
        assert host.said[-1] == ("score", games_won(ctl.parts.coins.profile)) == ("score", int(won))
    assert wins and losses   # both were seen


def test_a_lesson_is_no_match_for_the_host():
    from domino.lessons import LESSONS

    ctl, host, gameplay = hosted()
    ctl.click(Target({"data-lesson-start": LESSONS[0].key}), 1)
    assert "break" not in host.said
    ctl.click(Target({"data-lesson-ui": "show"}), 1)
    while ctl.session.phase == "playing" and ctl.parts.tutorial.practice is not None \
            and not ctl.parts.tutorial.practice.done:
        ctl.click(Target({"data-lesson-ui": "show"}), 1)
    assert "happy" not in host.said and not any(isinstance(s, tuple) for s in host.said)
