"""Triangles: 56 three-cornered tiles on a grid of triangles (docs/rules.md §2), with the
Tri-Ominos scoring option. Importing this package registers it."""
from ...core.registry import register
from . import trigrid, triominos
from .moves import parse_move, play
from .observation import TriObservation
from .state import MAX_DRAWS, TrianglesState
from .tiles import TILES, is_triple, opening_rank, orient, parse_tile, rotations, tile_of
from .variant import TrianglesVariant

register(TrianglesVariant())

__all__ = ["MAX_DRAWS", "TILES", "TriObservation", "TrianglesState", "TrianglesVariant", "is_triple",
           "opening_rank", "orient", "parse_move", "parse_tile", "play", "rotations", "tile_of",
           "trigrid", "triominos"]
