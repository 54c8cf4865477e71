"""No module of the table makes HTML but through table/render/markup.py: a scan of the source (ast) for
what would let text become markup - an f-string, a `%`, `+`, `*` or `.format` of a string that
holds markup, a template given to html()/raw() that is not written in the code, and any write of
innerHTML/outerHTML or insertAdjacentHTML - outside markup.py itself."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

TABLE = Path(__file__).resolve().parents[2] / "py" / "table"
OWN = "render/markup.py"  # the one place that writes to the DOM's HTML sinks
# Modules still to convert: their findings are not failures yet. Empty this set as each is converted.
PENDING: set[str] = set()

MARKUP = re.compile(r"<[A-Za-z/!]")
SINKS = {"innerHTML", "outerHTML"}
TEMPLATE_TAKERS = {"html", "raw"}


def _has_markup(node) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and bool(MARKUP.search(node.value))


def _fstring_text(node: ast.JoinedStr) -> str:
    """The f-string's literal text, each value standing as a letter (f"<{tag}>" is markup too)."""
    return "".join(part.value if isinstance(part, ast.Constant) else "x" for part in node.values)


def _callee(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _constants(tree) -> set[str]:
    """Module-level names bound once to a string literal: templates written in the code."""
    out = set()
    for node in tree.body:
        if isinstance(node, ast.Assign) and _is_str(node.value):
            out.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return out


def _is_str(node) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def findings(source: str, name: str = "<source>") -> list[str]:
    """Every place in `source` that makes or writes HTML outside markup.py, as 'name:line: what'."""
    tree = ast.parse(source, name)
    constants = _constants(tree)
    found = []

    def report(node, what):
        found.append(f"{name}:{node.lineno}: {what}")

    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr) and MARKUP.search(_fstring_text(node)):
            report(node, "f-string with markup (use markup.html)")
        elif isinstance(node, ast.BinOp) and (_has_markup(node.left) or _has_markup(node.right)):
            report(node, f"{type(node.op).__name__} of a string with markup (use markup.html/join)")
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for sub in ast.walk(target):
                    if isinstance(sub, ast.Attribute) and sub.attr in SINKS:
                        report(node, f"assignment to .{sub.attr} (use markup.write)")
        elif isinstance(node, ast.Call):
            callee = _callee(node)
            if callee == "insertAdjacentHTML":
                report(node, "insertAdjacentHTML (use markup.insert)")
            elif callee == "setattr" and len(node.args) > 1 and _is_str(node.args[1]) and node.args[1].value in SINKS:
                report(node, f"setattr of {node.args[1].value} (use markup.write)")
            elif callee == "format" and isinstance(node.func, ast.Attribute) and _has_markup(node.func.value):
                report(node, "str.format of markup (use markup.html)")
            elif callee in TEMPLATE_TAKERS and isinstance(node.func, (ast.Name, ast.Attribute)):
                first = node.args[0] if node.args else None
                literal = _is_str(first) or (isinstance(first, ast.Name) and first.id in constants)
                if not literal:
                    report(node, f"{callee}() of a template not written in the code")
    return found


def modules():
    return sorted(p for p in TABLE.rglob("*.py") if rel(p) != OWN)


def rel(path: Path) -> str:
    return path.relative_to(TABLE).as_posix()


@pytest.mark.parametrize("path", [p for p in modules() if rel(p) not in PENDING], ids=rel)
def test_the_module_makes_html_only_through_markup(path):
    assert findings(path.read_text(), rel(path)) == []


def test_a_pending_module_leaves_the_list_once_converted():
    """PENDING is only for modules with findings left: a clean one is checked like the others."""
    for name in sorted(PENDING):
        path = TABLE / name
        assert path.exists(), f"{name} is gone: take it out of PENDING"
        assert findings(path.read_text(), name), f"{name} makes no raw HTML any more: take it out of PENDING"


def test_the_scan_finds_each_kind_of_raw_html():
    source = '''
TEMPLATE = '<b>{}</b>'
node.innerHTML = "<p>x</p>"
node.outerHTML += text
el.parent.innerHTML: str = ""
setattr(node, "innerHTML", text)
node.insertAdjacentHTML("beforeend", text)
a = f"<span>{name}</span>"
b = f"<{tag} class=x>"
c = "<li>" + name
d = "<td>%s</td>" % name
e = "<i></i>" * 3
f = "<p>{}</p>".format(name)
g = html(f"<p>{name}</p>")
h = markup.raw(variable)
ok1 = html(TEMPLATE, name)
ok2 = html('<p>{}</p>', name) + raw("<hr>")
ok3 = f"{a} < {b}: {c}"
ok4 = f'[data-end="{end}"]'
ok5 = "a" + "b"
'''
    lines = sorted(int(f.split(":")[1]) for f in findings(source))
    # every line from innerHTML to markup.raw(variable), none after; g twice (f-string and template)
    assert lines == [*range(3, 15), 14, 15]
