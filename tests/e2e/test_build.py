"""The build and the offline app: what dist/ holds, how it is served, boot, service worker, offline."""

from __future__ import annotations

import ast
import io
import json
import re
import shutil
import tokenize
import urllib.request
from html.parser import HTMLParser
from pathlib import Path

import pytest
from driver import (CHAIN_AND_HAND, CONTROLLED, ONE_CACHE_OF, READY, READY_MS, ROOT, SW_TIMEOUT_MS, TURN_MS, answer,
                    bump_version, open_app, portal_html, reload, take_turn, wait_actionable, wait_for,
                    wait_for_promise, wait_ready)

# The service worker is what most of these tests are about (conftest.py: the `worker` marker).
pytestmark = pytest.mark.worker


class Refs(HTMLParser):
    """src/href references and script tags of an HTML document."""

    def __init__(self):
        super().__init__()
        self.refs: list[str] = []
        self.scripts: list[dict] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for key in ("src", "href", "config"):
            if attrs.get(key):
                self.refs.append(attrs[key])
        if tag == "script":
            self.scripts.append(attrs)


def parse_index(dist: Path) -> Refs:
    refs = Refs()
    refs.feed((dist / "index.html").read_text(encoding="utf-8"))
    return refs


def local(ref: str) -> str | None:
    """The dist-relative path of a same-document reference, or None for data:/fragment refs."""
    if ref.startswith(("data:", "#", "blob:")):
        return None
    return ref.split("#", 1)[0].split("?", 1)[0].removeprefix("./")


def dist_files(dist: Path) -> set[str]:
    return {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}


def test_dist_has_no_source_maps(dist_dir):
    files = dist_files(dist_dir)
    assert not [f for f in files if f.endswith(".map")]
    pointing = [f for f in files if f.endswith((".js", ".mjs", ".css"))
                and b"sourceMappingURL=" in (dist_dir / f).read_bytes()]
    assert not pointing, f"files still point at source maps: {pointing}"


def test_index_and_config_references_exist(dist_dir):
    refs = parse_index(dist_dir)
    absolute = [r for r in refs.refs if re.match(r"^([a-z]+:)?//", r, re.I)]
    assert not absolute, f"index.html must use relative URLs only: {absolute}"
    rooted = [r for r in refs.refs if r.startswith("/")]
    assert not rooted, f"index.html must work from any sub-path (no /-rooted URLs): {rooted}"
    missing = [r for r in refs.refs if (p := local(r)) and not (dist_dir / p).is_file()]
    assert not missing, f"index.html references missing files: {missing}"

    config = json.loads((dist_dir / "pyscript.json").read_text())
    assert config["interpreter"] == "./static/interpreter.mjs"  # the vendored Pyodide, from the snapshot
    assert (dist_dir / local(config["interpreter"])).is_file()
    assert not config.get("packages"), "no packages=: it would pull micropip"
    for source, target in config["files"].items():
        assert (dist_dir / local(source)).is_file(), source
        assert re.fullmatch(r"\./app-[0-9a-f]{8}\.whl", source) and target == "./*"


def test_index_loads_runtime_and_registers_worker(dist_dir):
    srcs = {local(s.get("src", "")) for s in parse_index(dist_dir).scripts}
    assert "vendor/pyscript/core.js" in srcs
    assert "static/sw-register.js" in srcs, (
        'index.html must include <script type="module" src="./static/sw-register.js"></script>')
    py = [s for s in parse_index(dist_dir).scripts if s.get("type") == "py"]
    assert py and local(py[0]["src"]) == "main.py" and local(py[0]["config"]) == "pyscript.json"


def test_service_worker_precaches_all_of_dist(dist_dir):
    """Every file, the optional ones apart: the memory snapshots (Chromium's, and WebKit's own), kept
    only for a fast link, and only the kind the player's engine restores; and the standard library's
    rest, fetched and kept only if some import ever asks for it (.ci/build/stdlib.py)."""
    text = (dist_dir / "service-worker.js").read_text()
    assert "__DOMINO_" not in text
    version = re.search(r'const VERSION = "([0-9a-f]{16})";', text)
    assert version
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", text, re.S).group(1))
    optional = json.loads(re.search(r"const OPTIONAL = (\[.*?\]);", text, re.S).group(1))
    rest = "vendor/pyodide/python_stdlib_rest.zip"
    snapshots = [p.name for p in [*dist_dir.glob("*.snapshot"), *dist_dir.glob("*.webkit-snapshot")]]
    assert optional == sorted([rest, *snapshots]) and len(optional) == 3
    integrity = json.loads(re.search(r"const INTEGRITY = (\{.*?\});", text, re.S).group(1))
    assert set(integrity) == set(precache) | set(optional)
    assert rest in dist_files(dist_dir) and rest not in precache
    assert set(precache) == dist_files(dist_dir) - {"service-worker.js", "domino.html", rest, *optional}
    for name in ("static/icon-192.png", "static/icon-512.png", "static/manifest.webmanifest",
                 "static/embed.html", "vendor/pyodide/pyodide.asm.wasm", "vendor/pyscript/core.js"):
        assert name in precache, name


