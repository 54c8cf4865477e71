"""The browser edge: the page, its events and the platform APIs (only app.py wires it)."""
