"""The Mexican Train board: the engine in the hub, then one row per train.

The Mexican train comes first (it is everyone's), then the rivals' trains, and the viewer's own
train at the bottom, next to their hand. Each row shows its owner, its marker ("Open to
everyone" or "Owner only"), its tiles from the hub outwards and its open end. The tiles are drawn as large as the felt allows (`fit`), a long train wrapping onto
more lines, so every train and its open end are in sight; many trains on a small felt lie in a
grid instead (`lay`), a long one showing its last tiles. Choose a tile: a tile that fits one train only is played at once; otherwise the
trains it fits light up, each open end a button, and a tap on that end (or anywhere on the lit row)
plays it there.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, NamedTuple, TypedDict

from domino.variants.trains import Obligation, Train, TrainObservation

from table.boards.intents import Intent, Play, Select
from table.boards.base import (CLEAR, PLACED, Board, Choice, Containers, last_play, play_tile, plays_of, seen_as,
                              tile_html)
from table.boards.words import (NO_FIT_DRAW, TRAIN_BANNER, TRAIN_CANNOT_GO, TRAIN_HINT, TRAIN_PASSED, TRAIN_PLAY_HERE,
                                TRAIN_PLAYED, TRAIN_ROW, TRAIN_TILES, joined, mover)
from table.language.catalogue import _, _n, _p
from table.boards.table_view import TableView
from table.boards.targets import Target
from table.render.markup import EMPTY, Markup, html, join
from table.render.pieces import long_short, short_name
from table.render.tiles import face

if TYPE_CHECKING:
    from domino import Move
    from domino.core.tiles import Tile

Tiles = Sequence[tuple[int, int]]   # a train's tiles, from the hub outwards


class Look(TypedDict):
    """A row's sizes in px (WIDE, below)."""
    pad: tuple[int, int]
    name: tuple[int, int]
    above: int
    end: tuple[int, int]
    gap: int
    strip: int
    over: int
    band: int


class Thin(TypedDict, total=False):
    """What compact rows change of a Look."""
    pad: tuple[int, int]
    name: tuple[int, int]
    end: tuple[int, int]
    gap: int
    strip: int
    over: int

MEXICAN = "mexican"
FELT = (360, 480)        # the felt's room in px until the page has measured it
# A tile is 2u x u px, u from 40 down to 18 (steps of 2: fewer jumps): never under 36x18, where a
# 7, an 8 and a 9 still read (their pips' colours tell them apart too, app.css); rows that do not
# fit at the least scroll.
UNITS = range(40, 17, -2)
# px as app.css draws a row: its padding (width, height), the name's width and height beside the
# tiles (wide) or above them, the open end's width and height, the gap between rows, the tiles'
# strip's padding (height), how far a double may overhang its line above and below (into the
# row's padding and half the gap: two rows' doubles never meet), and the least height of the
# engine's band (the banner beside the engine: one line wide, two narrow). Each one that is a CSS
# value is held to app.css by test_train_css.py; text heights are measured (Chromium's fonts).
WIDE: Look = {"pad": (12, 8), "name": (148, 36), "above": 0, "end": (46, 44), "gap": 6, "strip": 4, "over": 0,
              "band": 30}
NARROW: Look = {"pad": (13, 6), "name": (6, 0), "above": 19, "end": (46, 44), "gap": 4, "strip": 4, "over": 0,
                "band": 40}
THIN: Thin = {"pad": (13, 2), "end": (46, 26), "gap": 3, "strip": 0, "over": 2}  # compact rows: thinner
THIN_WIDE: Thin = {**THIN, "pad": (12, 2)}                  # ... the name above its marker, beside the tiles
INLINE_WIDE: Thin = {**THIN_WIDE, "name": (248, 18)}        # ... the name and marker on one line (short felts)
UNLIT_END = 20  # px: a compact row's open end while no tile is chosen (its number only, not a button)
SLACK = 2  # px kept free: a font a little taller must not push the engine out of sight
ROOMY = 28  # px: tiles this large or larger keep the roomy rows; below, compact rows if larger


