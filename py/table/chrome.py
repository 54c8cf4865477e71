"""The table's tools: Pause, Theater, Fullscreen and the `?` how-to card (seed 001, seed 002).

All of them keep the same game instance: nothing here touches the match, it only stops and restarts
the computer's clock (pause) and changes how the table is laid out (theater, fullscreen).

- Pause covers the table with a modal <dialog> and cancels the computer's pending move; Resume (the
  button, Escape, or the portal host) starts the clock again from the engine's state. The page pauses
  by itself when it is hidden (another tab, a minimized window, a portal that hides its iframe).
- Theater sets body[data-theater]: a larger table without the chrome around it.
- Fullscreen uses the Fullscreen API; where it is not allowed (an iframe without allow="fullscreen")
  the button is hidden.
- Help opens the current variant's card; it opens by itself the first time a player starts a variant
  (remembered in localStorage when there is one). Seeded runs (`?seed=`, tests and replays) skip the
  automatic card unless `?howto=1`; `?howto=0` turns it off.

Every dialog gets the focus when it opens and gives it back to where it was when it closes.
"""

from __future__ import annotations

import js
from pyodide.ffi import create_proxy

from .howto import card_html
from .markup import write
from .memo import Memo

PAUSE_WHY = {
    "player": "The game waits for you. Nothing moves until you come back.",
    "hidden": "Paused while the game was out of sight.",
    "host": "Paused by the page around the game.",
}


def _absent(value) -> bool:
    from pyodide.ffi import jsnull

    return value is None or value is jsnull


