"""The table around the person: where the rivals sit, the hand's move log and each rival's last action
(from scripted histories), the free hint on a forced move, the summary put aside, the words of the
summary's New game, Block's pass, and the Daily's start heard by the platform parts."""

from __future__ import annotations

import re

from pathlib import Path

import pytest

from domino import Rules, new_game
from fakes import finish_hand, table
from table.render import movelog
from table.render import seating
from table.flow import setups
from table.flow import coin_tools as tools
from table.boards.targets import Target
from table.flow.listener import Listener
from table.flow.clicks import ATTRS
from table.boards.line import LineBoard
from table.render.markup import Markup
from table.render.screens import nice_date

NAMES = ("You", "Computer 1", "Computer 2", "Computer 3")


def click(ctl, **data):
    ctl.click(Target({f"data-{k}": str(v) for k, v in data.items()}), 1)


# ---- seats ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,anchor,expected", [
    (2, 0, {1: "across"}),
    (2, 1, {0: "across"}),
    (3, 0, {1: "left", 2: "right"}),
    (3, 2, {0: "left", 1: "right"}),
    (4, 0, {1: "left", 2: "across", 3: "right"}),
    (4, 2, {3: "left", 0: "across", 1: "right"}),
])
def test_the_next_seat_sits_on_the_left_and_play_goes_round(players, anchor, expected):
    assert seating.places(players, anchor) == expected


def test_with_nobody_at_the_screen_every_seat_is_in_one_row():
    assert seating.places(3, None) == {0: "top", 1: "top", 2: "top"}


def test_a_plaque_holds_counts_and_the_last_action_never_tiles_in_hand():
    out = seating.seats_html(NAMES, (5, 3, 1, 7), 2, 0, {1, 2, 3}, 2,
                             {1: ("played 4-6 on the 6", "4-6 on 6"), 3: ("drew 2 tiles, then passed", "drew 2, passed")})
    assert isinstance(out, Markup)
    assert out.count('role="listitem"') == 3 and 'data-seat="0"' not in out
    assert 'data-seat="1" data-side="left" data-count="3"' in out
    assert 'data-seat="2" data-side="across" data-count="1"' in out and "seat on-turn thinking" in out
    assert 'aria-label="Computer 1: 3 tiles. Last: played 4-6 on the 6"' in out
    assert 'aria-label="Computer 2: 1 tile, on turn"' in out
    assert 'aria-label="Computer 3: 7 tiles. Last: drew 2 tiles, then passed"' in out
    assert out.count('<i class="back"></i>') == 3 + 1 + 7
    # A plaque is never read as a click target (a board's data-place would place a Triangles tile).
    assert not [a for a in ATTRS if f" {a}=" in out]


def test_a_plaque_wraps_a_turn_between_its_parts_never_inside_a_tiles_name():
    """'0-0, 0-5 Mexican' on a narrow plaque broke as '0-0, 0-' / '5 Mexican': a hyphen between two
    numbers is followed by a word joiner, and the words of a part by no-break spaces."""
    out = seating.seats_html(NAMES, (5, 3, 1, 7), 1, 0, {1, 2, 3}, None,
                             {1: ("played 0-0 and 0-5 on the Mexican train", "0-0, 0-5 Mexican"),
                              2: ("drew 1 tile; 3-6 is left", "drew 1, 3-6 left")})
    shorts = re.findall(r'<span class="short">([^<]*)</span></span></div>', str(out))
    assert shorts[:2] == ["0-\u20600, 0-\u20605\u00a0Mexican", "drew\u00a01, 3-\u20606\u00a0left"], shorts
    assert 'data-last="played 0-0 and 0-5 on the Mexican train"' in out  # what a screen reader hears: as said


# ---- the move log -----------------------------------------------------------------------------------

def classic_hand():
    """You open with 6-6; Computer 1 has nothing and draws twice, then plays 2-6 on a 6; you play
    2-3 on the 2; Computer 1 plays 3-5 on the 3."""
    game = new_game(Rules(variant="draw", players=2), hands=[["6-6", "2-3", "0-0"], ["1-1", "3-5"]],
                    stock=["1-2", "6-2", "5-5"], first=0)
    for text in ("6-6", "draw", "draw", "2-6:R", "2-3:R", "3-5:R"):
        game.apply(text)
    return game


def test_log_lines_from_a_scripted_classic_hand():
    game = classic_hand()
    assert movelog.log_lines(game.history, NAMES[:2], 0) == [
        (0, "You opened with 6-6."),
        (1, "Computer 1 drew 2 tiles, then played 2-6 on the 6."),
        (0, "You played 2-3 on the 2."),
        (1, "Computer 1 played 3-5 on the 3."),
    ]


