"""Domino faces as inline SVG, as Markup.

Pure Python (no DOM): pieces.py and the boards paste these faces into the page. Each face is drawn
once and cached; a horizontal tile is 100x50 user units, a vertical one 50x100, so CSS sizes them
freely.
"""

from __future__ import annotations

from functools import lru_cache

from table.render.markup import Markup, html, join, raw

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
# double-twelve: three columns, four pips down each side and two, three or four down the middle,
# as double-twelve sets draw them: the side columns alone tell 10-12 from the 3 x 3 numbers.
_COLS, _ROWS4 = (0.22, 0.5, 0.78), (0.17, 0.39, 0.61, 0.83)


def _three_columns(middle: tuple[float, ...]) -> tuple[tuple[float, float], ...]:
    return (tuple((_COLS[0], y) for y in _ROWS4) + tuple((_COLS[1], y) for y in middle)
            + tuple((_COLS[2], y) for y in _ROWS4))


_PIPS.update({10: _three_columns((0.39, 0.61)), 11: _three_columns((0.28, 0.5, 0.72)), 12: _three_columns(_ROWS4)})
# Pip radius by how many share the half: fewer pips, bigger ones.
RADII = {n: "5.6" if n < 7 else "4.8" if n < 10 else "3.6" for n in _PIPS}


def _half(n: int, x0: float, y0: float, across: bool) -> Markup:
    """Pips for number n in the 50x50 square at (x0, y0).

    across: the tile lies horizontally, so the six is drawn as two rows of three along the tile (and
    the columns of 10-12 as rows).
    """
    out = []
    r = RADII[n]
    for fx, fy in _PIPS[n]:
        if across:
            fx, fy = fy, fx
        out.append(html('<circle cx="{:.1f}" cy="{:.1f}" r="{}"/>', x0 + fx * 50, y0 + fy * 50, r))
    # The number as a numeral too, shown only by the high-contrast tile set (CSS), coloured per number.
    return html('<g class="n{n}">{pips}<text class="numeral" x="{x:.0f}" y="{y:.0f}">{n}</text></g>',
                n=n, pips=join(out), x=x0 + 25, y=y0 + 34)


_SPLIT_V = raw('<line x1="6" y1="50" x2="44" y2="50"/>')
_SPLIT_H = raw('<line x1="50" y1="6" x2="50" y2="44"/>')


@lru_cache(maxsize=None)
def face(a: int, b: int, vertical: bool) -> Markup:
    """SVG of a face-up tile: a on the left (or top), b on the right (or bottom)."""
    if vertical:
        w, h = 50, 100
        line = _SPLIT_V
        pips = _half(a, 0, 0, False) + _half(b, 0, 50, False)
    else:
        w, h = 100, 50
        line = _SPLIT_H
        pips = _half(a, 0, 0, True) + _half(b, 50, 0, True)
    return html(
        '<svg class="face" viewBox="0 0 {w} {h}" aria-hidden="true" focusable="false">'
        '<rect class="body" x="1.5" y="1.5" width="{iw}" height="{ih}" rx="7"/>'
        '<g class="split">{line}</g>'
        '<circle class="pin" cx="{cx:.0f}" cy="{cy:.0f}" r="2.6"/>'
        '<g class="pips">{pips}</g></svg>',
        w=w, h=h, iw=w - 3, ih=h - 3, line=line, cx=w / 2, cy=h / 2, pips=pips,
    )
