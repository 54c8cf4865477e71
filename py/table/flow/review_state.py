"""The hand review's state, as the session holds it (review.py works it out, review_view.py draws it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from domino.ai.review import Advice


@dataclass(frozen=True)
class ReviewState:
    """What the review shows: the board after `step` of `total` moves, from `seat`'s side."""
    gen: int                 # the session's gen of the hand reviewed
    seat: int
    step: int
    total: int
    advice: tuple[Advice, ...] = ()  # per decision weighed so far, in order
    decisions: int = 0       # the seat's decisions in the hand
    done: bool = False       # every decision weighed
