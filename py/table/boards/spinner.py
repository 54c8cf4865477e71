"""The All Fives board: the spinner in the middle of the felt, its four arms L, R, U and D (arms.py),
the open ends as buttons named by their numbers, and the count the last play left.

A tile that fits one open end is played on tap (or at the end of an arm that makes the same count
either way); a tile that fits several waits for an end: a tap on its button, on its tile on the
felt, or a drop there.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from domino.variants.allfives.observation import FivesObservation

from table.render import partners
from table.render import pieces as view
from table.boards.arms import ARMS, CENTRE, CORNERS, Key, Spread, spread
from table.boards.intents import Intent, Play, Select
from table.boards.base import PLACED, Attrs, Board, Containers, last_play, play_tile, plays_of, seen_as
from table.boards.line import BY_RULE, BY_WINNER, FELT, LineBoard, NamedEnds, end_buttons, end_mark
from table.boards.table_view import TableView
from table.boards.targets import Target
from table.render.markup import EMPTY, Markup, html, join, raw
from table.render.tiles import face

if TYPE_CHECKING:
    from domino import Move, Outcome
    from domino.core.tiles import Tile

Pair = tuple[int, int]
# px: the count's box in a corner of the felt (app.css .count, its tallest: a score under it on a
# desktop), which no tile or end's mark lies under
COUNT_CORNER = (56, 58)


def count_words(count: int, score: int) -> str:
    """The count a play left, in words: 'Count 15 scores 15', 'Count 12'."""
    return f"Count {count} scores {score}" if score else f"Count {count}"


def after_play(obs: FivesObservation) -> str:
    """What the last play's count says after its words ('' before the opening)."""
    if not obs.laid:
        return ""
    return f" {count_words(obs.count, obs.score)}."


def describe(name: str, move: Move, drawn: Tile | None, obs: FivesObservation) -> str:
    """A move in words: 'Ann played 5-3 on the 5. Count 15 scores 15.', the end named by the number it
    showed (read from the layout after the move, `obs`)."""
    if move.kind != "play":
        return Board.said(name, move, drawn, " from the stock")
    text = view.tile_text(play_tile(move))
    if move.end is None:
        return f"{name} opened with {text}.{after_play(obs)}"
    onto = _inner(obs, move.end)
    where = f" on the {onto}" if onto is not None else ""
    return f"{name} played {text}{where}.{after_play(obs)}"


def _inner(obs: FivesObservation, end: str) -> int | None:
    """The number the tile just laid at `end` was matched to: its arm's outer tile's inner half
    (None when the arm is empty: a double laid there became the spinner)."""
    arm = obs.arm(end)
    return arm[-1][0] if arm else None


def spread_of(obs: FivesObservation, felt: tuple[int, int] | None) -> Spread | None:
    """The layout of `obs` on a felt of `felt` px (None before the opening)."""
    if obs.centre is None:
        return None
    width, height = felt or FELT
    opens = dict(obs.ends)
    return spread(tuple(obs.centre), obs.spinner is not None, tuple(tuple(a) for a in obs.arms),
                  tuple(opens.get(name, -1) for name in ARMS), int(width), int(height), corner=COUNT_CORNER)


def _ends_of(keys: Sequence[Key], obs: FivesObservation) -> dict[Key, str]:
    """Each end tile's open ends (its data-chain-end): an arm's outer tile, or the centre for an
    open arm with no tile yet."""
    out: dict[Key, str] = {}
    for name, _ in obs.ends:
        arm = obs.arm(name)
        key = (name, len(arm) - 1) if arm else CENTRE
        out[key] = out.get(key, "") + name
    return out


