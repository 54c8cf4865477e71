"""The table's structure, read from its source: one writer of the session, one click listener and one
key listener, every action named in the markup has a handler, and a Session cannot be written to."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import pytest

from fakes import table
from table.render.screens import TAB_NOTICES, tab_notice
from table.flow.session import Session, settings

TABLE = Path(__file__).resolve().parents[2] / "py" / "table"
ROOT = TABLE.parents[1]


def trees():
    return {p.relative_to(TABLE).as_posix(): ast.parse(p.read_text(encoding="utf-8"), p.name)
            for p in sorted(TABLE.rglob("*.py"))}


def test_only_the_controller_writes_the_session():
    writers = set()
    for name, tree in trees().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "_set":
                writers.add(name)
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] \
                if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
            for target in targets:
                for sub in ast.walk(target):
                    if isinstance(sub, ast.Attribute) and sub.attr == "session":
                        writers.add(name)
    # The controller's class and the classes it is built from (the owner, the turn loop, starting).
    assert writers == {"flow/controller.py", "flow/table_owner.py", "flow/turn_loop.py", "flow/starting.py"}


def test_a_session_cannot_be_assigned_to():
    s = Session(cfg=settings({"mode": "computer"}))
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.note = "changed"
    with pytest.raises(TypeError):
        s.cfg["mode"] = "local"
    ctl = table()
    with pytest.raises(dataclasses.FrozenInstanceError):
        ctl.session.phase = "playing"


def listeners():
    """(module, event, target source) of every addEventListener in py/table, with page.py's table of
    bindings read as the listeners it adds."""
    found = []
    for name, tree in trees().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr == "addEventListener" and isinstance(node.args[0], ast.Constant):
                found.append((name, node.args[0].value, ast.unparse(node.func.value)))
            if name == "browser/page.py" and isinstance(node, ast.Tuple) and len(node.elts) == 3 \
                    and isinstance(node.elts[1], ast.Constant) and isinstance(node.elts[1].value, str):
                found.append((name, node.elts[1].value, ast.unparse(node.elts[0])))
    return found


def test_one_click_listener_and_one_key_listener_on_the_document():
    found = listeners()
    clicks = [f for f in found if f[1] == "click"]
    keys = [f for f in found if f[1] in ("keydown", "keyup", "keypress")]
    assert clicks == [("browser/page.py", "click", "self.doc")]
    assert keys == [("browser/page.py", "keydown", "self.doc")]
    # Every other listener is the page's own (a burst's end of flight among them), or a channel to
    # other tabs and to a portal host.
    assert {name for name, *_ in found} <= {"browser/page.py", "browser/bursts.py", "browser/tabs.py",
                                            "browser/portal.py", "browser/hosts.py"}


def markup_actions():
    """Every data-action, data-ui and data-lesson-ui value written in the page and the table's markup
    (with the tools' and the notices' buttons, whose values are data)."""
    text = (ROOT / "index.html").read_text(encoding="utf-8") + "".join(
        p.read_text(encoding="utf-8") for p in TABLE.rglob("*.py"))
    out = set()
    for attr, prefix in (("data-action", ""), ("data-ui", ""), ("data-lesson-ui", "lesson-")):
        for value in re.findall(attr + r'=\\?["\']([a-z-]+)', text):
            out.add(prefix + value)
    out |= set(re.findall(r'tools.append\(\("([a-z-]+)"', (TABLE / "flow" / "coin_tools.py").read_text()))  # data-action="{action}"
    out |= {ui for kind in TAB_NOTICES for ui, _, _ in tab_notice(kind)[2]}  # data-ui="{ui}"
    return out


def test_every_action_in_the_markup_has_a_handler():
    ctl = table()
    names = markup_actions()
    assert {"new-game", "menu", "hint", "undo", "restart", "ready", "draw", "pass", "close", "take-over",
            "lesson-show"} <= names
    # "update" is the service worker's button (static/sw-register.js answers it).
    assert names - set(ctl.actions) == {"update"}
