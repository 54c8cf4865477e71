"""Talking to a games portal that embeds the table in an iframe: window.postMessage only.

The host's origin is the parent page's real origin (location.ancestorOrigins, where the browser has
it), else the `host-origin` parameter of the iframe's URL (checked by params.py), else the origin
of document.referrer.
Messages go to that origin only (never "*"), and messages are accepted only from the parent window
with that origin; anything else is ignored. Not embedded, or with no known host origin: silent.

Game -> host, every message `{"source": "dominoes", "version": 1, "type": ..., ...}`:
    ready          the table answers (once, at boot): {"saves"}, false when the browser does not let
                   the game keep anything in this frame (progress lasts until the frame is left)
    game-start     {"variant", "players", "mode", "level", "target", "full_game", "triominos_scoring", "daily"}
    hand-over      a hand of a longer match ended: {"result", "winner", "reason", "points", "scores"}
    game-over      the game ended (single round or whole match), same fields
    paused         {"reason": "player" | "hidden" | "host"}
    resumed
    muted          {"muted": true | false}
    state          answer to "status": {"phase", "paused", "muted", "saves"}
Host -> game, `{"type": ...}` (a "source" field is allowed and ignored):
    pause | resume | mute {"muted": bool (default true)} | unmute | status

`result` is from the person's side: "win", "loss" or "draw" against the computer; with people
sharing a device it is "win" (someone won) or "draw", and `winner` names the seat's player.
"""

from __future__ import annotations

import js
from pyodide.ffi import create_proxy, to_js

from .dom import absent

SOURCE = "dominoes"
VERSION = 1


def _same(a, b) -> bool:
    return bool(getattr(js.Object, "is")(a, b))


def origin_of(url) -> str | None:
    try:
        if absent(url) or not str(url):
            return None
        origin = str(js.URL.new(str(url)).origin)
        return None if origin == "null" else origin
    except Exception:
        return None


def host_origin(param: str | None = None) -> str | None:
    """The host's origin: the browser's word for it, else `param` (?host-origin=), else the referrer's."""
    try:
        ancestors = js.location.ancestorOrigins
        if not absent(ancestors) and ancestors.length:
            origin = str(ancestors.item(0))
            return None if origin == "null" else origin
    except Exception:
        pass
    return param or origin_of(js.document.referrer)


def is_embedded() -> bool:
    """Whether the page is in a frame (a parent that cannot even be compared counts as one)."""
    try:
        return not _same(js.window.parent, js.window)
    except Exception:
        return True


class Portal:
    def __init__(self, ctl, param_origin: str | None = None):
        self.ctl = ctl
        self.embedded = is_embedded()
        self.origin = host_origin(param_origin) if self.embedded else None
        self.sent: list[str] = []  # types sent, for debugging
        if self.embedded:
            js.document.documentElement.setAttribute("data-embedded", "")
            self._message = create_proxy(self.on_message)
            js.window.addEventListener("message", self._message)

    # ---- game -> host -----------------------------------------------------------------------------

    def send(self, kind, **data):
        if not self.embedded or not self.origin:
            return
        msg = {"source": SOURCE, "version": VERSION, "type": kind, **data}
        try:
            js.window.parent.postMessage(to_js(msg, dict_converter=js.Object.fromEntries), self.origin)
            self.sent.append(kind)
        except Exception:
            pass

    def saves(self) -> bool:
        """Whether the browser lets the game keep progress in this frame."""
        return bool(self.ctl.parts.store.working)

    def on_ready(self):
        self.send("ready", saves=self.saves())

    def on_game_start(self):
        s = self.ctl.session
        cfg, rules = s.cfg, s.match.rules  # the target from the Rules: Tri-Ominos sets it
        mode = cfg.get("mode")
        self.send("game-start", variant=cfg.get("variant"), players=int(cfg.get("players", 2)),
                  mode=mode, level=cfg.get("level") if mode == "computer" else None,
                  target=rules.target, full_game=rules.full_game, triominos_scoring=rules.triominos_scoring,
                  daily=bool(cfg.get("daily")))

    def on_hand_over(self):
        s = self.ctl.session
        match = s.match
        out = match.game.outcome
        final = match.is_over
        w = match.winner if final else out.winner  # the full game: the lowest total, not the last round
        if w is None:
            result = "draw"
        elif s.mode == "computer":
            result = "win" if w == 0 else "loss"
        else:
            result = "win"
        self.send("game-over" if final else "hand-over", result=result,
                  winner=None if w is None else s.names[w], reason=str(out.reason),
                  points=int(out.points or 0), scores=[int(s) for s in match.scores])

    def on_paused(self, reason="player"):
        self.send("paused", reason=reason)

    def on_resumed(self):
        self.send("resumed")

    # ---- host -> game -----------------------------------------------------------------------------

    def on_message(self, event):
        if not self.origin or str(event.origin) != self.origin:
            return
        try:
            if not _same(event.source, js.window.parent):
                return
        except Exception:
            return
        data = event.data
        try:
            data = data.to_py() if hasattr(data, "to_py") else data
        except Exception:
            return
        if isinstance(data, str):
            data = {"type": data}
        if not isinstance(data, dict):
            return
        kind = data.get("type")
        chrome = self.ctl.parts.chrome
        if kind == "pause":
            chrome.pause("host")
        elif kind == "resume":
            chrome.resume()
        elif kind in ("mute", "unmute"):
            muted = bool(data.get("muted", True)) if kind == "mute" else False
            self.mute(muted)
        elif kind == "status":
            self.send("state", phase=self.ctl.session.phase, paused=chrome.paused,
                      muted=self.ctl.session.muted, saves=self.saves())

    def mute(self, muted):
        """No sound while muted (body[data-muted] says so)."""
        self.ctl.mute(muted)
        self.send("muted", muted=muted)
