"""The Triangles board: an SVG grid of triangles that grows with the layout, pans and zooms.

Choose a tile in the hand and every cell where it fits is marked (`[data-spot]`); tap one. When
the tile fits a cell in more than one turn, the cell shows the first turn and the bar offers
Turn (or the R key) and Place (or a second tap on the cell). The view fits the board in the felt
but never shrinks a tile below a readable size: then it centres on the action and the board is
dragged (or moved with the arrow keys once focused); + and − zoom, Fit shows everything.
"""

from __future__ import annotations

from functools import lru_cache

from domino.variants.triangles.triominos import move_items
from domino.variants.triangles.trigrid import HEIGHT, centre, corners_xy, points_up, side_neighbours

from . import view
from .boards import PLACED, Board, last_play, register
from .markup import EMPTY, Markup, html, join, raw
from .tri_tiles import corner_text, tri_face
from .tripoints import move_words

S = 100.0                 # a cell's side in SVG user units
MIN_SIDE_PX = 54          # auto zoom never draws a side smaller than this (numbers stay readable)
MAX_SIDE_PX = 118         # ... nor bigger than this (the first tiles are not huge)
STEP_PX = 40              # an arrow key pans this far
DRAG_PX = 6               # a pointer that moves further is dragging, not tapping

_ZOOM = raw('<div class="tri-zoom" role="group" aria-label="Zoom">'
            '<button type="button" class="zb" data-zoom="in" aria-label="Zoom in">+</button>'
            '<button type="button" class="zb" data-zoom="out" aria-label="Zoom out">−</button>'
            '<button type="button" class="zb fit" data-zoom="fit" aria-label="Show the whole board">Fit</button>'
            '</div>')
_TURN_PLACE = raw('<button type="button" class="act secondary" data-turn aria-keyshortcuts="R">'
                  '⟳ Turn <kbd>R</kbd></button>'
                  '<button type="button" class="act primary" data-place>Place here</button>')


def _cell_text(cell) -> str:
    return f"{cell[0]},{cell[1]}"


def _parse_cell(text):
    try:
        r, c = text.split(",")
        return int(r), int(c)
    except (AttributeError, ValueError):
        return None


def _pts(cell, shrink=0.0) -> str:
    pts = corners_xy(cell, S)
    if shrink:
        cx, cy = centre(cell, S)
        pts = [(x + (cx - x) * shrink, y + (cy - y) * shrink) for x, y in pts]
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)


def _numbers(cell, corners, cls="") -> Markup:
    cx, cy = centre(cell, S)
    out = []
    for (x, y), n in zip(corners_xy(cell, S), corners):
        tx, ty = x + (cx - x) * 0.4, y + (cy - y) * 0.4
        out.append(corner_text(n, tx, ty, 25, cls))
    return join(out)


def _tile_name(corners) -> str:
    from domino.variants.triangles import tile_of

    return Board.tile_text(tile_of(corners))


@lru_cache(maxsize=1024)
def _placed_tile(cell, corners, placed: bool) -> Markup:
    """A tile on the board. Cached: the board is redrawn after every move, mostly unchanged."""
    return html('<g class="tt" data-tile="{text}" data-cell="{cell}"{mark} role="img" aria-label="{text}">'
                '<polygon class="tt-body" points="{pts}"/>{numbers}</g>',
                text=_tile_name(corners), cell=_cell_text(cell), mark=PLACED if placed else EMPTY,
                pts=_pts(cell, 0.045), numbers=_numbers(cell, corners))