def test_the_log_names_an_end_by_the_number_it_showed_not_left_or_right():
    """The chain snakes on the felt, so its "left" end can sit at the top right: a play is said by
    the number it was laid on, as the felt's end marks and the end buttons name the ends."""
    game = new_game(Rules(variant="draw", players=2), hands=[["3-5", "1-3", "0-0"], ["5-5", "1-4", "6-6"]],
                    stock=["2-2"], first=0)
    for text in ("3-5", "5-5:R", "1-3:L", "1-4:L"):
        game.apply(text)
    assert [line for _, line in movelog.log_lines(game.history, NAMES[:2], 0)] == [
        "You opened with 3-5.", "Computer 1 played 5-5 on the 5.", "You played 1-3 on the 3.",
        "Computer 1 played 1-4 on the 1."]
    assert movelog.last_actions(game.history, NAMES[:2], 0)[1] == ("played 1-4 on the 1", "1-4 on 1")
    # A lesson's set position: the history starts after tiles already down; a double says its
    # number, another tile only itself when its end's number is not known from the moves.
    later = [(0, game.history[1][1]), (1, game.history[2][1])]
    assert [line for _, line in movelog.log_lines(later, NAMES[:2], 0)] == [
        "You played 5-5 on the 5.", "Computer 1 played 1-3."]


def test_the_log_never_names_a_drawn_tile():
    game = classic_hand()
    log = movelog.log_html(game.history, NAMES[:2], 0)
    assert "1-2" not in log and "5-5" not in log  # drawn (1-2) or still in the stock
    assert log.count("<li") == 4 and '<ol class="moves-list"' in log
    assert movelog.log_html((), NAMES[:2], 0).count("No moves yet") == 1


def test_last_action_of_each_seat_long_and_short():
    game = new_game(Rules(variant="draw", players=2), hands=[["6-6", "2-3", "0-0"], ["1-1", "3-5"]],
                    stock=["1-2", "6-2", "5-5"], first=0)
    game.apply("6-6")
    game.apply("draw")
    assert movelog.last_actions(game.history, NAMES[:2], 0) == {
        0: ("opened with 6-6", "opened 6-6"), 1: ("drew a tile", "drew 1")}
    game.apply("draw")
    game.apply("2-6:R")
    assert movelog.last_actions(game.history, NAMES[:2], 0)[1] == ("drew 2 tiles, then played 2-6 on the 6",
                                                                "drew 2, 2-6 on 6")


def test_trains_say_where_from_the_move():
    from domino.variants.trains import play as train_play

    names = NAMES[:3]
    history = ((1, train_play((8, 9), 1)), (2, train_play((6, 9), "mexican")), (0, train_play((2, 6), 2)),
               (1, train_play((3, 9), 0)))
    assert [text for _, text in movelog.log_lines(history, names, 0)] == [
        "Computer 1 played 8-9 on their own train.", "Computer 2 played 6-9 on the Mexican train.",
        "You played 2-6 on Computer 2's train.", "Computer 1 played 3-9 on your train."]
    # A phone's plaque has room for a few words only.
    assert [movelog.play_words(m, seat, names, False, short=True, person=0) for seat, m in history] == [
        "8-9 own train", "6-9 Mexican", "2-6 Computer 2's", "3-9 your train"]
    # a double and its cover on one train share the train's words there
    double = ((1, train_play((3, 3), 2)), (1, train_play((3, 6), 2)))
    assert movelog.last_actions(double, names, 0)[1] == (
        "played 3-3 on Computer 2's train, then played 3-6 on Computer 2's train", "3-3, 3-6 Comp 2's")
    # a plaque names the seat as the plaques do: a whole name does not fit one on a phone
    # in the order made: a double left uncovered, a draw, a pass; a drawn tile that covers the double
    from domino.core.moves import DRAW, PASS
    stuck = ((1, DRAW), (1, train_play((7, 7), 2)), (1, DRAW), (1, PASS))
    assert movelog.last_actions(stuck, names, 0)[1] == ("drew a tile, played 7-7 on Computer 2's train, drew a tile, "
                                                     "then passed", "drew 1, 7-7 Comp 2's, drew 1, passed")
    covered = ((1, train_play((7, 7), 2)), (1, DRAW), (1, train_play((7, 3), 2)))
    assert movelog.last_actions(covered, names, 0)[1] == (
        "played 7-7 on Computer 2's train, drew a tile, then played 7-3 on Computer 2's train",
        "7-7, drew 1, 7-3 Comp 2's")


