"""A moment's burst of tiles over the result card (render/moments.py), played once.

Its pieces fly by CSS animation, which starts over whenever the card is shown again (after a look
at the board, or after the hand's review): so the burst goes once every piece has landed, or had
its flight cancelled by the card going away.
"""

from __future__ import annotations

from typing import Any

from pyodide.ffi import create_proxy

from table.jsvalues import absent


def play_once(card: Any) -> None:
    """The burst in `card` (an element), if any, removed once its pieces are done."""
    burst = card.querySelector(".moment")
    if absent(burst):
        return
    left = [int(burst.childElementCount)]   # pieces still flying (each one animation)

    def landed(*_: object) -> None:
        left[0] -= 1
        if left[0] <= 0:
            burst.remove()

    over = create_proxy(landed)
    burst.addEventListener("animationend", over)
    burst.addEventListener("animationcancel", over)
