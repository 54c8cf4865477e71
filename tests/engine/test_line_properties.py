"""Property tests over random Draw and Block hands: conservation, turn order, must-play, legal
moves checked against a brute-force enumeration, JSON round trip, determinism."""
from hypothesis import given, settings, strategies as st

from domino import Game, Rng, Rules, new_game
from domino.core.tiles import DOUBLE_SIX
from domino.variants.line import parse_move, play

rules_st = st.builds(Rules, variant=st.sampled_from(["draw", "block"]), players=st.integers(2, 4))
seeds = st.integers(0, 2**63)


def brute_force_legal(game):
    """Every candidate move judged from the rules' words, independently of the engine."""
    state = game.state
    seat = state.current
    hand = set(state.hands[seat])
    if not state.chain:
        if state.leader is not None:
            return {play(t) for t in hand}
        everyone = [t for h in state.hands for t in h]
        best = max(everyone, key=lambda t: (t[0] == t[1], t[0] + t[1], max(t)))
        return {play(best)}
    left, right = state.left, state.right
    plays = {play(t, e) for t in DOUBLE_SIX for e in "LR"
             if t in hand and (left if e == "L" else right) in t}
    if plays:
        return plays
    if game.rules.variant == "draw" and state.stock:
        return {parse_move("draw")}
    return {parse_move("pass")}


def play_out(game, rng, check):
    while not game.is_over:
        check(game)
        legal = game.legal_moves()
        game.apply(legal[rng.below(len(legal))])
    check(game)
    return game


def conservation(game):
    tiles = game.state.tiles_in_play()
    assert sorted(tiles) == sorted(DOUBLE_SIX)


@settings(max_examples=150, deadline=None)
@given(rules_st, seeds, seeds)
def test_random_hands_keep_every_rule(rules, seed, pick):
    game = new_game(rules, seed=seed)

    def check(g):
        conservation(g)
        s = g.state
        links = s.chain
        assert all(a[1] == b[0] for a, b in zip(links, links[1:]))
        if g.is_over:
            return
        legal = g.legal_moves()
        assert len(legal) == len(set(legal))
        assert set(legal) == brute_force_legal(g)
        kinds = {m.kind for m in legal}
        assert kinds == {"play"} or len(legal) == 1       # must-play: no draw/pass beside a play
        if g.history:
            seat, move = g.history[-1]
            expect = seat if move.kind == "draw" else (seat + 1) % rules.players
            assert g.current_player == expect

    play_out(game, Rng(pick), check)
    out = game.outcome
    assert out.points >= 0
    assert out.pips == tuple(sum(map(sum, h)) for h in out.hands)
    if out.reason == "out":
        assert out.pips[out.winner] == 0
    else:
        assert game.state.passes == rules.players
        assert game.rules.variant == "block" or game.observation(0).stock_count == 0
        low = min(out.pips)
        assert (out.winner is None) == (out.pips.count(low) > 1)


@settings(max_examples=60, deadline=None)
@given(rules_st, seeds, seeds, st.integers(0, 60))
def test_json_round_trip_replays_the_same_game(rules, seed, pick, stop):
    game = new_game(rules, seed=seed)
    rng = Rng(pick)
    while not game.is_over and len(game.history) < stop:
        legal = game.legal_moves()
        game.apply(legal[rng.below(len(legal))])
    saved = game.to_json()
    loaded = Game.from_json(saved)
    assert loaded.to_json() == saved
    for seat in range(rules.players):
        assert loaded.observation(seat) == game.observation(seat)
    assert loaded.outcome == game.outcome


@settings(max_examples=40, deadline=None)
@given(rules_st, seeds)
def test_same_seed_same_game(rules, seed):
    one, two = new_game(rules, seed=seed), new_game(rules, seed=seed)
    play_out(one, Rng(seed), lambda g: None)
    play_out(two, Rng(seed), lambda g: None)
    assert one.history == two.history and one.outcome == two.outcome


@settings(max_examples=40, deadline=None)
@given(rules_st, seeds, seeds)
def test_an_observation_holds_only_what_its_seat_may_know(rules, seed, pick):
    game = new_game(rules, seed=seed)

    def check(g):
        for seat in range(rules.players):
            obs = g.observation(seat)
            assert obs.hand == g.hand(seat)
            hidden = {t for s in range(rules.players) if s != seat for t in g.hand(s)}
            hidden |= set(g.state.stock) | set(g.state.out)
            assert not hidden & set(obs.hand)
            assert all(m.tile is None for _, m in obs.history if m.kind != "play")
            assert bool(obs.legal_moves) == (seat == g.current_player and not g.is_over)

    play_out(game, Rng(pick), check)


def test_moves_round_trip_through_text():
    every = [play(t, e) for t in DOUBLE_SIX for e in (None, "L", "R")]
    every += [parse_move("draw"), parse_move("pass")]
    for move in every:
        assert parse_move(str(move)) == move
    assert parse_move("5-3:L") == parse_move("3-5:L")
