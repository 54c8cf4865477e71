"""The rivals around the felt: where each sits, seen from the person at the screen, and their plaque
(name, tiles left as face-down backs and a count, the on-turn glow, their last action).

Play goes round the table to the left, as at a real table: the next seat sits on your left, then
across, then on your right. Two players sit across from each other; three, on your left and right.
Five to eight (Mexican Train with the double-twelve) are more than three sides hold: every rival
sits in one row at the top, in the order they play after you.
A plaque holds counts only: a rival's tiles never reach this markup, nor a partner's (two against
two, docs/rules.md §8: partners never see each other's tiles). The partner, across the table, is
marked as such on its plaque and in its name for screen readers.

Pure Python: no DOM and no engine import.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence

from table.language.catalogue import _, _n
from table.render.markup import EMPTY, Markup, html, join, raw
from table.render.pieces import long_short, short_name

# Where the seats after yours sit, by the number of players (the next seat first).
AROUND = {2: ("across",), 3: ("left", "right"), 4: ("left", "across", "right")}
MAX_BACKS = 8  # face-down tiles drawn per rival; the count says the rest
_BACK = raw('<i class="back"></i>')
_PARTNER = raw(' data-partner="true"')


def places(players: int, anchor: int | None) -> dict[int, str]:
    """{seat: "left" | "across" | "right"} for every seat but `anchor`, the person at the screen.
    With nobody at the screen (a shared device at the end of a hand) every seat sits in one row at
    the "top", and so does every rival of more than four players."""
    if anchor is None:
        return {seat: "top" for seat in range(players)}
    if players < 2:
        raise ValueError(f"no seating for {players} players")
    order = AROUND.get(players, ("top",) * (players - 1))
    return {(anchor + k) % players: place for k, place in enumerate(order, 1)}


_TILE_HYPHEN = re.compile(r"(?<=\d)-(?=\d)")


def _unbroken(part: str) -> str:
    """A turn's part as a phone may wrap it (around.css): after its tile ('3-9 | Computer 2's'),
    never inside 'drew 1', '3-6 left' or 'own train' (no-break spaces), nor inside a tile's name
    ('0-|5': a word joiner after a hyphen between numbers)."""
    head, rest = part.split(" ", 1) if part.count(" ") > 1 else ("", part)
    return _TILE_HYPHEN.sub("-\u2060", (head + " " if head else "") + rest.replace(" ", "\u00a0"))


def seats_html(names: Sequence[str], counts: Sequence[int], current: int | None, viewer: int | None,
               computer_seats: Collection[int], waiting: int | None = None,
               last: Mapping[int, tuple[str, str]] | None = None, partner: int | None = None) -> Markup:
    """Each rival's plaque, in seat order, marked with its place (data-side). `last`: each seat's
    last action as (long, short) words (movelog.last_actions); `partner`: the viewer's partner's
    seat, marked "Partner" (two against two)."""
    last = last or {}
    out: list[Markup] = []
    seated = places(len(names), viewer)
    # in the order they play after the viewer: a row at the top reads as the turn goes round
    for seat in sorted(seated, key=lambda seat: (seat - (viewer or 0)) % len(names)):
        place = seated[seat]
        n = counts[seat]
        cls = "seat"
        if seat == current:
            cls += " on-turn"
        if seat == waiting:
            cls += " thinking"
        mate = seat == partner
        if mate:
            cls += " partner"
        long, short = last.get(seat, ("", ""))
        short = ", ".join(_unbroken(part) for part in short.split(", "))
        label = _label(names[seat], n, mate, seat == current)
        if long:
            label = _("{plaque}. Last: {action}", plaque=label, action=long)
        out.append(html(
            '<div class="{cls}" role="listitem" data-seat="{seat}" data-side="{place}" data-count="{n}"'
            ' data-kind="{kind}"{team} aria-label="{label}">{tag}'
            '<span class="seat-name" dir="auto">{name}</span>'
            '<span class="seat-tiles" aria-hidden="true"><span class="backs">{backs}</span>'
            '<span class="seat-count">{n}</span></span>'
            '<span class="seat-last" aria-hidden="true" data-last="{long}">'
            '<span class="long">{long}</span><span class="short">{short}</span></span></div>',
            cls=cls, seat=seat, place=place, n=n, kind="computer" if seat in computer_seats else "human",
            team=_PARTNER if mate else EMPTY, label=label,
            tag=html('<span class="seat-team" aria-hidden="true">{}</span>', _("Partner")) if mate else EMPTY,
            name=long_short(names[seat], short_name(names[seat], seat, seat in computer_seats)),
            backs=join([_BACK] * min(n, MAX_BACKS)), long=long, short=short,
        ))
    return join(out)


def _label(name: str, tiles: int, partner: bool, on_turn: bool) -> str:
    """A plaque's name for screen readers: who, how many tiles, whether on turn."""
    if partner and on_turn:
        return _n("{name}, your partner: {count} tile, on turn", "{name}, your partner: {count} tiles, on turn",
                  tiles, name=name)
    if partner:
        return _n("{name}, your partner: {count} tile", "{name}, your partner: {count} tiles", tiles, name=name)
    if on_turn:
        return _n("{name}: {count} tile, on turn", "{name}: {count} tiles, on turn", tiles, name=name)
    return _n("{name}: {count} tile", "{name}: {count} tiles", tiles, name=name)
