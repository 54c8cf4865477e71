"""Hard's judgement of a Mexican Train play (RULES.md §4, issue 6): Medium's weights, plus
planning its own train.

It works out the longest run of its tiles that its own train could take, keeps those tiles for
its train (which no rival can touch while unmarked), and sheds the others on the Mexican train
and on rivals' open trains. A marked own train is closed again at the first chance.
"""
from __future__ import annotations

PLAN_NODES = 4000     # bound on the search for the longest run: hands can hold 15+ tiles


def longest_run(start: int, hand) -> list:
    """The longest sequence of tiles from `hand` that chains on from the number `start`."""
    best: list = []
    nodes = [0]

    def extend(end: int, used: list, left: list):
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


def train_tactics(obs):
    """A function scoring each legal play of `obs` (higher is better)."""
    me = obs.seat
    own = obs.train(me)
    run = longest_run(own.open_end, obs.hand)
    planned = set(run)

    def score(move) -> float:
        tile = move.tile
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
