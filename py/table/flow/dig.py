"""Draw until it fits (a setting, on by default): in a game whose rules draw until a tile fits (its
catalog entry's `dig`), one tap on Draw draws tile after tile until one fits or the stock is empty,
each tile still drawn as its own move (the move log lists each one, the hand shows each arriving)
and the whole dig said once. Undo takes the dig back as one step.

Triangles stops after three draws, and Mexican Train's rule is one draw, then a pass (docs/rules.md
§1, §2, §3): nothing to dig for there. Computers are unchanged.

Pure Python: the session, the settings and the engine's moves only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from domino.core import catalog
from table.language.catalogue import _, _n
from table.storage import settings as P

if TYPE_CHECKING:
    from domino import Move
    from table.flow.session import Session

PACE = {"normal": 300, "fast": 150, "off": 0}  # ms between a dig's tiles, by the animation's speed


def on(s: Session, prefs: P.Settings) -> bool:
    """A person's draw digs on here: the setting is on, and the game's rules draw until a fit."""
    return (prefs.get("dig", "on") == "on" and s.match is not None and s.lesson is None
            and catalog.entry(s.table.rules.variant).dig)


def only_draw(legal: Sequence[Move]) -> bool:
    """Nothing fits and drawing is the one move: the next tile of a dig is no choice made for them."""
    return len(legal) == 1 and legal[0].kind == "draw"


def said(s: Session, seat: int, tiles: Sequence[str], empty: bool = False) -> str:
    """`seat`'s dig in words, from its tiles' texts: 'You drew 3: 2-5, 0-1, 4-4.' (and 'The stock is
    empty.' when it ran out)."""
    name, you = s.names[seat], seat == s.person
    listed = ", ".join(tiles)  # tile names, no words
    if len(tiles) == 1:
        words = _("You drew {tile}.", tile=listed) if you else _("{name} drew {tile}.", name=name, tile=listed)
    elif you:
        # Translators: {count} tiles drawn one after another (2 or more), then each tile's name.
        words = _n("You drew {count}: {tiles}.", "You drew {count}: {tiles}.", len(tiles), tiles=listed)
    else:
        words = _n("{name} drew {count}: {tiles}.", "{name} drew {count}: {tiles}.", len(tiles), name=name,
                   tiles=listed)
    # Translators: {said} is what was drawn, a sentence of its own.
    return _("{said} The stock is empty.", said=words) if empty else words


def undo_from(history: Sequence[tuple[int, Move]], idx: int) -> int:
    """Where Undo starts when it would take back move `idx`: a draw goes back with the draws made
    just before it by the same seat, the whole dig as one step."""
    seat, move = history[idx]
    if move.kind != "draw":
        return idx
    while idx > 0 and history[idx - 1][0] == seat and history[idx - 1][1].kind == "draw":
        idx -= 1
    return idx
