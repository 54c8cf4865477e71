"""The rules object of Mexican Train: set-up, exact positions and the full game's scoring
(docs/rules.md §3)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...core.messages import Counted, Message
from ...core.rng import Rng
from ...core.tiles import as_tile, tile_text, tiles_of
from ...core.variant import LowestPips, PlayedHand, RulesLike, check_start, exact_hands, out_of_play
from .moves import MEXICAN
from .observation import train_label
from .state import TrainState, hand_size, rounds


def _train_name(key: Any, players: int) -> int | str:
    """A train named in a position: a seat (int or its digits, as JSON keys are) or 'mexican'."""
    if key == MEXICAN:
        return MEXICAN
    if isinstance(key, str) and key.isdigit():
        key = int(key)
    if isinstance(key, bool) or not isinstance(key, int) or not 0 <= key < players:
        raise ValueError(f"no train {key!r}: name a seat 0..{players - 1} or 'mexican'")
    return key


@dataclass(frozen=True)
class MexicanVariant(LowestPips):
    """The rules object for Mexican Train: set-up, positions and the full game's scoring."""

    name: str = "mexican"

    def check(self, rules: RulesLike) -> None:
        self.check_players(rules)
        if rules.target != 0:
            # the full game's rounds are the set's (ten with double-nine, thirteen with double-twelve)
            raise ValueError(Counted("{game} is scored by the pips left in hand, not to a target: use target 0 "
                                     "(one round), with full_game for {count} round.",
                                     "{game} is scored by the pips left in hand, not to a target: use target 0 "
                                     "(one round), with full_game for {count} rounds.",
                                     count=rounds(rules.double), game=self.named))
        if rules.triominos_scoring:
            raise ValueError(Message("{game} has no Tri-Ominos scoring.", game=self.named))

    def new_state(self, rules: RulesLike, round: int = 1) -> TrainState:
        last = rounds(rules.double)
        if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= last:
            raise ValueError(f"a round is 1 to {last}, not {round!r}")
        return TrainState(rules.players, round, rules.double)

    def deal(self, rules: RulesLike, rng: Rng, round: int = 1) -> TrainState:
        """Shuffle the set without the engine, a hand each of the size the set and the player
        count give, the rest the boneyard; the starting seat from the same Rng, so a seed replays
        with the same starter."""
        state = self.new_state(rules, round)
        engine = (state.engine, state.engine)
        tiles = [t for t in tiles_of(rules.double) if t != engine]
        rng.shuffle(tiles)
        n = rules.players
        size = hand_size(rules.double, n)
        state.hands = [sorted(tiles[i * size:(i + 1) * size]) for i in range(n)]
        state.stock = tiles[n * size:]
        state.current = rng.below(n)
        return state

    def position(self, rules: RulesLike, hands: Sequence[Sequence[Any]], trains: Any = None,
                 stock: Sequence[Any] = (), first: int = 0, markers: Sequence[Any] = (),
                 obligation: Any = None, engine: int | None = None, passes: int = 0,
                 drew: bool = False) -> TrainState:
        """An exact position (tests, tutorial). Every tile not placed is out of play.

        hands: one list of tiles per seat ("6-9" or (6, 9)); trains: {seat or "mexican": tiles
        from the hub outwards, either way round} (or a list, seats then Mexican); stock: the
        boneyard in drawing order; first: the seat on turn; markers: seats whose train is open;
        obligation: the train ending in the double to cover (found by itself if omitted);
        engine: the hub's number (the set's highest double if omitted); passes: consecutive
        passes so far; drew: the player on turn has drawn this step.
        """
        top = rules.double
        if engine is None:
            engine = top
        if isinstance(engine, bool) or not isinstance(engine, int) or not 0 <= engine <= top:
            raise ValueError(f"the engine is a double from 0-0 to {top}-{top}, not {engine!r}")
        state = self.new_state(rules, top + 1 - engine)   # the round whose engine it is
        n = rules.players
        state.hands, state.stock = exact_hands(n, hands, stock)
        if trains is None:
            trains = {}
        if isinstance(trains, (list, tuple)):
            if len(trains) > n + 1:
                raise ValueError(f"{len(trains)} trains for {n} players and the Mexican train")
            trains = {(MEXICAN if i == n else i): line for i, line in enumerate(trains)}
        placed = []
        for key, line in trains.items():
            i = state.train_index(_train_name(key, n))
            end = engine
            for t in line:
                tile = as_tile(t)
                if end not in tile:
                    raise ValueError(f"the {tile_text(tile)} does not connect to {end} on "
                                     f"{train_label(state.train_name(i))}")
                other = tile[1] if tile[0] == end else tile[0]
                state.lines[i].append((end, other))
                placed.append(tile)
                end = other
            state.ends[i] = end
        used = [t for h in state.hands for t in h] + state.stock + placed + [(engine, engine)]
        state.out = out_of_play(used, tiles_of(top), f"double-{top}", " (the engine is in the hub)")
        for seat in markers:
            seat = _train_name(seat, n)
            if not isinstance(seat, int):
                raise ValueError("the Mexican train is always open: it takes no marker")
            state.markers[seat] = True
        uncovered = [i for i, line in enumerate(state.lines) if line and line[-1][0] == line[-1][1]]
        if obligation is not None:
            i = state.train_index(_train_name(obligation, n))
            if i not in uncovered:
                raise ValueError(f"{train_label(obligation)} does not end in a double")
            uncovered.remove(i)
            state.obligation = i
        elif uncovered:
            state.obligation = uncovered.pop(0)
        if uncovered:
            raise ValueError("only one double can be uncovered at a time")
        check_start(state.hands, first)
        state.current, state.passes, state.drew = first, passes, bool(drew)
        return state

    # -- the full game: a round per engine, cumulative pips, the lowest total wins (core.variant.LowestPips)

    def next_deal(self, rules: RulesLike, games: Sequence[PlayedHand]) -> dict[str, Any]:
        return {"round": len(games) + 1}
