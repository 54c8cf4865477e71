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

from domino.variants.chickenfoot import SPOKES, TOES
from domino.variants.triangles.trigrid import ORIGIN, Cell, points_up, side_neighbours

from table.language.catalogue import N_, N_n, _, _n
from table.render.markup import Markup, html, join, rich, slot
from table.render.pieces import short_names

if TYPE_CHECKING:
    from domino.core.moves import Move
    from domino.core.tiles import Tile

History = Iterable[tuple[int, "Move"]]   # (seat, move) in the order played
Near = tuple[str, tuple[str, ...]]        # where a Triangles cell is: (side, the tiles it is beside)
Part = tuple[str, dict[str, object]]      # one move of a turn: its kind (a key of the tables below), its values

# A cell across a placed tile's side, by the way that tile points: up (right, bottom, left sides)
# or down (top, right, left sides), as trigrid.side_neighbours lists them.
_ACROSS = {True: ("right", "below", "left"), False: ("above", "right", "left")}
BESIDE = {"right": N_("right of the {a}"), "below": N_("below the {a}"), "left": N_("left of the {a}"),
          "above": N_("above the {a}"), "between": N_("between the {a} and the {b}"),
          "between3": N_("between the {a}, the {b} and the {c}")}

# A turn's moves in words, by kind, in three voices: the first move of a log line said by the person
# ("you") or by a named player ("name"), and a move said without its player ("them": the moves after
# a log line's first, and a plaque's). A draw is counted apart (DREW).
WORDS = {
    "you": {"passed": N_("You passed"), "drew1": N_("You drew a tile"), "opened": N_("You opened with {tile}"),
            "on_number": N_("You played {tile} on the {number}"),
            "on_mexican": N_("You played {tile} on the Mexican train"),
            "on_own": N_("You played {tile} on your own train"),
            "on_train": N_("You played {tile} on {owner}'s train"),
            "played": N_("You played {tile}"), "placed": N_("You placed {tile}"),
            "right": N_("You placed {tile} right of the {a}"), "below": N_("You placed {tile} below the {a}"),
            "left": N_("You placed {tile} left of the {a}"), "above": N_("You placed {tile} above the {a}"),
            "between": N_("You placed {tile} between the {a} and the {b}"),
            "between3": N_("You placed {tile} between the {a}, the {b} and the {c}")},
    "name": {"passed": N_("{name} passed"), "drew1": N_("{name} drew a tile"),
             "opened": N_("{name} opened with {tile}"),
             "on_number": N_("{name} played {tile} on the {number}"),
             "on_mexican": N_("{name} played {tile} on the Mexican train"),
             "on_own": N_("{name} played {tile} on their own train"),
             "on_yours": N_("{name} played {tile} on your train"),
             "on_train": N_("{name} played {tile} on {owner}'s train"),
             "played": N_("{name} played {tile}"), "placed": N_("{name} placed {tile}"),
             "right": N_("{name} placed {tile} right of the {a}"), "below": N_("{name} placed {tile} below the {a}"),
             "left": N_("{name} placed {tile} left of the {a}"), "above": N_("{name} placed {tile} above the {a}"),
             "between": N_("{name} placed {tile} between the {a} and the {b}"),
             "between3": N_("{name} placed {tile} between the {a}, the {b} and the {c}")},
    "them": {"passed": N_("passed"), "drew1": N_("drew a tile"), "opened": N_("opened with {tile}"),
             "on_number": N_("played {tile} on the {number}"),
             "on_mexican": N_("played {tile} on the Mexican train"),
             "on_own": N_("played {tile} on their own train"),
             "on_own_you": N_("played {tile} on your own train"),
             "on_yours": N_("played {tile} on your train"),
             "on_train": N_("played {tile} on {owner}'s train"),
             "played": N_("played {tile}"), "placed": N_("placed {tile}"),
             "right": N_("placed {tile} right of the {a}"), "below": N_("placed {tile} below the {a}"),
             "left": N_("placed {tile} left of the {a}"), "above": N_("placed {tile} above the {a}"),
             "between": N_("placed {tile} between the {a} and the {b}"),
             "between3": N_("placed {tile} between the {a}, the {b} and the {c}")},
}
DREW = {"you": N_n("You drew {count} tile", "You drew {count} tiles"),
        "name": N_n("{name} drew {count} tile", "{name} drew {count} tiles"),
        "them": N_n("drew {count} tile", "drew {count} tiles")}
