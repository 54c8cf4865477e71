"""The protocol every variant implements, and the defaults the variants share.

A variant is a rules object (frozen, no game state), registered by name (registry.py):

    name, title, players, board     "draw", "Classic", (2, 3, 4), "line": from core.catalog,
                                    where each variant the app offers has its facts written once
    check(rules)                    raise ValueError (a message for people) on options it refuses
    deal(rules, rng, **opts)        a fresh state dealt with the engine's Rng; opts come from
                                    next_deal() (e.g. the leader of a later Block hand) and are
                                    saved with the game, so they must be JSON-able
    position(rules, **exact)        an exact state for tests and the tutorial (hands=..., ...)
    next_deal(rules, games)         opts for the next hand's deal in a match
    hand_scores(rules, game)        what each seat scores toward the match for one hand (the
                                    score sheet's row); a match's scores are their sums. With
                                    partners both seats of a team show the team's (teams.pooled)
    scores / match_over / match_winner(rules, games)   how a match is won; the winner is a seat,
                                    with partners the winning team's first seat (its number)

A state (one hand being played; mutable and lean, because search plays thousands) offers
`HandState` below. Moves are core.moves.Move values; observations are what one seat may know.
Computer players need nothing else (they live in domino.ai and read observations only).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

from . import catalog
from .messages import Message, N_
from .moves import Move
from .teams import PLAYERS as TEAM_PLAYERS, TARGETS as TEAM_TARGETS, pooled, side_of, teams
from .outcome import Outcome
from .rng import Rng
from .tiles import Tile, as_tile

History = tuple[tuple[int, Move], ...]     # (seat, move) in the order played


class RulesLike(Protocol):
    """What a variant reads of a Rules value (core.rules.Rules)."""

    @property
    def variant(self) -> str: ...
    @property
    def players(self) -> int: ...
    @property
    def target(self) -> int: ...
    @property
    def blocked_scoring(self) -> str: ...
    @property
    def triominos_scoring(self) -> bool: ...
    @property
    def full_game(self) -> bool: ...
    @property
    def partners(self) -> bool: ...
    @property
    def double(self) -> int: ...
    @property
    def is_match(self) -> bool: ...


class Observation(Protocol):
    """What one seat may know. Each variant's observation adds its table (chain, trains, board)."""

    @property
    def variant(self) -> str: ...
    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def hand(self) -> tuple[Tile, ...]: ...
    @property
    def hand_counts(self) -> tuple[int, ...]: ...
    @property
    def stock_count(self) -> int: ...
    @property
    def out_count(self) -> int: ...
    @property
    def current_player(self) -> int: ...
    @property
    def legal_moves(self) -> tuple[Move, ...]: ...       # empty unless this seat is on turn
    @property
    def passes(self) -> int: ...
    @property
    def history(self) -> History: ...                    # a draw never names its tile
    @property
    def is_over(self) -> bool: ...


