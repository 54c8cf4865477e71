"""Hard's bookkeeping and Expert's determinized search (docs/rules.md §4)."""
import pytest
from hypothesis import given, settings, strategies as st

from domino import Rng, Rules, choose_move, new_game
from domino.ai import determinize
from domino.ai.inference import fives_knowledge, line_knowledge, train_knowledge, tri_knowledge
from domino.ai.levels import expert


def test_a_pass_proves_the_passer_holds_neither_end():
    game = new_game(Rules(variant="block", players=3), hands=[["0-0", "1-1"], ["3-6", "2-2"], ["5-5", "4-4"]],
                    chain=["3-4"], first=0)
    game.apply("pass")
    know = line_knowledge(game.observation(1))
    assert know.lacks[0] >= {3, 4}
    assert know.lacks[1] == frozenset()            # nothing is proved about oneself


def test_a_draw_proves_the_ends_then_showing_and_forgets_older_proofs():
    game = new_game(Rules(variant="draw"), hands=[["0-0", "1-1"], ["5-6", "2-2"]], chain=["3-4"], first=0,
                    stock=["0-2", "1-4", "2-5", "2-6"])
    game.apply("draw")                             # 0-2 fits neither 3 nor 4
    game.apply("draw")                             # 1-4 fits the right end
    game.apply("1-4:R")
    know = line_knowledge(game.observation(1))
    assert {3, 4} <= know.lacks[0]


def test_numbers_all_in_view_are_held_by_nobody_else():
    game = new_game(Rules(variant="block"), hands=[["0-6", "1-6", "2-6", "6-6"], ["0-0"]],
                    chain=["3-6", "6-4", "4-5", "5-6"], first=0)
    know = line_knowledge(game.observation(0))
    assert 6 in know.lacks[1]


def test_hard_leaves_open_the_numbers_the_next_seat_lacks():
    # Seat 1 passed on 3 and 4; seat 0 may leave 3-4 open (keeping seat 1 stuck) or open a 6.
    game = new_game(Rules(variant="block"), hands=[["4-6", "3-3", "0-1"], ["1-2", "5-5"]],
                    chain=["3-4"], first=1)
    game.apply("pass")
    obs = game.observation(0)
    assert {str(m) for m in obs.legal_moves} == {"4-6:R", "3-3:L"}
    assert str(choose_move("hard", obs, seed=1)) == "3-3:L"
    assert str(choose_move("medium", obs, seed=1)) == "3-3:L"   # a double, by Medium's rule too
    game = new_game(Rules(variant="block"), hands=[["4-6", "1-3", "0-1"], ["1-2", "5-5"]],
                    chain=["3-4"], first=1)
    game.apply("pass")
    obs = game.observation(0)
    assert str(choose_move("medium", obs, seed=1)) == "4-6:R"   # heaviest
    assert str(choose_move("hard", obs, seed=1)) == "1-3:L"     # ends 1 and 4: seat 1 holds 1-2


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["draw", "block"]), st.integers(2, 4), st.integers(0, 2**32), st.integers(0, 40))
def test_determinize_agrees_with_everything_the_seat_knows(variant, players, seed, moves):
    rules = Rules(variant=variant, players=players)
    game = new_game(rules, seed=seed)
    rng = Rng(seed)
    for _ in range(moves):
        if game.is_over:
            return
        legal = game.legal_moves()
        game.apply(legal[rng.below(len(legal))])
    if game.is_over:
        return
    seat = game.current_player
    obs = game.observation(seat)
    know = line_knowledge(obs)
    world = determinize(obs, Rng(seed + 1))
    assert world.observation(seat, obs.history) == obs
    assert sorted(world.tiles_in_play()) == sorted(game.state.tiles_in_play())
    for rival in range(players):
        if rival != seat:
            assert not any(set(t) & know.lacks[rival] for t in world.hands[rival])


# Every game at 2 to 4 players, and Mexican Train with double-twelve up to eight.
PROVED = [Rules(variant=variant, players=players) for variant in ("draw", "block", "triangles", "mexican", "allfives")
          for players in (2, 3, 4)] + [Rules(variant="mexican", players=players, double=12) for players in (2, 5, 8)]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(PROVED), st.integers(0, 2**63))
