"""One conformance suite for every registered variant and player count: random games to the end
with the invariants every variant keeps, legal moves against the rules read from their words
(rule_readings.py) and against every move text tried, saves and move texts that round-trip,
exact undo, exact positions, and the computer players' guesses of the hidden tiles.

The scripted positions of each rule stay in the per-variant files (test_draw_rules.py, ...).
"""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from domino import VARIANTS, Game, IllegalMove, Match, MoveKind, Rng, Rules, Termination, new_game
from domino.ai import determinize
from domino.core import catalog
from rule_readings import READINGS, must_play, sides

OPTIONS = {"triangles": ({}, {"triominos_scoring": True})}
RULES = [Rules(variant=name, players=players, **options)
         for name, variant in VARIANTS.items() for players in variant.players
         for options in OPTIONS.get(name, ({},))]
RULES += [Rules(variant=name, players=4, partners=True) for name in VARIANTS if catalog.entry(name).partners]


def some_players(seats: tuple[int, ...]) -> list[int]:
    """The fewest and the most players, and counts between them (every other one)."""
    return sorted({*seats[::2], seats[-1]})


# Every other set a game is played with, at several player counts.
RULES += [Rules(variant=name, players=players, double=double)
          for name in VARIANTS for double in catalog.entry(name).sets[1:]
          for players in some_players(catalog.entry(name).players_with(double))]
seeds = st.integers(0, 2**63)


