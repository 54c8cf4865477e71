"""The one table of actions: every click, key and page event the table answers, by name.

The page (page.py) listens with one click listener and one key listener on the document. A click
lands on the nearest element that carries an action (`clickable`), read as a Target (its data
attributes); `click_name` names it: the element's data-action, "tile" for a tile of the hand,
"board" for the board's own targets, a panel's data-ui, a lesson's buttons, "close-dialog" for a
dialog's [data-close]. A key is offered to the board, then Escape drops the chosen tile. The other
events (storage written by another tab, the page hidden, a drag on the board...) have names too.
`table(ctl)` maps every name to what the controller, or one of its parts, does.

The intents the boards return are names here as well: ("play", move), ("select", changes),
("zoom", how), ("pan", dx, dy).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from table.render import screens
from table.boards.base import CLEAR

# The data attributes a click or a key may carry, and the areas it may be in.
ATTRS = ("data-action", "data-ui", "data-then", "data-lesson-start", "data-lesson-ui", "data-close", "data-tile",
         "data-end", "data-chain-end", "data-train", "data-train-end", "data-spot", "data-zoom", "data-turn",
         "data-place", "data-review", "data-review-seat", "data-day")
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
                        "moves", "draw", "pass"})
# A tab that lost its game to another tab still answers these.
UNGATED = frozenset({"menu", "help", "pause"})
ENDED = ("round-over", "match-over")  # the hand's summary is up, or put aside


@dataclass(frozen=True)
class Target:
    """A clicked (or focused) element as the table reads it."""
    data: Mapping                      # its data attributes among ATTRS
    inside: frozenset = frozenset()    # the AREAS it is in
    dialog: str | None = None          # the id of the dialog it is in

    def get(self, name):
        return self.data.get(name)


@dataclass(frozen=True)
class KeyPress:
    key: str
    mods: bool = False                 # Alt, Ctrl or Meta held
    active: Target | None = None       # the focused element


def clickable(board) -> str:
    """What a click may land on, with the board's own targets."""
    return CLICKABLE + ("," + board.targets if board.targets else "")


def click_name(target: Target):
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


def on_click(ctl, target: Target, detail: int = 0):
    name, own = click_name(target)
    if name is None:
        return
    if ctl.session.review is not None and name in ("tile", "board"):
        return  # the review's board and hand are a picture of the past
    if own:
        if ctl.parts.saves.lost and ctl.session.phase != "menu" and name not in UNGATED:
            ctl.lose()  # this tab stopped: say so again rather than act
            return
        ctl.input(keyboard=not detail)  # Enter/Space on a button: keep the focus in the game
    if detail > 1 and name not in REPEATABLE and ctl.session.click_changed:
        return
    before = ctl.session.table_mark()
    ctl.act(name, target)
    ctl.input(changed=ctl.session.table_mark() != before)


def on_key(ctl, press: KeyPress) -> bool:
    """True when the key was used (its default action is then prevented)."""
    s = ctl.session
    if s.review is not None:
        return ctl.parts.review.key(press.key) if not press.mods else False
    if s.phase != "playing":
        return False
    intent = ctl.board.key(s, press.key, press.active, press.mods)
    if intent is not None:
        return ctl.act(*intent) is not False
    if press.key == "Escape" and s.selected is not None:
        ctl.act("escape")
    return False


def playable_tile(ctl, text):
    """The tile of the viewer's hand named `text` and their legal moves, when they may play it now;
    otherwise None, after saying why when there is something to say (whose turn, a lesson's rule)."""
    s = ctl.session
    if not s.my_turn():
        ctl.select({"note": s.whose_turn_note()})
        return None
    tile = ctl.board.parse_tile(text)
    if tile is None or tile not in s.match.game.observation(s.viewer).hand:
        return None
    legal = s.legal()
    why = ctl.parts.tutorial.why_not(tile, legal) if s.lesson is not None else None
    if why:
        ctl.select({"note": why})
        return None
    return tile, legal


def on_tile(ctl, text):
    """A tap on a tile of the hand: the board says what it means (or why it cannot be played)."""
    found = playable_tile(ctl, text)
    if found is not None:
        ctl.act(*ctl.board.tile_intent(ctl.session, *found))


def on_kind(ctl, kind):
    """Draw or Pass, on the person's turn."""
    s = ctl.session
    move = next((m for m in s.legal() if m.kind == kind), None) if s.my_turn() else None
    if move is not None:
        ctl.play(move)


