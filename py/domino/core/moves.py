"""Moves: one frozen value type for every variant, with a kind and a text form.

A move is a play (a tile laid somewhere), a draw or a pass. Where a tile goes is the variant's
business and has its own field: `end` in the line games ("L" / "R"), `train` in Mexican Train
(a seat or "mexican"), `cell` and `rotation` in Triangles, `arm` in Chicken Foot. Each variant builds its plays (and
their text) in its moves.py and parses the text back there, so `str(move)` round-trips through
`Game.parse_move`. Moves are interned by the variants, so comparing and hashing them is cheap.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from .messages import Message, N_
from .tiles import Tile, parse_tile, tile_text


class MoveKind(StrEnum):
    """What a move does. A str enum: each kind is also its text ("draw"), as saves and the page's
    actions write it, so `move.kind == "draw"` and `MoveKind.DRAW in {"draw"}` hold."""

    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"


@dataclass(frozen=True, slots=True, eq=False)
class Move:
    kind: MoveKind
    tile: Tile | None = None               # plays: the tile in canonical order
    end: str | None = None                 # line games: "L" | "R"; None for the opening tile
    train: int | str | None = None         # Mexican Train: the owner's seat, or "mexican"
    cell: tuple[int, int] | None = None    # Triangles: (row, col)
    rotation: int | None = None            # Triangles: 0, 1 or 2
    corners: tuple[int, int, int] | None = field(default=None, repr=False)  # Triangles: as laid
    arm: int | None = None                 # Chicken Foot: the arm it extends, numbered as laid
    text: str = field(default="", repr=False)   # the variant's text form
    # Equality and hashing read the fields above but for corners and text (both follow from
    # them), precomputed: the checked path compares moves on every apply.
    _key: tuple = field(init=False, repr=False)
    _hash: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        key = (self.kind, self.tile, self.end, self.train, self.cell, self.rotation, self.arm)
        object.__setattr__(self, "_key", key)
        object.__setattr__(self, "_hash", hash(key))

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if other.__class__ is not Move:
            return NotImplemented
        return self._key == other._key

    def __hash__(self) -> int:
        return self._hash

    def __str__(self) -> str:
        return self.text or self.kind.value

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"


def draw_once_refused(move: Move, plays: bool, drew: bool) -> Message:
    """Why a draw or a pass `move` is not legal where a player draws one tile and plays it or
    passes (draw_once): a tile fits (`plays`), or the draw is spent (`drew`) or not yet made."""
    if plays and drew:
        return Message("Play the drawn tile: it fits.")
    if plays and move.kind == MoveKind.DRAW:
        return Message("You cannot draw while a tile fits: play one.")
    if plays:
        return Message("You cannot pass while a tile fits: play one.")
    if move.kind == MoveKind.PASS:
        return Message("Draw one tile from the boneyard first.")
    if drew:
        return Message("You draw only one tile a turn: play it if it fits, or pass.")
    return Message("The boneyard is empty: pass.")


def places(moves: Sequence[Move], tile: Tile, where: str) -> tuple:
    """Where the `moves` lay `tile` (either way round): each play's field `where` ("train",
    "arm"), in the moves' order. What a table highlights for a chosen tile."""
    tile = tuple(sorted(tile))
    found = (getattr(m, where) for m in moves if m.kind == MoveKind.PLAY and m.tile == tile)
    return tuple(place for place in found if place is not None)


DRAW = Move(MoveKind.DRAW, text="draw")
PASS = Move(MoveKind.PASS, text="pass")


def draw_once(plays: list[Move], drew: bool, stock: Sequence[object]) -> list[Move]:
    """The legal moves where a player with no tile that fits draws one and plays it or passes
    (Mexican Train, Chicken Foot): the `plays`; with none, a draw, or a pass once the player `drew`
    this turn or the `stock` is empty."""
    if plays:
        return plays
    return [PASS] if drew or not stock else [DRAW]


def parse_word(text: object) -> Move | None:
    """DRAW or PASS for their text; None for anything else that is text (a play, or nothing).
    Raises ValueError when `text` is not text at all."""
    if not isinstance(text, str):
        raise ValueError(Message("a move is written as text, not {kind}", kind=type(text).__name__))
    word = text.strip()
    if word == "draw":
        return DRAW
    if word == "pass":
        return PASS
    return None


# -- plays at an end: the line games and All Fives write them alike ---------------------------------

_end_plays: dict[tuple[Tile, str | None], Move] = {}


def end_play(tile: Tile, end: str | None = None) -> Move:
    """The interned move laying the domino `tile` (canonical order) at the end named `end`, written
    "3-5:L"; with no end, the opening tile, written "3-5". The variant checks the end's name."""
    key = (tile, end)
    move = _end_plays.get(key)
    if move is None:
        text = tile_text(tile)
        move = _end_plays[key] = Move(MoveKind.PLAY, tile, end=end, text=f"{text}:{end}" if end else text)
    return move


NOT_A_MOVE = N_("not a move: {text}")
# A play naming an end the game does not have: the line games' two ends, All Fives' four.
END_MUST_BE = {("L", "R"): N_("not a move: {text} (the end must be L or R)"),
               ("L", "R", "U", "D"): N_("not a move: {text} (the end must be L, R, U or D)")}


def parse_end_play(text: str, ends: Sequence[str]) -> Move:
    """The move written `text`: "draw", "pass", a tile ("5-3" or "3-5"), or a tile and one of the
    `ends` ("3-5:L"). Raises ValueError with a message on anything else."""
    word = parse_word(text)
    if word is not None:
        return word
    tile_part, sep, end = text.strip().partition(":")
    if sep and end not in ends:
        raise ValueError(Message(END_MUST_BE.get(tuple(ends), NOT_A_MOVE), text=repr(text)))
    try:
        tile = parse_tile(tile_part)
    except ValueError:
        raise ValueError(Message(NOT_A_MOVE, text=repr(text))) from None
    return end_play(tile, end if sep else None)
