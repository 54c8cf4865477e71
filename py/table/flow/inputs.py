"""The page's events, each a named method: a click (its action carried out once, through `act`),
a key, a tile dragged onto the board, the window resized, storage written by another tab, a
setting changed... The page (browser/page.py) calls these; the boards turn taps and keys into
intents (boards/intents.py), carried out by `do`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable

from table.boards.base import CLEAR
from table.boards.intents import Escape, Intent, Pan, Play, Select, Zoom
from table.boards.targets import KeyPress, Target
from table.flow.clicks import REPEATABLE, UNGATED, click_name
from table.flow.starting import Starting
from table.language.catalogue import _
from table.language.languages import choose

if TYPE_CHECKING:
    from domino import Move
    from domino.core.tiles import Tile

SHOWN = ("playing", "round-over", "match-over")  # the phases that show the board
LACKS_KEYS = ("k", "K")  # the known-to-lack card, from anywhere on the table but a dialog


class Inputs(Starting):

    actions: dict[str, Callable[[Target | None], object]]  # actions.py's table, by name
    respeak_settings = False   # a language chosen in Settings: the panel is said again once it comes

    def act(self, name: str, target: Target | None = None) -> object:
        """Carry out the action `name` for the element `target` that asked for it."""
        handler = self.actions.get(name)
        return None if handler is None else handler(target)

    def do(self, intent: Intent) -> bool:
        """Carry out a board's intent; False when it changed nothing (a key then keeps its default)."""
        if isinstance(intent, Play):
            self.play(intent.move)
        elif isinstance(intent, Select):
            self.select(intent.changes)
        elif isinstance(intent, Zoom):
            return self.viewport.zoom(intent.how) is not False
        elif isinstance(intent, Pan):
            return self.viewport.pan(intent.dx, intent.dy) is not False
        elif isinstance(intent, Escape):
            self.viewport.reset()
            self.select({**CLEAR, "note": ""})
        return True

    # ---- a click and a key ----------------------------------------------------------------------

    def click(self, target: Target, detail: int = 0) -> None:
        name, own = click_name(target)
        if name is None or self.parts.gameplay.breaking:   # a portal's break holds every input
            return
        if self.session.review is not None and name in ("tile", "board"):
            return  # the review's board and hand are a picture of the past
        if own:
            if self.parts.saves.lost and self.session.phase != "menu" and name not in UNGATED:
                self.lose()  # this tab stopped: say so again rather than act
                return
            self.input(keyboard=not detail)  # Enter/Space on a button: keep the focus in the game
        if detail > 1 and name not in REPEATABLE and self.session.click_changed:
            if name == "tile":  # what is under the pointer may have moved there: choose it, never play it
                self.choose(target.get("data-tile"))
            return
        before = self.session.table_mark()
        self.act(name, target)
        self.input(changed=self.session.table_mark() != before)

    def key(self, press: KeyPress) -> bool:
        """True when the key was used (its default action is then prevented)."""
        s = self.session
        if self.parts.gameplay.breaking:
            return False   # no move while a portal's break runs (a button it presses is a click, held too)
        if s.review is not None:
            return bool(self.parts.review.key(press.key)) if not press.mods else False
        if press.key in LACKS_KEYS and not press.mods and s.phase in SHOWN and \
                (press.active is None or press.active.dialog is None):
            self.act("lacks")
            return True
        if s.phase != "playing":
            return False
        intent = self.board.key(s, press.key, press.active, press.mods)
        if intent is not None:
            return self.do(intent)
        if press.key == "Escape" and s.selected is not None:
            self.do(Escape())
            # The place buttons it offered are gone: the keyboard goes back to the tile, not to the
            # hand's first, so the next Enter chooses it again rather than playing another.
            self.page.focus(f'[data-hand] [data-tile="{self.board.tile_text(s.selected)}"]')
        return False

    def rove(self, event: Any) -> None:  # a JS KeyboardEvent
        """A key the board did not use: the keyboard's roving focus may."""
        self.parts.keyboard.on_key(event)

    # ---- the hand and the board -----------------------------------------------------------------

    def playable_tile(self, text: str | None) -> tuple[Tile, list[Move]] | None:
        """The tile of the viewer's hand named `text` and their legal moves, when they may play it
        now; otherwise None, after saying why when there is something to say (whose turn, a
        lesson's rule)."""
        s = self.session
        if not s.my_turn():
            self.select({"note": s.whose_turn_note()})
            return None
        tile = self.board.parse_tile(text)
        turn = s.turn_view()
        if tile is None or tile not in turn.obs.hand:
            return None
        legal = list(turn.legal)
        why = self.parts.tutorial.why_not(tile, legal) if s.lesson is not None else None
        if why:
            self.select({"note": why})
            return None
        return tile, legal

    def tile(self, text: str | None) -> None:
        """A tap on a tile of the hand: the board says what it means (or why it cannot be played)."""
        found = self.playable_tile(text)
        if found is not None:
            self.do(self.board.tile_intent(self.session, *found))

    def choose(self, text: str | None) -> None:
        """A quick second tap on a tile of the hand, after a tap that changed the table (a double laid
        that must be covered): the tile is chosen and its places shown, so one more tap plays it."""
        found = self.playable_tile(text)
        if found is None:
            return
        tile, legal = found
        intent = self.board.tile_intent(self.session, tile, legal)
        if isinstance(intent, Play):
            intent = Select({**CLEAR, "selected": tile,
                             "note": _("{tile} chosen: tap it or its place to play it.",
                                       tile=self.board.tile_text(tile))})
        self.do(intent)

    def kind(self, kind: str) -> None:
        """Draw or Pass, on the person's turn."""
        s = self.session
        move = next((m for m in s.legal() if m.kind == kind), None) if s.my_turn() else None
        if move is not None:
            self.play(move)

    def on_board(self, target: Target) -> None:
        s = self.session
        if s.phase != "playing":
            return
        intent = self.board.click(s, target)
        if isinstance(intent, Zoom):
            self.do(intent)
        elif not self.viewport.ends_drag(s.keyboard) and intent is not None:  # a drag's end is no tap
            self.do(intent)

    def lift(self, text: str) -> None:
        """A tile of the hand picked up to be dragged: the board may choose it to show its places."""
        if self.session.phase != "playing" or self.parts.saves.lost:
            return
        found = self.playable_tile(text)
        intent = self.board.lift(self.session, *found) if found is not None else None
        if intent is not None:
            self.do(intent)

    def drop(self, text: str, target: Target) -> None:
        """A tile of the hand dragged onto one of the board's targets: as if that tile were chosen
        and the target tapped. A drop that neither plays nor takes the tile only says why: the
        choice on screen stays as it was."""
        if self.session.phase != "playing":
            return
        if self.parts.saves.lost:
            self.lose()  # this tab stopped: say so again rather than act
            return
        self.input(keyboard=False)
        found = self.playable_tile(text)
        if found is None:
            return
        tile = found[0]
        intent = self.board.click(replace(self.session, selected=tile, spot=None, turn=0), target)  # as if chosen
        if isinstance(intent, Select) and set(intent.changes) - {"note"}:  # the board took the tile
            self.select({**CLEAR, "selected": tile, "note": "", **intent.changes})
        elif intent is not None:
            self.do(intent)

    def pointer(self, event: Any) -> None:  # a JS PointerEvent
        if self.session.phase in SHOWN:
            self.viewport.pointer(event)

    # ---- the page around the table --------------------------------------------------------------

    def resize(self) -> None:
        """The window or the felt changed size: a board drawn to fit the felt is drawn again."""
        s = self.session
        if s.match is None or s.phase == "menu":
            return
        felt = self.viewport.felt()
        if felt is not None and felt != s.felt and s.phase in SHOWN:
            self.select({"felt": felt})
            if s.review is not None:
                self.parts.review.draw()  # the table as it was at the step reviewed, not the last
        else:
            self.viewport.after_render()

    def storage(self, key: str | None) -> None:
        """Another tab changed a stored document: coins, records and settings follow it at once; a
        game save this tab did not write stops this tab's game."""
        p = self.parts
        store = p.store
        key = key or store.key("game")  # no key: the other tab cleared all storage
        phase = self.session.phase
        if key == store.key("profile"):
            p.coins.reload()
            if phase == "menu":
                p.menu.show()
            elif self.session.match is not None:
                self.show_tools()
        elif key == store.key("settings"):
            p.prefs.reload()
        elif key == store.key("tutorial"):
            p.tutorial.reload()
        elif key == store.key("game"):
            if p.saves.taken_elsewhere() and phase != "menu":
                self.lose()
            elif phase == "menu":
                p.menu.offer_continue()

    def pref(self, name: str, value: str) -> None:
        p = self.parts
        if p.prefs.change(name, value):
            p.sound.wake()  # switched on: heard at once (a change event counts as a gesture)
            p.sound.play("laid")
        if name == "lang":  # asked in the Settings panel, which is said again in the language
            self.respeak_settings = True
            self.page.speak(choose(p.prefs.prefs["lang"], self.page.languages))

    def spoken(self) -> None:
        """The player's language is in use now (its catalogue came, at start-up or after a change in
        Settings): the table, the menu and the Settings panel it was chosen in said in it."""
        self.respeak()
        self.parts.menu.sync()
        if self.respeak_settings and self.page.panel_open:
            self.act("settings")
        self.respeak_settings = False

    def gesture(self) -> None:
        self.parts.sound.wake()

    def motion(self) -> None:
        self.parts.prefs.apply()

    def menu_change(self) -> None:
        self.parts.menu.sync()

    def visibility(self, hidden: bool) -> None:
        if hidden:
            self.parts.chrome.pause("hidden")

    def fullscreen_change(self) -> None:
        self.parts.chrome.on_fullscreen_change()

    def dialog_closed(self, dialog: str) -> None:
        self.parts.chrome.on_dialog_close(dialog)