def test_a_triangles_tile_is_said_beside_the_tiles_it_went_next_to():
    """The log says where on the board, by tiles a player can find there: the side of the one tile
    it touches, or the tiles it sits between; a plaque keeps the tile alone."""
    from domino.variants.triangles import play as tri_play

    cells = [(0, 0), (0, 1), (1, 0), (0, -1), (-1, 1), (0, 2), (1, 2), (1, 1)]
    tiles = [(0, 0, 0), (0, 0, 1), (0, 0, 2), (0, 0, 3), (0, 0, 4), (0, 0, 5), (0, 1, 1), (0, 1, 2)]
    history = tuple((k % 2, tri_play(tile, cell, 0)) for k, (tile, cell) in enumerate(zip(tiles, cells)))
    assert [text for _, text in movelog.log_lines(history, NAMES[:2], 0)] == [
        "You opened with 0-0-0.",
        "Computer 1 placed 0-0-1 right of the 0-0-0.",
        "You placed 0-0-2 below the 0-0-0.",
        "Computer 1 placed 0-0-3 left of the 0-0-0.",
        "You placed 0-0-4 above the 0-0-1.",
        "Computer 1 placed 0-0-5 right of the 0-0-1.",
        "You placed 0-1-1 below the 0-0-5.",
        "Computer 1 placed 0-1-2 between the 0-0-2 and the 0-1-1.",
    ]
    assert movelog.last_actions(history, NAMES[:2], 0) == {0: ("placed 0-1-1", "placed 0-1-1"),
                                                        1: ("placed 0-1-2", "placed 0-1-2")}


# ---- the free hint ----------------------------------------------------------------------------------

def to_my_turn(ctl, forced: bool):
    """Play on (the first legal move) until it is the person's turn with one legal move (`forced`)
    or with several, past a forced opening (its prompt names the move)."""
    for _ in range(400):
        s = ctl.session
        if ctl.page.run_timers():
            continue
        assert s.phase == "playing"
        if s.my_turn():
            if (len(s.legal()) == 1) == forced and not ctl.board.names_the_move(s, s.legal()):
                return
            ctl.play(s.legal()[0])
    raise AssertionError("no such turn")


def hint_now(ctl):
    click(ctl, action="hint")
    while ctl.session.hint_now() is None:
        assert ctl.page.run_timers()


@pytest.mark.parametrize("forced", [True, False])
def test_a_hint_costs_nothing_when_only_one_move_is_legal(forced):
    ctl = table(variant="draw", players="2")
    click(ctl, action="new-game")
    to_my_turn(ctl, forced)
    s = ctl.session
    hint = next(t for t in tools.tool_list(s, ctl.board, 30, False) if t[0] == "hint")
    assert hint[1:3] == (("Free hint", 0) if forced else ("Hint", 15))
    coins = ctl.parts.coins.coins
    hint_now(ctl)
    assert ctl.parts.coins.coins == coins - (0 if forced else 15)
    assert ctl.session.hint_now() in s.legal()


def test_a_hint_is_free_when_the_only_tile_plays_the_same_on_either_end():
    """6-6 opened and 4-6 the only fit: two legal moves (left, right) that make the same line, so
    nothing to choose and nothing to pay (it cost 15)."""
    from domino import Rules, new_game
    from types import SimpleNamespace
    from table.boards import board_for
    from table.flow.session import Session, settings
    g = new_game(Rules(variant="draw"), hands=[["4-6", "1-2", "0-3"], ["5-5", "4-4"]], stock=["2-2"],
                 chain=["6-6"], first=0)
    s = Session(match=SimpleNamespace(game=g, rules=g.rules, games=[g]), cfg=settings({"mode": "computer"}),
                names=("You", "Computer 1"), phase="playing", viewer=0)
    assert len(s.legal()) == 2
    hint = next(t for t in tools.tool_list(s, board_for("draw"), 30, False) if t[0] == "hint")
    assert hint[1:3] == ("Free hint", 0)


def forced_opening(variant):
    """A dealt hand (the first seed that does it) where the person at seat 0 must open with the
    highest double, against Expert."""
    from domino import Rules, new_game
    from types import SimpleNamespace
    from table.flow.session import Session, settings
    for seed in range(100):
        g = new_game(Rules(variant=variant), seed=seed)
        s = Session(match=SimpleNamespace(game=g, rules=g.rules, games=[g]),
                    cfg=settings({"mode": "computer", "level": "expert"}),
                    names=("You", "Computer 1"), phase="playing", viewer=0)
        if s.my_turn() and len(s.legal()) == 1:
            return s
    raise AssertionError("no seed deals the person a forced opening")


