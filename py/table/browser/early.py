"""What the player did on the menu before Python was up (static/early-menu.js keeps it in
window.dominoEarly): the settings form changed, and the latest button pressed. Read once, at start-up.
"""

from __future__ import annotations

import json
from typing import Any, TypedDict

from table.boards.targets import Target
from table.jsvalues import absent

ATTRS = ("data-action", "data-ui", "data-date")


class Queued(TypedDict):
    """An action for Controller.act: its name and its values."""
    name: str
    args: list[object]


def take_queued(window: Any) -> list[Queued]:
    """The actions to carry out now, in order, as {"name", "args"} for Controller.act; cleared on
    the page. A press is kept only while its button is still offered (a save set aside at start-up
    takes Continue away, a Daily already played shows its result instead)."""
    early: Any = getattr(window, "dominoEarly", None)
    if absent(early):
        return []
    out: list[Queued] = []
    if bool(early.changed):
        out.append({"name": "menu-change", "args": []})
    press = early.press
    early.changed, early.press = False, None
    if absent(press) or not press:
        return out
    try:
        queued = json.loads(str(press))
        data = {name: str(value) for name, value in dict(queued["data"]).items() if name in ATTRS}
        detail = int(queued.get("detail") or 0)
    except (ValueError, TypeError, KeyError, AttributeError):
        return out
    selector = ",".join(f'[{name}="{window.CSS.escape(value)}"]' for name, value in data.items()
                        if name in ATTRS[:2])
    node: Any = window.document.querySelector(f"#menu :is({selector})") if selector else None
    if not absent(node) and not node.disabled:
        out.append({"name": "click", "args": [Target(data), detail]})
    return out
