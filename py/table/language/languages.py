"""The languages the table speaks: each named in itself, and the catalogue of each.

A language is offered once its catalogue is complete (a unit test checks each one listed here
against the template). The pseudo-language is never offered: only the address asks for it
(?lang=en-XA), to look at every screen with longer words."""

from __future__ import annotations

from . import pseudo
from .catalogue import ENGLISH, Catalogue

OFFERED = {"en": "English"}
_CATALOGUES = {"en": lambda: ENGLISH, pseudo.CODE: pseudo.catalogue}


def known(code: str) -> str | None:
    """The language `code` names (any case: "EN-xa" is "en-XA"), or None when the table has none."""
    for name in _CATALOGUES:
        if code.casefold() == name.casefold():
            return name
    return None


def catalogue_for(code: str) -> Catalogue:
    """The catalogue of language `code` (a known one: English for any other)."""
    return _CATALOGUES.get(code, _CATALOGUES["en"])()
