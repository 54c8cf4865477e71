"""The app's JavaScript: every file type-checked (`// @ts-check`, tsc with the configs of
.ci/build/javascript), parsed by Node as written and as shipped (slimmed and stamped), no script
inline in index.html, and the names it shares with Python in agreement.

TypeScript is the version pinned by .ci/build/javascript/package-lock.json: `python build.py test`
installs it (as it does puppeteer-core) and names it in $DOMINO_TYPESCRIPT; run otherwise, this
installs it the same way. Without Node or npm, the checks that need them are skipped, saying why."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONFIGS = ROOT / ".ci" / "build" / "javascript"
SOURCES = sorted([*ROOT.glob("static/*.js"), *ROOT.glob("static/*.mjs"), ROOT / "service-worker.js",
                  *ROOT.glob(".ci/build/*.js")])


def job(name: str):
    """A module of .ci/build, loaded through build.py (`.ci` is not an importable name)."""
    if "domino_build" not in sys.modules:
        spec = importlib.util.spec_from_file_location("domino_build", ROOT / "build.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules["domino_build"] = module
        spec.loader.exec_module(module)
    return importlib.import_module(f"domino_build_jobs.{name}")


def node() -> str:
    found = shutil.which("node")
    if not found:
        pytest.skip("Node.js is not installed: the JavaScript checks need it (python build.py test needs it too)")
    return found


@pytest.fixture(scope="module")
def tsc() -> list[str]:
    runner = node()
    folder = os.environ.get("DOMINO_TYPESCRIPT")
    if not folder:
        if not shutil.which("npm"):
            pytest.skip("npm is not installed: it installs the pinned TypeScript")
        installed = job("testing").install_typescript()
        if installed is None:
            pytest.fail("npm could not install the TypeScript pinned by .ci/build/javascript/package-lock.json")
        folder = str(installed)
    script = Path(folder) / "node_modules" / "typescript" / "bin" / "tsc"
    assert script.is_file(), f"no TypeScript in {folder}"
    return [runner, str(script)]


def config_files() -> dict[str, list[Path]]:
    """Each tsconfig of .ci/build/javascript and the files it checks (JSON with // comments)."""
    out = {}
    for config in sorted(CONFIGS.glob("tsconfig*.json")):
        text = re.sub(r"^\s*//.*$", "", config.read_text(encoding="utf-8"), flags=re.M)
        out[config.name] = [(CONFIGS / f).resolve() for f in json.loads(text)["files"]]
    return out


def test_every_script_asks_for_the_type_check_and_is_in_a_config():
    checked = {path for files in config_files().values() for path in files}
    for path in SOURCES:
        rel = path.relative_to(ROOT)
        assert path.read_text(encoding="utf-8").startswith("// @ts-check\n"), f"{rel} must begin with // @ts-check"
        assert path in checked, f"{rel} is in no tsconfig of .ci/build/javascript"


@pytest.mark.parametrize("config", sorted(config_files()))
def test_tsc_finds_no_type_error(tsc, config):
    done = subprocess.run([*tsc, "--noEmit", "--pretty", "false", "-p", str(CONFIGS / config)],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, f"tsc -p {config}:\n{done.stdout}{done.stderr}"


def shipped(path: Path) -> str:
    """The file as the build writes it into dist/ (slimmed, its names stamped; the worker's own
    file list left as a token)."""
    names = job("names")
    text = job("slim").slim_js(path.read_text(encoding="utf-8"))
    return names.stamp(text, path.name, names.shared(ROOT), keep=job("dist").SW_TOKENS)


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_node_parses_each_script_as_written_and_as_shipped(path, tmp_path):
    runner = node()
    for text, name in ((path.read_text(encoding="utf-8"), "source"), (shipped(path), "shipped")):
        copy = tmp_path / f"{name}{path.suffix}"
        copy.write_text(text, encoding="utf-8")
        done = subprocess.run([runner, "--check", str(copy)], capture_output=True, text=True)
        assert done.returncode == 0, f"{path.relative_to(ROOT)} ({name}):\n{done.stderr}"


STRING = re.compile(r""""(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`""")


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_string_spans_lines_or_holds_what_slimming_cuts(path):
    """What slim_js relies on: it cuts `/** ... */` anywhere, and whole lines that begin with `//`."""
    code = re.sub(r"^\s*//.*$", "", path.read_text(encoding="utf-8"), flags=re.M)
    for string in STRING.findall(code):
        assert "\n" not in string and "/**" not in string, f"{path.relative_to(ROOT)}: {string[:80]}"


def test_index_html_has_no_inline_script():
    for match in re.finditer(r"<script\b([^>]*)>(.*?)</script>", (ROOT / "index.html").read_text(encoding="utf-8"), re.S):
        assert "src=" in match.group(1) and not match.group(2).strip(), f"an inline script: {match.group(0)[:120]}"


def test_every_token_names_a_shared_name():
    """stamp() raises on a token of no name; the worker's own tokens are all that is left."""
    names, keep = job("names"), job("dist").SW_TOKENS
    for path in SOURCES:
        text = names.stamp(path.read_text(encoding="utf-8"), path.name, names.shared(ROOT), keep=keep)
        left = {t.removeprefix("__DOMINO_").removesuffix("__") for t in re.findall(r"__DOMINO_[A-Z_]+__", text)}
        assert left <= set(keep), (path.relative_to(ROOT), left)


def test_storage_names_come_from_the_table():
    shared = job("names").shared(ROOT)
    sys.path.insert(0, str(ROOT / "py"))
    try:
        from table.storage import store
    finally:
        sys.path.remove(str(ROOT / "py"))
    assert shared["STORAGE_PREFIX"] == store.PREFIX and shared["BACKUP_PREFIX"] == store.BACKUP
    assert shared["DOCUMENTS"] == sorted(store.VERSIONS)


def test_names_python_uses_are_the_scripts():
    """What the build cannot stamp, the table's Python being shipped as written: the ready event,
    the window globals the scripts set, and the causes main.py may tell the start-up card."""
    names = job("names")
    py = ROOT / "py"
    page = (py / "table" / "browser" / "page.py").read_text(encoding="utf-8")
    assert f'"{names.READY_EVENT}"' in page, "py/table/browser/page.py must fire names.READY_EVENT"
    declared = (CONFIGS / "globals.d.ts").read_text(encoding="utf-8")
    for name, reader in (("dominoRecover", "main.py"), ("dominoEarly", "table/browser/early.py"),
                         ("dominoWords", "table/browser/words.py")):
        assert f'"{name}"' in (py / reader).read_text(encoding="utf-8"), (name, reader)
        assert re.search(rf"^\s*{name}\b", declared, re.M), f"globals.d.ts must declare {name}"
        assert f"window.{name} =" in "".join(p.read_text(encoding="utf-8") for p in SOURCES), name
    guard = (ROOT / "static" / "boot-guard.js").read_text(encoding="utf-8")
    for cause in re.findall(r'"(saved-data|file|error)"', (py / "table" / "__init__.py").read_text(encoding="utf-8")):
        assert f'"{cause}"' in guard, f"static/boot-guard.js does not know the cause {cause!r}"
