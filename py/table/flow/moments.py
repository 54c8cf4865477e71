"""The table's moments: a deal, heard as a shuffle and seen as the tiles coming into the hand; a hand
of a match won or lost, heard; and the end of a match, heard as a win or a loss and, for a win of a
match, a Daily or a Daily streak, seen as a burst of tiles over the result card. Their motion is skipped under reduced motion and with
Animation Off (settings.moments); their sounds follow the Sound setting alone. Nothing waits on a
moment: the table is playable at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from table.render.moments import cheer_html
from table.storage import settings as P

if TYPE_CHECKING:
    from table.flow.ports import Page, Sound
    from table.flow.settings_panel import Preferences

DEAL_MS = 900      # the hand's tiles have all come in (app.css's deal, its last delay included)
STREAK = 2         # Daily wins in a row that make a streak worth a cheer of its own


def move_sound(kind: str, mine: bool) -> str:
    """The sound of a move: a tile laid (the person's own, or a rival's), a draw, a pass."""
    if kind == "play":
        return "laid" if mine else "laid-rival"
    return kind


def cheer(result: object, streak: int | None) -> str | None:
    """What a finished match is cheered as: `result` the person's ("win", "loss", "draw"; at a shared
    device "win" when anyone won, else None), `streak` the Daily streak when it was a counting Daily
    (else None)."""
    if result != "win":
        return None
    if streak is None:
        return "match"
    return "streak" if streak >= STREAK else "daily"


def hand_sound(mode: str | None, won: int | None) -> str | None:
    """A hand over while its match goes on (the match's end is ended's): against the computer a win
    or a loss for the person (seat 0, or team 0 with a partner); at a shared device a win for
    whoever won; a drawn hand is not heard."""
    if won is None:
        return None
    if mode != "computer":
        return "win"
    return "win" if won == 0 else "loss"


def moving(page: Page, prefs: Preferences) -> bool:
    return P.moments(prefs.prefs, page.reduced_motion)


def dealt(page: Page, sound: Sound, prefs: Preferences) -> None:
    """A hand dealt: the shuffle, and the hand's tiles coming in (body[data-dealing], for a moment)."""
    sound.play("deal")
    if moving(page, prefs):
        page.flash("data-dealing", DEAL_MS)


def ended(page: Page, sound: Sound, prefs: Preferences, result: object, streak: int | None) -> None:
    """A match over: its sound, and when it was won its cheer on the result card (page.reward)."""
    kind = cheer(result, streak)
    if kind is not None:
        sound.play("streak" if kind == "streak" else "win")
        if moving(page, prefs):
            page.reward(cheer_html(kind))
    elif result == "loss":
        sound.play("loss")
