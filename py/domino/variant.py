"""The protocol every variant implements: a rules object, registered by name in variants.py.

A variant object (frozen, no game state) knows a variant's numbers and set-up:

    name, title                     "draw", "Classic", ...
    check(rules)                    raise ValueError (a message for people) on options it refuses
    deal(rules, rng, **opts)        a fresh state dealt with the engine's Rng; opts come from
                                    next_deal() (e.g. the leader of a later Block hand) and are
                                    saved with the game, so they must be JSON-able
    position(rules, **exact)        an exact state for tests and the tutorial (hands=..., ...)
    determinize(obs, rng)           a full state consistent with everything `obs` proves, the
                                    hidden tiles guessed at random: what Expert searches
    next_deal(rules, games)         opts for the next hand's deal in a match
    scores / match_over / match_winner(rules, games)   how a match is won

A state (one hand being played; mutable and lean, because search plays thousands) has:

    current_player, is_over, legal_moves() (stable order), apply_unchecked(move),
    explain(move) -> why a move is illegal, in words, parse_move(text), hand(seat),
    observation(seat, history), outcome() -> Outcome | None, clone(), tiles_in_play()

Moves are frozen values with .kind ("play" | "draw" | "pass"), .tile (for plays) and a text form
that round-trips through parse_move. Computer players need nothing else.
"""
from __future__ import annotations


def guess_hands(unseen, counts: dict, forbidden, rng) -> tuple[dict, list]:
    """Deal the `unseen` tiles at random: `counts[seat]` to each rival, none a tile that
    `forbidden(seat, tile)` rules out (what the seat is proved not to hold); the rest, shuffled,
    is left over for the stock and the tiles out of play. The most constrained rival is dealt
    first; if a greedy deal keeps failing the proofs, they are dropped rather than loop forever.
    Returns ({seat: tiles}, rest)."""
    order = sorted(counts, key=lambda seat: -sum(1 for t in unseen if forbidden(seat, t)))
    for attempt in range(30):
        strict = attempt < 25
        pool = list(unseen)
        rng.shuffle(pool)
        hands = {}
        for seat in order:
            allowed = [t for t in pool if not (strict and forbidden(seat, t))]
            if len(allowed) < counts[seat]:
                break
            hands[seat] = allowed[:counts[seat]]
            taken = set(hands[seat])
            pool = [t for t in pool if t not in taken]
        else:
            return hands, pool
    raise ValueError("the hidden hands cannot hold as many tiles as are unseen")


def best_opening(hands, rank):
    """(seat, tile) of the tile ranked highest by `rank` across all `hands`; None if all empty.
    The opening rule of every variant: the highest double (or triple), else the heaviest tile."""
    best = None
    for seat, hand in enumerate(hands):
        for tile in hand:
            if best is None or rank(tile) > rank(best[1]):
                best = (seat, tile)
    return best


class HandState:
    """What every variant's state reads the same way: it keeps `current` (the seat on turn),
    `hands` and `result` (the Outcome once the hand is over)."""

    __slots__ = ()

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def current_player(self) -> int:
        return self.current

    def outcome(self):
        return self.result

    def hand(self, seat: int) -> tuple:
        return tuple(self.hands[seat])


class Variant:
    """Defaults shared by the variants: a match is won by points, the first to the target."""

    def next_deal(self, rules, games) -> dict:
        return {}

    def scores(self, rules, games) -> tuple:
        scores = [0] * rules.players
        for game in games:
            out = game.outcome
            if out is not None and out.winner is not None:
                scores[out.winner] += out.points
        return tuple(scores)

    def match_over(self, rules, games) -> bool:
        if not games[-1].is_over:
            return False
        return not rules.is_match or max(self.scores(rules, games)) >= rules.target

    def match_winner(self, rules, games) -> int | None:
        if not self.match_over(rules, games):
            return None
        if not rules.is_match:
            return games[-1].outcome.winner
        scores = self.scores(rules, games)
        return scores.index(max(scores))
