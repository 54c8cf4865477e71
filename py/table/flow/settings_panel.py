"""The Settings panel's choices (prefs.py's document) and what they change on the page: the tiles'
look (body[data-tiles]), the animation (body[data-anim], which follows prefers-reduced-motion on
Auto) and with it the computer's pace.
"""

from __future__ import annotations

from table.storage import documents
from table.storage import settings as P


class Preferences:
    def __init__(self, store, page, pace=lambda factor: None):
        self.store = store
        self.page = page
        self.pace = pace          # asks the controller to pace the computer (a factor of ?delay=)
        self.prefs = dict(P.DEFAULTS)

    def load(self):
        self.prefs = self.store.load("settings", dict(P.DEFAULTS), documents.check_settings)

    def apply(self):
        """Also when prefers-reduced-motion changes: Auto follows it live."""
        self.page.body_attr("data-tiles", self.prefs["tiles"])
        anim = P.anim(self.prefs, self.page.reduced_motion)
        self.page.body_attr("data-anim", anim)
        self.pace(P.PACE[anim])

    def change(self, name: str, value: str) -> bool:
        """A choice made in the panel; True when sound is now on (heard at once)."""
        self.prefs[name] = value
        self.prefs = P.clean(self.prefs)
        self.store.save("settings", self.prefs)
        self.apply()
        return self.prefs["sound"] == "on"

    def remember_menu(self, chosen: dict):
        """The menu's choices of a new game, shown again next time."""
        self.prefs["menu"] = chosen
        self.prefs = P.clean(self.prefs)
        self.store.save("settings", self.prefs)

    def reload(self):
        """Another tab changed the settings: follow them."""
        self.load()
        self.apply()
