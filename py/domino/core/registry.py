"""The registry of variants: each is a rules object behind one protocol (variant.py), found by
name. The variants register themselves when domino.variants is imported (the package root does)."""
from __future__ import annotations

from .variant import Variant

VARIANTS: dict[str, Variant] = {}


def register(variant: Variant) -> Variant:
    VARIANTS[variant.name] = variant
    return variant


def variant_of(name: str) -> Variant:
    try:
        return VARIANTS[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown variant {name!r}; choose one of: {', '.join(VARIANTS)}") from None
