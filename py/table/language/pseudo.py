"""The pseudo-language (en-XA): every message in accented letters, 40% longer, between marks, with its
placeholders kept. A page or frame drawn in it shows at once any sentence that did not come through
the catalogue (plain ASCII words), and any place too narrow for a longer language (a cut mark).
It is for tests and for checking a screen by eye; the Language setting does not offer it."""

from __future__ import annotations

import gettext
import string

from .catalogue import Catalogue

CODE = "en-XA"
OPEN, CLOSE = "⟦", "⟧"
GROWTH = 0.4
_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒĝĥíĵķĺɱñóþʠŕšťúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŤÚṼŴẊÝŽ")
_PAD = "ŀőŕéɱ íƥšúɱ đőľőŕ šíť áɱéť"
_FORMATTER = string.Formatter()


def accent(message: str) -> str:
    """`message` in the pseudo-language: literal text accented and grown, placeholders as they were."""
    if not message:
        return message
    out = []
    letters = 0
    for text, field, spec, conversion in _FORMATTER.parse(message):
        out.append(text.translate(_ACCENTED).replace("{", "{{").replace("}", "}}"))
        letters += len(text)
        if field is not None:
            out.append("{" + field + ("!" + conversion if conversion else "") + (":" + spec if spec else "")
                       + "}")
    grow = max(1, round(letters * GROWTH))
    pad = (_PAD * (grow // len(_PAD) + 1))[:grow].strip()
    return OPEN + "".join(out) + (" " + pad if pad else "") + CLOSE


class Pseudo(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return accent(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return accent(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return accent(message)


def catalogue() -> Catalogue:
    return Catalogue(CODE, Pseudo())
