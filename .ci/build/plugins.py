"""PyScript as the page runs it: only the chunks it may run, under lower-case names.

PyScript's core imports every plugin it knows as it starts (the editor, the terminal, py-game,
donkey, a deprecation check), though the page has none of their tags; and some of its code imports
chunks only a feature the page never uses runs (CodeMirror for the editor, the package graph for
`packages=`, a TOML parser for a TOML config). The build rewrites the core so that it imports
none of them: the plugin table keeps only `error`, and its chunk is fetched only when there is a
Python error to show (boot-guard.js turns PyScript's error box into the start-up card); any other
chunk's import becomes a rejection naming it. Then only the chunks still named ship, renamed to
lower case (some hosts refuse capitals in file names) with the imports that name them.

The rewriting reads the minified core of the pinned PyScript (runtime.py): every shape it relies on
is checked, so a new PyScript that differs fails the build here instead of shipping a broken core.
"""

from __future__ import annotations

import re

from .common import BuildError

FOLDER = "vendor/pyscript/"
ROOTS = ("core.js", "core.css")    # what index.html names
# The chunks the page may run: the core, and the error box. Not zip-*.js: PyScript unpacks the
# app's wheel with it for other interpreters only; Pyodide unpacks it itself (unpackArchive).
RUN = ("core", "error")
# The plugin table, as the core has it: name -> a function importing the plugin.
PLUGINS = ("codemirror", "deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal")
_TABLE = re.compile(r'var (\w+)=\{((?:(?:"[\w-]+"|\w+):\(\)=>(?:import\("\./[\w-]+\.js"\)'
                    r'|Promise\.resolve\(\)\.then\(function\(\)\{return \w+\}\)),?)+)\}')
_ENTRY = re.compile(r'(?:"([\w-]+)"|(\w+)):\(\)=>')
_CHUNK = re.compile(r'^(.+)-[\w-]{8}\.js$')        # Rollup's name-hash.js
_IMPORT = re.compile(r'import\("\./([\w.-]+\.js)"\)')
_NAMED = re.compile(r'(?:from|import\()\s*"\./([\w.-]+)"')
# The error plugin's chunk: it imports the core's hooks and its buffered writer, then wraps stderr.
_ERROR = re.compile(r'^import\{(\w+)(?: as (\w+))?,(\w+)(?: as (\w+))?\}from"\./(core-[\w-]+\.js)";'
                    r'.*\1\.main\.onReady\.add\(.*\.io\.stderr="py"===\w+\.type\?\w+:\w+\(\w+\)', re.S)
# The error plugin, lazy: the same hooks as error-*.js (stderr, then uncaught Python errors, each
# told in PyScript's box), the box's code imported only when there is something to tell.
LAZY_ERROR = (
    '(quiet=>{const tell=text=>quiet||import("./@CHUNK@").then(({notify})=>notify(text));'
    'return()=>(@HOOKS@.main.onReady.add(function once(wrap){@HOOKS@.main.onReady.delete(once);'
    'const{stderr:write}=wrap.io,say=(error,...rest)=>(tell(error.message||error),write(error,...rest));'
    'wrap.io.stderr="py"===wrap.type?say:@BUFFERED@(say);'
    'addEventListener("error",({message})=>{message.startsWith("Uncaught PythonError")&&tell(message)})}),'
    'Promise.resolve({notify:tell,notOnDOM(){quiet=!0}}))})(!1)'
)
LAZY_LOCALS = {"quiet", "tell", "text", "notify", "once", "wrap", "write", "say", "error", "rest", "message"}


def stem(name: str) -> str:
    """A chunk's name without its hash: `py-editor-C4XsZtn7.js` -> `py-editor`."""
    match = _CHUNK.match(name)
    return match.group(1) if match else name


def exported(core: str, name: str) -> str:
    """The core's own name for what it exports as `name` (its last statement: export{a as b,...})."""
    clause = re.search(r"export\{([^}]*)\};?\s*$", core)
    if not clause:
        raise BuildError("PyScript's core chunk no longer ends with its export list")
    for item in clause.group(1).split(","):
        local, _, as_name = item.partition(" as ")
        if (as_name or local) == name:
            return local
    raise BuildError(f"PyScript's core chunk no longer exports {name!r}")


