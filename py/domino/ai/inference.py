"""What the public history proves about the hidden hands (docs/rules.md §4): the rules force a
play whenever a tile fits, so drawing or passing proves what a seat did not hold.

Line games: a player who draws or passes held no tile matching either open end at that moment.
In Draw the tiles drawn may bring back other numbers, so a turn that keeps a drawn tile keeps
only the proof about the ends then showing (every tile drawn and kept missed them too); a turn of
one draw and its play lays the drawn tile and leaves the hand as before, older proofs included.
In Block nobody draws, so proofs only accumulate. A number whose seven tiles are all in view (own
hand and chain) is held by nobody. The opening rule proves the most: the hand opened by the rule
(not by a seat named to lead) opens with the best tile dealt, so no seat was dealt a better one
(a 4-4 opening: nobody holds 5-5 or 6-6; a 6-5 opening: nobody holds a double), true of each
hand until it draws.

Mexican Train: a player who draws has no tile for any train open to it at that moment (its own
train, the Mexican train and marked trains; only its own before it has started; only the double's
train while a double waits to be covered). A drawn tile that fits is played at once, so a pass
after a draw proves the same of the whole hand, drawn tile included, and a draw and its play
leave the hand as before, older proofs included.

Chicken Foot: as Mexican Train, read on the places open to the player at that moment: the next
spoke or toe while one waits, else every open end.

Triangles: the opening proves the same of the best tile, and a player who draws or passes holds no tile that fits anywhere on the board as it
stands. The board does not change during a turn, so one set of fitting tiles covers the whole
turn, and it covers the hand as the turn ends: a pass leaves every drawn tile in a hand that
fits nowhere, and a placement after drawing lays the last drawn tile (the only one that could
fit). Tiles drawn and kept are unknown, so they wipe out what earlier turns proved; a turn of
one draw and its placement keeps the hand as before.

What a seat's own passes and draws proved (`shown`) is public: every seat reads the same from the
history, and it names no tile of the observer's hand. The table shows it (the "known to lack"
view); the proofs above add what only the observer sees (numbers all in view) for the computers.
A seat still on turn after a draw has shown nothing yet: the tile it drew may fit.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import comb
from typing import Any

from ..core.moves import Move, MoveKind
from ..core.tiles import DOUBLE_SIX, Tile, tiles_of
from ..core.tiles import opening_rank as line_rank
from ..variants.allfives import FivesObservation, Layout
from ..variants.chickenfoot import CLOSED, TOES, ChickenObservation, ChickenState
from ..variants.line import LineObservation
from ..variants.trains import MEXICAN, TrainObservation
from ..variants.triangles import TILES, TrianglesState, TriObservation, opening_rank, tile_of

Ends = tuple[int, int]

_memo: dict[str, tuple[Any, Any]] = {}   # Expert asks about one observation many times


def once(name: str, obs: Any, work: Callable[[], Any]) -> Any:
    """`work()`, worked out once for the observation `obs` (the latest one asked about)."""
    kept = _memo.get(name)
    if kept is not None and kept[0] is obs:
        return kept[1]
    found = work()
    _memo[name] = (obs, found)
    return found


# -- line games ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Knowledge:
    lacks: tuple[frozenset[int], ...]   # per seat: numbers that seat is proved not to hold
    excluded: tuple[frozenset[Tile], ...]   # per seat: tiles the opening rule proves it does not hold
    unseen: tuple[Tile, ...]            # tiles the observer has not seen: rivals' hands, stock, out of play
    # The numbers the open ends showed before each move of the history (None before the opening):
    # in the line games (left, right).
    ends_history: tuple[tuple[int, ...] | None, ...]
    shown: tuple[frozenset[int], ...] = ()   # per seat, the observer's too: numbers its passes and draws proved


def ends_after(ends: Ends | None, move: Move) -> Ends:
    """The open ends after `move` (a play) given the ends before it."""
    assert move.tile is not None
    a, b = move.tile
    if ends is None:
        return (a, b)
    left, right = ends
    if move.end == "L":
        return (b if a == left else a, right)
    return (left, b if a == right else a)


def ends_before(ends: Ends | None, move: Move) -> Ends | None:
    """The open ends before `move` (a play) given the ends after it."""
    if move.end is None or ends is None or move.tile is None:
        return None
    a, b = move.tile
    left, right = ends
    if move.end == "L":
        return (b if left == a else a, right)
    return (left, b if right == a else a)


def chance_none(possible: Sequence[Tile], held: int, fits: Callable[[Tile], bool]) -> float:
    """The chance that a hidden hand of `held` tiles, dealt alike from the tiles it may hold
    (`possible`), holds none that `fits` (hypergeometric); 0 when no such hand can be dealt."""
    fitting = sum(1 for t in possible if fits(t))
    if held <= 0 or len(possible) < held:
        return 0.0
    return comb(len(possible) - fitting, held) / comb(len(possible), held)


def line_knowledge(obs: LineObservation) -> Knowledge:
    knowledge: Knowledge = once("line", obs, lambda: _prove_line(obs))
    return knowledge


def _prove_line(obs: LineObservation) -> Knowledge:
    # The history may start from a position with tiles already down (tutorial, tests): walk it
    # back from the ends now showing to learn the ends before each move.
    ends = obs.ends
    before: list[tuple[int, ...] | None] = []
    for _, move in reversed(obs.history):
        if move.kind == MoveKind.PLAY:
            ends = ends_before(ends, move)
        before.append(ends)
    before.reverse()
    return _prove_ends(obs, before, {tuple(sorted(p)) for p in obs.chain})


def layout_of(obs: FivesObservation) -> Layout:
    """All Fives: the layout the observation shows, laid again from its plays (once per observation)."""
    layout: Layout = once("layout", obs, lambda: Layout.of(obs.laid))
    return layout


def fives_knowledge(obs: FivesObservation) -> Knowledge:
    """All Fives: what the line games' proofs give, with up to four open ends."""
    knowledge: Knowledge = once("fives", obs, lambda: _prove_fives(obs))
    return knowledge