class Chrome:
    ACTIONS = ("help", "pause", "theater", "fullscreen")

    def __init__(self, app):
        self.app = app
        doc = self.doc = js.document
        self.el = {k: doc.getElementById(k) for k in (
            "table-tools", "tool-help", "tool-pause", "tool-theater", "tool-fullscreen",
            "help-dialog", "help-body", "pause-dialog", "pause-why")}
        self.paused = False
        self.pause_reason = None
        self.theater = False
        self.seen = Memo("domino:howto-seen")
        self.openers = {}  # dialog id -> element that had the focus before it opened
        self.held_by_help = False
        params = js.URLSearchParams.new(js.location.search)
        howto = params.get("howto")
        if not _absent(howto) and str(howto) in ("0", "1"):
            self.auto_help = str(howto) == "1"
        else:
            self.auto_help = _absent(params.get("seed"))

        self._dialog_click = create_proxy(self.on_dialog_click)
        self._closed = create_proxy(self.on_dialog_close)
        self._visibility = create_proxy(self.on_visibility)
        self._fs_change = create_proxy(self.on_fullscreen_change)
        self._ignore = create_proxy(lambda *_: None)
        for key in ("help-dialog", "pause-dialog"):
            self.el[key].addEventListener("click", self._dialog_click)
            self.el[key].addEventListener("close", self._closed)
        doc.addEventListener("visibilitychange", self._visibility)
        doc.addEventListener("fullscreenchange", self._fs_change)
        if not self.fullscreen_allowed():
            self.el["tool-fullscreen"].hidden = True
            self.app.action(self.el["tool-fullscreen"], "fullscreen", False)

    # ---- the app's events -------------------------------------------------------------------------

    def action(self, name, el):
        """A click on a [data-action] this module owns; True when handled."""
        if name == "help":
            self.open_help()
        elif name == "pause":
            self.pause("player")
        elif name == "theater":
            self.set_theater(not self.theater)
        elif name == "fullscreen":
            self.toggle_fullscreen()
        else:
            return False
        return True

    def on_phase(self):
        playing = self.app.phase == "playing"
        self.app.action(self.el["tool-pause"], "pause", playing and not self.paused)
        if self.paused and not playing:
            self.resume()

    def on_game_start(self):
        variant = self.app.cfg.get("variant", "")
        if variant in self.seen:
            return
        self.seen.add(variant)
        if self.auto_help and self.app.phase == "playing":
            self.open_help(hold=True)

    # ---- pause ------------------------------------------------------------------------------------

    def can_pause(self):
        app = self.app
        return app.match is not None and app.phase == "playing" and not app.match.game.is_over

    def pause(self, reason="player"):
        """Stop the computer's clock and cover the table. Returns True when the game is now paused."""
        if self.paused:
            return True
        if not self.can_pause():
            return False
        help_dialog = self.el["help-dialog"]
        if help_dialog.open:
            self.held_by_help = False
            help_dialog.close()
        self.paused = True
        self.pause_reason = reason
        self.app.paused = True
        self.app.cancel_timer()
        self.app.body.setAttribute("data-paused", "1")
        self.el["pause-why"].textContent = PAUSE_WHY.get(reason, PAUSE_WHY["player"])
        self.app.action(self.el["tool-pause"], "pause", False)
        self.app.render()  # nobody is shown thinking while the clock is stopped
        self.show(self.el["pause-dialog"])
        self.app.emit("paused", reason=reason)
        return True

    def resume(self):
        if not self.paused:
            return False
        self.paused = False
        self.pause_reason = None
        self.app.body.removeAttribute("data-paused")
        dlg = self.el["pause-dialog"]
        if dlg.open:
            dlg.close()  # its close event lands here again and finds nothing to do
        self.release()
        self.app.action(self.el["tool-pause"], "pause", self.app.phase == "playing")
        self.app.emit("resumed")
        return True

    def release(self):
        """Start the computer's clock again from the engine's state (no move is replayed)."""
        app = self.app
        if self.paused or self.held_by_help:
            return
        app.paused = False
        if app.match is not None and app.phase == "playing" and app.pending is None:
            app.advance()

    def on_visibility(self, *_):
        if self.doc.hidden:
            self.pause("hidden")

    # ---- help -------------------------------------------------------------------------------------

    def open_help(self, hold=False):
        variant = self.app.cfg.get("variant") or self.app.setting("variant")
        write(self.el["help-body"], card_html(str(variant)))
        if hold and not self.paused:  # the first-time card: the computers wait until it is read
            self.held_by_help = True
            self.app.paused = True
            self.app.cancel_timer()
        self.show(self.el["help-dialog"])

    # ---- dialogs ----------------------------------------------------------------------------------

    def show(self, dlg):
        if dlg.open:
            return
        active = self.doc.activeElement
        self.openers[str(dlg.id)] = None if _absent(active) or active.tagName == "BODY" else active
        dlg.showModal()
        target = dlg.querySelector("[data-close]")
        if not _absent(target):
            target.focus()

    def on_dialog_click(self, event):
        target = event.target
        if _absent(target) or not hasattr(target, "closest"):
            return
        if not _absent(target.closest("[data-close]")):
            dlg = target.closest("dialog")
            if not _absent(dlg) and dlg.open:
                dlg.close()

    def on_dialog_close(self, event):
        dlg = event.target
        key = str(dlg.id)
        if key == "pause-dialog":
            self.resume()
        elif key == "help-dialog" and self.held_by_help:
            self.held_by_help = False
            self.release()
        self.restore_focus(key)

    def restore_focus(self, key):
        opener = self.openers.pop(key, None)
        if opener is not None and opener.isConnected and not getattr(opener, "disabled", False):
            opener.focus()
            return
        keyboard = getattr(self.app.extras, "keyboard", None)
        if keyboard is not None:
            keyboard.refocus()

    # ---- theater and fullscreen -------------------------------------------------------------------

    def set_theater(self, on):
        self.theater = bool(on)
        if self.theater:
            self.app.body.setAttribute("data-theater", "")
        else:
            self.app.body.removeAttribute("data-theater")
        self.el["tool-theater"].setAttribute("aria-pressed", "true" if self.theater else "false")
        self.app.say("Theater view on." if self.theater else "Theater view off.")

    def fullscreen_allowed(self):
        try:
            return bool(self.doc.fullscreenEnabled) and hasattr(self.doc.documentElement, "requestFullscreen")
        except Exception:
            return False

    def toggle_fullscreen(self):
        if not self.fullscreen_allowed():
            return
        try:
            if _absent(self.doc.fullscreenElement):
                promise = self.doc.documentElement.requestFullscreen()
            else:
                promise = self.doc.exitFullscreen()
            if not _absent(promise):
                promise.catch(self._ignore)  # refused (no user gesture, policy): stay as we are
        except Exception:
            pass

    def on_fullscreen_change(self, *_):
        on = not _absent(self.doc.fullscreenElement)
        self.el["tool-fullscreen"].setAttribute("aria-pressed", "true" if on else "false")
        if on:
            self.app.body.setAttribute("data-fullscreen", "")
        else:
            self.app.body.removeAttribute("data-fullscreen")
