"""Tiles and sets. A tile is a tuple of its numbers in canonical order: (a, b) with a <= b."""
from __future__ import annotations

Tile = tuple


def double_set(top: int) -> list[Tile]:
    """Every pair 0-0 .. top-top once: double-six has 28 tiles, double-nine 55."""
    return [(a, b) for a in range(top + 1) for b in range(a, top + 1)]


DOUBLE_SIX = tuple(double_set(6))


def pips(tile: Tile) -> int:
    return sum(tile)


def is_double(tile: Tile) -> bool:
    return tile[0] == tile[-1]


def tile_text(tile: Tile) -> str:
    return "-".join(str(n) for n in tile)


def parse_tile(text: str) -> Tile:
    """'5-3' or '3-5' -> (3, 5). Raises ValueError on anything else."""
    parts = text.strip().split("-")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise ValueError(f"not a tile: {text!r}")
    a, b = int(parts[0]), int(parts[1])
    return (a, b) if a <= b else (b, a)


def opening_rank(tile: Tile) -> tuple:
    """Higher is stronger: any double beats any non-double, then the pip total, then the larger half."""
    return (is_double(tile), sum(tile), max(tile))