def lazy_error(pyscript: dict[str, str], core_name: str, error_name: str) -> str:
    """The lazy error plugin, its names those of this core (the ones error-*.js imports)."""
    match = _ERROR.match(pyscript[error_name])
    if not match or match.group(5) != core_name:
        raise BuildError(f"PyScript's {error_name} no longer has the shape the lazy error plugin copies")
    hooks, buffered = (exported(pyscript[core_name], match.group(i)) for i in (1, 3))
    if {hooks, buffered} & LAZY_LOCALS:
        raise BuildError("PyScript's core names its hooks or its writer as a local of the lazy error plugin")
    return LAZY_ERROR.replace("@CHUNK@", error_name).replace("@HOOKS@", hooks).replace("@BUFFERED@", buffered)


def rewrite_core(pyscript: dict[str, str], core_name: str) -> str:
    """The core chunk with its plugin table down to the lazy error plugin, and every import of a
    chunk the page never runs turned into a rejection."""
    core = pyscript[core_name]
    tables = _TABLE.findall(core)
    if len(tables) != 1:
        raise BuildError(f"PyScript's core has {len(tables)} plugin tables where one was expected")
    name, body = tables[0]
    keys = tuple(quoted or bare for quoted, bare in _ENTRY.findall(body))
    if keys != PLUGINS:
        raise BuildError(f"PyScript's plugins changed: {keys}, expected {PLUGINS}")
    errors = [n for n in _IMPORT.findall(body) if stem(n) == "error"]
    if len(errors) != 1 or errors[0] not in pyscript:
        raise BuildError("PyScript's plugin table no longer imports one error-*.js chunk")
    table = f"var {name}={{{body}}}"
    core = core.replace(table, f"var {name}={{error:{lazy_error(pyscript, core_name, errors[0])}}}")

    def unless_run(match: re.Match) -> str:
        chunk = match.group(1)
        if chunk not in pyscript:
            raise BuildError(f"PyScript's core imports {chunk}, which its package does not hold")
        if stem(chunk) in RUN:
            return match.group(0)
        return f'Promise.reject(new Error("not in this build: {stem(chunk)}"))'

    return _IMPORT.sub(unless_run, core)


def reached(pyscript: dict[str, str]) -> set[str]:
    """The files the roots name, directly or through the files they name."""
    seen: set[str] = set()
    todo = list(ROOTS)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in pyscript:
            raise BuildError(f"PyScript's files name {name}, which its package does not hold")
        seen.add(name)
        todo += _NAMED.findall(pyscript[name]) if name.endswith(".js") else []
    return seen


def page_pyscript(files: dict[str, bytes]) -> None:
    """Replace `files`' vendored PyScript with what the page may run, under lower-case names."""
    pyscript = {n[len(FOLDER):]: files.pop(n).decode("utf-8") for n in list(files) if n.startswith(FOLDER)}
    core = re.search(r'from"\./(core-[\w-]+\.js)"', pyscript.get("core.js", ""))
    if not core:
        raise BuildError("PyScript's core.js no longer imports a core-*.js chunk")
    pyscript[core.group(1)] = rewrite_core(pyscript, core.group(1))
    kept = reached(pyscript)
    unexpected = sorted(n for n in kept if n not in ROOTS and stem(n) not in RUN)
    if unexpected:
        raise BuildError(f"PyScript's kept files reach chunks the page never runs: {unexpected}")
    lower = {name: name.lower() for name in kept}
    if len(set(lower.values())) != len(lower):
        raise BuildError("two of PyScript's files differ only in case")
    for name in sorted(kept):
        text = _NAMED.sub(lambda m: m.group(0).replace(m.group(1), lower[m.group(1)]), pyscript[name])
        files[FOLDER + lower[name]] = text.encode("utf-8")
