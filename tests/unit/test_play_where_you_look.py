"""Play where you look, on the train rows and the triangle grid: a tap on a lit train's open end
or on a marked cell plays the chosen tile there, a tile with one legal placement is played by one
tap on it in the hand (the forced opening too), and the keyboard reaches the same places. Exact
positions from the engine; the boards only return intents."""

from __future__ import annotations

import re
from html import unescape

from domino import Rules, new_game
from table.boards.intents import Pan, Play, Select
from table.boards.targets import Target
from table.boards import board_for
from table.render.howto import card_html
from fakes import table
from test_boards import session
from test_line_taps import my_turn

TRAINS = board_for("mexican")
TRI = board_for("triangles")


def places():
    """The lesson's position: the 6-8 fits your train, the Mexican train and Computer 1's open train;
    the 0-0 fits nowhere."""
    return new_game(Rules(variant="mexican", players=2), hands=[["6-8", "0-0", "8-9"], ["1-1", "2-2"]], first=0,
                    markers=[1], trains={0: ["9-3", "3-6"], 1: ["9-5", "5-6"], "mexican": ["9-4", "4-6"]})


def test_a_tap_on_a_lit_trains_open_end_plays_the_chosen_tile_there():
    g = places()
    s = session(g, selected=(6, 8))
    for train, name in ((0, "0"), (1, "1"), ("mexican", "mexican")):
        move = TRAINS.click(s, Target({"data-train-end": name})).move
        assert str(move) == f"6-8@{train}"
        assert TRAINS.key(s, " ", Target({"data-train-end": name})) == Play(move)


def test_each_lit_train_has_its_open_end_as_a_named_button_and_the_others_none():
    g = places()
    s = session(g, selected=(6, 8))
    board = str(TRAINS.containers(s, g.observation(0), s.legal())["board"])
    ends = [(name, unescape(label)) for name, label in
            re.findall(r'<button type="button" class="train-end" data-train-end="(\w+)" aria-label="([^"]+)"', board)]
    assert ends == [("mexican", "Play 6-8 on the Mexican train (open end 6)"),
                    ("1", "Play 6-8 on Computer 1's train (open end 6)"),
                    ("0", "Play 6-8 on your train (open end 6)")]
    # The rows are groups of tiles, never buttons holding a list (nothing to press inside a button),
    # in the trains' group, a Tab stop that scrolls by keyboard when the rows outgrow the felt.
    assert 'role="button"' not in board and board.count('role="group"') == 4
    assert board.startswith('<div class="trains') and 'tabindex="0" role="group" aria-label="Trains"' in board
    assert TRAINS.targets.split(",")[0] == "[data-train-end]"
    s = session(g)  # nothing chosen: no end to press
    assert "<button" not in str(TRAINS.containers(s, g.observation(0), s.legal())["board"])


def test_an_empty_train_holds_no_list():
    g = new_game(Rules(variant="mexican", players=2), hands=[["6-9", "1-2"], ["0-0", "5-5"]], first=0,
                 stock=["0-1"])
    s = session(g)
    board = str(TRAINS.containers(s, g.observation(0), s.legal())["board"])
    assert 'role="list"' not in board  # three trains, none started: nothing to list
    assert board.count("not started") == 3


def test_a_tile_with_one_train_is_played_by_one_tap_and_so_is_the_engine_opening():
    g = new_game(Rules(variant="mexican", players=2), hands=[["3-7", "2-6", "0-0"], ["1-1", "2-2"]], first=0,
                 trains={0: ["9-3"], 1: ["9-5"], "mexican": ["9-4", "4-6"]})
    s = session(g)
    move = TRAINS.tile_intent(s, (3, 7), s.legal()).move  # your train only
    assert str(move) == "3-7@0"
    move = TRAINS.tile_intent(s, (2, 6), s.legal()).move  # the Mexican train only
    assert str(move) == "2-6@mexican"
    start = new_game(Rules(variant="mexican", players=2), hands=[["6-9", "1-2", "3-4"], ["0-0", "5-5"]], first=0,
                     stock=["0-1", "0-2"])
    s = session(start)
    move = TRAINS.tile_intent(s, (6, 9), s.legal()).move
    assert str(move) == "6-9@0"


def test_the_prompt_says_what_closing_your_open_train_asks():
    g = new_game(Rules(variant="mexican", players=2), hands=[["6-9", "1-1"], ["0-0", "2-2"]], first=0, markers=[0],
                 trains={"mexican": ["9-4"]})
    s = session(g)
    obs = g.observation(0)
    words = TRAINS.prompt(s, obs, s.legal(), TRAINS.playable(s.legal()), {"play"})
    assert words == "Your turn: play on your own train to close it (it is open to everyone)."


