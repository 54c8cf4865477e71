"""What one seat of Triangles may know: its own hand, the board, counts and the public history."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.moves import Move, MoveKind
from ...core.tiles import Tile
from ...core.variant import History
from .trigrid import Cell


@dataclass(frozen=True, slots=True)
class TriObservation:
    variant: str              # "triangles"
    seat: int
    players: int
    hand: tuple[Tile, ...]    # this seat's tiles, sorted
    board: dict[Cell, tuple[int, int, int]]   # cell -> corners in vertex order, in the order laid
    hand_counts: tuple[int, ...]
    stock_count: int
    out_count: int            # tiles out of play (scripted positions only; a deal has none)
    current_player: int
    legal_moves: tuple[Move, ...]   # empty unless this seat is on turn
    draws_this_turn: int      # draws the player on turn has made this turn
    draws_left: int           # draws still allowed this turn (at most 3, never more than the stock)
    passes: int               # consecutive passes with the stock gone (a jam at `players`)
    scores: tuple[int, ...]   # Tri-Ominos: each seat's points in this hand so far (else zeros)
    triominos_scoring: bool
    blocked_scoring: str
    history: History          # (seat, move) in order; a draw never names its tile
    is_over: bool

    def spots(self, tile: Tile) -> dict[Cell, tuple[Move, ...]]:
        """Where `tile` may be laid now: cell -> its legal moves there (one per rotation)."""
        found: dict[Cell, list[Move]] = {}
        for move in self.legal_moves:
            if move.kind == MoveKind.PLAY and move.tile == tile and move.cell is not None:
                found.setdefault(move.cell, []).append(move)
        return {cell: tuple(moves) for cell, moves in found.items()}
