"""What a click means: the elements a click may land on, and the action each names.

The page (browser/page.py) listens with one click listener and one key listener on the document. A
click lands on the nearest element that carries an action (`clickable`), read as a Target (its data
attributes); `click_name` names it: the element's data-action, "tile" for a tile of the hand,
"board" for the board's own targets, a panel's data-ui, a lesson's buttons, "close-dialog" for a
dialog's [data-close].
"""

from __future__ import annotations

from table.boards.base import Board
from table.boards.targets import Target

# The data attributes a click or a key may carry, and the areas it may be in.
ATTRS = ("data-action", "data-ui", "data-then", "data-lesson-start", "data-lesson-ui", "data-close", "data-tile",
         "data-end", "data-chain-end", "data-train", "data-train-end", "data-more-rows", "data-arm", "data-arm-end",
         "data-spot", "data-zoom", "data-turn", "data-place", "data-review", "data-review-seat", "data-day")
AREAS = ("[data-hand]", ".tri-view")
CLICKABLE = ("[data-action],[data-ui],[data-lesson-start],[data-lesson-ui],[data-close],[data-review],"
             "[data-review-seat],[data-hand] [data-tile]")
PANEL = ("close", "stay", "take-over", "records", "reset", "reset-yes", "daily", "daily-replay", "replace",
         "bring-back")
LESSON = ("list", "again", "show")
# The second click of a double click does nothing when the first changed the table (a move, a new
# screen): what is under the pointer now may be another tile or button (or the hand-off's I'm ready,
# showing the next player's hand too soon). But on these: none makes a choice or shows a hand (Draw
# and Pass are offered only when nothing else is legal, so a quick second tap on Draw draws again,
# as a player drawing several tiles expects).
REPEATABLE = frozenset({"menu", "continue", "help", "pause", "theater", "fullscreen", "close-dialog",
                        "moves", "lacks", "draw", "pass"})
# A tab that lost its game to another tab still answers these.
UNGATED = frozenset({"menu", "help", "pause"})


def clickable(board: Board) -> str:
    """What a click may land on, with the board's own targets."""
    return CLICKABLE + ("," + board.targets if board.targets else "")


def click_name(target: Target) -> tuple[str | None, bool]:
    """(action name, whether it is the table's own: a data-action, a tile of the hand, the board);
    the name is None for an element that asks for nothing known."""
    get = target.get
    if get("data-action") is not None:
        return get("data-action"), True
    if get("data-tile") is not None and "[data-hand]" in target.inside:
        return "tile", True
    if get("data-close") is not None:
        return "close-dialog", False
    if get("data-review") is not None:
        return "review-go", False
    if get("data-review-seat") is not None:
        return "review-seat", False
    if get("data-ui") is not None:
        return (get("data-ui") if get("data-ui") in PANEL else None), False
    if get("data-lesson-start") is not None:
        return "lesson", False
    if get("data-lesson-ui") is not None:
        return (f"lesson-{get('data-lesson-ui')}" if get("data-lesson-ui") in LESSON else None), False
    return "board", True
