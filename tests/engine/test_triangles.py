"""docs/rules.md §2, Triangles: the set, the opening, placing by sides and corners, three draws then
pass, the jam, going out, and the Tri-Ominos scoring option, from exact positions.

Sketches: cell (row, col) is drawn with rows going down; ▲ cells have vertices top,
bottom-right, bottom-left, ▼ cells top-left, top-right, bottom (clockwise, trigrid.py).
"""
import pytest
from hypothesis import given, settings, strategies as st

from domino import IllegalMove, Match, Rng, Rules, choose_move, new_game, variant_of
from domino.ai import determinize
from domino.ai.inference import tri_knowledge
from domino.ai.tactics import tri_tactics
from domino.variants.triangles import TILES, TrianglesVariant, parse_move, parse_tile, play, triominos

TRI = Rules(variant="triangles")
SCORED = Rules(variant="triangles", triominos_scoring=True)


def moves(game):
    return sorted(str(m) for m in game.legal_moves())


# -- the set and the moves --------------------------------------------------------------------

def test_fifty_six_tiles_each_multiset_once_read_clockwise_smallest_first():
    assert len(TILES) == 56 == len(set(TILES))
    assert all(a <= b <= c for a, b, c in TILES)
    assert len({tuple(sorted(t)) for t in TILES}) == 56
    assert sum(a == c for a, _, c in TILES) == 6


def test_a_tile_may_be_turned_never_flipped():
    assert parse_tile("0-1-2") == parse_tile("1-2-0") == parse_tile("2-0-1") == (0, 1, 2)
    with pytest.raises(ValueError, match="0-2-1 is no tile.*0-1-2 flipped"):
        parse_tile("0-2-1")
    with pytest.raises(ValueError, match="not a Triangles tile"):
        parse_tile("0-1-6")


@pytest.mark.parametrize("text", ["0-1-2@3,-1r2", "5-5-5@0,0r0", "0-0-1@-12,7r1", "draw", "pass"])
def test_move_text_round_trips(text):
    move = parse_move(text)
    assert str(move) == text and parse_move(str(move)) == move


@pytest.mark.parametrize("text", ["0-2-1@0,0r0", "1-2-0@0,0r0", "0-1-2@0,0r3", "0-1-2@0,0", "0-1-2", "drew"])
def test_malformed_moves_are_refused(text):
    with pytest.raises(ValueError):
        parse_move(text)


def test_a_triple_has_one_placement_per_cell():
    assert parse_move("3-3-3@1,1r2") == play((3, 3, 3), (1, 1), 0)
    assert str(parse_move("3-3-3@1,1r2")) == "3-3-3@1,1r0"


# -- dealing and the opening ------------------------------------------------------------------

@pytest.mark.parametrize("players,size,stock", [(2, 9, 38), (3, 7, 35), (4, 7, 28)])
def test_deal_sizes(players, size, stock):
    obs = new_game(Rules(variant="triangles", players=players), seed=5).observation(0)
    assert obs.hand_counts == (size,) * players and obs.stock_count == stock and obs.board == {}


def test_the_highest_triple_opens_and_must_be_laid():
    game = new_game(TRI, hands=[["4-4-4", "3-4-5", "0-0-0"], ["5-5-5", "2-5-5"]], stock=["1-1-1"])
    assert game.current_player == 1 and moves(game) == ["5-5-5@0,0r0"]
    with pytest.raises(IllegalMove, match=r"must open with the 5-5-5 \(the highest triple\)"):
        game.apply("2-5-5@0,0r0")
    game.apply("5-5-5@0,0r0")
    assert game.current_player == 0
    assert game.observation(0).board == {(0, 0): (5, 5, 5)}


def test_any_triple_beats_a_heavier_tile():
    game = new_game(TRI, hands=[["4-5-5", "3-4-5"], ["0-0-0", "1-2-3"]])
    assert game.current_player == 1 and moves(game) == ["0-0-0@0,0r0"]