def _prove_fives(obs: FivesObservation) -> Knowledge:
    before = [None if layout is None else tuple(v for _, v in layout.ends()) for layout in layouts_before(obs)]
    seen = {m.tile for m in obs.laid if m.tile is not None}
    return _prove_ends(obs, before, seen)


def layouts_before(obs: FivesObservation) -> list[Layout | None]:
    """All Fives: the layout before each move of the history (None before the opening), worked
    out once per observation. The layout keeps its plays in the order laid, a scripted
    position's first: lay those, then step through the history."""
    def work() -> list[Layout | None]:
        plays = sum(1 for _, move in obs.history if move.kind == MoveKind.PLAY)
        layout = Layout.of(obs.laid[:len(obs.laid) - plays])
        before: list[Layout | None] = []
        for _, move in obs.history:
            before.append(layout.clone() if layout.centre is not None else None)
            if move.kind == MoveKind.PLAY:
                layout.place(move)
        return before
    found: list[Layout | None] = once("layouts", obs, work)
    return found


def _prove_ends(obs: Any, before: Sequence[tuple[int, ...] | None], laid: set[Tile]) -> Knowledge:
    """What the history of a game on dominoes' open ends proves: `before` holds the numbers the
    ends showed before each move of `obs.history` (None before the opening), `laid` the tiles on
    the table. The rules are the line games' (docs/rules.md §1): a forced opening, and drawing
    until a tile fits."""
    lacks: list[set[int]] = [set() for _ in range(obs.players)]
    excluded: list[frozenset[Tile]] = [frozenset()] * obs.players
    if obs.history and before[0] is None and obs.leader is None:
        opening = obs.history[0][1].tile
        assert opening is not None
        better = frozenset(t for t in DOUBLE_SIX if line_rank(t) > line_rank(opening))
        excluded = [better] * obs.players
    turn: tuple[int, int, set[int], frozenset[Tile]] | None = None   # seat, draws, proofs before them
    for (seat, move), ends in zip(obs.history, before):
        if turn is not None and turn[0] != seat:
            turn = None
        if move.kind == MoveKind.PLAY:
            if turn is not None and turn[1] == 1:   # it lays the one tile drawn: the hand is as before
                lacks[seat], excluded[seat] = turn[2] | lacks[seat], turn[3]
            turn = None
        elif ends is not None:
            if move.kind == MoveKind.DRAW:
                if turn is None:
                    turn = (seat, 0, lacks[seat], excluded[seat])
                turn = (seat, turn[1] + 1, turn[2], turn[3])
                lacks[seat], excluded[seat] = set(ends), frozenset()   # the drawn tile may be anything else
            else:
                lacks[seat] |= set(ends)
                turn = None
    shown = [frozenset(lack) for lack in lacks]
    if turn is not None:
        shown[turn[0]] = frozenset()                  # on turn after a draw: the tile drawn may fit
    seen = set(obs.hand) | laid
    unseen = tuple(t for t in DOUBLE_SIX if t not in seen)
    gone = {n for n in range(7) if not any(n in t for t in unseen)}
    result = tuple(frozenset(lacks[s] | gone) if s != obs.seat else frozenset()
                   for s in range(obs.players))
    proved = tuple(excluded[s] & frozenset(unseen) if s != obs.seat else frozenset()
                   for s in range(obs.players))
    return Knowledge(result, proved, unseen, tuple(before), tuple(shown))