def fit(felt: tuple[int, int] | None, trains: Sequence[Tiles]) -> tuple[int, str]:
    """(u, classes) for the trains on a felt of (width, height) px: the largest u at which every
    row fits, each train wrapping onto more lines as it grows (a double lies across its train, as
    tall as two tiles), and room kept for the banner (so the tiles do not change size when it comes
    and goes); 'wide' names the trains beside their tiles (else above them). Roomy rows while they
    allow u >= ROOMY; past that, 'compact' rows (thinner; on a wide felt too short for the names
    above their markers, 'inline' ones) when they allow larger tiles. As trains only grow, that
    change comes once in a hand on a felt of a phone or a desktop. When even compact rows do not
    all fit ('scrolls': a chosen tile's lit trains may scroll), the largest u at which they fit
    while no tile is chosen (their open ends no buttons), or else the largest u that makes them no
    taller than the least u does."""
    width, height = felt or FELT
    wide = width >= 480
    kind = "wide" if wide else "narrow"
    base = WIDE if wide else NARROW
    roomy = _largest(width, height, trains, base)
    if roomy is not None and roomy >= ROOMY:
        return roomy, kind
    thin: list[tuple[str, Look]] = [(" compact", {**base, **THIN})] if not wide else [
        (" compact", {**base, **THIN_WIDE}), (" compact inline", {**base, **INLINE_WIDE})]
    for name, look in thin:
        u = _largest(width, height, trains, look)
        if u is not None:
            return (u, kind + name) if roomy is None or u >= roomy else (roomy, kind)
    if roomy is not None:
        return roomy, kind
    name, look = thin[-1]
    unlit = _largest(width, height, trains, {**look, "end": (look["end"][0], UNLIT_END)})
    if unlit is not None:
        return unlit, kind + name + " scrolls"
    need = {u: _need(width, trains, look, u, False) for u in UNITS}
    return next(u for u in UNITS if need[u] <= need[UNITS[-1]]), kind + name + " scrolls"


class Laid(NamedTuple):
    """How the trains lie on the felt: their tiles' u and look (fit), and in the grid look its
    columns and each cell's room in tiles (`slots`; 0: every tile shows)."""
    u: int
    look: str
    cols: int = 1
    slots: int = 0


# The grid look (app.css .grid), in px: a cell's padding (width, height), the name's line above
# its tiles (measured: Chromium's fonts), the open end's width beside them and the gap to it, and
# the gaps between cells (across, down; down also under the engine's band).
GRID_PAD = (10, 2)
GRID_HEAD = 15
GRID_END = 30
GRID_GAP = (4, 3)
MANY = 5   # trains: more than this, rows that would scroll lie in a grid instead


def lay(felt: tuple[int, int] | None, trains: Sequence[Tiles]) -> Laid:
    """The trains on the felt: as `fit` has them, unless more than MANY trains would scroll there;
    then in a grid of two or three columns, each cell one train whose name is above its tiles
    and its open end beside them, all in sight. A cell too small for a long train shows its last
    tiles, the earlier ones counted on a chip before them (the Moves list has them all)."""
    u, look = fit(felt, trains)
    if "scrolls" not in look or len(trains) <= MANY:
        return Laid(u, look)
    return _grid(felt or FELT, trains, look.split()[0]) or Laid(u, look)