@pytest.mark.parametrize("hands,seat,tile", [
    ([["3-4-5", "0-0-1"], ["2-5-5", "0-1-2"]], 1, "2-5-5"),     # 12 each: 5 = 5, then 5 > 4
    ([["1-5-5", "0-0-1"], ["3-4-4", "0-1-2"]], 0, "1-5-5"),     # 11 each: 5 > 4
    ([["2-2-4", "0-0-1"], ["1-3-4", "0-1-2"], ["0-4-4"]], 2, "0-4-4"),   # 8: 4 = 4, then 4 > 3 > 2
    ([["0-1-2", "0-0-1"], ["0-0-3", "0-0-2"]], 1, "0-0-3"),     # 3 each: 3 > 2
])
def test_without_a_triple_the_highest_sum_opens_ties_by_corners_largest_first(hands, seat, tile):
    game = new_game(Rules(variant="triangles", players=len(hands)), hands=hands)
    assert game.current_player == seat and moves(game) == [f"{tile}@0,0r0"]


def test_the_opening_goes_at_the_origin_unturned():
    game = new_game(TRI, hands=[["3-4-5", "0-0-1"], ["0-1-2"]])
    with pytest.raises(IllegalMove, match="centre cell, unturned: 3-4-5@0,0r0"):
        game.apply("3-4-5@0,0r1")


def test_a_seat_named_first_opens_with_any_tile():
    game = new_game(TRI, hands=[["3-4-5", "0-0-1"], ["5-5-5"]], first=0)
    assert moves(game) == ["0-0-1@0,0r0", "3-4-5@0,0r0"]


# -- placing ----------------------------------------------------------------------------------

def test_a_tile_fits_a_side_only_with_that_sides_numbers_reversed():
    # The 0-1-2 at the origin ▲ shows 0 top, 1 bottom-right, 2 bottom-left. Its right side
    # reads 0 then 1 clockwise; a tile across it must read 1 then 0: only the 0-0-1 and 0-1-1.
    # Its bottom side reads 1 then 2: a tile below must read 2 then 1, the 1-1-2 or 1-2-2.
    game = new_game(TRI, hands=[["0-0-1", "0-1-1", "1-2-3", "0-1-3", "1-2-2"], ["5-5-5"]],
                    board=["0-1-2@0,0r0"], first=0)
    assert moves(game) == ["0-0-1@0,1r0", "0-1-1@0,1r0", "1-2-2@1,0r2"]
    game.apply("0-0-1@0,1r0")
    assert game.observation(1).board[(0, 1)] == (0, 0, 1)


def test_each_cell_and_rotation_where_a_tile_fits_is_offered():
    game = new_game(TRI, hands=[["1-2-3", "0-0-1"], ["5-5-5"]], board=["0-0-0@0,0r0"], first=0)
    # Around a 0-0-0 every side needs a 0-0 pair: the 0-0-1 fits each side, its 1 outward.
    assert moves(game) == ["0-0-1@0,-1r2", "0-0-1@0,1r1", "0-0-1@1,0r0"]
    obs = game.observation(0)
    assert obs.spots((0, 0, 1)) == {(0, 1): (play((0, 0, 1), (0, 1), 1),),
                                    (0, -1): (play((0, 0, 1), (0, -1), 2),),
                                    (1, 0): (play((0, 0, 1), (1, 0), 0),)}
    assert obs.spots((1, 2, 3)) == {}


# The bridge position: tiles A..H on the board, the new tile X in cell (1, 0).
#
#     ____
#   /\  B /\            A (0,0)  0-0-4: 4 at its bottom-left, 0 at its bottom-right
#  / A\  / C\           H (2,1)  1-1-2: 1 at its top-left, the bottom point of X
# /____\/____\____
# \  X /\  D /\         X shares its top side with A (4 and 0) and touches H only at
#  \  /  \  / E\        its bottom point, where H shows 1.
#   \/____\/____\
#    \  H /\  F /
#     \  / G\  /
#      \/____\/
BRIDGE_BOARD = ["0-0-4@0,0r0", "0-0-0@0,1r0", "0-0-1@0,2r1", "0-1-2@1,2r0", "1-2-2@1,3r0",
                "2-2-5@2,3r0", "1-2-5@2,2r1", "1-1-2@2,1r1"]


