"""Errors the engine raises on bad input."""


class IllegalMove(ValueError):
    """A move that the rules do not allow now. The game is left unchanged."""
