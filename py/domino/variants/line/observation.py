"""What one seat of a line game may know: its own hand, the chain, counts, the public history.

Computer players decide from this alone; hidden tiles never leave the engine except through
the seat that owns them.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.moves import Move
from ...core.tiles import Tile
from ...core.variant import History


@dataclass(frozen=True, slots=True)
class LineObservation:
    variant: str                          # the variant's registered name: "draw" | "block"
    seat: int
    players: int
    hand: tuple[Tile, ...]                # this seat's tiles, sorted
    chain: tuple[tuple[int, int], ...]    # oriented pairs, left to right
    ends: tuple[int, int] | None          # (left, right), or None before the opening
    hand_counts: tuple[int, ...]          # tiles in each seat's hand
    stock_count: int
    out_count: int                        # Block: tiles out of play (never seen)
    drawing: bool                         # Draw (True) or Block (False)
    blocked_scoring: str                  # how a blocked hand scores (a rules option, public)
    current_player: int
    legal_moves: tuple[Move, ...]         # empty unless this seat is on turn
    passes: int                           # consecutive passes so far
    history: History                      # (seat, Move) in order; a draw never names its tile
    is_over: bool
    leader: int | None = None             # a seat named to open with any tile (Block, later hands)
    partners: bool = False                # seats 0 and 2 against 1 and 3 (core.teams)
