"""The key a memory snapshot is kept under in the build's cache (.ci/build/snapshot.py): every file
the snapshot is made from is in it, so a change to any of them makes a new snapshot rather than
serving one made from other files."""

from __future__ import annotations

import pytest
from test_javascript import job

snapshot = job("snapshot")

WHEEL = "app-00000000.whl"
FILES = {WHEEL: b"the wheel", "vendor/pyodide/python_stdlib.zip": b"the kept library",
         "vendor/pyodide/pyodide-lock.json": b'{"packages": {}}', "static/app.css": b"body {}"}


def key(files, engine="chromium", roots=""):
    return snapshot._inputs(files, WHEEL, engine, roots)


@pytest.mark.parametrize("name", [WHEEL, *snapshot.RUNTIME_FILES])
def test_a_changed_file_it_is_made_from_changes_the_key(name):
    assert key({**FILES, name: FILES[name] + b" changed"}) != key(FILES)


def test_the_engine_and_the_recordings_roots_change_the_key():
    assert key(FILES, "webkit") != key(FILES)
    assert key(FILES, "record", '["json"]') != key(FILES, "record", '["csv"]')


def test_a_file_the_maker_never_reads_leaves_the_key_alone():
    assert key({**FILES, "static/app.css": b"body { margin: 0 }"}) == key(FILES)
