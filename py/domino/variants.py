"""The registry of variants: each is a rules object behind one protocol, found by name."""
from __future__ import annotations

from .line import LineVariant
from .triangles import TrianglesVariant
from .trains import MexicanVariant

VARIANTS = {
    "draw": LineVariant("draw", drawing=True),
    "block": LineVariant("block", drawing=False),
    "triangles": TrianglesVariant(),
    "mexican": MexicanVariant(),
}


def variant_of(name: str):
    try:
        return VARIANTS[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown variant {name!r}; choose one of: {', '.join(VARIANTS)}") from None