def grid():
    """A 3-3-3 in the centre: the 3-3-5 fits three cells, one way each; 1-2-4 fits none."""
    return new_game(Rules(variant="triangles"), hands=[["3-3-5", "1-2-4"], ["5-5-5", "1-1-1"]],
                    board=["3-3-3@0,0r0"], first=0, stock=["0-0-1"])


def test_a_tap_on_a_marked_cell_plays_the_chosen_triangle_there():
    g = grid()
    s = session(g, selected=(3, 3, 5))
    assert TRI.tile_intent(session(g), (3, 3, 5), s.legal()) == \
        Select({"selected": (3, 3, 5), "spot": None, "turn": 0, "note": ""})
    for cell, move in (("0,1", "3-3-5@0,1r1"), ("1,0", "3-3-5@1,0r0"), ("0,-1", "3-3-5@0,-1r2")):
        played = TRI.click(s, Target({"data-spot": cell})).move
        assert str(played) == move
        assert TRI.key(s, "Enter", Target({"data-spot": cell}, frozenset({".tri-view"}))) == Play(played)


def test_a_triangle_with_one_placement_is_played_by_one_tap():
    from domino.lessons import lesson

    item = lesson("tri-point")
    g = new_game(Rules(**item.rules), **item.position)
    s = session(g)
    move = TRI.tile_intent(s, (0, 0, 2), s.legal()).move
    assert str(move) == "0-0-2@-1,2r2"
    assert isinstance(TRI.tile_intent(s, (0, 0, 0), s.legal()), Select)  # fits nowhere: says why


def test_the_forced_triangles_opening_is_one_tap():
    g = new_game(Rules(variant="triangles"), seed=5)  # seat 0 must open with the 5-5-5
    s = session(g)
    move = TRI.tile_intent(s, (5, 5, 5), s.legal()).move
    assert str(move) == "5-5-5@0,0r0"
    obs = g.observation(0)
    assert TRI.prompt(s, obs, s.legal(), TRI.playable(s.legal()), {"play"}) == \
        "Your turn: open with the 5-5-5. Tap it."


def test_the_arrow_keys_move_between_marked_cells_and_pan_the_board_itself():
    g = grid()
    s = session(g, selected=(3, 3, 5))
    on_spot = Target({"data-spot": "0,1"}, frozenset({".tri-view"}))
    assert TRI.key(s, "ArrowRight", on_spot) is None  # the roving focus (keyboard.py) takes it
    assert TRI.key(s, "ArrowRight", Target({}, frozenset({".tri-view"}))) == Pan(1, 0)
    svg = str(TRI.containers(s, g.observation(0), s.legal())["board"])
    assert 'class="tri-spots" data-grid' in svg and svg.count("data-spot=") == 3


def test_the_help_cards_name_each_boards_own_places():
    assert "between the ends" in card_html("draw")
    for variant, words in (("mexican", "the open ends of the lit trains"), ("triangles", "the marked places")):
        card = str(card_html(variant))
        assert "between the ends" not in card and words in card
    for variant, place in (("draw", "the lit end of the chain"), ("block", "the lit end of the chain"),
                           ("mexican", "the open end of a lit train"), ("triangles", "a marked spot")):
        assert f"Tap a tile, then {place}, or drag the tile there." in card_html(variant)


def test_a_triangle_picked_up_to_drag_is_chosen_so_its_cells_show_and_a_drop_on_one_plays_it():
    g = grid()
    s = session(g)
    assert TRI.lift(s, (3, 3, 5), s.legal()) == Select({"selected": (3, 3, 5), "spot": None, "turn": 0, "note": ""})
    assert TRI.lift(session(g, selected=(3, 3, 5)), (3, 3, 5), s.legal()) is None  # chosen already
    assert TRI.lift(s, (1, 2, 4), s.legal()) is None  # fits nowhere: nothing to show
    assert TRI.drop_targets == "[data-spot]"  # let go on a cell, not on the zoom or Place buttons
    assert board_for("draw").lift(s, (3, 3, 5), s.legal()) is None  # a line's ends are always there


def test_a_triangle_lifted_in_a_game_shows_its_cells_and_is_played_where_it_is_let_go():
    ctl = table(seed="5", variant="triangles")
    s = my_turn(ctl, plays=2)
    tile = next(m.tile for m in s.legal() if m.kind == "play")
    text = "-".join(map(str, tile))
    ctl.lift(text)
    assert ctl.session.selected == tile and "data-spot=" in str(ctl.page.html["board"])
    move = next(m for m in ctl.session.legal() if m.kind == "play" and m.tile == tile)
    before = len(ctl.session.match.game.history)
    ways = sum(m.kind == "play" and m.tile == tile and m.cell == move.cell for m in s.legal())
    ctl.drop(text, Target({"data-spot": f"{move.cell[0]},{move.cell[1]}"}))
    if ways == 1:
        assert ctl.session.match.game.history[before][1] == move
    else:  # it fits there more than one way: the cell is chosen, to turn it
        assert ctl.session.spot == move.cell and ctl.session.selected == tile