class HandState(Protocol):
    """One hand being played. `apply_unchecked` trusts its move (search's fast path); the checked,
    recorded path is core.game.Game."""

    @property
    def players(self) -> int: ...
    @property
    def current_player(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def outcome(self) -> Outcome | None: ...
    def legal_moves(self) -> list[Move]: ...             # a stable order
    def apply_unchecked(self, move: Move) -> None: ...
    def explain(self, move: Move) -> Message: ...        # why `move` is illegal now, in words
    def parse_move(self, text: str) -> Move: ...         # ValueError on text that is no move here
    def hand(self, seat: int) -> tuple[Tile, ...]: ...
    def observation(self, seat: int, history: History = ()) -> Observation: ...
    def clone(self) -> HandState: ...
    def tiles_in_play(self) -> list[Tile]: ...           # every tile, wherever it is


class PlayedHand(Protocol):
    """What match scoring reads of each hand (a core.game.Game)."""

    @property
    def is_over(self) -> bool: ...
    @property
    def outcome(self) -> Outcome | None: ...
    @property
    def state(self) -> HandState: ...
    @property
    def history(self) -> History: ...                    # the hand's moves, its first one's seat opened it


class Variant(Protocol):
    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def players(self) -> tuple[int, ...]: ...
    @property
    def board(self) -> str: ...                          # the kind of board: how a computer judges it
    def check(self, rules: RulesLike) -> None: ...
    def deal(self, rules: RulesLike, rng: Rng, *args: Any, **options: Any) -> HandState: ...
    def position(self, rules: RulesLike, *args: Any, **exact: Any) -> HandState: ...
    def next_deal(self, rules: RulesLike, games: Sequence[PlayedHand]) -> dict[str, Any]: ...
    def hand_scores(self, rules: RulesLike, game: PlayedHand) -> tuple[int, ...]: ...
    def scores(self, rules: RulesLike, games: Sequence[PlayedHand]) -> tuple[int, ...]: ...
    def match_over(self, rules: RulesLike, games: Sequence[PlayedHand]) -> bool: ...
    def match_winner(self, rules: RulesLike, games: Sequence[PlayedHand]) -> int | None: ...


# -- what the variants share --------------------------------------------------------------------

def best_opening(hands: Iterable[Iterable[Tile]], rank: Callable[[Tile], Any]) -> tuple[int, Tile] | None:
    """(seat, tile) of the tile ranked highest by `rank` across all `hands`; None if all empty.
    The opening rule of every variant: the highest double (or triple), else the heaviest tile."""
    best: tuple[int, Tile] | None = None
    top: Any = None
    for seat, hand in enumerate(hands):
        tile = max(hand, key=rank, default=None)   # the first of equals, as a scan in order finds
        if tile is not None:
            r = rank(tile)
            if best is None or r > top:
                best, top = (seat, tile), r
    return best


def first_moves(hand: Sequence[Tile], opening: Tile | None, play: Callable[[Tile], Move]) -> list[Move]:
    """The moves that lay the first tile: the `opening` tile the rules force, or, with none
    forced (a seat named to lead), any tile of the `hand` on turn."""
    if opening is not None:
        return [play(opening)]
    return [play(t) for t in hand]


def out_of_play(used: Sequence[Tile], tiles: Sequence[Tile], name: str, twice: str = "") -> list[Tile]:
    """For an exact position: the tiles of the set `tiles` it leaves unused (they are out of
    play), once every tile `used` is checked to be one of the set (a `name` tile) and used once."""
    known = set(tiles)
    for t in used:
        if t not in known:
            raise ValueError(f"{t} is not a {name} tile")
    taken = set(used)
    if len(taken) != len(used):
        raise ValueError("a tile appears twice in the position" + twice)
    return [t for t in tiles if t not in taken]


def exact_hands(players: int, hands: Sequence[Sequence[Any]], stock: Sequence[Any]) -> tuple[list[list[Tile]], list[Tile]]:
    """For an exact position of dominoes: each seat's hand, sorted, and the stock as it is kept
    (the next draw last), from tiles written '5-3' or as pairs, the stock in drawing order."""
    if len(hands) != players:
        raise ValueError(f"{len(hands)} hands for {players} players")
    return [sorted(as_tile(t) for t in h) for h in hands], [as_tile(t) for t in reversed(list(stock))]


def check_start(hands: Sequence[Sequence[Tile]], first: int) -> None:
    """For an exact position: `first`, the seat on turn, is one of the hands', and every hand
    holds a tile (an empty hand has already won)."""
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(hands):
        raise ValueError(f"no seat {first!r} to play first")
    if any(not h for h in hands):
        raise ValueError("every hand needs a tile (an empty hand has already won)")


def lone_top(scores: Sequence[int], partners: bool = False) -> int | None:
    """The seat with the highest score, or None when two or more share it. With partners the
    scores are pooled (core.teams): the first seat of the team ahead, or None on a tie."""
    if partners:
        scores = [scores[team[0]] for team in teams()]   # a team's number is its first seat
    top = max(scores)
    return scores.index(top) if scores.count(top) == 1 else None


def last_winner(games: Sequence[PlayedHand]) -> int | None:
    """The winner of the last hand (None while it is played, or after a drawn hand)."""
    out = games[-1].outcome
    return None if out is None else out.winner


class BaseState:
    """What every variant's state reads the same way: it keeps `current` (the seat on turn),
    `hands`, the `stock`, the tiles `out` of play, `passes` in a row and `result` (the Outcome
    once the hand is over)."""

    __slots__ = ()
    players: int
    current: int
    hands: list[list[Tile]]
    stock: list[Tile]
    out: list[Tile]
    passes: int
    result: Outcome | None

    def legal_moves(self) -> list[Move]:
        raise NotImplementedError

    def seen(self, seat: int, history: History) -> dict[str, Any]:
        """What every variant's observation shows `seat` beside its table, as keywords."""
        over = self.result is not None
        return {
            "seat": seat,
            "players": self.players,
            "hand": tuple(self.hands[seat]),
            "hand_counts": tuple(len(h) for h in self.hands),
            "stock_count": len(self.stock),
            "out_count": len(self.out),
            "current_player": self.current,
            "legal_moves": tuple(self.legal_moves()) if seat == self.current and not over else (),
            "passes": self.passes,
            "history": history,
            "is_over": over,
        }

    def unplaced(self) -> list[Tile]:
        """The tiles not on the table: the hands', the stock's and those out of play."""
        return [t for h in self.hands for t in h] + self.stock + self.out

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def current_player(self) -> int:
        return self.current

    @property
    def outcome(self) -> Outcome | None:
        return self.result

    def hand(self, seat: int) -> tuple[Tile, ...]:
        return tuple(self.hands[seat])


# A match's target the variant does not offer: alone, and with partners.
TARGET = N_("{game}: a match is played to one of {targets} points (0 for a single hand), not {target}.")
TEAM_TARGET = N_("{game}: a partnership match is played to one of {targets} points (0 for a single hand), "
                 "not {target}.")


class BaseVariant:
    """Defaults shared by the variants: the title and players the catalog gives the variant's
    name; a match is won by points, the first to the target."""

    name: str

    @property
    def title(self) -> str:
        return catalog.entry(self.name).title

    @property
    def named(self) -> Message:
        """The title as a value of a sentence: the table says it in the player's language."""
        return Message(self.title)

    @property
    def players(self) -> tuple[int, ...]:
        return catalog.entry(self.name).players

    @property
    def board(self) -> str:
        return catalog.entry(self.name).board

    def check_players(self, rules: RulesLike) -> None:
        """How many play, and whether in teams."""
        game = self.named
        entry = catalog.entry(self.name)
        allowed = entry.players_with(rules.double)
        if rules.players not in allowed:
            if len(entry.sets) > 1:       # the count depends on the set: name it
                raise ValueError(Message("{game} with the double-{double} set is for {least} to {most} players, "
                                         "not {players}.", game=game, double=rules.double, least=allowed[0],
                                         most=allowed[-1], players=rules.players))
            raise ValueError(Message("{game} is for {least} to {most} players, not {players}.", game=game,
                                     least=allowed[0], most=allowed[-1], players=rules.players))
        if rules.partners:
            if not catalog.entry(self.name).partners:
                raise ValueError(Message("{game} is not played in partnerships.", game=game))
            if rules.players != TEAM_PLAYERS:
                raise ValueError(Message("Partners play {partners} players, two against two, not {players}.",
                                         partners=TEAM_PLAYERS, players=rules.players))

    def check_target(self, rules: RulesLike, targets: Sequence[int]) -> None:
        """A match's points target: one of `targets` (0 for a single hand), or of the partnerships'
        when partners play."""
        allowed = TEAM_TARGETS if rules.partners else targets
        if rules.target not in allowed:
            words = TEAM_TARGET if rules.partners else TARGET
            listed = ", ".join(str(t) for t in allowed if t)
            raise ValueError(Message(words, game=self.named, targets=listed, target=rules.target))

    def next_deal(self, rules: RulesLike, games: Sequence[PlayedHand]) -> dict[str, Any]:
        return {}

    def hand_scores(self, rules: RulesLike, game: PlayedHand) -> tuple[int, ...]:
        """The winner of a finished hand scores its points (with partners, for both seats of its
        team); nobody scores in a drawn hand, or in a hand still being played."""
        scores = [0] * rules.players
        out = game.outcome
        if out is not None and out.winner is not None:
            scores[out.winner] = out.points
        return pooled(scores, rules.partners)

    def scores(self, rules: RulesLike, games: Sequence[PlayedHand]) -> tuple[int, ...]:
        totals = [0] * rules.players
        for game in games:
            for seat, points in enumerate(self.hand_scores(rules, game)):
                totals[seat] += points
        return tuple(totals)

    def match_over(self, rules: RulesLike, games: Sequence[PlayedHand]) -> bool:
        if not games[-1].is_over:
            return False
        return not rules.is_match or max(self.scores(rules, games)) >= rules.target

    def match_winner(self, rules: RulesLike, games: Sequence[PlayedHand]) -> int | None:
        """The seat that won; with partners the winning team's first seat (its number)."""
        if not self.match_over(rules, games):
            return None
        if not rules.is_match:
            winner = last_winner(games)
            return None if winner is None else side_of(winner, rules.partners)
        scores = self.scores(rules, games)
        return scores.index(max(scores))     # pooled: a team's first seat comes first


class LowestPips(BaseVariant):
    """A game scored by the pips left in hand, the lowest best (Mexican Train §3, Chicken Foot §9):
    a single round won by whoever went out or held the fewest pips, or, as the full game
    (full_game), one round from each double of the set, and the lowest total wins; a tie for
    lowest is a drawn game."""

    def rounds(self, rules: RulesLike) -> int:
        """How many rounds the full game has: one per double of the rules' set, the top down to 0-0."""
        return rules.double + 1

    def hand_scores(self, rules: RulesLike, game: PlayedHand) -> tuple[int, ...]:
        """Each seat's pips left in hand once the round is over (lower is better)."""
        out = game.outcome
        return out.pips if out is not None else (0,) * rules.players

    def match_over(self, rules: RulesLike, games: Sequence[PlayedHand]) -> bool:
        if not games[-1].is_over:
            return False
        return not rules.full_game or len(games) >= self.rounds(rules)

    def match_winner(self, rules: RulesLike, games: Sequence[PlayedHand]) -> int | None:
        if not self.match_over(rules, games):
            return None
        if not rules.full_game:
            return last_winner(games)
        scores = self.scores(rules, games)
        low = min(scores)
        return scores.index(low) if scores.count(low) == 1 else None
