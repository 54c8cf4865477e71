"""The Mexican Train board sizes its tiles (boards/train_layout.fit) from the px app.css draws a row with:
those numbers are written in the Python and in the CSS, so this test holds each one the code
needs to its CSS value. Heights of a line of text (a name, a name above its marker) depend on the
font, not on a CSS value, and are not checked here; test_train_fit checks the fitting itself."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from table.boards import train_layout

CSS_FILE = Path(__file__).resolve().parents[2] / "static" / "app.css"


def rules(text: str) -> dict[str, dict[str, str]]:
    """selector -> {property: value} of the style rules outside at-rules (@media, @keyframes...),
    each selector of a list on its own, later declarations winning."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    found: dict[str, dict[str, str]] = {}
    stack: list[str] = []
    start = 0
    for match in re.finditer(r"[{}]", text):
        if match.group() == "{":
            stack.append(text[start:match.start()].strip())
        else:
            prelude = stack.pop() if stack else ""
            if not prelude.startswith("@") and not any(p.startswith("@") for p in stack):
                body = text[start:match.start()]
                for selector in prelude.split(","):
                    decls = found.setdefault(" ".join(selector.split()), {})
                    for decl in body.split(";"):
                        name, colon, value = decl.partition(":")
                        if colon:
                            decls[name.strip()] = value.strip()
        start = match.end()
    return found


CSS = rules(CSS_FILE.read_text(encoding="utf-8"))


def px(selector: str, prop: str) -> list[int]:
    """The px lengths of a declaration ('4px 6px' -> [4, 6]); fails on any other unit."""
    value = CSS[selector][prop]
    words = value.split()
    assert all(re.fullmatch(r"-?\d+px|0", w) for w in words), (selector, prop, value)
    return [int(w.removesuffix("px")) for w in words]


def padding(selector: str) -> tuple[int, int]:
    """(left + right, top + bottom) of a `padding` shorthand."""
    p = px(selector, "padding")
    top, right, bottom, left = p + p[1:2] if len(p) == 3 else p * (4 // len(p))
    return left + right, top + bottom


def column(selector: str, index: int) -> int:
    """The px width of a grid column of `grid-template-columns` (minmax(...) is the tiles')."""
    parts = re.findall(r"minmax\([^)]*\)|\S+", CSS[selector]["grid-template-columns"])
    assert parts[index].endswith("px"), parts
    return int(parts[index].removesuffix("px"))


def test_padding_reads_each_shorthand():
    assert padding(".train") == (12, 8)                  # 4px 6px
    assert padding(".narrow .train") == (13, 6)         # 3px 5px 3px 8px
    assert padding(".compact .train-tiles") == (0, 0)   # 0


def test_the_rules_outside_at_rules_are_read():
    css = rules("a { gap: 1px } @media (x) { a { gap: 9px } } /* b { gap: 2px } */ a, .c d { width: 3px; }")
    assert css == {"a": {"gap": "1px", "width": "3px"}, ".c d": {"width": "3px"}}


GAP = px(".train", "gap")[0]                  # between a row's grid columns


@pytest.mark.parametrize("python, css", [
    # a row: its padding, its gap to the next row, the open end's box
    (train_layout.WIDE["pad"], padding(".train")),
    (train_layout.WIDE["gap"], px(".trains", "gap")[0]),
    (train_layout.WIDE["end"], (px(".train-end", "width")[0], px("button.train-end", "min-height")[0])),
    (train_layout.WIDE["end"][0], column(".train", -1)),
    # wide: the name's column and the two gaps either side of the tiles
    (train_layout.WIDE["name"][0], column(".train", 0) + 2 * GAP),
    # narrow: the name above the tiles, one gap between the tiles and the end
    (train_layout.NARROW["pad"], padding(".narrow .train")),
    (train_layout.NARROW["gap"], px(".narrow", "gap")[0]),
    (train_layout.NARROW["end"], train_layout.WIDE["end"]),
    (train_layout.NARROW["name"][0], GAP),
    (train_layout.NARROW["end"][0], column(".narrow .train", -1)),
    # compact rows: thinner padding, a shorter open end, closer rows
    (train_layout.THIN["pad"], (padding(".narrow .train")[0], 2 * px(".compact .train", "padding-block")[0])),
    (train_layout.THIN_WIDE["pad"], (padding(".train")[0], 2 * px(".compact .train", "padding-block")[0])),
    (train_layout.THIN["end"], (px(".train-end", "width")[0], px(".compact button.train-end", "min-height")[0])),
    (train_layout.THIN["gap"], px(".compact", "gap")[0]),
    (train_layout.INLINE_WIDE["name"][0], column(".inline.wide .train", 0) + 2 * GAP),
    # the tiles' strip: padded in roomy rows, not in compact ones, where a double overhangs its line
    (train_layout.WIDE["strip"], padding(".train-tiles")[1]),
    (train_layout.NARROW["strip"], padding(".train-tiles")[1]),
    (train_layout.THIN["strip"], padding(".compact .train-tiles")[1]),
    (train_layout.WIDE["over"], 0),
    (train_layout.THIN["over"], -px(".compact .trt.dbl", "margin-block")[0]),
    # a compact row's open end while no tile is chosen: its number's line
    (train_layout.UNLIT_END, px(".compact .train-end .end-n", "line-height")[0]),
    # the grid look: a cell's padding, its name's line, its open end and the gaps across and down
    (train_layout.GRID_PAD, padding(".grid .train")),
    (train_layout.GRID_HEAD, px(".grid .train-head", "height")[0]),
    (train_layout.GRID_HEAD, px(".grid .train-owner", "line-height")[0]),
    (train_layout.GRID_END, column(".grid .train", -1)),
    (train_layout.GRID_END, px(".grid .train-end", "width")[0]),
    (train_layout.GRID_GAP, tuple(reversed(px(".grid .rows", "gap")))),
    (train_layout.GRID_GAP[0], px(".grid .train", "column-gap")[0]),
    (train_layout.GRID_GAP[1], px(".grid", "gap")[0]),
])
def test_the_boards_px_are_app_css(python, css):
    assert python == css


def test_doubles_lie_across_in_compact_rows_and_never_meet_the_next_rows():
    """No look of whole rows lays a double in line (the product promises doubles crosswise): a
    compact row's double keeps its 2u x u box, overhanging its line by no more than the row's
    padding and half the gap, so the doubles of two rows never meet. The grid look alone (nine
    trains on a phone, one line of tiles under each name: a double across would need two) lays
    it in line, its face drawn in line (train_layout.TrainBoard.row), as wide as any tile."""
    assert not any(".trt.dbl" in selector and {"width", "height"} & set(decls)
                   and selector not in (".trt.dbl", ".grid .trt.dbl") for selector, decls in CSS.items())
    assert CSS[".grid .trt.dbl"] == {"width": "calc(var(--u) * 2)", "height": "var(--u)"}
    # a cell's name and one line of the least tiles are taller than its lit open end: the button
    # never makes a cell taller than train_layout.lay reckons it
    assert train_layout.GRID_HEAD + train_layout.UNITS[-1] >= px(".grid button.train-end", "min-height")[0]
    assert CSS[".trt.dbl"] == {"width": "var(--u)", "height": "calc(var(--u) * 2)"}
    over = train_layout.THIN["over"]
    assert 0 < 2 * over <= 2 * px(".compact .train", "padding-block")[0] + train_layout.THIN["gap"]