def layout_html(obs: FivesObservation, felt: tuple[int, int] | None = None) -> Markup:
    """The layout: each tile placed on the felt (arms.py), the latest play's [data-placed] (with the
    way it came in as data-from), each end tile [data-chain-end] (its ends' names: "L", "LR"...),
    holding each of its ends' marks, [data-chain-tag], with the number it shows, where the next
    tile there would start."""
    laid = spread_of(obs, felt)
    if laid is None:
        return html('<p class="chain-empty" role="listitem" data-chain-end="">{}</p>',
                    BY_RULE if obs.leader is None else BY_WINNER)
    placed = last_play(obs.history)
    at: Key | None = None
    if placed is not None and placed.end is not None and obs.arm(placed.end):
        at = (placed.end, len(obs.arm(placed.end)) - 1)
    elif placed is not None:
        at = CENTRE   # the opening, or a double that became the spinner
    ends = _ends_of(laid.keys, obs)
    values = dict(obs.ends)
    layout = laid.layout
    parts = []
    for i, key in enumerate(laid.keys):
        spot = layout.spots[i]
        a, b = (spot.a, spot.b)
        pair = _pair(obs, key)
        cls = "ct dbl" if pair[0] == pair[1] else "ct"
        if spot.vertical:
            cls += " v"
        if key == CENTRE and obs.spinner is not None:
            cls += " spinner"
        x, y, w, h = layout.box(i)
        mark = tags = EMPTY
        if key in ends:
            mark += html(' data-chain-end="{}"', ends[key])
            for name in ends[key]:
                tags += end_mark(name, values[name], laid.tags[name], x, y)
        if key == at:
            mark += PLACED + (html(' data-from="{}"', spot.heading) if placed and placed.end else EMPTY)
        lo, hi = sorted(pair)
        parts.append(html(
            '<div class="{cls}" role="listitem" data-tile="{lo}-{hi}" aria-label="{label}"'
            ' style="left:{x}px;top:{y}px;width:{w}px;height:{h}px"{mark}>{face}{tags}</div>',
            cls=cls, lo=lo, hi=hi, label=_label(key, pair), x=x, y=y, w=w, h=h, mark=mark,
            face=face(a, b, spot.vertical), tags=tags))
    return join(parts)


def _pair(obs: FivesObservation, key: Key) -> Pair:
    name, n = key
    if key == CENTRE:
        assert obs.centre is not None
        return (obs.centre[0], obs.centre[1])
    inner, outer = obs.arm(name)[n]
    return (inner, outer)


def _label(key: Key, pair: Pair) -> str:
    if key == CENTRE:
        return f"{pair[0]}-{pair[1]}" + (", the spinner" if pair[0] == pair[1] else "")
    return f"{pair[0]}-{pair[1]}"


def ends_html(obs: FivesObservation, fits: Collection[str | None] = ()) -> Markup:
    """The open ends' buttons, L, R, U, D as open (two empty ones before the opening)."""
    return end_buttons(obs.ends or (("L", -1), ("R", -1)), fits)


def count_html(obs: FivesObservation, felt: tuple[int, int] | None = None) -> Markup:
    """The count, in the corner of the felt the layout leaves clear (arms.Spread.free): what the
    open ends add up to, and what the last play scored (the status line says both in words)."""
    scored = raw(' data-scored="true"') if obs.score else EMPTY
    laid = spread_of(obs, felt)
    return html('<p class="count" data-count="{n}" data-corner="{corner}"{scored}><span class="end-k">Count</span>'
                '<span class="count-n">{n}</span><span class="count-s">{s}</span></p>',
                n=obs.count, corner=laid.free if laid else CORNERS[0], scored=scored,
                s=f"+{obs.score}" if obs.score else "")


