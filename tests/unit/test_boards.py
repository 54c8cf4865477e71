"""The boards turn a tap or a key into an intent and write nothing: each case hands a board a session
and a real engine position and checks the intent it returns."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest

from domino import Rules, new_game
from domino.variants import triangles
from table.boards.intents import Pan, Play, Select, Zoom
from table.boards.targets import Target
from table.boards.base import CLEAR
from table.boards import board_for
from table.boards.line import ends_html
from table.flow.session import Session, settings


def session(game, **kw):
    return Session(match=SimpleNamespace(game=game, rules=game.rules), cfg=settings({"mode": "computer"}),
                   names=("You", "Computer 1"), phase="playing", **{"viewer": 0, **kw})


def line_game():
    # Chain 6 ... 3: 3-6 fits both ends, 0-3 only the right one, 1-2 neither.
    return new_game(Rules(variant="draw"), hands=[["3-6", "1-2", "0-3"], ["6-6", "4-4"]], stock=["2-2", "1-1"],
                    chain=["6-5", "5-3"], first=0)


def test_a_line_tile_that_fits_one_end_is_played_at_once():
    s = session(line_game())
    board = board_for("draw")
    move = board.tile_intent(s, (0, 3), s.legal()).move
    assert str(move) == "0-3:R"


def test_a_line_tile_that_fits_both_ends_waits_for_an_end():
    g = line_game()
    board = board_for("draw")
    assert board.tile_intent(session(g), (3, 6), session(g).legal()) == Select({"selected": (3, 6), "note": ""})
    s = session(g, selected=(3, 6))
    move = board.click(s, Target({"data-end": "L"})).move
    assert str(move) == "3-6:L"
    assert board.marks(s, s.legal()) == {("chain", "data-fit"): "L R"}
    assert board.prompt(s, g.observation(0), s.legal(), board.playable(s.legal()), {"play"}) == \
        "3-6 fits both ends: tap a lit end, the 6 or the 3."


def test_the_ends_are_named_by_their_numbers_not_left_and_right():
    """The chain snakes on the felt, so its right end can sit at the bottom left: the end boxes show
    'End' and the number, and their accessible names say just that, as the felt's end marks, the
    log and the hint name an end."""
    out = str(ends_html((6, 3), {"L"}))
    assert "left" not in out.lower() and "right" not in out.lower()
    assert 'aria-label="End 6, play here"' in out and 'aria-label="End 3" disabled' in out
    assert out.count('<span class="end-k">End</span>') == 2
    assert str(ends_html(None)).count('aria-label="End, empty"') == 2


def test_a_line_play_is_said_by_the_number_it_went_on():
    """What the status and the announcer say after a play names the end as the log does."""
    g = line_game()
    move = next(m for m in g.legal_moves() if str(m) == "3-6:L")
    g.apply(move)
    assert board_for("draw").describe(session(g), 0, move) == "You played 3-6 on the 6."
    g = line_game()
    g.apply(next(m for m in g.legal_moves() if str(m) == "3-6:R"))
    g.apply(next(m for m in g.legal_moves() if str(m) == "6-6:R"))
    assert board_for("draw").describe(session(g), 1, g.history[-1][1]) == "Computer 1 played 6-6 on the 6."


def test_a_move_is_said_by_the_seat_that_made_it_never_by_its_name():
    """"You" is the seat of the person at the screen: on a shared device a player named "You" is a
    name like any other, and Expert's advice says what it would play."""
    g = line_game()
    move = next(m for m in g.legal_moves() if str(m) == "3-6:L")
    g.apply(move)
    board = board_for("draw")
    shared = replace(session(g), names=("Ann", "You"), cfg=settings({"mode": "local"}))
    assert board.describe(shared, 0, move) == "Ann played 3-6 on the 6."
    assert board.describe(replace(session(g), names=("Ann", "Bob")), 0, move) == "You played 3-6 on the 6."
    assert board.describe(session(g), 0, move, expert=True) == "Expert would play 3-6 on the 6."


