"""The line games, Draw ("Classic") and Block: one hand played on a single chain with two ends.

RULES.md §1. The state is mutable and lean because search plays thousands of hands; the
checked, recorded path is `Game` in game.py.
"""
from __future__ import annotations

from bisect import insort
from dataclasses import dataclass

from .errors import IllegalMove
from .inference import line_knowledge
from .tactics import line_playout, line_tactics
from .moves import DRAW, PASS, Move, parse_move, play
from .observation import LineObservation
from .outcome import Outcome, settle
from .tiles import DOUBLE_SIX, opening_rank
from .variant import HandState, Variant, best_opening, guess_hands

_OPEN = {t: play(t) for t in DOUBLE_SIX}
_LEFT = {t: play(t, "L") for t in DOUBLE_SIX}
_RIGHT = {t: play(t, "R") for t in DOUBLE_SIX}


class LineGame(HandState):
    """One hand of Draw or Block."""

    __slots__ = ("players", "drawing", "blocked_scoring", "hands", "stock", "out", "chain",
                 "left", "right", "current", "passes", "leader", "opening", "result")

    def __init__(self, players: int, drawing: bool, blocked_scoring: str):
        self.players = players
        self.drawing = drawing            # Draw: take from the stock; Block: pass at once
        self.blocked_scoring = blocked_scoring
        self.hands: list[list] = []       # each kept sorted
        self.stock: list = []             # the next draw is stock[-1]
        self.out: list = []               # out of play: never drawn, never shown
        self.chain: list = []             # oriented pairs, left to right
        self.left = self.right = -1
        self.current = 0
        self.passes = 0                   # consecutive passes; any play resets it
        self.leader: int | None = None    # a seat that opens with any tile (Block, later hands)
        self.opening = None               # the forced opening tile under the highest-double rule
        self.result: Outcome | None = None

    # -- setting up ---------------------------------------------------------------------------

    def set_opening(self, leader: int | None) -> None:
        """Who lays the first tile: `leader` with any tile, or the holder of the best tile."""
        self.leader = leader
        if leader is not None:
            self.current, self.opening = leader, None
            return
        self.current, self.opening = best_opening(self.hands, opening_rank)

    def clone(self) -> "LineGame":
        other = LineGame.__new__(LineGame)
        other.players, other.drawing = self.players, self.drawing
        other.blocked_scoring = self.blocked_scoring
        other.hands = [list(h) for h in self.hands]
        other.stock, other.out, other.chain = list(self.stock), list(self.out), list(self.chain)
        other.left, other.right, other.current = self.left, self.right, self.current
        other.passes, other.leader, other.opening = self.passes, self.leader, self.opening
        other.result = self.result
        return other

    # -- the protocol ---------------------------------------------------------------------------



    def legal_moves(self) -> list[Move]:
        if self.result is not None:
            return []
        hand = self.hands[self.current]
        if not self.chain:
            if self.opening is not None:
                return [_OPEN[self.opening]]
            return [_OPEN[t] for t in hand]
        left, right = self.left, self.right
        moves = []
        for tile in hand:
            a, b = tile
            if a == left or b == left:
                moves.append(_LEFT[tile])
            if a == right or b == right:
                moves.append(_RIGHT[tile])
        if moves:
            return moves
        if self.drawing and self.stock:
            return [DRAW]
        return [PASS]

    def apply_unchecked(self, move: Move) -> None:
        """Apply a move known to be legal (search's fast path)."""
        seat = self.current
        kind = move.kind
        if kind == "play":
            tile = move.tile
            hand = self.hands[seat]
            hand.remove(tile)
            a, b = tile
            end = move.end
            if end is None:
                self.chain.append(tile)
                self.left, self.right = a, b
            elif end == "L":
                other = b if a == self.left else a
                self.chain.insert(0, (other, self.left))
                self.left = other
            else:
                other = b if a == self.right else a
                self.chain.append((self.right, other))
                self.right = other
            self.passes = 0
            if not hand:
                self.result = settle(self.hands, "out", seat, self.blocked_scoring)
                return
            self.current = (seat + 1) % self.players
        elif kind == "draw":
            insort(self.hands[seat], self.stock.pop())
        else:
            self.passes += 1
            if self.passes >= self.players:
                self.result = settle(self.hands, "blocked", None, self.blocked_scoring)
                return
            self.current = (seat + 1) % self.players

    def explain(self, move: Move) -> str:
        """Why `move` is not legal now, in words a player understands."""
        if self.result is not None:
            return "The hand is over."
        legal = self.legal_moves()
        hand = self.hands[self.current]
        if move.kind == "play":
            if move.tile not in hand:
                return f"Tile {move} is not in the hand of the player on turn."
            if not self.chain:
                if self.opening is not None:
                    return f"The hand must open with the {'-'.join(map(str, self.opening))}."
                return "The opening tile is laid without an end."
            if move.end is None:
                return "Say which end: L or R."
            if not any(m.tile == move.tile for m in legal):
                return f"{move.tile[0]}-{move.tile[1]} matches neither open end ({self.left} and {self.right})."
            side = "left" if move.end == "L" else "right"
            number = self.left if move.end == "L" else self.right
            return f"{move.tile[0]}-{move.tile[1]} does not match the {side} end ({number})."
        if legal and legal[0].kind == "play":
            return f"You cannot {move.kind} while a tile fits: play one."
        if move.kind == "pass" and DRAW in legal:
            return "You cannot pass while the stock has tiles: draw."
        if move.kind == "draw":
            return "There is no stock to draw from." if self.drawing else "Block has no drawing: pass."
        return f"{move} is not legal now."

    def parse_move(self, text: str) -> Move:
        return parse_move(text)


    def observation(self, seat: int, history: tuple = ()) -> LineObservation:
        over = self.result is not None
        return LineObservation(
            variant="draw" if self.drawing else "block",
            seat=seat,
            players=self.players,
            hand=tuple(self.hands[seat]),
            chain=tuple(self.chain),
            ends=(self.left, self.right) if self.chain else None,
            hand_counts=tuple(len(h) for h in self.hands),
            stock_count=len(self.stock),
            out_count=len(self.out),
            drawing=self.drawing,
            blocked_scoring=self.blocked_scoring,
            current_player=self.current,
            legal_moves=tuple(self.legal_moves()) if seat == self.current and not over else (),
            passes=self.passes,
            history=history,
            is_over=over,
        )

    def tiles_in_play(self) -> list:
        """Every tile, wherever it is (for conservation checks)."""
        tiles = [t for h in self.hands for t in h] + self.stock + self.out
        return tiles + [tuple(sorted(t)) for t in self.chain]



