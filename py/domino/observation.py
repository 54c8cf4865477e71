"""What one seat may know: its own hand, the table, counts, and the public history.

Computer players decide from this alone; hidden tiles never leave the engine except through
the seat that owns them.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LineObservation:
    variant: str              # the variant's registered name: "draw" | "block"
    seat: int
    players: int
    hand: tuple               # this seat's tiles, sorted
    chain: tuple              # oriented pairs, left to right
    ends: tuple | None        # (left, right), or None before the opening
    hand_counts: tuple        # tiles in each seat's hand
    stock_count: int
    out_count: int            # Block: tiles out of play (never seen)
    drawing: bool             # Draw (True) or Block (False)
    blocked_scoring: str      # how a blocked hand scores (a rules option, public)
    current_player: int
    legal_moves: tuple        # empty unless this seat is on turn
    passes: int               # consecutive passes so far
    history: tuple            # (seat, Move) in order; a draw never names its tile
    is_over: bool
