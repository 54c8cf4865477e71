"""domino: a pure-Python dominoes engine and its computer players.

Runs unchanged on CPython 3.11+ and in Pyodide. Never imports browser modules.
"""
from .computer import LEVELS as _LEVELS, choose_move
from .errors import IllegalMove
from .game import Game, new_game
from .match import Match, daily_match, new_match
from .moves import DRAW, PASS, Move, parse_move, play
from .outcome import Outcome
from .prng import Rng
from .rules import Rules
from .tiles import DOUBLE_SIX, pips, tile_text
from .variants import VARIANTS

LEVELS = tuple(_LEVELS)

__all__ = ["DOUBLE_SIX", "DRAW", "Game", "IllegalMove", "LEVELS", "Match", "Move", "Outcome",
           "PASS", "Rng", "Rules", "VARIANTS", "choose_move", "daily_match", "new_game", "new_match",
           "parse_move", "pips", "play", "tile_text"]
