"""Chicken Foot: arms off a centre double, and a chicken foot of three toes on every double laid
(docs/rules.md §9). Importing this package registers it."""
from ...core.registry import register
from .moves import parse_move, play
from .observation import Arm, ChickenObservation
from .state import CLOSED, DOUBLE_BLANK, SPOKES, TOES, ChickenState, worth
from .variant import HANDS, ChickenVariant

register(ChickenVariant())

__all__ = ["CLOSED", "DOUBLE_BLANK", "HANDS", "SPOKES", "TOES", "Arm", "ChickenObservation", "ChickenState",
           "ChickenVariant", "parse_move", "play", "worth"]
