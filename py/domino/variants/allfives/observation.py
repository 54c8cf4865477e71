"""What one seat of All Fives may know: its own hand, the layout, the points, counts and the
public history. Computer players decide from this alone; a table draws the layout from it.

Fields beyond those every observation has (core.variant.Observation):

    centre      the tile the arms grow from, as it lies: (its L half, its R half). Before a double
                is down that is the first tile laid, its lower number on the left (3-4 lies (3, 4));
                once one is, the spinner. None before the opening.
    spinner     the spinner, the first double played (the opening tile if it was a double), or None
    arms        four tuples, the arms L, R, U, D in that order (ARMS), each listing its tiles from
                the centre outward as (inner, outer): the number touching the tile before it, the
                number facing out. A double is (n, n) and lies across its arm. Before the spinner,
                L and R are the line's two halves on either side of the first tile; U and D are
                empty until the spinner's two sides hold a tile
    ends        the open ends, in the order L, R, U, D: (its name, the number a tile must show
                there). The name is the end a move names ("3-5:U")
    count       the count after the last play: the open ends' sum, a double across an end both
                halves (docs/rules.md §7); 0 before the opening
    score       what the last play scored: the count, if five divides it; else 0
    points      each seat's points in this hand so far, by seat; once the hand is over, the end
                points included
    laid        every play on the table, in the order laid (a scripted position's too)
    leader      a seat named to open with any tile (a later hand of a match), or None
    partners    seats 0 and 2 play against 1 and 3 (core.teams): the points are still each seat's
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.moves import Move
from ...core.tiles import Tile
from ...core.variant import History
from .layout import INDEX

Pair = tuple[int, int]


@dataclass(frozen=True, slots=True)
class FivesObservation:
    variant: str                          # "allfives"
    seat: int
    players: int
    hand: tuple[Tile, ...]                # this seat's tiles, sorted
    centre: Pair | None
    spinner: Pair | None
    arms: tuple[tuple[Pair, ...], ...]    # L, R, U, D
    ends: tuple[tuple[str, int], ...]
    count: int
    score: int
    points: tuple[int, ...]
    laid: tuple[Move, ...]
    hand_counts: tuple[int, ...]          # tiles in each seat's hand
    stock_count: int
    out_count: int                        # tiles out of play (scripted positions only)
    current_player: int
    legal_moves: tuple[Move, ...]         # empty unless this seat is on turn
    passes: int                           # consecutive passes so far
    history: History                      # (seat, Move) in order; a draw never names its tile
    is_over: bool
    leader: int | None = None
    partners: bool = False

    def arm(self, name: str) -> tuple[Pair, ...]:
        """The arm named "L", "R", "U" or "D", from the centre outward."""
        return self.arms[INDEX[name]]