def test_every_file_name_is_lower_case(dist_dir):
    """Some hosts refuse capitals in a file name (a games portal among them)."""
    assert not sorted(name for name in dist_files(dist_dir) if name != name.lower())


def test_pyodide_lock_lists_only_the_packages_the_game_loads(dist_dir):
    """None: pyscript.json names no packages (.ci/build/runtime.py)."""
    lock = json.loads((dist_dir / "vendor/pyodide/pyodide-lock.json").read_text())
    assert lock["packages"] == {} and lock["info"]["python"].startswith("3.")
    assert not json.loads((dist_dir / "pyscript.json").read_text()).get("packages")


def test_app_archive_holds_the_packages(dist_dir):
    import zipfile
    (whl,) = dist_dir.glob("app-*.whl")
    names = zipfile.ZipFile(whl).namelist()
    assert "domino/__init__.py" in names
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]


def without_docstrings(tree):
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
            if isinstance(body[0], ast.Expr) and isinstance(getattr(body[0].value, "value", None), str):
                body[0].value.value = ""
    return tree


class WithoutAnnotations(ast.NodeTransformer):
    """The tree as slim_python ships it: no annotation on a function's arguments or return, and an
    annotated assignment outside a class body a plain one (a class body keeps its annotations)."""

    def visit_ClassDef(self, node):
        node.body = [stmt if isinstance(stmt, ast.AnnAssign) else self.visit(stmt) for stmt in node.body]
        return node

    def visit_FunctionDef(self, node):
        node.returns = None
        a = node.args
        for arg in (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg):
            if arg is not None:
                arg.annotation = None
        self.generic_visit(node)
        return node

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_AnnAssign(self, node):
        if node.value is None or not isinstance(node.target, ast.Name):
            return node
        return ast.copy_location(ast.Assign(targets=[node.target], value=node.value), node)


def test_archived_python_is_the_source_less_its_comments_on_the_same_lines(dist_dir):
    import zipfile
    (whl,) = dist_dir.glob("app-*.whl")
    archive = zipfile.ZipFile(whl)
    sources = {p.relative_to(ROOT / "py").as_posix(): p for p in (ROOT / "py").glob("*/**/*.py")}
    assert sorted(n for n in archive.namelist() if n.endswith(".py")) == sorted(sources)
    for name, path in sources.items():
        shipped, source = archive.read(name).decode(), path.read_text()
        assert "#" not in "".join(t.string for t in tokenize.generate_tokens(io.StringIO(shipped).readline)
                                  if t.type == tokenize.COMMENT), name
        a, b = WithoutAnnotations().visit(without_docstrings(ast.parse(source))), ast.parse(shipped)
        assert ast.dump(a) == ast.dump(b), name
        lines = [[n.lineno for n in ast.walk(t) if isinstance(n, ast.stmt)] for t in (a, b)]
        assert lines[0] == lines[1], name


RULES_OF = """text => { const sheet = new CSSStyleSheet(); sheet.replaceSync(text);
  const walk = rules => [...rules].map(r => r.cssText);
  return walk(sheet.cssRules); }"""


def test_shipped_css_is_the_same_rules_without_comments(page, dist_dir):
    """Each stylesheet ships without comments or idle whitespace, and the browser reads the very
    same rules from it as from the source (its own serialization of every rule compared)."""
    page.set_content("<!doctype html><title>css</title>")
    sources = sorted((ROOT / "static").glob("*.css"))
    assert sources
    for path in sources:
        source, shipped = path.read_text(encoding="utf-8"), (dist_dir / "static" / path.name).read_text(encoding="utf-8")
        assert "/*" not in shipped and "\n" not in shipped and len(shipped) < 0.9 * len(source), path.name
        rules = [same_spacing(r) for r in page.evaluate(RULES_OF, source)]
        assert len(rules) > 10 and [same_spacing(r) for r in page.evaluate(RULES_OF, shipped)] == rules, path.name


def same_spacing(rule: str) -> str:
    """A rule as the browser wrote it, its spaces made alike: a value with var() in it is kept as
    written, where a space more or less (beside a comma, at a line break) means nothing."""
    return re.sub(r" ?([,>]) ?", r"\1", re.sub(r"\s+", " ", rule))


@pytest.mark.parametrize("path, mime", [
    ("vendor/pyodide/pyodide.asm.wasm", "application/wasm"),
    ("vendor/pyodide/pyodide.mjs", "text/javascript"),
    ("vendor/pyscript/core.js", "text/javascript"),
    ("pyscript.json", "application/json"),
    ("index.html", "text/html"),
])
def test_served_mime_types(app_url, path, mime):
    with urllib.request.urlopen(app_url + path) as r:
        assert r.headers.get_content_type() == mime


