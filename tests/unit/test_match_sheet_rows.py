"""The ends of a match and of the Daily (flow/endings.py, render/score_sheet.py, render/daily_end.py):
the score sheet hand by hand on the match-over card, from scripted matches, a resumed one and every
kind of match; the Daily's streak and the wait for the next one, on a fake clock moved either way."""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone
from html.parser import HTMLParser

import pytest

from domino import Match, Rules, choose_move, new_game, new_match
from fakes import TODAY, FakeStorage, table
from table import boards
from table.flow import endings
from table.flow.session import Session
from table.render import daily_end
from table.storage import profile
from scripted_hands import blocked, won
from test_controller import click, play_out

TO_50 = Rules(players=2, target=50)
NAMES = ("You", "Computer 1")


def classic(games):
    match = new_match(TO_50, seed=1)
    match.games = games
    return match


def ended(match, names=NAMES, mode="computer"):
    s = Session(match=match, cfg={"mode": mode}, names=names)
    return endings.ending(s, boards.board_for(match.rules.variant))


class Sheet(HTMLParser):
    """The sheet's table as it looks: caption, column heads (with their scope), each body row's
    cells' visible text (not the screen reader's extra words), the foot, the heads marked winner."""

    def __init__(self, markup):
        super().__init__()
        self.found = self.caption = False
        self.heads, self.rows, self.foot, self.scopes, self.marked = [], [], [], [], []
        self.part = self.cell = None
        self.text = ""
        self.feed(markup)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "table" and "sheet" in (a.get("class") or ""):
            self.found = True
        if not self.found:
            return
        if tag in ("thead", "tbody", "tfoot", "caption"):
            self.part = tag
        elif tag == "tr" and self.part == "tbody":
            self.rows.append([])
        elif tag in ("th", "td"):
            self.cell, self.text = tag, ""
            if self.part == "thead":
                self.scopes.append(a.get("scope"))
                self.marked.append("winner" in (a.get("class") or ""))
        elif tag == "span" and "sr-only" in (a.get("class") or ""):
            self.cell = ("hidden", self.cell)

    def handle_endtag(self, tag):
        if not self.found:
            return
        if tag == "span" and isinstance(self.cell, tuple):
            self.cell = self.cell[1]
        elif tag in ("th", "td") and self.cell:
            words = " ".join(self.text.split())
            {"thead": self.heads, "tfoot": self.foot}.get(self.part, self.rows[-1] if self.rows else []).append(words)
            self.cell = None
        elif tag == "table":
            self.found = False

    def handle_data(self, data):
        if self.part == "caption" and self.found and self.cell is None:
            self.caption = (self.caption or "") + data
        elif self.cell and not isinstance(self.cell, tuple):
            self.text += " " + data


def test_the_match_over_card_has_the_score_sheet_hand_by_hand():
    match = classic([won(TO_50, 1, 25), blocked(TO_50, [["1-2"], ["0-3"]], ["4-4"]),
                     blocked(TO_50, [["1-2"], ["5-6"]], ["3-3"]), won(TO_50, 0, 25), won(TO_50, 0, 25)])
    end = ended(match)
    assert end.match_over and end.title == "You win the match!"
    sheet = Sheet(end.markup)
    assert sheet.caption.startswith("Score sheet: points each hand")
    # Each name twice (the long and the phone's short words; app.css shows one); the winner starred.
    assert sheet.heads == ["Hand", "Won by", "You You ★", "Computer 1 Comp 1"]
    assert sheet.scopes == ["col"] * 4 and sheet.marked == [False, False, True, False]
    # Each cell: the hand's points (a dash for none) and the running total under it.
    assert sheet.rows == [
        ["1", "Computer 1 Comp 1", "– 0", "25 25"],
        ["2", "Nobody blocked", "– 0", "– 25"],
        ["3", "You You blocked", "8 8", "– 25"],
        ["4", "You You", "25 33", "– 25"],
        ["5", "You You", "25 58", "– 25"],
    ]
    assert sheet.foot == ["Total", "58", "25"]
    assert '<th scope="row">1</th>' in end.markup and 'data-score="8" data-total="8"' in end.markup
    # [data-hand] names the hand of tiles on the table, for the page and its tests: a row never takes it.
    assert " data-hand" not in end.markup and '<tr data-number="3" data-winner="0">' in end.markup


