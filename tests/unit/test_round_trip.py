"""The round-trip property, over random play: whatever a page writes, the next read takes unchanged.

Hypothesis plays random sessions in one browser's storage (readback.ReadBack, which reads back every
document written with the game's own checks): new games of every variant, mode and player count, by
same-device names of any text the name field keeps (emoji sequences, right-to-left, 16 characters),
moves, whole games, leaving, reloads, Continue, Dailies with the clock moved either way, damage a
check repairs, copies set aside and brought back. After every step:

- no read refuses or repairs what a write produced (a repair, too, is read back as sound);
- nothing earned goes down but by spending (coins, each record row, Daily days played);
- every result lands in its own variant's row.
"""

from __future__ import annotations

import json
from datetime import date, timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domino.core.catalog import OFFERED, PAIRS
from fakes import TODAY, FakeStorage, table
from readback import ReadBack
from table.storage import documents
from table.storage.profile import UNDO
from test_controller import click, make

# Names as a player may type them: any printable text, emoji joined by U+200D (a family, a
# technologist, a flag), right-to-left words, spaces; the menu cleans them to 16 characters.
EMOJI = ["\U0001F469\u200d\U0001F4BB", "\U0001F468\u200d\U0001F469\u200d\U0001F467", "\U0001F3F3\ufe0f\u200d\U0001F308",
         "\U0001F44D\U0001F3FD"]
RTL = ["\u05e9\u05e8\u05d4", "\u0645\u0631\u064a\u0645"]
name_text = st.lists(st.one_of(st.sampled_from(EMOJI + RTL + [" ", "Mom", "Dad"]),
                               st.text(min_size=1, max_size=6)), max_size=5).map("".join)


@st.composite
def new_game(draw):
    variant = draw(st.sampled_from(sorted(OFFERED)))
    double = draw(st.sampled_from(OFFERED[variant].sets))  # the set row's choice, kept where it is hidden
    players = draw(st.sampled_from(OFFERED[variant].players_with(double)))
    choice = {"variant": variant, "players": str(players), "set": str(double), "mode": draw(st.sampled_from(["computer", "local"])),
              "level": draw(st.sampled_from(["easy", "medium", "hard"])), "fives": "100" if variant == "allfives" else "150",
              "teams": PAIRS if players == 4 and OFFERED[variant].partners and draw(st.booleans()) else "solo"}
    choice["partner"] = choice["level"]
    for seat in range(1, players + 1):
        choice[f"name{seat}"] = draw(name_text)
    return ("new", choice)


step = st.one_of(
    new_game(),
    st.tuples(st.just("moves"), st.integers(1, 6)),
    st.just(("finish",)), st.just(("reload",)), st.just(("continue",)), st.just(("menu",)), st.just(("undo",)),
    st.tuples(st.just("clock"), st.integers(-2, 2)),
    st.just(("daily",)), st.just(("bring-back",)),
    st.tuples(st.just("damage"), st.sampled_from(["game-last", "game-partner", "profile-coins", "settings-tiles",
                                                  "profile-local"])),
)


def day(offset: int) -> str:
    return (date.fromisoformat(TODAY) + timedelta(days=offset)).isoformat()


