"""What the table proves about hidden hands, position by position (docs/rules.md §4,
domino/ai/inference.py): the opening rule, passes and draws, in each variant."""
from domino import Rng, Rules, new_game
from domino.ai import determinize
from domino.ai.inference import line_knowledge, shown_lacks, train_knowledge, tri_knowledge
from domino.variants.triangles import TILES, opening_rank


def tiles(*names):
    return frozenset(tuple(sorted(int(n) for n in name.split("-"))) for name in names)


DOUBLES = tiles("0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6")


def test_a_4_4_opening_proves_nobody_holds_5_5_or_6_6():
    game = new_game(Rules(variant="draw", players=3),
                    hands=[["1-2", "0-3", "2-5"], ["4-4", "0-1", "3-5"], ["2-3", "0-6", "1-1"]],
                    stock=["5-5", "6-6", "0-0", "1-4"])
    assert game.current_player == 1
    game.apply("4-4")
    know = line_knowledge(game.observation(2))
    assert know.excluded[0] == know.excluded[1] == tiles("5-5", "6-6")
    assert know.excluded[2] == frozenset()                  # nothing is proved about oneself
    assert know.lacks[0] == know.lacks[1] == frozenset()    # no number: 5-4 or 6-4 may be held


def test_an_opening_without_a_double_proves_no_hand_holds_one():
    game = new_game(Rules(variant="block", players=2),
                    hands=[["6-5", "0-1", "2-3"], ["6-4", "0-2", "1-3"]])
    game.apply("6-5")
    know = line_knowledge(game.observation(1))
    assert know.excluded[0] == DOUBLES                      # every double is out of play
    for seed in range(20):                                  # and no guess gives seat 0 one
        world = determinize(game.observation(1), Rng(seed))
        assert not set(world.hands[0]) & DOUBLES


def test_a_seat_named_to_lead_proves_nothing_by_its_opening():
    game = new_game(Rules(variant="block", players=2), seed=3, leader=1)
    obs = game.observation(1)
    low = min(obs.legal_moves, key=lambda m: sum(m.tile))
    game.apply(low)
    assert line_knowledge(game.observation(0)).excluded == (frozenset(), frozenset())


def test_a_pass_proves_no_tile_for_either_end_for_good():
    game = new_game(Rules(variant="block", players=2),
                    hands=[["4-4", "2-3", "0-1"], ["3-4", "0-5", "1-5"]])
    game.apply("4-4")
    game.apply("3-4:L")                                     # ends 3 and 4
    game.apply("2-3:L")                                     # ends 2 and 4
    assert line_knowledge(game.observation(0)).lacks[1] == frozenset()
    game.apply("pass")                                      # seat 1 holds 0-5 and 1-5
    assert line_knowledge(game.observation(0)).lacks[1] == {2, 4}


def opened_with_3_3(stock):
    """Two-player Draw: seat 0 has opened with 3-3; seat 1 holds no 3 and draws from `stock`."""
    game = new_game(Rules(variant="draw", players=2),
                    hands=[["3-3", "1-2", "4-5", "0-4", "2-4", "1-4", "0-2"],
                           ["0-5", "1-5", "2-5", "0-6", "1-6", "2-6", "4-6"]], stock=stock)
    game.apply("3-3")
    return game


def test_a_draw_proves_nothing_for_the_ends_and_a_kept_tile_forgets_the_opening():
    game = opened_with_3_3(["0-1", "3-6", "4-4", "5-5"])    # 0-1 drawn and kept, 3-6 drawn and played
    know = line_knowledge(game.observation(0))
    assert know.excluded[1] == tiles("4-4", "5-5", "6-6")
    game.apply("draw")
    game.apply("draw")
    game.apply("3-6:R")
    know = line_knowledge(game.observation(0))
    assert know.lacks[1] == {3}                             # 0-1 missed the 3; it may hold any other
    assert know.excluded[1] == frozenset()                  # a kept tile may be 4-4 or 5-5


def test_a_draw_and_its_play_leave_the_hand_as_before_with_its_proofs():
    # Seat 1 draws once and plays the drawn 3-6: it still holds no 4-4, 5-5 or 6-6, and it
    # still lacks the 3 it drew for.
    game = opened_with_3_3(["3-6", "0-1", "4-4", "5-5"])
    game.apply("draw")
    game.apply("3-6:R")
    know = line_knowledge(game.observation(0))
    assert know.lacks[1] == {3}
    assert know.excluded[1] == tiles("4-4", "5-5", "6-6")