def test_a_hand_of_a_match_still_going_shows_no_sheet():
    end = ended(classic([won(TO_50, 1, 25)]))
    assert not end.match_over and Sheet(end.markup).heads == []


def test_a_resumed_match_shows_the_whole_sheet():
    match = new_match(Rules(variant="block", players=3, target=50), seed=4)
    while True:
        game = match.game
        while not game.is_over:
            game.apply(choose_move("easy", game.observation(game.current_player), seed=len(game.history)))
        if match.is_over:
            break
        match.next_hand()
    names = ("You", "Computer 1", "Computer 2")
    first = ended(match, names).markup
    # A save holds every hand's moves: the match it loads has every hand again.
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert ended(again, names).markup == first
    sheet = Sheet(first)
    assert len(sheet.rows) == match.hand_number > 1 and sheet.foot == ["Total", *map(str, match.scores)]


def test_the_full_games_sheet_counts_pips_on_every_round_and_marks_the_winner_at_the_end():
    rules = Rules(variant="mexican", players=2, full_game=True)
    match = new_match(rules, seed=5)
    for number in range(1, 11):
        game = match.game
        while not game.is_over:
            game.apply(game.legal_moves()[0])
        sheet = Sheet(ended(match).markup)
        assert sheet.caption.startswith("Score sheet: pips left each round") and len(sheet.rows) == number
        assert sheet.rows[-1][0] == f"{number} {10 - number}-{10 - number}" and sheet.heads[0] == "Round"
        if number < 10:
            assert not any(sheet.marked)
            match.next_hand()
    assert sheet.foot[1:] == [str(t) for t in match.scores]
    winner = match.winner
    assert sheet.marked == [False, False] + [seat == winner for seat in (0, 1)]


def test_a_tri_ominos_match_sheet_shows_points_below_nothing():
    rules = Rules(variant="triangles", players=3, triominos_scoring=True, target=400)
    game = new_game(rules, hands=[["1-2-3"], ["4-5-5"], ["0-1-4"]], board=["0-0-0@0,0r0"], first=0)
    for _ in range(3):
        game.apply("pass")
    game.state.scores[2] += 400  # as if the hand had scored its way past the target
    match = Match(rules, seed=1)
    match.games = [game]
    end = ended(match, names=("You", "Computer 1", "Computer 2"))
    assert end.match_over
    sheet = Sheet(end.markup)
    assert sheet.rows == [["1", "Computer 2 Comp 2 blocked", "−10 −10", "−10 −10", "405 405"]]
    assert sheet.marked == [False, False, False, False, True]
    assert end.markup.index("Score sheet") < end.markup.index("Points this hand")  # the hand's account after it


def test_an_all_fives_hand_shows_each_seats_points_and_the_rounded_pips():
    """Going out on 18 pips left scores 20 (§7): the card says so and adds the hand's counts, and a
    Hand column shows the seat's counts and end points of the hand beside the match's totals."""
    rules = Rules(variant="allfives", target=150)
    game = new_game(rules, hands=[["5-0"], ["6-4", "3-3", "1-1"]], layout=["5-5"])
    game.apply("0-5:L")  # the count 10 scores 10, and going out takes the other's 18 pips as 20
    match = Match(rules, seed=1)
    match.games = [game]
    end = ended(match)
    assert not end.match_over
    assert ("You score 20 for the 18 pips left in the other hands, rounded to the nearest five, and 10 for "
            "counts during the hand: 30 in all.") in end.markup   # as the Hand column adds them up
    cells = re.findall(r'<td class="num">(\d+)</td>', str(end.markup))
    assert cells == ["0", "30", "30", "18", "0", "0"]   # pips, hand, score for each seat
    assert ">Hand<" in end.markup and "First to 150 points" in end.markup


def test_the_sheet_never_widens_the_card():
    """A long sheet scrolls in its own box, which the keyboard can reach (a named region)."""
    match = classic([won(TO_50, 1, 12)] * 4 + [won(TO_50, 0, 25)] * 2)
    markup = ended(match).markup
    assert '<div class="sheet-wrap" role="region" aria-labelledby="sheet-caption" tabindex="0">' in markup
    assert '<caption id="sheet-caption">' in markup


