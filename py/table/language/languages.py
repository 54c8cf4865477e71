"""The languages the table speaks: each named in itself, the one to speak, and the catalogue of each.

Every language in SPOKEN has a translation of every message (py/table/language/<code>.po, a unit
test holds them whole); the build compiles each to lang/<code>.mo, which the page fetches for the
player's language only. Settings offers them all (OFFERED); the address may ask for one (?lang=),
and for the pseudo-language, which is never offered (?lang=en-XA), to look at every screen with
longer words."""

from __future__ import annotations

import gettext
import io
import struct
from collections.abc import Sequence

from . import pseudo
from .catalogue import ENGLISH, Catalogue

SPOKEN = ("es", "fr", "pt-BR")
# Each language named in itself, as the Settings panel offers it (never translated).
OFFERED = {"en": "English", "es": "Español", "fr": "Français", "pt-BR": "Português (Brasil)"}
CODES = ("en", *SPOKEN, pseudo.CODE)
AUTO = "auto"  # the setting that follows the browser's preferred languages


def known(code: str) -> str | None:
    """The language `code` names (any case: "PT-br" is "pt-BR"), or None when the table has none."""
    for name in CODES:
        if code.casefold() == name.casefold():
            return name
    return None


def choose(setting: str, preferred: Sequence[str] = ()) -> str:
    """The language to speak: the one chosen in Settings, or with Auto the first of the browser's
    `preferred` languages the table speaks ("es-MX" is Spanish, "pt-PT" Brazilian Portuguese),
    else English. static/language.js chooses the same way before Python is up."""
    if setting in OFFERED:
        return setting
    for tag in preferred:
        exact = known(tag)
        if exact in OFFERED:
            return exact
        primary = tag.split("-")[0].casefold()
        for code in OFFERED:
            if code.split("-")[0].casefold() == primary:
                return code
    return "en"


def catalogue_for(code: str) -> Catalogue:
    """The catalogue of a language that needs no file: English, or the pseudo-language."""
    return pseudo.catalogue() if code == pseudo.CODE else ENGLISH


def from_mo(code: str, data: bytes) -> Catalogue:
    """Language `code`'s catalogue from its compiled file; English when the file is not one (a
    damaged download says nothing rather than breaking the table)."""
    try:
        return Catalogue(code, gettext.GNUTranslations(io.BytesIO(data)))
    except (OSError, ValueError, UnicodeDecodeError, KeyError, IndexError, SyntaxError, struct.error):
        return ENGLISH