def test_a_line_tile_that_fits_nowhere_says_why():
    s = session(line_game())
    assert board_for("draw").tile_intent(s, (1, 2), s.legal()) == \
        Select({**CLEAR, "note": "1-2 doesn't fit either end."})


def test_an_end_tapped_first_or_out_of_turn_only_says_something():
    g = line_game()
    board = board_for("draw")
    assert board.click(session(g), Target({"data-end": "R"})) == \
        Select({"note": "Choose a tile from your hand first."})
    assert board.click(session(g, viewer=1), Target({"data-end": "R"})) == \
        Select({"note": "Wait: it's You's turn."})
    assert board.click(session(g), Target({"data-tile": "3-6"})) is None  # not the board's


def test_a_hint_selects_the_tile_when_the_end_must_be_chosen():
    g = line_game()
    s = session(g)
    move = next(m for m in s.legal() if str(m) == "3-6:R")
    choice, note = board_for("draw").hint(s, move, s.legal())
    assert choice["selected"] == (3, 6) and note == "Hint: play 3-6 on the 3."
    assert board_for("draw").hint_targets(move) == ('[data-end="R"]',)


def test_a_chosen_tile_that_no_longer_plays_is_dropped():
    g = line_game()
    s = session(g, selected=(1, 2))
    board = board_for("draw")
    assert board.settle(s, s.legal(), board.playable(s.legal()))["selected"] is None
    s = session(g, selected=(3, 6))
    assert board.settle(s, s.legal(), board.playable(s.legal())) == {}


def trains_turn():
    """A Mexican Train position on seat 0's turn with a tile that fits more than one train."""
    for seed in range(200):
        g = new_game(Rules(variant="mexican", players=2), seed=seed)
        while not g.is_over:
            legal = g.legal_moves()
            if g.current_player == 0:
                tiles = [m.tile for m in legal if m.kind == "play"]
                twice = next((t for t in tiles if tiles.count(t) > 1), None)
                if twice is not None:
                    return g, twice
            g.apply(legal[0])
    raise AssertionError("no such position")


def test_a_train_is_lit_for_a_tile_that_fits_several_and_played_on_tap():
    g, tile = trains_turn()
    board = board_for("mexican")
    s = session(g)
    assert board.tile_intent(s, tile, s.legal()) == Select({"selected": tile, "note": ""})
    s = session(g, selected=tile)
    where = next(m.train for m in s.legal() if m.tile == tile)
    move = board.click(s, Target({"data-train": str(where)})).move
    assert move.tile == tile and move.train == where
    assert board.click(s, Target({"data-train-end": str(where)})) == Play(move)
    assert board.key(s, "Enter", Target({"data-train-end": str(where)})) == Play(move)
    assert board.key(s, "Enter", Target({})) is None
    assert 'class="train' in board.containers(s, g.observation(0), s.legal())["board"]


def test_a_tap_on_more_trains_scrolls_a_row_that_way_and_plays_nothing():
    """Where the rows scroll (a short felt), the engine's band marks more rows above or below; a tap
    on a mark asks the view for a row that way. The marks are drawn only where the rows scroll."""
    from table.boards.trains import more_rows
    g, _tile = trains_turn()
    board, s = board_for("mexican"), session(g)
    assert board.click(s, Target({"data-more-rows": "down"})) == Pan(0, 1)
    assert board.click(s, Target({"data-more-rows": "up"})) == Pan(0, -1)
    marks = more_rows("trains wide scrolls")
    assert 'data-more-rows="up"' in marks and 'data-more-rows="down"' in marks
    assert more_rows("trains wide") == ""


def tri_turn():
    """Seat 0 to open Triangles with a tile that goes in the centre three ways round. (Rare in play:
    the engine offers one way for an opening; the board is handed these moves as they are.)"""
    real = new_game(Rules(variant="triangles"), hands=[["1-2-3", "0-0-0"], ["4-4-4"]], stock=["5-5-5"], first=0)
    tile, cell = (1, 2, 3), (0, 0)
    ways = [triangles.play(tile, cell, turn) for turn in range(3)]
    game = SimpleNamespace(is_over=False, current_player=0, rules=real.rules, history=(),
                           observation=lambda seat: SimpleNamespace(legal_moves=ways, hand=[tile]))
    return game, real.observation(0), tile, cell, ways


