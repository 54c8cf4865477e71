"""The standard-library modules the build left out of python_stdlib.zip, fetched if ever imported.

The build ships only what the game imports (.ci/build/stdlib.py) and names the others in a module of
the kept zip. Should code ask for one of those anyway, this finder downloads the rest of the library
once, synchronously as an import must be, mounts it beside the kept zip, and the import goes on: a
slower first use, never an ImportError while the network is there.

A page's synchronous request never passes through the offline worker (Chromium sends it straight to
the network, online or not), so the page then asks the worker for it once more, as an ordinary
download: the worker keeps it (service-worker.js). A later visit whose worker kept it has it
mounted before Python's first line (static/interpreter.mjs), and an import offline finds it there.
The one-file build (file://, where nothing can be fetched) carries the rest in the page instead.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import os
import sys
from collections.abc import Callable, Sequence
from types import ModuleType

REST_URL = "./vendor/pyodide/python_stdlib_rest.zip"
MOUNTED = "/lib/python_stdlib_rest.zip"
INLINED = "inline:python_stdlib_rest.zip"   # the one-file build's copy: an element's base64 (.ci/build/single.py)


class RestOfStdlib(importlib.abc.MetaPathFinder):
    """Finds the modules in `names` in the rest zip, which `fetch` returns the bytes of."""

    def __init__(self, names: frozenset[str], fetch: Callable[[], bytes], mounted: str = MOUNTED) -> None:
        self.names = names
        self.fetch = fetch
        self.mounted = mounted
        self.ready = os.path.exists(mounted)  # mounted at start from the offline worker's copy

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.names:
            return None
        if not self.ready:
            with open(self.mounted, "wb") as out:
                out.write(self.fetch())
            self.ready = True
        package = fullname.rpartition(".")[0]
        where = "/".join([self.mounted, *package.split(".")]) if package else self.mounted
        return importlib.machinery.PathFinder.find_spec(fullname, [where])


def fetch_rest() -> bytes:
    """The rest zip's bytes, downloaded synchronously (an import cannot wait on a promise). A page's
    synchronous request takes text only: as x-user-defined, byte b reads as U+F700+b (or b itself
    below 0x80), whose low byte in UTF-16 is b. The one-file build, which nothing can be fetched
    from, carries it in the page."""
    import js

    from table.jsvalues import absent

    inlined = js.document.getElementById(INLINED)
    if not absent(inlined):
        return str(js.atob(str(inlined.textContent).strip())).encode("latin-1")
    request = js.XMLHttpRequest.new()
    request.open("GET", REST_URL, False)
    request.overrideMimeType("text/plain; charset=x-user-defined")
    request.send()
    if request.status != 200:
        raise ImportError(f"{REST_URL}: HTTP {request.status}")
    keep_offline()
    return str(request.responseText).encode("utf-16-le")[::2]


def keep_offline() -> None:
    """The rest asked of the offline worker as an ordinary download, so it keeps it (a synchronous
    request never reaches it). Nothing without a worker (a frame, where even asking may throw)."""
    import js
    from pyodide.ffi import create_once_callable

    try:
        if js.navigator.serviceWorker.controller:
            js.fetch(REST_URL).catch(create_once_callable(lambda _error: None))  # offline again: next time
    except Exception:
        pass


def install() -> None:
    """Put the finder last on the import path, when the build left modules out."""
    try:
        from _domino_stdlib_rest import NAMES  # type: ignore[import-not-found]
    except ImportError:
        return  # the library is whole
    if not any(isinstance(f, RestOfStdlib) for f in sys.meta_path):
        sys.meta_path.append(RestOfStdlib(NAMES, fetch_rest))
