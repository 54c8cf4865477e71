"""Domino faces as inline SVG strings.

Pure Python (no DOM): the view module pastes these strings into the page. Each face is drawn once and
cached; a horizontal tile is 100x50 user units, a vertical one 50x100, so CSS sizes them freely.
"""

from __future__ import annotations

from functools import lru_cache

# Pip centres inside one 50x50 half, as fractions of the half (x, y).
_LO, _MID, _HI = 0.26, 0.5, 0.74
_PIPS = {
    0: (),
    1: ((_MID, _MID),),
    2: ((_LO, _LO), (_HI, _HI)),
    3: ((_LO, _LO), (_MID, _MID), (_HI, _HI)),
    4: ((_LO, _LO), (_HI, _LO), (_LO, _HI), (_HI, _HI)),
    5: ((_LO, _LO), (_HI, _LO), (_MID, _MID), (_LO, _HI), (_HI, _HI)),
    6: ((_LO, _LO), (_HI, _LO), (_LO, _MID), (_HI, _MID), (_LO, _HI), (_HI, _HI)),
    # double-nine (Mexican Train): a 3 x 3 grid
    7: ((_LO, _LO), (_HI, _LO), (_LO, _MID), (_MID, _MID), (_HI, _MID), (_LO, _HI), (_HI, _HI)),
    8: ((_LO, _LO), (_MID, _LO), (_HI, _LO), (_LO, _MID), (_HI, _MID), (_LO, _HI), (_MID, _HI),
        (_HI, _HI)),
    9: tuple((x, y) for y in (_LO, _MID, _HI) for x in (_LO, _MID, _HI)),
}


def _half(n: int, x0: float, y0: float, across: bool) -> str:
    """Pips for number n in the 50x50 square at (x0, y0).

    across: the tile lies horizontally, so the six is drawn as two rows of three along the tile.
    """
    out = []
    r = "5.6" if n < 7 else "4.8"
    for fx, fy in _PIPS[n]:
        if across:
            fx, fy = fy, fx
        out.append(f'<circle cx="{x0 + fx * 50:.1f}" cy="{y0 + fy * 50:.1f}" r="{r}"/>')
    # The number as a numeral too, shown only by the high-contrast tile set (CSS), coloured per number.
    return (f'<g class="n{n}">{"".join(out)}'
            f'<text class="numeral" x="{x0 + 25:.0f}" y="{y0 + 34:.0f}">{n}</text></g>')


@lru_cache(maxsize=None)
def face(a: int, b: int, vertical: bool) -> str:
    """SVG of a face-up tile: a on the left (or top), b on the right (or bottom)."""
    if vertical:
        w, h = 50, 100
        line = '<line x1="6" y1="50" x2="44" y2="50"/>'
        pips = _half(a, 0, 0, False) + _half(b, 0, 50, False)
    else:
        w, h = 100, 50
        line = '<line x1="50" y1="6" x2="50" y2="44"/>'
        pips = _half(a, 0, 0, True) + _half(b, 50, 0, True)
    return (
        f'<svg class="face" viewBox="0 0 {w} {h}" aria-hidden="true" focusable="false">'
        f'<rect class="body" x="1.5" y="1.5" width="{w - 3}" height="{h - 3}" rx="7"/>'
        f'<g class="split">{line}</g>'
        f'<circle class="pin" cx="{w / 2:.0f}" cy="{h / 2:.0f}" r="2.6"/>'
        f'<g class="pips">{pips}</g></svg>'
    )
