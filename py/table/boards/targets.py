"""What a tap or a key landed on, as the table reads it from the page: the element's data
attributes, the areas it is in, the dialog around it. The page makes these; boards and the
controller read them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping


@dataclass(frozen=True)
class Target:
    """A clicked (or focused) element."""
    data: Mapping[str, str]                                 # its data attributes the table reads
    inside: frozenset[str] = field(default_factory=frozenset)  # the areas it is in ("[data-hand]", ".tri-view")
    dialog: str | None = None                               # the id of the dialog it is in

    def get(self, name: str) -> str | None:
        return self.data.get(name)


@dataclass(frozen=True)
class KeyPress:
    key: str
    mods: bool = False                 # Alt, Ctrl or Meta held
    active: Target | None = None       # the focused element
