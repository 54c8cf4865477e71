"""The hand's moves in words, read from the engine's history: the move log, and each player's last
action beside their seat.

A history entry is (seat, Move). A turn is a run of entries by one seat: the draws it took, the
tiles it laid, whether it passed. Where a tile went follows from the move's own fields (`end` on a
line: said by the number that end showed, as the felt and the end buttons name it, since the chain
snakes and its "left" end can sit anywhere; `train` in Mexican Train; `cell` in Triangles: said by
the tiles already placed around it, from the Triangles grid's geometry). A draw never names its tile in the history, so nothing here can
tell anyone which tile was drawn.

Pure Python: no DOM.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from domino.variants.triangles.trigrid import ORIGIN, Cell, points_up, side_neighbours

from table.render.markup import Markup, html, join, raw

if TYPE_CHECKING:
    from domino.core.moves import Move
    from domino.core.tiles import Tile

History = Iterable[tuple[int, "Move"]]   # (seat, move) in the order played

_EMPTY_LOG = raw('<p class="moves-empty">No moves yet this hand.</p>')
# A cell across a placed tile's side, by the way that tile points: up (right, bottom, left sides)
# or down (top, right, left sides), as trigrid.side_neighbours lists them.
_ACROSS = {True: ("right of", "below", "left of"), False: ("above", "right of", "left of")}


@dataclass(frozen=True)
class Turn:
    seat: int
    draws: int = 0
    plays: tuple[Move, ...] = ()   # the Moves that laid a tile, in order
    passed: bool = False
    first: int = 0          # index in the history of the turn's first move
    near: tuple[str, ...] = ()     # for each play, where its Triangles cell is (beside), else ""
    order: str = ""         # the moves in the order made: d(raw), p(lay), x (pass)
    onto: tuple[int | None, ...] = ()  # for each play on a line's end, the number it was laid on


def turns(history: History) -> list[Turn]:
    """The history as turns, in order."""
    out: list[Turn] = []
    placed: dict[Cell, str] = {}   # Triangles: cell -> its tile's text, as the board stood
    ends: dict[str, int | None] = {"L": None, "R": None}   # a line's open ends, as far as known
    for i, (seat, move) in enumerate(history):
        if not out or out[-1].seat != seat:
            out.append(Turn(seat, first=i))
        t = out[-1]
        if move.kind == "draw":
            out[-1] = replace(t, draws=t.draws + 1, order=t.order + "d")
        elif move.kind == "pass":
            out[-1] = replace(t, passed=True, order=t.order + "x")
        else:
            near = beside(move.cell, placed) if move.cell is not None else ""
            onto = _onto(move, ends)
            out[-1] = replace(t, plays=t.plays + (move,), near=t.near + (near,), order=t.order + "p",
                              onto=t.onto + (onto,))
            if move.cell is not None:
                placed[move.cell] = _laid(move)
    return out


def _onto(move: Move, ends: dict[str, int | None]) -> int | None:
    """The number a line play was laid on, and the ends after it (`ends`, updated). A lesson's
    history starts after tiles already down: an end's number is known once a tile went on it."""
    tile = move.tile
    if tile is None or (move.end is None and (move.train is not None or move.cell is not None)):
        return None
    a, b = tile[0], tile[1]
    if move.end is None:                 # the opening
        ends["L"], ends["R"] = a, b
        return None
    onto = ends.get(move.end)
    if onto is None and a == b:
        onto = a
    ends[move.end] = None if onto is None else (b if a == onto else a)
    return onto


def beside(cell: Cell, placed: Mapping[Cell, str]) -> str:
    """Where a Triangles cell is, by the tiles on the board around it (`placed`: cell -> '1-2-3'),
    as a player finds it: 'right of the 1-2-3', 'below the 1-2-3', 'between the 1-2-3 and the 2-4-5'
    (two cells never share two side-neighbours, so each place has its own words); "" alone."""
    near = [n for n in side_neighbours(cell) if n in placed]
    if len(near) == 1:
        (at,) = near
        return f"{_ACROSS[points_up(at)][side_neighbours(at).index(cell)]} the {placed[at]}"
    tiles = sorted(f"the {placed[n]}" for n in near)
    return f"between {', '.join(tiles[:-1])} and {tiles[-1]}" if tiles else ""


def tile_text(tile: Tile) -> str:
    return "-".join(str(n) for n in tile)


def _laid(move: Move) -> str:
    """The tile a play laid, in words ('4-6'): every play lays one."""
    if move.tile is None:
        raise ValueError(f"{move} lays no tile")
    return tile_text(move.tile)


def _own(names: Sequence[str], seat: int) -> str:
    return "your" if names[seat] == "You" else "their"


