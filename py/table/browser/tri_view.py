"""The Triangles board's view: pan and zoom of its SVG grid (viewport.py holds what every view has)."""

from __future__ import annotations

from typing import Any

from table.browser.viewport import Viewport
from table.jsvalues import absent

MIN_SIDE_PX = 54          # auto zoom never draws a side smaller than this (numbers stay readable)
LEAST_SIDE_PX = 24        # ... nor, on a short felt, smaller than this
READABLE_SIDE_PX = 32     # Fit, or a chosen tile's marked cells, zoom out no further (not short)
NUMBER = 25.0             # a corner number's font size in SVG units (tri_board)
LEAST_NUMBER_PX = 10      # a smaller tile draws its numbers larger, up to this size on screen,
MOST_NUMBER = 31.5        # ... and up to this size in SVG units (beyond it they crowd the tile)
SHORT_FELT_PX = 180       # a felt under this tall (a phone on its side) fits the board rather than scroll
MAX_SIDE_PX = 118         # ... nor bigger than this (the first tiles are not huge)
STEP_PX = 40              # an arrow key pans this far
DRAG_PX = 6               # a pointer that moves further is dragging, not tapping
SIDE = 100.0              # a cell's side in SVG user units (tri_board.S)
_EPS = 0.5                # SVG units: a cell at the view's very edge is in sight


Box = tuple[float, float, float, float]                     # x0, y0, x1, y1 in SVG units
View = tuple[float, float, float, float, float]             # x, y, w, h and px per unit