def test_a_corner_touching_a_tile_only_at_a_point_must_match_too():
    game = new_game(TRI, hands=[["0-1-4", "0-2-4"], ["5-5-5"]], board=BRIDGE_BOARD, first=0)
    legal = moves(game)
    assert "0-1-4@1,0r2" in legal                 # 4, 0 along A's side and 1 at H's point
    assert "0-2-4@1,0r2" not in legal             # matches A's side, but shows 2 against H's 1
    with pytest.raises(IllegalMove, match=r"The 2 corner would touch a corner showing 1 at the bottom vertex "
                                          r"\(a tile that touches this cell only at that point\)"):
        game.apply("0-2-4@1,0r2")
    game.apply("0-1-4@1,0r2")


def test_refusals_name_the_reason():
    game = new_game(TRI, hands=[["0-1-4", "0-2-4"], ["5-5-5"]], board=BRIDGE_BOARD, first=0)
    with pytest.raises(IllegalMove, match="already taken by the 0-0-4"):
        game.apply("0-1-4@0,0r0")
    with pytest.raises(IllegalMove, match="only at a point"):
        game.apply("0-1-4@1,-1r0")                # shares A's bottom-left vertex, no side
    with pytest.raises(IllegalMove, match="does not touch the board"):
        game.apply("0-1-4@9,9r0")
    with pytest.raises(IllegalMove, match="does not hold the 5-5-5"):
        game.apply("5-5-5@1,0r0")
    with pytest.raises(IllegalMove, match="The 0 corner would touch a corner showing 4 at the top-left vertex"):
        game.apply("0-1-4@1,0r0")
    with pytest.raises(IllegalMove, match="while a tile fits"):
        game.apply("draw")


def test_a_scripted_board_must_be_legal():
    with pytest.raises(ValueError, match="board placement 2"):
        new_game(TRI, hands=[["5-5-5"], ["4-4-4"]], board=["0-1-2@0,0r0", "0-1-3@0,1r0"])
    with pytest.raises(ValueError, match="twice"):
        new_game(TRI, hands=[["0-1-2"], ["4-4-4"]], board=["0-1-2@0,0r0"])


# -- no tile fits: draw, at most three times, then pass -----------------------------------------

def stuck(stock, hands=(["1-2-3", "3-4-5"], ["5-5-5"])):
    """Seat 0 on turn against a 0-0-0: only tiles with a 0-0 pair fit anywhere."""
    return new_game(TRI, hands=[list(h) for h in hands], board=["0-0-0@0,0r0"], stock=stock, first=0)


def test_three_draws_then_pass_even_with_tiles_in_the_stock():
    game = stuck(["1-1-1", "2-2-2", "3-3-3", "4-4-4"])
    for left in (3, 2, 1):
        assert moves(game) == ["draw"] and game.observation(0).draws_left == left
        with pytest.raises(IllegalMove, match=f"cannot pass yet: draw \\({left} draw"):
            game.apply("pass")
        game.apply("draw")
        assert game.current_player == 0
    assert moves(game) == ["pass"] and game.observation(0).stock_count == 1
    with pytest.raises(IllegalMove, match="drawn three tiles this turn: pass"):
        game.apply("draw")
    game.apply("pass")
    assert game.current_player == 1
    assert game.observation(1).draws_this_turn == 0 and game.observation(1).draws_left == 1


def test_a_drawn_tile_that_fits_must_be_placed():
    game = stuck(["2-2-2", "0-0-5", "4-4-4"])
    game.apply("draw")
    game.apply("draw")
    assert moves(game) == ["0-0-5@0,-1r2", "0-0-5@0,1r1", "0-0-5@1,0r0"]
    for illegal in ("draw", "pass"):
        with pytest.raises(IllegalMove, match="while a tile fits"):
            game.apply(illegal)
    game.apply("0-0-5@0,1r1")
    assert game.current_player == 1 and game.hand(0) == ((1, 2, 3), (2, 2, 2), (3, 4, 5))


