"""What each of the table's sounds is made of: knocks (a burst of noise through a filter, the sound
of ivory or resin meeting wood) and rings (a short tone), each with its start and length in seconds
and its loudness before the volume setting. Pure data: sound.py schedules it with Web Audio.

A tile laid is a hard click over a wooden knock; the person's own tile is nearer, so brighter and
louder than a rival's. A pass is the player's knuckles knocking twice on the table, as players do.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Knock:
    """Noise through a filter (`shape`: a Web Audio BiquadFilter type), its centre swept to `to`."""

    at: float
    length: float
    freq: float
    q: float
    peak: float
    to: float | None = None
    shape: str = "bandpass"


@dataclass(frozen=True)
class Ring:
    """A tone (`wave`: an OscillatorNode type), gliding to `to`."""

    at: float
    length: float
    freq: float
    peak: float
    wave: str = "triangle"
    to: float | None = None


Voice = Knock | Ring


def clack(at: float, bright: float, peak: float) -> tuple[Voice, ...]:
    """A tile meeting the table: the click of the edge, the knock of the wood, the tile's own ring."""
    return (Knock(at, .035, 3300 * bright, 3.5, peak),
            Knock(at, .08, 1000 * bright, 2.0, peak * .7),
            Ring(at, .045, 2100 * bright, peak * .12))


# A shuffle: tiles knocking into each other under the hands, at uneven moments (seconds, brightness).
_SHUFFLE = ((.02, 1.05), (.07, .9), (.11, 1.15), (.17, .95), (.22, 1.1), (.26, .85), (.33, 1.0),
            (.38, 1.2), (.45, .9), (.51, 1.05), (.58, .95))
# Notes of the cheer (Hz: C5 E5 G5 C6) and the streak's higher end (E6 G6).
_CHEER = (523.3, 659.3, 784.0, 1046.5)
_HIGHER = (1318.5, 1568.0)


def arpeggio(notes: tuple[float, ...], start: float, step: float, peak: float) -> tuple[Voice, ...]:
    last = len(notes) - 1
    return tuple(Ring(start + i * step, .5 if i == last else .18, f, peak, "sine") for i, f in enumerate(notes))


RECIPES: dict[str, tuple[Voice, ...]] = {
    "laid": clack(0, 1.0, .9),
    "laid-rival": clack(0, .75, .5),
    "deal": (Knock(0, .65, 1200, .7, .16, to=3400),
             *(v for at, bright in _SHUFFLE for v in clack(at, bright, .32))),
    "draw": (Knock(0, .16, 1600, 1.2, .3, to=4200), *clack(.15, 1.1, .35)),
    "pass": tuple(v for at in (0, .15) for v in (Knock(at, .07, 320, 1.2, .9, shape="lowpass"),
                                                  Ring(at, .09, 150, .4, "sine", to=95))),
    "win": (*clack(0, 1.0, .6), *clack(.07, 1.1, .5), *arpeggio(_CHEER, .12, .1, .16)),
    "loss": (*clack(0, .7, .45), Ring(.1, .3, 392.0, .14, "sine"), Ring(.34, .55, 311.1, .14, "sine", to=293.7)),
    "streak": (*clack(0, 1.0, .6), *clack(.06, 1.2, .5), *clack(.12, .9, .45),
               *arpeggio(_CHEER + _HIGHER, .16, .08, .15)),
}
