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
from table.boards.line import BY_RULE, BY_WINNER, FELT, LineBoard, NamedEnds, end_buttons, end_mark, ends_said
from table.boards.words import EXPERT, OPENED, PLAYED, PLAYED_ON, Mover
from table.language.catalogue import _, _n, N_n
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
    """The count a play left, in words: 'Count 15 scores 15.', 'Count 12.'"""
    return _("Count {count} scores {score}.", count=count, score=score) if score else _("Count {count}.", count=count)


def play_words(who: Mover, move: Move, obs: FivesObservation) -> str:
    """A play in words: 'Ann played 5-3 on the 5. Count 15 scores 15.', the end named by the number
    it showed (read from the layout after the move, `obs`); Expert's advice says the play only."""
    text = view.tile_text(play_tile(move))
    onto = _inner(obs, move.end) if move.end is not None else None
    if move.end is None:
        words = who.say(OPENED, tile=text)
    elif onto is None:
        words = who.say(PLAYED, tile=text)
    else:
        words = who.say(PLAYED_ON, tile=text, end=onto)
    if who.case == EXPERT or not obs.laid:
        return words
    return f"{words} {count_words(obs.count, obs.score)}"   # a sentence of its own


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
                    _(BY_RULE if obs.leader is None else BY_WINNER))
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
    text = f"{pair[0]}-{pair[1]}"
    if key == CENTRE and pair[0] == pair[1]:
        return _("{tile}, the spinner", tile=text)
    return text


def ends_html(obs: FivesObservation, fits: Collection[str | None] = ()) -> Markup:
    """The open ends' buttons, L, R, U, D as open (two empty ones before the opening); the spinner's
    ends U and D count nothing until a tile is on them (docs/rules.md §7), and say so."""
    quiet = {end for end, _number in obs.ends if end in ("U", "D") and not obs.arm(end)}
    return end_buttons(obs.ends or (("L", -1), ("R", -1)), fits, quiet)


def count_html(obs: FivesObservation, felt: tuple[int, int] | None = None) -> Markup:
    """The count, in the corner of the felt the layout leaves clear (arms.Spread.free): what the
    open ends add up to, and what the last play scored (the status line says both in words)."""
    scored = raw(' data-scored="true"') if obs.score else EMPTY
    laid = spread_of(obs, felt)
    return html('<p class="count" data-count="{n}" data-corner="{corner}"{scored}><span class="end-k">{word}</span>'
                '<span class="count-n">{n}</span><span class="count-s">{s}</span></p>',
                n=obs.count, corner=laid.free if laid else CORNERS[0], scored=scored,
                # Translators: the heading of what the open ends add up to
                word=_("Count"), s=f"+{obs.score}" if obs.score else "")