def test_an_empty_stock_means_pass_at_once():
    game = stuck(["2-2-2"])
    game.apply("draw")
    assert moves(game) == ["pass"]
    with pytest.raises(IllegalMove, match="stock is empty"):
        game.apply("draw")


# -- the end ----------------------------------------------------------------------------------

def test_placing_the_last_tile_wins():
    game = new_game(TRI, hands=[["0-0-1"], ["5-5-5", "1-2-3"]], board=["0-0-0@0,0r0"], first=0)
    game.apply("0-0-1@0,1r1")
    out = game.outcome
    assert game.is_over and out.winner == 0 and out.reason == "out"
    assert out.pips == (0, 21) and out.points == 21 and game.legal_moves() == []


def test_passes_with_tiles_in_the_stock_never_jam_the_table():
    game = stuck(["1-1-1", "2-2-2", "3-3-3", "4-4-4", "5-5-4", "0-1-1", "0-0-2"])
    for seat in (0, 1):
        for _ in range(3):
            game.apply("draw")
        game.apply("pass")              # each seat passes after three draws, tiles left
        assert not game.is_over and game.observation(0).passes == 0
    game.apply("draw")                  # the last tile, 0-0-2, fits: play goes on
    game.apply("0-0-2@0,1r1")
    assert game.current_player == 1 and not game.is_over


def test_the_jam_lowest_corner_total_wins_after_every_player_passes_with_the_stock_gone():
    game = stuck(["1-1-1", "2-2-2", "3-3-3", "4-4-4"])
    for _ in range(3):
        game.apply("draw")
    game.apply("pass")                  # seat 0, with a tile left in the stock: no jam yet
    game.apply("draw")                  # seat 1 takes the last tile
    game.apply("pass")
    assert not game.is_over and game.observation(0).passes == 1   # one pass is not a jam
    game.apply("pass")                  # seat 0: 1-2-3, 3-4-5, 1-1-1, 2-2-2, 3-3-3 = 36
    out = game.outcome                  # seat 1: 5-5-5, 4-4-4 = 27
    assert out.reason == "blocked" and out.winner == 1 and out.pips == (36, 27) and out.points == 9


def test_a_pass_after_the_last_tile_is_drawn_counts_toward_the_jam():
    game = stuck(["1-1-1", "2-2-2"])
    game.apply("draw")
    game.apply("draw")
    game.apply("pass")                  # the stock is gone: this pass counts
    game.apply("pass")
    assert game.outcome.reason == "blocked" and game.outcome.pips == (27, 15)


def test_a_placement_breaks_the_run_of_passes():
    game = new_game(Rules(variant="triangles", players=3),
                    hands=[["1-2-3"], ["0-0-4", "5-5-5"], ["4-4-4"]], board=["0-0-0@0,0r0"], first=0)
    game.apply("pass")
    game.apply("0-0-4@0,1r1")
    game.apply("pass")
    game.apply("pass")
    assert not game.is_over and game.observation(0).passes == 2
    game.apply("pass")
    assert game.outcome.reason == "blocked" and game.outcome.winner == 0


def test_a_tie_for_lowest_is_a_draw():
    game = stuck([], hands=(["1-2-3"], ["0-1-5"]))
    game.apply("pass")
    game.apply("pass")
    assert game.outcome.winner is None and game.outcome.points == 0 and game.outcome.pips == (6, 6)


# -- rules options ----------------------------------------------------------------------------

def test_triangles_is_a_single_round_and_tri_ominos_plays_to_400():
    assert Rules(variant="triangles", triominos_scoring=True, target=400).is_match
    for bad in (dict(target=50), dict(target=100), dict(triominos_scoring=True, target=100),
                dict(players=5), dict(full_game=True),
                dict(triominos_scoring=True, blocked_scoring="others")):
        with pytest.raises(ValueError):
            Rules(variant="triangles", **bad)
    with pytest.raises(ValueError, match="Tri-Ominos"):
        Rules(variant="draw", triominos_scoring=True)


