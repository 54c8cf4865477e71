"""How Triangles rounds end between computer players, engine alone: of 300 two-player rounds at
Easy and at Medium, how many end with 5 tiles or fewer placed, and how many end blocked. A jam
needs the stock gone (docs/rules.md §2), so a round seldom ends before the stock is drawn.
Run: python tests/bench/triangles_rounds.py [rounds]
"""
import sys

import _playouts  # noqa: F401  (sets the path to py/)

from domino import Rules, choose_move, new_game  # noqa: E402

RULES = Rules(variant="triangles", players=2)
SHORT = 5


def round_played(level: str, seed: str) -> tuple[int, str]:
    """(tiles placed, how it ended) of one round with `level` in both seats."""
    game = new_game(RULES, seed=seed)
    while not game.is_over:
        obs = game.observation(game.current_player)
        game.apply_unchecked(choose_move(level, obs, seed=f"{seed}/{len(game.history)}"))
    return len(game.state.board), str(game.outcome.reason)


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 300
    print(f"triangles rounds: {rounds} two-player rounds per level, engine alone")
    for level in ("easy", "medium"):
        ends = [round_played(level, f"rounds/{n}") for n in range(rounds)]
        short = sum(placed <= SHORT for placed, _ in ends)
        blocked = sum(reason == "blocked" for _, reason in ends)
        print(f"  {level:6}: {short:3} end with {SHORT} tiles or fewer placed, {blocked:3} blocked")


if __name__ == "__main__":
    main()