def test_a_triangles_tile_is_turned_in_its_cell_then_placed():
    g, obs, tile, cell, ways = tri_turn()
    board = board_for("triangles")
    spot = f"{cell[0]},{cell[1]}"
    s = session(g, selected=tile)
    assert board.click(s, Target({"data-spot": spot})) == Select({"spot": cell, "turn": 0})
    s = session(g, selected=tile, spot=cell)
    assert board.click(s, Target({"data-turn": ""})) == Select({"turn": 1})
    assert board.key(s, "R", None) == Select({"turn": 1})
    assert board.key(s, "R", None, mods=True) is None
    s = session(g, selected=tile, spot=cell, turn=1)
    assert board.click(s, Target({"data-place": ""})) == Play(ways[1])
    assert board.click(s, Target({"data-spot": spot})) == Play(ways[1])  # a second tap places it
    assert 'data-turn' in board.actions_html(s, obs, {"play"})


def test_the_triangles_view_keys_are_intents_for_the_viewport():
    g, obs, tile, cell, _ = tri_turn()
    board = board_for("triangles")
    s = session(g)
    in_view = Target({}, frozenset({".tri-view"}))
    assert board.key(s, "ArrowLeft", in_view) == Pan(-1, 0)
    assert board.key(s, "+", in_view) == Zoom("in")
    assert board.key(s, "ArrowLeft", Target({})) is None
    assert board.click(s, Target({"data-zoom": "fit"})) == Zoom("fit")
    shown = board.containers(s, obs, s.legal())
    bbox, focus, over, reach = shown["view"]
    assert len(bbox) == 4 and not over and reach == ()   # no tile chosen, no marked cells


def test_a_triangles_spot_that_is_no_longer_there_is_dropped():
    g, obs, tile, cell, _ = tri_turn()
    board = board_for("triangles")
    s = session(g, selected=tile, spot=(99, 99), turn=2)
    assert board.settle(s, s.legal(), board.playable(s.legal())) == {"spot": None, "turn": 0}


@pytest.mark.parametrize("variant", ["draw", "block", "mexican", "triangles"])
def test_every_board_is_one_object_with_no_state(variant):
    board = board_for(variant)
    assert board is board_for(variant) and vars(board) == {"variant": variant}


def test_the_empty_felt_says_who_opens():
    """A deal with no double (the heaviest tile opens) and a later Block hand (its last winner opens
    with any tile): the empty felt says so, as the status line does."""
    no_double = new_game(Rules(variant="draw"), hands=[["5-6", "1-2", "0-3"], ["4-6", "1-4"]], stock=["2-3"])
    felt = str(board_for("draw").containers(session(no_double), no_double.observation(0), [])["chain"])
    assert "else the heaviest tile" in felt and "holder of the highest double" not in felt
    later = new_game(Rules(variant="block"), seed=5, leader=1)
    felt = str(board_for("block").containers(session(later), later.observation(0), [])["chain"])
    assert "winner opens with any tile" in felt


def test_the_classic_and_block_cards_give_the_opening_rule():
    from table.render.howto import card_html
    for variant in ("draw", "block"):
        assert "heaviest tile" in str(card_html(variant)), variant
    assert "winner of a hand opens the next" in str(card_html("block"))


def test_a_triangle_placed_beside_a_lessons_first_tile_is_not_called_the_opening():
    """The lesson "Every corner must match" starts with 3-3-3 on the board: placing 1-3-3 beside it
    is no opening (it said "You opened with 1-3-3")."""
    from domino.lessons import lesson
    from table.render.movelog import turns, turn_words
    g = lesson("tri-corners").start()
    move = next(m for m in g.legal_moves() if str(m) == "1-3-3@0,1r2")
    g.apply(move)
    said = board_for("triangles").describe(session(g), 0, move)
    assert "opened" not in said and said.startswith("You placed 1-3-3"), said
    logged = " ".join(turn_words(t, ("You", "Computer 1"), 0) for t in turns(g.history))
    assert "opened" not in logged, logged
