"""What one seat of Mexican Train may know: its own hand, the hub and trains, counts, the history.

Computer players decide from this alone, and the table draws from it: `trains` gives each
train's tiles, open end and marker, `obligation` the banner, `places(tile)` where a chosen tile
may go now.
"""
from __future__ import annotations

from dataclasses import dataclass

from .train import MEXICAN, Obligation, Train


@dataclass(frozen=True, slots=True)
class TrainObservation:
    variant: str                  # the registered name, "mexican"
    seat: int
    players: int
    round: int                    # 1..10; the full game's engines go 9-9 down to 0-0
    engine: int                   # the number of the double in the hub (9 in the default round)
    hand: tuple                   # this seat's tiles, sorted
    trains: tuple                 # Train per seat 0..players-1, then the Mexican train
    obligation: Obligation | None  # the double that must be covered first, or None
    hand_counts: tuple            # tiles in each seat's hand
    stock_count: int              # tiles in the boneyard
    out_count: int                # tiles out of play (scripted positions only; never seen)
    current_player: int
    legal_moves: tuple            # empty unless this seat is on turn
    drew_this_turn: bool          # the player on turn has drawn: play the drawn tile or pass
    passes: int                   # consecutive passes so far
    history: tuple                # (seat, TrainMove) in order; a draw never names its tile
    is_over: bool

    def train(self, name: int | str) -> Train:
        """The train named `name` (a seat or MEXICAN)."""
        return self.trains[self.players if name == MEXICAN else name]

    def places(self, tile) -> tuple:
        """The trains `tile` may be laid on now (names, in table order): what to highlight."""
        tile = tuple(sorted(tile))
        return tuple(m.train for m in self.legal_moves if m.kind == "play" and m.tile == tile)
