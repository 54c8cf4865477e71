"""Mexican Train: personal trains and the shared one from a double in the hub (docs/rules.md §3).
Importing this package registers it."""
from ...core.registry import register
from .moves import MEXICAN, parse_move, play
from .observation import Obligation, Train, TrainObservation, train_label
from .state import TrainState, engine_of, hand_size, rounds, tiles_of
from .variant import MexicanVariant

register(MexicanVariant())

__all__ = ["MEXICAN", "MexicanVariant", "Obligation", "Train", "TrainObservation", "TrainState", "engine_of",
           "hand_size", "parse_move", "play", "rounds", "tiles_of", "train_label"]
