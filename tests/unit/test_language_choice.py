"""static/language.js chooses the page's language before Python is up; table.language.languages
chooses it again once Python is. Both must pick the same one for the same settings and browser,
or the menu would speak one language and the table another: the script as shipped is run in Node
on each case, beside the Python choice."""

from __future__ import annotations

import json
import subprocess

import pytest
from test_javascript import ROOT, node, shipped

from table.language.languages import AUTO, choose

# The shipped script in a page of nothing: its fetch of a language's file is recorded, never answered.
PAGE = """
const CASE = __CASE__;
const requested = [];
const inert = new Proxy(function () {}, {get: (_, key) => key === Symbol.toPrimitive ? () => "" : inert,
                                         apply: () => inert});
globalThis.window = globalThis;
globalThis.location = {search: CASE.search};
globalThis.localStorage = {getItem: (key) => key.endsWith("settings") ? CASE.settings : null};
Object.defineProperty(globalThis, "navigator", {value: {languages: CASE.languages, language: CASE.languages[0] || ""}});
globalThis.document = {documentElement: {}, querySelector: () => null, querySelectorAll: () => [],
                       createTreeWalker: () => ({nextNode: () => null}), head: inert};
globalThis.fetch = (url) => { requested.push(String(url)); return new Promise(() => {}); };
eval(__SCRIPT__);
const asked = requested.filter((url) => url.includes("lang/")).map((url) => url.split("/").pop().split(".")[0]);
console.log(JSON.stringify(asked.length ? asked[0] : "en"));
"""

CASES = [  # (?lang= values, the settings document's lang, the browser's languages)
    ([], None, ["es-MX", "en"]),
    ([], None, ["pt-PT"]),
    ([], None, ["PT-br"]),
    ([], None, ["de-DE", "fr-CA", "es"]),
    ([], None, ["de", "ja"]),
    ([], None, []),
    ([], "fr", ["es"]),
    ([], "auto", ["pt-BR"]),
    ([], "en", ["es"]),
    ([], "xx", ["fr"]),
    (["es"], "fr", ["pt-BR"]),
    (["ES"], None, []),
    (["es", "fr"], None, ["pt-BR"]),   # asked twice: the address says nothing
    (["klingon"], "fr", ["es"]),
]


def python_choice(asked: list[str], setting: str | None, languages: list[str]) -> str:
    """The language the address asks for (?lang= once, a language the table speaks: README), else the
    table's own choice from Settings and the browser, the one it makes when Settings change."""
    from table.language.languages import OFFERED, known

    if len(asked) == 1 and known(asked[0]) in OFFERED:
        return str(known(asked[0]))
    return choose(setting if setting is not None else AUTO, languages)


@pytest.mark.parametrize("asked, setting, languages", CASES)
def test_the_script_and_the_table_choose_the_same_language(asked, setting, languages, tmp_path):
    runner = node()
    script = shipped(ROOT / "static" / "language.js")
    case = {"search": "?" + "&".join(f"lang={code}" for code in asked),
            "settings": None if setting is None else json.dumps({"lang": setting}), "languages": languages}
    program = tmp_path / "choose.js"
    program.write_text(PAGE.replace("__CASE__", json.dumps(case)).replace("__SCRIPT__", json.dumps(script)),
                       encoding="utf-8")
    done = subprocess.run([runner, str(program)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    # the file asked for is named by the code in lower case
    assert json.loads(done.stdout.strip().splitlines()[-1]) == python_choice(asked, setting, languages).lower()
