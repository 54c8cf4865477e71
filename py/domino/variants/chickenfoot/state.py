"""One round of Chicken Foot (docs/rules.md §9): arms grow from the centre double, and every
double laid grows a chicken foot of three toes that must be filled before play goes on elsewhere.

The centre double is out of the deal, in the middle of the table. Its four spokes are arms 0-3
and are filled first; a double laid at the end of an arm closes that arm and opens three new
ones, its toes, numbered in the order the doubles were laid. Spokes and toes are filled in their
order (which spoke or toe a tile lies on changes nothing in the game), so each tile has one place
among them. The state is mutable and lean because search plays thousands of rounds; the checked,
recorded path is core.game.Game.
"""
from __future__ import annotations

from bisect import insort

from ...core.messages import Message
from ...core.moves import Move, MoveKind, draw_once, draw_once_refused
from ...core.outcome import Outcome, Termination, settle
from ...core.tiles import Tile, tile_text, tiles_of
from ...core.variant import BaseState, History
from .moves import parse_move, play
from .observation import Arm, ChickenObservation

SPOKES = 4              # the centre double's arms (docs/rules.md §9)
TOES = 3                # a chicken foot's
DOUBLE_BLANK = 50       # what the 0-0 counts, left in a hand
CLOSED = -1             # the open end of an arm a double has closed
PLAY = MoveKind.PLAY
DRAWING = MoveKind.DRAW



def worth(tile: Tile) -> int:
    """What a tile left in hand counts: its pips, the 0-0 fifty."""
    a, b = tile
    return DOUBLE_BLANK if a == b == 0 else a + b


def centre_of(top: int, round: int) -> int:
    """The centre double's number in `round` (1..top+1): the top double first, 0-0 last."""
    return top + 1 - round