class SpinnerBoard(NamedEnds, Board[FivesObservation]):
    kind = "spinner"
    targets = "[data-end],[data-chain-end]"
    focus_targets: tuple[str, ...] = ("[data-end]:not([disabled])",)

    fits = staticmethod(LineBoard.fits)   # the ends the chosen tile fits

    def containers(self, s: TableView, obs: FivesObservation, legal: Collection[Move]) -> Containers:
        return {"chain": layout_html(obs, s.felt), "ends": ends_html(obs, self.fits(s, legal)),
                "board": count_html(obs, s.felt)}

    def marks(self, s: TableView, legal: Collection[Move]) -> Attrs:
        return {("chain", "data-fit"): " ".join(sorted(e for e in self.fits(s, legal) if e))}

    def handoff_containers(self, obs: FivesObservation) -> Containers:
        return {"ends": ends_html(obs), "board": count_html(obs)}

    def describe(self, s: TableView, name: str, move: Move, drawn: Tile | None = None) -> str:
        return describe(name, move, drawn, _seen(s))

    def prompt(self, s: TableView, obs: FivesObservation, legal: Collection[Move], playable: Collection[Tile],
               kinds: Collection[str]) -> str:
        selected = s.selected
        if selected is not None:
            numbers = sorted({n for end, n in obs.ends if end in self.fits(s, legal)})
            words = " or the ".join(str(n) for n in numbers)
            return f"{view.tile_text(selected)} fits several ends: tap a lit end, the {words}."
        if not obs.ends and len(legal) == 1:
            return f"Your turn: open with {view.tile_text(play_tile(next(iter(legal))))}."
        return self.fallback_prompt(playable, kinds, "No tile fits: draw from the stock.",
                                    "No tile fits and the stock is empty: pass.")

    def blocked_text(self, tie: bool) -> str:
        if tie:
            return "Nobody can move and the lightest hands tie: nobody scores the block."
        return "Nobody can move: the lightest hand scores the others' pips."

    def score_why(self, outcome: Outcome, names: Sequence[str], blocked_scoring: str, person: int | None) -> str:
        """The pips the winner took, and their rounding (docs/rules.md §7)."""
        w = outcome.winner
        if w is None:
            return "Nobody takes the pips left; the points of the counts stand."
        who = "You score" if w == person else f"{names[w]} scores"
        others = sum(outcome.pips) - outcome.pips[w]
        pips = f"{others} pip{'' if others == 1 else 's'}"
        rounded = "" if others == outcome.points else ", rounded to the nearest five"
        counts = outcome.scores[w] - outcome.points if outcome.scores else 0
        if counts > 0:   # the card's Hand column holds both: say how they add up
            return (f"{who} {outcome.points} for the {pips} left in the other hands{rounded}, and "
                    f"{counts} for counts during the hand: {outcome.scores[w]} in all.")
        return f"{who} {outcome.points} for the {pips} left in the other hands{rounded}."

    def team_why(self, outcome: Outcome, names: Sequence[str], mode: str | None, blocked_scoring: str) -> str:
        """The other team's pips, rounded (docs/rules.md §7 and §8)."""
        return partners.score_why(outcome, names, mode, blocked_scoring, rounded=True)

    # -- input ------------------------------------------------------------------------------

    def tile_intent(self, s: TableView, tile: Tile, legal: Collection[Move]) -> Intent:
        moves = plays_of(legal, tile)
        if not moves:
            return self.cannot_open(tile, legal) or self.misfit(tile, legal, "doesn't fit any end",
                                                                ", and the stock is empty")
        if len(moves) == 1:
            return Play(moves[0])
        return Select({"selected": tile, "note": ""})  # fits several ends: ask which

    def click(self, s: TableView, target: Target) -> Intent | None:
        """A tap on an end's button, or on an end tile of the layout (its ends' names, "" for the
        empty felt: the opening)."""
        end = target.get("data-end")
        if end is None:
            end = target.get("data-chain-end")
            if end is None:
                return None
        ends: set[str | None] = {*end} if end else {None}

        def nowhere(chosen: Tile) -> str:
            if not end:
                return f"{view.tile_text(chosen)} cannot open."
            numbers = " or the ".join(str(self.end_value(s, e)) for e in end)
            return f"{view.tile_text(chosen)} doesn't fit the {numbers}."
        return self.place_chosen(s, lambda m: m.end in ends, nowhere)

    @staticmethod
    def end_value(s: TableView, end: str) -> int:
        """The number showing at an open end ("L", "R", "U" or "D"), which the words name it by."""
        value = dict(_seen(s).ends).get(end)
        if value is None:
            raise ValueError(f"no open end {end!r}")
        return value


def _seen(s: TableView) -> FivesObservation:
    return seen_as(s, FivesObservation, "the spinner board")
