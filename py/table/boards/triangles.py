"""The Triangles board: an SVG grid of triangles that grows with the layout, pans and zooms.

A tile that fits one cell one way only is placed with one tap on it in the hand (the opening
too). Otherwise choose a tile and every cell where it fits is marked (`[data-spot]`); tap one. When
the tile fits a cell in more than one turn, the cell shows the first turn and the bar offers
Turn (or the R key) and Place (or a second tap on the cell). The view (tri_view.py) fits
the board in the felt but never shrinks a tile below a readable size: then it centres on the action
and the board is dragged (or moved with the arrow keys once focused); a chosen tile's marked cells
are all kept in sight; + and − zoom, Fit shows as much as stays readable. This module only draws
and maps taps and keys to intents.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import TYPE_CHECKING

from domino.variants.triangles import TriObservation, TrianglesState
from domino.variants.triangles.triominos import move_items
from domino.variants.triangles.trigrid import ORIGIN, Cell, centre

from table.render import pieces as view
from table.boards.intents import Intent, Pan, Play, Select, Zoom, note
from table.boards.base import CLEAR, Board, Choice, Containers, last_play, play_tile, seen_as
from table.boards.words import CHOOSE_FIRST, TRI_SAID, TRI_SCORED, board_label, mover, spot_label
from table.language.catalogue import N_, _, _n, _p
from table.boards.table_view import TableView
from table.boards.targets import Target
from table.boards.tri_svg import S, Corners, box_of, cell_text, grid, names_of, numbers, placed_tile, points
from table.render.markup import Markup, html, join
from table.render.movelog import beside
from table.render.tri_tiles import tri_face
from table.render.tripoints import move_words

if TYPE_CHECKING:
    from domino import Game, Move
    from domino.core.tiles import Tile

ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def zoom_html() -> Markup:
    """The view's buttons. "seek" brings a marked place out of sight into view; the viewport shows
    it only while one is (tri_view.TriView), with the way to it and how many (data-dir, data-n)."""
    return html('<div class="tri-zoom" id="tri-zoom" role="group" aria-label="{zoom}">'
                '<button type="button" class="zb seek" id="tri-seek" data-zoom="seek" hidden'
                ' aria-label="{seek}" title="{seek}"></button>'
                '<button type="button" class="zb" data-zoom="in" aria-label="{more}" title="{more}">+</button>'
                '<button type="button" class="zb" data-zoom="out" aria-label="{less}" title="{less}">−</button>'
                '<button type="button" class="zb fit" data-zoom="fit" aria-label="{all}" title="{all}">{fit}</button>'
                '</div>', zoom=_("Zoom"), seek=_("Show a marked place out of sight"), more=_("Zoom in"),
                less=_("Zoom out"), all=_("Show the board"),
                # Translators: a button that zooms the board to show as much as stays readable
                fit=_("Fit"))


def turn_place_html() -> Markup:
    """Turn and Place, for a tile that goes in the chosen cell more than one way round."""
    return html('<button type="button" class="act secondary" data-turn aria-keyshortcuts="R">'
                '⟳ {turn} <kbd>R</kbd></button>'
                '<button type="button" class="act primary" data-place>{place}</button>',
                turn=_p("rotate the tile", "Turn"), place=_("Place here"))


def _parse_cell(text: str | None) -> Cell | None:
    if text is None:
        return None
    try:
        r, c = text.split(",")
        return int(r), int(c)
    except ValueError:
        return None


class TriBoard(Board[TriObservation]):
    kind = "triangles"
    totals = N_("Corner total")
    targets = "[data-spot],[data-zoom],[data-turn],[data-place]"
    drop_targets = "[data-spot]"
    focus_targets: tuple[str, ...] = ('[data-place]', '[data-spot]')

    # -- the choice -------------------------------------------------------------------------

    @staticmethod
    def spots(legal: Iterable[Move], tile: Tile) -> dict[Cell, list[Move]]:
        """The cells where `tile` goes, each with its plays there (one per way round)."""
        found: dict[Cell, list[Move]] = {}
        for m in legal:
            if m.kind == "play" and m.tile == tile and m.cell is not None:
                found.setdefault(m.cell, []).append(m)
        return found

    def settle(self, s: TableView, legal: Collection[Move], playable: Collection[Tile]) -> dict[str, object]:
        if s.selected is not None and s.selected not in playable:
            return dict(CLEAR)
        if s.spot is not None and (s.selected is None or s.spot not in self.spots(legal, s.selected)):
            return {"spot": None, "turn": 0}
        return {}

    # -- HTML ---------------------------------------------------------------------------------

    def containers(self, s: TableView, obs: TriObservation, legal: Collection[Move]) -> Containers:
        board = obs.board
        selected = s.selected
        spots = self.spots(legal, selected) if selected is not None else {}
        spot = s.spot if s.spot in spots else None
        # The view fits the tiles and the cells the person can play to now (every marked cell of
        # any tile, so choosing one seldom zooms), not every empty cell around them.
        cells = set(board) | set(spots) | {_cell(m) for m in legal if m.kind == "play"} or {(0, 0)}
        bbox = box_of(cells)
        # The chosen tile's marked cells, which the view keeps in sight (tri_view.py).
        reach = tuple(box_of((cell,)) for cell in spots)
        last = next(reversed(board)) if board else None
        if spots:
            pts = [centre(c, S) for c in spots]
            focus = (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
        elif last is not None:
            focus = centre(last, S)
        else:
            focus = centre((0, 0), S)

        laid = last_play(obs.history)
        placed = laid.cell if laid is not None else None
        names = names_of(board)
        tiles = join(placed_tile(cell, corners, cell == placed) for cell, corners in board.items())
        parts = []
        tile = self.tile_text(selected) if selected is not None else ""
        for cell, moves in spots.items():
            chosen = cell == spot
            if chosen:
                move = moves[s.turn % len(moves)]
                parts.append(html('<g class="ghost">{}</g>', numbers(cell, move.corners or (), "gn")))
            ways = len(moves)
            label = spot_label(tile, beside(cell, names), ways)
            parts.append(html(
                '<polygon class="spot{chosen}" points="{pts}" data-spot="{cell}" data-ways="{ways}"'
                ' role="button" tabindex="0" aria-label="{label}"/>',
                chosen=" chosen" if chosen else "", pts=points(cell, 0.08), cell=cell_text(cell), ways=ways,
                label=label,
            ))
        n = len(board)
        label = board_label(n, len(spots), tile)
        svg = html('<svg id="tri-svg" class="tri-svg" tabindex="0" role="group" aria-label="{label}"'
                   ' preserveAspectRatio="xMidYMid meet" data-tiles="{n}">{grid}<g class="tri-tiles">{tiles}</g>'
                   '<g class="tri-spots" data-grid>{spots}</g></svg>',
                   label=label, n=n, grid=grid(bbox), tiles=tiles, spots=join(parts))
        return {"board": html('<div class="tri-view">{}{}</div>', svg, zoom_html()),
                "view": (bbox, focus, obs.is_over, reach)}

    def hand_html(self, hand: Iterable[Tile], playable: Collection[Tile], selected: Tile | None,
                  fresh: Tile | None, mine: bool) -> Markup:
        return view.hand_html(hand, playable, selected, fresh, mine, draw=tri_face, kind=" tri",
                              states=False)

    def actions_html(self, s: TableView, obs: TriObservation, kinds: Collection[str]) -> Markup:
        out = []
        if s.spot is not None and s.selected is not None:
            out.append(turn_place_html())
        if "draw" in kinds:
            left = obs.draws_left
            out.append(html('<button type="button" class="act primary" data-action="draw">'
                            '{draw} <span class="act-n" data-draws-left="{n}">{left}</span></button>',
                            draw=_p("move", "Draw"), n=left, left=_n("{count} draw left", "{count} draws left", left)))
        if "pass" in kinds:
            out.append(view.pass_button())
        return join(out)

    def mini_html(self, tile: Tile) -> Markup:
        return view.mini_html(tile, tri_face, " tri")

    # -- words ------------------------------------------------------------------------------

    def describe(self, s: TableView, seat: int, move: Move, drawn: Tile | None = None, expert: bool = False) -> str:
        game = s.game
        who = mover(s, seat, expert)
        kind, params = self._described(game, move, None if expert else drawn)
        if game.rules.triominos_scoring and game.history:  # what the move just made scored
            return who.say(TRI_SCORED[kind], points=move_words(move_items(game.history, _laid(game))[-1]), **params)
        return who.say(TRI_SAID[kind], **params)

    def _described(self, game: Game, move: Move, drawn: Tile | None = None) -> tuple[str, dict[str, object]]:
        """The kind of words a move is said in (SAID's keys), and their values."""
        if move.kind == "draw":
            return ("drew", {"tile": self.tile_text(drawn)}) if drawn is not None else ("drew-unseen", {})
        if move.kind != "play":
            return "passed", {}
        text = self.tile_text(play_tile(move))
        if move.cell == ORIGIN:  # the opening's place (a lesson's board may hold tiles from the start)
            return "opened", {"tile": text}
        cell = _cell(move)
        names = names_of(_laid(game))
        del names[cell]  # where it went, by the tiles there before
        return "placed", {"tile": text, "place": beside(cell, names)}

    def names_the_move(self, s: TableView, legal: Collection[Move]) -> bool:
        return _opens_one_way(seen_as(s, TriObservation, "the Triangles board"), legal)

    def prompt(self, s: TableView, obs: TriObservation, legal: Collection[Move], playable: Collection[Tile],
               kinds: Collection[str]) -> str:
        selected = s.selected
        if selected is not None:
            text = self.tile_text(selected)
            if s.spot is not None:
                return _("Turn the {tile} (⟳ or R) until it matches, then tap Place here.", tile=text)
            n = len(self.spots(legal, selected))
            if not obs.board:
                return _("Tap the marked cell to open with the {tile}.", tile=text)
            return _n("The {tile} fits {count} place: tap a marked cell.",
                      "The {tile} fits {count} places: tap a marked cell.", n, tile=text)
        if not obs.board and playable:
            tile = next(iter(playable)) if len(playable) == 1 else None
            if tile is not None:
                how = _("Tap it.") if _opens_one_way(obs, legal) else _("Tap it, then the marked cell.")
                opening = _("Your turn: open with the {tile}.", tile=self.tile_text(tile))
                return f"{opening} {how}"  # two sentences
            return _("Your turn: open with any tile.")
        left = obs.draws_left if "draw" in kinds else 0
        return self.fallback_prompt(playable, kinds,
                                    _n("No tile fits: draw ({count} draw left).",
                                       "No tile fits: draw ({count} draws left).", left),
                                    _("No tile fits and the stock is empty: pass.") if obs.stock_count == 0
                                    else _("No tile fits after three draws: pass."))

    def blocked_text(self, tie: bool) -> str:
        if tie:
            return _("The table is jammed and the lowest corner totals tie.")
        return _("The table is jammed: the lowest corner total wins.")

    # -- hints ------------------------------------------------------------------------------

    def hint(self, s: TableView, move: Move, legal: Collection[Move]) -> tuple[Choice, str]:
        ways = [m for m in legal if m.kind == "play" and m.tile == move.tile and m.cell == move.cell]
        spot, turn = (move.cell, ways.index(move)) if len(ways) > 1 and move in ways else (None, 0)
        text = self.tile_text(play_tile(move))
        return ({"selected": move.tile, "spot": spot, "turn": turn},
                _("Hint: place the {tile} in the lit cell, turned as shown.", tile=text) if len(ways) > 1
                else _("Hint: place the {tile} in the lit cell.", tile=text))

    def hint_targets(self, move: Move) -> tuple[str, ...]:
        return (f'[data-spot="{cell_text(_cell(move))}"]',)

    # -- input ------------------------------------------------------------------------------

    def tile_intent(self, s: TableView, tile: Tile, legal: Collection[Move]) -> Intent:
        moves = [m for m in legal if m.kind == "play" and m.tile == tile]
        if not moves:
            text = self.tile_text(tile)
            return self.misfit(legal, _("{tile} fits nowhere.", tile=text), _("{tile} fits nowhere: pass.", tile=text))
        if len(moves) == 1:  # one cell, one way round: nothing to choose
            return Play(moves[0])
        # a second tap puts it back
        return Select({**CLEAR, "selected": None if s.selected == tile else tile, "note": ""})

    def lift(self, s: TableView, tile: Tile, legal: Collection[Move]) -> Intent | None:
        """The marked cells show only for a chosen tile: picking one up to drag it chooses it."""
        if s.selected == tile or not any(m.kind == "play" and m.tile == tile for m in legal):
            return None
        return Select({**CLEAR, "selected": tile, "note": ""})

    def click(self, s: TableView, target: Target) -> Intent | None:
        zoom = target.get("data-zoom")
        if zoom is not None:
            return Zoom(zoom)
        spot = target.get("data-spot")
        if spot is not None:
            return self.click_spot(s, _parse_cell(spot))
        if target.get("data-turn") is not None:
            return self.rotate(s)
        if target.get("data-place") is not None:
            return self.place(s)
        return None

    def _moves_at(self, s: TableView, cell: Cell | None) -> list[Move]:
        if s.selected is None or not s.my_turn():
            return []
        return [m for m in s.legal() if m.kind == "play" and m.tile == s.selected and m.cell == cell]

    def click_spot(self, s: TableView, cell: Cell | None) -> Intent:
        if not s.my_turn():
            return note(s.whose_turn_note())
        moves = self._moves_at(s, cell)
        if not moves:
            return note(_(CHOOSE_FIRST) if s.selected is None else "")
        if len(moves) == 1 or cell == s.spot:
            return Play(moves[s.turn % len(moves)] if cell == s.spot else moves[0])
        return Select({"spot": cell, "turn": 0})

    @staticmethod
    def rotate(s: TableView) -> Intent | None:
        return None if s.spot is None else Select({"turn": s.turn + 1})

    def place(self, s: TableView) -> Intent | None:
        moves = self._moves_at(s, s.spot) if s.spot is not None else []
        return Play(moves[s.turn % len(moves)]) if moves else None

    def key(self, s: TableView, key: str, active: Target | None, mods: bool = False) -> Intent | None:
        if key in ("r", "R") and not mods:
            return self.rotate(s)
        if active is None or ".tri-view" not in active.inside:
            return None
        if key in ("Enter", " ") and active.get("data-spot") is not None:
            return self.click_spot(s, _parse_cell(active.get("data-spot")))
        if key in ARROWS and active.get("data-spot") is None:  # on a spot they move to the next (keyboard.py)
            return Pan(*ARROWS[key])
        if key in ("+", "="):
            return Zoom("in")
        if key in ("-", "_"):
            return Zoom("out")
        return None


def _opens_one_way(obs: TriObservation, legal: Collection[Move]) -> bool:
    """The opening has one play: one tile, one place, one way round. The prompt names it ("open with
    the 1-2-3. Tap it."), so a hint for it tells nothing (names_the_move)."""
    return not obs.board and len([m for m in legal if m.kind == "play"]) == 1


def _cell(move: Move) -> Cell:
    """The cell a play goes to (every Triangles play names one)."""
    if move.cell is None:
        raise ValueError(f"{move} names no cell")
    return move.cell


def _laid(game: Game) -> dict[Cell, Corners]:
    """The tiles on the board in the order laid (a Triangles board only ever shows a Triangles game)."""
    state = game.state
    if not isinstance(state, TrianglesState):
        raise TypeError(f"a Triangles board cannot show a {game.rules.variant} game")
    return state.board
