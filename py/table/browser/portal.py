"""Talking to a games portal that embeds the table in an iframe: window.postMessage only. The
default build's host (ports.Host) when the page is framed; a listener of the table too, for the
game's and the hands' details its messages carry.

The host's origin is the parent page's real origin (location.ancestorOrigins, where the browser has
it), else the `host-origin` parameter of the iframe's URL (checked by params.py), else the origin
of document.referrer.
Messages go to that origin only (never "*"), and messages are accepted only from the parent window
with that origin; anything else is ignored. Not embedded, or with no known host origin: silent.

Game -> host, every message `{"source": "dominoes", "version": 1, "type": ..., ...}`:
    ready          the table answers (once, at boot): {"saves"}, false when the browser does not let
                   the game keep anything in this frame (progress lasts until the frame is left)
    game-start     {"variant", "players", "mode", "level", "target", "full_game", "triominos_scoring",
                    "partners", "daily"}
    hand-over      a hand of a longer match ended: {"result", "winner", "reason", "points", "scores"}
    game-over      the game ended (single round or whole match), same fields
    paused         {"reason": "player" | "hidden" | "host"}
    resumed
    muted          {"muted": true | false}
    state          answer to "status": {"phase", "paused", "muted", "saves"}
Host -> game, `{"type": ...}` (a "source" field is allowed and ignored):
    pause | resume | mute {"muted": bool (default true)} | unmute | status

Host messages are applied in batches: a native listener only keeps each one (no Python runs per
message), and one task after a batch's first message (setTimeout 0) the batch is read and applied.
So the last of pause and resume wins however they arrive, a flood costs one pause or resume at
most, `paused` / `resumed` are sent only for a real change, and a batch's `status` is answered
once, after the batch's changes.

`result` is from the person's side: "win", "loss" or "draw" against the computer; with people
sharing a device it is "win" (someone won) or "draw", and `winner` names the seat's player (two
against two: the winning team's players, "Ann and Carl").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import js
from pyodide.ffi import create_proxy, to_js

from table.jsvalues import absent
from table.flow.endings import hand_won
from table.flow.gameplay import NoHost
from table.flow.listener import Listener
from table.render import partners

if TYPE_CHECKING:
    from table.flow.parts import Parts
    from table.flow.ports import HostHears
    from table.flow.session import Session

SOURCE = "dominoes"
VERSION = 1


def _same(a: Any, b: Any) -> bool:
    return bool(getattr(js.Object, "is")(a, b))


def origin_of(url: Any) -> str | None:
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


def _getter(name: str) -> Any:
    """MessageEvent's own getter of the field `name`."""
    return js.Reflect.get(js.Object.getOwnPropertyDescriptor(js.MessageEvent.prototype, name), "get")


def _plain(data: Any) -> Any:
    """A message's data as Python (a str, or a dict of its own fields); None when it is neither."""
    try:
        return data if isinstance(data, str) else data.to_py(depth=1)
    except Exception:
        return None


class Table(Protocol):
    """What the portal reads of the controller."""

    @property
    def session(self) -> Session: ...

    @property
    def parts(self) -> Parts: ...