class TriView(Viewport):
    """Pan and zoom of the Triangles board: "auto" fits it readably, "all" shows every tile,
    "manual" keeps the scale the person zoomed to; a drag or the arrow keys move the centre."""

    def __init__(self, doc: Any) -> None:
        super().__init__(doc)
        self.mode = "auto"
        self.scale: float | None = None                  # px per unit when manual
        self.centre: tuple[float, float] | None = None   # (x, y) the user dragged to; None: automatic
        self.bbox: Box = (0.0, 0.0, SIDE, SIDE)
        self.focus: tuple[float, float] | None = None    # the point the automatic view keeps in sight
        self.reach: tuple[Box, ...] = ()                 # the chosen tile's marked cells, kept in sight
        self.sought: list[Box] = []                      # marked cells the seek button brought, in turn
        self.view: View | None = None                    # (x, y, w, h, scale) last written
        # a drag of the board: where it began (x, y), the centre and scale then, the pointer's id
        self.drag: tuple[float, float, float, float, float, Any] | None = None
        self.dragged = False

    def reset(self) -> None:
        super().reset()
        self.centre = None

    def after_render(self, view: object = None) -> None:
        if isinstance(view, tuple):  # the board's box, the point to keep in sight, the board final,
            reach = self.reach
            self.bbox, self.focus, over, self.reach = view  # the marked cells' boxes (triangles.py)
            if self.reach != reach:
                self.sought = []
            if over and self.mode == "auto":
                self.mode, self.centre = "all", None  # the final board, every tile in sight
        self.fit()

    def fit(self) -> None:
        svg = self.doc.getElementById("tri-svg")
        if absent(svg):
            return
        cw, ch = svg.clientWidth, svg.clientHeight
        if cw < 20 or ch < 20:
            return
        x0, y0, x1, y1 = self.bbox
        w, h = x1 - x0, y1 - y0
        fit = min(cw / w, ch / h)
        short = ch < SHORT_FELT_PX
        if self.mode == "manual" and self.scale:
            scale = max(min(self.scale, 3 * MAX_SIDE_PX / SIDE), min(fit, MIN_SIDE_PX / SIDE) * 0.5)
        else:  # a short felt (a phone on its side) zooms out as far as the tiles and cells need
            readable = (LEAST_SIDE_PX if short else READABLE_SIDE_PX) / SIDE
            least = readable if short or self.mode == "all" else MIN_SIDE_PX / SIDE
            scale = max(min(fit, MAX_SIDE_PX / SIDE), least)
            if self.reach:  # every cell the chosen tile fits, while readable
                rx0, ry0, rx1, ry1 = _union(self.reach)
                scale = min(scale, max(min(cw / (rx1 - rx0), ch / (ry1 - ry0)), readable))
        vw, vh = cw / scale, ch / scale
        if self.centre is not None:
            # Where the person dragged to, as long as the middle of the view stays on the board.
            cx = min(max(self.centre[0], x0), x1)
            cy = min(max(self.centre[1], y0), y1)
            self.centre = (cx, cy)
        else:
            # Automatic: the whole board when it fits, else the action, with no empty margin but
            # under the board's foot, where the zoom buttons lie: a tile there stays above them
            # (not on a short felt, nor for a chosen tile's cells, where every row counts).
            cx, cy = _most(self.reach, vw, vh) or self.focus or ((x0 + x1) / 2, (y0 + y1) / 2)
            cx = (x0 + x1) / 2 if vw >= w else min(max(cx, x0 + vw / 2), x1 - vw / 2)
            foot = y1 + (0.0 if short or self.reach else self.buttons_px(svg) / scale)
            if vh >= foot - y0:
                cy = (y0 + foot) / 2
            elif vh >= h:   # the board fits, the buttons' room only in part: the board's top in sight
                cy = y0 + vh / 2
            else:
                cy = min(max(cy, y0 + vh / 2), foot - vh / 2)
        self.view = (cx - vw / 2, cy - vh / 2, vw, vh, scale)
        svg.setAttribute("viewBox", f"{cx - vw / 2:.1f} {cy - vh / 2:.1f} {vw:.1f} {vh:.1f}")
        self.offer_seek()
        svg.setAttribute("data-zoom-mode", self.mode)
        # Small tiles draw their numbers larger for their size, so they stay legible.
        svg.style.setProperty("--tn", f"{min(max(NUMBER, LEAST_NUMBER_PX / scale), MOST_NUMBER):.2f}px")

    def buttons_px(self, svg: Any) -> float:
        """How far up from the view's foot the zoom buttons reach (px; 0 without them)."""
        bar = self.doc.getElementById("tri-zoom")
        if absent(bar):
            return 0.0
        return max(0.0, float(svg.getBoundingClientRect().bottom) - float(bar.getBoundingClientRect().top))

    def unseen(self) -> list[Box]:
        """The chosen tile's marked cells not wholly in sight, the nearest the view's middle first."""
        if self.view is None:
            return []
        x, y, w, h, _ = self.view
        out = [b for b in self.reach if b[0] < x - _EPS or b[1] < y - _EPS or b[2] > x + w + _EPS or b[3] > y + h + _EPS]
        return sorted(out, key=lambda b: ((b[0] + b[2]) / 2 - x - w / 2) ** 2 + ((b[1] + b[3]) / 2 - y - h / 2) ** 2)

    def offer_seek(self) -> None:
        """The seek button (tri_board) shows while a marked cell is out of sight: which way the
        nearest lies, and how many there are."""
        button = self.doc.getElementById("tri-seek")
        if absent(button) or self.view is None:
            return
        hidden = self.unseen()
        if not hidden:
            button.setAttribute("hidden", "")
            return
        x, y, w, h, _ = self.view
        b = hidden[0]
        dx, dy = (b[0] + b[2]) / 2 - x - w / 2, (b[1] + b[3]) / 2 - y - h / 2
        way = ("right" if dx > 0 else "left") if abs(dx) * h > abs(dy) * w else ("down" if dy > 0 else "up")
        button.setAttribute("data-dir", way)
        button.setAttribute("data-n", str(len(hidden)))
        button.removeAttribute("hidden")

    def zoom(self, how: str) -> bool:
        if how == "seek":  # the nearest marked cell out of sight not yet brought, to the middle
            hidden = self.unseen()
            if not hidden:
                return False
            fresh = [b for b in hidden if b not in self.sought] or hidden
            if fresh is hidden:
                self.sought = []
            b = fresh[0]
            self.sought.append(b)
            self.centre = ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)
        elif how == "fit":
            # Everything at once; a second press goes back to the readable automatic view.
            self.mode, self.scale, self.centre = ("auto" if self.mode == "all" else "all"), None, None
        elif self.view is not None:
            x, y, w, h, scale = self.view
            self.centre = (x + w / 2, y + h / 2)
            self.mode = "manual"
            self.scale = scale * (1.25 if how == "in" else 0.8)
        self.fit()
        return True

    def pan(self, dx: float, dy: float) -> bool:
        if self.view is None:
            return False
        x, y, w, h, scale = self.view
        self.centre = (x + w / 2 + dx * STEP_PX / scale, y + h / 2 + dy * STEP_PX / scale)
        self.fit()
        return True

    def ends_drag(self, keyboard: bool) -> bool:
        if self.dragged and not keyboard:
            self.dragged = False
            return True
        return False

    def pointer(self, event: Any) -> None:
        kind = event.type
        if kind == "pointerdown":
            target = event.target
            if absent(target) or absent(target.closest("#tri-svg")) or self.view is None:
                return
            x, y, w, h, scale = self.view
            self.drag = (event.clientX, event.clientY, x + w / 2, y + h / 2, scale, event.pointerId)
            self.dragged = False
        elif kind == "pointermove" and self.drag is not None:
            sx, sy, cx, cy, scale, pid = self.drag
            dx, dy = event.clientX - sx, event.clientY - sy
            if not self.dragged and dx * dx + dy * dy < DRAG_PX * DRAG_PX:
                return
            if not self.dragged:
                self.dragged = True
                svg = self.doc.getElementById("tri-svg")
                if not absent(svg):
                    try:
                        svg.setPointerCapture(pid)
                    except Exception:
                        pass
            self.centre = (cx - dx / scale, cy - dy / scale)
            self.fit()
        elif kind in ("pointerup", "pointercancel"):
            self.drag = None
            if kind == "pointercancel":
                self.dragged = False


def _union(boxes: tuple[Box, ...]) -> Box:
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def _most(boxes: tuple[Box, ...], vw: float, vh: float) -> tuple[float, float] | None:
    """The centre of a view vw x vh that holds the most of `boxes` (all when they fit): of the
    groups that fit around each box, the largest, centred."""
    best: tuple[Box, ...] = ()
    for x0, y0, x1, y1 in boxes:
        group = tuple(b for b in boxes if max(b[2], x1) - min(b[0], x0) <= vw and max(b[3], y1) - min(b[1], y0) <= vh)
        while group:
            ux0, uy0, ux1, uy1 = _union(group)
            if ux1 - ux0 <= vw and uy1 - uy0 <= vh:
                break
            # Drop the box farthest from this one until the rest fit together.
            group = tuple(sorted(group, key=lambda b: abs(b[0] - x0) + abs(b[1] - y0))[:-1])
        if len(group) > len(best):
            best = group
    if not best:
        return None
    ux0, uy0, ux1, uy1 = _union(best)
    return (ux0 + ux1) / 2, (uy0 + uy1) / 2
