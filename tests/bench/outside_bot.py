"""2-player Block: Expert against an outside bot, OpenSpiel's information-set MCTS.

    python tests/bench/outside_bot.py [--games N] [--seed S] [--first-deal D] [--simulations 100]
                                      [--uct-c C] [--expert-budget K]

The bot is OpenSpiel's own ISMCTS (open_spiel/python/algorithms/ismcts.py) searching OpenSpiel's
own Block (`python_block_dominoes`), with random rollouts and an exact resampler written here (that
game implements no resample_from_infostate of its own). Our
engine deals and referees; OpenSpiel's state is a mirror fed the same deal and every move, so the
bot searches a state of its own game that matches ours tile for tile. Each deal is played twice,
Expert in seat 0 and then in seat 1, so the luck of the deal cancels and each side opens as often.

OpenSpiel's Block differs from docs/rules.md §1, and the bridge bridges it:
- its player 0 opens with any tile; ours, the holder of the best tile lays it. The mirror's player
  0 is our opener, and the forced opening is played for whichever side holds it;
- it has no pass move: a player who cannot play is skipped. Our passes are not sent to it;
- it lists one action per (tile, open number): a tile fitting two equal ends is one action, two
  moves (L and R, the same position) for us;
- it scores a blocked hand as the others' pips (our 2-player default is the difference), so the
  bot plays for points, not for the win; the win rate below counts wins.
The resampler deals the hidden hand uniformly among the hands consistent with everything the bot
has seen under our rules: its own tiles, the tiles played, the numbers the rival showed it lacks
when skipped, and that no hidden tile outranks the opening tile.

Prints wins, draws and losses, Expert's win rate with its 95% interval (over deals, both seatings
of a deal together, as domino.arena does) and each side's CPU time per decision (process time, a
turn with two or more different plays), then a RESULT line of name=value pairs to add up runs
made in chunks (--first-deal): `pairs` counts the deals Expert won 0, 1 and 2 hands of, which is
all the interval needs. Needs the `bench` extras (pyproject.toml: the pinned open_spiel), which
`python build.py bench` installs; without them it says so and skips.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "py"))

from domino import PASS, Rng, Rules, new_game  # noqa: E402
from domino.ai.levels import expert, expert_samples  # noqa: E402
from domino.core.tiles import DOUBLE_SIX, opening_rank  # noqa: E402

try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts
    from open_spiel.python.games import block_dominoes
except ImportError as missing:   # the bench extras are not installed
    np = pyspiel = ismcts = mcts = block_dominoes = None
    MISSING: ImportError | None = missing
else:
    MISSING = None

RULES = Rules(variant="block", players=2)


class Mirror:
    """OpenSpiel's Block state for one of our hands: dealt our deal, fed our moves."""

    def __init__(self, game):
        self.opener = game.current_player      # OpenSpiel's player 0
        self.state = pyspiel.load_game("python_block_dominoes").new_initial_state()
        deck = [tuple(int(n) for n in t) for t in block_dominoes._DECK]
        for seat in (self.opener, 1 - self.opener):     # its deal fills player 0's hand first
            for tile in game.hand(seat):
                self.state.apply_action(deck.index(tile))
        self.actions = {(a.player, tuple(int(n) for n in a.tile), None if a.edge is None else int(a.edge)): i
                        for i, a in enumerate(block_dominoes._ACTIONS)}

    def player(self, seat: int) -> int:
        return (seat - self.opener) % 2

    def action(self, game, move) -> int:
        """OpenSpiel's action for our play `move` now: the tile and the open number it covers."""
        ends = game.observation(game.current_player).ends
        edge = None if move.end is None else ends[0] if move.end == "L" else ends[1]
        return self.actions[(self.player(game.current_player), move.tile, edge)]

    def move(self, game, action: int):
        """Our play for OpenSpiel's `action`: the same tile on an end showing the number it covers."""
        act = block_dominoes._ACTIONS[action]
        tile, edge = tuple(int(n) for n in act.tile), act.edge
        for move in game.legal_moves():
            if move.tile == tile and (edge is None or move.end is None or self.action(game, move) == action):
                return move
        raise AssertionError(f"OpenSpiel's {act} has no move here: {game.legal_moves()}")

    def apply(self, game, move) -> None:
        """Play `move` in both games; a pass is ours only (OpenSpiel skips a player who cannot play)."""
        if move != PASS:
            assert self.state.current_player() == self.player(game.current_player), "turns differ"
            self.state.apply_action(self.action(game, move))
        game.apply(move)


def exact_resampler(rng: random.Random):
    """ISMCTS's resampler: `player`'s information set in OpenSpiel's state, the rival's hand dealt
    uniformly from the tiles it can hold (see the module's docstring)."""

    def resample(state, player: int):
        rival = 1 - player
        history = state.actions_history
        seen = {tuple(int(n) for n in t) for t in state.hands[player]}
        seen |= {tuple(int(n) for n in a.tile) for a in history}
        lacks: set[int] = set()
        ends: list[int] = []
        movers = [a.player for a in history[1:]] + [player]     # who moved after each action
        for action, mover in zip(history, movers):
            ends = _ends_after(ends, action)
            if action.player == mover == player:
                lacks.update(ends)        # the rival was skipped: it holds neither number
        opening = tuple(int(n) for n in history[0].tile) if history else None
        allowed = [t for t in DOUBLE_SIX if t not in seen and not lacks & set(t)
                   and (opening is None or opening_rank(t) < opening_rank(opening))]
        world = state.clone()
        world.hands[rival] = sorted((float(a), float(b)) for a, b in rng.sample(allowed, len(state.hands[rival])))
        return world

    return resample