def where(move: Move, seat: int, names: Sequence[str], onto: int | None = None) -> str:
    """Where a play put its tile, in words ("on the 6", "on the Mexican train"); "" when the move
    says nothing more than its tile (an opening, a Triangles cell, a line's end of unknown number)."""
    if move.end is not None:
        return "" if onto is None else f"on the {onto}"
    train = move.train
    if train is None:
        return ""
    if train == "mexican":
        return "on the Mexican train"
    if train == seat:
        return f"on {_own(names, seat)} own train"
    owner = names[train] if isinstance(train, int) and 0 <= train < len(names) else str(train)
    return "on your train" if owner == "You" else f"on {owner}'s train"


def _short(place: str) -> str:
    """A place in few words for a plaque: 'on 6', 'own train', 'Mexican', 'Computer 2's', 'your train'."""
    if place.removeprefix("on the ").isdigit():
        return "on " + place.removeprefix("on the ")
    place = place.removeprefix("on ").removeprefix("the ")
    if place.endswith("own train"):
        return "own train"
    if place == "Mexican train" or place.endswith("'s train"):
        return place.removesuffix(" train")
    return place


def play_words(move: Move, seat: int, names: Sequence[str], opening: bool, short: bool = False,
               near: str = "", onto: int | None = None) -> str:
    """'played 4-6 on the 6' (given `onto`, the number it went on), 'opened with 6-6', 'placed
    1-2-3' ('placed 1-2-3 below the 1-3-3' given `near`, from beside); `short`, for a phone's
    plaque: '4-6 on 6', 'opened 6-6', '4-9 Mexican', '0-8 own train', '5-6 Computer 2's'."""
    text = _laid(move)
    if opening:
        return f"opened {text}" if short else f"opened with {text}"
    place = where(move, seat, names, onto)
    if short and place:
        return f"{text} {_short(place)}"
    if place:
        return f"played {text} {place}"
    if move.cell is None:
        return f"played {text}"
    return f"placed {text} {near}" if near and not short else f"placed {text}"


def _opening(move: Move) -> bool:
    """The hand's first tile: a line's tile on no end, a Triangles tile on the opening's cell (a
    lesson's board may hold tiles before its first move)."""
    if move.end is None and move.train is None and move.cell is None:
        return True
    return move.cell == ORIGIN


def turn_parts(turn: Turn, names: Sequence[str], short: bool = False, near: bool = False) -> list[str]:
    """The turn's parts in words, in the order made ('4-4 Mexican, drew 1, passed': a double laid, no
    cover, a draw); `near`: where each Triangles tile went (the move log's)."""
    parts: list[str] = []
    k = drawn = prev = 0   # prev: the part of the turn's latest play
    for at, step in enumerate(turn.order + "."):
        if step == "d":
            drawn += 1
            continue
        if drawn:
            parts.append(f"drew {drawn}" if short else f"drew {'a tile' if drawn == 1 else f'{drawn} tiles'}")
        if step == "p":
            m = turn.plays[k]
            words = play_words(m, turn.seat, names, _opening(m), short, turn.near[k] if near else "",
                               turn.onto[k])
            if short and k and m.train is not None and m.train == turn.plays[k - 1].train:
                # a double and its cover on one train say the train once: '1-1, 1-3 Computer 3's',
                # '1-1, drew 1, 1-3 Computer 3's'
                parts[prev] = parts[prev].removesuffix(words[len(_laid(m)):])
            prev = len(parts)
            parts.append(words)
            k += 1
        elif step == "x":
            parts.append("passed")
        drawn = 0
    return parts


def turn_words(turn: Turn, names: Sequence[str], near: bool = False) -> str:
    """A whole turn: 'drew 2 tiles, then played 4-6 on the 6'."""
    parts = turn_parts(turn, names, near=near)
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + ", then " + parts[-1]
    return parts[0] if parts else ""


def last_actions(history: History, names: Sequence[str]) -> dict[int, tuple[str, str]]:
    """Each seat's latest turn in words, (long, short): ('drew 2 tiles, then passed', 'drew 2, passed').
    A seat that has not moved this hand is left out."""
    out: dict[int, tuple[str, str]] = {}
    for turn in turns(history):
        out[turn.seat] = (turn_words(turn, names), ", ".join(turn_parts(turn, names, short=True)))
    return out


def log_lines(history: History, names: Sequence[str]) -> list[tuple[int, str]]:
    """The move log: (seat, sentence) per turn, in order. A Triangles tile is said beside the tiles
    it went next to (a plaque says its tile only: the board marks the last one placed)."""
    return [(t.seat, f"{names[t.seat]} {turn_words(t, names, near=True)}.") for t in turns(history)]


def log_html(history: History, names: Sequence[str], title: str = "Moves this hand") -> Markup:
    """The move log's dialog body: a heading and the turns as an ordered list (latest last)."""
    lines = log_lines(history, names)
    if lines:
        items = join(html('<li data-seat="{seat}"><b>{name}</b> {rest}</li>', seat=seat, name=names[seat],
                          rest=text[len(names[seat]) + 1:]) for seat, text in lines)
        body = html('<ol class="moves-list" aria-labelledby="moves-title">{}</ol>', items)
    else:
        body = _EMPTY_LOG
    return html('<h2 id="moves-title">{}</h2>{}', title, body)
