"""What the public history of a line game proves about the hidden hands.

A player who draws or passes held no tile matching either open end at that moment: the rules
force a play whenever a tile fits. In Draw the tiles drawn may bring back other numbers, so a
draw keeps only the proof about the ends then showing; in Block nobody draws, so proofs only
accumulate. A number whose seven tiles are all in view (own hand and chain) is held by nobody.
"""
from __future__ import annotations

from dataclasses import dataclass

from .tiles import DOUBLE_SIX


@dataclass(frozen=True, slots=True)
class Knowledge:
    lacks: tuple          # per seat: frozenset of numbers that seat is proved not to hold
    unseen: tuple         # tiles the observer has not seen: rivals' hands, stock, out of play
    ends_history: tuple   # the ends before each move of the history (None before the opening)


def ends_after(ends, move):
    """The open ends after `move` (a play) given the ends before it."""
    a, b = move.tile
    if ends is None:
        return (a, b)
    left, right = ends
    if move.end == "L":
        return (b if a == left else a, right)
    return (left, b if a == right else a)


def ends_before(ends, move):
    """The open ends before `move` (a play) given the ends after it."""
    if move.end is None:
        return None
    a, b = move.tile
    left, right = ends
    if move.end == "L":
        return (b if left == a else a, right)
    return (left, b if right == a else a)


def line_knowledge(obs) -> Knowledge:
    # The history may start from a position with tiles already down (tutorial, tests): walk it
    # back from the ends now showing to learn the ends before each move.
    ends = obs.ends
    before = []
    for _, move in reversed(obs.history):
        if move.kind == "play":
            ends = ends_before(ends, move)
        before.append(ends)
    before.reverse()
    lacks = [set() for _ in range(obs.players)]
    for (seat, move), ends in zip(obs.history, before):
        if move.kind != "play" and ends is not None:
            if move.kind == "draw":
                lacks[seat] = set(ends)      # the drawn tile may carry any other number
            else:
                lacks[seat] |= set(ends)
    seen = set(obs.hand) | {tuple(sorted(p)) for p in obs.chain}
    unseen = tuple(t for t in DOUBLE_SIX if t not in seen)
    gone = {n for n in range(7) if not any(n in t for t in unseen)}
    result = tuple(frozenset(lacks[s] | gone) if s != obs.seat else frozenset()
                   for s in range(obs.players))
    return Knowledge(result, unseen, tuple(before))
