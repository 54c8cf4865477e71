"""The table's tools: Pause, Bigger table (theater), Fullscreen, the `?` how-to card, the hand's
moves and what each player is known to lack.

All of them keep the same game instance: nothing here touches the match, it only asks the
controller to stop and restart the computer's clock (pause) and changes how the table is laid out
(theater, fullscreen).

- Pause covers the table with a modal <dialog> and stops the computer's clock; Resume (the button,
  Escape, or the portal host) starts the clock again from the engine's state. The page pauses by
  itself when it is hidden (another tab, a minimized window, a portal that hides its iframe).
- Theater sets body[data-theater]: a larger table without the chrome around it.
- Fullscreen uses the Fullscreen API; where it is not allowed (an iframe without allow="fullscreen")
  the button is hidden.
- Help opens the current variant's card; it opens by itself the first time a player starts a variant
  (remembered in localStorage when there is one), holding the clock until it is read. Seeded runs
  (`?seed=`, tests and replays) skip the automatic card unless `?howto=1`; `?howto=0` turns it off.

Every dialog gets the focus when it opens and gives it back to where it was when it closes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from table.jsvalues import absent, shown
from table.language.catalogue import N_, _
from table.render.howto import card_html
from table.render.lacks import lack_rows, lacks_html
from table.render.markup import Markup, write
from table.render.movelog import log_html
from table.storage.memo import Memo
from table.flow.listener import Listener

if TYPE_CHECKING:
    from table.browser.page import Page
    from table.flow.parts import Parts
    from table.flow.session import Session

PAUSE_WHY = {
    "player": N_("The game waits for you. Nothing moves until you come back."),
    "hidden": N_("Paused while the game was out of sight."),
    "host": N_("Paused by the page around the game."),
}


class Table(Protocol):
    """What the tools ask of the controller: its clock held and released, the table drawn again,
    the platform parts told of a pause."""

    @property
    def session(self) -> Session: ...

    @property
    def parts(self) -> Parts: ...

    def hold(self, reason: str) -> None: ...

    def release(self, reason: str) -> None: ...

    def render(self) -> None: ...

    def paused(self, reason: str) -> None: ...

    def resumed(self) -> None: ...


class Chrome(Listener):
    def __init__(self, ctl: Table, page: Page, auto_help: bool = False, storage: Any = None) -> None:
        """`auto_help`: the first-time how-to card opens by itself (params.Params.auto_help);
        `storage` (localStorage, None where the browser refuses it) remembers the cards seen."""
        self.ctl = ctl
        self.page = page
        self.doc = page.doc
        self.el = page.el
        self.pause_reason: str | None = None
        self.theater = False
        self.seen = Memo("domino:howto-seen", storage)
        self.openers: dict[str, Any] = {}  # dialog id -> element that had the focus before it opened
        self.auto_help = auto_help
        if not self.fullscreen_allowed():
            self.el["tool-fullscreen"].hidden = True
            page.action("tool-fullscreen", "fullscreen", False)

    @property
    def paused(self) -> bool:
        return "pause" in self.ctl.session.held

    # ---- the table's events -----------------------------------------------------------------------

    def on_phase(self) -> None:
        phase = self.ctl.session.phase
        playing = phase == "playing"
        self.page.action("tool-pause", "pause", playing and not self.paused)
        self.page.action("tool-moves", "moves", phase in ("playing", "round-over", "match-over"))
        if self.paused and not playing:
            self.resume()

    def on_game_start(self) -> None:
        s = self.ctl.session
        variant = str(s.cfg.get("variant", ""))
        if variant in self.seen:
            return
        self.seen.add(variant)
        if self.auto_help and s.phase == "playing":
            self.open_help(hold=True)

    # ---- pause ------------------------------------------------------------------------------------

    def can_pause(self) -> bool:
        s = self.ctl.session
        return s.match is not None and s.phase == "playing" and not s.match.game.is_over

    def pause(self, reason: str = "player") -> bool:
        """Stop the computer's clock and cover the table. Returns True when the game is now paused."""
        if self.paused:
            return True
        if not self.can_pause():
            return False
        self.ctl.hold("pause")
        help_dialog = self.el["help-dialog"]
        if help_dialog.open:
            self.ctl.release("help")  # the pause holds the clock now
            help_dialog.close()
        self.pause_reason = reason
        self.page.body_attr("data-paused", "1")
        self.el["pause-why"].textContent = _(PAUSE_WHY.get(reason, PAUSE_WHY["player"]))
        self.page.action("tool-pause", "pause", False)
        self.ctl.render()  # nobody is shown thinking while the clock is stopped
        self.show(self.el["pause-dialog"])
        self.ctl.paused(reason)
        return True

    def resume(self) -> bool:
        if not self.paused:
            return False
        self.pause_reason = None
        self.page.body_attr("data-paused", None)
        dlg = self.el["pause-dialog"]
        if dlg.open:
            dlg.close()  # its close event lands here again and finds nothing to do
        self.ctl.release("pause")
        self.page.action("tool-pause", "pause", self.ctl.session.phase == "playing")
        self.ctl.resumed()
        return True

    # ---- help -------------------------------------------------------------------------------------

    def open_help(self, hold: bool = False) -> None:
        s = self.ctl.session
        variant = s.cfg.get("variant") or self.ctl.parts.menu.setting("variant")
        # the game on the table, as it is played (two against two, its target)
        write(self.el["help-body"], card_html(str(variant), s.table.rules if s.match is not None else None))
        if hold and not self.paused:  # the first-time card: the computers wait until it is read
            self.ctl.hold("help")
        self.show(self.el["help-dialog"])

    # ---- the move log -----------------------------------------------------------------------------

    def open_moves(self) -> None:
        """The hand's moves so far."""
        s = self.ctl.session
        if s.match is None or s.phase == "menu":
            return
        dlg = self.open_record("moves", log_html(s.match.game.history, s.names, s.person))
        latest = dlg.querySelector(".moves-list li:last-child")
        if not absent(latest):
            latest.scrollIntoView(False)  # the latest move in sight, at the bottom

    def open_lacks(self) -> None:
        """The numbers each other player has shown they cannot match (render/lacks.py): only what
        the whole table saw, whoever holds the device. From the move log's card it takes that
        card's place, and gives the focus back where the log would have."""
        s = self.ctl.session
        if s.match is None or s.phase == "menu":
            return
        log = self.el["moves-dialog"]
        opener = self.openers.pop("moves-dialog", None) if log.open else None
        if log.open:
            log.close()
        rows = lack_rows(s.observed(), s.viewer, s.names, s.table.rules.partners)
        self.open_record("lacks", lacks_html(rows))
        if opener is not None:
            self.openers["lacks-dialog"] = opener

    def open_record(self, name: str, markup: Markup) -> Any:
        """A card of what happened at the table (#`name`-dialog, written into #`name`-body); the
        computers wait while it is read. Returns the dialog."""
        write(self.el[f"{name}-body"], markup)
        if self.ctl.session.phase == "playing" and not self.paused:
            self.ctl.hold(name)
        dlg = self.el[f"{name}-dialog"]
        self.show(dlg)
        return dlg

    # ---- dialogs ----------------------------------------------------------------------------------

    def show(self, dlg: Any) -> None:
        if dlg.open:
            return
        active = self.doc.activeElement
        self.openers[str(dlg.id)] = None if absent(active) or active.tagName == "BODY" else active
        dlg.showModal()
        target = dlg.querySelector("[data-close]")
        if not absent(target):
            target.focus()
            dlg.scrollTop = 0  # a short screen shows the card from its title, not scrolled to the button

    def on_dialog_close(self, key: str) -> None:
        dlg = self.el.get(key)
        if dlg is not None and dlg.open:
            # Open again since: this close event was queued by a close() that a later showModal()
            # undid (a pause, resume and pause in one task). Acting on it would undo the latest.
            return
        if key == "pause-dialog":
            self.resume()
        elif key == "help-dialog" and "help" in self.ctl.session.held:
            self.ctl.release("help")
        elif key in ("moves-dialog", "lacks-dialog") and key.removesuffix("-dialog") in self.ctl.session.held:
            self.ctl.release(key.removesuffix("-dialog"))
        self.restore_focus(key)

    def restore_focus(self, key: str) -> None:
        opener = self.openers.pop(key, None)
        if opener is not None and shown(opener) and not getattr(opener, "disabled", False):
            opener.focus()
            return
        self.ctl.parts.keyboard.refocus()

    # ---- theater and fullscreen -------------------------------------------------------------------

    def set_theater(self, on: bool) -> None:
        self.theater = bool(on)
        self.page.body_attr("data-theater", "" if self.theater else None)
        self.el["tool-theater"].setAttribute("aria-pressed", "true" if self.theater else "false")
        self.page.say(_("Bigger table on.") if self.theater else _("Bigger table off."))

    def fullscreen_allowed(self) -> bool:
        try:
            return bool(self.doc.fullscreenEnabled) and hasattr(self.doc.documentElement, "requestFullscreen")
        except Exception:
            return False

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen_allowed():
            return
        try:
            if absent(self.doc.fullscreenElement):
                promise = self.doc.documentElement.requestFullscreen()
            else:
                promise = self.doc.exitFullscreen()
            if not absent(promise):
                promise.catch(self.page.ignore)  # refused (no user gesture, policy): stay as we are
        except Exception:
            pass

    def on_fullscreen_change(self) -> None:
        on = not absent(self.doc.fullscreenElement)
        self.el["tool-fullscreen"].setAttribute("aria-pressed", "true" if on else "false")
        self.page.body_attr("data-fullscreen", "" if on else None)
