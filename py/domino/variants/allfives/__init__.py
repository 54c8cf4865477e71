"""All Fives: the draw game on a layout with a spinner, scored as it is played: a count of the
open ends that five divides scores at once (docs/rules.md §7). Importing this package registers it."""
from ...core.registry import register
from . import scoring
from .layout import ARMS, Layout
from .moves import parse_move, play
from .observation import FivesObservation
from .state import FivesState, fits
from .variant import FivesVariant

register(FivesVariant())

__all__ = ["ARMS", "FivesObservation", "FivesState", "FivesVariant", "Layout", "fits", "parse_move",
           "play", "scoring"]
