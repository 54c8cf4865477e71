"""Mexican Train (RULES.md §3): one round played on personal trains and the shared Mexican train.

The double in the hub is the engine (9-9 in the default round). Every train starts at it. The
state is mutable and lean because search plays thousands of rounds; the checked, recorded path
is `Game` in game.py. Moves and their text are in train_moves.py.

Readings of §3 that the words leave open, decided here:
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
from dataclasses import dataclass

from .outcome import Outcome, settle
from .tiles import double_set, parse_tile, tile_text
from .train_tactics import train_tactics
from .train import MEXICAN, Obligation, Train, train_label
from .train_moves import DRAW, PASS, TrainMove, parse_move, play
from .train_observation import TrainObservation
from .variant import HandState, Variant

TOP = 9                 # double-nine
SET = tuple(double_set(TOP))
HAND = 8                # tiles per hand for 2 to 4 players (RULES.md §3)
ROUNDS = 10             # the full game: engines 9-9, 8-8, ... 0-0

_tables: dict[int, list] = {}


def _table(players: int) -> list:
    """Interned play moves indexed [train index][tile]; index `players` is the Mexican train."""
    table = _tables.get(players)
    if table is None:
        names = list(range(players)) + [MEXICAN]
        table = _tables[players] = [{t: play(t, name) for t in SET} for name in names]
    return table


def engine_of(round: int) -> int:
    return TOP + 1 - round


class TrainGame(HandState):
    """One round of Mexican Train. Train index `players` is the Mexican train."""

    __slots__ = ("players", "round", "engine", "hands", "stock", "out", "lines", "ends",
                 "markers", "current", "passes", "drew", "obligation", "result", "_moves")

    def __init__(self, players: int, round: int = 1):
        self.players = players
        self.round = round
        self.engine = engine_of(round)
        self.hands: list[list] = []                   # each kept sorted
        self.stock: list = []                         # the boneyard; the next draw is stock[-1]
        self.out: list = []                           # out of play (scripted positions only)
        self.lines = [[] for _ in range(players + 1)]  # oriented pairs from the hub outwards
        self.ends = [self.engine] * (players + 1)     # what each train's next tile must match
        self.markers = [False] * players              # personal trains open to everyone
        self.current = 0
        self.passes = 0                               # consecutive passes; any play resets it
        self.drew = False                             # the player on turn drew in this step
        self.obligation: int | None = None            # index of the train ending in an uncovered double
        self.result: Outcome | None = None
        self._moves = _table(players)

    def clone(self) -> "TrainGame":
        other = TrainGame.__new__(TrainGame)
        other.players, other.round, other.engine = self.players, self.round, self.engine
        other.hands = [list(h) for h in self.hands]
        other.stock, other.out = list(self.stock), list(self.out)
        other.lines = [list(line) for line in self.lines]
        other.ends, other.markers = list(self.ends), list(self.markers)
        other.current, other.passes, other.drew = self.current, self.passes, self.drew
        other.obligation, other.result, other._moves = self.obligation, self.result, self._moves
        return other

    def _index(self, train) -> int:
        return self.players if train == MEXICAN else train

    def _name(self, index: int) -> int | str:
        return MEXICAN if index == self.players else index

    # -- the protocol ---------------------------------------------------------------------------



    def legal_moves(self) -> list[TrainMove]:
        """Plays in hand order, each tile's trains in table order (seats, then Mexican); else
        draw, else pass."""
        if self.result is not None:
            return []
        seat = self.current
        hand = self.hands[seat]
        ends = self.ends
        moves = []
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
        if moves:
            return moves
        if self.drew or not self.stock:
            return [PASS]
        return [DRAW]

    def apply_unchecked(self, move: TrainMove) -> None:
        """Apply a move known to be legal (search's fast path)."""
        seat = self.current
        kind = move.kind
        if kind == "play":
            tile = move.tile
            train = move.train
            i = self.players if train == MEXICAN else train
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
                self.result = settle(self.hands, "out", seat, "others")
                return
            if a == b:
                self.obligation = i              # the double keeps the turn: cover it here
                return
            self.obligation = None
            self.current = (seat + 1) % self.players
        elif kind == "draw":
            insort(self.hands[seat], self.stock.pop())
            self.drew = True
        else:
            self.markers[seat] = True            # a pass opens your train to everyone
            self.passes += 1
            self.drew = False
            if self.passes >= self.players and not self.stock:
                self.result = settle(self.hands, "blocked", None, "others")
                return
            self.current = (seat + 1) % self.players

    def explain(self, move) -> str:
        """Why `move` is not legal now, in words a player understands."""
        if self.result is not None:
            return "The round is over."
        if not isinstance(move, TrainMove):
            return f"{move!r} is not a Mexican Train move."
        seat = self.current
        legal = self.legal_moves()
        if move.kind == "play":
            return self._explain_play(move, seat, legal)
        plays = legal[0].kind == "play"
        if plays and self.obligation is not None:
            i = self.obligation
            return (f"You cannot {move.kind}: cover the {tile_text(self.lines[i][-1])} on "
                    f"{train_label(self._name(i), seat)}.")
        if plays and self.drew:
            return "Play the drawn tile: it fits."
        if plays:
            return f"You cannot {move.kind} while a tile fits: play one."
        if move.kind == "pass":
            return "Draw one tile from the boneyard first."
        if self.drew:
            return "You draw only one tile a turn: play it if it fits, or pass."
        return "The boneyard is empty: pass."

    def _obligation_text(self, seat: int) -> str:
        i = self.obligation
        double = self.lines[i][-1]
        return f"The {tile_text(double)} on {train_label(self._name(i), seat)} must be covered first"

    def _explain_play(self, move: TrainMove, seat: int, legal) -> str:
        tile, train = move.tile, move.train
        text = tile_text(tile)
        if tile not in self.hands[seat]:
            return f"You do not hold the {text}."
        if train != MEXICAN and train >= self.players:
            return f"There is no Player {train + 1} in a {self.players}-player game."
        i = self._index(train)
        where = train_label(train, seat)
        if self.obligation is not None:
            if i != self.obligation:
                return self._obligation_text(seat) + "."
            end = self.ends[i]
            return f"The {text} cannot cover the {end}-{end}: it needs a {end}."
        if i != seat and not self.lines[seat]:
            return "You must start your own train first."
        if i != seat and i != self.players and not self.markers[i]:
            return f"{where[0].upper()}{where[1:]} is not open to everyone."
        if not self.lines[i]:
            return f"The first tile of a train must match the engine ({self.engine})."
        return f"The {text} does not match the open end of {where} ({self.ends[i]})."

    def parse_move(self, text: str) -> TrainMove:
        move = parse_move(text)
        if move.kind == "play":
            if move.tile not in SET:
                raise ValueError(f"{tile_text(move.tile)} is not a double-nine tile")
            if move.train != MEXICAN and move.train >= self.players:
                raise ValueError(f"there is no seat {move.train} in a {self.players}-player game")
        return move


    def trains(self) -> tuple:
        """Train values: seats 0..players-1, then the Mexican train."""
        n = self.players
        return tuple(Train(self._name(i), tuple(self.lines[i]), self.ends[i],
                           i < n and self.markers[i]) for i in range(n + 1))

    def observation(self, seat: int, history: tuple = ()) -> TrainObservation:
        over = self.result is not None
        ob = self.obligation
        return TrainObservation(
            variant="mexican",
            seat=seat,
            players=self.players,
            round=self.round,
            engine=self.engine,
            hand=tuple(self.hands[seat]),
            trains=self.trains(),
            obligation=None if ob is None or over else Obligation(self.lines[ob][-1], self._name(ob)),
            hand_counts=tuple(len(h) for h in self.hands),
            stock_count=len(self.stock),
            out_count=len(self.out),
            current_player=self.current,
            legal_moves=tuple(self.legal_moves()) if seat == self.current and not over else (),
            drew_this_turn=self.drew,
            passes=self.passes,
            history=history,
            is_over=over,
        )

    def tiles_in_play(self) -> list:
        """Every tile, wherever it is, the engine included (for conservation checks)."""
        tiles = [t for h in self.hands for t in h] + self.stock + self.out
        tiles.append((self.engine, self.engine))
        return tiles + [tuple(sorted(t)) for line in self.lines for t in line]



def _tile(t) -> tuple:
    if isinstance(t, str):
        return parse_tile(t)
    if isinstance(t, (tuple, list)) and len(t) == 2 and all(isinstance(n, int) for n in t):
        return tuple(sorted(t))
    raise ValueError(f"not a tile: {t!r}")


def _train_name(key, players: int):
    """A train named in a position: a seat (int or its digits, as JSON keys are) or 'mexican'."""
    if key == MEXICAN:
        return MEXICAN
    if isinstance(key, str) and key.isdigit():
        key = int(key)
    if isinstance(key, bool) or not isinstance(key, int) or not 0 <= key < players:
        raise ValueError(f"no train {key!r}: name a seat 0..{players - 1} or 'mexican'")
    return key


@dataclass(frozen=True)
class MexicanVariant(Variant):
    """The rules object for Mexican Train: set-up, positions and the full game's scoring."""

    name: str = "mexican"
    title = "Mexican Train"
    players = (2, 3, 4)

    def check(self, rules) -> None:
        if rules.players not in self.players:
            raise ValueError(f"{self.title} is for 2 to 4 players, not {rules.players}.")
        if rules.target != 0:
            raise ValueError(f"{self.title} is scored by the pips left in hand, not to a target: "
                             f"use target 0 (one round), with full_game for ten rounds.")
        if rules.triominos_scoring:
            raise ValueError(f"{self.title} has no Tri-Ominos scoring.")

    def new_state(self, rules, round: int = 1) -> TrainGame:
        if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= ROUNDS:
            raise ValueError(f"a round is 1 to {ROUNDS}, not {round!r}")
        return TrainGame(rules.players, round)

    def deal(self, rules, rng, round: int = 1) -> TrainGame:
        """Shuffle the set without the engine, 8 tiles a hand, the rest the boneyard; the
        starting seat from the same Rng, so a seed replays with the same starter."""
        state = self.new_state(rules, round)
        engine = (state.engine, state.engine)
        tiles = [t for t in SET if t != engine]
        rng.shuffle(tiles)
        n = rules.players
        state.hands = [sorted(tiles[i * HAND:(i + 1) * HAND]) for i in range(n)]
        state.stock = tiles[n * HAND:]
        state.current = rng.below(n)
        return state

    def position(self, rules, hands, trains=None, stock=(), first=0, markers=(), obligation=None,
                 engine=TOP, passes=0, drew=False) -> TrainGame:
        """An exact position (tests, tutorial). Every tile not placed is out of play.

        hands: one list of tiles per seat ("6-9" or (6, 9)); trains: {seat or "mexican": tiles
        from the hub outwards, either way round} (or a list, seats then Mexican); stock: the
        boneyard in drawing order; first: the seat on turn; markers: seats whose train is open;
        obligation: the train ending in the double to cover (found by itself if omitted);
        engine: the hub's number; passes: consecutive passes so far; drew: the player on turn
        has drawn this step.
        """
        if isinstance(engine, bool) or not isinstance(engine, int) or not 0 <= engine <= TOP:
            raise ValueError(f"the engine is a double from 0-0 to 9-9, not {engine!r}")
        state = self.new_state(rules, TOP + 1 - engine)
        n = rules.players
        if len(hands) != n:
            raise ValueError(f"{len(hands)} hands for {n} players")
        state.hands = [sorted(_tile(t) for t in h) for h in hands]
        state.stock = [_tile(t) for t in reversed(list(stock))]
        if trains is None:
            trains = {}
        if isinstance(trains, (list, tuple)):
            if len(trains) > n + 1:
                raise ValueError(f"{len(trains)} trains for {n} players and the Mexican train")
            trains = {(MEXICAN if i == n else i): line for i, line in enumerate(trains)}
        placed = []
        for key, line in trains.items():
            i = state._index(_train_name(key, n))
            end = engine
            for t in line:
                tile = _tile(t)
                if end not in tile:
                    raise ValueError(f"the {tile_text(tile)} does not connect to {end} on "
                                     f"{train_label(state._name(i))}")
                other = tile[1] if tile[0] == end else tile[0]
                state.lines[i].append((end, other))
                placed.append(tile)
                end = other
            state.ends[i] = end
        used = [t for h in state.hands for t in h] + state.stock + placed + [(engine, engine)]
        for t in used:
            if t not in SET:
                raise ValueError(f"{t} is not a double-nine tile")
        if len(set(used)) != len(used):
            raise ValueError("a tile appears twice in the position (the engine is in the hub)")
        state.out = [t for t in SET if t not in set(used)]
        for seat in markers:
            seat = _train_name(seat, n)
            if seat == MEXICAN:
                raise ValueError("the Mexican train is always open: it takes no marker")
            state.markers[seat] = True
        uncovered = [i for i, line in enumerate(state.lines) if line and line[-1][0] == line[-1][1]]
        if obligation is not None:
            i = state._index(_train_name(obligation, n))
            if i not in uncovered:
                raise ValueError(f"{train_label(obligation)} does not end in a double")
            uncovered.remove(i)
            state.obligation = i
        elif uncovered:
            state.obligation = uncovered.pop(0)
        if uncovered:
            raise ValueError("only one double can be uncovered at a time")
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < n:
            raise ValueError(f"no seat {first!r} to play first")
        if any(not h for h in state.hands):
            raise ValueError("every hand needs a tile (an empty hand has already won)")
        state.current, state.passes, state.drew = first, passes, bool(drew)
        return state

    def tactics(self, obs):
        return train_tactics(obs)

    def determinize(self, obs: TrainObservation, rng) -> TrainGame:
        """A full state showing exactly what `obs` shows; the hidden hands, the boneyard and
        any tiles out of play guessed uniformly from the tiles the seat has not seen."""
        state = TrainGame(obs.players, obs.round)
        seen = set(obs.hand)
        seen.add((obs.engine, obs.engine))
        for i, train in enumerate(obs.trains):
            state.lines[i] = list(train.tiles)
            state.ends[i] = train.open_end
            if i < obs.players:
                state.markers[i] = train.marker
            seen.update(tuple(sorted(t)) for t in train.tiles)
        pool = [t for t in SET if t not in seen]
        rng.shuffle(pool)
        hands = []
        for seat, count in enumerate(obs.hand_counts):
            if seat == obs.seat:
                hands.append(sorted(obs.hand))
            else:
                hands.append(sorted(pool[:count]))
                pool = pool[count:]
        state.hands = hands
        state.stock = pool[:obs.stock_count]
        state.out = pool[obs.stock_count:]
        ob = obs.obligation
        state.obligation = None if ob is None else state._index(ob.train)
        state.current, state.passes, state.drew = obs.current_player, obs.passes, obs.drew_this_turn
        return state

    # -- the full game: ten rounds, cumulative pips, the lowest total wins ----------------------

    def next_deal(self, rules, games) -> dict:
        return {"round": len(games) + 1}

    def scores(self, rules, games) -> tuple:
        """Each seat's pips left in hand, added up over the finished rounds (lower is better)."""
        totals = [0] * rules.players
        for game in games:
            out = game.outcome
            if out is not None:
                for seat, p in enumerate(out.pips):
                    totals[seat] += p
        return tuple(totals)

    def match_over(self, rules, games) -> bool:
        if not games[-1].is_over:
            return False
        return not rules.full_game or len(games) >= ROUNDS

    def match_winner(self, rules, games) -> int | None:
        if not self.match_over(rules, games):
            return None
        if not rules.full_game:
            return games[-1].outcome.winner
        scores = self.scores(rules, games)
        low = min(scores)
        return scores.index(low) if scores.count(low) == 1 else None
