"""The PyScript table: the only package that touches the DOM. `start()` wires the page."""

_app = None


def start():
    """Bind the page's events, enable the menu and mark the body ready. Idempotent."""
    global _app
    if _app is None:
        from .app import App

        _app = App()
        _app.start()
    return _app