# -- Tri-Ominos scoring -------------------------------------------------------------------------

@pytest.mark.parametrize("tile,points", [("5-5-5", 25), ("1-1-1", 13), ("0-0-0", 40), ("3-4-5", 12)])
def test_opening_scores_the_tile_and_a_triple_bonus(tile, points):
    game = new_game(SCORED, hands=[[tile, "0-1-2"], ["0-0-1"]])
    game.apply(f"{tile}@0,0r0")
    assert game.observation(1).scores == (points, 0)


def test_each_draw_costs_5_and_the_pass_after_three_costs_10():
    game = new_game(SCORED, hands=[["1-2-3", "3-4-5"], ["5-5-5"]], board=["0-0-0@0,0r0"],
                    stock=["1-1-1", "2-2-2", "3-3-3", "4-4-4"], first=0)
    for expect in (-5, -10, -15):
        game.apply("draw")
        assert game.observation(0).scores[0] == expect
    game.apply("pass")
    assert game.observation(0).scores == (-25, 0)


def test_placing_scores_the_corner_sum():
    game = new_game(SCORED, hands=[["0-0-5", "1-1-1"], ["5-5-5"]], board=["0-0-0@0,0r0"], first=0)
    game.apply("0-0-5@0,1r1")
    assert game.observation(0).scores == (5, 0)


# Five tiles around one vertex (*), every one showing 3 there; X closes the hexagon.
#
#     ____
#   /\  B /\            A 0-3-5   B 0-3-3   C 3-3-3
#  / A\  / C\           D 3-3-4   E 3-4-4   X 3-4-5: 5 top-left, 3 top-right (*), 4 bottom
# /____*/____\
# \  X /\  D /
#  \  / E\  /
#   \/____\/
HEXAGON_BOARD = ["0-3-5@0,0r0", "0-3-3@0,1r0", "3-3-3@0,2r0", "3-3-4@1,2r0", "3-4-4@1,1r0"]


def test_completing_a_hexagon_scores_50_more():
    game = new_game(SCORED, hands=[["3-4-5", "0-0-0"], ["5-5-5"]], board=HEXAGON_BOARD, first=0)
    assert "3-4-5@1,0r2" in moves(game)
    game.apply("3-4-5@1,0r2")
    assert game.observation(0).scores == (12 + 50, 0)


def test_five_tiles_around_a_vertex_are_no_hexagon():
    game = new_game(SCORED, hands=[["3-4-5", "0-0-0"], ["5-5-5"]], board=HEXAGON_BOARD[:-1], first=0)
    # Without E only four tiles stand around the vertex: laying X next to A scores its sum.
    game.apply("3-4-5@1,0r2")
    assert game.observation(0).scores == (12, 0)


def test_forming_a_bridge_scores_40_more():
    # The bridge position above: X touches A along a side and H at the opposite point only.
    game = new_game(SCORED, hands=[["0-1-4", "0-0-5"], ["5-5-5"]], board=BRIDGE_BOARD, first=0)
    game.apply("0-1-4@1,0r2")
    assert game.observation(0).scores == (5 + 40, 0)


def test_a_tile_along_one_side_with_nothing_at_its_far_point_is_no_bridge():
    game = new_game(SCORED, hands=[["0-0-1", "1-1-1"], ["5-5-5"]], board=["0-0-0@0,0r0"], first=0)
    game.apply("0-0-1@1,0r0")
    assert game.observation(0).scores == (1, 0)


def test_going_out_scores_25_plus_the_other_hands():
    game = new_game(SCORED, hands=[["0-0-1"], ["5-5-5", "1-2-3"]], board=["0-0-0@0,0r0"], first=0)
    game.apply("0-0-1@0,1r1")
    out = game.outcome
    assert out.scores == (1 + 25 + 21, 0) and out.points == 25 + 21
    assert out.to_json()["scores"] == [47, 0]


