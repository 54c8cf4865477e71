"""The engine's own seeded random generator.

Deals must be identical on every Python (CPython here, Pyodide in the browser) and every
version, so the engine never uses `random`: this is SplitMix64, small and fully specified.
"""
from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


def seed_to_int(seed: int | str) -> int:
    """Turn an int or a string (a date, a match seed and hand number) into a 64-bit state."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise TypeError(f"seed must be an int or a str, not {type(seed).__name__}")
    if isinstance(seed, int):
        return seed & _MASK
    digest = hashlib.sha256(seed.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int | str = 0):
        self.state = seed_to_int(seed)

    def next64(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK + 1 - ((_MASK + 1) % n)
        while True:
            r = self.next64()
            if r < limit:
                return r % n

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