@dataclass(frozen=True)
class LineVariant(Variant):
    """The rules object for Draw or Block: set-up and the numbers of RULES.md §1."""

    name: str
    drawing: bool
    players = (2, 3, 4)
    targets = (0, 50, 100)

    def hand_size(self, players: int) -> int:
        if self.drawing:
            return 7 if players == 2 else 5
        return 7

    def check(self, rules) -> None:
        if rules.players not in self.players:
            raise ValueError(f"{self.title} is for 2 to 4 players, not {rules.players}.")
        if rules.target not in self.targets:
            raise ValueError(f"A {self.title} match is played to 50 or 100 points (0 for a single "
                             f"round), not {rules.target}.")
        if rules.triominos_scoring or rules.full_game:
            raise ValueError(f"{self.title} has no Tri-Ominos scoring or full-game option.")

    @property
    def title(self) -> str:
        return "Classic" if self.drawing else "Block"

    def new_state(self, rules) -> LineGame:
        return LineGame(rules.players, self.drawing, rules.blocked_scoring)

    def deal(self, rules, rng, leader: int | None = None) -> LineGame:
        if leader is not None and (isinstance(leader, bool) or leader not in range(rules.players)):
            raise ValueError(f"no seat {leader!r} to lead")
        state = self.new_state(rules)
        tiles = list(DOUBLE_SIX)
        rng.shuffle(tiles)
        size = self.hand_size(rules.players)
        state.hands = [sorted(tiles[i * size:(i + 1) * size]) for i in range(rules.players)]
        rest = tiles[rules.players * size:]
        if self.drawing:
            state.stock = rest
        else:
            state.out = rest
        state.set_opening(leader)
        return state

    def determinize(self, obs, rng) -> LineGame:
        """A full state that agrees with everything `obs` shows and proves; hidden tiles guessed."""
        knowledge = line_knowledge(obs)
        counts = {s: obs.hand_counts[s] for s in range(obs.players) if s != obs.seat}
        hands, pool = guess_hands(knowledge.unseen, counts,
                                  lambda seat, t: t[0] in knowledge.lacks[seat] or t[1] in knowledge.lacks[seat],
                                  rng)
        state = LineGame(obs.players, obs.drawing, obs.blocked_scoring)
        state.hands = [sorted(obs.hand) if s == obs.seat else sorted(hands[s]) for s in range(obs.players)]
        state.stock = pool[:obs.stock_count]
        state.out = pool[obs.stock_count:]
        state.chain = list(obs.chain)
        state.current, state.passes = obs.current_player, obs.passes
        if obs.chain:
            state.left, state.right = obs.ends
        elif len(obs.legal_moves) == 1:
            state.opening = obs.legal_moves[0].tile     # this seat must open with it
        else:
            state.leader = obs.current_player           # opens with any tile (or a rival's turn)
        return state

    def tactics(self, obs):
        return line_tactics(obs)

    def playout(self, state, rng) -> None:
        line_playout(state, rng)

    def next_deal(self, rules, games) -> dict:
        # Block: the winner of the previous hand opens with any tile. Otherwise (Draw, or
        # after a drawn hand) the highest double opens.
        if self.drawing or games[-1].outcome.winner is None:
            return {}
        return {"leader": games[-1].outcome.winner}

    def position(self, rules, hands, stock=(), chain=(), first=None, passes=0) -> LineGame:
        """An exact position (tests, tutorial): every tile not placed is out of play."""
        from .tiles import parse_tile

        def tile(t):
            return parse_tile(t) if isinstance(t, str) else tuple(sorted(t))

        if len(hands) != rules.players:
            raise ValueError(f"{len(hands)} hands for {rules.players} players")
        state = self.new_state(rules)
        if stock and not self.drawing:
            raise ValueError("Block has no stock: unused tiles are out of play")
        state.hands = [sorted(tile(t) for t in h) for h in hands]
        state.stock = [tile(t) for t in reversed(list(stock))]
        links = [tuple(int(n) for n in (p.split("-") if isinstance(p, str) else p)) for p in chain]
        for (_, right), (left, _) in zip(links, links[1:]):
            if right != left:
                raise ValueError(f"the chain does not connect: {right} next to {left}")
        state.chain = links
        used = [t for h in state.hands for t in h] + state.stock + [tuple(sorted(p)) for p in links]
        for t in used:
            if t not in DOUBLE_SIX:
                raise ValueError(f"{t} is not a double-six tile")
        if len(set(used)) != len(used):
            raise ValueError("a tile appears twice in the position")
        state.out = [t for t in DOUBLE_SIX if t not in set(used)]
        state.passes = passes
        if links:
            state.left, state.right = links[0][0], links[-1][1]
            state.current = first or 0
        else:
            state.set_opening(first)
        return state
