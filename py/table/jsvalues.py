"""Small helpers for values that come from the browser, importable on CPython too."""

from __future__ import annotations

from typing import Any

try:
    from pyodide.ffi import jsnull
except ImportError:  # CPython (the unit tests): there is no JS null
    jsnull = None


def absent(value: object) -> bool:
    """JS null / undefined as Pyodide hands them over (null is `jsnull`, not None)."""
    return value is None or value is jsnull


def shown(node: Any) -> bool:
    """The element is in the page and drawn: not gone, nor inside a hidden screen or a closed dialog.
    `node` is a DOM element (a JS value, untyped)."""
    if absent(node) or not node.isConnected:
        return False
    check = getattr(node, "checkVisibility", None)
    return bool(check()) if check is not None else not absent(node.offsetParent)
