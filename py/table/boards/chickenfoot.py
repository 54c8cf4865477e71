"""The Chicken Foot board: the centre double at the top of the felt, its four spokes below it, and
under each double laid on an arm the chicken foot it grows: three toes, drawn splayed from the
double (lines fanning out from it to each toe), each toe an arm of its own.

Every arm is a row of tiles from its root outwards, a double across its line, ending in its open
end; a row wraps onto more lines as the arm grows past the felt's width. The rows are laid out
here, in px, as large as the felt allows (`fit`), in one column or, on a wide felt, in several
(each spoke with all the feet that grow from it kept together); when even the least tiles do not
fit, the felt scrolls and the viewport keeps the lit arms in sight. Rows are stacked and tiles laid
side by side, so no two tiles ever lie on each other (tests/unit/test_chicken_board.py).

Choose a tile: a tile that fits one place only is played at once; otherwise the arms it fits
light up, each open end a button, and a tap on that end (or anywhere on its lit row), or a drop
there, plays it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from domino.variants.chickenfoot import SPOKES, TOES, Arm, ChickenObservation

from table.boards.base import CLEAR, PLACED, Board, Choice, Containers, last_play, play_tile, plays_of, seen_as
from table.boards.intents import Intent, Play, Select
from table.boards.table_view import TableView
from table.boards.targets import Target
from table.boards.words import EXPERT, NO_FIT_DRAW, PLAYED_ON, Mover, joined
from table.language.catalogue import N_, _, _n
from table.render.markup import EMPTY, Markup, html, join
from table.render.tiles import face

if TYPE_CHECKING:
    from domino import Move
    from domino.core.tiles import Tile

Box = tuple[int, int, int, int]   # x, y, width, height in px, from the layout's top left

FELT = (360, 480)        # the felt's room in px until the page has measured it
UNITS = range(40, 19, -2)  # a tile is 2u x u px: never under 40x20, where a 7, an 8 and a 9 still read
PAD = 4                  # px around the layout
GAP = 4                  # px between rows
TILE_GAP = 2             # px between the tiles of a row
STEM = 12                # px left of a row for the line that joins it to its double
INDENT = 22              # px a toe's row lies right of its double's row, for each foot deep
DEEPEST = 4              # ... at most this many times: deeper feet stay at that indent
END_W = 30               # px: an open end's box after its arm's last tile
END_H = 28               # ... at least this tall, a lit one a button
COLUMN = 300             # px: a felt this wide or wider per column holds its rows in more columns
COLUMN_GAP = 10


@dataclass(frozen=True)
class Row:
    """One arm laid out: its box, each tile's box in it (from the root outwards), its open end's box
    (None once a double closes it), and where the line joining it to its double starts."""
    arm: int
    box: Box
    tiles: tuple[Box, ...]
    end: Box | None
    depth: int
    parent: int | None          # the arm whose double it is a toe of; None: a spoke


@dataclass(frozen=True)
class Spread:
    """The whole layout on the felt: the tile size, the centre's box, each arm's row (by arm number),
    the layout's size, and whether it overflows the felt's height (it scrolls)."""
    unit: int
    centre: Box
    rows: tuple[Row, ...]
    width: int
    height: int
    scrolls: bool

    def row(self, arm: int) -> Row:
        return next(r for r in self.rows if r.arm == arm)

    def boxes(self) -> list[Box]:
        """Every tile's box and every open end's, in the layout's px (what must never overlap)."""
        out = [self.centre]
        for r in self.rows:
            x, y = r.box[0], r.box[1]
            out += [(x + bx, y + by, w, h) for bx, by, w, h in r.tiles]
            if r.end is not None:
                out.append((x + r.end[0], y + r.end[1], r.end[2], r.end[3]))
        return out


Shape = tuple[tuple[bool, ...], bool, int | None]   # an arm: its tiles (True: a double), closed, parent