# A phone's plaque: a move in few words ('4-6 on 6', 'opened 6-6', '4-9 Mexican', '5-6 Computer 2's');
# a Triangles tile is said without its place there (the board marks the last one placed).
SHORT = {"passed": N_("passed"), "opened": N_("opened {tile}"), "on_number": N_("{tile} on {number}"),
         "on_mexican": N_("{tile} Mexican"), "on_own": N_("{tile} own train"), "on_own_you": N_("{tile} own train"),
         "on_yours": N_("{tile} your train"), "on_train": N_("{tile} {owner}'s"), "played": N_("played {tile}"),
         "placed": N_("placed {tile}")}


@dataclass(frozen=True)
class Turn:
    seat: int
    draws: int = 0
    plays: tuple[Move, ...] = ()   # the Moves that laid a tile, in order
    passed: bool = False
    first: int = 0          # index in the history of the turn's first move
    near: tuple[Near | None, ...] = ()   # for each play, where its Triangles cell is (nearby), else None
    order: str = ""         # the moves in the order made: d(raw), p(lay), x (pass)
    onto: tuple[int | None, ...] = ()  # for each play on a line's end, the number it was laid on


def turns(history: History) -> list[Turn]:
    """The history as turns, in order."""
    out: list[Turn] = []
    placed: dict[Cell, str] = {}   # Triangles: cell -> its tile's text, as the board stood
    ends: dict[str, int | None] = {"L": None, "R": None}   # a line's open ends, as far as known
    on_arms = _arm_onto(history)
    for i, (seat, move) in enumerate(history):
        if not out or out[-1].seat != seat:
            out.append(Turn(seat, first=i))
        t = out[-1]
        if move.kind == "draw":
            out[-1] = replace(t, draws=t.draws + 1, order=t.order + "d")
        elif move.kind == "pass":
            out[-1] = replace(t, passed=True, order=t.order + "x")
        else:
            near = nearby(move.cell, placed) if move.cell is not None else None
            onto = on_arms.get(i) if move.arm is not None else _onto(move, ends)
            out[-1] = replace(t, plays=t.plays + (move,), near=t.near + (near,), order=t.order + "p",
                              onto=t.onto + (onto,))
            if move.cell is not None:
                placed[move.cell] = _laid(move)
    return out


def _onto(move: Move, ends: dict[str, int | None]) -> int | None:
    """The number a line play was laid on, and the ends after it (`ends`, updated). A lesson's
    history starts after tiles already down: an end's number is known once a tile went on it."""
    tile = move.tile
    if tile is None or (move.end is None and (move.train is not None or move.cell is not None
                                              or move.arm is not None)):
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


def _arm_onto(history: History) -> dict[int, int]:
    """Chicken Foot: the number each play on an arm was laid on, by its index in the history, as
    far as the history tells. The spokes grow from the centre, the one number the first tiles of
    the spokes share (known once two differ); a foot's three toes, numbered on from the last arm,
    from their double. A lesson's history starts after tiles already down: a number not on the
    tile is not known."""
    plays = [(i, m) for i, (_, m) in enumerate(history) if m.kind == "play" and m.arm is not None and m.tile]
    firsts: dict[int, set[int]] = {}
    for _, m in plays:
        if m.arm is not None and m.tile is not None and m.arm < SPOKES:
            firsts.setdefault(m.arm, set(m.tile))
    centre = set.intersection(*firsts.values()) if firsts else set()
    ends: dict[int, int | None] = {arm: min(centre) for arm in range(SPOKES)} if len(centre) == 1 else {}
    arms = SPOKES
    out: dict[int, int] = {}
    for i, m in plays:
        assert m.arm is not None and m.tile is not None
        a, b = m.tile[0], m.tile[1]
        end = a if a == b else ends.get(m.arm)
        if end is not None and end in (a, b):
            out[i] = end
        ends[m.arm] = None if end not in (a, b) or a == b else (b if a == end else a)
        arms = max(arms, m.arm + 1)
        if a == b:   # its foot: three new arms, each growing from its number
            ends.update({k: a for k in range(arms, arms + TOES)})
            arms += TOES
    return out


