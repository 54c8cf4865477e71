"""What one seat of Chicken Foot may know: its own hand, the arms around the centre double,
counts, the history.

Computer players decide from this alone, and a table draws from it: `arms` gives each arm's
tiles, where it grows from (the centre, or the double its toes cover) and its open end;
`pending` the arms that must be filled before anything else; `places(tile)` where a chosen tile
may go now.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.moves import Move, places
from ...core.tiles import Tile
from ...core.variant import History


@dataclass(frozen=True, slots=True)
class Arm:
    tiles: tuple[tuple[int, int], ...]   # oriented pairs from the root outwards: tiles[0][0] == root
    root: int                     # the number it grows from: the centre's, or its double's
    parent: int | None            # None: a spoke of the centre double; else the arm whose double it is a toe of
    open_end: int | None          # what the next tile must match; None once a double closes it (its toes go on)

    @property
    def is_spoke(self) -> bool:
        return self.parent is None


@dataclass(frozen=True, slots=True)
class ChickenObservation:
    variant: str                  # the registered name, "chickenfoot"
    seat: int
    players: int
    top: int                      # the set's highest double: 9 (double-nine) or 6 (double-six)
    round: int                    # 1.. ; the full game's centres go from the top double down to 0-0
    centre: int                   # the number of the centre double
    hand: tuple[Tile, ...]        # this seat's tiles, sorted
    arms: tuple[Arm, ...]         # by number: the four spokes, then each foot's three toes as laid
    pending: tuple[int, ...]      # arms to fill before anything else, the next first (spokes, or toes)
    hand_counts: tuple[int, ...]  # tiles in each seat's hand
    stock_count: int              # tiles in the boneyard
    out_count: int                # tiles out of play (scripted positions only; never seen)
    current_player: int
    legal_moves: tuple[Move, ...]  # empty unless this seat is on turn
    drew_this_turn: bool          # the player on turn has drawn: play the drawn tile or pass
    passes: int                   # consecutive passes so far
    history: History              # (seat, Move) in order; a draw never names its tile
    is_over: bool

    @property
    def foot(self) -> int | None:
        """The number of the double whose toes are awaited, or None (the spokes, or free play)."""
        if not self.pending:
            return None
        arm = self.arms[self.pending[0]]
        return None if arm.is_spoke else arm.root

    def places(self, tile: Tile) -> tuple[int, ...]:
        """The arms `tile` may be laid on now (by number): what to highlight."""
        return places(self.legal_moves, tile, "arm")
