"""What the player did on the menu before Python was up (static/early-menu.js keeps it in
window.dominoEarly): the settings form changed, and the latest button pressed. Read once, at start-up.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from table.boards.targets import Target
from table.jsvalues import absent

ATTRS = ("data-action", "data-ui", "data-date")


@dataclass(frozen=True)
class Queued:
    """What to carry out now, in order: the form's change, then the press (a click on its button)."""
    changed: bool = False
    press: tuple[Target, int] | None = None


def take_queued(window: Any) -> Queued:
    """What the player did before Python was up, cleared on the page. A press is kept only while its
    button is still offered (a save set aside at start-up takes Continue away, a Daily already
    played shows its result instead)."""
    early: Any = getattr(window, "dominoEarly", None)
    if absent(early):
        return Queued()
    changed = bool(early.changed)
    press = early.press
    early.changed, early.press = False, None
    if absent(press) or not press:
        return Queued(changed)
    try:
        queued = json.loads(str(press))
        data = {name: str(value) for name, value in dict(queued["data"]).items() if name in ATTRS}
        detail = int(queued.get("detail") or 0)
    except (ValueError, TypeError, KeyError, AttributeError):
        return Queued(changed)
    selector = ",".join(f'[{name}="{window.CSS.escape(value)}"]' for name, value in data.items()
                        if name in ATTRS[:2])
    node: Any = window.document.querySelector(f"#menu :is({selector})") if selector else None
    if absent(node) or node.disabled:
        return Queued(changed)
    return Queued(changed, (Target(data), detail))
