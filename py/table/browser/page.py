"""The page: the thin edge between the table and the DOM.

It finds the table's elements, writes frames and markup into them (markup.write only), sets
attributes, opens and closes the dialogs, and listens: ONE click listener and ONE keydown listener
on the document, plus the few events that are not clicks or keys (pointer drags: a tile of the hand
to the board, drag.py, and the board's own view; the menu form and the Settings panel changing,
storage written by another tab, the page hidden, full screen, a dialog closing, the window or the
felt resized). Every event is read into plain values (a Target for
a click) and handed to the controller's method for it (flow/inputs.py); nothing is decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js

from table.flow import frames
from table.boards.targets import KeyPress, Target
from table.flow.clicks import AREAS, ATTRS
from table.flow.inputs import Inputs
from table.jsvalues import absent
from table.browser.bursts import play_once
from table.browser.drag import HandDrag
from table.render.markup import EMPTY, Markup, insert, write
from table.flow.params import PARAMS

IDS = ("settings", "boot", "menu-error", "menu-resume", "seats", "chain", "ends", "status", "actions", "hand",
       "me", "scores", "stock", "handoff-body", "round-dialog", "round-body", "announce", "menu-form", "menu-new",
       "table-menu", "board", "variant-note", "tagline", "tools", "panel", "panel-body", "menu-daily", "menu-coins",
       "menu-note", "menu-records", "menu-settings", "menu-tutorial", "lesson-bar", "help-dialog", "help-body",
       "pause-dialog", "pause-why", "table-tools", "tool-help", "tool-pause", "tool-theater", "tool-fullscreen",
       "tool-moves", "moves-dialog", "moves-body", "lacks-dialog", "lacks-body", "show-result", "table-title", "review-body", "review-sum",
       "table-note")


class Page:
    def __init__(self) -> None:
        self.doc: Any = js.document
        self.window: Any = js.window
        self.body: Any = self.doc.body
        self.el: dict[str, Any] = {key: self.doc.getElementById(key) for key in IDS}
        self._html: dict[str, Markup] = {}      # what each container holds, as written last
        self._marks: dict[tuple[str, str], str | None] = {}  # attributes as set last, (id, attribute) -> value
        self._proxies: list[Any] = []
        self._timers: dict[Callable[[], object], Any] = {}
        self.ignore: Any = create_proxy(lambda *_: None)  # a promise's refusal nobody needs to hear of
        self.motion = self.window.matchMedia("(prefers-reduced-motion: reduce)")
        # The address's parameters as raw text, every value of each (params.parse checks them).
        query = js.URLSearchParams.new(js.location.search)
        self.params: dict[str, list[str]] = {name: [str(v) for v in query.getAll(name)] for name in PARAMS}

    # ---- writing ----------------------------------------------------------------------------------

    def put(self, key: str, markup: Markup) -> None:
        """Write a container's HTML (Markup only), skipping the write when nothing changed."""
        if self._html.get(key) != markup:
            write(self.el[key], markup)
            self._html[key] = markup

    def write(self, key: str, markup: Markup) -> None:
        """Write a container's HTML whatever it held."""
        write(self.el[key], markup)
        self._html.pop(key, None)

    def forget(self) -> None:
        """Write everything again on the next frame (a new hand, a game continued)."""
        self._html.clear()
        self._marks.clear()

    def mark(self, key: str, attr: str, value: str | None) -> None:
        """Set an attribute of a container (None removes it)."""
        if self._marks.get((key, attr), False) == value:
            return
        self._marks[(key, attr)] = value
        node = self.body if key == "body" else self.el[key]
        if value is None:
            node.removeAttribute(attr)
        else:
            node.setAttribute(attr, value)

    def body_attr(self, attr: str, value: str | None) -> None:
        self.mark("body", attr, value)

    def flash(self, attr: str, ms: int) -> None:
        """A body attribute for `ms` (a moment's animation): never a timer of the table's, so
        nothing waits on it or cancels it."""
        self.body_attr(attr, "")
        js.setTimeout(create_once_callable(lambda: self.body_attr(attr, None)), ms)

    def phase(self, phase: str) -> None:
        self.body.setAttribute("data-phase", phase)
        if phase == "menu":  # the table's note was said where the player was; the menu keeps its own
            self.el["table-note"].hidden = True

    @property
    def reduced_motion(self) -> bool:
        return bool(self.motion.matches)

    def draw(self, frame: frames.Frame) -> None:
        frames.draw(self, frame)

    def text(self, key: str, text: str) -> None:
        self.el[key].textContent = text

    def say(self, text: str) -> None:
        """Announce in the aria-live region (every move goes through here)."""
        self.el["announce"].textContent = text

    def tell(self, messages: list[str]) -> None:
        """The store's messages for the player: in the menu's note, one a line, and said once; at
        the table too, where the player is (a storage that fills up mid-game, a newer version)."""
        if messages:
            node = self.el["menu-note"]
            old = str(node.textContent or "")
            node.textContent = "\n".join(([old] if old else []) + messages)
            if str(self.body.getAttribute("data-phase") or "menu") != "menu":
                note = self.el["table-note"]
                note.textContent = "\n".join(messages)
                note.hidden = False
            self.say(" ".join(messages))

    def table_note(self, text: str) -> None:
        """A note at the table (whatever the phase is yet: a game starting), said too."""
        note = self.el["table-note"]
        note.textContent = text
        note.hidden = False
        self.say(text)

    def action(self, key: str, name: str, on: bool) -> None:
        """An action button is in the DOM only while it can be used, so each [data-action] names
        one element at a time."""
        node = self.el[key]
        if on:
            node.setAttribute("data-action", name)
            node.disabled = False
        else:
            node.removeAttribute("data-action")
            node.disabled = True

    def unlight(self) -> None:
        for node in list(self.doc.querySelectorAll("[data-hint]")):
            node.removeAttribute("data-hint")

    def light(self, selector: str) -> None:
        node = self.doc.querySelector(selector)
        if not absent(node):
            node.setAttribute("data-hint", "true")

    def reward(self, markup: Markup) -> None:
        """A line after the round-over card's detail (coins won, a cheer, played once)."""
        body = self.el["round-body"]
        detail = body.querySelector(".detail")
        if not absent(detail):
            insert(detail, "afterend", markup)
            play_once(body)

    # ---- dialogs ----------------------------------------------------------------------------------

    def _show(self, key: str) -> None:
        if not self.el[key].open:
            self.el[key].showModal()

    def _hide(self, key: str, body: str) -> None:
        if self.el[key].open:
            self.el[key].close()
        write(self.el[body], EMPTY)

    def open_round(self, markup: Markup | None = None) -> None:
        """The hand's (or match's) card. A card opened or rewritten shows its top, its title in view,
        whatever the dialog focused first; a long score sheet shows its latest hands over the total."""
        dialog = self.el["round-dialog"]
        fresh = markup is not None or not dialog.open
        if markup is not None:
            self.write("round-body", markup)
        self._show("round-dialog")
        if fresh:
            dialog.scrollTop = 0
            sheet = self.el["round-body"].querySelector(".sheet-wrap")
            if not absent(sheet):
                sheet.scrollTop = sheet.scrollHeight

    def close_round(self) -> None:
        self.round_aside(False, reopen=False)
        self._hide("round-dialog", "round-body")
        write(self.el["menu-resume"], EMPTY)

    def round_aside(self, on: bool, reopen: bool = True) -> None:
        """Put the hand's summary aside to see the final board (the dialog keeps its content), or
        bring it back; the focus goes to the button that undoes it."""
        self.body_attr("data-aside", "" if on else None)
        self.action("show-result", "show-result", on)
        dialog = self.el["round-dialog"]
        self._park(dialog, on)
        if on:
            if dialog.open:
                dialog.close()
            self.el["show-result"].focus()
        elif reopen:
            self._show("round-dialog")
            node = dialog.querySelector('[data-action="see-board"]')
            if not absent(node):
                node.focus()

    @staticmethod
    def _park(dialog: Any, away: bool) -> None:
        """A card put aside keeps its buttons but not their actions, so each [data-action] still
        names the one element that can be used (the table's own Menu, while the card is away)."""
        if away:
            for node in list(dialog.querySelectorAll("[data-action]")):
                node.setAttribute("data-parked", node.getAttribute("data-action"))
                node.removeAttribute("data-action")
        else:
            for node in list(dialog.querySelectorAll("[data-parked]")):
                node.setAttribute("data-action", node.getAttribute("data-parked"))
                node.removeAttribute("data-parked")

    @property
    def panel_open(self) -> bool:
        return bool(self.el["panel"].open)

    @property
    def languages(self) -> tuple[str, ...]:
        """The browser's preferred languages; under a portal that decides the language (YouTube:
        static/host.js), the host's alone, and the browser's are never read."""
        host: Any = getattr(js.window, "dominoHost", None)
        if not absent(host) and not absent(host.language):
            return () if absent(host.tag) else (str(host.tag),)
        preferred: Any = getattr(js.navigator, "languages", None)
        return tuple(str(tag) for tag in preferred) if not absent(preferred) else ()

    def speak(self, code: str) -> None:
        """static/language.js says the page's own words in `code` and fetches its catalogue, which
        the table takes when it comes (browser/words.py)."""
        speak: Any = getattr(js.window, "dominoSpeak", None)
        if not absent(speak):
            speak(code)

    def open_panel(self, markup: Markup, kind: str, then: str | None = None) -> None:
        panel = self.el["panel"]
        write(self.el["panel-body"], markup)
        panel.setAttribute("data-panel", kind)
        if then is not None:
            panel.querySelector('[data-ui="replace"]').setAttribute("data-then", then)
        self._show("panel")
        node = panel.querySelector("[data-ui='close'], [data-ui='records'], button")
        if not absent(node):
            # the keys go to Done, Records or the first button; the eyes to the panel's top, where
            # its title and first choice are (a phone would scroll a long panel down to Done)
            node.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))
        panel.scrollTop = 0

    def close_panel(self) -> None:
        self._hide("panel", "panel-body")
        self.el["panel"].removeAttribute("data-panel")

    def close_dialog(self, dialog_id: str | None) -> None:
        dlg: Any = self.doc.getElementById(dialog_id) if dialog_id else None
        if not absent(dlg) and dlg.open:
            dlg.close()

    # ---- focus ------------------------------------------------------------------------------------

    def refocus(self, selectors: Iterable[str]) -> None:
        """When the focused control went with a re-render, focus the first of `selectors` there is."""
        active = self.doc.activeElement
        if not absent(active) and active.tagName != "BODY" and active.isConnected:
            return
        for sel in selectors:
            node = self.doc.querySelector(sel)
            if not absent(node):
                node.focus()
                return

    def focus(self, selector: str) -> None:
        """Move the focus to the element `selector` names, if there is one."""
        node = self.doc.querySelector(selector)
        if not absent(node):
            node.focus()

    # ---- time -------------------------------------------------------------------------------------

    def later(self, ms: int, callback: Callable[[], object]) -> int:
        """Call `callback` after `ms` (one proxy per callback, kept: a cancelled call frees nothing)."""
        proxy = self._timers.get(callback)
        if proxy is None:
            proxy = self._timers[callback] = create_proxy(callback)
        return int(js.setTimeout(proxy, ms))

    def cancel(self, handle: int) -> None:
        js.clearTimeout(handle)

    @staticmethod
    def random() -> float:
        return float(js.Math.random())

    # ---- listening --------------------------------------------------------------------------------

    def target(self, el: Any) -> Target:
        """An element as the table reads it: its data attributes, where it is, its dialog."""
        data = {name: str(el.getAttribute(name)) for name in ATTRS if el.hasAttribute(name)}
        inside = frozenset(area for area in AREAS if not absent(el.closest(area)))
        dialog = el.closest("dialog")
        return Target(data, inside, None if absent(dialog) else str(dialog.id))

    def listen(self, events: Inputs, clickable: Callable[[], str], targets: Callable[[], str]) -> None:
        """Hand every event to its method of `events` (flow/inputs.py); `clickable()` is the selector
        of what a click may land on now, `targets()` that of the board's targets (they change with
        the variant)."""

        def on_drop(text: str, el: Any) -> None:
            events.drop(text, self.target(el))
            events.gesture()

        drag = HandDrag(self.doc, targets, on_drop, events.lift)

        def on_pointer(event: Any) -> None:
            drag.handle(event)
            events.pointer(event)

        def on_click(event: Any) -> None:
            if drag.swallow(int(event.detail or 0)):
                return
            target = event.target
            if absent(target) or not hasattr(target, "closest"):
                return
            el = target.closest(clickable())
            if not absent(el) and not getattr(el, "disabled", False):
                events.click(self.target(el), int(event.detail or 0))
            events.gesture()

        def on_key(event: Any) -> None:
            active = self.doc.activeElement
            usable = not absent(active) and hasattr(active, "closest")
            press = KeyPress(str(event.key), bool(event.altKey or event.ctrlKey or event.metaKey),
                             self.target(active) if usable else None)
            if events.key(press):
                event.preventDefault()
            events.rove(event)

        def on_change(event: Any) -> None:
            target = event.target
            name = target.getAttribute("data-pref") if hasattr(target, "getAttribute") else None
            if not absent(name) and name:
                events.pref(str(name), str(target.value))

        def on_storage(event: Any) -> None:
            events.storage(None if absent(event.key) else str(event.key))

        def on_dialog_close(event: Any) -> None:
            events.dialog_closed(str(event.target.id))

        def cancel_round(event: Any) -> None:
            event.preventDefault()  # Escape puts the summary aside: its buttons are the ways on
            events.act("see-board")

        el = self.el
        bindings: list[tuple[Any, str, Callable[[Any], object]]] = [
            (self.doc, "click", on_click),
            (self.doc, "keydown", on_key),
            (self.doc, "visibilitychange", lambda e: events.visibility(bool(self.doc.hidden))),
            (self.doc, "fullscreenchange", lambda e: events.fullscreen_change()),
            (el["round-dialog"], "cancel", cancel_round),
            (el["panel"], "change", on_change),
            (el["panel"], "cancel", lambda e: events.act("close")),
            (el["menu-form"], "change", lambda e: events.menu_change()),
            (el["help-dialog"], "close", on_dialog_close),
            (el["pause-dialog"], "close", on_dialog_close),
            (el["moves-dialog"], "close", on_dialog_close),
            (el["lacks-dialog"], "close", on_dialog_close),
            (self.window, "storage", on_storage),
            (self.window, "resize", lambda e: events.resize()),
            (self.motion, "change", lambda e: events.motion()),
        ] + [(self.doc, kind, on_pointer) for kind in ("pointerdown", "pointermove", "pointerup", "pointercancel")]
        for node, kind, handler in bindings:
            proxy = create_proxy(handler)
            self._proxies.append(proxy)
            node.addEventListener(kind, proxy)
        # The felt's room changes with more than the window (the status line, theater, a lesson's bar);
        # every board's room is inside the felt.
        resized = create_proxy(lambda *_: events.resize())
        self._proxies.append(resized)
        js.ResizeObserver.new(resized).observe(el["board"].parentElement)

    def ready(self) -> None:
        """The table answers: the menu is usable and tests may start."""
        self.el["settings"].disabled = False
        self.el["boot"].hidden = True
        self.body.setAttribute("data-ready", "1")
        self.doc.dispatchEvent(js.CustomEvent.new("domino:ready"))
