"""The line games, Draw ("Classic") and Block: one chain with two open ends (docs/rules.md §1).
Importing this package registers both."""
from ...core.registry import register
from .moves import parse_move, play
from .observation import LineObservation
from .state import LineState
from .variant import LineVariant

register(LineVariant("draw", drawing=True))
register(LineVariant("block", drawing=False))

__all__ = ["LineObservation", "LineState", "LineVariant", "parse_move", "play"]
