"""The PyScript table: the only package that touches the DOM. `start()` wires the page."""

_table = None


def start():
    """Bind the page's events, enable the menu and mark the body ready. Idempotent."""
    global _table
    if _table is None:
        from .app import build

        _table = build()
    return _table


def failure_cause() -> str:
    """Why start() raised, in the start-up card's words: "saved-data", "file" or "error"."""
    from table.browser.startup import startup

    return startup.cause
