"""The standard library cut in two (.ci/build/stdlib.py) and the finder that fetches the rest on
call (table/browser/rest_of_stdlib.py), on CPython with zips made here."""

from __future__ import annotations

import importlib
import sys
import zipfile
from io import BytesIO

import pytest
from test_javascript import job
from table.browser.rest_of_stdlib import RestOfStdlib

stdlib = job("stdlib")

LIBRARY = {
    "json/__init__.py": b"from .decoder import X\n",
    "json/decoder.py": b"X = 1\n",
    "json/tool.py": b"import argparse\n",
    "json/notes.txt": b"data of a kept package\n",
    "zzcsvlike.py": b"VALUE = 'from the rest'\n",
    "zzpack/__init__.py": b"",
    "zzpack/inner.py": b"WHERE = 'inner'\n",
    "zzpack/table.dat": b"data of a left-out package\n",
    "json/": b"",
}


def library() -> bytes:
    buf = BytesIO()
    with zipfile.ZipFile(buf, "w") as out:
        for name, data in LIBRARY.items():
            out.writestr(name, data)
    return buf.getvalue()


def members(data: bytes) -> dict[str, bytes]:
    zf = zipfile.ZipFile(BytesIO(data))
    return {n: zf.read(n) for n in zf.namelist()}


def test_the_cut_keeps_what_was_used_with_its_packages_and_loses_nothing():
    kept, rest = (members(z) for z in stdlib.split(library(), {"json/decoder.py"}))
    assert {"json/", "json/__init__.py", "json/decoder.py", "json/notes.txt"} <= set(kept)
    assert set(rest) == {"json/tool.py", "zzcsvlike.py", "zzpack/__init__.py", "zzpack/inner.py", "zzpack/table.dat"}
    names_module = kept.pop(f"{stdlib.NAMES_MODULE}.py")
    assert {**kept, **rest} == {n: d for n, d in LIBRARY.items()}, "a member was lost or changed"
    names: dict = {}
    exec(names_module, names)
    assert names["NAMES"] == frozenset({"json.tool", "zzcsvlike", "zzpack", "zzpack.inner"})


def test_the_cut_is_the_same_bytes_every_time():
    assert stdlib.split(library(), {"json/decoder.py"}) == stdlib.split(library(), {"json/decoder.py"})


def test_the_used_members_are_read_from_the_modules_origins():
    origins = ["/lib/python314.zip/json/__init__.py", "/lib/python314.zip/zzpack/inner.py", "/home/pyodide/table/app.py",
               "built-in"]
    assert stdlib.used_members(origins) == {"json/__init__.py", "zzpack/inner.py"}


def test_the_imports_named_in_code_and_in_scripts_are_found():
    code = "import os, sys\nfrom json import dumps\n    import textwrap as tw\nfrom . import sibling\n"
    assert stdlib.named_imports(code) == {"os", "sys", "json", "textwrap"}
    script = 'const py = "import base64\\nfrom pathlib import Path\\ntry:import js\\n";import{a}from"./b.js";'
    assert stdlib.named_imports(script) == {"base64", "pathlib", "js"}


def rest_zip() -> bytes:
    return stdlib.split(library(), {"json/__init__.py", "json/decoder.py"})[1]


@pytest.fixture
def finder(tmp_path):
    fetched = []

    def fetch() -> bytes:
        fetched.append(1)
        return rest_zip()

    names = frozenset({"zzcsvlike", "zzpack", "zzpack.inner"})
    found = RestOfStdlib(names, fetch, str(tmp_path / "rest.zip"))
    sys.meta_path.append(found)
    yield fetched
    sys.meta_path.remove(found)
    for name in names:
        sys.modules.pop(name, None)


def test_a_module_left_out_is_fetched_once_and_imports(finder):
    assert importlib.import_module("zzcsvlike").VALUE == "from the rest"
    assert importlib.import_module("zzpack.inner").WHERE == "inner"
    assert finder == [1], "the rest is fetched once, for the first module asked for"


def test_a_name_not_left_out_is_not_the_finders(finder):
    with pytest.raises(ImportError):
        importlib.import_module("zz_no_such_module")
    assert finder == [], "an import that fails anyway fetches nothing"


def test_a_rest_mounted_before_python_started_is_used_without_a_download(tmp_path):
    """A visit whose offline worker kept the rest has it written where the finder mounts it before
    Python starts (static/interpreter.mjs): an import then downloads nothing, as it could not offline."""
    mounted = tmp_path / "rest.zip"
    mounted.write_bytes(rest_zip())
    found = RestOfStdlib(frozenset({"zzcsvlike"}), lambda: pytest.fail("the kept rest was downloaded again"),
                         str(mounted))
    sys.meta_path.append(found)
    try:
        assert importlib.import_module("zzcsvlike").VALUE == "from the rest"
    finally:
        sys.meta_path.remove(found)
        sys.modules.pop("zzcsvlike", None)
