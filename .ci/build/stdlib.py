"""The standard library as shipped: only the modules the game imports, the rest on call.

Pyodide's python_stdlib.zip holds 559 modules; the game runs about a third of them, and every visitor
without the memory snapshot downloads the whole zip before the first hand. The build records, in a
browser, what Python, PyScript and the app import (snapshot-maker.html in its recording mode: every
module of the app's packages, and every standard module the app's or PyScript's code names), and
ships those in python_stdlib.zip. The others go to python_stdlib_rest.zip, which the page fetches only
if something asks for one of them (py/table/browser/rest_of_stdlib.py, told their names by a module
written into the kept zip). The browser tests fail on any such fetch, so a module the recording missed
shows up as a failing test, not as a visitor's extra download.
"""

from __future__ import annotations

import json
import re
import zipfile
from io import BytesIO
from pathlib import Path

from .common import made_once

STDLIB = "vendor/pyodide/python_stdlib.zip"
REST = "vendor/pyodide/python_stdlib_rest.zip"
NAMES_MODULE = "_domino_stdlib_rest"   # written into the kept zip: the names the rest holds

# `import a, b` and `from a import b` anywhere: a function's own imports, minified Python in a
# script's strings (`try:import js`). A word that only looks like one costs a failed import.
_IMPORT = re.compile(r"(?<![\w.])(?:import[ \t]+([\w.]+(?:[ \t]*,[ \t]*[\w.]+)*)|from[ \t]+([\w.]+)[ \t]+import)")
# Codecs that text handling asks for by name (never by an import statement).
CODECS = ("encodings.utf_8", "encodings.utf_8_sig", "encodings.ascii", "encodings.latin_1",
          "encodings.utf_16", "encodings.utf_16_le", "encodings.utf_16_be", "encodings.utf_32",
          "encodings.idna", "encodings.aliases")


def named_imports(text: str) -> set[str]:
    """The absolute module names a Python source (or a script with Python in its strings) imports."""
    out = set()
    for plain, origin in _IMPORT.findall(text.replace("\\n", "\n")):
        for name in (plain.split(",") if plain else [origin]):
            name = name.strip()
            if name and not name.startswith("."):
                out.add(name)
    return out


def roots(src: Path, pyscript: dict[str, bytes]) -> list[str]:
    """What the recording imports beyond the app's own modules: every module named by an import in
    the app's sources or in PyScript's scripts (those not in the standard library simply fail to
    import there), and the common codecs."""
    names: set[str] = set(CODECS)
    for path in sorted((src / "py").rglob("*.py")):
        names |= named_imports(path.read_text(encoding="utf-8"))
    for data in pyscript.values():
        names |= named_imports(data.decode("utf-8", errors="replace"))
    return sorted(names)


def module_of(member: str) -> str | None:
    """A zip member's module name (`json/__init__.py` -> `json`), or None for data."""
    if not member.endswith(".py"):
        return None
    name = member[:-3].replace("/", ".")
    return name[: -len(".__init__")] if name.endswith(".__init__") else name


def _write(members: list[tuple[str, bytes]]) -> bytes:
    buf = BytesIO()
    with zipfile.ZipFile(buf, "w") as out:
        for name, data in members:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if name.endswith("/") else 0o644) << 16
            info.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
            out.writestr(info, data, compresslevel=9)
    return buf.getvalue()


def split(full: bytes, used: set[str]) -> tuple[bytes, bytes]:
    """(kept, rest): the standard library's zip cut in two. `used`: the members (zip paths) a
    recording saw imported. Kept: those, the packages above them, their packages' data, and a module
    naming what the rest holds. Rest: every other member."""
    zf = zipfile.ZipFile(BytesIO(full))
    members = [(i.filename, zf.read(i)) for i in zf.infolist()]
    keep = set(used)
    for name in used:  # a module's packages come with it
        parts = name.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            package = "/".join(parts[:i])
            keep |= {f"{package}/", f"{package}/__init__.py"}
    packages = {n.rsplit("/", 1)[0] for n in keep if "/" in n}
    kept, rest = [], []
    for name, data in members:
        is_data = not name.endswith((".py", "/"))
        home = name.rsplit("/", 1)[0] if "/" in name else ""
        (kept if name in keep or (is_data and home in packages) else rest).append((name, data))
    left = sorted(m for n, _ in rest if (m := module_of(n)))
    listing = f"NAMES = frozenset({json.dumps(left)})\n".encode()
    kept.append((f"{NAMES_MODULE}.py", listing))
    return _write(kept), _write(rest)


def used_members(origins: list[str]) -> set[str]:
    """The zip members behind the module origins a page reported (`/lib/python314.zip/json/x.py`)."""
    return {m.group(1) for o in origins if (m := re.fullmatch(r"/lib/python\d+\.zip/(.+)", o))}


def ship_used(src: Path, files: dict[str, bytes], wheel_name: str) -> None:
    """Cut `files`' standard library in two (kept, and the rest on call) by a recording of what the
    app imports; left whole when no browser can record it."""
    from .snapshot import recorded_modules

    pyscript = {n: d for n, d in files.items() if re.fullmatch(r"vendor/pyscript/core-[\w-]+\.js", n)}
    origins = recorded_modules(files, wheel_name, roots(src, pyscript))
    if origins is None:
        return
    used = used_members(origins)

    def both() -> bytes:
        kept, rest = split(files[STDLIB], used)
        return len(kept).to_bytes(8, "big") + kept + rest

    parts = [Path(__file__).read_bytes(), files[STDLIB], json.dumps(sorted(used)).encode()]
    packed = made_once("stdlib", parts, both)
    size = int.from_bytes(packed[:8], "big")
    files[STDLIB], files[REST] = packed[8:8 + size], packed[8 + size:]
