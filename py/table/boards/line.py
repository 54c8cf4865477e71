"""The line games' board (Draw and Block): the chain, its two open ends, a tile then an end.

A tile that fits one end is played on tap; a tile that fits both waits for an end.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from domino.core import catalog
from domino.variants.line import LineObservation

from table.render import pieces as view
from table.boards.intents import Intent, Play, Select
from table.boards.base import (CLEAR, PLACED, Attrs, Board, Choice, Containers, last_play, play_tile, plays_of,
                              seen_as)
from table.boards.words import OPENED, PLAYED, PLAYED_ON, Mover
from table.language.catalogue import N_, _, _p, said
from table.language.formats import or_list
from table.boards.table_view import TableView
from table.boards.targets import Target
from table.render.markup import EMPTY, Markup, html, join, raw
from table.boards.snake import Box, opening_index, with_open_ends
from table.render.tiles import face

if TYPE_CHECKING:
    from domino import Move
    from domino.core.tiles import Tile
    from domino.core.variant import History

_DISABLED = raw(" disabled")
# Who opens (docs/rules.md §1): the best tile's holder, or in Block's later hands the last winner
# (with partners the seat after the last hand's opener, §8).
BY_RULE = N_("The highest double opens, else the heaviest tile.")
BY_WINNER = N_("The last hand's winner opens with any tile.")
BY_TURN = N_("The lead passes round: the next player opens with any tile.")  # Block, two against two
_END_L, _END_R, _END_LR = raw(' data-chain-end="L"'), raw(' data-chain-end="R"'), raw(' data-chain-end="LR"')
FELT = (360, 240)  # the felt's room in px until the page has measured it


def play_words(who: Mover, move: Move, chain: Sequence[tuple[int, int]] = ()) -> str:
    """A play in words: 'Computer 2 played 4-6 on the 6.', the end named by the number it showed
    (read from `chain`, the chain after the move), as the felt, the end buttons and the log name it."""
    text = view.tile_text(play_tile(move))
    if move.end is None:
        return who.say(OPENED, tile=text)
    if not chain:
        return who.say(PLAYED, tile=text)
    onto = chain[0][1] if move.end == "L" else chain[-1][0]
    return who.say(PLAYED_ON, tile=text, end=onto)


def ends_said(numbers: Sequence[int]) -> str:
    """Open ends named by their numbers: 'the 3', 'the 3 or the 5'."""
    return or_list([_("the {number}", number=n) for n in numbers])


def chain_html(chain: Sequence[tuple[int, int]], history: History, felt: tuple[int, int] | None = None,
               empty: str = BY_RULE) -> Markup:
    """The chain in play order, left end to right end, each tile placed on the felt (snake.py) for
    a felt of `felt` (width, height) px. The latest play's tile is marked [data-placed], with the way
    it came in as data-from; the two end tiles are [data-chain-end] (L, R, or LR for a lone tile),
    where a tap or a drop plays the chosen tile. Each end tile holds its end's mark, [data-chain-tag],
    with the number it shows (the end's name in the log, the status and the end buttons), on the
    felt where the next tile there would start."""
    if not chain:  # `empty` (a message) says who opens
        return html('<p class="chain-empty" role="listitem" data-chain-end="">{}</p>', _(empty))
    width, height = felt or FELT
    tiles = tuple((a, b) for a, b in chain)
    layout, tag_l, tag_r = with_open_ends(tiles, opening_index(tiles, history), int(width), int(height))
    placed = last_play(history)
    last = len(tiles) - 1
    at = None if placed is None else (last if placed.end == "R" else 0)
    came = placed is not None and bool(placed.end)  # an opening tile came from nowhere
    parts = []
    for i, (left, right) in enumerate(tiles):
        spot = layout.spots[i]
        cls = "ct dbl" if left == right else "ct"
        if spot.vertical:
            cls += " v"
        mark = tags = EMPTY
        x, y, w, h = layout.box(i)
        if i == 0:
            cls += " first"
            mark += _END_L if i < last else _END_LR
            tags += end_mark("L", left, tag_l, x, y)
        if i == last:
            cls += " last"
            mark += _END_R if i > 0 else EMPTY
            tags += end_mark("R", right, tag_r, x, y)
        if i == at:
            mark += PLACED + (html(' data-from="{}"', spot.heading) if came else EMPTY)
        lo, hi = (left, right) if left <= right else (right, left)
        parts.append(html(
            '<div class="{cls}" role="listitem" data-tile="{lo}-{hi}" aria-label="{a}-{b}"'
            ' style="left:{x}px;top:{y}px;width:{w}px;height:{h}px"{mark}>{face}{tags}</div>',
            cls=cls, lo=lo, hi=hi, a=left, b=right, x=x, y=y, w=w, h=h, mark=mark,
            face=face(spot.a, spot.b, spot.vertical), tags=tags))
    return join(parts)


def end_mark(end: str, number: int, cell: Box, x: int, y: int) -> Markup:
    """An open end's mark: its number in the cell `cell` (px on the felt), placed from its end
    tile's corner (x, y); hidden from screen readers, which have the end buttons."""
    left, top, w, h = cell
    return html('<span class="chain-tag" data-chain-tag="{end}" aria-hidden="true"'
                ' style="left:{l}px;top:{t}px;width:{w}px;height:{h}px;font-size:{f}px">{n}</span>',
                end=end, l=left - x, t=top - y, w=w, h=h, f=max(10, round(w * 0.55)), n=number)


def end_buttons(ends: Sequence[tuple[str, int]], fits: Collection[str | None],
                quiet: Collection[str] = ()) -> Markup:
    """The open ends' buttons, each named by its number (-1: empty, before the opening) and enabled
    when the chosen tile fits there; an end in `quiet` is open but adds nothing to the count (the
    spinner's ends before a tile is on them), and says so."""
    out = []
    word = _p("open end", "End")
    # Translators: the word over an open end that adds nothing to All Fives' count (a short phrase)
    quiet_word = _p("open end", "counts 0")
    for end, number in ends:
        value = "–" if number < 0 else str(number)
        on, counts = end in fits, end not in quiet
        if number < 0:
            label = _("End, empty, play here") if on else _("End, empty")
        elif not counts:
            label = (_("End {number}, counts 0, play here", number=number) if on
                     else _("End {number}, counts 0", number=number))
        else:
            label = _("End {number}, play here", number=number) if on else _("End {number}", number=number)
        out.append(html(
            '<button type="button" class="end{fit}{quiet}" data-end="{end}" aria-label="{label}"{off}>'
            '<span class="end-k">{word}</span><span class="end-n">{value}</span></button>',
            fit=" fit" if on else "", quiet=EMPTY if counts else " quiet", end=end, label=label,
            off=EMPTY if on else _DISABLED, word=word if counts else quiet_word, value=value,
        ))
    return join(out)


def ends_html(ends: tuple[int, int] | None, fits: Collection[str | None] = ()) -> Markup:
    """The two Open ends boxes; an end is enabled when the selected tile fits there."""
    left, right = ends if ends is not None else (-1, -1)
    return end_buttons((("L", left), ("R", right)), fits)


class NamedEnds:
    """Hints of the boards whose plays name an open end (L, R; the spinner's U, D too), each said
    by the number it shows, and the note on a tile that may not open the hand."""

    @staticmethod
    def end_value(s: TableView, end: str) -> int:
        raise NotImplementedError

    def hint(self, s: TableView, move: Move, legal: Collection[Move]) -> tuple[Choice, str]:
        tile = play_tile(move)
        text = view.tile_text(tile)
        words = (_("Hint: play {tile} on the {end}.", tile=text, end=self.end_value(s, move.end)) if move.end
                 else _("Hint: play {tile}.", tile=text))
        return {**CLEAR, "selected": tile if move.end else None}, words

    def hint_targets(self, move: Move) -> tuple[str, ...]:
        return (f'[data-end="{move.end}"]',) if move.end else ()

    @staticmethod
    def opens_with(ends: object, legal: Collection[Move]) -> bool:
        """No tile is down and one move is legal: the prompt names it ("open with 6-6"), so a hint
        for it tells nothing (names_the_move)."""
        return not ends and len(legal) == 1

    @staticmethod
    def cannot_open(tile: Tile, legal: Collection[Move]) -> Intent | None:
        """A tap, before any tile is down, on a tile the rules do not let open the hand (the first
        hand opens with the best tile dealt): the note names the tile that opens it. None when
        tiles are down already (a play names its end), or the tapped tile may open."""
        plays = [m for m in legal if m.kind == "play"]
        openers = sorted({m.tile for m in plays if m.tile is not None})
        if not openers or tile in openers or any(m.end is not None for m in plays):
            return None
        named = or_list([view.tile_text(t) for t in openers])
        return Select({**CLEAR, "note": _("{tile} cannot open the hand: it opens with {openers}.",
                                          tile=view.tile_text(tile), openers=named)})


class LineBoard(NamedEnds, Board[LineObservation]):
    kind = "line"
    targets = "[data-end],[data-chain-end]"
    focus_targets: tuple[str, ...] = ("[data-end]:not([disabled])",)

    @staticmethod
    def fits(s: TableView, legal: Collection[Move]) -> set[str | None]:
        """The ends the chosen tile fits."""
        return {m.end for m in legal if m.kind == "play" and m.tile == s.selected}

    def containers(self, s: TableView, obs: LineObservation, legal: Collection[Move]) -> Containers:
        empty = BY_RULE if obs.leader is None else BY_TURN if obs.partners else BY_WINNER
        return {"chain": chain_html(obs.chain, obs.history, s.felt, empty),
                "ends": ends_html(obs.ends, self.fits(s, legal))}

    def marks(self, s: TableView, legal: Collection[Move]) -> Attrs:
        return {("chain", "data-fit"): " ".join(sorted(e for e in self.fits(s, legal) if e))}

    def handoff_containers(self, obs: LineObservation) -> Containers:
        return {"ends": ends_html(obs.ends)}

    @property
    def has_stock(self) -> bool:
        """A game played without a stock (Block): nobody draws, and nothing says a stock ran out."""
        return catalog.entry(self.variant).stock

    def stock_html(self, obs: LineObservation) -> Markup:
        if not self.has_stock:  # the game's name where the stock would be
            return html('<span class="stock-k">{}</span><span class="stock-n">{}</span>',
                        said(catalog.title(self.variant)), _("no stock"))
        return super().stock_html(obs)

    def play_said(self, s: TableView, who: Mover, move: Move) -> str:
        return play_words(who, move, _seen(s).chain)

    def prompt(self, s: TableView, obs: LineObservation, legal: Collection[Move], playable: Collection[Tile],
               kinds: Collection[str]) -> str:
        selected = s.selected
        if selected is not None and obs.ends is not None:  # it fits both ends
            lo, hi = obs.ends
            return _("{tile} fits both ends: tap a lit end, the {lo} or the {hi}.",
                     tile=view.tile_text(selected), lo=lo, hi=hi)
        if self.opens_with(obs.ends, legal):
            return _("Your turn: open with {tile}.", tile=view.tile_text(play_tile(next(iter(legal)))))
        return self.fallback_prompt(playable, kinds, _("No tile fits: draw from the stock."),
                                    _("No tile fits and the stock is empty: pass.") if self.has_stock
                                    else _("No tile fits: pass."))

    def blocked_text(self, tie: bool) -> str:
        if tie:
            return _("The chain is blocked and the lowest hands tie.")
        return _("The chain is blocked: the lowest pip total wins.")

    def names_the_move(self, s: TableView, legal: Collection[Move]) -> bool:
        return self.opens_with(_seen(s).ends, legal)

    def choices(self, s: TableView, legal: Collection[Move]) -> int:
        """A tile that fits both ends when they show the same number makes the same line either way."""
        obs = _seen(s)
        if obs.ends is None or obs.ends[0] != obs.ends[1]:
            return len(legal)
        return len({(m.kind, m.tile) for m in legal})

    # -- input ------------------------------------------------------------------------------

    def tile_intent(self, s: TableView, tile: Tile, legal: Collection[Move]) -> Intent:
        moves = plays_of(legal, tile)
        if not moves:
            text = view.tile_text(tile)
            stuck = (_("{tile} doesn't fit either end, and the stock is empty: pass.", tile=text) if self.has_stock
                     else _("{tile} doesn't fit either end: pass.", tile=text))
            return self.cannot_open(tile, legal) or self.misfit(
                legal, _("{tile} doesn't fit either end.", tile=text), stuck)
        if len(moves) == 1:
            return Play(moves[0])
        obs = _seen(s)
        if obs.ends is not None and obs.ends[0] == obs.ends[1]:  # either end makes the same line: the shorter arm takes it
            left = opening_index(obs.chain, obs.history)
            end = "L" if left < len(obs.chain) - 1 - left else "R"
            return Play(next(m for m in moves if m.end == end))
        return Select({"selected": tile, "note": ""})  # fits both ends: ask which

    def click(self, s: TableView, target: Target) -> Intent | None:
        """A tap on an Open ends box, or on an end tile of the chain: "L", "R", "LR" for a lone
        tile (both ends), "" for the empty felt (the opening)."""
        end = target.get("data-end")
        if end is None:
            end = target.get("data-chain-end")
            if end is None:
                return None
        ends: set[str | None] = {*end} if end else {None}

        def nowhere(chosen: Tile) -> str:
            text = view.tile_text(chosen)
            if end == "LR":
                return _("{tile} doesn't fit either end.", tile=text)
            if not end:
                return _("{tile} cannot open the chain.", tile=text)
            return _("{tile} doesn't fit {ends}.", tile=text, ends=ends_said([self.end_value(s, end)]))
        return self.place_chosen(s, lambda m: m.end in ends, nowhere)

    @staticmethod
    def end_value(s: TableView, end: str) -> int:
        """The number showing at an end ("L" or "R") of the chain, which the words name it by: the
        chain snakes on the felt, so its "left" end can sit anywhere."""
        ends = _seen(s).ends
        if ends is None:
            raise ValueError("the chain has no ends yet")
        return ends["LR".index(end)]


def _seen(s: TableView) -> LineObservation:
    """The chain as the viewer sees it."""
    return seen_as(s, LineObservation, "a line board")
