"""The PyScript table: the only package that touches the DOM. `start()` wires the page."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from table.flow.controller import Controller

_table: Controller | None = None


def start() -> Controller:
    """Bind the page's events, enable the menu and mark the body ready. Idempotent."""
    global _table
    if _table is None:
        from table.app import build

        _table = build()
    return _table


def failure_cause() -> str:
    """Why start() raised, in the start-up card's words: "saved-data", "file" or "error"."""
    from table.browser.startup import startup

    return startup.cause
