"""domino: a pure-Python dominoes engine and its computer players.

Runs unchanged on CPython 3.11+ and in Pyodide. Never imports browser modules. The names here
work for every variant: `new_game(Rules(variant="mexican"), seed=1).apply(DRAW)`,
`game.parse_move("4-9@0")`. Variant-specific names live in domino.variants.<name>.

Layers, imported one way: domino.core (tiles, moves, rules, Game, Match, the variant protocol)
<- domino.variants (line, trains, triangles; each registers itself) <- domino.ai (the computer
players) <- this package.
"""
from . import variants as _variants  # noqa: F401  (registers every variant)
from .ai import LEVELS as _LEVELS, choose_move
from .core.errors import IllegalMove
from .core.game import Game, new_game
from .core.match import Match, daily_match, new_match
from .core.moves import DRAW, PASS, Move, MoveKind
from .core.outcome import Outcome, Termination
from .core.registry import VARIANTS, variant_of
from .core.rng import Rng
from .core.rules import Rules
from .core.tiles import pips, tile_text

LEVELS = tuple(_LEVELS)

__all__ = ["DRAW", "Game", "IllegalMove", "LEVELS", "Match", "Move", "MoveKind", "Outcome", "PASS",
           "Rng", "Rules", "Termination", "VARIANTS", "choose_move", "daily_match", "new_game",
           "new_match", "pips", "tile_text", "variant_of"]
