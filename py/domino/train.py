"""A train of Mexican Train as a seat sees it, and the double that must be covered.

Trains are named absolutely so a name means the same thing to every seat: a personal train by
its owner's seat (0, 1, ...), the shared one by MEXICAN.
"""
from __future__ import annotations

from dataclasses import dataclass

from .tiles import tile_text

MEXICAN = "mexican"


@dataclass(frozen=True, slots=True)
class Train:
    name: int | str           # the owner's seat, or MEXICAN
    tiles: tuple              # oriented pairs from the hub outwards: tiles[0][0] is the engine number
    open_end: int             # what the next tile must match (the engine number before the first tile)
    marker: bool              # the owner passed and has not played here since: open to everyone

    @property
    def owner(self) -> int | None:
        return None if self.name == MEXICAN else self.name

    @property
    def started(self) -> bool:
        return bool(self.tiles)

    @property
    def open_to_everyone(self) -> bool:
        """Any started player may play here: the Mexican train always, a personal train while marked."""
        return self.name == MEXICAN or self.marker

    def label(self, viewer: int | None = None) -> str:
        """'the Mexican train', 'your train' (for `viewer`), 'Player 2's train' (seats count from 1)."""
        return train_label(self.name, viewer)


@dataclass(frozen=True, slots=True)
class Obligation:
    """A double laid and not yet covered: every player on turn must cover it, on its train, first."""
    double: tuple             # the double, e.g. (6, 6)
    train: int | str          # the train it lies on (a seat or MEXICAN)

    def banner(self, viewer: int | None = None) -> str:
        """'Cover the 6-6 on Player 2's train' (the table's banner)."""
        return f"Cover the {tile_text(self.double)} on {train_label(self.train, viewer)}"


def train_label(name: int | str, viewer: int | None = None) -> str:
    if name == MEXICAN:
        return "the Mexican train"
    if name == viewer:
        return "your train"
    return f"Player {name + 1}'s train"
