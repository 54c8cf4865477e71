"""One hand of a line game, Draw ("Classic") or Block, on a single chain with two ends
(docs/rules.md §1).

The state is mutable and lean because search plays thousands of hands; the checked, recorded
path is core.game.Game.
"""
from __future__ import annotations

from ...core.ends import EndsState, Fits
from ...core.messages import Message
from ...core.moves import Move
from ...core.outcome import Outcome, Termination, settle
from ...core.tiles import DOUBLE_SIX, Tile, tile_text
from ...core.variant import History
from .moves import parse_move, play
from .observation import LineObservation

_LEFT = {t: play(t, "L") for t in DOUBLE_SIX}
_RIGHT = {t: play(t, "R") for t in DOUBLE_SIX}
# _FITS[left][right][tile]: the plays of `tile` on a chain with those open ends, the left end's first
_FITS = [[{t: (_LEFT[t],) * (left in t) + (_RIGHT[t],) * (right in t) for t in DOUBLE_SIX}
          for right in range(7)] for left in range(7)]


class LineState(EndsState):
    """One hand of Draw or Block."""

    __slots__ = ("variant", "drawing", "blocked_scoring", "chain", "left", "right")

    def __init__(self, players: int, drawing: bool, blocked_scoring: str, variant: str,
                 partners: bool = False):
        self.start_hand(players, partners)
        self.variant = variant            # the registered name its observations carry
        self.drawing = drawing            # Draw: take from the stock; Block: pass at once
        self.blocked_scoring = blocked_scoring
        self.chain: list[tuple[int, int]] = []   # oriented pairs, left to right
        self.left = self.right = -1

    def clone(self) -> LineState:
        other = LineState.__new__(LineState)
        self.copy_hand(other)
        other.variant, other.drawing = self.variant, self.drawing
        other.blocked_scoring = self.blocked_scoring
        other.chain, other.left, other.right = list(self.chain), self.left, self.right
        return other

    # -- the protocol ---------------------------------------------------------------------------

    def fitting(self) -> Fits | None:
        return _FITS[self.left][self.right] if self.chain else None

    def lay(self, seat: int, move: Move, tile: Tile) -> None:
        end = move.end
        a, b = tile
        if end == "R":
            right = self.right
            other = b if a == right else a
            self.chain.append((right, other))
            self.right = other
        elif end == "L":
            left = self.left
            other = b if a == left else a
            self.chain.insert(0, (other, left))
            self.left = other
        else:
            self.chain.append((a, b))
            self.left, self.right = a, b

    def finish(self, reason: Termination, winner: int | None) -> Outcome:
        return settle(self.hands, reason, winner, self.blocked_scoring, self.partners)

    def misfit(self, move: Move, legal: list[Move]) -> Message:
        assert move.tile is not None
        tile = tile_text(move.tile)
        if not any(m.tile == move.tile for m in legal):
            return Message("{tile} matches neither open end ({left} and {right}).", tile=tile, left=self.left,
                           right=self.right)
        if move.end == "L":
            return Message("{tile} does not match the left end ({number}).", tile=tile, number=self.left)
        return Message("{tile} does not match the right end ({number}).", tile=tile, number=self.right)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def observation(self, seat: int, history: History = ()) -> LineObservation:
        return LineObservation(
            variant=self.variant,
            chain=tuple(self.chain),
            ends=(self.left, self.right) if self.chain else None,
            drawing=self.drawing,
            blocked_scoring=self.blocked_scoring,
            **self.public(seat, history),
        )

    def tiles_in_play(self) -> list[Tile]:
        """Every tile, wherever it is (for conservation checks)."""
        return self.unplaced() + [tuple(sorted(t)) for t in self.chain]