def nearby(cell: Cell, placed: Mapping[Cell, str]) -> Near | None:
    """Where a Triangles cell is, by the tiles on the board around it (`placed`: cell -> '1-2-3'),
    as a player finds it: ('right', ('1-2-3',)) right of the 1-2-3, ('between', ('1-2-3', '2-4-5'))
    (two cells never share two side-neighbours, so each place has its own words); None alone."""
    near = [n for n in side_neighbours(cell) if n in placed]
    if len(near) == 1:
        (at,) = near
        return _ACROSS[points_up(at)][side_neighbours(at).index(cell)], (placed[at],)
    tiles = tuple(sorted(placed[n] for n in near))
    if not tiles:
        return None
    return ("between" if len(tiles) == 2 else "between3"), tiles


def _near_values(near: Near) -> dict[str, object]:
    return dict(zip("abc", near[1]))


def beside(cell: Cell, placed: Mapping[Cell, str]) -> str:
    """Where a Triangles cell is, in words: 'right of the 1-2-3', 'between the 1-2-3 and the 2-4-5'
    (nearby's place); "" alone."""
    near = nearby(cell, placed)
    return "" if near is None else _(BESIDE[near[0]], **_near_values(near))


def tile_text(tile: Tile) -> str:
    return "-".join(str(n) for n in tile)


def _laid(move: Move) -> str:
    """The tile a play laid, in words ('4-6'): every play lays one."""
    if move.tile is None:
        raise ValueError(f"{move} lays no tile")
    return tile_text(move.tile)


def play_part(move: Move, seat: int, names: Sequence[str], opening: bool, person: int | None,
              near: Near | None = None, onto: int | None = None) -> Part:
    """A play as a Part: its kind says where the tile went (given `onto`, the number it went on on
    a line; `near`, nearby's place of a Triangles cell); `person`, the person's seat, owns "your" train."""
    text = _laid(move)
    if opening:
        return "opened", {"tile": text}
    if move.end is not None or move.arm is not None:
        return ("played", {"tile": text}) if onto is None else ("on_number", {"tile": text, "number": onto})
    train = move.train
    if train == "mexican":
        return "on_mexican", {"tile": text}
    if train is not None and train == seat:
        return ("on_own_you" if seat == person else "on_own"), {"tile": text}
    if train is not None:
        if train == person:
            return "on_yours", {"tile": text}
        owner = names[train] if isinstance(train, int) and 0 <= train < len(names) else str(train)
        return "on_train", {"tile": text, "owner": owner}
    if move.cell is None:
        return "played", {"tile": text}
    if near is None:
        return "placed", {"tile": text}
    return near[0], {"tile": text, **_near_values(near)}


def part_words(part: Part, voice: str, name: str = "") -> str:
    """A Part in words, in `voice` ("you", "name" with `name`, "them": see WORDS)."""
    kind, values = part
    if kind == "drew":
        count = values["count"]
        if not isinstance(count, int):
            raise TypeError("a draw is counted")
        if count == 1:
            return _(WORDS[voice]["drew1"], name=name)
        one, many = DREW[voice]
        return _n(one, many, count, name=name)
    if voice == "you" and kind == "on_own_you":
        kind = "on_own"
    if voice == "name" and kind == "on_own_you":
        raise ValueError("the person's own train is said in their voice")
    return _(WORDS[voice][kind], name=name, **values)


def short_words(part: Part) -> str:
    """A Part in a plaque's few words ('4-6 on 6', 'drew 2'); a Triangles tile without its place."""
    kind, values = part
    if kind == "drew":
        count = values["count"]
        if not isinstance(count, int):
            raise TypeError("a draw is counted")
        return _n("drew {count}", "drew {count}", count)
    if kind == "bare":
        return str(values["tile"])
    if kind in BESIDE:
        kind = "placed"
    return _(SHORT[kind], **values)


def play_words(move: Move, seat: int, names: Sequence[str], opening: bool, short: bool = False,
               near: Near | None = None, onto: int | None = None, person: int | None = None) -> str:
    """'played 4-6 on the 6' (given `onto`, the number it went on), 'opened with 6-6', 'placed
    1-2-3' ('placed 1-2-3 below the 1-3-3' given `near`, from nearby); `short`, for a phone's
    plaque: '4-6 on 6', 'opened 6-6', '4-9 Mexican', '0-8 own train', '5-6 Computer 2's'."""
    part = play_part(move, seat, names, opening, person, None if short else near, onto)
    return short_words(part) if short else part_words(part, "them")


def _opening(move: Move) -> bool:
    """The hand's first tile: a line's tile on no end, a Triangles tile on the opening's cell (a
    lesson's board may hold tiles before its first move)."""
    if move.end is None and move.train is None and move.cell is None and move.arm is None:
        return True
    return move.cell == ORIGIN


