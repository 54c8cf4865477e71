"""PyScript as the page runs it (.ci/build/plugins.py) and Pyodide's lock as shipped (runtime.py), on
the pinned runtime itself: only the chunks the page may run, lower-case names, every import naming a
file that ships, a rewritten core Node still parses; a core of another shape refused; the lock down
to the packages the game loads and what they need."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest
from test_javascript import job

plugins = job("plugins")
runtime = job("runtime")
BuildError = job("common").BuildError
FOLDER = "vendor/pyscript/"


@pytest.fixture(scope="module")
def vendored() -> dict[str, bytes]:
    return runtime.runtime_files()


def pyscript_of(files: dict[str, bytes]) -> dict[str, str]:
    return {n[len(FOLDER):]: d.decode() for n, d in files.items() if n.startswith(FOLDER)}


def shipped(vendored: dict[str, bytes]) -> dict[str, str]:
    files = dict(vendored)
    plugins.page_pyscript(files)
    return pyscript_of(files)


def test_only_the_chunks_the_page_may_run_ship_in_lower_case(vendored):
    before = pyscript_of(vendored)
    assert {plugins.stem(n) for n in before} >= {"py-editor", "py-terminal", "donkey", "codemirror", "xterm"}
    after = shipped(vendored)
    assert sorted(plugins.stem(n) for n in after) == ["core", "core.css", "core.js", "error"]
    assert all(n == n.lower() for n in after)
    assert {"core.js", "core.css"} <= set(after)
    assert len(after) == 4 and sum(map(len, after.values())) < sum(map(len, before.values())) / 3


def test_every_import_names_a_shipped_file(vendored):
    after = shipped(vendored)
    for name, text in after.items():
        for named in re.findall(r'(?:from|import\()\s*"\./([\w.-]+)"', text):
            assert named in after, (name, named)


def test_the_core_imports_no_plugin_but_the_error_box_and_that_only_on_an_error(vendored):
    after = shipped(vendored)
    (core,) = (text for name, text in after.items() if re.fullmatch(r"core-[\w-]+\.js", name))
    error = next(n for n in after if n.startswith("error-"))
    table = re.search(r"var \w+=\{error:(.*?)\};const", core).group(1)
    # the error chunk is imported inside a function called with something to tell, never at start
    assert table.count(f'import("./{error}")') == 1
    assert re.search(r'tell=text=>quiet\|\|import\("\./' + re.escape(error), table)
    for gone in ("py-editor", "py-terminal", "py-game", "donkey", "deprecations-manager"):
        assert f'"{gone}":' not in table and f"{gone}-" not in core
    assert core.count("not in this build: codemirror\"") == 1


def test_the_rewritten_files_parse(vendored, tmp_path):
    node = shutil.which("node")
    if not node:
        pytest.skip("Node.js is not installed")
    for name, text in shipped(vendored).items():
        if name.endswith(".js"):
            path = tmp_path / (name[:-3] + ".mjs")
            path.write_text(text, encoding="utf-8")
            done = subprocess.run([node, "--check", str(path)], capture_output=True, text=True)
            assert done.returncode == 0, (name, done.stderr)


def test_a_core_of_another_shape_is_refused(vendored):
    core_name = next(n for n in vendored if re.fullmatch(r"vendor/pyscript/core-[\w-]+\.js", n))
    error_name = next(n for n in vendored if n.startswith("vendor/pyscript/error-"))
    text = vendored[core_name].decode()
    for broken in (text.replace('"py-game":', '"py-gam":', 1),            # a plugin more or less
                   text.replace("var Ns={", "var Ns={x:()=>import(\"./x.js\"),", 1),
                   text.replace("var Ns={", "var Ms={}, Ns={", 1) + 'var Qs={error:()=>import("./e.js")}'):
        files = {**vendored, core_name: broken.encode()}
        with pytest.raises(BuildError):
            plugins.page_pyscript(files)
    files = {**vendored, error_name: vendored[error_name].replace(b"io.stderr", b"io.stdout")}
    with pytest.raises(BuildError, match="shape"):
        plugins.page_pyscript(files)


def test_the_lock_lists_the_packages_loaded_and_what_they_need(vendored):
    full = json.loads(runtime.tar_files(runtime.fetch_runtime("pyodide"), "package/")["pyodide-lock.json"])
    assert len(full["packages"]) > 300
    shipped_lock = json.loads(vendored["vendor/pyodide/pyodide-lock.json"])
    assert shipped_lock["packages"] == {} and shipped_lock["info"] == full["info"]
    raw = json.dumps(full).encode()
    assert set(json.loads(runtime.lock_for(raw, ("cycler",)))["packages"]) == {"cycler", "six"}
    assert json.loads(runtime.lock_for(raw, ("cycler",)))["packages"]["six"] == full["packages"]["six"]
    with pytest.raises(BuildError):
        runtime.lock_for(raw, ("no-such-package",))