# What the hand's winner scored, by who said it (the person, or a named seat), whether they scored
# counts during the hand too, and whether the pips were rounded: one counted message each.
SCORED = {
    ("you", True, True): N_n(
        "You score {points} for the {count} pip left in the other hands, rounded to the nearest five, and "
        "{counts} for counts during the hand: {total} in all.",
        "You score {points} for the {count} pips left in the other hands, rounded to the nearest five, and "
        "{counts} for counts during the hand: {total} in all."),
    ("you", True, False): N_n(
        "You score {points} for the {count} pip left in the other hands, and {counts} for counts during the "
        "hand: {total} in all.",
        "You score {points} for the {count} pips left in the other hands, and {counts} for counts during the "
        "hand: {total} in all."),
    ("you", False, True): N_n(
        "You score {points} for the {count} pip left in the other hands, rounded to the nearest five.",
        "You score {points} for the {count} pips left in the other hands, rounded to the nearest five."),
    ("you", False, False): N_n(
        "You score {points} for the {count} pip left in the other hands.",
        "You score {points} for the {count} pips left in the other hands."),
    ("name", True, True): N_n(
        "{name} scores {points} for the {count} pip left in the other hands, rounded to the nearest five, and "
        "{counts} for counts during the hand: {total} in all.",
        "{name} scores {points} for the {count} pips left in the other hands, rounded to the nearest five, and "
        "{counts} for counts during the hand: {total} in all."),
    ("name", True, False): N_n(
        "{name} scores {points} for the {count} pip left in the other hands, and {counts} for counts during the "
        "hand: {total} in all.",
        "{name} scores {points} for the {count} pips left in the other hands, and {counts} for counts during "
        "the hand: {total} in all."),
    ("name", False, True): N_n(
        "{name} scores {points} for the {count} pip left in the other hands, rounded to the nearest five.",
        "{name} scores {points} for the {count} pips left in the other hands, rounded to the nearest five."),
    ("name", False, False): N_n(
        "{name} scores {points} for the {count} pip left in the other hands.",
        "{name} scores {points} for the {count} pips left in the other hands."),
}


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

    def play_said(self, s: TableView, who: Mover, move: Move) -> str:
        return play_words(who, move, _seen(s))

    def names_the_move(self, s: TableView, legal: Collection[Move]) -> bool:
        return self.opens_with(_seen(s).ends, legal)

    def prompt(self, s: TableView, obs: FivesObservation, legal: Collection[Move], playable: Collection[Tile],
               kinds: Collection[str]) -> str:
        selected = s.selected
        if selected is not None:
            numbers = sorted({n for end, n in obs.ends if end in self.fits(s, legal)})
            return _("{tile} fits several ends: tap a lit end, {ends}.", tile=view.tile_text(selected),
                     ends=ends_said(numbers))
        if self.opens_with(obs.ends, legal):
            return _("Your turn: open with {tile}.", tile=view.tile_text(play_tile(next(iter(legal)))))
        return self.fallback_prompt(playable, kinds, _("No tile fits: draw from the stock."),
                                    _("No tile fits and the stock is empty: pass."))

    def blocked_text(self, tie: bool) -> str:
        if tie:
            return _("Nobody can move and the lightest hands tie: nobody scores the block.")
        return _("Nobody can move: the lightest hand scores the others' pips.")

    def score_why(self, outcome: Outcome, names: Sequence[str], blocked_scoring: str, person: int | None) -> str:
        """The pips the winner took, and their rounding (docs/rules.md §7)."""
        w = outcome.winner
        if w is None:
            return _("Nobody takes the pips left; the points of the counts stand.")
        others = sum(outcome.pips) - outcome.pips[w]
        rounded = others != outcome.points
        counts = outcome.scores[w] - outcome.points if outcome.scores else 0
        said = {"name": names[w], "points": outcome.points, "counts": counts,
                "total": outcome.scores[w] if outcome.scores else outcome.points}
        # the card's Hand column holds the counts too: then say how they add up
        one, many = SCORED[("you" if w == person else "name", counts > 0, rounded)]
        return _n(one, many, others, **said)

    def team_why(self, outcome: Outcome, names: Sequence[str], mode: str | None, blocked_scoring: str) -> str:
        """The other team's pips, rounded (docs/rules.md §7 and §8)."""
        return partners.score_why(outcome, names, mode, blocked_scoring, rounded=True)

    # -- input ------------------------------------------------------------------------------

    def tile_intent(self, s: TableView, tile: Tile, legal: Collection[Move]) -> Intent:
        moves = plays_of(legal, tile)
        if not moves:
            text = view.tile_text(tile)
            return self.cannot_open(tile, legal) or self.misfit(
                legal, _("{tile} doesn't fit any end.", tile=text),
                _("{tile} doesn't fit any end, and the stock is empty: pass.", tile=text))
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
            text = view.tile_text(chosen)
            if not end:
                return _("{tile} cannot open.", tile=text)
            return _("{tile} doesn't fit {ends}.", tile=text, ends=ends_said([self.end_value(s, e) for e in end]))
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