def _ends_after(ends: list[int], action) -> list[int]:
    """The open numbers after OpenSpiel's `action`, as its update_open_edges keeps them."""
    tile = [int(n) for n in action.tile]
    if action.edge is None:
        return sorted(tile)
    rest = list(ends)
    rest.remove(int(action.edge))
    tile.remove(int(action.edge))
    return sorted(rest + tile)


def make_bot(simulations: int, uct_c: float, seed: int):
    game = pyspiel.load_game("python_block_dominoes")
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(seed))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c, simulations, random_state=np.random.RandomState(seed + 1))
    bot.set_resampler(exact_resampler(random.Random(seed + 2)))
    return bot


def play(deal: str, expert_seat: int, bot, times: dict[str, list[float]], budget: int = 1) -> tuple[int, bool]:
    """One hand: 1 if Expert won it, 0 for a drawn hand, -1 if the bot won; and whether it was
    won by going out against a lone 0-0. Expert searches `budget` times its fixed budget."""
    game = new_game(RULES, seed=deal)
    mirror = Mirror(game)
    step = 0
    while not game.is_over:
        seat, legal = game.current_player, game.legal_moves()
        if legal == [PASS] or len({mirror.action(game, m) for m in legal}) == 1:
            # No choice: a pass, the forced opening (OpenSpiel would not force it), or one tile
            # on two ends that show the same number (the same position either way).
            move = legal[0]
        elif seat == expert_seat:
            started = time.process_time()
            samples = budget * expert_samples(len(legal), RULES.variant)
            move = expert(game.observation(seat), Rng(f"{deal}/{expert_seat}/{step}"), samples)
            times["expert"].append(time.process_time() - started)
        else:
            started = time.process_time()
            move = mirror.move(game, bot.step(mirror.state))
            times["bot"].append(time.process_time() - started)
        mirror.apply(game, move)
        step += 1
    assert mirror.state.is_terminal(), "OpenSpiel's hand goes on"
    out = game.outcome
    # OpenSpiel gives the hand to the lower pip total even when a player went out, so going out
    # against a lone 0-0 is a drawn hand there and a win here; otherwise the two agree.
    mine, rivals = out.pips[expert_seat], out.pips[1 - expert_seat]
    theirs = mirror.state.returns()[mirror.player(expert_seat)]
    assert (theirs > 0) - (theirs < 0) == (mine < rivals) - (mine > rivals), f"OpenSpiel scores {deal} otherwise"
    return (0 if out.winner is None else 1 if out.winner == expert_seat else -1), out.winner is not None and mine == rivals


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400, help="hands in all, two a deal (default 400)")
    parser.add_argument("--seed", type=int, default=2026, help="names the deals (default 2026)")
    parser.add_argument("--first-deal", type=int, default=0, help="start at this deal (to run in chunks)")
    parser.add_argument("--simulations", type=int, default=100, help="ISMCTS simulations a decision")
    parser.add_argument("--uct-c", type=float, default=10.0, help="ISMCTS exploration (its returns are pips)")
    parser.add_argument("--expert-budget", type=int, default=1, help="Expert's budget, times its own (default 1)")
    args = parser.parse_args()
    if MISSING is not None:
        print(f"skipped: OpenSpiel is not installed ({MISSING}); `pip install -e .[bench]` installs it")
        return 0
    times: dict[str, list[float]] = {"expert": [], "bot": []}
    zeros = 0
    results: list[int] = []
    per_deal: list[float] = []
    deals = max(1, args.games // 2)
    for d in range(args.first_deal, args.first_deal + deals):
        bots = [make_bot(args.simulations, args.uct_c, 2 * d + seat) for seat in (0, 1)]
        hands = [play(f"outside/{args.seed}/{d}", seat, bots[seat], times, args.expert_budget) for seat in (0, 1)]
        pair = [result for result, _ in hands]
        zeros += sum(zero for _, zero in hands)
        results += pair
        per_deal.append(pair.count(1) / 2)
    n = len(results)
    wins, draws, losses = results.count(1), results.count(0), results.count(-1)
    ci = 1.96 * statistics.pstdev(per_deal) / math.sqrt(deals) if deals > 1 else 0.0
    scale = "" if args.expert_budget == 1 else f" at {args.expert_budget} times its budget"
    print(f"Block, 2 players: Expert{scale} vs OpenSpiel ISMCTS ({args.simulations} simulations, random rollouts, "
          f"exact resampler, uct_c {args.uct_c:g}); deals {args.first_deal}..{args.first_deal + deals - 1} "
          f"of seed {args.seed}")
    print(f"  {n} games: Expert won {wins}, drew {draws}, lost {losses}; "
          f"win rate {100 * wins / n:.1f}% ± {100 * ci:.1f} (95%)")
    for side in ("expert", "bot"):
        t = times[side]
        print(f"  {side:6s} CPU per decision: mean {1000 * statistics.fmean(t):.1f} ms, "
              f"median {1000 * statistics.median(t):.1f} ms over {len(t)} decisions")
    print(f"  {zeros} won by going out against a lone 0-0: a drawn hand by OpenSpiel's scoring")
    pairs = ",".join(str(per_deal.count(k / 2)) for k in range(3))
    print(f"RESULT first_deal={args.first_deal} deals={deals} wins={wins} draws={draws} losses={losses} "
          f"pairs={pairs} expert_cpu={sum(times['expert']):.3f} expert_decisions={len(times['expert'])} "
          f"bot_cpu={sum(times['bot']):.3f} bot_decisions={len(times['bot'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
