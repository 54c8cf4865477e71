"""The computer players (docs/rules.md §4): Easy, Medium, Hard and Expert, each deciding from one
seat's observation; Expert's determinized search; the arena that plays levels against each
other. Built on domino.variants and domino.core, never the other way round."""
from .levels import LEVELS, choose_move, expert_samples
from .search import Search
from .strategy import determinize

__all__ = ["LEVELS", "Search", "choose_move", "determinize", "expert_samples"]
