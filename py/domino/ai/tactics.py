"""Hard's judgement of a play (docs/rules.md §4): Medium's weights (doubles first, then the
heaviest tile) plus what the history proves, for each variant; and Expert's playout policy for
the line games.

Each `*_tactics(obs)` returns a function scoring each legal play of `obs` (higher is better).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..core.moves import Move
from ..core.rng import Rng
from ..core.tiles import Tile
from ..variants.line import LineObservation, LineState
from ..variants.trains import TrainObservation
from ..variants.triangles import TriObservation
from .inference import board_of, chance_none, ends_after, line_knowledge, tri_knowledge
from .partners import team_value

Score = Callable[[Move], float]

# -- line games: above all, a play after which the next seat probably cannot match either end ----

DOUBLE = 8        # a double offers one number only: shed it early
FOLLOW = 2.5      # per tile left in hand that fits a new end
STUCK = 100       # times the chance that the next seat cannot match either end
OWNED = 4         # an end only this seat can still match
LATER = 30        # times the chance that the opponent after the partner cannot match either end


def line_tactics(obs: LineObservation) -> Score:
    """The chance that the next seat is stuck is counted over the tiles it may still hold (unseen,
    and without the numbers it has proved not to hold). It also keeps a spread of numbers it can
    follow up with, and ends no rival can hold at all. With a partner, the partner's chances
    (partners.py), and the other opponent stuck too, for less: two plays come before its turn."""
    knowledge = line_knowledge(obs)
    rival_numbers = {n for t in knowledge.unseen for n in t}

    def stuck_chance(seat: int) -> Callable[[int, int], float]:
        """The chance that `seat` holds nothing for either end, over the tiles it may hold."""
        lacks, excluded = knowledge.lacks[seat], knowledge.excluded[seat]
        possible = [t for t in knowledge.unseen if t[0] not in lacks and t[1] not in lacks and t not in excluded]
        held = obs.hand_counts[seat]
        return lambda left, right: chance_none(possible, held, lambda t: left in t or right in t)

    next_stuck = stuck_chance((obs.seat + 1) % obs.players)
    team = team_value(obs)
    later_stuck = stuck_chance((obs.seat + 3) % obs.players) if team is not None else None

    def score(move: Move) -> float:
        tile = move.tile
        assert tile is not None
        left, right = ends_after(obs.ends, move)
        rest = [t for t in obs.hand if t != tile]
        value: float = sum(tile) + (DOUBLE if tile[0] == tile[1] else 0)
        value += FOLLOW * sum(1 for t in rest if left in t or right in t)
        value += STUCK * next_stuck(left, right)
        for end in {left, right}:
            if end not in rival_numbers and any(end in t for t in rest):
                value += OWNED
        if team is not None and later_stuck is not None:
            value += team(move) + LATER * later_stuck(left, right)
        return value

    return score


def line_playout(state: LineState, rng: Rng, models: Mapping[int, str] | None = None) -> None:
    """Expert's playout policy for line games, on a full (guessed) state: the heavy tile,
    keeping follow-ups, and above all an end the next seat cannot match. Smarter playouts
    beat twice as many greedy ones (measured against Hard in two-player Draw). The seats in
    `models` play as that level is modelled: "medium" doubles first, then the heaviest tile (as
    rivals.py weighs rivals' choices), "easy" any legal move."""
    while state.result is None:
        moves = state.legal_moves()
        if len(moves) == 1:
            state.apply_unchecked(moves[0])
            continue
        seat = state.current
        if models is not None and seat in models:
            model = models[seat]
            state.apply_unchecked(heavy_first(moves, rng) if model == "medium" else moves[rng.below(len(moves))])
            continue
        hand = state.hands[seat]
        following = state.hands[(seat + 1) % state.players]
        left, right = state.left, state.right
        best, top = moves[0], -1.0
        for move in moves:
            tile = move.tile
            assert tile is not None
            a, b = tile
            if move.end == "L":
                new_left, new_right = (b if a == left else a), right
            elif move.end == "R":
                new_left, new_right = left, (b if a == right else a)
            else:
                new_left, new_right = a, b
            value = a + b + (DOUBLE if a == b else 0) + rng.random() * 0.5
            for held in hand:
                if held is not tile and (new_left in held or new_right in held):
                    value += FOLLOW
            for held in following:
                if new_left in held or new_right in held:
                    break
            else:
                value += 30          # the next seat must draw or pass
            if value > top:
                best, top = move, value
        state.apply_unchecked(best)


def heavy_first(moves: Sequence[Move], rng: Rng) -> Move:
    """Medium's choice among plays: a double first, then the most pips, a random tie-break."""
    best: list[Move] = []
    top = (False, -1)
    for move in moves:
        tile = move.tile
        assert tile is not None
        weight = (tile[0] == tile[-1], sum(tile))
        if weight > top:
            best, top = [move], weight
        elif weight == top:
            best.append(move)
    return best[0] if len(best) == 1 else best[rng.below(len(best))]


# -- Mexican Train: plan the own train, shed elsewhere -------------------------------------------

PLAN_NODES = 4000     # bound on the search for the longest run: hands can hold 15+ tiles


def longest_run(start: int, hand: Sequence[Tile]) -> list[Tile]:
    """The longest sequence of tiles from `hand` that chains on from the number `start`."""
    best: list[Tile] = []
    nodes = [0]

    def extend(end: int, used: list[Tile], left: list[Tile]) -> None:
        nonlocal best
        nodes[0] += 1
        if len(used) > len(best):
            best = list(used)
        if nodes[0] > PLAN_NODES:
            return
        for i, tile in enumerate(left):
            if end in tile:
                other = tile[1] if tile[0] == end else tile[0]
                used.append(tile)
                extend(other, used, left[:i] + left[i + 1:])
                used.pop()

    extend(start, [], list(hand))
    return best


def train_tactics(obs: TrainObservation) -> Score:
    """It works out the longest run of its tiles that its own train could take, keeps those
    tiles for its train (which no rival can touch while unmarked), and sheds the others on the
    Mexican train and on rivals' open trains. A marked own train is closed again at the first
    chance."""
    me = obs.seat
    own = obs.train(me)
    run = longest_run(own.open_end, obs.hand)
    planned = set(run)

    def score(move: Move) -> float:
        tile = move.tile
        assert tile is not None
        value = sum(tile) + (10 if tile[0] == tile[1] else 0)
        if move.train == me:
            if own.marker:
                value += 8                    # close the train to rivals
            if run and tile == run[0]:
                value += 6                    # the planned run goes on
        elif tile in planned:
            value -= 10                       # keep it for the own train
        else:
            value += 6                        # shed it where it costs the plan nothing
        return value

    return score


# -- Triangles: leave the next seat few places to play --------------------------------------------

def tri_tactics(obs: TriObservation) -> Score:
    """Medium's weight, then fewer places left where the next seat can still play (counting only
    the tiles it may hold), most of all none, and more places left for this seat's own remaining
    tiles."""
    knowledge = tri_knowledge(obs)
    me = obs.seat
    following = (me + 1) % obs.players
    maybe_next = knowledge.unseen - knowledge.lacks[following]
    base = board_of(obs)

    def score(move: Move) -> float:
        tile = move.tile
        assert tile is not None and move.cell is not None and move.corners is not None
        after = base.clone()
        after.place(move.cell, move.corners)
        fits_after = after.fitting_tiles()
        rest = [t for t in obs.hand if t != tile]
        value: float = sum(tile) + (20 if tile[0] == tile[2] else 0)
        threats = len(fits_after & maybe_next)
        value -= 1.5 * threats
        if threats == 0:
            value += 12
        value += 2.0 * sum(1 for t in rest if t in fits_after)
        return value

    return score