def test_a_blocked_round_gives_the_lowest_hand_the_others_minus_its_own():
    game = new_game(Rules(variant="triangles", players=3, triominos_scoring=True),
                    hands=[["1-2-3"], ["4-5-5"], ["0-1-5"]], board=["0-0-0@0,0r0"], first=0)
    for _ in range(3):
        game.apply("pass")
    out = game.outcome
    # Three passes at -10; seat 0 and seat 2 tie at 6: nobody scores the block.
    assert out.winner is None and out.scores == (-10, -10, -10)
    game = new_game(Rules(variant="triangles", players=3, triominos_scoring=True),
                    hands=[["1-2-3"], ["4-5-5"], ["0-1-4"]], board=["0-0-0@0,0r0"], first=0)
    for _ in range(3):
        game.apply("pass")
    out = game.outcome
    assert out.winner == 2 and out.points == 6 + 14 - 5 and out.scores == (-10, -10, -10 + 15)


def test_a_tri_ominos_match_runs_to_400():
    match = Match(Rules(variant="triangles", triominos_scoring=True, target=400), seed=3)
    while not match.is_over:
        game = match.game
        while not game.is_over:
            game.apply(choose_move("medium", game.observation(game.current_player), seed=len(game.history)))
        if not match.is_over:
            match.next_hand()
    scores = match.scores
    assert max(scores) >= 400 and match.winner == scores.index(max(scores))
    assert scores.count(max(scores)) == 1 and match.hand_number > 1
    assert scores == tuple(map(sum, zip(*(g.outcome.scores for g in match.games))))
    again = Match.from_json(match.to_json())
    assert again.scores == scores and again.winner == match.winner


def test_a_hands_points_item_by_item():
    """move_items names each bonus where the engine scored it (the round summary's words)."""
    game = new_game(SCORED, hands=[["3-4-5", "0-0-5", "2-2-2"], ["5-5-5"]], board=HEXAGON_BOARD,
                    stock=["1-1-1"], first=0)
    game.apply("3-4-5@1,0r2")            # closes the hexagon
    game.apply("draw")                   # neither 5-5-5 nor the 1-1-1 drawn fits: then a pass
    game.apply("pass")
    assert triominos.move_items(game.history, game.state.board) == [
        [("tile", 12), ("hexagon", 50)], [("draw", -5)], [("pass", -10)]]
    assert game.observation(0).scores == (62, -15)
    game = new_game(SCORED, hands=[["0-1-4", "0-0-5"], ["5-5-5"]], board=BRIDGE_BOARD, first=0)
    game.apply("0-1-4@1,0r2")
    assert triominos.move_items(game.history, game.state.board) == [[("tile", 5), ("bridge", 40)]]
    game = new_game(SCORED, hands=[["0-0-0", "1-2-3"], ["0-0-1"]])
    game.apply("0-0-0@0,0r0")
    assert triominos.move_items(game.history, game.state.board) == [
        [("tile", 0), ("opening with 0-0-0", 40)]]


def test_the_ends_items():
    assert triominos.end_items((0, 21), "out", 0) == [[("going out", 25), ("others' hands", 21)], []]
    assert triominos.end_items((6, 14, 5), "blocked", 2) == [[], [], [("blocked", 15)]]
    assert triominos.end_items((6, 6), "blocked", None) == [[], []]


def test_without_the_option_nothing_is_scored_during_the_hand():
    game = new_game(TRI, hands=[["5-5-5", "0-1-2"], ["0-0-1"]])
    game.apply("5-5-5@0,0r0")
    assert game.observation(0).scores == (0, 0)


# -- computer players and what a seat may know ----------------------------------------------

