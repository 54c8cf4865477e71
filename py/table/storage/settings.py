"""Table settings (the Settings panel): one small JSON-able document, cleaned field by field.
With them the menu's choices last used, same-device players' names among them."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from table.language.catalogue import N_
from table.language.languages import AUTO, OFFERED
from typing import Literal, NotRequired, TypedDict

from domino.core import catalog

Choice = Literal["suggest", "tiles", "anim", "sound", "volume", "dig", "autoplay", "lang"]


class Settings(TypedDict):
    """The settings document: each choice's value, and the menu's choices last used."""

    suggest: str
    tiles: str
    anim: str
    sound: str
    volume: str
    dig: str
    autoplay: str
    lang: str
    menu: NotRequired[dict[str, str]]


CHOICES: dict[Choice, tuple[str, ...]] = {
    "suggest": ("auto", "on", "off"),        # mark playable tiles; auto: on at Easy only
    "tiles": ("ivory", "dark", "contrast"),  # appearance only, never rules
    "anim": ("auto", "normal", "fast", "off"),  # auto: normal, or off under prefers-reduced-motion
    "sound": ("on", "off"),
    "volume": ("low", "medium", "high"),  # a document written before it had one reads as Medium
    "dig": ("on", "off"),  # one tap on Draw draws until a tile fits, where the rules do (catalog's `dig`, §1)
    "autoplay": ("off", "on"),  # a person's only legal move is played for them after a beat
    "lang": (AUTO, *OFFERED),  # the table's language; auto: the browser's (languages.choose)
}
DEFAULTS: Settings = {"suggest": "auto", "tiles": "ivory", "anim": "auto", "sound": "on", "volume": "medium",
                      "dig": "on", "autoplay": "off", "lang": AUTO}
LABELS: dict[str, tuple[str, dict[str, str]]] = {
    "suggest": (N_("Move suggestions"), {"auto": N_("At Easy"), "on": N_("Always"), "off": N_("Never")}),
    "tiles": (N_("Tiles"), {"ivory": N_("Classic ivory"), "dark": N_("Dark"), "contrast": N_("High contrast")}),
    "anim": (N_("Animation"), {"auto": N_("Auto"), "normal": N_("Normal"), "fast": N_("Fast"), "off": N_("Off")}),
    "sound": (N_("Sound"), {"on": N_("On"), "off": N_("Off")}),
    "volume": (N_("Volume"), {"low": N_("Quiet"), "medium": N_("Medium"), "high": N_("Loud")}),
    "dig": (N_("Draw until a tile fits"), {"on": N_("On"), "off": N_("Off")}),
    "autoplay": (N_("Play the only legal move for me"), {"on": N_("On"), "off": N_("Off")}),
    # each language named in itself: its name is never a message. Auto is the address's (?lang=), a
    # portal's (YouTube) or the browser's, in that order: "Automatic" is true of each
    "lang": (N_("Language"), {AUTO: N_("Automatic"), **OFFERED}),
}
PACE = {"normal": 1.0, "fast": 0.5, "off": 0.25}  # computer pacing follows the animation speed


# The menu's choices last used for a new game, kept with the settings (shown again at start-up):
# index.html's radios, as the catalog gives them (test_menu_catalog.py)
MENU = {"mode": tuple(catalog.MODES), "players": tuple(str(n) for n in catalog.SEATS),
        "variant": tuple(catalog.OFFERED), "teams": tuple(catalog.TEAMS), "level": tuple(catalog.LEVELS),
        "partner": tuple(catalog.LEVELS), **{row.setting: row.values for row in catalog.LENGTH_ROWS},
        "blocked": ("difference", "others"), "set": tuple(str(n) for n in catalog.SETS)}
MENU_LABEL = N_("Menu choices last used")  # what a repair of MENU's values names
# Same-device players' names, as the menu's text inputs hold them: "name1".. per seat.
NAME_KEYS = tuple(f"name{seat}" for seat in range(1, max(catalog.SEATS) + 1))
NAME_MAX = 16  # characters: a name fits a plaque, the hand-off card and a line of the move log
_JOINER = "\u200d"  # kept: it joins an emoji sequence (a family, a flag)


def is_kept(ch: str) -> bool:
    """A character stored text may hold: printable, a space of any width (French sets a no-break
    space before "?", ":" and "!", which Python's isprintable refuses), or the joiner of an emoji
    sequence. One reading for what a name keeps (clean_name) and what a stored document's check
    accepts (documents.is_text), so what the table keeps is never refused when read back."""
    return ch.isprintable() or ch == _JOINER or unicodedata.category(ch) == "Zs"


def clean_name(text: object) -> str:
    """A typed name as the table uses it: plain text on one line, without control or direction
    characters (a name never reorders the words around it), its spaces collapsed, at most
    NAME_MAX characters; '' when nothing is left. It is never markup: every writer escapes it."""
    if not isinstance(text, str):
        return ""
    # characters dropped first, then spaces collapsed: a name cleaned twice is the same name
    kept = " ".join("".join(ch if is_kept(ch) or ch.isspace() else "" for ch in text).split())
    return kept[:NAME_MAX].strip(" " + _JOINER)


def typed_names(typed: Sequence[object], players: int) -> tuple[str, ...]:
    """Same-device players' names for `players` seats from what was typed (`typed[i]` for seat i),
    as a stored game keeps them: '' where nothing usable was typed (the seat is "Player N" in the
    player's language) or the table's own word "you"; a name already taken (any case) gets its
    seat's number, so the records and the log never merge two players."""
    out: list[str] = []
    for seat in range(players):
        name = clean_name(typed[seat] if seat < len(typed) else "")
        if name.casefold() == "you":
            name = ""
        base, n = name, seat + 1
        while name and name.casefold() in {taken.casefold() for taken in out}:
            suffix = f" {n}"
            name = base[:NAME_MAX - len(suffix)].rstrip() + suffix
            n += 1
        out.append(name)
    return tuple(out)


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
            kept.update({key: clean_name(menu[key]) for key in NAME_KEYS if clean_name(menu.get(key))})
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


def moments(prefs: Settings, reduced_motion: bool) -> bool:
    """The deal and a win's celebration move: not with Animation Off, nor under reduced motion even
    at a speed chosen for the tiles (a burst across the screen is more motion than a tile's trip)."""
    return anim(prefs, reduced_motion) != "off" and not reduced_motion