# -- Mexican Train -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrainKnowledge:
    lacks: tuple[frozenset[int], ...]   # per seat: numbers that seat is proved not to hold
    unseen: tuple[Tile, ...]            # tiles the observer has not seen: rivals' hands, boneyard, out of play
    shown: tuple[frozenset[int], ...] = ()   # per seat, the observer's too: numbers its passes and draws proved


def train_knowledge(obs: TrainObservation) -> TrainKnowledge:
    n = obs.players
    seen = set(obs.hand) | {(obs.engine, obs.engine)}
    for train in obs.trains:
        seen.update(tuple(sorted(t)) for t in train.tiles)
    wanted: list[set[int]] | None = None
    # The trains are walked from the hub, so only a history that laid every tile on them proves anything.
    if sum(1 for _, m in obs.history if m.kind == MoveKind.PLAY) == sum(len(t.tiles) for t in obs.trains):
        wanted = []
        ends, started = [obs.engine] * (n + 1), [False] * (n + 1)
        markers, obligation = [False] * n, None
        for seat, move in obs.history:
            if obligation is not None:
                places: list[int] = [obligation]
            elif not started[seat]:
                places = [seat]
            else:
                places = [i for i in range(n + 1) if i in (seat, n) or markers[i]]
            wanted.append({ends[i] for i in places})
            if move.kind == MoveKind.PLAY:
                assert move.tile is not None
                i = n if move.train == MEXICAN else int(move.train or 0)
                a, b = move.tile
                ends[i], started[i] = (b if a == ends[i] else a), True
                if i == seat:
                    markers[seat] = False
                obligation = i if a == b else None
            elif move.kind == MoveKind.PASS:
                markers[seat] = True
    return draw_one_knowledge(obs, tuple(t for t in tiles_of(obs.double) if t not in seen), wanted, obs.double)


def draw_one_knowledge(obs: Any, unseen: tuple[Tile, ...], wanted: Sequence[set[int]] | None,
                       top: int) -> TrainKnowledge:
    """What the history proves in a game where a player with no tile that fits draws one and plays
    it or passes (Mexican Train, Chicken Foot): `wanted` holds the numbers open to the player on
    turn before each move (None: the history proves nothing), `top` the set's highest number."""
    lacks: list[set[int]] = [set() for _ in range(obs.players)]
    step: tuple[int, int, set[int]] | None = None   # seat, draws in this step, proofs before them
    for (seat, move), numbers in zip(obs.history, wanted or ()):
        if step is not None and step[0] != seat:
            step = None
        if move.kind == MoveKind.PLAY:
            if step is not None and step[1] == 1:   # it lays the tile it drew
                lacks[seat] = step[2] | lacks[seat]
            step = None
        elif move.kind == MoveKind.DRAW:
            step = (seat, 1 if step is None else step[1] + 1, lacks[seat] if step is None else step[2])
            lacks[seat] = set(numbers)           # the drawn tile may be anything else
        else:
            lacks[seat] |= numbers
            step = None
    if step is not None:
        lacks[step[0]] = set()                   # mid-step after a draw: the drawn tile may fit
    gone = {k for k in range(top + 1) if not any(k in t for t in unseen)}
    return TrainKnowledge(tuple(frozenset(lacks[s] | gone) if s != obs.seat else frozenset()
                                for s in range(obs.players)), unseen, tuple(frozenset(lack) for lack in lacks))


# -- Chicken Foot --------------------------------------------------------------------------------


def chicken_knowledge(obs: ChickenObservation) -> TrainKnowledge:
    """Chicken Foot, as Mexican Train on the places open to the player then (the module's words);
    a scripted position's history read from the arms as they were before it (table_before)."""
    knowledge: TrainKnowledge = once("chicken", obs, lambda: _prove_chicken(obs))
    return knowledge


def _prove_chicken(obs: ChickenObservation) -> TrainKnowledge:
    seen = set(obs.hand) | {(obs.centre, obs.centre)}
    for arm in obs.arms:
        seen.update(tuple(sorted(t)) for t in arm.tiles)
    table, wanted = table_before(obs), []
    for _, move in obs.history:
        wanted.append({table.ends[i] for i in table.open_arms()})
        if move.kind == MoveKind.PLAY:
            assert move.tile is not None and move.arm is not None
            table.lay(move.arm, move.tile)
    return draw_one_knowledge(obs, tuple(t for t in tiles_of(obs.top) if t not in seen), wanted, obs.top)


