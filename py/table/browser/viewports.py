"""Each kind of board's view on the page (viewport.py: what they all do): the line games', the
trains' and Chicken Foot's, which scroll the rows the board names into sight, and Triangles' pan
and zoom (tri_view.py); `viewport_for` makes the one a board needs."""

from __future__ import annotations

from typing import Any

from table.browser.tri_view import TriView
from table.browser.viewport import Viewport
from table.jsvalues import absent


class LineView(Viewport):
    """The line games: the chain is laid out to the room it has (snake.py)."""

    def felt(self) -> tuple[int, int] | None:
        node = self.doc.getElementById("chain")
        if absent(node):
            return None
        size = (int(node.clientWidth), int(node.clientHeight))
        return size if min(size) > 0 else None


GAP = 8   # px: a scroll this close to either end of the trains goes all the way (only the gap is left)


class TrainView(Viewport):
    """The trains are drawn to fit the felt (train_layout.fit, .lay); on a felt too short even for the
    least tiles, the engine and the viewer's own train stay in sight (app.css, which also says
    when more rows lie above or below) and the rows scroll between them: the trains the board
    names (the lit ones of a chosen tile, else on the viewer's turn those they can play on), else
    a train that grew, are brought into sight."""

    def __init__(self, doc: Any) -> None:
        super().__init__(doc)
        self.lengths: dict[str, str] = {}   # tiles per train at the last render (data attributes)
        self.reach: frozenset[str] = frozenset()  # the trains the board named at the last render (train_board)
        # the felt's height while Draw or Pass showed, by the page's size and layout
        self.drawing: dict[tuple[object, ...], int] = {}

    def felt(self) -> tuple[int, int] | None:
        """The felt's room, no higher than while Draw or Pass shows (where they take a row of their
        own), so the tiles keep their size as those come and go."""
        node: Any = self.doc.getElementById("board")
        node = None if absent(node) else node.parentElement
        if absent(node):
            return None
        # the trains' and the feet's rows lie 8 px inside, clear of the felt's 5 px frame (the grid
        # of triangles, which pans, 5 px)
        width, height = int(node.clientWidth) - 16, int(node.clientHeight) - 16
        if min(width, height) <= 0:
            return None
        body, actions = self.doc.body, self.doc.querySelector(".table > .actions")
        page = (int(body.clientWidth), int(self.doc.documentElement.clientHeight), width,
                *(body.hasAttribute(a) for a in ("data-theater", "data-lesson", "data-review", "data-aside")))
        if not absent(actions) and actions.childElementCount:
            self.drawing[page] = height
        return width, min(height, self.drawing.get(page, height))

    def after_render(self, view: object = None) -> None:
        if isinstance(view, frozenset):  # the trains to keep in sight (trains.py)
            self.reach = frozenset(str(train) for train in view)
        box = self.doc.querySelector(".trains")
        if absent(box):
            return
        above = below = 0  # px of the rows' room the engine and the own train cover when they stick
        selector = "[data-train]"
        if box.classList.contains("scrolls"):
            above = box.querySelector(".trains-top").offsetHeight
            own = box.querySelector(".train.own")
            below, selector = (0, selector) if absent(own) else (own.offsetHeight, "[data-train]:not(.own)")
        rows = list(box.querySelectorAll(selector))
        grew = [row for row in rows if self.lengths.get(row.getAttribute("data-train")) != row.getAttribute("data-count")]
        for row in grew:
            self.lengths[row.getAttribute("data-train")] = row.getAttribute("data-count")
        keep = [row for row in rows if str(row.getAttribute("data-train")) in self.reach]
        self.show(box, keep or grew[-1:], above, below)

    def pan(self, dx: float, dy: float) -> bool:
        """A tap on "more trains" above (dy < 0) or below: the rows scroll a row's height that way."""
        box = self.doc.querySelector(".trains.scrolls")
        if absent(box) or not dy:
            return False
        row = box.querySelector("[data-train]:not(.own)")
        step = int(row.offsetHeight) if not absent(row) else int(box.clientHeight) // 3
        box.scrollTop = int(box.scrollTop) + (step if dy > 0 else -step)
        return True

    @staticmethod
    def show(box: Any, rows: list[Any], above: int, below: int) -> None:
        """Scroll the least that brings the rows into the rows' room, `above` px below its top and
        `below` px above its bottom (the first of them when they are more than it holds)."""
        if not rows:
            return
        top = min(row.offsetTop for row in rows) - above - 6  # in .trains, with the gap above a row
        bottom = min(max(row.offsetTop + row.offsetHeight for row in rows) + below, top + box.clientHeight)
        top = 0 if top < GAP else top  # nothing but the gap above: no "more trains" for a few px
        end = box.scrollHeight - box.clientHeight
        bottom = box.scrollHeight if end - (bottom - box.clientHeight) < GAP else bottom
        if top < box.scrollTop:
            box.scrollTop = top
        elif bottom > box.scrollTop + box.clientHeight:
            box.scrollTop = bottom - box.clientHeight


class FootView(TrainView):
    """Chicken Foot's arms are laid out to fit the felt as the trains are (boards/chickenfoot.fit);
    when even the least tiles do not fit, the felt scrolls and the arms the board names (the lit
    ones of a chosen tile, else those the viewer can play on), else an arm that grew, are brought
    into sight."""

    def after_render(self, view: object = None) -> None:
        if isinstance(view, frozenset):
            self.reach = frozenset(str(arm) for arm in view)
        box = self.doc.querySelector(".feet")
        if absent(box):
            return
        rows = list(box.querySelectorAll("[data-arm]"))
        grew = [row for row in rows if self.lengths.get(row.getAttribute("data-arm")) != row.getAttribute("data-count")]
        for row in grew:
            self.lengths[row.getAttribute("data-arm")] = row.getAttribute("data-count")
        if box.classList.contains("scrolls"):
            keep = [row for row in rows if str(row.getAttribute("data-arm")) in self.reach]
            self.show(box, keep or grew[-1:], 0, 0)


# By board kind (catalog.BOARDS): tests/unit/test_every_game.py holds every game's board to one.
VIEWPORTS: dict[str, type[Viewport]] = {"line": LineView, "spinner": LineView, "trains": TrainView,
                                        "triangles": TriView, "chickenfoot": FootView}


def viewport_for(kind: str, doc: Any) -> Viewport:
    """A fresh viewport for a board of `kind` (Board.kind); a kind it does not know: ValueError."""
    try:
        view = VIEWPORTS[kind]
    except KeyError:
        raise ValueError(f"no viewport for a board of kind {kind!r}") from None
    return view(doc)
