"""Table settings (the Settings panel): one small JSON-able document, cleaned field by field."""

from __future__ import annotations

CHOICES = {
    "suggest": ("auto", "on", "off"),        # mark playable tiles; auto: on at Easy only
    "tiles": ("ivory", "dark", "contrast"),  # appearance only, never rules
    "anim": ("auto", "normal", "fast", "off"),  # auto: normal, or off under prefers-reduced-motion
    "sound": ("on", "off"),
}
DEFAULTS = {"suggest": "auto", "tiles": "ivory", "anim": "auto", "sound": "on"}
LABELS = {
    "suggest": ("Move suggestions", {"auto": "At Easy", "on": "Always", "off": "Never"}),
    "tiles": ("Tiles", {"ivory": "Classic ivory", "dark": "Dark", "contrast": "High contrast"}),
    "anim": ("Animation", {"auto": "Auto", "normal": "Normal", "fast": "Fast", "off": "Off"}),
    "sound": ("Sound", {"on": "On", "off": "Off"}),
}
PACE = {"normal": 1.0, "fast": 0.5, "off": 0.25}  # computer pacing follows the animation speed


# The menu's choices last used for a new game, kept with the settings (shown again at start-up)
MENU = {"mode": ("computer", "local"), "players": ("2", "3", "4"),
        "variant": ("draw", "block", "triangles", "mexican"), "level": ("easy", "medium", "hard", "expert"),
        "target": ("0", "50", "100"), "rounds": ("1", "10"), "scoring": ("standard", "triominos")}


def clean(doc) -> dict:
    out = dict(DEFAULTS)
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


def suggest_on(prefs: dict, level: str | None, mode: str) -> bool:
    choice = prefs.get("suggest", "auto")
    if choice == "auto":
        return mode == "local" or level == "easy"
    return choice == "on"


def anim(prefs: dict, reduced_motion: bool) -> str:
    choice = prefs.get("anim", "auto")
    if choice == "auto":
        return "off" if reduced_motion else "normal"
    return choice