def turn_parts(turn: Turn, names: Sequence[str], person: int | None, near: bool = False,
               short: bool = False) -> list[Part]:
    """The turn's moves as Parts, in the order made ('4-4 Mexican, drew 1, passed': a double laid, no
    cover, a draw); `near`: where each Triangles tile went (the move log's); `short`: a plaque's,
    where a double and its cover on one train say the train once ('1-1, 1-3 Computer 3's')."""
    parts: list[Part] = []
    k = drawn = prev = 0   # prev: the part of the turn's latest play
    for step in turn.order + ".":
        if step == "d":
            drawn += 1
            continue
        if drawn:
            parts.append(("drew", {"count": drawn}))
        if step == "p":
            m = turn.plays[k]
            if short and k and m.train is not None and m.train == turn.plays[k - 1].train:
                parts[prev] = ("bare", {"tile": _laid(turn.plays[k - 1])})
            prev = len(parts)
            parts.append(play_part(m, turn.seat, names, _opening(m), person, turn.near[k] if near else None,
                                   turn.onto[k]))
            k += 1
        elif step == "x":
            parts.append(("passed", {}))
        drawn = 0
    return parts


def _listed(said: Sequence[str]) -> str:
    """A turn's moves as one clause: 'drew 2 tiles, then played 4-6 on the 6'."""
    if len(said) < 2:
        return said[0] if said else ""
    done = said[0]
    for middle in said[1:-1]:
        done = _("{done}, {next}", done=done, next=middle)
    return _("{done}, then {last}", done=done, last=said[-1])


def turn_words(turn: Turn, names: Sequence[str], person: int | None, near: bool = False) -> str:
    """A whole turn without its player (a plaque's): 'drew 2 tiles, then played 4-6 on the 6'."""
    return _listed([part_words(part, "them") for part in turn_parts(turn, names, person, near=near)])


def last_actions(history: History, names: Sequence[str], person: int | None) -> dict[int, tuple[str, str]]:
    """Each seat's latest turn in words, (long, short): ('drew 2 tiles, then passed', 'drew 2, passed').
    A seat that has not moved this hand is left out. `person`: the person's seat (None at a shared
    device), whose train is "your train". The short form names seats as the plaques do ('Comp 2's'):
    a whole name does not fit a narrow plaque."""
    latest: dict[int, Turn] = {}   # in the order the seats first moved
    for turn in turns(history):
        latest[turn.seat] = turn
    shorts = short_names(names, person)
    # Words for the latest turns only: this runs at every move, and a hand has dozens of turns.
    return {seat: (turn_words(turn, names, person),
                   ", ".join(short_words(part) for part in turn_parts(turn, shorts, person, short=True)))
            for seat, turn in latest.items()}


def _line(turn: Turn, names: Sequence[str], person: int | None, name: str) -> str:
    """A turn of the log as a sentence, its player first: "You opened with 6-6.", "{name} drew 2 tiles,
    then played 2-6 on the 6." (`name` the player's name as the sentence holds it)."""
    parts = turn_parts(turn, names, person, near=True)
    if not parts:
        return ""
    first = part_words(parts[0], "you" if turn.seat == person else "name", name)
    return _("{turn}.", turn=_listed([first, *(part_words(part, "them") for part in parts[1:])]))


def log_lines(history: History, names: Sequence[str], person: int | None) -> list[tuple[int, str]]:
    """The move log: (seat, sentence) per turn, in order. A Triangles tile is said beside the tiles
    it went next to (a plaque says its tile only: the board marks the last one placed)."""
    return [(t.seat, _line(t, names, person, names[t.seat])) for t in turns(history)]


def log_html(history: History, names: Sequence[str], person: int | None, title: str = "") -> Markup:
    """The move log's dialog body: a heading ("Moves this hand" unless `title`) and the turns as an
    ordered list (latest last), each player's name in bold."""
    bold = slot("name")
    items = join(html('<li data-seat="{}">{}</li>', t.seat,
                      rich(_line(t, names, person, bold), name=html("<b>{}</b>", names[t.seat])))
                 for t in turns(history))
    if items:
        body = html('<ol class="moves-list" aria-labelledby="moves-title">{}</ol>', items)
    else:
        body = html('<p class="moves-empty">{}</p>', _("No moves yet this hand."))
    return html('<h2 id="moves-title">{}</h2>{}', title or _("Moves this hand"), body)
