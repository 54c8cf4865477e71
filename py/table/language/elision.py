"""French elides "de" and "que" before a vowel: "le train d'Ordi 2", "la main d'Anne". A translator
writes "de {owner}" not knowing the name to come, so the elision is made where the name is filled in.
A name starting with h is left as written: French elides before a mute h only, and no rule tells
which an h is."""

from __future__ import annotations

import re
from collections.abc import Mapping

VOWELS = "aeiouyàâäéèêëîïôöùûüœæAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ"
# The words each language elides before a value that starts with a vowel.
ELIDED = {"fr": ("de", "que", "De", "Que")}


def elide(code: str, template: str, values: Mapping[str, object]) -> str:
    """`template` with each elided word of language `code` that stands before a placeholder whose
    value starts with a vowel written elided ("de {owner}" -> "d'{owner}")."""
    words = ELIDED.get(code)
    if not words:
        return template

    def cut(found: re.Match[str]) -> str:
        word, name = found.group(1), found.group(2)
        value = str(values.get(name, ""))
        return f"{word[:-1]}'{{{name}}}" if value and value[0] in VOWELS else found.group(0)

    pattern = r"\b(" + "|".join(words) + r") \{(\w+)\}"
    return re.sub(pattern, cut, template)
