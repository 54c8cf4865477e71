# The browser's global scope as Pyodide hands it to Python: every name is a JS object, untyped.
from typing import Any

def __getattr__(name: str) -> Any: ...
