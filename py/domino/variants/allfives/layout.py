"""The tiles on the table in All Fives: a line that grows a spinner (docs/rules.md §7).

Until a double is down the layout is a line through its first tile, with two ends, L and R. The
first double played becomes the spinner: the layout is then read from it, and the line laid so
far is one of its sides. The spinner has four arms: its sides L and R, and its ends U and D,
which open only once both sides hold a tile. Every arm lists its tiles from the spinner outward,
each as (inner, outer): the number that touches the tile before it, and the number facing out.

The count is the sum of the open ends: an arm's outer tile counts its outer number, or both
halves if it is a double (it lies across the end); before the spinner, an end of the first tile
counts its number. The spinner counts both halves while at most one of its sides is built; once
both are, it counts only through its arms, and an arm with no tile (U or D) counts nothing.

The state keeps one Layout and search clones it thousands of times, so it is a few small lists.
"""
from __future__ import annotations

from collections.abc import Iterable

from ...core.moves import Move
from ...core.tiles import Tile

ARMS = ("L", "R", "U", "D")
L, R, U, D = range(4)
INDEX = {name: i for i, name in enumerate(ARMS)}

Pair = tuple[int, int]


class Layout:
    __slots__ = ("centre", "spinner", "arms", "values", "tips", "count", "laid")

    def __init__(self) -> None:
        self.centre: Pair | None = None   # the first tile as it lies (left half, right half); the spinner once down
        self.spinner = -1                  # the spinner's number; -1 until a double is down
        self.arms: list[list[Pair]] = [[], [], [], []]   # L, R, U, D: (inner, outer) from the centre out
        self.values = [-1, -1, -1, -1]     # the number each end shows to a tile; -1: that end is not open
        self.tips = [-1, -1, -1, -1]       # what each arm's outer tile adds to the count; -1: the arm is empty
        self.count = 0                     # the count after the last tile laid
        self.laid: list[Move] = []         # every play, in the order laid

    @classmethod
    def of(cls, plays: Iterable[Move]) -> Layout:
        """The layout made by laying `plays` in order (each must fit where it goes)."""
        layout = cls()
        for move in plays:
            layout.place(move)
        return layout

    def clone(self) -> Layout:
        other = Layout.__new__(Layout)
        other.centre, other.spinner, other.count = self.centre, self.spinner, self.count
        other.arms = [list(arm) for arm in self.arms]
        other.values, other.tips, other.laid = list(self.values), list(self.tips), list(self.laid)
        return other

    # -- reading ---------------------------------------------------------------------------------

    def ends(self) -> tuple[tuple[str, int], ...]:
        """The open ends, in the order L, R, U, D: (the end's name, the number it shows)."""
        return tuple((ARMS[i], v) for i, v in enumerate(self.values) if v >= 0)

    def count_after(self, move: Move) -> int:
        """The count once the play `move` is made (it must fit where it goes)."""
        tile = move.tile
        assert tile is not None
        a, b = tile
        if move.end is None:
            return a + b                      # a double opens as the spinner: both halves count
        end = INDEX[move.end]
        values = self.values
        other = b if a == values[end] else a
        d = self.spinner
        if d < 0:                             # a line: no tile on it is a double, so each end counts its number
            if a == b:                        # the first double becomes the spinner, one side built
                return a + a + values[1 - end]
            return other + values[1 - end]
        tip = a + b if a == b else other
        tips = self.tips
        left = tip if end == L else tips[L]
        right = tip if end == R else tips[R]
        if left < 0 or right < 0:             # the spinner lies across the end of the line
            return d + d + (left if left > 0 else 0) + (right if right > 0 else 0)
        up = tip if end == U else tips[U]
        down = tip if end == D else tips[D]
        return left + right + (up if up > 0 else 0) + (down if down > 0 else 0)

    # -- laying ----------------------------------------------------------------------------------

    def place(self, move: Move) -> int:
        """Make the play `move` (it must fit where it goes) and return the count after it."""
        count = self.count = self.count_after(move)
        self.laid.append(move)
        if move.end is not None:
            self._extend(move, INDEX[move.end])
        self._open(move)
        return count

    def peek(self, move: Move) -> Layout:
        """The ends and the count once the play `move` is made, on a copy without the tiles (the
        arms and the plays stay empty): what a look ahead reads (ends, count_after), cheaply."""
        other = Layout.__new__(Layout)
        other.centre, other.spinner = self.centre, self.spinner
        other.arms, other.laid = [[], [], [], []], []
        other.values, other.tips = list(self.values), list(self.tips)
        other.count = self.count_after(move)
        other._open(move)
        return other

    def _extend(self, move: Move, end: int) -> None:
        """Put the play's tile on its arm. The first double becomes the spinner: the line so far
        becomes its other side, read from it outward, and the side it was laid on is empty."""
        tile = move.tile
        assert tile is not None and self.centre is not None
        a, b = tile
        v = self.values[end]
        arms = self.arms
        if self.spinner >= 0 or a != b:
            arms[end].append((v, b if a == v else a))
            return
        left, right = self.centre
        if end == L:
            arms[R] = [(o, i) for i, o in reversed(arms[L])] + [(left, right)] + arms[R]
        else:
            arms[L] = [(o, i) for i, o in reversed(arms[R])] + [(right, left)] + arms[L]
        arms[end] = []

    def _open(self, move: Move) -> None:
        """The ends once the play's tile is down: the numbers they show and what they count."""
        tile = move.tile
        assert tile is not None
        a, b = tile
        values, tips = self.values, self.tips
        if move.end is None:
            self.centre = (a, b)
            values[L], values[R] = a, b
            if a == b:
                self.spinner = a
            return
        end = INDEX[move.end]
        if self.spinner < 0 and a == b:       # the spinner: the line so far is its other side
            built = R if end == L else L
            tips[built] = values[built]       # a line holds no double: its end counts its number
            tips[end] = -1
            values[end] = a
            self.centre, self.spinner = (a, a), a
            return
        other = b if a == values[end] else a
        values[end] = other
        tips[end] = a + b if a == b else other
        if end < U and values[U] < 0 <= self.spinner and tips[L] >= 0 and tips[R] >= 0:
            values[U] = values[D] = self.spinner   # both sides built: the spinner's ends open
