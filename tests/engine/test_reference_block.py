"""Block against two outside programs that play it: the `dominoes` package (4 players, the test
extras pin it) and OpenSpiel's `python_team_dominoes` (4 players) and `python_block_dominoes` (2
players; the bench extras pin OpenSpiel). Each is skipped, saying so, when its package is not
installed.

Random deals are played with random moves in our engine and fed, tile for tile, to the reference.
Every turn the legal plays must be the same set, each play written as (tile, the open number it
covers); at the end, the same hand must be out or blocked, with the same pips in every hand. With
partners in the engine, each hand's winning team and points are compared too: every difference
must be one the references' own rules explain (PARTNERSHIP_DIFFERENCES), and is counted.

Our legal moves may list a tile twice, on the left and on the right end, when both ends show the
same number: one position, one play here. OpenSpiel's player 0 opens with any tile where ours lays
the best tile (docs/rules.md §1; the 6-6 with four players), so its first turn only has to hold ours; its seats are ours turned so
that our opener is its player 0. Neither reference has a pass: a player who cannot play is
skipped, so our passes are not sent.

    PYTHONPATH=py python tests/engine/test_reference_block.py [--deals 2000]   the long run, tallied

The suite plays DOMINO_REFERENCE_DEALS deals (default 200) a reference.
"""
from __future__ import annotations

import argparse
import collections
import dataclasses
import os
import sys
import time

import pytest

from domino import PASS, Rng, Rules, new_game

try:
    import dominoes
except ImportError:
    dominoes = None
try:
    import pyspiel
    from open_spiel.python.games import block_dominoes, team_dominoes
except ImportError:
    pyspiel = block_dominoes = team_dominoes = None

DEALS = int(os.environ.get("DOMINO_REFERENCE_DEALS", "200"))
PARTNERS = "partners" in {f.name for f in dataclasses.fields(Rules)}
Play = tuple[tuple[int, int], "int | None"]    # a tile and the open number it covers (None: the first)


def _tile(pair) -> tuple[int, int]:
    return tuple(sorted(int(n) for n in pair))


class DominoesPackage:
    """The `dominoes` package's Game, dealt our hands, our opener laying our opening tile (its own
    `starting_domino` rule)."""

    name = "dominoes"

    def __init__(self, hands, opener: int, opening: tuple[int, int]):
        first = dominoes.Domino(*opening)
        self.game = dominoes.Game(dominoes.Board(), [dominoes.Hand([dominoes.Domino(*t) for t in h]) for h in hands],
                                  [], opener, ((first, True),), opener, None)

    def seat(self) -> int:
        return self.game.turn

    def _edge(self, left: bool) -> int | None:
        board = self.game.board
        return None if not len(board) else board.left_end() if left else board.right_end()

    def plays(self) -> set[Play]:
        return {(_tile(d), self._edge(left)) for d, left in self.game.valid_moves}

    def play(self, play: Play) -> None:
        d, left = next((d, left) for d, left in self.game.valid_moves if (_tile(d), self._edge(left)) == play)
        self.game.make_move(d, left)

    def over(self) -> bool:
        return self.game.result is not None

    def hands(self) -> list[list[tuple[int, int]]]:
        return [sorted(_tile(d) for d in hand) for hand in self.game.hands]

    def team_result(self) -> tuple[int | None, int]:
        points = self.game.result.points      # > 0: seats 0 and 2 won; < 0: seats 1 and 3
        return (None if points == 0 else 0 if points > 0 else 1), abs(points)


class OpenSpiel:
    """OpenSpiel's python_team_dominoes (4 players) or python_block_dominoes (2), its chance nodes
    driven to deal our hands in the order its deal goes (4 players: round the table a tile at a
    time; 2: player 0's seven, then player 1's), its player p our seat opener + p."""

    name = "open_spiel"

    def __init__(self, hands, opener: int, opening: tuple[int, int]):
        self.opener, self.players = opener, len(hands)
        self.game, name = ((team_dominoes, "python_team_dominoes") if self.players == 4 else
                           (block_dominoes, "python_block_dominoes"))
        self.state = pyspiel.load_game(name).new_initial_state()
        deck = [_tile(t) for t in self.game._DECK]
        ours = [hands[(opener + p) % self.players] for p in range(self.players)]
        deal = [hand[i] for i in range(7) for hand in ours] if self.players == 4 else [t for h in ours for t in h]
        for tile in deal:
            self.state.apply_action(deck.index(tile))

    def seat(self) -> int:
        return (self.state.current_player() + self.opener) % self.players

    def _play(self, action: int) -> Play:
        act = self.game._ACTIONS[action]
        return _tile(act.tile), None if act.edge is None else int(act.edge)

    def plays(self) -> set[Play]:
        return {self._play(a) for a in self.state.legal_actions()}

    def play(self, play: Play) -> None:
        self.state.apply_action(next(a for a in self.state.legal_actions() if self._play(a) == play))

    def over(self) -> bool:
        return self.state.is_terminal()

    def hands(self) -> list[list[tuple[int, int]]]:
        return [sorted(_tile(t) for t in self.state.hands[(seat - self.opener) % self.players])
                for seat in range(self.players)]

    def team_result(self) -> tuple[int | None, int]:
        mine = self.state.returns()[0]        # its team 0 (players 0 and 2) is our opener's team
        team = None if mine == 0 else self.opener % 2 if mine > 0 else 1 - self.opener % 2
        return team, int(abs(mine))


