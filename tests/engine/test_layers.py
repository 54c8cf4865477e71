"""The import graph of py/, read from the source with `ast`: no cycles anywhere, and the engine's
layers import one way (core <- variants <- ai <- the package root), plus a size limit per module.

Every import statement counts, a function's own imports too. Importing a submodule runs its
parent packages first; that is how packages work, so it is not counted as an edge.
"""
from __future__ import annotations

import ast
from pathlib import Path


PY = Path(__file__).resolve().parents[2] / "py"
MAX_LINES = 400


def module_name(path: Path, root: Path = PY) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path = PY) -> dict[str, Path]:
    return {module_name(p, root): p for p in sorted(root.rglob("*.py"))}


def _package(name: str, path: Path) -> str:
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def imports_of(name: str, path: Path, known) -> set[str]:
    """The project modules `name` imports (at any depth of its code)."""
    found = set()
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = _package(name, path).split(".")
                package = package[:len(package) - (node.level - 1)]
                base = ".".join(package + ([base] if base else []))
            # `from package import submodule` imports the submodule; a name imports `base`.
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:       # `import a.b.name` of a name in a.b
                target = target.rpartition(".")[0]
            if target:
                found.add(target)
    return found


def graph(root: Path = PY) -> dict[str, set[str]]:
    known = modules(root)
    return {name: imports_of(name, path, known) for name, path in known.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module, and modules importing themselves
    (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1 or node in edges[node]:
                    found.append(sorted(component))
    return found


LAYERS = ("domino.core", "domino.variants", "domino.ai")


def layer(name: str) -> int:
    """0 core, 1 variants, 2 ai, 3 the package root (domino, domino.arena, domino.lessons)."""
    for rank, prefix in enumerate(LAYERS):
        if name == prefix or name.startswith(prefix + "."):
            return rank
    return len(LAYERS)


def variant_package(name: str) -> str | None:
    """'domino.variants.line' for any module of that variant; None for the variants package."""
    parts = name.split(".")
    return ".".join(parts[:3]) if len(parts) > 2 and parts[1] == "variants" else None


def upward_imports(edges) -> list[str]:
    bad = []
    for name in sorted(edges):
        if not name.startswith("domino"):
            continue
        for target in sorted(edges[name]):
            if not target.startswith("domino"):
                bad.append(f"{name} -> {target} (the engine imports the table)")
            elif layer(target) > layer(name):
                bad.append(f"{name} -> {target}")
            elif layer(name) == layer(target) == 1:
                mine, theirs = variant_package(name), variant_package(target)
                if mine is not None and theirs != mine:
                    bad.append(f"{name} -> {target} (a variant imports another)")
    return bad


def long_modules(prefix: str) -> list[str]:
    out = []
    for name, path in modules().items():
        if name == prefix or name.startswith(prefix + "."):
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if lines > MAX_LINES:
                out.append(f"{path.relative_to(PY)}: {lines} lines")
    return out


def test_the_graph_sees_every_kind_of_import(tmp_path):
    files = {
        "pkg/__init__.py": "from . import sub\n",
        "pkg/sub/__init__.py": "",
        "pkg/sub/a.py": "from .b import thing\nfrom .. import other\n",
        "pkg/sub/b.py": "def f():\n    import pkg.other.deep\n    from pkg.sub import a\n",
        "pkg/other/__init__.py": "from pkg.other.deep import name_in_deep\n",
        "pkg/other/deep.py": "import os\nimport pkg\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    assert graph(tmp_path) == {
        "pkg": {"pkg.sub"},
        "pkg.sub": set(),
        "pkg.sub.a": {"pkg.sub.b", "pkg.other"},            # a name from a package: the package
        "pkg.sub.b": {"pkg.other.deep", "pkg.sub.a"},       # imports inside a function count
        "pkg.other": {"pkg.other.deep"},
        "pkg.other.deep": {"pkg"},                           # the standard library does not
    }
    assert cycles(graph(tmp_path)) == [["pkg.sub.a", "pkg.sub.b"]]


def test_no_cycles_in_the_engine():
    edges = graph()
    assert [c for c in cycles(edges) if c[0].startswith("domino")] == []


def test_the_engine_imports_one_way():
    assert upward_imports(graph()) == []


def test_no_cycles_in_the_table():
    edges = graph()
    assert [c for c in cycles(edges) if not c[0].startswith("domino")] == []


def test_no_engine_module_is_over_the_limit():
    assert long_modules("domino") == []


def test_no_table_module_is_over_the_limit():
    assert long_modules("table") == []


def test_cycles_finds_loops_and_self_imports():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"a"}, "b": set()}) == [["a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


# The table's packages, each with one job. `render` and `boards` turn state into Markup and taps
# into intents; `storage` keeps documents; `flow` holds the session and what changes it; `browser`
# is the edge that talks to the page and the platform. Only the composition root wires the edge.
# `language` (the message catalogue) is a leaf every package words its sentences through.
TABLE_RULES = {
    "table.language": {"table.language"},
    "table.render": {"table.jsvalues", "table.language", "table.render"},
    "table.boards": {"table.jsvalues", "table.language", "table.render", "table.boards"},
    "table.storage": {"table.jsvalues", "table.language", "table.storage"},
    "table.flow": {"table.jsvalues", "table.language", "table.render", "table.boards", "table.storage",
                   "table.flow"},
    "table.browser": {"table.jsvalues", "table.language", "table.render", "table.boards", "table.storage",
                      "table.flow", "table.browser"},
}
BROWSER_MODULES = ("js", "pyodide", "pyscript")   # only the edge, the root and jsvalues touch them


def table_package(name: str) -> str:
    parts = name.split(".")
    return ".".join(parts[:2]) if len(parts) > 1 else name


def table_crossings(edges) -> list[str]:
    bad = []
    for name in sorted(edges):
        allowed = TABLE_RULES.get(table_package(name))
        if allowed is None:
            continue
        for target in sorted(edges[name]):
            if target.startswith("table") and table_package(target) not in allowed:
                bad.append(f"{name} -> {target}")
    return bad


def browser_imports(root: Path = PY) -> list[str]:
    bad = []
    for name, path in modules(root).items():
        if not name.startswith("table.") or name.startswith(("table.browser", "table.app", "table.jsvalues")):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            found = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
            bad += [f"{name} imports {m}" for m in found if m.split(".")[0] in BROWSER_MODULES]
    return bad


def test_the_table_packages_import_one_way():
    assert table_crossings(graph()) == []


def test_only_the_browser_edge_touches_the_browser():
    assert browser_imports() == []


def test_the_table_rules_see_a_crossing():
    edges = {"table.render.pieces": {"table.storage.profile", "table.render.markup"},
             "table.flow.controller": {"table.browser.viewports", "domino"},
             "table.browser.page": {"table.flow.actions"}}
    assert table_crossings(edges) == ["table.flow.controller -> table.browser.viewports",
                                      "table.render.pieces -> table.storage.profile"]
