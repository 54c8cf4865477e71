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


def clean(doc) -> dict:
    out = dict(DEFAULTS)
    if isinstance(doc, dict):
        for name, allowed in CHOICES.items():
            if doc.get(name) in allowed:
                out[name] = doc[name]
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