def test_what_the_history_proves_is_true(rules, seed):
    """Every number (line games, Mexican Train) or tile (Triangles; the opening rule in line
    games) a seat is proved to lack, it lacks: the
    seats waiting for their turn, as a computer player on turn sees them (the seat on turn may
    just have drawn a tile that fits)."""
    variant, players = rules.variant, rules.players
    game, rng = new_game(rules, seed=seed), Rng(seed)
    while not game.is_over:
        waiting = [o for o in range(players) if o != game.current_player]
        for seat in range(players):
            obs = game.observation(seat)
            if variant == "triangles":
                lacks = tri_knowledge(obs).lacks
                assert all(not lacks[o] & set(game.hand(o)) for o in waiting)
            elif variant == "mexican":
                numbers = train_knowledge(obs).lacks
                assert all(not set(t) & numbers[o] for o in waiting for t in game.hand(o))
            else:
                know = fives_knowledge(obs) if variant == "allfives" else line_knowledge(obs)
                assert all(not set(t) & know.lacks[o] for o in waiting for t in game.hand(o))
                assert all(not know.excluded[o] & set(game.hand(o)) for o in waiting)
        legal = game.legal_moves()
        game.apply(legal[rng.below(len(legal))])


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_strong_levels_decide_from_the_observation_only(level):
    # Two games that differ only in tiles hidden from seat 0: the same decision, seed for seed.
    one = new_game(Rules(), hands=[["1-2", "5-6", "3-4", "2-6"], ["0-0", "2-2", "0-4"]],
                   chain=["1-3", "3-6"], first=0, stock=["4-4", "0-5", "1-5"])
    two = new_game(Rules(), hands=[["1-2", "5-6", "3-4", "2-6"], ["4-4", "0-5", "1-5"]],
                   chain=["1-3", "3-6"], first=0, stock=["0-0", "2-2", "0-4"])
    assert one.observation(0) == two.observation(0)
    for seed in range(5):
        kwargs = {"samples": 40} if level == "expert" else {}
        picks = [expert(g.observation(0), Rng(seed), **kwargs) if kwargs else
                 choose_move(level, g.observation(0), seed) for g in (one, two)]
        assert picks[0] == picks[1]


@pytest.mark.parametrize("rules", [Rules(variant="draw", players=3), Rules(variant="block", players=3),
                                   Rules(variant="mexican", players=8, double=12)], ids=lambda r: r.variant)
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_strong_levels_play_whole_hands_legally(rules, level):
    for seed in range(3 if rules.players < 8 else 1):
        game = new_game(rules, seed=seed)
        while not game.is_over:
            seat = game.current_player
            game.apply(choose_move(level, game.observation(seat), seed=seed))


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
@pytest.mark.parametrize("players", [2, 5])
def test_every_level_plays_double_twelve_to_the_end(level, players):
    """With 91 tiles: every level, in every seat, finishes a hand with legal moves only."""
    game = new_game(Rules(variant="mexican", players=players, double=12), seed=f"{level}{players}")
    while not game.is_over:
        obs = game.observation(game.current_player)
        move = choose_move(level, obs, seed=len(game.history))
        assert move in obs.legal_moves
        game.apply(move)


def test_a_number_from_ten_to_twelve_all_in_view_is_held_by_nobody_else():
    """Mexican Train with double-twelve: every 11 is in view (hand and trains), so no rival holds
    one, in what the computers know and in every guess of the hidden tiles."""
    mexican = ["12-11", "11-11", "11-6", "6-7", "7-11", "11-8", "8-9", "9-11", "11-10"]
    game = new_game(Rules(variant="mexican", players=3, double=12),
                    hands=[[f"{n}-11" for n in range(6)], ["1-2", "3-3"], ["0-12", "4-5"]],
                    trains={0: ["12-10"], 1: ["12-5"], 2: ["12-9"], "mexican": mexican}, first=0)
    know = train_knowledge(game.observation(0))
    assert know.lacks == (frozenset(), {11}, {11})               # the observer's own hand is no guess
    assert len(know.unseen) == 91 - 6 - 1 - 12 and all(11 not in t for t in know.unseen)
    for k in range(5):
        world = determinize(game.observation(0), Rng(k))
        assert sorted(world.tiles_in_play()) == sorted(game.state.tiles_in_play())
        assert not any(11 in t for h in world.hands[1:] for t in h)