def table_before(obs: ChickenObservation) -> ChickenState:
    """The arms as they were before the history's first move (a scripted position's, or the bare
    centre): the observed arms with the history's plays taken off their ends again, last first,
    and each double's three toes with it. Only the table is set: no hands."""
    table = ChickenState(obs.players, obs.top, obs.round)
    arms = [list(arm.tiles) for arm in obs.arms]
    for _, move in reversed(obs.history):
        if move.kind == MoveKind.PLAY and move.arm is not None:
            a, b = arms[move.arm].pop()
            if a == b:
                del arms[-TOES:]
    table.arms = arms
    table.roots = [arm.root for arm in obs.arms[:len(arms)]]
    table.parents = [arm.parent for arm in obs.arms[:len(arms)]]
    table.ends = [root if not tiles else CLOSED if tiles[-1][0] == tiles[-1][1] else tiles[-1][1]
                  for root, tiles in zip(table.roots, arms)]
    table.pending = [i for i, tiles in enumerate(arms) if not tiles]
    return table


def shown_lacks(obs: Any) -> tuple[frozenset[int], ...] | None:
    """Per seat, the numbers its own passes and draws have shown it does not hold: public, the same
    whoever observes. None in Triangles, where a pass proves whole tiles absent, not numbers."""
    if isinstance(obs, TriObservation):
        return None
    if isinstance(obs, TrainObservation):
        return train_knowledge(obs).shown
    if isinstance(obs, ChickenObservation):
        return chicken_knowledge(obs).shown
    if isinstance(obs, FivesObservation):
        return fives_knowledge(obs).shown
    return line_knowledge(obs).shown


# -- Triangles -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TriKnowledge:
    lacks: tuple[frozenset[Tile], ...]  # per seat: tiles that seat is proved not to hold
    unseen: frozenset[Tile]             # tiles the observer has not seen: rivals' hands, stock, out of play


_last: list[tuple[TriObservation, TriKnowledge]] = []   # Expert asks about one observation many times


def tri_knowledge(obs: TriObservation) -> TriKnowledge:
    if _last and _last[0][0] is obs:
        return _last[0][1]
    knowledge = _prove(obs)
    _last[:] = [(obs, knowledge)]
    return knowledge


def board_of(obs: TriObservation, placements: int | None = None) -> TrianglesState:
    """A bare state holding the first `placements` tiles of the observed board (all of them by
    default): what fits where, nothing else."""
    board = TrianglesState(obs.players)
    for cell, corners in list(obs.board.items())[:placements]:
        board.place(cell, corners)
    return board


def _prove(obs: TriObservation) -> TriKnowledge:
    # A scripted position starts with tiles on the board: those laid before the history.
    laid = sum(1 for _, move in obs.history if move.kind == MoveKind.PLAY)
    board = board_of(obs, len(obs.board) - laid)
    lacks: list[frozenset[Tile]] = [frozenset() for _ in range(obs.players)]
    if not board.board and obs.history and obs.history[0][1].tile is not None:
        best = opening_rank(obs.history[0][1].tile)
        lacks = [frozenset(t for t in TILES if opening_rank(t) > best)] * obs.players
    turn_seat: int | None = None
    draws = 0
    proof: frozenset[Tile] | None = None

    def close_turn(played: bool) -> None:
        if turn_seat is None or proof is None:
            return
        kept = draws - (1 if played else 0)
        lacks[turn_seat] = proof if kept > 0 else lacks[turn_seat] | proof

    for seat, move in obs.history:
        if seat != turn_seat:
            turn_seat, draws, proof = seat, 0, None
        if move.cell is not None and move.corners is not None:
            close_turn(True)
            board.place(move.cell, move.corners)
            turn_seat = None
        else:
            if proof is None and board.board:
                proof = board.fitting_tiles()
            if move.kind == MoveKind.DRAW:
                draws += 1
            else:
                close_turn(False)
                turn_seat = None
    if turn_seat is not None and draws:
        # Mid-turn after a draw the last drawn tile may fit: nothing is sure about that hand.
        lacks[turn_seat] = frozenset()
    seen = set(obs.hand) | {tile_of(c) for c in obs.board.values()}
    unseen = frozenset(t for t in TILES if t not in seen)
    return TriKnowledge(tuple(frozenset(lack & unseen) for lack in lacks), unseen)