@pytest.mark.parametrize("variant", ["draw", "allfives"])
def test_a_hint_is_free_where_the_prompt_names_the_forced_opening(variant):
    """Against Expert the table marks no tiles, so a free hint would tell of a forced move: but the
    prompt already names it ("open with 6-6"), so the hint costs nothing (it cost 15)."""
    from table.boards import board_for
    s = forced_opening(variant)
    board = board_for(variant)
    assert board.names_the_move(s, s.legal())
    hint = next(t for t in tools.tool_list(s, board, 30, False, suggest=False) if t[0] == "hint")
    assert hint[1:3] == ("Free hint", 0)


def test_a_hint_still_costs_against_expert_for_a_forced_move_the_table_does_not_name():
    from domino import Rules, new_game
    from types import SimpleNamespace
    from table.boards import board_for
    from table.flow.session import Session, settings
    g = new_game(Rules(variant="draw"), hands=[["4-6", "1-2", "0-3"], ["5-5", "4-4"]], stock=["2-2"],
                 chain=["6-1"], first=0)
    s = Session(match=SimpleNamespace(game=g, rules=g.rules, games=[g]),
                cfg=settings({"mode": "computer", "level": "expert"}),
                names=("You", "Computer 1"), phase="playing", viewer=0)
    assert len(s.legal()) == 2   # 4-6 on the 6, 1-2 on the 1: a choice, so it costs
    hint = next(t for t in tools.tool_list(s, board_for("draw"), 30, False, suggest=False) if t[0] == "hint")
    assert hint[1:3] == ("Hint", 15)


def test_a_hint_is_free_on_a_shared_device_whatever_the_moves():
    ctl = table(variant="draw", players="2", mode="local")
    click(ctl, action="new-game")
    click(ctl, action="ready")
    assert tools.hint_price(ctl.session, ctl.board) == 0


# ---- the hand's summary -----------------------------------------------------------------------------

def test_the_summary_put_aside_and_brought_back():
    ctl = table(variant="draw", players="2")
    click(ctl, action="new-game")
    click(ctl, action="see-board")  # not while playing
    assert not ctl.page.aside
    finish_hand(ctl)
    page = ctl.page
    assert page.round_open and 'data-action="see-board"' in page.html["round-body"]
    click(ctl, action="see-board")
    assert page.aside and not page.round_open and ctl.session.phase == "round-over"
    ctl.act("show-result")
    assert not page.aside and page.round_open


def test_after_the_daily_new_game_says_what_it_starts_and_starts_that():
    ctl = table(variant="draw", players="2", level="easy", target="0")
    events = []

    class Ear(Listener):
        def on_game_start(self) -> None:
            events.append(ctl.session.cfg)

    ctl.parts.listeners = (Ear(),)
    click(ctl, ui="daily")
    assert events and events[0].get("daily")  # the portal and the first-time card hear of the Daily
    # the table names the Daily while it is played: the score bar (a phone's short words) and the heading
    day = nice_date(ctl.parts.menu.daily_day)
    assert (f'<span class="score-round"><span class="long">Daily match · {day}</span>'
            f'<span class="short">Daily · {nice_date(ctl.parts.menu.daily_day, year=False)}</span></span>') in ctl.page.html["scores"]
    assert ctl.page.html["table-title"] == f"Dominoes: Daily match of {day}, Classic"
    finish_hand(ctl)
    while ctl.session.phase == "round-over":
        click(ctl, action="next-hand")
        finish_hand(ctl)
    assert "New game<span class=\"new-what\">Classic, vs Medium, to 50</span>" in ctl.page.html["round-body"]
    click(ctl, action="new-game")
    cfg = ctl.session.cfg
    assert (cfg["variant"], cfg["level"], cfg["target"], cfg.get("daily")) == ("draw", "medium", "50", None)
    assert "Daily" not in ctl.page.html["scores"] + ctl.page.html["table-title"]


@pytest.mark.parametrize("choice,words", [
    ({"mode": "computer", "players": "2", "variant": "draw", "level": "easy", "target": "0"}, "Classic, vs Easy, 1 round"),
    ({"mode": "computer", "players": "4", "variant": "mexican", "level": "hard", "rounds": "10"},
     "Mexican Train, 4 players, vs Hard, 10 rounds"),
    ({"mode": "local", "players": "3", "variant": "triangles", "scoring": "triominos"},
     "Triangles, 3 players, one device, Tri-Ominos to 400"),
])
def test_game_words(choice, words):
    assert setups.game_words(choice) == words


