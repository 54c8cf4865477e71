"""The Settings panel's choices (prefs.py's document) and what they change on the page: the tiles'
look (body[data-tiles]), the animation (body[data-anim], which follows prefers-reduced-motion on
Auto) and with it the computer's pace.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from table.storage import documents
from table.storage import settings as P

if TYPE_CHECKING:
    from table.flow.ports import Page
    from table.storage.store import Store


class Preferences:
    def __init__(self, store: Store, page: Page, pace: Callable[[float], None] = lambda factor: None) -> None:
        self.store = store
        self.page = page
        self.pace = pace          # asks the controller to pace the computer (a factor of ?delay=)
        self.prefs: P.Settings = P.DEFAULTS.copy()

    def load(self) -> None:
        self.prefs = self.store.load("settings", P.DEFAULTS.copy(), documents.check_settings)

    def apply(self) -> None:
        """Also when prefers-reduced-motion changes: Auto follows it live."""
        self.page.body_attr("data-tiles", self.prefs["tiles"])
        anim = P.anim(self.prefs, self.page.reduced_motion)
        self.page.body_attr("data-anim", anim)
        self.pace(P.PACE[anim])

    def change(self, name: str, value: str) -> bool:
        """A choice made in the panel; True when sound is now on (heard at once)."""
        self.prefs = P.clean({**self.prefs, name: value})
        self.store.save("settings", self.prefs)
        self.apply()
        return self.prefs["sound"] == "on"

    def remember_menu(self, chosen: Mapping[str, str]) -> None:
        """The menu's choices of a new game, shown again next time."""
        self.prefs = P.clean({**self.prefs, "menu": chosen})
        self.store.save("settings", self.prefs)

    def reload(self) -> None:
        """Another tab changed the settings: follow them."""
        self.load()
        self.apply()
