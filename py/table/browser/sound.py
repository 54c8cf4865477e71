"""The table's sounds, synthesised with Web Audio: a click for every move, a chord for a win.

Audio may only start from a gesture, so the context is made on the first click. Nothing sounds
when the Sound setting is off or a portal host muted the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from table.jsvalues import absent

CLICK = [(660, 0.0, 0.05)]
WIN = [(523, 0, .12), (659, .1, .12), (784, .2, .25)]


class Choices(Protocol):
    """The settings (settings_panel.Preferences): their "sound" choice."""

    @property
    def prefs(self) -> Mapping[str, object]: ...


class Sound:
    def __init__(self, window: Any, prefs: Choices, muted: Callable[[], bool] = lambda: False) -> None:
        self.window = window
        self.prefs = prefs
        self.muted = muted        # True while a portal host has muted the game
        self.audio: Any = None    # the AudioContext (False: this browser refused one)

    def on(self) -> bool:
        return self.prefs.prefs.get("sound") == "on"

    def wake(self) -> None:
        """Make the audio context, on a gesture."""
        if self.audio is not None or not self.on():
            return
        try:
            ctor: Any = getattr(self.window, "AudioContext", None)
            if absent(ctor):
                return
            self.audio = ctor.new()
        except Exception:
            self.audio = False

    def play(self, kind: str) -> None:
        ctx = self.audio
        if not ctx or not self.on() or self.muted():
            return
        try:
            now = ctx.currentTime
            for freq, at, length in CLICK if kind == "click" else WIN:
                osc = ctx.createOscillator()
                gain = ctx.createGain()
                osc.type = "triangle" if kind == "click" else "sine"
                osc.frequency.value = freq
                gain.gain.setValueAtTime(0.0001, now + at)
                gain.gain.exponentialRampToValueAtTime(0.2, now + at + 0.01)
                gain.gain.exponentialRampToValueAtTime(0.0001, now + at + length)
                osc.connect(gain)
                gain.connect(ctx.destination)
                osc.start(now + at)
                osc.stop(now + at + length + 0.02)
        except Exception:
            self.audio = False