class Browser:
    """One browser: its storage, the clock, and the page open on it."""

    def __init__(self) -> None:
        self.storage = ReadBack()
        self.offset = 0
        self.ctl = self.open()

    def open(self, **menu):
        ctl = table(self.storage, today=day(self.offset), **menu)
        self.storage.today = day(self.offset)
        ctl.parts.saves.load()
        ctl.parts.tell()
        return ctl

    def settle_timers(self) -> None:
        for _ in range(500):
            if not self.ctl.page.run_timers():
                return

    def answer(self) -> None:
        """Yes to a start's question (leaving a game at stake, replacing another tab's)."""
        page = self.ctl.page
        if page.panel in ("leave", "replace"):
            click(self.ctl, ui="replace", then=page.attrs[("panel", "data-then")])

    def play(self, moves: int) -> None:
        for _ in range(moves * 40):
            self.settle_timers()
            s = self.ctl.session
            if moves <= 0 or s.phase not in ("playing", "handoff"):
                return
            if s.phase == "handoff":
                click(self.ctl, action="ready")
            elif s.my_turn():
                make(self.ctl, s.legal()[0])
                moves -= 1

    def finish(self) -> None:
        for _ in range(60):
            self.play(400)
            s = self.ctl.session
            if s.phase == "round-over":
                click(self.ctl, action="next-hand")
            else:
                return

    def do(self, action: tuple) -> None:
        ctl, kind = self.ctl, action[0]
        if kind == "new":
            click(ctl, action="menu")
            ctl.parts.menu.choose(action[1])
            click(ctl, action="new-game")
            self.answer()
        elif kind == "moves":
            self.play(action[1])
        elif kind == "finish":
            self.finish()
        elif kind == "reload":
            self.ctl = self.open()
        elif kind == "continue":
            click(ctl, action="menu")
            click(ctl, action="continue")
        elif kind == "menu":
            click(ctl, action="menu")
        elif kind == "undo":
            self.settle_timers()
            click(ctl, action="undo")
        elif kind == "clock":
            self.offset += action[1]
            self.ctl = self.open()
        elif kind == "daily":
            click(ctl, action="menu")
            click(ctl, ui="daily")
            self.answer()
        elif kind == "bring-back":
            click(ctl, action="settings")
            body = str(ctl.page.html.get("panel-body", ""))
            if 'data-ui="bring-back"' in body:
                found = body.split('data-ui="bring-back" data-day="', 1)[1].split('"', 1)[0]
                click(ctl, ui="bring-back", day=found)
            click(ctl, ui="close")
        elif kind == "damage":
            self.damage(action[1])
            self.ctl = self.open()
        self.settle_timers()

    def damage(self, what: str) -> None:
        """A fault a check repairs, written behind the game's back (another program, a bad disk)."""
        name, field = what.split("-")
        text = self.storage.items.get(f"domino.{name}")
        if not isinstance(text, str):
            return
        doc = json.loads(text)
        if what == "game-last":
            doc["table"]["last"] = "moved\x07"
        elif what == "game-partner":
            doc["table"]["cfg"]["partner"] = "grandmaster"
        elif what == "profile-coins":
            doc["coins"] = float(doc["coins"]) + 0.5
        elif what == "profile-local":
            doc["local"]["bad\x00name"] = 3
        else:
            doc["tiles"] = "plaid"
        FakeStorage.setItem(self.storage, f"domino.{name}", json.dumps(doc))   # unchecked: it is damage


def earned(storage) -> tuple[int, dict[str, dict[str, int]], int]:
    """Coins, records and Daily days played, as the next page would read them."""
    text = storage.items.get("domino.profile")
    if not isinstance(text, str):
        return 0, {}, 0
    p, _ = documents.check_profile(json.loads(text), TODAY)
    return p["coins"], p["records"], p["totals"]["played"]


def variants_at_stake(browser: Browser) -> set[str]:
    """The variants a result recorded now may belong to: the game on the table, or the one saved."""
    out = set()
    match = browser.ctl.session.match
    if match is not None and browser.ctl.session.lesson is None:
        out.add(match.rules.variant)
    text = browser.storage.items.get("domino.game")
    if isinstance(text, str):
        try:
            out.add(json.loads(text)["match"]["rules"]["variant"])
        except (ValueError, KeyError, TypeError):
            pass
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(step, min_size=3, max_size=12))
def test_what_the_game_writes_it_reads_back_and_nothing_earned_is_lost_or_misfiled(steps):
    browser = Browser()
    for action in steps:
        coins, records, days = earned(browser.storage)
        could_be = variants_at_stake(browser)
        browser.do(action)
        assert browser.storage.refused == [], (action, browser.storage.refused)
        now_coins, now_records, now_days = earned(browser.storage)
        if action[0] != "damage":
            spent = UNDO if action[0] == "undo" else 0
            assert now_coins >= coins - spent, (action, coins, now_coins)
            assert now_days >= days, action
            for key, row in records.items():
                assert all(now_records.get(key, {}).get(r, 0) >= n for r, n in row.items()), (action, key)
        grown = [k for k, row in now_records.items() if sum(row.values()) > sum(records.get(k, {}).values())]
        assert all(k.split("/")[0] in could_be for k in grown), (action, grown, could_be)
    assert browser.storage.checked > 0
