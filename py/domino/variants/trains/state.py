"""One round of Mexican Train (docs/rules.md §3), played on personal trains and the shared
Mexican train.

The double in the hub is the engine (the set's highest double in a single round). Every train starts at it. The
state is mutable and lean because search plays thousands of rounds; the checked, recorded path
is core.game.Game.

The readings of §3 that its words leave open, as docs/rules.md §3 records them:
- "Your train has started" means it holds a tile, whoever laid it: once a rival has started your
  marked train, you may play on the Mexican train and open trains too.
- A cover obligation comes before everything, the start-your-own-train rule included: whoever is
  on turn may (and must) cover the double on its train, whatever its marker.
- Laying a double keeps the turn as a fresh step: the player who then cannot cover may draw one
  tile even if they drew earlier in that turn.
- A cover matches the double's number, so with one tile of each kind a cover is never itself a
  double; the engine still treats every double laid, a cover included, as a new obligation.
- Blocked: the boneyard is empty and the last `players` moves that ended a turn were all passes
  (a draw does not interrupt the run, a play does).
"""
from __future__ import annotations

from bisect import insort

from ...core.messages import Message, N_
from ...core.moves import Move, MoveKind, draw_once, draw_once_refused
from ...core.outcome import Termination, settle
from ...core.tiles import Tile, tile_text, tiles_of
from ...core.variant import BaseState, History
from .moves import MEXICAN, parse_move, play
from .observation import Obligation, Train, TrainObservation, train_words

USUAL = 9               # double-nine, the set a game is played with unless its rules choose another
# Tiles per hand by the set and the player count (docs/rules.md §3).
HANDS: dict[int, dict[int, int]] = {9: {2: 8, 3: 8, 4: 8},
                                    12: {2: 15, 3: 15, 4: 15, 5: 12, 6: 12, 7: 10, 8: 10}}
PLAY = MoveKind.PLAY
DRAWING = MoveKind.DRAW

_tables: dict[tuple[int, int], list[dict[Tile, Move]]] = {}


def hand_size(top: int, players: int) -> int:
    return HANDS[top][players]


def rounds(top: int = USUAL) -> int:
    """Rounds of the full game: one per engine, top-top down to 0-0."""
    return top + 1

# The words of a refusal about one train, one sentence for each kind of train (train_words): a
# train's name is never a fragment spliced into a sentence.
COVER_FIRST = {
    "draw": {"mexican": N_("You cannot draw: cover the {tile} on the Mexican train."),
             "yours": N_("You cannot draw: cover the {tile} on your train."),
             "player": N_("You cannot draw: cover the {tile} on Player {player}'s train.")},
    "pass": {"mexican": N_("You cannot pass: cover the {tile} on the Mexican train."),
             "yours": N_("You cannot pass: cover the {tile} on your train."),
             "player": N_("You cannot pass: cover the {tile} on Player {player}'s train.")},
}
COVERED_FIRST = {"mexican": N_("The {tile} on the Mexican train must be covered first."),
                 "yours": N_("The {tile} on your train must be covered first."),
                 "player": N_("The {tile} on Player {player}'s train must be covered first.")}
NO_MATCH = {"mexican": N_("The {tile} does not match the open end of the Mexican train ({number})."),
            "yours": N_("The {tile} does not match the open end of your train ({number})."),
            "player": N_("The {tile} does not match the open end of Player {player}'s train ({number}).")}


def _table(players: int, top: int) -> list[dict[Tile, Move]]:
    """Interned play moves indexed [train index][tile]; index `players` is the Mexican train."""
    table = _tables.get((players, top))
    if table is None:
        names: list[int | str] = [*range(players), MEXICAN]
        table = _tables[players, top] = [{t: play(t, name) for t in tiles_of(top)} for name in names]
    return table


def engine_of(round: int, top: int = USUAL) -> int:
    """The engine of round `round` (from 1) of the full game played with the set `top`."""
    return top + 1 - round


