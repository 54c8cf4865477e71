"""Finished hands from exact deals, for tests of matches and their score sheets: a 2-player hand
won by going out for an exact number of points, a 4-player one for partners, and a hand blocked
from a given position; and a whole match played out by the computer at Easy."""

from __future__ import annotations

from domino import Game, Match, Rules, choose_move, new_game


def won(rules: Rules, winner: int, points: int) -> Game:
    """A finished 2-player hand that `winner` won by going out, worth exactly `points` (25 or 12)."""
    heavy = {25: ["6-6", "5-6", "0-2"], 12: ["6-6"]}[points]
    hands = [heavy, heavy]
    hands[winner] = ["0-1"]
    game = new_game(rules, hands=hands, chain=["1-3"], first=winner)
    game.apply("0-1:L")
    assert game.outcome.winner == winner and game.outcome.points == points
    return game


def team_won(rules: Rules, seat: int) -> Game:
    """A finished 4-player hand that `seat` won by going out; its opponents hold 45 pips (23 and
    22) and its partner 4, so a partnership hand is worth 45."""
    hands = [["2-2"]] * 4
    hands[seat] = ["0-1"]
    for rival, tiles in zip(((seat + 1) % 4, (seat + 3) % 4), (["6-6", "5-6"], ["4-6", "5-5", "0-2"])):
        hands[rival] = tiles
    game = new_game(rules, hands=hands, chain=["1-3"], first=seat)
    game.apply("0-1:L")
    assert game.outcome.winner == seat
    return game


def blocked(rules: Rules, hands: list[list[str]], chain: list[str]) -> Game:
    """A hand that seat 0 opens on `chain` with `hands`, passed by everyone until it is blocked."""
    game = new_game(rules, hands=hands, chain=chain, first=0)
    while not game.is_over:
        game.apply("pass")
    return game


def play_match(rules: Rules, seed: int | str) -> Match:
    """A match played to its end, every seat at Easy (each move's seed its place in the hand)."""
    match = Match(rules, seed)
    while True:
        game = match.game
        while not game.is_over:
            game.apply(choose_move("easy", game.observation(game.current_player), seed=len(game.history)))
        if match.is_over:
            return match
        match.next_hand()
