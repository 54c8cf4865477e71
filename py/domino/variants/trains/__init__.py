"""Mexican Train: personal trains and the shared one from a double in the hub (docs/rules.md §3).
Importing this package registers it."""
from ...core.registry import register
from .moves import MEXICAN, parse_move, play
from .observation import Obligation, Train, TrainObservation, train_label
from .state import ROUNDS, SET, TrainState, engine_of
from .variant import MexicanVariant

register(MexicanVariant())

__all__ = ["MEXICAN", "ROUNDS", "SET", "MexicanVariant", "Obligation", "Train", "TrainObservation",
           "TrainState", "engine_of", "parse_move", "play", "train_label"]