def test_boots_within_origin_then_offline_reload_and_new_tab_boot_and_play(app, context, guard, app_url):
    """The first visit boots from its own origin only; after it the app boots and plays with the
    network off: reload, and a new tab."""
    assert app.title
    assert guard.requests, "no request recorded"
    assert any(u.endswith("pyodide.asm.wasm") for u in guard.requests)
    assert guard.outside_origin() == []
    app.wait_for_function(CONTROLLED, timeout=SW_TIMEOUT_MS)
    context.set_offline(True)
    response = app.reload()
    assert response is not None and response.from_service_worker
    wait_ready(app)
    tab = context.new_page()
    open_app(tab, app_url)
    tab.click('[data-action="new-game"]')
    wait_actionable(tab)
    chain = tab.locator("[data-chain] [data-tile]").count()
    take_turn(tab)
    tab.wait_for_function(f"document.querySelectorAll('[data-chain] [data-tile]').length > {chain}"
                          " || document.body.dataset.phase !== 'playing'", timeout=TURN_MS)
    assert guard.outside_origin() == []


def test_embedded_in_iframe_boots_without_service_worker(page, app_url, guard):
    """In a portal's iframe the app boots, and sw-register leaves service workers alone (in a
    context where they run: elsewhere the browser tests have none)."""
    host = app_url + "__e2e_portal.html"
    answer(page, host, portal_html(app_url), "text/html")
    page.goto(host)
    frame = page.frame_locator("#game")
    frame.locator(READY).wait_for(state="attached", timeout=READY_MS)
    page.wait_for_timeout(1000)  # give a (wrong) registration the time to happen
    registrations = page.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)")
    assert registrations == 0


def test_update_waits_for_the_player_and_keeps_the_game(page, guard, dist_dir, tmp_path, serve):
    """A new build installs in the background; a hand in progress is never reloaded: the page offers
    "Update ready", the game goes on, and the switch (reload, old cache deleted) happens when the
    player agrees. On the menu with nothing to continue, it switches by itself."""
    site = tmp_path / "site"
    shutil.copytree(dist_dir, site)
    url = serve(site)
    guard.allow_origin(url)
    open_app(page, url)
    page.wait_for_function(CONTROLLED, timeout=SW_TIMEOUT_MS)
    old = re.search(r'const VERSION = "([0-9a-f]{16})";', (site / "service-worker.js").read_text()).group(1)
    assert page.evaluate("caches.keys()") == [f"domino:{url}:{old}"]

    page.click('[data-action="new-game"]')
    wait_actionable(page)
    take_turn(page)
    wait_actionable(page)
    page.evaluate("window.sameDocument = true")
    game = page.evaluate(CHAIN_AND_HAND)

    new = "0123456789abcdef"
    bump_version(site, page, new)
    wait_for(page, "#update", state="visible", timeout=SW_TIMEOUT_MS)
    assert page.locator("#update").inner_text().startswith("Update ready")
    # The new version waits: same page, same game, old worker in charge, and the game goes on.
    assert page.evaluate("window.sameDocument") is True
    assert page.evaluate(CHAIN_AND_HAND) == game
    assert page.evaluate("navigator.serviceWorker.getRegistration().then(r => !!r.waiting)")
    take_turn(page)
    page.wait_for_function(f"JSON.stringify(({CHAIN_AND_HAND})()) !== {json.dumps(json.dumps(game))}",
                           timeout=TURN_MS)
    wait_actionable(page)
    assert page.evaluate("window.sameDocument") is True
    game = page.evaluate(CHAIN_AND_HAND)

    # The player agrees: the page reloads under the new version, and the saved game continues.
    with page.expect_navigation(timeout=SW_TIMEOUT_MS):
        page.click('[data-action="update"]')
    wait_ready(page)
    wait_for_promise(page, ONE_CACHE_OF, arg=new, timeout=SW_TIMEOUT_MS)
    assert page.locator("#update").is_hidden()
    page.click('[data-action="continue"]')
    wait_actionable(page)
    assert page.evaluate(CHAIN_AND_HAND) == game

    # On the menu with no hand in progress (no saved game), the next version switches by itself.
    page.evaluate("localStorage.clear()")
    reload(page)
    assert page.locator('[data-action="continue"]').count() == 0
    page.wait_for_function(CONTROLLED, timeout=SW_TIMEOUT_MS)
    page.evaluate("window.sameDocument = true")
    newer = "fedcba9876543210"
    with page.expect_navigation(timeout=SW_TIMEOUT_MS):
        bump_version(site, page, newer)
    wait_ready(page)
    assert page.evaluate("window.sameDocument") is None
    wait_for_promise(page, ONE_CACHE_OF, arg=newer, timeout=SW_TIMEOUT_MS)


def test_boots_and_goes_offline_from_a_sub_path(page, context, guard, dist_dir, tmp_path, serve):
    """dist/ deployed under /games/dominoes/ works as is: relative URLs, worker scoped there."""
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "dominoes").symlink_to(dist_dir, target_is_directory=True)
    root = serve(tmp_path)
    guard.allow_origin(root)
    url = root + "games/dominoes/"
    open_app(page, url, "")
    page.wait_for_function(CONTROLLED, timeout=SW_TIMEOUT_MS)
    assert page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.scope)") == url
    context.set_offline(True)
    reload(page)
    assert all(u.startswith(url) for u in guard.requests if u.startswith(root)), guard.requests
