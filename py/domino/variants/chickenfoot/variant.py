"""The rules object of Chicken Foot: the sets and hands, set-up, exact positions and the full
game's rounds (docs/rules.md §9)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...core.messages import Message
from ...core.rng import Rng
from ...core.tiles import as_tile, tile_text, tiles_of
from ...core.variant import LowestPips, PlayedHand, RulesLike, check_start, exact_hands, out_of_play
from .state import CLOSED, SPOKES, TOES, ChickenState

# Tiles a hand by the set and the number of players (docs/rules.md §9).
HANDS: dict[int, dict[int, int]] = {9: {2: 9, 3: 7, 4: 7, 5: 7, 6: 7, 7: 6, 8: 6},
                                    6: {2: 5, 3: 5, 4: 5}}


@dataclass(frozen=True)
class ChickenVariant(LowestPips):
    """The rules object for Chicken Foot."""

    name: str = "chickenfoot"

    def check(self, rules: RulesLike) -> None:
        self.check_players(rules)       # the players each set seats: its catalog entry's set_players
        if rules.target != 0:
            raise ValueError(Message("{game} is scored by the pips left in hand, not to a target: use target 0 "
                                     "(one round), with full_game for a round from each double.", game=self.named))
        if rules.triominos_scoring:
            raise ValueError(Message("{game} has no Tri-Ominos scoring.", game=self.named))

    def new_state(self, rules: RulesLike, round: int = 1) -> ChickenState:
        if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= self.rounds(rules):
            raise ValueError(f"a round is 1 to {self.rounds(rules)}, not {round!r}")
        return ChickenState(rules.players, rules.double, round)

    def deal(self, rules: RulesLike, rng: Rng, round: int = 1, first: int | None = None) -> ChickenState:
        """Shuffle the set without the centre double, the hands by HANDS, the rest the boneyard.
        The first round's starter is drawn from the same Rng, so a seed replays with the same
        starter; a later round's is named by next_deal."""
        state = self.new_state(rules, round)
        centre = (state.centre, state.centre)
        tiles = [t for t in tiles_of(rules.double) if t != centre]
        rng.shuffle(tiles)
        n, size = rules.players, HANDS[rules.double][rules.players]
        state.hands = [sorted(tiles[i * size:(i + 1) * size]) for i in range(n)]
        state.stock = tiles[n * size:]
        if first is None:
            state.current = rng.below(n)
        elif isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < n:
            raise ValueError(f"no seat {first!r} to start")
        else:
            state.current = first
        return state

    def next_deal(self, rules: RulesLike, games: Sequence[PlayedHand]) -> dict[str, Any]:
        """The next round's centre is the next double down, and the seat after the last round's
        starter starts it."""
        starter, _ = games[-1].history[0]
        return {"round": len(games) + 1, "first": (starter + 1) % rules.players}

    def position(self, rules: RulesLike, hands: Sequence[Sequence[Any]], arms: Sequence[Sequence[Any]] = (),
                 feet: Sequence[int] | None = None, stock: Sequence[Any] = (), first: int = 0,
                 centre: int | None = None, passes: int = 0, drew: bool = False) -> ChickenState:
        """An exact position (tests, tutorial). Every tile not placed is out of play.

        hands: one list of tiles per seat ("6-9" or (6, 9)); arms: the tiles of each arm by number,
        from its root outwards, either way round (arms 0-3 are the spokes, each foot's three toes
        the next three); feet: the arms ending in a double in the order those doubles were laid
        (by default in the order of the arms); stock: the boneyard in drawing order; first: the
        seat on turn; centre: the centre double's number (the set's top by default); passes:
        consecutive passes so far; drew: the player on turn has drawn this turn.
        """
        top = rules.double
        centre = top if centre is None else centre
        if isinstance(centre, bool) or not isinstance(centre, int) or not 0 <= centre <= top:
            raise ValueError(f"the centre is a double from 0-0 to {top}-{top}, not {centre!r}")
        state = self.new_state(rules, top + 1 - centre)
        n = rules.players
        state.hands, state.stock = exact_hands(n, hands, stock)
        lines = [[as_tile(t) for t in arm] for arm in arms]
        closed = [i for i, line in enumerate(lines) if line and line[-1][0] == line[-1][1]]
        feet = closed if feet is None else list(feet)
        if sorted(feet) != closed:
            raise ValueError(f"the arms ending in a double are {closed}, not {sorted(feet)}")
        count = SPOKES + TOES * len(feet)
        if len(lines) > count:
            raise ValueError(f"{len(lines)} arms, but the centre and {len(feet)} feet make {count}")
        lines += [[] for _ in range(count - len(lines))]
        placed = []
        for i, line in enumerate(lines):
            if i >= SPOKES:
                foot = feet[(i - SPOKES) // TOES]
                if foot >= i:
                    raise ValueError(f"arm {i} is a toe of the double on arm {foot}, which comes after it")
                state.arms.append([])
                state.roots.append(state.arms[foot][-1][1])
                state.parents.append(foot)
                state.ends.append(state.roots[i])
            end = state.roots[i]
            for k, tile in enumerate(line):
                if end not in tile:
                    raise ValueError(f"the {tile_text(tile)} does not connect to {end} on arm {i}")
                if tile[0] == tile[1] and k != len(line) - 1:
                    raise ValueError(f"the double {tile_text(tile)} on arm {i} must end it: its toes go on")
                other = tile[1] if tile[0] == end else tile[0]
                state.arms[i].append((end, other))
                placed.append(tile)
                end = other
            state.ends[i] = CLOSED if i in feet else end
        waiting = list(range(SPOKES)) if not feet else list(range(count - TOES, count))
        state.pending = [i for i in waiting if not lines[i]]
        empty = [i for i, line in enumerate(lines) if not line]
        if empty != state.pending or (empty and waiting[-len(empty):] != empty):
            raise ValueError("only the last spokes, or the last toes of the last foot, may be empty")
        used = [t for h in state.hands for t in h] + state.stock + placed + [(centre, centre)]
        state.out = out_of_play(used, tiles_of(top), f"double-{top}", " (the centre double is in the middle)")
        check_start(state.hands, first)
        state.current, state.passes, state.drew = first, passes, bool(drew)
        return state
