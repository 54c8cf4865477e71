"""The Rules value: every option of a game, frozen and JSON-able."""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from . import catalog
from .messages import Message
from .registry import variant_of

BLOCKED_SCORING = ("difference", "others")


@dataclass(frozen=True)
class Rules:
    variant: str = "draw"                 # a registered variant: "draw" (Classic), "block", ...
    players: int = 2
    target: int = 0                       # 0: a single round; else a match to this many points
    blocked_scoring: str = "difference"   # a blocked hand scores the difference, or the others' pips
    triominos_scoring: bool = False       # Triangles: Pressman's Tri-Ominos scoring, a match to 400
    full_game: bool = False               # Mexican Train, Chicken Foot: a round per double, the top one to 0-0
    partners: bool = False                # 4 players, seats 0 and 2 against 1 and 3 (core.teams)
    double: int = 0                       # the set by its highest double (catalog Entry.sets); 0: the
    # game's usual set, which the value then holds, so equal rules are equal however they were written

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type == "int" and (isinstance(value, bool) or not isinstance(value, int)):
                raise ValueError(f"{f.name} must be a whole number, not {value!r}")
            if f.type == "bool" and not isinstance(value, bool):
                raise ValueError(f"{f.name} is true or false, not {value!r}")
        if self.blocked_scoring not in BLOCKED_SCORING:
            raise ValueError(f"blocked_scoring is 'difference' or 'others', not {self.blocked_scoring!r}")
        variant = variant_of(self.variant)
        entry = catalog.entry(self.variant)
        sets = entry.sets
        if self.double == 0:
            object.__setattr__(self, "double", sets[0])  # frozen: set once, while it is being made
        if self.double not in sets:
            raise ValueError(Message("{game} is played with the double-{sets} set, not the double-{double}.",
                                     game=Message(entry.title), sets="/".join(map(str, sets)), double=self.double)
                             if len(sets) > 1 else
                             Message("{game} is played with one set, the double-{usual}, not the double-{double}.",
                                     game=Message(entry.title), usual=sets[0], double=self.double))
        variant.check(self)

    @property
    def is_match(self) -> bool:
        return self.target > 0

    def to_json(self) -> dict:
        # Partners are written only when they play, and the set only when it is not the usual one, so
        # every other save is as it always was (and still loads in a game that does not know them).
        data = asdict(self)
        if not self.partners:
            del data["partners"]
        if self.double == catalog.entry(self.variant).sets[0]:
            del data["double"]
        return data

    @classmethod
    def from_json(cls, data: object) -> Rules:
        if not isinstance(data, dict):
            raise ValueError("rules must be a JSON object")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown rules option(s): {', '.join(sorted(unknown))}")
        return cls(**data)
