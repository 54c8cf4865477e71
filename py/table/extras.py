"""The platform layer on top of the table: tools (pause, theater, fullscreen, help), keyboard play and
the portal protocol. The app calls `emit(event)` at a few points of its life and hands over the
clicks on actions it does not know; each part picks the events it has an `on_<event>` method for.

Events: ready, phase, render, game-start, hand-over, paused, resumed.
"""

from __future__ import annotations

from .chrome import Chrome
from .keyboard import Keyboard
from .portal import Portal


class Extras:
    def __init__(self, app):
        self.chrome = Chrome(app)
        self.keyboard = Keyboard(app)
        self.portal = Portal(app)
        self.parts = (self.chrome, self.keyboard, self.portal)

    def emit(self, event, **info):
        name = "on_" + event.replace("-", "_")
        for part in self.parts:
            handler = getattr(part, name, None)
            if handler is not None:
                handler(**info)

    def action(self, name, el) -> bool:
        """A click on a [data-action] the app does not handle itself; True when one part took it."""
        return name in self.chrome.ACTIONS and self.chrome.action(name, el)


def attach(app) -> Extras:
    return Extras(app)
