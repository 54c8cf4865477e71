"""Property tests over random Triangles hands: conservation of the 56 tiles, every placement
legal by a brute-force check of every corner of every touching cell, legal moves neither missed
nor invented against a brute-force enumeration, turn order, JSON round trip, determinism."""
from hypothesis import given, settings, strategies as st

from domino import Game, Rng, Rules, new_game
from domino.ai import determinize
from domino.ai.inference import tri_knowledge
from domino.variants.triangles import TILES, orient, play, trigrid, triominos

rules_st = st.builds(Rules, variant=st.just("triangles"), players=st.integers(2, 4),
                     triominos_scoring=st.booleans())
seeds = st.integers(0, 2**63)


def corner_at(board, cell, vertex):
    return board[cell][trigrid.vertices(cell).index(vertex)]


def fits_by_brute_force(board, cell, corners):
    """The rule's words: a full side shared with a board tile, and every corner that touches
    any board tile (by a side or at a point) shows that tile's number there."""
    if cell in board or not any(n in board for n in trigrid.side_neighbours(cell)):
        return False
    for vertex, number in zip(trigrid.vertices(cell), corners):
        for other in trigrid.ring(vertex):
            if other != cell and other in board and corner_at(board, other, vertex) != number:
                return False
    return True


def brute_force_legal(game):
    state = game.state
    hand = state.hands[state.current]
    board = state.board
    if not board:
        if state.opening is not None:
            return {play(state.opening)}
        return {play(t) for t in hand}
    near = {n for cell in board for n in trigrid.touching(cell)} - set(board)
    plays = set()
    for cell in near:
        for tile in TILES:
            if tile not in hand:
                continue
            seen = set()
            for k in range(3):
                corners = orient(tile, k)
                if corners not in seen and fits_by_brute_force(board, cell, corners):
                    plays.add(play(tile, cell, k))
                seen.add(corners)
    if plays:
        return plays
    if state.stock and state.draws < 3:
        return {"draw"}
    return {"pass"}


def as_set(legal):
    return {m if m.kind == "play" else m.kind for m in legal}


@settings(max_examples=40, deadline=None)
@given(rules_st, seeds, seeds)
def test_random_hands_keep_every_rule(rules, seed, pick):
    game = new_game(rules, seed=seed)
    rng = Rng(pick)
    first = game.current_player
    hands = [list(game.hand(s)) for s in range(rules.players)]
    best = max((t for h in hands for t in h),
               key=lambda t: (t[0] == t[2], sum(t), t[2], t[1], t[0]))
    assert best in hands[first]
    while True:
        state = game.state
        assert sorted(state.tiles_in_play()) == sorted(TILES)
        # The board agrees with itself: every vertex shows one number to all its tiles.
        for cell, corners in state.board.items():
            for v, n in zip(trigrid.vertices(cell), corners):
                assert state.numbers[v] == n
        if game.is_over:
            break
        legal = game.legal_moves()
        assert len(legal) == len(set(legal))
        assert as_set(legal) == brute_force_legal(game)
        kinds = {m.kind for m in legal}
        assert kinds == {"play"} or len(legal) == 1        # must-play
        seat = game.current_player
        move = legal[rng.below(len(legal))]
        game.apply(move)
        if move.kind == "play":
            assert game.state.board[move.cell] == move.corners
        expect = seat if move.kind == "draw" and not game.is_over else (seat + 1) % rules.players
        assert game.is_over or game.current_player == expect
    out = game.outcome
    assert out.pips == tuple(sum(map(sum, h)) for h in out.hands)
    if out.reason == "out":
        assert out.pips[out.winner] == 0
    else:
        assert game.state.passes == rules.players
        low = min(out.pips)
        assert (out.winner is None) == (out.pips.count(low) > 1)
    if rules.triominos_scoring:
        assert len(out.scores) == rules.players
    # A save replays to the same game.
    again = Game.from_json(game.to_json())
    assert again.history == game.history and again.outcome == out
    assert again.state.board == game.state.board


@settings(max_examples=20, deadline=None)
@given(rules_st, seeds)
def test_the_same_seed_plays_the_same_game(rules, seed):
    def play_out():
        game, rng = new_game(rules, seed=seed), Rng(seed)
        while not game.is_over:
            legal = game.legal_moves()
            game.apply(legal[rng.below(len(legal))])
        return [str(m) for _, m in game.history], game.outcome

    assert play_out() == play_out()


@settings(max_examples=30, deadline=None)
@given(rules_st, seeds, st.integers(0, 80))
def test_clone_and_determinize_play_on_alike(rules, seed, steps):
    game, rng = new_game(rules, seed=seed), Rng(seed)
    for _ in range(steps):
        if game.is_over:
            return
        legal = game.legal_moves()
        game.apply(legal[rng.below(len(legal))])
    if game.is_over:
        return
    seat = game.current_player
    obs = game.observation(seat)
    world = determinize(obs, Rng(steps))
    assert world.observation(seat, obs.history) == obs
    clone = game.state.clone()
    assert clone.legal_moves() == game.state.legal_moves()


@settings(max_examples=40, deadline=None)
@given(rules_st, seeds)
def test_what_the_history_proves_is_true(rules, seed):
    game, rng = new_game(rules, seed=seed), Rng(seed)
    while not game.is_over:
        for seat in range(rules.players):
            knowledge = tri_knowledge(game.observation(seat))
            for other in range(rules.players):
                assert not knowledge.lacks[other] & set(game.hand(other))
        legal = game.legal_moves()
        game.apply(legal[rng.below(len(legal))])


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 4), seeds, seeds)
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