class Portal(NoHost, Listener):
    def __init__(self, ctl: Table, param_origin: str | None = None) -> None:
        self.ctl = ctl
        self.embedded = is_embedded()
        self.origin = host_origin(param_origin) if self.embedded else None
        self.sent: list[str] = []  # types sent, for debugging
        self.hears: HostHears | None = None   # who carries out the host's word (gameplay.Gameplay)
        if self.embedded:
            js.document.documentElement.setAttribute("data-embedded", "")
            self._parent = js.window.parent
            # Every message goes into a JS array by a native listener: no Python runs per message,
            # so a flood costs the page almost nothing. A once-only Python listener hears the first
            # message of each batch and has the batch applied one task later (`flush`).
            self._queue = js.Array.new()
            js.window.addEventListener("message", self._queue.push.bind(self._queue))
            self._first = create_proxy(self.on_message)
            self._once = to_js({"once": True}, dict_converter=js.Object.fromEntries)
            self._flush = create_proxy(self.flush)
            js.window.addEventListener("message", self._first, self._once)
            # `batch.map(call, getter)`: every message's origin or data at once, with no JS of ours.
            self._call = js.Function.prototype.call
            self._origin, self._data = _getter("origin"), _getter("data")

    # ---- game -> host -----------------------------------------------------------------------------

    def send(self, kind: str, **data: Any) -> None:
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

    # the Host port: `ready` once loaded; no gameplay, no break, no cheer and no score in this protocol

    def listen(self, hears: HostHears) -> None:
        self.hears = hears

    def loaded(self) -> None:
        self.send("ready", saves=self.saves())

    def on_game_start(self) -> None:
        s = self.ctl.session
        cfg, rules = s.cfg, s.table.rules  # the target from the Rules: Tri-Ominos sets it
        mode = cfg.get("mode")
        self.send("game-start", variant=cfg.get("variant"), players=int(str(cfg.get("players", 2))),
                  mode=mode, level=cfg.get("level") if mode == "computer" else None,
                  target=rules.target, full_game=rules.full_game, triominos_scoring=rules.triominos_scoring,
                  partners=rules.partners, daily=bool(cfg.get("daily")))

    def on_hand_over(self) -> None:
        s = self.ctl.session
        match = s.table
        out = match.game.outcome
        if out is None:  # told only once the hand is over
            return
        final = match.is_over
        # the full game: the lowest total, not the last round; two against two: the winning team, by
        # its number (team 0 is yours)
        w = match.winner if final else hand_won(match.rules, out)
        pairs = match.rules.partners
        if w is None:
            result = "draw"
        elif s.mode == "computer":
            result = "win" if w == 0 else "loss"
        else:
            result = "win"
        who = None if w is None else partners.said(s.names, w) if pairs else s.names[w]
        self.send("game-over" if final else "hand-over", result=result,
                  winner=who, reason=str(out.reason),
                  points=int(out.points or 0), scores=[int(s) for s in match.scores])

    def on_paused(self, reason: str = "player") -> None:
        self.send("paused", reason=reason)

    def on_resumed(self) -> None:
        self.send("resumed")

    # ---- host -> game -----------------------------------------------------------------------------

    def on_message(self, *_: Any) -> None:
        """The first message of a batch (a once-only listener): apply the batch one task later."""
        js.setTimeout(self._flush, 0)

    def flush(self, *_: Any) -> None:
        """Apply the batch of messages collected since the last one: the latest pause or resume (a
        change only if it is one), the latest mute, then one answer to `status`."""
        events = self._queue.splice(0)  # the batch; the queue is empty again
        js.window.addEventListener("message", self._first, self._once)
        hears = self.hears
        try:
            wanted, muted, status = self.decide(events)
        except Exception:  # a batch that cannot be read asks for nothing; the next one is heard
            return
        if hears is None:  # not listening yet: the table is not up
            return
        if wanted == "pause":
            hears.host_pause()
        elif wanted == "resume":
            hears.host_resume()
        if muted is not None:
            hears.host_mute(muted)
            self.send("muted", muted=muted)
        if status:
            self.send("state", phase=self.ctl.session.phase, paused=self.ctl.parts.chrome.paused,
                      muted=self.ctl.session.muted, saves=self.saves())

    def decide(self, events: Any) -> tuple[str | None, bool | None, bool]:
        """What a batch asks for: (the latest of pause and resume, the latest mute, whether status
        was asked), counting only the host's messages. Every message's origin and data are read in
        two native calls (a message at a time from Python costs ~30 us: a second per 30,000), and
        read from the latest back; only a message that decides something has its sender checked."""
        origins = events.map(self._call, self._origin).to_py()
        datas = events.map(self._call, self._data)
        try:
            datas = datas.to_py(depth=2)
        except Exception:  # some data Python cannot take in: read each message's alone
            datas = [_plain(datas[i]) for i in range(len(origins))]
        wanted: str | None = None
        muted: bool | None = None
        status = False
        for i in range(len(origins) - 1, -1, -1):
            if wanted is not None and muted is not None and status:
                break
            if origins[i] != self.origin:
                continue
            data = datas[i]
            kind = data if isinstance(data, str) else data.get("type") if isinstance(data, dict) else None
            if kind in ("pause", "resume"):
                if wanted is None and self.from_host(events[i]):
                    wanted = str(kind)
            elif kind in ("mute", "unmute"):
                if muted is None and self.from_host(events[i]):
                    flag = data.get("muted") if kind == "mute" and isinstance(data, dict) else False
                    muted = True if flag is None else bool(flag)
            elif kind == "status" and not status:
                status = self.from_host(events[i])
        return wanted, muted, status

    def from_host(self, event: Any) -> bool:
        """Sent by the parent window itself, not by another frame of the host's origin."""
        try:
            return _same(event.source, self._parent)
        except Exception:
            return False

