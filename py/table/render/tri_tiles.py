"""Triangles tiles as inline SVG (Markup): a triangle with its numbers at the corners.

Pure Python (no DOM). Each number has its own colour as well as its digit, so matching corners
are found at a glance; the digits stay upright whichever way a tile points.
"""

from __future__ import annotations

from functools import lru_cache

from typing import TYPE_CHECKING

from table.render.markup import Markup, html, join

if TYPE_CHECKING:
    from domino.core.tiles import Tile

# An up triangle of side 100 in a 100 x 88 box, corners clockwise from the top.
_UP = ((50.0, 3.0), (97.0, 84.5), (3.0, 84.5))
_CX, _CY = 50.0, (3.0 + 84.5 * 2) / 3


def corner_text(n: int, x: float, y: float, size: float, cls: str = "") -> Markup:
    return html('<text class="tn n{n}{extra}" x="{x:.1f}" y="{y:.1f}" font-size="{size:g}"'
                ' text-anchor="middle" dominant-baseline="central">{n}</text>',
                n=n, extra=" " + cls if cls else "", x=x, y=y, size=size)


@lru_cache(maxsize=None)
def tri_face(tile: Tile) -> Markup:
    """SVG of a face-up Triangles tile pointing up, its corners read clockwise from the top."""
    pts = " ".join(f"{x:g},{y:g}" for x, y in _UP)
    nums = join(
        corner_text(n, x + (_CX - x) * 0.42, y + (_CY - y) * 0.42, 27)
        for (x, y), n in zip(_UP, tile)
    )
    return html('<svg class="face tri-face" viewBox="0 0 100 88" aria-hidden="true" focusable="false">'
                '<polygon class="body" points="{}" stroke-linejoin="round"/>{}</svg>', pts, nums)