def on_board(ctl, target: Target):
    s = ctl.session
    if s.phase != "playing":
        return
    intent = ctl.board.click(s, target)
    if intent is not None and intent[0] == "zoom":
        ctl.act(*intent)
    elif not ctl.viewport.ends_drag(s.keyboard) and intent is not None:
        ctl.act(*intent)


def on_lift(ctl, text):
    """A tile of the hand picked up to be dragged: the board may choose it to show its places."""
    if ctl.session.phase != "playing" or ctl.parts.saves.lost:
        return
    found = playable_tile(ctl, text)
    intent = ctl.board.lift(ctl.session, *found) if found is not None else None
    if intent is not None:
        ctl.act(*intent)


def on_drop(ctl, text, target: Target):
    """A tile of the hand dragged onto one of the board's targets: as if that tile were chosen and
    the target tapped. A drop that neither plays nor takes the tile only says why: the choice on
    screen stays as it was."""
    if ctl.session.phase != "playing":
        return
    if ctl.parts.saves.lost:
        ctl.lose()  # this tab stopped: say so again rather than act
        return
    ctl.input(keyboard=False)
    found = playable_tile(ctl, text)
    if found is None:
        return
    tile = found[0]
    intent = ctl.board.click(replace(ctl.session, **{**CLEAR, "selected": tile}), target)
    if intent is None:
        return
    if intent[0] == "select" and set(intent[1]) - {"note"}:  # the board took the tile (a spot to turn it on)
        ctl.select({**CLEAR, "selected": tile, "note": "", **intent[1]})
    else:
        ctl.act(*intent)


def on_resize(ctl):
    """The window or the felt changed size: a board drawn to fit the felt is drawn again."""
    s = ctl.session
    if s.match is None or s.phase == "menu":
        return
    felt = ctl.viewport.felt()
    if felt is not None and felt != s.felt and s.phase in ("playing", "round-over", "match-over"):
        ctl.select({"felt": felt})
        if s.review is not None:
            ctl.parts.review.draw()  # the table as it was at the step reviewed, not the last
    else:
        ctl.viewport.after_render()


def on_storage(ctl, key):
    """Another tab changed a stored document: coins, records and settings follow it at once; a
    game save this tab did not write stops this tab's game."""
    p = ctl.parts
    store = p.store
    key = key or store.key("game")  # no key: the other tab cleared all storage
    phase = ctl.session.phase
    if key == store.key("profile"):
        p.coins.reload()
        if phase == "menu":
            p.menu.show()
        elif ctl.session.match is not None:
            ctl.show_tools()
    elif key == store.key("settings"):
        p.prefs.reload()
    elif key == store.key("tutorial"):
        p.tutorial.reload()
    elif key == store.key("game"):
        if p.saves.taken_elsewhere() and phase != "menu":
            ctl.lose()
        elif phase == "menu":
            p.menu.offer_continue()


def set_aside_days(store) -> list[str]:
    """The days something was set aside on, latest first ("" for copies older than dated backups)."""
    return sorted({b.day for b in store.backups()}, reverse=True)


def bring_back(ctl, day):
    """Settings' "Bring back": the documents set aside on `day` go back in place (what they replace
    goes aside in turn), and the table follows them as it follows another tab's writes."""
    p = ctl.parts
    if not isinstance(day, str) or day not in set_aside_days(p.store):
        return
    back = p.store.bring_back(day)
    for name in ("profile", "settings", "tutorial", "game"):
        on_storage(ctl, p.store.key(name))
    words = (f"Brought back {back} saved {'document' if back == 1 else 'documents'}." if back
             else "Nothing could be brought back: this browser refused the change.")
    p.store.details.append(f"bring back {day or 'undated'}: {back} back")
    ctl.page.open_panel(screens.settings_html(p.prefs.prefs, set_aside_days(p.store), said=words), "settings")
    ctl.page.say(words)


def on_pref(ctl, name, value):
    p = ctl.parts
    if p.prefs.change(name, value):
        p.sound.wake()  # switched on: heard at once (a change event counts as a gesture)
        p.sound.play("click")


