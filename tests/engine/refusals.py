"""What the rule tests ask of a game: its legal moves as text, and a move refused in the words
given, the game left as it was."""
import pytest

from domino import IllegalMove


def moves(game) -> list:
    return [str(m) for m in game.legal_moves()]


def refused(game, move, message) -> None:
    before = game.to_json()
    with pytest.raises(IllegalMove) as e:
        game.apply(move)
    assert str(e.value) == message
    assert game.to_json() == before
