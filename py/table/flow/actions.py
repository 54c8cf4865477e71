"""The one table of actions: every named thing the page asks for (a button's data-action, a
panel's or a lesson's button, a tile of the hand, the board's own targets), mapped to what the
controller or one of its parts does with the element that asked. A click reaches it through the
controller's `act` (inputs.py), once; what a click names is clicks.py's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Callable

from table.boards.targets import Target
from table.render import screens
from table.storage.profile import daily_streak
from table.storage.settings import LABELS
from table.storage import documents
from table.storage import bring_back as shelf
from table.language.catalogue import _
from table.storage.words import KEPT_UNREAD, brought_words
from table.flow.inputs import Inputs
from table.flow.rewarded_ad import watch

Handler = Callable[[Target | None], object]


def data(target: Target | None, name: str) -> str | None:
    return None if target is None else target.get(name)


def set_aside_days(ctl: Inputs) -> list[str]:
    """The days something that can be brought back was set aside on, latest first ("" for copies
    older than dated backups)."""
    return sorted({b.day for b in shelf.restorable(ctl.parts.store, readers(ctl))}, reverse=True)


def unread_kept(ctl: Inputs) -> str:
    """The words for copies kept that this version cannot bring back (unreadable, or a newer
    version's); '' when there are none."""
    return _(KEPT_UNREAD) if shelf.unreadable(ctl.parts.store, readers(ctl)) else ""


def readers(ctl: Inputs) -> Mapping[str, shelf.Check]:
    """Each document's check, as this page reads it (a copy must pass it to come back)."""
    return documents.checks(ctl.parts.coins.today, ctl.parts.tutorial.keys())


def bring_back(ctl: Inputs, day: str | None) -> None:
    """Settings' "Bring back": the documents set aside on `day` that this version reads go back in
    place (what they replace goes aside in turn), and the table follows them as it follows another
    tab's writes. The saved game stays aside while a game is on the table or at stake: bringing
    another back would leave it unrecorded."""
    p = ctl.parts
    if not isinstance(day, str) or day not in set_aside_days(ctl):
        return
    s = ctl.session
    playing = (s.match is not None and s.lesson is None and s.phase != "menu") or p.starts.left_behind() is not None
    skip = frozenset({"game"}) if playing else frozenset()
    outcomes = [(b.outcome, b.name) for b in shelf.bring_back(p.store, day, readers(ctl), skip)]
    if playing and any(b.day == day and b.name == "game" for b in shelf.restorable(p.store, readers(ctl))):
        outcomes.append(("playing", "game"))
    for name in ("profile", "settings", "tutorial", "game"):
        ctl.storage(p.store.key(name))
    words = brought_words(outcomes)
    p.store.details.append(f"bring back {day or 'undated'}: {outcomes}")
    panel = screens.settings_html(p.prefs.prefs, LABELS, set_aside_days(ctl), said=words, unread=unread_kept(ctl))
    ctl.page.open_panel(panel, "settings")
    ctl.page.say(words)


def table(ctl: Inputs) -> dict[str, Handler]:
    """Every action of the table, by name."""
    p = ctl.parts
    page = ctl.page

    def records(_: Target | None = None) -> None:
        profile = p.coins.profile
        page.open_panel(screens.records_html(profile, daily_streak(profile, p.menu.daily_day)), "records")

    def reset_yes(_: Target | None) -> None:
        p.coins.reset_records()
        records()
        p.menu.show()

    def settings(_: Target | None) -> None:
        page.open_panel(screens.settings_html(p.prefs.prefs, LABELS, set_aside_days(ctl), unread=unread_kept(ctl)),
                        "settings")

    def on_board(t: Target | None) -> None:
        if t is not None:
            ctl.on_board(t)

    return {
        # the table's own buttons, the hand and the board
        "new-game": lambda _: p.starts.ask_new_game(),
        "menu": lambda _: ctl.to_menu(),
        "continue": lambda _: p.starts.continue_game() if ctl.session.phase == "menu" else None,
        "next-hand": lambda _: ctl.next_hand(),
        "ready": lambda _: ctl.show_hand(),
        "draw": lambda _: ctl.kind("draw"),
        "pass": lambda _: ctl.kind("pass"),
        "tile": lambda t: ctl.tile(data(t, "data-tile")),
        "board": on_board,
        "hint": lambda _: p.hints.ask(),
        "earn": lambda _: watch(ctl),
        "review": lambda _: p.review.open(),
        "review-go": lambda t: p.review.go(data(t, "data-review")),
        "review-seat": lambda t: p.review.open(data(t, "data-review-seat")),
        "undo": lambda _: ctl.undo(),
        "restart": lambda _: p.starts.restart(),
        "records": records,
        "settings": settings,
        "bring-back": lambda t: bring_back(ctl, data(t, "data-day")),
        "tutorial": lambda _: p.tutorial.show_list(),
        "help": lambda _: p.chrome.open_help(),
        "moves": lambda _: p.chrome.open_moves(),
        "lacks": lambda _: p.chrome.open_lacks(),
        "see-board": lambda _: ctl.card_away(True),
        "show-result": lambda _: ctl.card_away(False),
        "pause": lambda _: p.chrome.pause("player"),
        "theater": lambda _: p.chrome.set_theater(not p.chrome.theater),
        "fullscreen": lambda _: p.chrome.toggle_fullscreen(),
        # dialogs, the panel's notices and the menu's Daily
        "close-dialog": lambda t: page.close_dialog(None if t is None else t.dialog),
        "close": lambda _: page.close_panel(),
        "stay": lambda _: page.close_panel(),
        "take-over": lambda _: p.starts.continue_game(ask=False),
        "reset": lambda _: page.open_panel(screens.confirm_reset_html(), "confirm"),
        "reset-yes": reset_yes,
        "daily": lambda _: p.starts.ask_daily(replay=False),
        "daily-replay": lambda _: p.starts.ask_daily(replay=True),
        "replace": lambda t: p.starts.replace(data(t, "data-then")),
        # lessons
        "lesson": lambda t: p.tutorial.begin(data(t, "data-lesson-start")),
        "lesson-list": lambda _: p.tutorial.show_list(close=True),
        "lesson-again": lambda _: p.tutorial.again(),
        "lesson-show": lambda _: p.tutorial.show_me(),
    }