# ---- the menu after a reload: the last choices, and Continue names the saved game --------------------

def saved_doc(cfg, **rules):
    from domino import new_match

    match = new_match(Rules(**rules), seed=5)
    doc = {"v": 2, "match": match.to_json(), "table": {"cfg": cfg, "names": ["", ""]}}
    return doc


@pytest.mark.parametrize("cfg, rules, hands, words", [
    ({"mode": "computer", "level": "medium"}, {"target": 50}, 2, "Classic, vs Medium, to 50 · hand 2"),
    ({"mode": "computer", "level": "easy"}, {}, 1, "Classic, vs Easy, 1 round"),
    ({"mode": "computer", "level": "hard"}, {"variant": "mexican", "players": 4, "full_game": True}, 3,
     "Mexican Train, 4 players, vs Hard, 10 rounds · round 3"),
    ({"mode": "local", "level": "easy"}, {"variant": "block", "players": 3, "target": 100}, 1,
     "Block, 3 players, one device, to 100 · hand 1"),
    ({"mode": "computer", "level": "medium", "daily": "2026-03-10"}, {"target": 50}, 4, "Daily match · hand 4"),
])
def test_continue_names_the_saved_game(cfg, rules, hands, words):
    doc = saved_doc(cfg, **rules)
    doc["match"]["hands"] = [[]] * hands
    assert setups.resume_words(doc).replace("\u00a0", " ") == words


@pytest.mark.parametrize("spoil", [
    lambda d: d["table"]["cfg"].update(level="<b>grandmaster</b>"),
    lambda d: d["table"]["cfg"].update(mode="spectator"),
    lambda d: d["match"]["rules"].update(variant="<img src=x>"),
    lambda d: d["match"].pop("hands"),
    lambda d: d.pop("table"),
])
def test_continue_says_nothing_of_a_save_it_cannot_name(spoil):
    doc = saved_doc({"mode": "computer", "level": "easy"})
    spoil(doc)
    assert setups.resume_words(doc) == ""
    assert setups.resume_words(None) == setups.resume_words("text") == ""


def test_a_new_game_remembers_the_menus_choices_with_the_settings():
    import json

    from table.storage import settings as prefs

    chosen = {"mode": "computer", "players": "3", "variant": "block", "teams": "solo", "level": "hard",
              "partner": "medium", "target": "100", "rounds": "1", "scoring": "standard", "fives": "150",
              "blocked": "others", "set": "9"}
    ctl = table(**chosen)
    click(ctl, action="new-game")
    stored = json.loads(ctl.parts.store.get_raw("domino.settings"))
    assert stored["menu"] == chosen and stored["tiles"] == "ivory"
    # only the menu's own values are kept; a settings document without them loads as before
    assert prefs.clean({"menu": {"level": "<b>", "variant": "mexican", "players": 9}})["menu"] == {"variant": "mexican"}
    assert "menu" not in prefs.clean({"menu": "x"}) and "menu" not in prefs.clean({"menu": {"level": "god"}})


# ---- Block has no stock -----------------------------------------------------------------------------

def test_block_says_pass_without_a_stock_and_classic_names_the_empty_stock():
    from types import SimpleNamespace

    from domino import PASS

    s, obs = table(variant="block").session, SimpleNamespace(ends=(1, 2))
    assert LineBoard("block").prompt(s, obs, [PASS], set(), {"pass"}) == "No tile fits: pass."
    assert LineBoard("draw").prompt(s, obs, [PASS], set(), {"pass"}) == "No tile fits and the stock is empty: pass."
    assert LineBoard("block").tile_intent(s, (5, 5), [PASS]).changes["note"] == "5-5 doesn't fit either end: pass."
    assert "the stock is empty" in LineBoard("draw").tile_intent(s, (5, 5), [PASS]).changes["note"]


def test_a_rivals_plaque_has_a_short_name_for_a_full_phone_table():
    """Three rivals on a phone read 'Comp 1', 'Comp 2', 'Comp 3' (they read 'Computer...' three
    times, so you could not tell which was on turn)."""
    plaques = str(seating.seats_html(("You", "Computer 1", "Computer 2", "Computer 3"), (5, 5, 5, 5), 2, 0,
                                     {1, 2, 3}))
    for n in (1, 2, 3):
        assert f'<span class="long">Computer {n}</span><span class="short">Comp {n}</span>' in plaques
    css = (Path(__file__).resolve().parents[2] / "static" / "around.css").read_text()
    assert ".seats:has(.seat ~ .seat ~ .seat) .seat-name .short { display: inline; }" in css
