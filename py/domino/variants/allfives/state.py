"""One hand of All Fives: the draw game on a layout with a spinner, scored as it is played
(docs/rules.md §7). Who opens, drawing, passing and the words of a refusal are the line games'
(core.ends).

The state is mutable and lean because search plays thousands of hands; the checked, recorded
path is core.game.Game.
"""
from __future__ import annotations

from ...core.ends import EndsState, Fits
from ...core.messages import Message, N_
from ...core.moves import Move
from ...core.outcome import Outcome, Termination
from ...core.tiles import DOUBLE_SIX, Tile, tile_text
from ...core.variant import History
from . import scoring
from .layout import ARMS, INDEX, Layout
from .moves import parse_move, play
from .observation import FivesObservation

_FITS: dict[tuple[int, ...], Fits] = {}   # the numbers the ends show (L, R, U, D) -> each tile's plays


def fits(values: tuple[int, ...]) -> Fits:
    """Each tile's plays on ends showing `values` (-1: an end not open), in the order L, R, U, D."""
    found = _FITS.get(values)
    if found is None:
        found = _FITS[values] = {t: tuple(play(t, end) for end, v in zip(ARMS, values) if v in t)
                                 for t in DOUBLE_SIX}
    return found


class FivesState(EndsState):
    """One hand of All Fives."""

    __slots__ = ("layout", "points")
    which_end = N_("Say which end: L, R, U or D.")

    def __init__(self, players: int, partners: bool = False):
        self.start_hand(players, partners)
        self.layout = Layout()
        self.points = [0] * players       # each seat's points in this hand

    def clone(self) -> FivesState:
        other = FivesState.__new__(FivesState)
        self.copy_hand(other)
        other.layout, other.points = self.layout.clone(), list(self.points)
        return other

    # -- the protocol ---------------------------------------------------------------------------

    def fitting(self) -> Fits | None:
        layout = self.layout
        if layout.centre is None:
            return None
        values = tuple(layout.values)
        return _FITS.get(values) or fits(values)

    def lay(self, seat: int, move: Move, tile: Tile) -> None:
        self.points[seat] += scoring.play_score(self.layout.place(move))

    def finish(self, reason: Termination, winner: int | None) -> Outcome:
        return scoring.settle_hand(self.hands, reason, winner, self.points, self.partners)

    def misfit(self, move: Move, legal: list[Move]) -> Message:
        assert move.tile is not None and move.end is not None
        layout = self.layout
        tile = tile_text(move.tile)
        number = layout.values[INDEX[move.end]]
        if number < 0:
            if layout.spinner < 0:
                return Message("There is no end {end} before the spinner (the first double) is down.",
                               end=move.end)
            return Message("The spinner's end {end} opens once both its sides (L and R) hold a tile.",
                           end=move.end)
        if not any(m.tile == move.tile for m in legal):
            shown = ", ".join(str(v) for _, v in layout.ends())
            return Message("{tile} matches no open end ({ends}).", tile=tile, ends=shown)
        return Message("{tile} does not match the end {end} ({number}).", tile=tile, end=move.end, number=number)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def observation(self, seat: int, history: History = ()) -> FivesObservation:
        layout = self.layout
        centre = layout.centre
        return FivesObservation(
            variant="allfives",
            centre=centre,
            spinner=centre if layout.spinner >= 0 else None,
            arms=tuple(tuple(arm) for arm in layout.arms),
            ends=layout.ends(),
            count=layout.count,
            score=scoring.play_score(layout.count),
            points=tuple(self.points),
            laid=tuple(layout.laid),
            **self.public(seat, history),
        )

    def tiles_in_play(self) -> list[Tile]:
        """Every tile, wherever it is (for conservation checks)."""
        return self.unplaced() + [m.tile for m in self.layout.laid if m.tile is not None]
