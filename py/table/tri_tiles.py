"""Triangles tiles as inline SVG strings: a triangle with its numbers at the corners.

Pure Python (no DOM). Each number has its own colour as well as its digit, so matching corners
are found at a glance; the digits stay upright whichever way a tile points.
"""

from __future__ import annotations

from functools import lru_cache

# An up triangle of side 100 in a 100 x 88 box, corners clockwise from the top.
_UP = ((50.0, 3.0), (97.0, 84.5), (3.0, 84.5))
_CX, _CY = 50.0, (3.0 + 84.5 * 2) / 3


def corner_text(n: int, x: float, y: float, size: float, cls: str = "") -> str:
    extra = f" {cls}" if cls else ""
    return (f'<text class="tn n{n}{extra}" x="{x:.1f}" y="{y:.1f}" font-size="{size:g}"'
            f' text-anchor="middle" dominant-baseline="central">{n}</text>')


@lru_cache(maxsize=None)
def tri_face(tile) -> str:
    """SVG of a face-up Triangles tile pointing up, its corners read clockwise from the top."""
    pts = " ".join(f"{x:g},{y:g}" for x, y in _UP)
    nums = "".join(
        corner_text(n, x + (_CX - x) * 0.42, y + (_CY - y) * 0.42, 27)
        for (x, y), n in zip(_UP, tile)
    )
    return (f'<svg class="face tri-face" viewBox="0 0 100 88" aria-hidden="true" focusable="false">'
            f'<polygon class="body" points="{pts}" stroke-linejoin="round"/>{nums}</svg>')
