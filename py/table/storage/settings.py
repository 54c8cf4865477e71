"""Table settings (the Settings panel): one small JSON-able document, cleaned field by field."""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from domino.core import catalog

Choice = Literal["suggest", "tiles", "anim", "sound"]


class Settings(TypedDict):
    """The settings document: each choice's value, and the menu's choices last used."""

    suggest: str
    tiles: str
    anim: str
    sound: str
    menu: NotRequired[dict[str, str]]


CHOICES: dict[Choice, tuple[str, ...]] = {
    "suggest": ("auto", "on", "off"),        # mark playable tiles; auto: on at Easy only
    "tiles": ("ivory", "dark", "contrast"),  # appearance only, never rules
    "anim": ("auto", "normal", "fast", "off"),  # auto: normal, or off under prefers-reduced-motion
    "sound": ("on", "off"),
}
DEFAULTS: Settings = {"suggest": "auto", "tiles": "ivory", "anim": "auto", "sound": "on"}
LABELS: dict[str, tuple[str, dict[str, str]]] = {
    "suggest": ("Move suggestions", {"auto": "At Easy", "on": "Always", "off": "Never"}),
    "tiles": ("Tiles", {"ivory": "Classic ivory", "dark": "Dark", "contrast": "High contrast"}),
    "anim": ("Animation", {"auto": "Auto", "normal": "Normal", "fast": "Fast", "off": "Off"}),
    "sound": ("Sound", {"on": "On", "off": "Off"}),
}
PACE = {"normal": 1.0, "fast": 0.5, "off": 0.25}  # computer pacing follows the animation speed


# The menu's choices last used for a new game, kept with the settings (shown again at start-up):
# index.html's radios, as the catalog and the game's lengths give them (test_menu_catalog.py)
MENU = {"mode": tuple(catalog.MODES), "players": tuple(str(n) for n in catalog.PLAYERS),
        "variant": tuple(catalog.CATALOG), "level": tuple(catalog.LEVELS),
        "target": ("0", "50", "100"), "rounds": ("1", "10"), "scoring": ("standard", "triominos")}


def clean(doc: object) -> Settings:
    """The settings in `doc` that are known choices, the defaults for the rest."""
    out = DEFAULTS.copy()
    if isinstance(doc, dict):
        for name, allowed in CHOICES.items():
            if doc.get(name) in allowed:
                out[name] = doc[name]
        menu = doc.get("menu")
        if isinstance(menu, dict):
            kept = {name: menu[name] for name, allowed in MENU.items() if menu.get(name) in allowed}
            if kept:
                out["menu"] = kept
    return out


def suggest_on(prefs: Settings, level: str | None, mode: str) -> bool:
    choice = prefs.get("suggest", "auto")
    if choice == "auto":
        return mode == "local" or level == "easy"
    return choice == "on"


def anim(prefs: Settings, reduced_motion: bool) -> str:
    choice = prefs.get("anim", "auto")
    if choice == "auto":
        return "off" if reduced_motion else "normal"
    return choice
