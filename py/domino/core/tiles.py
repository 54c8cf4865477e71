"""Tiles and sets. A tile is a tuple of its numbers in canonical order: (a, b) with a <= b for a
domino; Triangles orders its three corners by its own rule (variants/triangles/tiles.py)."""
from __future__ import annotations

from .messages import Message

Tile = tuple[int, ...]


def double_set(top: int) -> list[Tile]:
    """Every pair 0-0 .. top-top once: double-six has 28 tiles, double-nine 55."""
    return [(a, b) for a in range(top + 1) for b in range(a, top + 1)]


DOUBLE_SIX: tuple[Tile, ...] = tuple(double_set(6))
_sets: dict[int, tuple[Tile, ...]] = {6: DOUBLE_SIX}


def tiles_of(top: int) -> tuple[Tile, ...]:
    """The set whose highest double is `top`-`top`, every tile once, in canonical order (made once:
    the search deals from it thousands of times)."""
    tiles = _sets.get(top)
    if tiles is None:
        tiles = _sets[top] = tuple(double_set(top))
    return tiles


def pips(tile: Tile) -> int:
    return sum(tile)


def is_double(tile: Tile) -> bool:
    return tile[0] == tile[-1]


def opening_rank(tile: Tile) -> tuple:
    """How strongly a domino opens a hand, higher first: any double beats any non-double, then the
    pip total, then the larger half (6-1 beats 5-2 beats 4-3). No two dominoes rank alike."""
    return (tile[0] == tile[-1], sum(tile), max(tile))


def tile_text(tile: Tile) -> str:
    """'3-5' for (3, 5), '0-1-2' for (0, 1, 2)."""
    return "-".join(str(n) for n in tile)


def tile_numbers(text: object, count: int) -> tuple[int, ...] | None:
    """The `count` numbers of a tile written 'a-b' (or 'a-b-c'), in the order written; None
    when `text` is not that."""
    if not isinstance(text, str):
        return None
    parts = text.strip().split("-")
    if len(parts) != count or not all(p.isdigit() for p in parts):
        return None
    return tuple(int(p) for p in parts)


def parse_tile(text: str) -> Tile:
    """'5-3' or '3-5' -> (3, 5). Raises ValueError on anything else."""
    numbers = tile_numbers(text, 2)
    if numbers is None:
        raise ValueError(Message("not a tile: {text}", text=repr(text)))
    a, b = numbers
    return (a, b) if a <= b else (b, a)


def as_tile(value: object) -> Tile:
    """A domino given in an exact position: its text ('5-3') or its two numbers, either way round."""
    if isinstance(value, str):
        return parse_tile(value)
    if isinstance(value, (tuple, list)) and len(value) == 2 and all(isinstance(n, int) for n in value):
        a, b = value
        return (a, b) if a <= b else (b, a)
    raise ValueError(f"not a tile: {value!r}")
