"""A game: one hand under a Rules value, with its deal and its checked, recorded moves.

Serialisation is the deal plus the move history; loading replays it, so a save can never
hold a state the rules would not reach. Undo replays the deal and every move but the last, so
the state after it is exactly the state before that move (the stock in the same order).
"""
from __future__ import annotations

from typing import Any

from .errors import IllegalMove
from .messages import Message
from .moves import Move
from .outcome import Outcome
from .registry import variant_of
from .rng import Rng
from .rules import Rules
from .tiles import tile_text
from .variant import HandState, History, Observation, Variant

SCHEMA = 1


class Game:
    __slots__ = ("rules", "state", "deal", "_history")

    def __init__(self, rules: Rules, state: HandState, deal: dict, history: History = ()):
        self.rules = rules
        self.state = state          # the variant's state: search clones it and plays unchecked
        self.deal = deal            # JSON-able: how the hand was dealt
        self._history: list[tuple[int, Move]] = list(history)

    # -- reading ---------------------------------------------------------------------------

    @property
    def variant(self) -> Variant:
        return variant_of(self.rules.variant)

    @property
    def current_player(self) -> int:
        return self.state.current_player

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome

    @property
    def history(self) -> History:
        """(seat, move) pairs in order."""
        return tuple(self._history)

    def legal_moves(self) -> list[Move]:
        return self.state.legal_moves()

    def observation(self, seat: int) -> Observation:
        if not 0 <= seat < self.rules.players:
            raise ValueError(f"no seat {seat} in a {self.rules.players}-player game")
        return self.state.observation(seat, tuple(self._history))

    def hand(self, seat: int) -> tuple:
        """A seat's tiles. For tests and the arena's ceiling player, never for a fair player."""
        return self.state.hand(seat)

    def parse_move(self, text: str) -> Move:
        """The move `text` names in this game's variant (str(move) is its text). Raises
        ValueError when the text is no move of this variant; legality is apply's business."""
        return self.state.parse_move(text)

    def explain(self, move: Move) -> Message | None:
        """Why `move` is not legal now, in words a player understands; None if it is legal."""
        if move in self.state.legal_moves():
            return None
        return self.state.explain(move)

    # -- playing ---------------------------------------------------------------------------

    def apply(self, move: Move | str) -> None:
        """Play `move` (a Move or its text) if it is legal now; otherwise raise IllegalMove."""
        if isinstance(move, str):
            try:
                move = self.state.parse_move(move)
            except ValueError as e:
                raise IllegalMove(*e.args) from None   # the parse's words, a Message
        if move not in self.state.legal_moves():
            raise IllegalMove(self.state.explain(move))
        self.apply_unchecked(move)

    def apply_unchecked(self, move: Move) -> None:
        self._history.append((self.state.current_player, move))
        self.state.apply_unchecked(move)

    def undo(self) -> Move:
        """Take back the last move and return it. Raises IllegalMove when no move was played."""
        if not self._history:
            raise IllegalMove(Message("There is no move to take back."))
        _, move = self._history.pop()
        state = _from_deal(self.rules, self.deal).state
        for _, earlier in self._history:
            state.apply_unchecked(earlier)
        self.state = state
        return move

    def clone(self) -> Game:
        return Game(self.rules, self.state.clone(), self.deal, tuple(self._history))

    # -- saving ------------------------------------------------------------------------------

    def to_json(self) -> dict:
        return {"schema": SCHEMA, "rules": self.rules.to_json(), "deal": self.deal,
                "moves": [str(m) for _, m in self._history]}

    @classmethod
    def from_json(cls, data: object) -> Game:
        if not isinstance(data, dict):
            raise ValueError("a saved game must be a JSON object")
        if data.get("schema") != SCHEMA:
            raise ValueError(f"unsupported saved game schema {data.get('schema')!r}")
        rules = Rules.from_json(data.get("rules"))
        deal = data.get("deal")
        if not isinstance(deal, dict):
            raise ValueError("a saved game needs its deal")
        game = _from_deal(rules, deal)
        moves = data.get("moves", [])
        if not isinstance(moves, list):
            raise ValueError("moves must be a list")
        for i, text in enumerate(moves):
            try:
                game.apply(text)
            except IllegalMove as e:
                raise ValueError(f"saved move {i + 1} ({text!r}) is illegal: {e}") from None
        return game


def new_game(rules: Rules | None = None, seed: int | str | None = None, *, hands: Any = None,
             **options: Any) -> Game:
    """Deal a hand from `seed`, or set the exact position given by `hands` and the variant's
    other position arguments (line games: stock, chain, first, passes).

    With a seed, `options` go to the variant's deal, e.g. leader=seat for a later Block hand,
    where that seat opens with any tile instead of the highest double.
    """
    rules = rules or Rules()
    if hands is None:
        if seed is None:
            raise ValueError("new_game needs a seed or an exact position (hands=...)")
        return _from_deal(rules, {"seed": seed, **options})
    return _from_deal(rules, {"position": _jsonable({"hands": hands, **options})})


def _jsonable(value: Any) -> Any:
    """Tiles given as tuples become their text, so an exact position saves as JSON."""
    if isinstance(value, tuple) and all(isinstance(n, int) for n in value):
        return tile_text(value)
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}   # JSON keys are text
    return value


def _from_deal(rules: Rules, deal: dict) -> Game:
    variant = variant_of(rules.variant)
    try:
        if "seed" in deal:
            options = {k: v for k, v in deal.items() if k != "seed"}
            state = variant.deal(rules, Rng(deal["seed"]), **options)
        elif isinstance(deal.get("position"), dict):
            state = variant.position(rules, **deal["position"])
        else:
            raise ValueError("a deal is a seed or an exact position")
    except TypeError as e:
        raise ValueError(f"bad deal: {e}") from None
    return Game(rules, state, deal)
