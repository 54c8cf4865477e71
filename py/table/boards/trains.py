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

from collections.abc import Collection
from typing import TYPE_CHECKING

from domino.variants.trains import Obligation, Train, TrainObservation

from table.boards.intents import Intent, Pan, Play, Select
from table.boards.base import (CLEAR, PLACED, Board, Choice, Containers, last_play, play_tile, plays_of, seen_as,
                              tile_html)
from table.boards.words import (NO_FIT_DRAW, TRAIN_BANNER, TRAIN_CANNOT_GO, TRAIN_HINT, TRAIN_PASSED, TRAIN_PLAY_HERE,
                                TRAIN_PLAYED, TRAIN_ROW, TRAIN_TILES, joined, mover)
from table.language.catalogue import _, _n, _p
from table.boards.table_view import TableView
from table.boards.train_layout import Laid, lay
from table.boards.targets import Target
from table.render.markup import EMPTY, Markup, html, join
from table.render.pieces import long_short, short_name
from table.render.tiles import face

if TYPE_CHECKING:
    from domino import Move
    from domino.core.tiles import Tile

MEXICAN = "mexican"


class TrainBoard(Board[TrainObservation]):
    kind = "trains"
    pile = "boneyard"
    targets = "[data-train-end],[data-train],[data-more-rows]"
    drop_targets = "[data-train-end],[data-train]"
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
            banner = html('<p class="banner" data-banner="{train}" data-double="{double}">{words}</p>', train=ob.train,
                          double="-".join(map(str, ob.double)), words=self.banner(s, ob, viewer))
        # for the viewport: the trains to keep in sight, those of the chosen tile, else those the
        # viewer can play on now
        reach = places or {_train(m) for m in legal if m.kind == "play"}
        cols = html(";--cols:{}", laid.cols) if laid.cols > 1 else EMPTY
        return {"board": html('<div class="trains {}" style="--u:{}px{}" tabindex="0" role="group"'
                              ' aria-label="{}"><div class="trains-top">{}{}{}</div>'
                              '<div class="rows" data-trains>{}</div></div>', laid.look, laid.u, cols,
                              _("Trains"), hub, banner, more_rows(laid.look), join(rows)),
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
        # a grid's cell has room for "Open" only (app.css); "Owner only" fits whole
        words = (long_short(_("Open to everyone"), _p("a train's marker where room is short", "Open")) if open_
                 else _("Owner only"))
        marker = html('<span class="marker{}">{}</span>', " open" if open_ else "", words)
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
                return self.misfit((), _("{tile} can't start your train (it has no {number}).", tile=text,
                                         number=obs.engine))
            draws = [m for m in legal if m.kind == "draw"]
            return self.misfit(draws, _("{tile} fits no train you may use.", tile=text))
        if len(moves) == 1:
            return Play(moves[0])
        return Select({"selected": None if s.selected == tile else tile, "note": ""})

    def click(self, s: TableView, target: Target) -> Intent | None:
        more = target.get("data-more-rows")   # "more trains" above or below: a row that way
        if more is not None:
            return Pan(0, -1 if more == "up" else 1)
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


def more_rows(look: str) -> Markup:
    """Where the rows scroll between the engine and the viewer's own train: the marks that say more
    rows lie above or below them (the stylesheet shows each as the scroll allows), and a tap on one
    scrolls a row that way. The rows are all in the page, so screen readers need no mark, and the
    marks only save a finger the swipe."""
    if "scrolls" not in look:
        return EMPTY
    # Translators: beside an arrow, over rows of trains that scroll: more lie above or below
    words = _("more trains")
    return html('<span class="more-rows above" data-more-rows="up" aria-hidden="true">'
                '▲<span class="more-w"> {w}</span></span>'
                '<span class="more-rows below" data-more-rows="down" aria-hidden="true">'
                '▼<span class="more-w"> {w}</span></span>', w=words)