def test_medium_lays_triples_first_then_the_highest_corner_sum():
    game = new_game(TRI, hands=[["0-5-5", "5-5-5", "2-5-5"], ["0-0-0"]], board=["4-5-5@0,0r0"], first=0)
    obs = game.observation(0)
    assert {m.tile for m in obs.legal_moves} == {(5, 5, 5), (0, 5, 5), (2, 5, 5)}
    assert choose_move("medium", obs, seed=1).tile == (5, 5, 5)
    game = new_game(TRI, hands=[["0-5-5", "2-5-5"], ["0-0-0"]], board=["4-5-5@0,0r0"], first=0)
    assert choose_move("medium", game.observation(0), seed=1).tile == (2, 5, 5)


def test_the_observation_shows_nothing_hidden():
    one = new_game(TRI, hands=[["0-0-5", "1-2-3"], ["4-4-4", "2-2-2"]], board=["0-0-0@0,0r0"],
                   first=0, stock=["1-1-1"])
    two = new_game(TRI, hands=[["0-0-5", "1-2-3"], ["1-1-1", "2-2-2"]], board=["0-0-0@0,0r0"],
                   first=0, stock=["4-4-4"])
    assert one.observation(0) == two.observation(0)
    assert one.observation(1).legal_moves == ()


def test_determinize_keeps_everything_the_seat_sees():
    game = new_game(Rules(variant="triangles", players=3, triominos_scoring=True), seed=8)
    rng_moves = 0
    while len(game.history) < 25 and not game.is_over:
        legal = game.legal_moves()
        game.apply(legal[rng_moves % len(legal)])
        rng_moves += 7
    seat = game.current_player
    obs = game.observation(seat)
    for s in range(20):
        world = determinize(obs, Rng(s))
        assert world.observation(seat, obs.history) == obs
        assert sorted(world.tiles_in_play()) == sorted(TILES)
        clone = world.clone()
        while not clone.is_over:
            clone.apply_unchecked(clone.legal_moves()[0])
        assert world.observation(seat, obs.history) == obs        # clones are independent


def test_the_variant_is_registered():
    assert isinstance(variant_of("triangles"), TrianglesVariant)


def test_draws_and_a_pass_prove_which_tiles_a_seat_lacks():
    game = new_game(TRI, hands=[["1-2-3", "0-0-5"], ["5-5-5", "4-4-4"]], board=["0-0-0@0,0r0"],
                    stock=["3-3-3", "2-2-2", "1-1-1", "2-3-4"], first=1)
    for move in ("draw", "draw", "draw", "pass"):
        game.apply(move)
    obs = game.observation(0)
    # Only a 0-0 pair fits against the 0-0-0; seat 0 holds the 0-0-5 itself.
    lacks = {(0, 0, 1), (0, 0, 2), (0, 0, 3), (0, 0, 4)}
    assert tri_knowledge(obs).lacks[1] == lacks
    for seed in range(30):
        world = determinize(obs, Rng(seed))
        assert not lacks & set(world.hands[1]) and len(world.hands[1]) == 5
    score = tri_tactics(obs)
    assert all(isinstance(score(m), float) for m in obs.legal_moves)


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**63), st.integers(0, 2**63))
def test_tri_ominos_items_add_up_to_the_scores_after_every_move(players, seed, pick):
    """What each move scored, item by item (read back from the board), plus the end's items,
    is exactly what the engine has counted for each seat, at every point of a hand."""
    rules = Rules(variant="triangles", players=players, triominos_scoring=True)
    game, rng = new_game(rules, seed=seed), Rng(pick)
    while True:
        state = game.state
        items = triominos.move_items(game.history, state.board)
        assert len(items) == len(game.history)
        totals = [0] * players
        for (seat, move), scored in zip(game.history, items):
            assert scored and (scored[0][0] == "tile") == (move.kind == "play")
            totals[seat] += sum(p for _, p in scored)
        out = game.outcome
        if out is not None:
            for seat, scored in enumerate(triominos.end_items(out.pips, out.reason, out.winner)):
                totals[seat] += sum(p for _, p in scored)
            assert tuple(totals) == out.scores
            return
        assert totals == state.scores
        legal = game.legal_moves()
        game.apply(legal[rng.below(len(legal))])