def shape_of(arms: Sequence[Arm]) -> tuple[Shape, ...]:
    """What the layout reads of the arms: which of each arm's tiles are doubles, whether a double
    closes it, and the arm whose double it is a toe of."""
    return tuple((tuple(a == b for a, b in arm.tiles), arm.open_end is None, arm.parent) for arm in arms)


def order(parents: Sequence[int | None]) -> list[list[tuple[int, int]]]:
    """The arms grouped by spoke, each group (arm, depth) in the order read: a spoke, then the toes
    of its double, each followed by the toes of its own."""
    kids: dict[int, list[int]] = {}
    for i, p in enumerate(parents):
        if p is not None:
            kids.setdefault(p, []).append(i)

    def walk(i: int, depth: int) -> list[tuple[int, int]]:
        out = [(i, depth)]
        for k in kids.get(i, []):
            out += walk(k, depth + 1)
        return out
    return [walk(i, 0) for i, p in enumerate(parents) if p is None]


@lru_cache(maxsize=4096)
def _row(doubles: tuple[bool, ...], closed: bool, depth: int, u: int, width: int) -> Row:
    """An arm's row `width` px wide at the layout's left (its arm's number is not yet known: rows of
    the same tiles are laid out once): its tiles (a double across the line) laid in lines, wrapping
    before the room kept for its open end."""
    left = STEM + min(depth, DEEPEST) * INDENT
    right = width - END_W - TILE_GAP
    lines: list[list[tuple[int, int, int]]] = [[]]   # per line: (x, w, h) of each tile
    x = left
    for double in doubles:
        w, h = (u, 2 * u) if double else (2 * u, u)
        if lines[-1] and x + w > right:
            lines.append([])
            x = left
        lines[-1].append((x, w, h))
        x += w + TILE_GAP
    boxes: list[Box] = []
    end: Box | None = None
    eh = max(u, END_H)
    y = 0
    for n, line in enumerate(lines):
        last = n == len(lines) - 1
        tall = max([h for _, _, h in line] + [eh if last and not closed else u])
        boxes += [(bx, y + (tall - h) // 2, w, h) for bx, w, h in line]
        if last and not closed:
            ex = line[-1][0] + line[-1][1] + TILE_GAP if line else left
            end = (ex, y + (tall - eh) // 2, END_W, eh)
        y += tall + (0 if last else TILE_GAP)
    return Row(-1, (0, 0, width, y), tuple(boxes), end, depth, None)


@lru_cache(maxsize=256)
def spread_at(shape: tuple[Shape, ...], u: int, columns: int, width: int, height: int) -> Spread:
    """The layout with tiles of u px in `columns` columns on a felt of width x height px: the
    centre at the top left, then each spoke with its feet, in the column that is shortest so far."""
    col_w = (width - 2 * PAD - COLUMN_GAP * (columns - 1)) // columns
    centre = (PAD, PAD, 2 * u, u)
    ys = [PAD + u + GAP] * columns
    rows: list[Row] = []
    for group in order([parent for *_, parent in shape]):
        c = min(range(columns), key=lambda k: ys[k])
        x = PAD + c * (col_w + COLUMN_GAP)
        for i, depth in group:
            r = _row(shape[i][0], shape[i][1], depth, u, col_w)
            rows.append(Row(i, (x, ys[c], col_w, r.box[3]), r.tiles, r.end, depth, shape[i][2]))
            ys[c] += r.box[3] + GAP
    h = max(ys) - GAP + PAD
    return Spread(u, centre, tuple(sorted(rows, key=lambda r: r.arm)), width, h, h > height)


def fit(felt: tuple[int, int] | None, arms: Sequence[Arm]) -> Spread:
    """The layout of `arms` on a felt of (width, height) px: the largest tiles at which every row
    fits its height, in as few columns as give them (a wide felt holds more columns of COLUMN px);
    when none fits, the least tiles in the columns that make it shortest, and the felt scrolls."""
    width, height = felt or FELT
    shape = shape_of(arms)
    most = max(1, width // COLUMN)
    for u in UNITS:
        for k in range(1, most + 1):
            laid = spread_at(shape, u, k, width, height)
            if not laid.scrolls and _roomy(laid):
                return laid
    least = [spread_at(shape, UNITS[-1], k, width, height) for k in range(1, most + 1)]
    return min((t for t in least if _roomy(t)), key=lambda t: t.height, default=least[0])


def _roomy(laid: Spread) -> bool:
    """Every row holds its deepest toe's first tile and its open end on a line."""
    return all(r.box[2] >= STEM + min(r.depth, DEEPEST) * INDENT + 2 * laid.unit + TILE_GAP + END_W
               for r in laid.rows)



def _left(row: Row) -> int:
    """Where a row's first tile starts, in the layout's px."""
    return row.box[0] + STEM + min(row.depth, DEEPEST) * INDENT


def _anchor(row: Row) -> tuple[int, int]:
    """Where the line from an arm's double (or the centre) meets its row: left of its first tile."""
    first = row.tiles[0] if row.tiles else row.end
    mid = first[1] + first[3] // 2 if first is not None else row.box[3] // 2
    return _left(row) - 3, row.box[1] + mid


def foot_lines(laid: Spread) -> str:
    """The SVG path of the lines joining each spoke to the centre and each toe to its double, all in
    the rows' margins, never across a tile: a trunk down each column's left edge from the centre
    (along the top, to another column) to each spoke, and the three toes of a foot fanning out
    from under the start of their double's row, as a chicken's toes do."""
    cx, cy, cw, ch = laid.centre
    by = {r.arm: r for r in laid.rows}
    parts = []
    for r in laid.rows:
        ax, ay = _anchor(r)
        if r.parent is None:
            trunk = r.box[0] + STEM // 2
            if r.box[0] <= cx:
                parts.append(f"M{trunk} {cy + ch}V{ay}H{ax}")
            else:
                parts.append(f"M{cx + cw} {cy + ch // 2}H{trunk}V{ay}H{ax}")
        else:
            p = by[r.parent]
            parts.append(f"M{_left(p) + 4} {p.box[1] + p.box[3]}L{ax} {ay}")
    return "".join(parts)


# What an arm is called, by whether it is a spoke of the centre double or a toe of a foot ({n}: which
# of them, counted from the first laid), in its row's name, its tiles' list and its open end's button.
ARM_ROW = {"spoke": N_("Spoke {n} of the {double}: {facts}"), "toe": N_("Toe {n} of the {double}: {facts}")}
ARM_TILES = {"spoke": N_("Tiles of spoke {n} of the {double}"), "toe": N_("Tiles of toe {n} of the {double}")}
ARM_PLAY_HERE = {"spoke": N_("Play {tile} on spoke {n} of the {double} (open end {number})"),
                 "toe": N_("Play {tile} on toe {n} of the {double} (open end {number})")}


def arm_said(messages: dict[str, str], i: int, arm: Arm, **params: object) -> str:
    """The message of `messages` for arm number `i`, filled in: which spoke (1-4) of the centre
    double, or which toe (1-3) of its double."""
    spoke = arm.is_spoke
    n = i + 1 if spoke else (i - SPOKES) % TOES + 1
    return _(messages["spoke" if spoke else "toe"], n=n, double=Board.tile_text((arm.root, arm.root)), **params)


def _box(box: Box) -> str:
    x, y, w, h = box
    return f"left:{x}px;top:{y}px;width:{w}px;height:{h}px"


class ChickenBoard(Board[ChickenObservation]):
    kind = "chickenfoot"
    pile = "boneyard"
    targets = "[data-arm-end],[data-arm]"
    focus_targets: tuple[str, ...] = ("[data-arm-end]",)

    def play_said(self, s: TableView, who: Mover, move: Move) -> str:
        """'Ann played 5-9 on the 9.'; a double says that its foot comes first."""
        tile = play_tile(move)
        arm = _seen(s).arms[_arm(move)]
        a, b = tile
        # the number it was matched to: the arm's tile before it, else its root
        k = next((n for n, t in enumerate(arm.tiles) if sorted(t) == sorted(tile)), None)
        if k is None:   # Expert's advice, said before the move: the number it would go on
            onto = arm.root if arm.open_end is None else arm.open_end
        else:
            onto = arm.tiles[k][0]
        said = who.say(PLAYED_ON, tile=self.tile_text(tile), end=onto)
        if a == b and not s.game.is_over and who.case != EXPERT:
            foot = _("A chicken foot grows on the {double}: its three toes come before anything else.",
                     double=self.tile_text(tile))
            said = f"{said} {foot}"   # a sentence of its own
        return said

    def prompt(self, s: TableView, obs: ChickenObservation, legal: Collection[Move], playable: Collection[Tile],
               kinds: Collection[str]) -> str:
        selected = s.selected
        if selected is not None:
            return _("Tap a lit open end for the {tile}.", tile=self.tile_text(selected))
        if obs.pending:
            arm = obs.arms[obs.pending[0]]
            double = self.tile_text((arm.root, arm.root))
            if playable:
                if arm.is_spoke:
                    return _("Your turn: the {double} takes a tile on each of its four sides first: play a "
                             "tile showing {number}.", double=double, number=arm.root)
                return _("Your turn: fill the chicken foot on the {double}: play a tile showing {number}.",
                         double=double, number=arm.root)
            if "draw" in kinds:
                return _("No tile fits the {double}'s {number}s: draw from the boneyard.", double=double,
                         number=arm.root)
        return self.fallback_prompt(playable, kinds, _(NO_FIT_DRAW[self.pile]), _("No tile fits: pass."))

    def containers(self, s: TableView, obs: ChickenObservation, legal: Collection[Move]) -> Containers:
        selected = s.selected
        places: set[int] = set()
        if selected is not None:
            places = {_arm(m) for m in plays_of(legal, selected)}
        laid = fit(s.felt, obs.arms)
        last = last_play(obs.history)
        placed = last.arm if last is not None else None
        c = obs.centre
        centre = html('<div class="cft centre" role="img" aria-label="{label}" style="{box}">{face}</div>',
                      label=_("Centre double {tile}", tile=self.tile_text((c, c))), box=_box(laid.centre),
                      face=face(c, c, False))
        rows = [self.row(i, obs.arms[i], laid.row(i), i in places, selected, i == placed)
                for i in range(len(obs.arms))]
        lines = html('<svg class="foot-lines" width="{w}" height="{h}" aria-hidden="true" focusable="false">'
                     '<path d="{d}"/></svg>', w=laid.width, h=laid.height, d=foot_lines(laid))
        look = "feet scrolls" if laid.scrolls else "feet"
        reach = places or {_arm(m) for m in legal if m.kind == "play"}
        return {"board": html('<div class="{look}" style="--u:{u}px" role="group" aria-label="{label}">'
                              '<div class="feet-in" data-arms style="width:{w}px;height:{h}px">{lines}{centre}'
                              '{rows}</div></div>', look=look, u=laid.unit, label=_("Chicken foot layout"),
                              w=laid.width, h=laid.height, lines=lines, centre=centre, rows=join(rows)),
                "view": frozenset(str(i) for i in reach)}

    def row(self, i: int, arm: Arm, laid: Row, fit: bool, selected: Tile | None, placed: bool) -> Markup:
        """One arm's row; `placed`: the latest play went here, its last tile is marked."""
        k = len(arm.tiles)
        tiles = []
        for n, ((a, b), box) in enumerate(zip(arm.tiles, laid.tiles)):
            double = a == b
            mark = PLACED if placed and n == k - 1 else EMPTY
            lo, hi = sorted((a, b))
            tiles.append(html('<div class="cft{dbl}" role="listitem" data-tile="{lo}-{hi}" aria-label="{a}-{b}"'
                              ' style="{box}"{mark}>{face}</div>', dbl=" dbl" if double else "", lo=lo, hi=hi,
                              a=a, b=b, box=_box(box), mark=mark, face=face(a, b, double)))
        facts = [_n("{count} tile", "{count} tiles", k)]
        if arm.open_end is not None:
            facts.append(_("open end {number}", number=arm.open_end))
        else:
            facts.append(_("its toes go on the {double}", double=self.tile_text(arm.tiles[-1])))
        end = EMPTY
        if laid.end is not None and arm.open_end is not None:
            if fit and selected is not None:
                end = html('<button type="button" class="arm-end" data-arm-end="{i}" aria-label="{label}"'
                           ' style="{box}">{n}</button>', i=i, box=_box(laid.end), n=arm.open_end,
                           label=arm_said(ARM_PLAY_HERE, i, arm, tile=self.tile_text(selected),
                                          number=arm.open_end))
            else:
                end = html('<div class="arm-end" aria-hidden="true" style="{box}">{n}</div>', box=_box(laid.end),
                           n=arm.open_end)
        strip = EMPTY
        if tiles:
            strip = html('<div class="arm-tiles" role="list" aria-label="{}">{}</div>',
                         arm_said(ARM_TILES, i, arm), join(tiles))
        return html('<div class="arm{fit}{toe}" data-arm="{i}" data-root="{root}" data-count="{k}" role="group"'
                    ' aria-label="{words}" style="{box}">{strip}{end}</div>', fit=" fit" if fit else "",
                    toe="" if arm.is_spoke else " toe", i=i, root=arm.root, k=k, box=_box(laid.box),
                    words=arm_said(ARM_ROW, i, arm, facts=joined(facts)), strip=strip, end=end)

    def hint(self, s: TableView, move: Move, legal: Collection[Move]) -> tuple[Choice, str]:
        tile = play_tile(move)
        several = len(plays_of(legal, tile)) > 1
        return ({**CLEAR, "selected": tile if several else None},
                _("Hint: play {tile}.", tile=self.tile_text(tile)))

    def hint_targets(self, move: Move) -> tuple[str, ...]:
        return (f'[data-arm="{_arm(move)}"]',)

    def tile_intent(self, s: TableView, tile: Tile, legal: Collection[Move]) -> Intent:
        moves = plays_of(legal, tile)
        if not moves:
            obs = _seen(s)
            text = self.tile_text(tile)
            if obs.pending:
                arm = obs.arms[obs.pending[0]]
                return self.misfit(legal, _("{tile} doesn't fit the {double} (it has no {number}).", tile=text,
                                            double=self.tile_text((arm.root, arm.root)), number=arm.root))
            return self.misfit(legal, _("{tile} doesn't fit any open end.", tile=text))
        if len(moves) == 1:
            return Play(moves[0])
        return Select({"selected": None if s.selected == tile else tile, "note": ""})

    def lift(self, s: TableView, tile: Tile, legal: Collection[Move]) -> Intent | None:
        """A tile that fits several arms is chosen when picked up to be dragged: their open ends light."""
        if s.selected == tile or len(plays_of(legal, tile)) < 2:
            return None
        return Select({**CLEAR, "selected": tile, "note": ""})

    def click(self, s: TableView, target: Target) -> Intent | None:
        name = target.get("data-arm-end") or target.get("data-arm")
        if name is None or not name.isdigit():
            return None
        arm = int(name)
        return self.place_chosen(s, lambda m: m.arm == arm,
                                 lambda chosen: _("The {tile} can't go on that arm.", tile=self.tile_text(chosen)))

    def key(self, s: TableView, key: str, active: Target | None, mods: bool = False) -> Intent | None:
        if key not in ("Enter", " ") or active is None or active.get("data-arm-end") is None:
            return None
        return self.click(s, active)


def _arm(move: Move) -> int:
    """The arm a play goes on (every Chicken Foot play names one)."""
    assert move.arm is not None, f"{move} names no arm"
    return move.arm


def _seen(s: TableView) -> ChickenObservation:
    return seen_as(s, ChickenObservation, "the chicken foot board")