@register("triangles")
class TriBoard(Board):
    kind = "triangles"
    total_word = "Corner total"
    targets = "[data-spot],[data-zoom],[data-turn],[data-place]"
    focus_targets = ('[data-place]', '[data-spot]')

    def __init__(self, app, variant):
        super().__init__(app, variant)
        self.spot = None          # the chosen cell while its turn is being picked
        self.turn = 0             # index into that cell's moves
        self.mode = "auto"        # "auto" (readable fit), "all" (everything), "manual" (self.scale)
        self.scale = None         # px per unit when manual
        self.centre = None        # (x, y) the user dragged to; None: automatic
        self.bbox = (0.0, 0.0, S, S)
        self.focus = None         # the point the automatic view keeps in sight
        self.view = None          # (x, y, w, h, scale) last written
        self.drag = None
        self.dragged = False

    # -- state ------------------------------------------------------------------------------

    def reset(self):
        self.spot = None
        self.turn = 0
        self.centre = None

    def spots(self, obs, legal, tile) -> dict:
        found: dict = {}
        for m in legal:
            if m.kind == "play" and m.tile == tile:
                found.setdefault(m.cell, []).append(m)
        return found

    # -- HTML ---------------------------------------------------------------------------------

    def containers(self, obs, legal, selected) -> dict:
        board = obs.board
        if obs.is_over and self.mode == "auto":
            self.mode, self.centre = "all", None  # the final board, every tile in sight
        spots = self.spots(obs, legal, selected) if selected is not None else {}
        if self.spot not in spots:
            self.spot, self.turn = None, 0
        cells = set(board) | set(spots) | {(0, 0)}
        for cell in board:
            cells.update(side_neighbours(cell))
        xs, ys = [], []
        for cell in cells:
            for x, y in corners_xy(cell, S):
                xs.append(x)
                ys.append(y)
        pad = S * 0.15
        self.bbox = (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)
        last = next(reversed(board)) if board else None
        if spots:
            pts = [centre(c, S) for c in spots]
            self.focus = (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
        elif last is not None:
            self.focus = centre(last, S)
        else:
            self.focus = centre((0, 0), S)

        placed = last_play(obs.history)
        placed = placed.cell if placed is not None else None
        tiles = join(_placed_tile(cell, corners, cell == placed) for cell, corners in board.items())
        parts = []
        tile = self.tile_text(selected) if selected is not None else ""
        for cell, moves in spots.items():
            chosen = cell == self.spot
            if chosen:
                move = moves[self.turn % len(moves)]
                parts.append(html('<g class="ghost">{}</g>', _numbers(cell, move.corners, "gn")))
            ways = len(moves)
            near = sorted({_tile_name(board[n]) for n in side_neighbours(cell) if n in board})
            where = f"beside the {' and '.join(near)}" if near else "in the centre"
            label = f"Place {tile} {where}"
            if ways > 1:
                label += f" ({ways} ways to turn it)"
            parts.append(html(
                '<polygon class="spot{chosen}" points="{pts}" data-spot="{cell}" data-ways="{ways}"'
                ' role="button" tabindex="0" aria-label="{label}"/>',
                chosen=" chosen" if chosen else "", pts=_pts(cell, 0.08), cell=_cell_text(cell), ways=ways,
                label=label,
            ))
        n = len(board)
        label = (f"Board: {n} tile{'' if n == 1 else 's'}"
                 + (f", {len(spots)} marked place{'' if len(spots) == 1 else 's'} for the {tile}" if spots else "")
                 + ". Drag, or focus and use the arrow keys, to look around.")
        svg = html('<svg id="tri-svg" class="tri-svg" tabindex="0" role="group" aria-label="{label}"'
                   ' preserveAspectRatio="xMidYMid meet" data-tiles="{n}">{grid}<g class="tri-tiles">{tiles}</g>'
                   '<g class="tri-spots">{spots}</g></svg>',
                   label=label, n=n, grid=self._grid(), tiles=tiles, spots=join(parts))
        return {"board": html('<div class="tri-view">{}{}</div>', svg, _ZOOM)}

    def _grid(self) -> Markup:
        """Faint lattice lines around the board (a margin of a few cells for panning)."""
        x0, y0, x1, y1 = self.bbox
        m = 14 * S
        x0, y0, x1, y1 = x0 - m, y0 - m, x1 + m, y1 + m
        h = S * HEIGHT
        lines = []
        r0, r1 = int(y0 // h), int(y1 // h) + 1
        for r in range(r0, r1 + 1):
            lines.append(f"M{x0:.0f} {r * h:.1f}H{x1:.0f}")
        # Diagonals through the lattice points of row 0, at x = k * S / 2 with k odd... every S.
        span = (y1 - y0)
        dx = span / (2 * HEIGHT) * 1.0  # horizontal run of a 60-degree line over the span
        k0, k1 = int((x0 - dx) // S) - 1, int((x1 + dx) // S) + 2
        for k in range(k0, k1):
            # lines through (k*S + S/2, 0): the apexes of row 0 sit at x = (c+1)*S/2 with c even
            bx = k * S + S / 2
            xa, xb = bx + (y0 / h) * S / 2, bx + (y1 / h) * S / 2
            lines.append(f"M{xa:.1f} {y0:.1f}L{xb:.1f} {y1:.1f}")
            xa, xb = bx - (y0 / h) * S / 2, bx - (y1 / h) * S / 2
            lines.append(f"M{xa:.1f} {y0:.1f}L{xb:.1f} {y1:.1f}")
        return html('<path class="tri-grid" d="{}"/>', "".join(lines))

    def hand_html(self, hand, playable, selected, fresh, mine) -> Markup:
        return view.hand_html(hand, playable, selected, fresh, mine, draw=tri_face, kind=" tri",
                              states=False)

    def actions_html(self, obs, kinds) -> Markup:
        out = []
        if self.spot is not None and self.app.selected is not None:
            out.append(_TURN_PLACE)
        if "draw" in kinds:
            left = obs.draws_left
            out.append(html('<button type="button" class="act primary" data-action="draw">'
                            'Draw <span class="act-n" data-draws-left="{n}">{n} draw{s} left</span></button>',
                            n=left, s="" if left == 1 else "s"))
        if "pass" in kinds:
            out.append(view.PASS_BUTTON)
        return join(out)

    def mini_html(self, tile) -> Markup:
        return view.mini_html(tile, tri_face, " tri")

    # -- words ------------------------------------------------------------------------------

    def describe(self, name, move, drawn=None) -> str:
        text = self._describe(name, move, drawn)
        game = self.app.match.game
        if game.rules.triominos_scoring and game.history:  # what the move just made scored
            text = f"{text.rstrip('.')} ({move_words(move_items(game.history, game.state.board)[-1])})."
        return text

    def _describe(self, name, move, drawn=None) -> str:
        kind = move.kind
        if kind == "play":
            text = self.tile_text(move.tile)
            if len(self.app.match.game.history) == 1:  # the first move is always the opening
                return f"{name} opened with {text}."
            return f"{name} placed {text}."
        if kind == "draw":
            if drawn is not None:
                return f"{name} drew {self.tile_text(drawn)}."
            return f"{name} drew a tile."
        if kind == "pass":
            return f"{name} passed."
        return f"{name}: {move}."

    def prompt(self, obs, legal, playable, kinds) -> str:
        selected = self.app.selected
        if selected is not None:
            text = self.tile_text(selected)
            if self.spot is not None:
                return f"Turn the {text} (⟳ or R) until it matches, then tap Place here."
            n = len(self.spots(obs, legal, selected))
            if not obs.board:
                return f"Tap the marked cell to open with the {text}."
            return f"The {text} fits {n} place{'' if n == 1 else 's'}: tap a marked cell."
        if not obs.board and playable:
            (tile,) = playable if len(playable) == 1 else (None,)
            if tile is not None:
                return f"Your turn: open with the {self.tile_text(tile)}. Tap it, then the marked cell."
            return "Your turn: open with any tile."
        if playable:
            return "Your turn: tap a tile that fits."
        if "draw" in kinds:
            left = obs.draws_left
            return f"No tile fits: draw ({left} draw{'' if left == 1 else 's'} left)."
        if "pass" in kinds:
            if obs.stock_count == 0:
                return "No tile fits and the stock is empty: pass."
            return "No tile fits after three draws: pass."
        return "Your turn."

    def blocked_text(self, tie: bool) -> str:
        if tie:
            return "The table is jammed and the lowest corner totals tie."
        return "The table is jammed: the lowest corner total wins."

    # -- hints ------------------------------------------------------------------------------

    def hint(self, move) -> str:
        app = self.app
        app.selected = move.tile
        ways = [m for m in app.legal() if m.kind == "play" and m.tile == move.tile and m.cell == move.cell]
        self.spot, self.turn = (move.cell, ways.index(move)) if len(ways) > 1 and move in ways else (None, 0)
        text = self.tile_text(move.tile)
        if len(ways) > 1:
            return f"Hint: place the {text} in the lit cell, turned as shown."
        return f"Hint: place the {text} in the lit cell."

    def hint_targets(self, move) -> tuple:
        return (f'[data-spot="{_cell_text(move.cell)}"]',)

    # -- input ------------------------------------------------------------------------------

    def click_tile(self, tile, legal):
        app = self.app
        moves = [m for m in legal if m.kind == "play" and m.tile == tile]
        self.spot, self.turn = None, 0
        if not moves:
            app.selected = None
            kinds = {m.kind for m in legal}
            text = self.tile_text(tile)
            if "draw" in kinds:
                app.note = f"{text} fits nowhere. Draw from the stock."
            elif "pass" in kinds:
                app.note = f"{text} fits nowhere: pass."
            else:
                app.note = f"{text} fits nowhere on the board."
            app.render()
            return
        app.selected = None if app.selected == tile else tile  # a second tap puts it back
        app.note = ""
        app.render()

    def click(self, el) -> bool:
        if el.hasAttribute("data-zoom"):
            self.zoom(el.getAttribute("data-zoom"))
            return True
        if self.dragged and not self.app.keyboard:  # the click that ends a drag places nothing
            self.dragged = False
            return True
        if el.hasAttribute("data-spot"):
            self.click_spot(_parse_cell(el.getAttribute("data-spot")))
            return True
        if el.hasAttribute("data-turn"):
            self.rotate()
            return True
        if el.hasAttribute("data-place"):
            self.place()
            return True
        return False

    def _moves_at(self, cell):
        app = self.app
        if app.selected is None or not app.my_turn():
            return []
        return [m for m in app.legal() if m.kind == "play" and m.tile == app.selected and m.cell == cell]

    def click_spot(self, cell):
        app = self.app
        if not app.my_turn():
            app.note = app.whose_turn_note()
            app.render()
            return
        moves = self._moves_at(cell)
        if not moves:
            app.note = "Choose a tile from your hand first." if app.selected is None else ""
            app.render()
            return
        if len(moves) == 1 or cell == self.spot:
            app.play(moves[self.turn % len(moves)] if cell == self.spot else moves[0])
            return
        self.spot, self.turn = cell, 0
        app.render()

    def rotate(self):
        if self.spot is None:
            return
        self.turn += 1
        self.app.render()

    def place(self):
        if self.spot is None:
            return
        moves = self._moves_at(self.spot)
        if moves:
            self.app.play(moves[self.turn % len(moves)])

    def key(self, event) -> bool:
        key = event.key
        doc = self.app.doc
        active = doc.activeElement
        if key in ("r", "R") and not (event.ctrlKey or event.metaKey or event.altKey):
            if self.spot is not None:
                self.rotate()
                return True
            return False
        in_board = active is not None and hasattr(active, "closest") and not _none(active.closest(".tri-view"))
        if not in_board:
            return False
        if key in ("Enter", " ") and active.hasAttribute("data-spot"):
            self.click_spot(_parse_cell(active.getAttribute("data-spot")))
            return True
        moves = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
        if key in moves and self.view is not None:
            dx, dy = moves[key]
            x, y, w, h, scale = self.view
            self.centre = (x + w / 2 + dx * STEP_PX / scale, y + h / 2 + dy * STEP_PX / scale)
            self.after_render()
            return True
        if key in ("+", "="):
            self.zoom("in")
            return True
        if key in ("-", "_"):
            self.zoom("out")
            return True
        return False

    def zoom(self, how):
        if how == "fit":
            # Everything at once; a second press goes back to the readable automatic view.
            self.mode, self.scale, self.centre = ("auto" if self.mode == "all" else "all"), None, None
        elif self.view is not None:
            x, y, w, h, scale = self.view
            self.centre = (x + w / 2, y + h / 2)
            self.mode = "manual"
            self.scale = scale * (1.25 if how == "in" else 0.8)
        self.after_render()

    # -- the view -----------------------------------------------------------------------------

    def after_render(self):
        svg = self.app.doc.getElementById("tri-svg")
        if _none(svg):
            return
        cw, ch = svg.clientWidth, svg.clientHeight
        if cw < 20 or ch < 20:
            return
        x0, y0, x1, y1 = self.bbox
        w, h = x1 - x0, y1 - y0
        fit = min(cw / w, ch / h)
        if self.mode == "manual" and self.scale:
            scale = max(min(self.scale, 3 * MAX_SIDE_PX / S), min(fit, MIN_SIDE_PX / S) * 0.5)
        elif self.mode == "all":
            scale = min(fit, MAX_SIDE_PX / S)
        else:
            scale = max(min(fit, MAX_SIDE_PX / S), MIN_SIDE_PX / S)
        vw, vh = cw / scale, ch / scale
        if self.centre is not None:
            # Where the person dragged to, as long as the middle of the view stays on the board.
            cx = min(max(self.centre[0], x0), x1)
            cy = min(max(self.centre[1], y0), y1)
            self.centre = (cx, cy)
        else:
            # Automatic: the whole board when it fits, else the action, with no empty margin.
            cx, cy = self.focus or ((x0 + x1) / 2, (y0 + y1) / 2)
            cx = (x0 + x1) / 2 if vw >= w else min(max(cx, x0 + vw / 2), x1 - vw / 2)
            cy = (y0 + y1) / 2 if vh >= h else min(max(cy, y0 + vh / 2), y1 - vh / 2)
        self.view = (cx - vw / 2, cy - vh / 2, vw, vh, scale)
        svg.setAttribute("viewBox", f"{cx - vw / 2:.1f} {cy - vh / 2:.1f} {vw:.1f} {vh:.1f}")
        svg.setAttribute("data-zoom-mode", self.mode)

    def pointer(self, event):
        kind = event.type
        if kind == "pointerdown":
            target = event.target
            if _none(target) or _none(target.closest("#tri-svg")) or self.view is None:
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
                svg = self.app.doc.getElementById("tri-svg")
                if not _none(svg):
                    try:
                        svg.setPointerCapture(pid)
                    except Exception:
                        pass
            self.centre = (cx - dx / scale, cy - dy / scale)
            self.after_render()
        elif kind in ("pointerup", "pointercancel"):
            self.drag = None
            if kind == "pointercancel":
                self.dragged = False


def _none(value) -> bool:
    from pyodide.ffi import jsnull

    return value is None or value is jsnull
