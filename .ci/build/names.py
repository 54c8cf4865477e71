"""Names that more than one file uses, each written once: here, or where the Python table keeps it
(py/table/storage/store.py, read without importing it). The build stamps them into the JavaScript,
where a quoted token stands for one: "__DOMINO_<NAME>__" for a string, ["__DOMINO_<NAME>__"] for a
list. A token with no name here fails the build.

What Python and the scripts share but the build cannot stamp (the table's Python is not rewritten)
is checked by tests/unit/test_javascript.py instead: READY_EVENT, the window globals.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

from .common import ROOT, BuildError
from .stdlib import REST

# The offline worker's caches: CACHE_PREFIX + scope + ":" + version, or + STAGED for the page's copies
# of its first downloads (service-worker.js, static/sw-register.js, static/interpreter.mjs).
CACHE_PREFIX = "domino:"
STAGED = "staged"
# What the page asks the offline worker ({type: ...}): check its files, start its deferred check,
# take over now, keep the memory snapshot the page started without (service-worker.js,
# static/sw-register.js, static/boot-guard.js).
MESSAGE_CHECK = "check"
MESSAGE_READY = "ready"
MESSAGE_SKIP_WAITING = "skip-waiting"
MESSAGE_KEEP_SNAPSHOT = "keep-snapshot"
# The memory snapshots' file names end so (dist.py names them; the worker tells their kinds apart),
# and the <meta> that names them for static/interpreter.mjs.
SNAPSHOT_SUFFIX = ".snapshot"
WEBKIT_SNAPSHOT_SUFFIX = ".webkit-snapshot"
SNAPSHOT_META = "domino-snapshot"
# The event the table fires on document once it is up (py/table/browser/page.py).
READY_EVENT = "domino:ready"

STORE = Path("py/table/storage/store.py")
REST_FINDER = Path("py/table/browser/rest_of_stdlib.py")  # where the page mounts the library's rest
LANGUAGES = Path("py/table/language/languages.py")
TOKEN = re.compile(r'\["__DOMINO_([A-Z_]+)__"\]|"__DOMINO_([A-Z_]+)__"')


def _constants(path: Path) -> dict[str, object]:
    """The module-level constants of a Python file: literals, and sums of literals and earlier ones."""
    found: dict[str, object] = {}

    def value(node: ast.expr) -> object:
        if isinstance(node, ast.Name) and node.id in found:
            return found[node.id]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return value(node.left) + value(node.right)  # type: ignore[operator]
        return ast.literal_eval(node)

    for stmt in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            try:
                found[stmt.targets[0].id] = value(stmt.value)
            except (ValueError, TypeError, SyntaxError):
                pass
    return found


def shared(src: Path = ROOT) -> dict[str, str | list[str]]:
    """Every name a token may stand for, the table's from `src`'s store.py."""
    store = src / STORE
    table = _constants(store)
    try:
        prefix, backup, documents = table["PREFIX"], table["BACKUP"], table["VERSIONS"]
    except KeyError as e:
        raise BuildError(f"{store} no longer defines {e}: the scripts' storage keys come from it") from None
    if not (isinstance(prefix, str) and isinstance(backup, str) and isinstance(documents, dict)):
        raise BuildError(f"{store}: PREFIX, BACKUP and VERSIONS are no longer two strings and a dict")
    return {"CACHE_PREFIX": CACHE_PREFIX, "STAGED": STAGED, "MESSAGE_CHECK": MESSAGE_CHECK,
            "MESSAGE_READY": MESSAGE_READY, "MESSAGE_SKIP_WAITING": MESSAGE_SKIP_WAITING,
            "MESSAGE_KEEP_SNAPSHOT": MESSAGE_KEEP_SNAPSHOT,
            "SNAPSHOT_SUFFIX": SNAPSHOT_SUFFIX, "WEBKIT_SNAPSHOT_SUFFIX": WEBKIT_SNAPSHOT_SUFFIX,
            "STDLIB_REST": REST, "STDLIB_REST_MOUNTED": rest_mounted(src),
            "SNAPSHOT_META": SNAPSHOT_META, "READY_EVENT": READY_EVENT,
            "STORAGE_PREFIX": prefix, "BACKUP_PREFIX": backup, "DOCUMENTS": sorted(documents),
            "LANGUAGES": list(spoken_languages(src))}


def rest_mounted(src: Path = ROOT) -> str:
    """Where the page mounts the standard library's rest (rest_of_stdlib.MOUNTED)."""
    return _finder_name(src, "MOUNTED", "the rest's path in Python's file system")


def rest_inlined(src: Path = ROOT) -> str:
    """The id of the one-file build's element that carries the rest (rest_of_stdlib.INLINED)."""
    return _finder_name(src, "INLINED", "the one-file build's element that carries the rest")


def _finder_name(src: Path, name: str, what: str) -> str:
    value = _constants(src / REST_FINDER).get(name)
    if not isinstance(value, str):
        raise BuildError(f"{REST_FINDER} no longer names {name}, {what}")
    return value


def spoken_languages(src: Path = ROOT) -> tuple[str, ...]:
    """The languages the table speaks beside English (languages.SPOKEN), each with its translation."""
    spoken = _constants(src / LANGUAGES).get("SPOKEN")
    if not (isinstance(spoken, tuple) and all(isinstance(code, str) for code in spoken)):
        raise BuildError(f"{LANGUAGES} no longer names SPOKEN, a tuple of language codes")
    return spoken


def stamp(text: str, where: str, names: dict[str, str | list[str]], keep: tuple[str, ...] = ()) -> str:
    """`text` with each token replaced by its name's value (as JSON); tokens in `keep` are left for
    another step of the build."""

    def one(match: re.Match[str]) -> str:
        listed, name = match.group(1) is not None, match.group(1) or match.group(2)
        if name in keep:
            return match.group(0)
        value = names.get(name)
        if value is None or isinstance(value, list) != listed:
            raise BuildError(f"{where}: no {'list' if listed else 'string'} named {name} in .ci/build/names.py")
        return json.dumps(value)

    return TOKEN.sub(one, text)
