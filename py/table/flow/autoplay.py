"""Play the only legal move for me (a setting, off by default): when the person at the screen has
exactly one legal move (one tile, one place, one way round; or only Draw, or only Pass) it is made
for them after a short beat, as their own tap would make it. The board is drawn first, so the beat
shows what is about to happen, and the table says so.

Never in a lesson (the lesson asks for the move) nor just after an Undo (the move taken back would
come straight back). Pure Python: the session, the settings and the engine's moves only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from table.language.catalogue import N_
from table.storage import settings as P

if TYPE_CHECKING:
    from domino import Move
    from table.flow.session import Session

BEAT = {"normal": 700, "fast": 350, "off": 150}  # ms before the move, by the animation's speed
SAID = N_("Your only move: it is played for you.")


def on(s: Session, prefs: P.Settings) -> bool:
    """The setting is on and the person at the screen may move now, in a game of their own."""
    return prefs.get("autoplay", "off") == "on" and s.lesson is None and s.review is None and s.my_turn()


def only(legal: Sequence[Move]) -> Move | None:
    """The one legal move, when there is exactly one."""
    return legal[0] if len(legal) == 1 else None