def examples(n: int) -> settings:
    return settings(max_examples=n, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def rules_id(rules: Rules) -> str:
    return (f"{rules.variant}-{rules.players}" + ("-triominos" if rules.triominos_scoring else "")
            + ("-partners" if rules.partners else "")
            + ("" if rules.double == catalog.entry(rules.variant).sets[0] else f"-double{rules.double}"))


each = pytest.mark.parametrize("rules", RULES, ids=rules_id)


def frozen(value):
    """A comparable copy: dicts and lists become tuples, in their order, and a part of a state
    kept in an object of its own (All Fives' layout) its fields."""
    if isinstance(value, dict):
        return tuple((k, frozen(v)) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return tuple(frozen(v) for v in value)
    if hasattr(type(value), "__slots__") and type(value).__eq__ is object.__eq__:
        return tuple(snapshot(value).items())
    return value


def snapshot(state) -> dict:
    """Every field of a state (caches aside), for exact comparisons."""
    names = [n for cls in type(state).__mro__ for n in getattr(cls, "__slots__", ())]
    return {n: frozen(getattr(state, n)) for n in names if not n.startswith("_")}


def pick(game: Game, rng: Rng):
    legal = game.legal_moves()
    return legal[rng.below(len(legal))]


def played(rules: Rules, seed: int, moves: int) -> Game:
    """A game dealt from `seed` after `moves` random moves (fewer if it ends first)."""
    game, rng = new_game(rules, seed=seed), Rng(seed)
    while not game.is_over and len(game.history) < moves:
        game.apply(pick(game, rng))
    return game


def hidden_shuffled(state, seat: int, rng: Rng):
    """A clone of `state` with every tile hidden from `seat` (the rivals' hands, the stock, the
    tiles out of play) dealt again at random into the same places."""
    other = state.clone()
    places = [h for s, h in enumerate(other.hands) if s != seat] + [other.stock, other.out]
    pool = [t for place in places for t in place]
    rng.shuffle(pool)
    for place in places:
        count = len(place)
        place[:], pool = pool[:count], pool[count:]
    for s, hand in enumerate(other.hands):
        if s != seat:
            hand.sort()
    return other


def check_observations(game: Game, rng: Rng) -> None:
    """Each seat sees its own hand, the public history (a draw never names its tile), its legal
    moves only on its turn, and nothing that depends on where the hidden tiles are."""
    state = game.state
    for seat in range(game.rules.players):
        obs = game.observation(seat)
        assert obs.hand == game.hand(seat) and obs.seat == seat
        assert obs.history == game.history
        assert all(m.tile is None for _, m in obs.history if m.kind != MoveKind.PLAY)
        on_turn = seat == game.current_player and not game.is_over
        assert obs.legal_moves == (tuple(game.legal_moves()) if on_turn else ())
        assert hidden_shuffled(state, seat, rng).observation(seat, game.history) == obs


def check_texts(game: Game, reading) -> None:
    """Every candidate text: the legal ones apply (on a copy), every other one raises IllegalMove
    and changes nothing; every legal move is among the candidates and its text round-trips."""
    legal = set(game.legal_moves())
    texts = reading.candidates(game)
    assert {str(m) for m in legal} <= set(texts)
    before, saved = snapshot(game.state), game.to_json()
    accepted = set()
    for text in texts:
        try:
            move = game.parse_move(text)
        except ValueError:
            move = None
        if move in legal:
            copy = game.clone()
            copy.apply(text)
            accepted.add(copy.history[-1][1])
        else:
            with pytest.raises(IllegalMove):
                game.apply(text)
    assert accepted == legal
    assert snapshot(game.state) == before and game.to_json() == saved


def check_outcome(game: Game) -> None:
    out = game.outcome
    assert out.pips == tuple(READINGS[game.rules.variant].count(h) for h in out.hands)
    assert sorted(t for h in out.hands for t in h) == sorted(t for s in range(game.rules.players)
                                                             for t in game.hand(s))
    assert out.points >= 0 and game.legal_moves() == []
    if out.reason == Termination.OUT:
        assert out.pips[out.winner] == 0
    else:                                   # the lightest side wins, a team with partners
        totals = [sum(out.pips[seat] for seat in side) for side in sides(game.rules)]
        low = min(totals)
        assert (out.winner is None) == (totals.count(low) > 1)
        if out.winner is not None:
            side = next(side for side in sides(game.rules) if out.winner in side)
            assert sum(out.pips[seat] for seat in side) == low
            assert out.pips[out.winner] == min(out.pips[seat] for seat in side)
    assert (out.team is not None) == (game.rules.partners and out.winner is not None)
    assert json.loads(json.dumps(out.to_json()))["reason"] == str(out.reason)


# Random games per rules and player count, by the kind of board: more where a game is quick to check.
GAMES = {"line": 20, "trains": 25, "triangles": 6, "spinner": 20, "chickenfoot": 15}


@each
def test_random_games_keep_every_rule(rules):
    @examples(GAMES[VARIANTS[rules.variant].board])
    @given(seed=seeds, choice=seeds)
    def play(seed, choice):
        random_game_keeps_every_rule(rules, seed, choice)

    play()


def random_game_keeps_every_rule(rules, seed, choice):
    reading = READINGS[rules.variant]
    game, rng = new_game(rules, seed=seed), Rng(choice)
    tiles = sorted(reading.tiles(rules))
    deep = {rng.below(20) for _ in range(3)}             # the costly checks on a few moves
    while True:
        state = game.state
        assert sorted(state.tiles_in_play()) == tiles     # every tile once, wherever it is
        reading.check(game)
        if len(game.history) in deep or game.is_over:
            check_observations(game, rng)
        if game.is_over:
            break
        legal = game.legal_moves()
        assert len(legal) == len(set(legal))
        assert set(legal) == reading.legal(game)
        must_play(legal)
        for move in legal:                                 # texts round-trip, moves apply
            assert game.parse_move(str(move)) == move and str(game.parse_move(str(move))) == str(move)
        if len(game.history) in deep:
            check_texts(game, reading)
        seat, move = game.current_player, legal[rng.below(len(legal))]
        game.apply(move)
        if not game.is_over:
            kept = reading.turn_kept(move, game)
            assert game.current_player == (seat if kept else (seat + 1) % rules.players)
    check_outcome(game)


@each
@examples(4)
@given(seed=seeds, choice=seeds, stop=st.integers(0, 150))
def test_saves_replay_and_undo_takes_back_exactly(rules, seed, choice, stop):
    game, rng = new_game(rules, seed=seed), Rng(choice)
    states, saves = [snapshot(game.state)], [game.to_json()]
    while not game.is_over and len(game.history) < stop:
        game.apply(pick(game, rng))
        states.append(snapshot(game.state))
        saves.append(game.to_json())
    loaded = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert snapshot(loaded.state) == states[-1] and loaded.to_json() == saves[-1]
    assert loaded.outcome == game.outcome
    for seat in range(rules.players):
        assert loaded.observation(seat) == game.observation(seat)
    history = game.history
    while game.history:
        move = game.undo()
        assert move == history[len(game.history)][1]
        assert snapshot(game.state) == states[len(game.history)]
        assert game.to_json() == saves[len(game.history)]
    with pytest.raises(IllegalMove):
        game.undo()


@each
@examples(3)
@given(seed=seeds)
def test_the_same_seed_plays_the_same_game(rules, seed):
    one, two = played(rules, seed, 10**6), played(rules, seed, 10**6)
    assert one.is_over and one.history == two.history and one.outcome == two.outcome


@each
@examples(3)
@given(seed=seeds, stop=st.integers(1, 60))
def test_an_exact_position_is_the_same_position(rules, seed, stop):
    game = played(rules, seed, stop)
    exact = READINGS[rules.variant].position(game.state)
    if game.is_over or exact is None:
        return
    copy = new_game(rules, **exact)
    loaded = Game.from_json(json.loads(json.dumps(copy.to_json())))
    for g in (copy, loaded):
        assert g.legal_moves() == game.legal_moves()
        assert sorted(g.state.tiles_in_play()) == sorted(game.state.tiles_in_play())
        for seat in range(rules.players):
            assert table(g.observation(seat)) == table(game.observation(seat))


def table(obs) -> dict:
    """An observation but for what an exact position starts afresh: the history and the
    Tri-Ominos points of the hand so far."""
    return {f: getattr(obs, f) for f in obs.__dataclass_fields__ if f not in ("history", "scores")}


@each
@examples(3)
@given(seed=seeds, stop=st.integers(0, 60))
def test_the_computers_guess_agrees_with_what_the_seat_sees(rules, seed, stop):
    game = played(rules, seed, stop)
    if game.is_over:
        return
    for seat in range(rules.players):
        obs = game.observation(seat)
        for k in range(3):
            world = determinize(obs, Rng(k))
            assert world.observation(seat, obs.history) == obs
            assert sorted(world.tiles_in_play()) == sorted(game.state.tiles_in_play())
            clone = world.clone()
            while not clone.is_over:
                clone.apply_unchecked(clone.legal_moves()[0])
            assert world.observation(seat, obs.history) == obs          # clones are independent


MATCHES = [Rules(variant="draw", target=50), Rules(variant="block", players=3, target=50),
           Rules(variant="mexican", full_game=True), Rules(variant="mexican", players=8, double=12, full_game=True),
           Rules(variant="chickenfoot", players=5, full_game=True), Rules(variant="chickenfoot", double=6, full_game=True),
           Rules(variant="triangles", triominos_scoring=True, target=400),
           Rules(variant="allfives", players=3, target=150),
           Rules(variant="block", players=4, partners=True, target=100),
           Rules(variant="allfives", players=4, partners=True, target=100)]


@pytest.mark.parametrize("rules", MATCHES, ids=rules_id)
def test_match_undo_steps_back_into_the_hand_before(rules):
    match, rng = Match(rules, seed="undo"), Rng(3)
    game = match.game
    while not game.is_over:
        game.apply(pick(game, rng))
    last = game.history[-1][1]
    before_end = Match.from_json({**match.to_json(), "hands": [[str(m) for _, m in game.history[:-1]]]})
    match.next_hand()
    first = pick(match.game, rng)
    match.game.apply(first)
    after_first = match.to_json()
    match.undo()
    assert match.hand_number == 2 and not match.game.history
    match.undo()
    assert match.to_json() == before_end.to_json() and match.hand_number == 1
    assert snapshot(match.game.state) == snapshot(before_end.game.state)
    assert not match.game.is_over and last in match.game.legal_moves()
    match.game.apply(last)
    match.next_hand()
    match.game.apply(first)
    assert match.to_json() == after_first


def test_every_registered_variant_is_read_and_dealt():
    assert set(READINGS) == set(VARIANTS)
    for rules in RULES:
        state = new_game(rules, seed=1).state
        assert sorted(state.tiles_in_play()) == sorted(READINGS[rules.variant].tiles(rules))