def test_mexican_train_draws_and_passes_prove_no_tile_for_the_open_trains():
    game = new_game(Rules(variant="mexican", players=2),
                    hands=[["5-9", "1-2", "3-4"], ["8-9", "0-0", "6-7"]],
                    stock=["2-2", "0-3", "1-1", "4-4"], first=0)
    assert train_knowledge(game.observation(1)).lacks[0] == frozenset()
    game.apply("5-9@0")                                     # seat 0 starts its train: ends 5
    game.apply("8-9@1")                                     # seat 1 starts its own: ends 8
    game.apply("draw")                                      # seat 0: nothing for 5 (own) or 9 (Mexican)
    game.apply("pass")                                      # 2-2 missed them too; its train is marked
    assert train_knowledge(game.observation(1)).lacks[0] >= {5, 9}
    game.apply("draw")                                      # seat 1: nothing for 8, 9 or the marked 5
    game.apply("pass")
    assert train_knowledge(game.observation(0)).lacks[1] >= {5, 8, 9}


def test_mexican_train_before_its_own_train_starts_only_the_engine_is_wanted():
    game = new_game(Rules(variant="mexican", players=2),
                    hands=[["1-2", "3-4"], ["8-9", "0-0", "6-7"]],
                    stock=["5-6", "0-3"], first=0)
    game.apply("draw")                                      # no 9 to start its train
    game.apply("pass")
    lacks = train_knowledge(game.observation(1)).lacks[0]
    assert 9 in lacks and 5 not in lacks and 6 not in lacks


def test_a_triangles_opening_proves_nobody_was_dealt_a_better_tile():
    proved = 0
    for seed in range(10):
        game = new_game(Rules(variant="triangles", players=3), seed=seed)
        opener = game.current_player
        move = game.legal_moves()[0]
        game.apply(move)
        watcher = (opener + 1) % 3
        know = tri_knowledge(game.observation(watcher))
        better = {t for t in TILES if opening_rank(t) > opening_rank(move.tile)} & know.unseen
        for seat in range(3):
            if seat != watcher:
                assert better <= know.lacks[seat]
        proved += len(better)
    assert proved >= 6                                      # 4-4-4 and 3-3-3 openings


# -- what the table may show: the public part of the proofs -------------------------------------


def test_what_passes_show_is_the_same_for_every_observer_and_names_no_hidden_tile():
    game = new_game(Rules(variant="block", players=2),
                    hands=[["4-4", "2-3", "0-1"], ["3-4", "0-5", "1-5"]])
    for move in ("4-4", "3-4:L", "2-3:L", "pass"):           # seat 1 passes on ends 2 and 4
        game.apply(move)
    views = [shown_lacks(game.observation(seat)) for seat in (0, 1)]
    assert views[0] == views[1] == (frozenset(), frozenset({2, 4}))
    assert line_knowledge(game.observation(0)).lacks[1] >= views[0][1]   # Hard's reading, the same proof


def test_a_seat_on_turn_after_a_draw_has_shown_nothing_until_its_turn_ends():
    game = opened_with_3_3(["0-1", "3-6", "4-4", "5-5"])
    game.apply("draw")                                       # seat 1 holds 0-1 now: it may draw again
    assert shown_lacks(game.observation(0))[1] == frozenset()
    game.apply("draw")
    game.apply("3-6:R")
    assert shown_lacks(game.observation(0))[1] == {3}        # 0-1 and the hand before missed the 3
    assert shown_lacks(game.observation(1))[1] == {3}


def test_mexican_train_shows_the_numbers_a_pass_missed_and_triangles_shows_none():
    game = new_game(Rules(variant="mexican", players=2),
                    hands=[["5-9", "1-2", "3-4"], ["8-9", "0-0", "6-7"]],
                    stock=["2-2", "0-3", "1-1", "4-4"], first=0)
    for move in ("5-9@0", "8-9@1", "draw", "pass"):
        game.apply(move)
    assert shown_lacks(game.observation(0)) == shown_lacks(game.observation(1)) == (frozenset({5, 9}), frozenset())
    assert shown_lacks(new_game(Rules(variant="triangles", players=2), seed=1).observation(0)) is None
