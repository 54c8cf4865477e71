"""What one seat of Mexican Train may know: its own hand, the hub and trains, counts, the history.

Computer players decide from this alone, and the table draws from it: `trains` gives each
train's tiles, open end and marker, `obligation` the banner, `places(tile)` where a chosen tile
may go now. Trains are named absolutely so a name means the same thing to every seat: a
personal train by its owner's seat (0, 1, ...), the shared one by MEXICAN.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.messages import Message, N_
from ...core.moves import Move, places
from ...core.tiles import Tile, tile_text
from ...core.variant import History
from .moves import MEXICAN


def train_words(name: int | str, viewer: int | None = None) -> str:
    """Which kind of train `name` is to `viewer`, for the sentence said about it: "mexican",
    "yours" or "player" (another seat's; its sentence names the player by number)."""
    if name == MEXICAN:
        return "mexican"
    return "yours" if name == viewer else "player"


BANNER = {"mexican": N_("Cover the {tile} on the Mexican train"),
          "yours": N_("Cover the {tile} on your train"),
          "player": N_("Cover the {tile} on Player {player}'s train")}


def train_label(name: int | str, viewer: int | None = None) -> str:
    """'the Mexican train', 'your train' (for `viewer`), 'Player 2's train' (seats count from 1)."""
    if name == MEXICAN:
        return "the Mexican train"
    if name == viewer:
        return "your train"
    assert isinstance(name, int)
    return f"Player {name + 1}'s train"


@dataclass(frozen=True, slots=True)
class Train:
    name: int | str                   # the owner's seat, or MEXICAN
    tiles: tuple[tuple[int, int], ...]  # oriented pairs from the hub outwards: tiles[0][0] is the engine number
    open_end: int                     # what the next tile must match (the engine number before the first tile)
    marker: bool                      # the owner passed and has not played here since: open to everyone

    @property
    def owner(self) -> int | None:
        return self.name if isinstance(self.name, int) else None

    @property
    def started(self) -> bool:
        return bool(self.tiles)

    @property
    def open_to_everyone(self) -> bool:
        """Any started player may play here: the Mexican train always, a personal train while marked."""
        return self.name == MEXICAN or self.marker

    def label(self, viewer: int | None = None) -> str:
        return train_label(self.name, viewer)


@dataclass(frozen=True, slots=True)
class Obligation:
    """A double laid and not yet covered: every player on turn must cover it, on its train, first."""
    double: Tile              # the double, e.g. (6, 6)
    train: int | str          # the train it lies on (a seat or MEXICAN)

    def banner(self, viewer: int | None = None) -> Message:
        """'Cover the 6-6 on Player 2's train' (the table's banner)."""
        kind = train_words(self.train, viewer)
        if kind == "player":
            assert isinstance(self.train, int)
            return Message(BANNER[kind], tile=tile_text(self.double), player=self.train + 1)
        return Message(BANNER[kind], tile=tile_text(self.double))


@dataclass(frozen=True, slots=True)
class TrainObservation:
    variant: str                  # the registered name, "mexican"
    seat: int
    players: int
    double: int                   # the set: its highest double (9 or 12)
    round: int                    # 1..double+1; the full game's engines go double-double down to 0-0
    engine: int                   # the number of the double in the hub (`double` in a single round)
    hand: tuple[Tile, ...]        # this seat's tiles, sorted
    trains: tuple[Train, ...]     # Train per seat 0..players-1, then the Mexican train
    obligation: Obligation | None  # the double that must be covered first, or None
    hand_counts: tuple[int, ...]  # tiles in each seat's hand
    stock_count: int              # tiles in the boneyard
    out_count: int                # tiles out of play (scripted positions only; never seen)
    current_player: int
    legal_moves: tuple[Move, ...]  # empty unless this seat is on turn
    drew_this_turn: bool          # the player on turn has drawn: play the drawn tile or pass
    passes: int                   # consecutive passes so far
    history: History              # (seat, Move) in order; a draw never names its tile
    is_over: bool

    def train(self, name: int | str) -> Train:
        """The train named `name` (a seat or MEXICAN)."""
        if name == MEXICAN:
            return self.trains[self.players]
        assert isinstance(name, int), name
        return self.trains[name]

    def places(self, tile: Tile) -> tuple[int | str, ...]:
        """The trains `tile` may be laid on now (names, in table order): what to highlight."""
        return places(self.legal_moves, tile, "train")
