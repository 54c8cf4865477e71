"""The table's sounds, synthesised with Web Audio from tile_sounds.RECIPES: a tile laid (the
person's own, a rival's), a deal, a draw, a pass, a win, a loss and a Daily streak.

Audio may only start from a gesture, so the context is made on the first click. Nothing sounds
when the Sound setting is off or a portal host muted the game; the Volume setting scales it all.
Every knock plays a slice of one buffer of noise made once per context, from its own offset, so
no two knocks of a sound are the same.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from table.browser.tile_sounds import RECIPES, Knock, Voice
from table.jsvalues import absent

LEVELS = {"low": .3, "medium": .6, "high": 1.0}   # the Volume setting's gain
NOISE_SECONDS = 1.0
NOISE_RATE = 22050   # samples a second: the filters stay far below its 11 kHz, and it is quick to make
SILENT = .0001   # an exponential ramp's floor (it cannot reach 0)


class Choices(Protocol):
    """The settings (settings_panel.Preferences): their "sound" and "volume" choices."""

    @property
    def prefs(self) -> Mapping[str, object]: ...


class Sound:
    def __init__(self, window: Any, prefs: Choices, muted: Callable[[], bool] = lambda: False) -> None:
        self.window = window
        self.prefs = prefs
        self.muted = muted        # True while a portal host has muted the game
        self.audio: Any = None    # the AudioContext (False: this browser refused one)
        self.noise: Any = None    # its buffer of white noise

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
        """One of RECIPES' sounds, now (an unknown kind is silent)."""
        ctx = self.audio
        voices = RECIPES.get(kind)
        if not ctx or not voices or not self.on() or self.muted():
            return
        try:
            now = ctx.currentTime
            out = ctx.createGain()
            out.gain.value = LEVELS.get(str(self.prefs.prefs.get("volume")), LEVELS["medium"])
            out.connect(ctx.destination)
            for n, voice in enumerate(voices):
                self.voice(ctx, voice, now, n, out)
        except Exception:
            self.audio = False

    def voice(self, ctx: Any, voice: Voice, now: float, n: int, out: Any) -> None:
        start, end = now + voice.at, now + voice.at + voice.length
        level = ctx.createGain()
        level.gain.setValueAtTime(SILENT, start)
        level.gain.linearRampToValueAtTime(voice.peak, start + .002)  # a hard edge: a tile strikes
        level.gain.exponentialRampToValueAtTime(SILENT, end)
        level.connect(out)
        when: tuple[float, ...]
        if isinstance(voice, Knock):
            src = ctx.createBufferSource()
            src.buffer = self.noise_buffer(ctx)
            shape = ctx.createBiquadFilter()
            shape.type = voice.shape
            shape.Q.value = voice.q
            src.connect(shape)
            shape.connect(level)
            pitch = shape.frequency
            when = (start, (n * .137) % .3)   # each knock from its own stretch of noise
        else:
            src = ctx.createOscillator()
            src.type = voice.wave
            src.connect(level)
            pitch = src.frequency
            when = (start,)
        pitch.setValueAtTime(voice.freq, start)
        if voice.to is not None:
            pitch.exponentialRampToValueAtTime(voice.to, end)
        src.start(*when)
        src.stop(end + .02)

    def noise_buffer(self, ctx: Any) -> Any:
        """One second of white noise, made once (fixed: the same sounds every time)."""
        if self.noise is None:
            size = int(NOISE_RATE * NOISE_SECONDS)
            buffer = ctx.createBuffer(1, size, NOISE_RATE)
            rng = random.Random(7)
            buffer.getChannelData(0).assign(array("f", [rng.random() * 2 - 1 for _ in range(size)]))
            self.noise = buffer
        return self.noise