class ChickenState(BaseState):
    """One round of Chicken Foot."""

    __slots__ = ("players", "top", "round", "centre", "hands", "stock", "out", "arms", "roots", "parents",
                 "ends", "pending", "current", "passes", "drew", "result")

    def __init__(self, players: int, top: int, round: int = 1):
        self.players = players
        self.top = top                                # the set's highest double
        self.round = round
        self.centre = centre_of(top, round)
        self.hands: list[list[Tile]] = []             # each kept sorted
        self.stock: list[Tile] = []                   # the boneyard; the next draw is stock[-1]
        self.out: list[Tile] = []                     # out of play (scripted positions only)
        self.arms: list[list[tuple[int, int]]] = [[] for _ in range(SPOKES)]   # from the root outwards
        self.roots = [self.centre] * SPOKES           # the number each arm grows from
        self.parents: list[int | None] = [None] * SPOKES   # None: a spoke; else the arm of its double
        self.ends = [self.centre] * SPOKES            # what each arm's next tile must match; CLOSED
        self.pending = list(range(SPOKES))            # arms to fill before anything else, in order
        self.current = 0
        self.passes = 0                               # consecutive passes; any play resets it
        self.drew = False                             # the player on turn drew this turn
        self.result: Outcome | None = None

    def clone(self) -> ChickenState:
        other = ChickenState.__new__(ChickenState)
        other.players, other.top, other.round, other.centre = self.players, self.top, self.round, self.centre
        other.hands = [list(h) for h in self.hands]
        other.stock, other.out = list(self.stock), list(self.out)
        other.arms = [list(arm) for arm in self.arms]
        other.roots, other.parents = list(self.roots), list(self.parents)
        other.ends, other.pending = list(self.ends), list(self.pending)
        other.current, other.passes, other.drew = self.current, self.passes, self.drew
        other.result = self.result
        return other

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return tiles_of(self.top)

    def open_arms(self) -> list[int]:
        """The arms a tile may go on now: the next spoke or toe while any waits, else every open end."""
        if self.pending:
            return self.pending[:1]
        return [i for i, end in enumerate(self.ends) if end != CLOSED]

    # -- the protocol ---------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Plays in hand order, each tile's arms in their order; else draw, else pass."""
        if self.result is not None:
            return []
        places = self.open_arms()
        ends = self.ends
        wanted = {ends[i] for i in places}       # most tiles fit nowhere: test them once
        moves = []
        for tile in self.hands[self.current]:
            a, b = tile
            if a in wanted or b in wanted:
                for i in places:
                    if a == ends[i] or b == ends[i]:
                        moves.append(play(tile, i))
        return draw_once(moves, self.drew, self.stock)

    def apply_unchecked(self, move: Move) -> None:
        """Apply a move known to be legal (search's fast path)."""
        seat = self.current
        kind = move.kind
        if kind is PLAY:
            tile, i = move.tile, move.arm
            assert tile is not None and i is not None
            hand = self.hands[seat]
            hand.remove(tile)
            self.lay(i, tile)
            self.passes = 0
            self.drew = False
            if not hand:                          # out at once, a double too
                self.result = self.finish(Termination.OUT, seat)
                return
            self.current = (seat + 1) % self.players
        elif kind is DRAWING:
            insort(self.hands[seat], self.stock.pop())
            self.drew = True
        else:
            self.passes += 1
            self.drew = False
            if self.passes >= self.players and not self.stock:
                self.result = self.finish(Termination.BLOCKED, None)
                return
            self.current = (seat + 1) % self.players

    def lay(self, i: int, tile: Tile) -> None:
        """Lay `tile` at the open end of arm `i`; a double closes the arm and grows a foot there."""
        a, b = tile
        end = self.ends[i]
        other = b if a == end else a
        self.arms[i].append((end, other))
        if self.pending and self.pending[0] == i:
            del self.pending[0]
        if a != b:
            self.ends[i] = other
            return
        self.ends[i] = CLOSED
        first = len(self.arms)
        self.arms += [[] for _ in range(TOES)]
        self.roots += [a] * TOES
        self.parents += [i] * TOES
        self.ends += [a] * TOES
        self.pending = list(range(first, first + TOES))

    def finish(self, reason: Termination, winner: int | None) -> Outcome:
        """Each hand counts its pips, the 0-0 fifty; the lowest wins a blocked round and scores the others'."""
        return settle(self.hands, reason, winner, "others", worth=worth)

    def explain(self, move: Move) -> Message:
        """Why `move` is not legal now, in words a player understands."""
        if self.result is not None:
            return Message("The round is over.")
        if move.kind == PLAY and move.arm is None:
            return Message("{move} is not a Chicken Foot move.", move=repr(move))
        legal = self.legal_moves()
        if move.kind == PLAY:
            return self._explain_play(move)
        return draw_once_refused(move, legal[0].kind == PLAY, self.drew)

    def _explain_play(self, move: Move) -> Message:
        tile, i = move.tile, move.arm
        assert tile is not None and i is not None
        text = tile_text(tile)
        if tile not in self.hands[self.current]:
            return Message("You do not hold the {tile}.", tile=text)
        if i >= len(self.arms):
            return Message("There is no arm {arm} on the table.", arm=i)
        if self.pending:
            nxt = self.pending[0]
            root = self.roots[nxt]
            double = tile_text((root, root))
            spokes = self.parents[nxt] is None
            if i not in self.pending:
                if spokes:
                    return Message("The {double} must have its four spokes before anything else is played.",
                                   double=double)
                return Message("The chicken foot on the {double} must have its three toes before anything "
                               "else is played.", double=double)
            if i != nxt:
                return Message("Fill the arms around a double in order: the next one is arm {arm}.", arm=nxt)
            if spokes:
                return Message("The {tile} does not match the {double}: a spoke must start with {number}.",
                               tile=text, double=double, number=root)
            return Message("The {tile} cannot be a toe of the {double}: it has no {number}.", tile=text,
                           double=double, number=root)
        if self.ends[i] == CLOSED:
            return Message("Arm {arm} ends in a double: play on its toes.", arm=i)
        return Message("The {tile} does not match the open end of arm {arm} ({number}).", tile=text, arm=i,
                       number=self.ends[i])

    def parse_move(self, text: str) -> Move:
        move = parse_move(text)
        if move.tile is not None and move.tile not in self.tiles:
            raise ValueError(Message("{tile} is not a tile of the double-{top} set", tile=tile_text(move.tile),
                                     top=self.top))
        return move

    def arms_seen(self) -> tuple[Arm, ...]:
        """Arm values, by number."""
        return tuple(Arm(tuple(tiles), root, parent, None if end == CLOSED else end)
                     for tiles, root, parent, end in zip(self.arms, self.roots, self.parents, self.ends))

    def observation(self, seat: int, history: History = ()) -> ChickenObservation:
        return ChickenObservation(
            variant="chickenfoot",
            top=self.top,
            round=self.round,
            centre=self.centre,
            arms=self.arms_seen(),
            pending=() if self.result is not None else tuple(self.pending),
            drew_this_turn=self.drew,
            **self.seen(seat, history),
        )

    def tiles_in_play(self) -> list[Tile]:
        """Every tile, wherever it is, the centre double included (for conservation checks)."""
        return self.unplaced() + [(self.centre, self.centre)] + [tuple(sorted(t)) for arm in self.arms for t in arm]