class TrainState(BaseState):
    """One round of Mexican Train. Train index `players` is the Mexican train."""

    __slots__ = ("players", "top", "round", "engine", "hands", "stock", "out", "lines", "ends",
                 "markers", "current", "passes", "drew", "obligation", "result", "_moves")

    def __init__(self, players: int, round: int = 1, top: int = USUAL):
        self.players = players
        self.top = top                                # the set: its highest double
        self.round = round
        self.engine = engine_of(round, top)
        self.hands: list[list[Tile]] = []             # each kept sorted
        self.stock: list[Tile] = []                   # the boneyard; the next draw is stock[-1]
        self.out: list[Tile] = []                     # out of play (scripted positions only)
        self.lines: list[list[tuple[int, int]]] = [[] for _ in range(players + 1)]  # from the hub outwards
        self.ends = [self.engine] * (players + 1)     # what each train's next tile must match
        self.markers = [False] * players              # personal trains open to everyone
        self.current = 0
        self.passes = 0                               # consecutive passes; any play resets it
        self.drew = False                             # the player on turn drew in this step
        self.obligation: int | None = None            # index of the train ending in an uncovered double
        self.result = None
        self._moves = _table(players, top)

    def clone(self) -> TrainState:
        other = TrainState.__new__(TrainState)
        other.players, other.top, other.round, other.engine = self.players, self.top, self.round, self.engine
        other.hands = [list(h) for h in self.hands]
        other.stock, other.out = list(self.stock), list(self.out)
        other.lines = [list(line) for line in self.lines]
        other.ends, other.markers = list(self.ends), list(self.markers)
        other.current, other.passes, other.drew = self.current, self.passes, self.drew
        other.obligation, other.result, other._moves = self.obligation, self.result, self._moves
        return other

    def train_index(self, train: int | str) -> int:
        if train == MEXICAN:
            return self.players
        assert isinstance(train, int), train
        return train

    def train_name(self, index: int) -> int | str:
        return MEXICAN if index == self.players else index

    # -- the protocol ---------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Plays in hand order, each tile's trains in table order (seats, then Mexican); else
        draw, else pass."""
        if self.result is not None:
            return []
        seat = self.current
        hand = self.hands[seat]
        ends = self.ends
        moves = []
        places: list[int] | tuple[int]
        if self.obligation is not None:
            places = (self.obligation,)          # cover the double before anything else
        elif not self.lines[seat]:
            places = (seat,)                     # start your own train first
        else:
            markers, n = self.markers, self.players
            places = [i for i in range(n + 1) if i == seat or i == n or markers[i]]
        wanted = {ends[i] for i in places}       # most tiles fit nowhere: test them once
        table = self._moves
        for tile in hand:
            a, b = tile
            if a in wanted or b in wanted:
                for i in places:
                    e = ends[i]
                    if a == e or b == e:
                        moves.append(table[i][tile])
        return draw_once(moves, self.drew, self.stock)

    def apply_unchecked(self, move: Move) -> None:
        """Apply a move known to be legal (search's fast path)."""
        seat = self.current
        kind = move.kind
        if kind is PLAY:
            tile = move.tile
            assert tile is not None
            train = move.train
            i = train if type(train) is int else self.players
            hand = self.hands[seat]
            hand.remove(tile)
            a, b = tile
            end = self.ends[i]
            other = b if a == end else a
            self.lines[i].append((end, other))
            self.ends[i] = other
            if i == seat:
                self.markers[seat] = False       # playing on your own train closes it
            self.passes = 0
            self.drew = False
            if not hand:                         # out at once, a double too
                self.obligation = None
                self.result = settle(self.hands, Termination.OUT, seat, "others")
                return
            if a == b:
                self.obligation = i              # the double keeps the turn: cover it here
                return
            self.obligation = None
            self.current = (seat + 1) % self.players
        elif kind is DRAWING:
            insort(self.hands[seat], self.stock.pop())
            self.drew = True
        else:
            self.markers[seat] = True            # a pass opens your train to everyone
            self.passes += 1
            self.drew = False
            if self.passes >= self.players and not self.stock:
                self.result = settle(self.hands, Termination.BLOCKED, None, "others")
                return
            self.current = (seat + 1) % self.players

    def explain(self, move: Move) -> Message:
        """Why `move` is not legal now, in words a player understands."""
        if self.result is not None:
            return Message("The round is over.")
        if move.kind == PLAY and move.train is None:
            return Message("{move} is not a Mexican Train move.", move=repr(move))
        seat = self.current
        legal = self.legal_moves()
        if move.kind == PLAY:
            return self._explain_play(move, seat, legal)
        plays = legal[0].kind == PLAY
        if plays and self.obligation is not None:
            return self._words_on(COVER_FIRST[move.kind], self.obligation, seat)
        return draw_once_refused(move, plays, self.drew)

    def _words_on(self, words: dict[str, str], i: int, seat: int, **params: object) -> Message:
        """The sentence of `words` (one a kind of train: train_words) about train `i` as `seat`
        sees it; the double on the train is {tile}, unless `params` name it."""
        kind = train_words(self.train_name(i), seat)
        if "tile" not in params:
            params["tile"] = tile_text(self.lines[i][-1])
        if kind == "player":
            params["player"] = i + 1
        return Message(words[kind], **params)

    def _explain_play(self, move: Move, seat: int, legal: list[Move]) -> Message:
        tile, train = move.tile, move.train
        assert tile is not None and train is not None
        text = tile_text(tile)
        if tile not in self.hands[seat]:
            return Message("You do not hold the {tile}.", tile=text)
        if isinstance(train, int) and train >= self.players:
            return Message("There is no Player {player} in a game of {players} players.", player=train + 1,
                           players=self.players)
        i = self.train_index(train)
        if self.obligation is not None:
            if i != self.obligation:
                return self._words_on(COVERED_FIRST, self.obligation, seat)
            end = self.ends[i]
            return Message("The {tile} cannot cover the {double}: it has no {number}.", tile=text,
                           double=tile_text((end, end)), number=end)
        if i != seat and not self.lines[seat]:
            return Message("You must start your own train first.")
        if i != seat and i != self.players and not self.markers[i]:
            return Message("Player {player}'s train is not open to everyone.", player=i + 1)
        if not self.lines[i]:
            return Message("The first tile of a train must match the engine ({engine}).", engine=self.engine)
        return self._words_on(NO_MATCH, i, seat, tile=text, number=self.ends[i])

    def parse_move(self, text: str) -> Move:
        move = parse_move(text)
        if move.tile is not None:
            if move.tile not in tiles_of(self.top):
                raise ValueError(Message("{tile} is not a tile of the double-{double} set", tile=tile_text(move.tile),
                                         double=self.top))
            if isinstance(move.train, int) and move.train >= self.players:
                raise ValueError(Message("there is no seat {seat} in a game of {players} players", seat=move.train,
                                         players=self.players))
        return move

    def trains(self) -> tuple[Train, ...]:
        """Train values: seats 0..players-1, then the Mexican train."""
        n = self.players
        return tuple(Train(self.train_name(i), tuple(self.lines[i]), self.ends[i],
                           i < n and self.markers[i]) for i in range(n + 1))

    def observation(self, seat: int, history: History = ()) -> TrainObservation:
        ob = self.obligation
        return TrainObservation(
            variant="mexican",
            double=self.top,
            round=self.round,
            engine=self.engine,
            trains=self.trains(),
            obligation=None if ob is None or self.result is not None else Obligation(self.lines[ob][-1],
                                                                                      self.train_name(ob)),
            drew_this_turn=self.drew,
            **self.seen(seat, history),
        )

    def tiles_in_play(self) -> list[Tile]:
        """Every tile, wherever it is, the engine included (for conservation checks)."""
        return self.unplaced() + [(self.engine, self.engine)] + [tuple(sorted(t)) for line in self.lines for t in line]
