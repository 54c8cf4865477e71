"""Each variant's rules read again from the words of docs/rules.md, independently of the engine,
for the conformance suite (test_conformance.py): the legal moves by brute force, what must hold
in every position, every move text worth trying, and the exact position a state is in.

One `Reading` per registered variant name; test_conformance.py fails for a variant without one.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from domino import DRAW, PASS, VARIANTS, MoveKind, Termination
from domino.core.tiles import DOUBLE_SIX, tile_text
from domino.variants import allfives, chickenfoot, line, trains, triangles
from domino.variants.trains import MEXICAN
from domino.variants.triangles import TILES, orient, tile_of, trigrid

PLAY = MoveKind.PLAY


def pip_count(hand) -> int:
    return sum(map(sum, hand))


@dataclass(frozen=True)
class Reading:
    tiles: Callable                       # rules -> the whole set
    legal: Callable                       # game -> the set of legal moves, from the rule's words
    check: Callable                       # game -> None: asserts what holds in this position
    candidates: Callable                  # game -> move texts to try (every legal one among them)
    position: Callable                    # state -> new_game keywords for the same position, or None
    turn_kept: Callable                   # (move, game after it) -> the mover keeps the turn
    count: Callable = pip_count           # a hand left at the end -> what it counts (its pips)


def or_draw_once(game, plays: set) -> set:
    """The plays; with none, draw one tile, or pass once a tile has been drawn this turn or the
    boneyard is empty (§3, §9)."""
    if plays:
        return plays
    seat = game.state.current
    drew = bool(game.history) and game.history[-1] == (seat, DRAW)
    return {PASS} if drew or not game.state.stock else {DRAW}


def must_play(legal) -> None:
    """A play is forced whenever one fits: draw or pass only alone."""
    assert {m.kind for m in legal} == {PLAY} or len(legal) == 1


# -- §8 partnerships ------------------------------------------------------------------------------

def sides(rules) -> list:
    """Who scores together: partners face each other, seats 0 and 2 against 1 and 3; without
    partners every seat is alone."""
    if rules.partners:
        return [(0, 2), (1, 3)]
    return [(seat,) for seat in range(rules.players)]


def hand_end(game) -> tuple:
    """A finished hand read from §1, §7 and §8: (the winning seat, the winning team, the pips of
    the other sides, the winning side's own). Going out wins for the seat's side; a block goes to
    the side with the fewest pips, its lightest hand (the first seat of equals) the winner; a tie
    for the fewest is a drawn hand: (None, None, 0, 0)."""
    out, groups = game.outcome, sides(game.rules)
    totals = [sum(out.pips[seat] for seat in group) for group in groups]
    if out.reason == Termination.OUT:
        won = next(i for i, group in enumerate(groups) if out.winner in group)
        winner = out.winner
    else:
        if totals.count(min(totals)) > 1:
            return None, None, 0, 0
        won = totals.index(min(totals))
        winner = min(groups[won], key=lambda seat: (out.pips[seat], seat))
    return winner, won if game.rules.partners else None, sum(totals) - totals[won], totals[won]


# -- §1 line games --------------------------------------------------------------------------------

def line_legal(game) -> set:
    state = game.state
    hand = set(state.hands[state.current])
    if not state.chain:
        if state.leader is not None:
            return {line.play(t) for t in hand}
        everyone = [t for h in state.hands for t in h]
        return {line.play(max(everyone, key=lambda t: (t[0] == t[1], t[0] + t[1], max(t))))}
    left, right = state.left, state.right
    plays = {line.play(t, e) for t in DOUBLE_SIX for e in "LR"
             if t in hand and (left if e == "L" else right) in t}
    if plays:
        return plays
    return {DRAW} if game.rules.variant == "draw" and state.stock else {PASS}


def line_check(game) -> None:
    s = game.state
    assert all(a[1] == b[0] for a, b in zip(s.chain, s.chain[1:]))      # the chain connects
    if s.chain:
        assert (s.left, s.right) == (s.chain[0][0], s.chain[-1][1])
    out = game.outcome
    if out is not None:
        if out.reason == Termination.BLOCKED:
            assert s.passes == s.players and not s.stock
        winner, team, others, own = hand_end(game)
        if out.reason == Termination.BLOCKED and game.rules.blocked_scoring == "difference":
            others = max(others - own, 0)
        assert (out.winner, out.team, out.points) == (winner, team, others)


def line_candidates(game) -> list:
    return [str(line.play(t, e)) for t in DOUBLE_SIX for e in (None, "L", "R")] + ["draw", "pass"]


def line_position(state):
    if not state.chain:
        return None
    return {"hands": state.hands, "stock": list(reversed(state.stock)), "chain": state.chain,
            "first": state.current, "passes": state.passes}


LINE = Reading(lambda rules: DOUBLE_SIX, line_legal, line_check, line_candidates, line_position,
               lambda move, game: move.kind == MoveKind.DRAW)


# -- §3 Mexican Train -----------------------------------------------------------------------------

def train_legal(game) -> set:
    s = game.state
    seat, n = s.current, s.players
    names = list(range(n)) + [MEXICAN]

    def laid(name):
        return s.lines[n if name == MEXICAN else name]

    def end(name):
        return laid(name)[-1][1] if laid(name) else s.engine

    uncovered = [name for name in names if laid(name) and laid(name)[-1][0] == laid(name)[-1][1]]
    plays = set()
    for tile in trains.tiles_of(game.rules.double):
        if tile not in s.hands[seat]:
            continue
        for name in names:
            if end(name) not in tile:
                continue
            if uncovered:
                ok = name == uncovered[0]
            elif not laid(seat):
                ok = name == seat
            else:
                ok = name in (seat, MEXICAN) or s.markers[name]
            if ok:
                plays.add(trains.play(tile, name))
    return or_draw_once(game, plays)


def train_check(game) -> None:
    s = game.state
    for tiles, end in zip(s.lines, s.ends):                 # every tile matches its neighbour
        links = [(s.engine, s.engine)] + tiles
        assert all(a[1] == b[0] for a, b in zip(links, links[1:]))
        assert end == links[-1][1]
    out = game.outcome
    if out is not None:
        if out.reason == Termination.BLOCKED:
            assert not s.stock
            ended = [m for _, m in game.history if m.kind != MoveKind.DRAW]   # a draw ends no turn
            assert ended[-s.players:] == [PASS] * s.players
        return
    uncovered = [i for i, tiles in enumerate(s.lines) if tiles and tiles[-1][0] == tiles[-1][1]]
    assert uncovered == ([] if s.obligation is None else [s.obligation])
    if game.history:                                         # markers follow the last move
        seat, move = game.history[-1]
        if move.kind == MoveKind.PASS:
            assert s.markers[seat]
        elif move.kind == PLAY and move.train == seat:
            assert not s.markers[seat]


def train_candidates(game) -> list:
    names = list(range(game.rules.players)) + [MEXICAN]
    # A tile of the next larger set too: the set's own check refuses it.
    return ([str(trains.play(t, name)) for t in trains.tiles_of(game.rules.double + 1) for name in names]
            + ["draw", "pass"])


def train_position(state):
    return {"hands": state.hands, "stock": list(reversed(state.stock)), "first": state.current,
            "trains": {state.train_name(i): tiles for i, tiles in enumerate(state.lines)},
            "markers": [i for i, m in enumerate(state.markers) if m], "engine": state.engine,
            "passes": state.passes, "drew": state.drew}


TRAINS = Reading(lambda rules: trains.tiles_of(rules.double), train_legal, train_check, train_candidates, train_position,
                 lambda move, game: move.kind == MoveKind.DRAW or (
                     move.kind == PLAY and move.tile[0] == move.tile[1] and not game.is_over))


# -- §2 Triangles ---------------------------------------------------------------------------------

def corner_at(board, cell, vertex):
    return board[cell][trigrid.vertices(cell).index(vertex)]


def fits(board, cell, corners) -> bool:
    """A full side shared with a board tile, and every corner that touches any board tile (by a
    side or at a point) shows that tile's number there."""
    if cell in board or not any(n in board for n in trigrid.side_neighbours(cell)):
        return False
    for vertex, number in zip(trigrid.vertices(cell), corners):
        for other in trigrid.ring(vertex):
            if other != cell and other in board and corner_at(board, other, vertex) != number:
                return False
    return True


def near(board) -> set:
    return {n for cell in board for n in trigrid.touching(cell)} - set(board)


def tri_legal(game) -> set:
    state = game.state
    hand = state.hands[state.current]
    board = state.board
    if not board:
        if state.opening is None:                          # a seat named first opens with any tile
            return {triangles.play(t) for t in hand}
        everyone = [t for h in state.hands for t in h]     # the highest triple, else corner sum
        return {triangles.play(max(everyone, key=lambda t: (t[0] == t[2], sum(t), t[2], t[1], t[0])))}
    sides = {n for cell in board for n in trigrid.side_neighbours(cell)} - set(board)
    plays = {triangles.play(t, cell, k) for cell in sides for t in hand for k in range(3)
             if fits(board, cell, orient(t, k))}
    if plays:
        return plays
    return {DRAW} if state.stock and state.draws < 3 else {PASS}


def tri_check(game) -> None:
    state = game.state
    for cell, corners in state.board.items():           # one number at every vertex
        for v, n in zip(trigrid.vertices(cell), corners):
            assert state.numbers[v] == n
    if game.history:
        _, move = game.history[-1]
        if move.kind == PLAY:
            assert state.board[move.cell] == move.corners
    out = game.outcome
    assert tri_jammed(game) == (out is not None and out.reason == Termination.BLOCKED)
    if out is not None:
        assert len(out.scores) == (state.players if game.rules.triominos_scoring else 0)


def tri_jammed(game) -> bool:
    """With the stock gone, every player passed in a row: the last `players` turn-ending moves
    were passes, and no tile was drawn from the first of them on (the stock was empty then)."""
    state, moves = game.state, [m for _, m in game.history]
    ended = [i for i, m in enumerate(moves) if m.kind != MoveKind.DRAW]   # a draw ends no turn
    last = ended[-state.players:]
    if len(last) < state.players or any(moves[i].kind != MoveKind.PASS for i in last):
        return False
    return not state.stock and not any(m.kind == MoveKind.DRAW for m in moves[last[0]:])


def tri_candidates(game) -> list:
    """Every tile of the hand on turn in every cell near the board, each distinct turn, and a
    few tiles from elsewhere (the rest are refused the same way)."""
    state = game.state
    board = state.board
    tiles = sorted(set(state.hands[state.current]) | {TILES[0], TILES[-1]})
    if not board:
        return [str(triangles.play(t)) for t in tiles] + ["0-1-2@0,0r1", "draw", "pass"]
    cells = sorted(near(board) | set(list(board)[:2]))
    texts = {str(triangles.play(t, cell, k)) for t in tiles for cell in cells for k in range(3)}
    return sorted(texts) + ["draw", "pass"]


def tri_position(state):
    if not state.board:
        return None
    board = []
    for cell, corners in state.board.items():
        tile = tile_of(corners)
        k = next(k for k in range(3) if orient(tile, k) == corners)
        board.append(str(triangles.play(tile, cell, k)))
    return {"hands": [[tile_text(t) for t in h] for h in state.hands], "board": board,
            "stock": [tile_text(t) for t in reversed(state.stock)], "first": state.current,
            "passes": state.passes, "draws": state.draws}


TRIANGLES = Reading(lambda rules: TILES, tri_legal, tri_check, tri_candidates, tri_position,
                    lambda move, game: move.kind == MoveKind.DRAW)

# -- §7 All Fives ---------------------------------------------------------------------------------

class Table:
    """All Fives' layout by the words of §7, kept its own way: the line of tiles from its left end
    to its right end (the spinner somewhere in it once a double is down), and the spinner's U and
    D arms. The count is the ends of the line (a double at an end both halves; a single tile both
    its halves) plus the U and D arms' outer tiles."""

    def __init__(self, plays=()):
        self.line, self.spinner, self.up, self.down = [], None, [], []
        for move in plays:
            self.lay(move)

    def spinner_index(self):
        return self.line.index(self.spinner) if self.spinner else None

    def ends(self) -> dict:
        if not self.line:
            return {}
        ends = {"L": self.line[0][0], "R": self.line[-1][1]}
        i = self.spinner_index()
        if i is not None and 0 < i < len(self.line) - 1:            # both its sides hold a tile
            s = self.spinner[0]
            ends["U"] = self.up[-1][1] if self.up else s
            ends["D"] = self.down[-1][1] if self.down else s
        return ends

    def count(self) -> int:
        def across(pair, outer):
            return 2 * pair[0] if pair[0] == pair[1] else outer
        if len(self.line) == 1:
            return sum(self.line[0])
        total = across(self.line[0], self.line[0][0]) + across(self.line[-1], self.line[-1][1])
        return total + sum(across(arm[-1], arm[-1][1]) for arm in (self.up, self.down) if arm)

    def lay(self, move) -> None:
        a, b = move.tile
        if not self.line:
            self.line = [(a, b)]
        else:
            number = self.ends()[move.end]
            other = b if a == number else a
            if move.end == "L":
                self.line.insert(0, (other, number))
            elif move.end == "R":
                self.line.append((number, other))
            else:
                (self.up if move.end == "U" else self.down).append((number, other))
        if a == b and self.spinner is None:
            self.spinner = (a, b)


def nearest_five(pips: int) -> int:
    return min(range(0, 400, 5), key=lambda m: abs(m - pips))


def fives_legal(game) -> set:
    state = game.state
    hand = state.hands[state.current]
    ends = Table(state.layout.laid).ends()
    if not ends:
        if state.leader is not None:
            return {allfives.play(t) for t in hand}
        everyone = [t for h in state.hands for t in h]
        return {allfives.play(max(everyone, key=lambda t: (t[0] == t[1], t[0] + t[1], max(t))))}
    plays = {allfives.play(t, e) for t in hand for e, n in ends.items() if n in t}
    if plays:
        return plays
    return {DRAW} if state.stock else {PASS}


def fives_check(game) -> None:
    state, layout = game.state, game.state.layout
    table = Table(layout.laid)
    if layout.centre is not None:                     # the same table, read from the spinner
        left = [(o, i) for i, o in reversed(layout.arms[0])]
        assert left + [layout.centre] + layout.arms[1] == table.line
        assert (layout.arms[2], layout.arms[3]) == (table.up, table.down)
        assert (layout.spinner >= 0) == (table.spinner is not None)
    assert dict(layout.ends()) == table.ends()
    assert layout.count == (table.count() if table.line else 0)
    points, replay = [0] * state.players, Table()      # each play scores its count, if five divides it
    for seat, move in game.history:
        if move.kind == PLAY:
            replay.lay(move)
            points[seat] += replay.count() if replay.count() % 5 == 0 else 0
    out = game.outcome
    if out is not None:
        if out.reason == Termination.BLOCKED:
            assert state.passes == state.players and not state.stock
        winner, team, others, _ = hand_end(game)
        assert (out.winner, out.team) == (winner, team)
        if winner is not None:
            points[winner] += nearest_five(others)
        assert out.scores == tuple(points)
    assert state.points == points and all(p % 5 == 0 for p in points)


def fives_candidates(game) -> list:
    return [str(allfives.play(t, e)) for t in DOUBLE_SIX for e in (None, *allfives.ARMS)] + ["draw", "pass"]


def fives_position(state):
    if not state.layout.laid:
        return None
    return {"hands": state.hands, "stock": list(reversed(state.stock)),
            "layout": [str(m) for m in state.layout.laid], "first": state.current,
            "passes": state.passes, "points": state.points}


ALLFIVES = Reading(lambda rules: DOUBLE_SIX, fives_legal, fives_check, fives_candidates, fives_position,
                   lambda move, game: move.kind == MoveKind.DRAW)

# -- §9 Chicken Foot ------------------------------------------------------------------------------

def double_set(top: int) -> tuple:
    return tuple((a, b) for a in range(top + 1) for b in range(a, top + 1))


def chicken_count(hand) -> int:
    """§9: the pips left in hand, the 0-0 counting 50."""
    return sum(50 if tile == (0, 0) else sum(tile) for tile in hand)


def arm_root(s, i) -> int:
    """The number arm `i` grows from: the centre for a spoke, else its parent arm's double."""
    parent = s.parents[i]
    return s.centre if parent is None else s.arms[parent][-1][0]


def chicken_places(s) -> list:
    """§9: the first empty spoke while one is empty; else the first empty toe of the last foot;
    else every arm whose last tile is not a double."""
    empty = [i for i, arm in enumerate(s.arms) if not arm]
    if empty:
        return [empty[0]]
    return [i for i, arm in enumerate(s.arms) if arm[-1][0] != arm[-1][1]]


def chicken_legal(game) -> set:
    s = game.state
    seat = s.current
    plays = set()
    for i in chicken_places(s):
        end = s.arms[i][-1][1] if s.arms[i] else arm_root(s, i)
        plays |= {chickenfoot.play(t, i) for t in s.hands[seat] if end in t}
    return or_draw_once(game, plays)


def chicken_check(game) -> None:
    s = game.state
    closed = [i for i, arm in enumerate(s.arms) if arm and arm[-1][0] == arm[-1][1]]
    assert len(s.arms) == 4 + 3 * len(closed)
    assert s.parents[:4] == [None] * 4
    for j in range(len(closed)):                             # each double's toes: three arms in a row
        toes = s.parents[4 + 3 * j:7 + 3 * j]
        assert len(set(toes)) == 1 and toes[0] in closed
    assert sorted(s.parents[4::3]) == closed
    for i, arm in enumerate(s.arms):                         # every tile matches its neighbour
        root = arm_root(s, i)
        links = [(root, root)] + arm
        assert all(a[1] == b[0] for a, b in zip(links, links[1:]))
        assert all(a != b for a, b in arm[:-1])              # a double ends its arm
    empty = [i for i, arm in enumerate(s.arms) if not arm]
    if empty:                                                # only the last spokes or toes wait
        assert empty == list(range(empty[0], 4 if empty[0] < 4 else len(s.arms)))
    out = game.outcome
    if out is None:
        return
    assert out.pips == tuple(chicken_count(h) for h in s.hands)
    if out.reason == Termination.BLOCKED:
        assert not s.stock
        ended = [m for _, m in game.history if m.kind != MoveKind.DRAW]
        assert ended[-s.players:] == [PASS] * s.players
    winner, _, others, _ = hand_end(game)
    assert (out.winner, out.points) == (winner, others)


def chicken_candidates(game) -> list:
    arms = range(len(game.state.arms) + 1)
    return [str(chickenfoot.play(t, i)) for t in double_set(game.rules.double) for i in arms] + ["draw", "pass"]


def chicken_position(state):
    return {"hands": state.hands, "stock": list(reversed(state.stock)), "first": state.current,
            "arms": state.arms, "feet": state.parents[4::3], "centre": state.centre,
            "passes": state.passes, "drew": state.drew}


CHICKEN = Reading(lambda rules: double_set(rules.double), chicken_legal, chicken_check, chicken_candidates,
                  chicken_position, lambda move, game: move.kind == MoveKind.DRAW, chicken_count)

# Each variant read by the reading of its kind of board (the variant's)
BOARDS = {"line": LINE, "trains": TRAINS, "triangles": TRIANGLES, "spinner": ALLFIVES, "chickenfoot": CHICKEN}
READINGS = {name: BOARDS[variant.board] for name, variant in VARIANTS.items()}