def table(ctl) -> dict:
    """Every action of the table, by name."""
    p = ctl.parts
    page = ctl.page

    def records(*_):
        page.open_panel(screens.records_html(p.coins.profile, p.menu.daily_day), "records")

    def reset_yes(*_):
        p.coins.reset_records()
        records()
        p.menu.show()

    return {
        # the table's own buttons, the hand and the board
        "new-game": lambda *_: p.starts.ask_new_game(),
        "menu": lambda *_: ctl.to_menu(),
        "continue": lambda *_: p.starts.continue_game() if ctl.session.phase == "menu" else None,
        "next-hand": lambda *_: ctl.next_hand(),
        "ready": lambda *_: ctl.show_hand(),
        "draw": lambda *_: on_kind(ctl, "draw"),
        "pass": lambda *_: on_kind(ctl, "pass"),
        "tile": lambda t: on_tile(ctl, t.get("data-tile")),
        "board": lambda t: on_board(ctl, t),
        "hint": lambda *_: p.hints.ask(),
        "review": lambda *_: p.review.open(),
        "review-go": lambda t: p.review.go(t.get("data-review")),
        "review-seat": lambda t: p.review.open(t.get("data-review-seat")),
        "undo": lambda *_: ctl.undo(),
        "restart": lambda *_: p.starts.restart(),
        "records": records,
        "settings": lambda *_: page.open_panel(screens.settings_html(p.prefs.prefs, set_aside_days(p.store)),
                                               "settings"),
        "bring-back": lambda t: bring_back(ctl, t.get("data-day")),
        "tutorial": lambda *_: p.tutorial.show_list(),
        "help": lambda *_: p.chrome.open_help(),
        "moves": lambda *_: p.chrome.open_moves(),
        "see-board": lambda *_: page.round_aside(True) if ctl.session.phase in ENDED else None,
        "show-result": lambda *_: page.round_aside(False) if ctl.session.phase in ENDED else None,
        "pause": lambda *_: p.chrome.pause("player"),
        "theater": lambda *_: p.chrome.set_theater(not p.chrome.theater),
        "fullscreen": lambda *_: p.chrome.toggle_fullscreen(),
        # dialogs, the panel's notices and the menu's Daily
        "close-dialog": lambda t: page.close_dialog(t.dialog),
        "close": lambda *_: page.close_panel(),
        "stay": lambda *_: page.close_panel(),
        "take-over": lambda *_: p.starts.continue_game(ask=False),
        "reset": lambda *_: page.open_panel(screens.confirm_reset_html(), "confirm"),
        "reset-yes": reset_yes,
        "daily": lambda *_: p.starts.ask_daily(replay=False),
        "daily-replay": lambda *_: p.starts.ask_daily(replay=True),
        "replace": lambda t: p.starts.replace(t.get("data-then")),
        # lessons
        "lesson": lambda t: p.tutorial.begin(t.get("data-lesson-start")),
        "lesson-list": lambda *_: p.tutorial.show_list(close=True),
        "lesson-again": lambda *_: p.tutorial.again(),
        "lesson-show": lambda *_: p.tutorial.show_me(),
        # the boards' intents, and Escape
        "play": lambda move: ctl.play(move),
        "select": lambda changes: ctl.select(changes),
        "zoom": lambda how: ctl.viewport.zoom(how),
        "pan": lambda dx, dy: ctl.viewport.pan(dx, dy),
        "escape": lambda: (ctl.viewport.reset(), ctl.select({**CLEAR, "note": ""})),
        # events of the page
        "click": lambda target, detail=0: on_click(ctl, target, detail),
        "key": lambda press: on_key(ctl, press),
        "rove": lambda event: p.keyboard.on_key(event),
        "gesture": lambda: p.sound.wake(),
        "pref": lambda name, value: on_pref(ctl, name, value),
        "motion": lambda: p.prefs.apply(),
        "storage": lambda key: on_storage(ctl, key),
        "menu-change": lambda: p.menu.sync(),
        "visibility": lambda hidden: p.chrome.pause("hidden") if hidden else None,
        "fullscreen-change": lambda: p.chrome.on_fullscreen_change(),
        "dialog-closed": lambda dialog: p.chrome.on_dialog_close(dialog),
        "resize": lambda: on_resize(ctl),
        "drop": lambda text, target: on_drop(ctl, text, target),
        "lift": lambda text: on_lift(ctl, text),
        "pointer": lambda event: ctl.viewport.pointer(event)
        if ctl.session.phase in ("playing", "round-over", "match-over") else None,
    }