NO_DOMINOES = pytest.mark.skipif(dominoes is None, reason="the dominoes package is not installed (the test extras pin it)")
NO_OPENSPIEL = pytest.mark.skipif(pyspiel is None, reason="OpenSpiel is not installed (the bench extras pin it)")
REFERENCES = [pytest.param(DominoesPackage, marks=NO_DOMINOES), pytest.param(OpenSpiel, marks=NO_OPENSPIEL)]
# (reference, players): the dominoes package plays four only
TABLES = [pytest.param(DominoesPackage, 4, marks=NO_DOMINOES), pytest.param(OpenSpiel, 4, marks=NO_OPENSPIEL),
          pytest.param(OpenSpiel, 2, marks=NO_OPENSPIEL)]


def play_deal(reference, rules: Rules, deal: int):
    """Play deal `deal` with random moves in both games, checking the legal plays every turn;
    the finished game and the reference."""
    game = new_game(rules, seed=f"reference/{deal}")
    rng = Rng(f"reference/moves/{deal}")
    opening = game.legal_moves()[0].tile
    ref = reference([game.hand(s) for s in range(rules.players)], game.current_player, opening)
    while not game.is_over:
        legal = game.legal_moves()
        if legal == [PASS]:
            game.apply(PASS)
            continue
        ends = game.observation(game.current_player).ends
        ours = {(m.tile, None if ends is None else ends[m.end == "R"]) for m in legal}
        where = f"deal {deal}, move {len(game.history)}"
        assert not ref.over() and ref.seat() == game.current_player, f"{where}: turns differ"
        theirs = ref.plays()
        if ends is None and reference is OpenSpiel:
            assert ours <= theirs, f"{where}: {ours} is not an opening there"
        else:
            assert ours == theirs, f"{where}: ours {sorted(ours)}, {ref.name}'s {sorted(theirs)}"
        move = rng.choice(legal)
        ref.play((move.tile, None if ends is None else ends[move.end == "R"]))
        game.apply(move)
    assert ref.over(), f"deal {deal}: {ref.name}'s hand goes on"
    return game, ref


def hand_ends(reference, players: int, deals: range) -> None:
    """Play `deals`, checking the legal plays every turn and that each hand ends alike."""
    for deal in deals:
        game, ref = play_deal(reference, Rules(variant="block", players=players), deal)
        out = game.outcome
        assert ref.hands() == [sorted(h) for h in out.hands], f"deal {deal}: the hands left differ"
        assert (out.reason == "out") == any(not h for h in ref.hands()), f"deal {deal}: out or blocked"


@pytest.mark.parametrize("reference,players", TABLES)
def test_legal_plays_and_hand_ends_match(reference, players):
    hand_ends(reference, players, range(DEALS))


def _team_pips(out, team: int) -> int:
    return out.pips[team] + out.pips[team + 2]


def _lighter_team(out) -> tuple[int | None, int]:
    """OpenSpiel's verdict on any hand: the team with fewer pips wins the other team's pips."""
    totals = [_team_pips(out, 0), _team_pips(out, 1)]
    return (None, 0) if totals[0] == totals[1] else (int(totals[1] < totals[0]), max(totals))


# Where a reference's team result is not ours (docs/rules.md §8), and why: (reference, reason,
# whether the reason accounts for both the reference's result `ref` and ours on our outcome `out`).
PARTNERSHIP_DIFFERENCES = [
    ("open_spiel", "the lighter team wins even when the other went out",
     lambda out, ref: out.reason == "out" and ref == _lighter_team(out)
     and (out.team, out.points) == (out.winner % 2, _team_pips(out, 1 - out.winner % 2))),
    ("dominoes", "going out scores all three other hands, the partner's too",
     lambda out, ref: out.reason == "out" and ref == (out.team, out.points + out.pips[(out.winner + 2) % 4])),
    ("dominoes", "a block scores both teams' pips",
     lambda out, ref: out.reason == "blocked" and out.team is not None
     and ref == (out.team, out.points + _team_pips(out, out.team))),
]


def team_differences(reference, deals: range) -> collections.Counter:
    """Each explained difference of the team results over `deals`, counted; fails on any other."""
    rules = Rules(variant="block", players=4, partners=True, blocked_scoring="others")
    seen: collections.Counter = collections.Counter()
    for deal in deals:
        game, ref = play_deal(reference, rules, deal)
        out, theirs = game.outcome, ref.team_result()
        if theirs == (out.team, out.points):
            continue
        why = [reason for name, reason, covers in PARTNERSHIP_DIFFERENCES
               if name == ref.name and covers(out, theirs)]
        assert why, f"deal {deal}: {ref.name} says {theirs}, ours team {out.team} for {out.points} ({out})"
        seen[why[0]] += 1
    return seen


@pytest.mark.skipif(not PARTNERS, reason="partnership rules are not in the engine yet")
@pytest.mark.parametrize("reference", REFERENCES)
def test_team_results_match_but_for_the_references_rules(reference):
    team_differences(reference, range(DEALS))


def main() -> int:
    parser = argparse.ArgumentParser(description="the differential test's long run, with its tallies")
    parser.add_argument("--deals", type=int, default=2000)
    args = parser.parse_args()
    for reference, players in ((DominoesPackage, 4), (OpenSpiel, 4), (OpenSpiel, 2)):
        if (dominoes if reference is DominoesPackage else pyspiel) is None:
            print(f"{reference.name}: not installed, skipped")
            continue
        started = time.process_time()
        hand_ends(reference, players, range(args.deals))
        print(f"{reference.name}, {players} players: legal plays and hand ends agree on {args.deals} deals "
              f"({time.process_time() - started:.1f} s CPU)")
        if PARTNERS and players == 4:
            started = time.process_time()
            seen = team_differences(reference, range(args.deals))
            print(f"  team results on {args.deals} deals ({time.process_time() - started:.1f} s CPU): "
                  f"{sum(seen.values())} differ, each explained")
            for reason, n in seen.most_common():
                print(f"    {n:5d}  {reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
