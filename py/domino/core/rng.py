"""The engine's own seeded random generator.

Deals must be identical on every Python (CPython here, Pyodide in the browser) and every
version, so the engine never uses `random`: this is SplitMix64, small and fully specified.

The numbers are worked out _BATCH at a time: output k of SplitMix64 depends only on the state
plus k times its constant, so the batch is one computation on a long integer holding _BATCH
128-bit lanes (each lane's product fits in its lane), instead of _BATCH rounds of a dozen
operations on small integers each. The numbers, and the order they are used in, are exactly
those of the plain generator (tests/engine/test_prng.py checks it against one written out).
"""
from __future__ import annotations

import hashlib
import struct
from collections.abc import Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15      # the state's step
T = TypeVar("T")


def seed_to_int(seed: int | str) -> int:
    """Turn an int or a string (a date, a match seed and hand number) into a 64-bit state."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise TypeError(f"seed must be an int or a str, not {type(seed).__name__}")
    if isinstance(seed, int):
        return seed & _MASK
    digest = hashlib.sha256(seed.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


_BATCH = 32                                                  # a whole deal of 28 tiles
_ONES = sum(1 << (128 * i) for i in range(_BATCH))           # 1 in every lane
_LANES = _MASK * _ONES                                       # the low 64 bits of every lane
_STEPS = sum(((i + 1) * _GAMMA & _MASK) << (128 * i) for i in range(_BATCH))
_UNPACK = struct.Struct(f"<{2 * _BATCH}Q").unpack


def _batch(state: int) -> list[int]:
    """The next _BATCH outputs of SplitMix64 after `state`, the last first (drawn with pop())."""
    z = (state * _ONES + _STEPS) & _LANES
    z = ((z ^ (z >> 30)) & _LANES) * 0xBF58476D1CE4E5B9 & _LANES
    z = ((z ^ (z >> 27)) & _LANES) * 0x94D049BB133111EB & _LANES
    z ^= z >> 31              # the bits shifted in from the lane above stay above the low 64
    return list(_UNPACK(z.to_bytes(16 * _BATCH, "little"))[-2::-2])


def _limit(n: int) -> int:
    """The largest multiple of `n` not above 2**64: below() draws again from there up."""
    return (1 << 64) - (1 << 64) % n


_LIMITS = tuple(_limit(n) if n else 0 for n in range(257))   # the bounds search and deals use


class Rng:
    __slots__ = ("_base", "_left")

    def __init__(self, seed: int | str = 0):
        self._base = seed_to_int(seed)     # the state after the numbers worked out so far
        self._left: list[int] = []         # those not drawn yet, the next at the end

    def __copy__(self) -> Rng:
        """An independent generator at the same point (a plain copy would share the numbers ready)."""
        other = Rng.__new__(Rng)
        other._base, other._left = self._base, list(self._left)
        return other

    @property
    def state(self) -> int:
        """SplitMix64's state after the numbers drawn so far."""
        return (self._base - len(self._left) * _GAMMA) & _MASK

    def next64(self) -> int:
        left = self._left or self._more()
        return left.pop()

    def _more(self) -> list[int]:
        """The next batch, once the last is drawn."""
        state = self._base
        self._base = (state + _BATCH * _GAMMA) & _MASK
        self._left = left = _batch(state)
        return left

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias: a number at or above the largest
        multiple of n that fits in 64 bits is drawn again."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < 257 else _limit(n)
        left = self._left
        while True:
            if not left:
                left = self._more()
            z = left.pop()
            if z < limit:
                return z % n

    def random(self) -> float:
        left = self._left or self._more()
        return (left.pop() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates in place, with below(i + 1) for each i from the top down."""
        left = self._left
        top = len(items)
        limits = _LIMITS[top:1:-1] if top < 257 else [_limit(n) for n in range(top, 1, -1)]
        for n, limit in zip(range(top, 1, -1), limits):
            if not left:
                left = self._more()
            z = left.pop()
            while z >= limit:
                if not left:
                    left = self._more()
                z = left.pop()
            i, j = n - 1, z % n
            items[i], items[j] = items[j], items[i]