def _grid(felt: tuple[int, int], trains: Sequence[Tiles], kind: str) -> Laid | None:
    """The grid that shows every tile with the largest u; else the one that shows the most tiles
    (then the largest u); None if no cell holds a line of two tiles of the least u."""
    width, height = felt
    band = (WIDE if kind == "wide" else NARROW)["band"]
    best: tuple[tuple[bool, int, int], Laid] | None = None
    for cols in (2, 3):
        rows = -(-len(trains) // cols)
        room = (width - GRID_GAP[0] * (cols - 1)) // cols - GRID_PAD[0] - GRID_END - GRID_GAP[0]
        for u in UNITS:
            across = (room + 2) // (2 * u + 2)
            top = max(round(1.2 * u), band)
            cell = (height - top - SLACK - GRID_GAP[1] * rows) // rows - GRID_PAD[1] - GRID_HEAD
            down = (cell + 2) // (u + 2)
            if across < 2 or down < 1:
                continue
            slots = across * down
            whole = all(len(tiles) <= slots for tiles in trains)
            shown = sum(len(tiles) if len(tiles) <= slots else slots - 1 for tiles in trains)
            key = (whole, shown if not whole else 0, u)
            if best is None or key > best[0]:
                best = key, Laid(u, kind + " grid", cols, 0 if whole else slots)
    return None if best is None else best[1]


def _need(width: int, trains: Sequence[Tiles], look: Look, u: int, doubles: bool = True) -> int:
    """The px height of the engine's band and every row, with tiles of u px, and SLACK; with
    `doubles` false, as if each double were no taller than a line (rows that scroll: the others
    as thin as they can be, whatever a double adds)."""
    room = width - look["pad"][0] - look["name"][0] - look["end"][0]
    top = max(round(1.2 * u), look["band"])
    over = look["over"] if doubles else u
    rows = sum(max(look["end"][1], look["name"][1], look["above"] + _height(tiles, u, room, look["strip"], over))
               + look["pad"][1] for tiles in trains)
    return top + rows + look["gap"] * len(trains) + SLACK


def _largest(width: int, height: int, trains: Sequence[Tiles], look: Look) -> int | None:
    """The largest u whose rows fit `height`, or None."""
    return next((u for u in UNITS if _need(width, trains, look, u) <= height), None)


def _height(tiles: Tiles, u: int, room: int, strip: int = 4, over: int = 0) -> int:
    """The height in px of a train's tiles laid in lines `room` px wide, 2 px apart, in a strip
    padded `strip` px in all; doubles across, overhanging their line `over` px above and below."""
    if not tiles:
        return 16
    total, x, line = strip, 0, 0
    for a, b in tiles:
        w, h = (u, max(u, 2 * u - 2 * over)) if a == b else (2 * u, u)
        if x and x + w > room:
            total, x, line = total + line + 2, 0, 0
        x, line = x + w + 2, max(line, h)
    return total + line


class TrainBoard(Board[TrainObservation]):
    kind = "trains"
    pile = "boneyard"
    targets = "[data-train-end],[data-train]"
    focus_targets: tuple[str, ...] = ('[data-train-end]',)

    # -- words --------------------------------------------------------------------------------

    @staticmethod
    def whose(s: TableView, name: int | str, viewer: int | None = None, actor: int | None = None) -> str:
        """Whose train `name` is, as the words name it (the keys of TRAIN_BANNER...): "mexican",
        "yours" (the viewer's), "theirs" (another seat's). With `actor` the words describe that
        seat's move, told to everyone at the table: "yours" is the person's, "own" the actor's."""
        if not isinstance(name, int):  # MEXICAN, the one train named by a word
            return "mexican"
        if actor is None:
            return "yours" if name == viewer else "theirs"
        if name == actor and actor != s.person:
            return "own"
        return "yours" if name == s.person else "theirs"

    def train_said(self, s: TableView, messages: dict[str, str], name: int | str, viewer: int | None,
                   **params: object) -> str:
        """The message of `messages` for whose train `name` is, filled in ({owner}: its seat's name)."""
        return _(messages[self.whose(s, name, viewer)], owner=s.names[name] if isinstance(name, int) else "",
                 **params)

    @staticmethod
    def owner_title(s: TableView, name: int | str, viewer: int | None) -> str:
        if not isinstance(name, int):
            return _("Mexican train")
        if name == viewer:
            return _("Your train")
        return s.names[name]

    def banner(self, s: TableView, obligation: Obligation, viewer: int | None) -> str:
        """The double to cover (obs.obligation.banner(viewer), with the table's names)."""
        return self.train_said(s, TRAIN_BANNER, obligation.train, viewer, double=self.tile_text(obligation.double))

    def describe(self, s: TableView, seat: int, move: Move, drawn: Tile | None = None, expert: bool = False) -> str:
        who = mover(s, seat, expert)
        if move.kind == "play":
            tile = play_tile(move)
            train = _train(move)
            where = self.whose(s, train, s.viewer, None if expert else seat)
            said = who.say(TRAIN_PLAYED[where], tile=self.tile_text(tile),
                           owner=s.names[train] if isinstance(train, int) else "")
            if tile[0] == tile[1] and not s.game.is_over and not expert:
                owed = _("The double must be covered.")
                said = f"{said} {owed}"   # a sentence of its own
            return said
        if move.kind == "pass":
            return who.say(TRAIN_PASSED)
        return self.said(who, move, drawn)

    def prompt(self, s: TableView, obs: TrainObservation, legal: Collection[Move], playable: Collection[Tile],
               kinds: Collection[str]) -> str:
        selected = s.selected
        if selected is not None:
            return _("Tap the open end of a lit train for the {tile}.", tile=self.tile_text(selected))
        ob = obs.obligation
        if ob is not None:  # the banner on the board names the double and its train
            if playable:
                return _("Cover the double: tap a tile that covers it.")
            if "draw" in kinds:
                return _("No tile covers the double: draw from the boneyard.")
            return _("Nothing covers the double: pass.")
        own = obs.train(obs.seat)
        if playable and own.marker and any(m.kind == "play" and m.train == obs.seat for m in legal):
            return _("Your turn: play on your own train to close it (it is open to everyone).")
        if playable and not own.started:
            return _("Your turn: start your own train with a tile that matches the engine.")
        return self.fallback_prompt(playable, kinds, _(NO_FIT_DRAW[self.pile]),
                                    _("No tile fits: pass (your train opens to everyone)."))

    def blocked_text(self, tie: bool) -> str:
        if tie:
            return _("The trains are blocked and the lowest hands tie.")
        return _("The trains are blocked: the lowest pip total wins.")

    # -- HTML ---------------------------------------------------------------------------------

    def containers(self, s: TableView, obs: TrainObservation, legal: Collection[Move]) -> Containers:
        viewer, selected = s.viewer, s.selected
        places: set[int | str] = set()
        if selected is not None:
            places = {_train(m) for m in legal if m.kind == "play" and m.tile == selected}
        ob = obs.obligation
        n = obs.players
        order: list[int | str] = [MEXICAN]
        if viewer is None:
            order += list(range(n))
        else:
            order += [(viewer + i) % n for i in range(1, n)] + [viewer]
        last = last_play(obs.history)
        placed = last.train if last is not None else None
        laid = lay(s.felt, [obs.train(name).tiles for name in order])
        rows = [self.row(s, obs.train(name), viewer, name in places, selected, ob, name == placed, laid)
                for name in order]
        e = obs.engine
        hub = html('<div class="hub" role="img" aria-label="{label}">'
                   '<span class="hub-k">{word}</span><span class="hub-tile">{face}</span></div>',
                   label=_("Engine {tile}", tile=self.tile_text((e, e))), word=_("Engine"), face=face(e, e, False))
        banner = EMPTY
        if ob is not None:
            banner = html('<p class="banner" data-banner>{}</p>', self.banner(s, ob, viewer))
        # for the viewport: the trains to keep in sight, those of the chosen tile, else those the
        # viewer can play on now
        reach = places or {_train(m) for m in legal if m.kind == "play"}
        cols = html(";--cols:{}", laid.cols) if laid.cols > 1 else EMPTY
        return {"board": html('<div class="trains {}" style="--u:{}px{}" tabindex="0" role="group"'
                              ' aria-label="{}"><div class="trains-top">{}{}</div>'
                              '<div class="rows" data-trains>{}</div></div>', laid.look, laid.u, cols,
                              _("Trains"), hub, banner, join(rows)),
                "view": frozenset(str(name) for name in reach)}

    def row(self, s: TableView, train: Train, viewer: int | None, fit: bool, selected: Tile | None,
            ob: Obligation | None, placed: bool = False, laid: Laid | None = None) -> Markup:
        """One train's row; `placed`: the latest play went here, its last tile is marked; doubles
        lie across the train, but in the grid look (`laid`), where they lie in line. A train longer
        than a grid cell's slots shows its last slots - 1, the earlier ones folded away behind a
        chip that counts them."""
        name = train.name
        mexican = name == MEXICAN
        grid = laid is not None and laid.cols > 1
        title: str | Markup = self.owner_title(s, name, viewer)
        if grid and isinstance(name, int) and name != viewer:  # a rival's, as the plaques name it on a phone
            title = long_short(title, short_name(title, name, s.person is not None and name != s.person))
        cls = "train"
        if mexican:
            cls += " mexican"
        elif name == viewer:
            cls += " own"
        if fit:
            cls += " fit"
        owed = ob is not None and ob.train == name
        if owed:
            cls += " owed"
        open_ = mexican or train.marker
        marker = html('<span class="marker{}">{}</span>', " open" if open_ else "",
                      _("Open to everyone") if open_ else _("Owner only"))
        k = len(train.tiles)
        slots = laid.slots if laid is not None else 0
        folded = k - slots + 1 if 0 < slots < k else 0
        tiles = []
        if folded:
            tiles.append(html('<span class="train-more" aria-hidden="true">{}</span>',
                              _p("tiles folded before a train's last ones", "+{count}", count=folded)))
        for i, (a, b) in enumerate(train.tiles):
            tcls = "trt dbl" if a == b else "trt"
            if i < folded:
                tcls += " folded"
            mark = EMPTY
            if i == k - 1:
                tcls += " last"
                if placed:
                    mark = PLACED
            tiles.append(tile_html(tcls, a, b, mark, across=not grid))
        facts = [_n("{count} tile", "{count} tiles", k), _("open end {number}", number=train.open_end),
                 _("open to everyone") if open_ else _("owner only")]
        if ob is not None and owed:
            facts.append(_("the {double} must be covered", double=self.tile_text(ob.double)))
        words = self.train_said(s, TRAIN_ROW, name, viewer, facts=joined(facts))
        word = _p("open end", "End")
        if fit and selected is not None:  # a lit row: the chosen tile fits it
            end = html('<button type="button" class="train-end" data-train-end="{name}"'
                       ' aria-label="{label}"><span class="end-k">{word}</span>'
                       '<span class="end-n">{n}</span></button>', name=name, word=word, n=train.open_end,
                       label=self.train_said(s, TRAIN_PLAY_HERE, name, viewer, tile=self.tile_text(selected),
                                             number=train.open_end))
        else:
            end = html('<div class="train-end" aria-hidden="true"><span class="end-k">{}</span>'
                       '<span class="end-n">{}</span></div>', word, train.open_end)
        strip = html('<div class="train-tiles train-empty">{}</div>', _("not started"))
        if tiles:
            strip = html('<div class="train-tiles" role="list" aria-label="{}">{}</div>',
                         self.train_said(s, TRAIN_TILES, name, viewer), join(tiles))
        return html(
            '<div class="{cls}" data-train="{name}" data-count="{k}" data-open="{n}"'
            ' data-marker="{marked}" role="group" aria-label="{words}">'
            '<div class="train-head"><span class="train-owner">{title}</span>{marker}</div>{strip}{end}</div>',
            cls=cls, name=name, k=k, n=train.open_end, marked="true" if train.marker else "false",
            words=words, title=title, marker=marker, strip=strip, end=end,
        )

    # -- hints ------------------------------------------------------------------------------

    def hint(self, s: TableView, move: Move, legal: Collection[Move]) -> tuple[Choice, str]:
        tile = play_tile(move)
        places = {m.train for m in plays_of(legal, tile)}
        return ({**CLEAR, "selected": tile if len(places) > 1 else None},
                self.train_said(s, TRAIN_HINT, _train(move), s.viewer, tile=self.tile_text(tile)))

    def hint_targets(self, move: Move) -> tuple[str, ...]:
        return (f'[data-train="{move.train}"]',)

    # -- input ------------------------------------------------------------------------------

    def tile_intent(self, s: TableView, tile: Tile, legal: Collection[Move]) -> Intent:
        moves = plays_of(legal, tile)
        if not moves:
            obs = _seen(s)
            text = self.tile_text(tile)
            if obs.obligation is not None:
                return self.misfit((), _("{tile} doesn't cover the {double}.", tile=text,
                                         double=self.tile_text(obs.obligation.double)))
            if not obs.train(obs.seat).started:
                return self.misfit((), _("{tile} can't start your train (it needs a {number}).", tile=text,
                                         number=obs.engine))
            draws = [m for m in legal if m.kind == "draw"]
            return self.misfit(draws, _("{tile} fits no train you may use.", tile=text))
        if len(moves) == 1:
            return Play(moves[0])
        return Select({"selected": None if s.selected == tile else tile, "note": ""})

    def click(self, s: TableView, target: Target) -> Intent | None:
        name = target.get("data-train-end") or target.get("data-train")
        if name is None:
            return None
        try:
            train: int | str = MEXICAN if name == MEXICAN else int(name)
        except ValueError:
            return None
        return self.place_chosen(
            s, lambda m: m.train == train,
            lambda chosen: self.train_said(s, TRAIN_CANNOT_GO, train, s.viewer, tile=self.tile_text(chosen)))

    def key(self, s: TableView, key: str, active: Target | None, mods: bool = False) -> Intent | None:
        if key not in ("Enter", " ") or active is None or active.get("data-train-end") is None:
            return None
        return self.click(s, active)


def _train(move: Move) -> int | str:
    """The train a play goes on (every Mexican Train play names one)."""
    if move.train is None:
        raise ValueError(f"{move} names no train")
    return move.train


def _seen(s: TableView) -> TrainObservation:
    """The trains as the viewer sees them."""
    return seen_as(s, TrainObservation, "a train board")