# ---- the Daily's end ---------------------------------------------------------------------------

def at(text):
    return datetime.fromisoformat(text).replace(tzinfo=timezone.utc).timestamp()


@pytest.mark.parametrize("now,words,left", [
    ("2026-03-10T18:48:00", "Next Daily in 5 hr 12 min.", 5 * 3600 + 12 * 60),
    ("2026-03-10T00:00:00", "Next Daily in 24 hr.", 86400),
    ("2026-03-10T23:20:30", "Next Daily in 40 min.", 39 * 60 + 30),   # minutes rounded up
    ("2026-03-10T23:59:59", "Next Daily in 1 min.", 1),
    ("2026-03-11T00:00:00", "A new Daily is ready: see the menu.", 0),
    ("2026-03-12T09:00:00", "A new Daily is ready: see the menu.", 0),   # the page left open
    ("2026-03-09T13:00:00", "Next Daily in 24 hr.", 86400),   # a clock moved back: never more than a day
    ("1970-01-01T00:00:00", "Next Daily in 24 hr.", 86400),
])
def test_the_wait_for_the_next_daily_on_a_fake_clock(now, words, left):
    assert daily_end.seconds_to_next("2026-03-10", at(now)) == left
    assert daily_end.next_words("2026-03-10", at(now)) == words


def test_the_daily_line_says_the_streak_in_the_records_words():
    line = daily_end.daily_end_html("2026-03-10", at("2026-03-10T20:00:00"), 3)
    assert line == ('<p class="daily-end" data-streak="3" data-next="14400"><span>Streak: 3 days won in a row.'
                    '</span> <span>Next Daily in 4 hr.</span></p>')
    assert "Streak: 1 day won in a row." in daily_end.daily_end_html("2026-03-10", 0, 1)
    assert "Streak: 0 days won in a row." in daily_end.daily_end_html("2026-03-10", 0, 0)
    assert "Streak" not in daily_end.daily_end_html("2026-03-10", 0, None)  # a replay counts nothing


class Rewards:
    """The card's reward lines, in the order they reach it (each goes right under the detail)."""

    def __init__(self):
        self.lines = []

    def reward(self, markup):
        self.lines.insert(0, str(markup))


def finish_daily(ctl, clock, ui="daily"):
    rewards = Rewards()
    ctl.parts.results.page, ctl.parts.results.now = rewards, lambda: clock
    click(ctl, ui=ui)
    play_out(ctl, hands=99)
    assert ctl.session.phase == "match-over"
    return rewards.lines


def test_todays_daily_ends_with_the_streak_and_the_wait_replays_and_other_days_say_practice():
    ctl = table(FakeStorage())
    yesterday, before = profile.day_before(TODAY), profile.day_before(profile.day_before(TODAY))
    ctl.parts.coins.change(lambda p: all(profile.record_daily(p, d, "win", [50, 0]) for d in (before, yesterday)))
    lines = finish_daily(ctl, at(f"{TODAY}T21:30:00"))
    result = ctl.parts.coins.profile["daily"][TODAY]["result"]
    streak = 3 if result == "win" else 0
    assert lines[-1] == (f'<p class="daily-end" data-streak="{streak}" data-next="9000"><span>Streak: {streak} days '
                         'won in a row.</span> <span>Next Daily in 2 hr 30 min.</span></p>')
    assert streak == profile.daily_streak(ctl.parts.coins.profile, TODAY)  # as the Records panel counts it
    click(ctl, action="menu")
    lines = finish_daily(ctl, at(f"{TODAY}T23:00:00"), ui="daily-replay")
    assert lines == ['<p class="reward" data-reward><span class="coin" aria-hidden="true"></span> A replay: not '
                     f'recorded. You have {ctl.parts.coins.coins} coins.</p>',
                     '<p class="daily-end" data-streak="" data-next="3600"><span>Next Daily in 1 hr.</span></p>']
    click(ctl, action="menu")
    ctl.parts.menu.daily_day = yesterday  # the page's ?date=
    lines = finish_daily(ctl, at(f"{TODAY}T23:00:00"))
    assert len(lines) == 1 and "Another day&#x27;s Daily is practice: not recorded." in lines[0]
