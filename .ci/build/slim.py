"""The app's Python, CSS, scripts and page as shipped: the same code with its comments (and
docstrings, and the Python's type annotations) left out.

The browser never reads them, and they are a third of the archive's bytes (the types are checked
by mypy before the build; nothing in the app reads a function's annotations at run time). Every Python statement
stays on its own line number, so a traceback from the page points at the right line of the source.
CSS also loses the whitespace that means nothing (indentation, line breaks, runs of spaces).
"""

from __future__ import annotations

import ast
import io
import re
import tokenize


def _docstring_spans(tree: ast.AST) -> list[tuple[int, int, int, int]]:
    """(start line, start col, end line, end col) of each docstring's string literal."""
    spans = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                v = first.value
                spans.append((v.lineno, v.col_offset, v.end_lineno or v.lineno, v.end_col_offset or 0))
    return spans


def _before(lines: list[str], line: int, col: int, mark: str) -> tuple[int, int] | None:
    """Where `mark` starts when only whitespace stands between it and (line, col), else None."""
    while True:
        text = lines[line - 1][:col].rstrip()
        if text:
            return (line, len(text) - len(mark)) if text.endswith(mark) else None
        if line == 1:
            return None
        line -= 1
        col = len(lines[line - 1])


def _annotation_spans(tree: ast.AST, lines: list[str]) -> list[tuple[int, int, int, int]]:
    """Spans of the annotations of functions' arguments and returns (with their `:` and `->`) and of
    assignments outside class bodies (`x: int = 1` -> `x = 1`). A class body's annotations stay:
    dataclasses, TypedDicts and Protocols read them. An annotation in brackets the tree does not
    show is kept."""
    kept = {id(stmt) for node in ast.walk(tree) if isinstance(node, ast.ClassDef) for stmt in node.body}
    spans = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if node.returns is not None:
                r = node.returns
                start = _before(lines, r.lineno, r.col_offset, "->")
                if start is not None and _before(lines, r.lineno, r.col_offset, ") ->") is not None:
                    spans.append((*start, r.end_lineno or r.lineno, r.end_col_offset or 0))
            a = node.args
            for arg in (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg):
                ann = arg.annotation if arg is not None else None
                if arg is not None and ann is not None and \
                        _before(lines, ann.lineno, ann.col_offset, arg.arg + ":") == (arg.lineno, arg.col_offset):
                    spans.append((arg.lineno, arg.col_offset + len(arg.arg), ann.end_lineno or ann.lineno,
                                  ann.end_col_offset or 0))
        elif isinstance(node, ast.AnnAssign) and node.value is not None and id(node) not in kept \
                and isinstance(node.target, ast.Name):
            t, ann = node.target, node.annotation
            if _before(lines, ann.lineno, ann.col_offset, ":") == (t.lineno, t.end_col_offset):
                spans.append((t.lineno, t.end_col_offset or 0, ann.end_lineno or ann.lineno, ann.end_col_offset or 0))
    return spans


def slim_python(source: str) -> str:
    """`source` without comments, docstrings (each becomes an empty string, so a body that held only
    one stays a body) or annotations outside class bodies, on the same line numbers; compiles to the
    same code but for those annotations."""
    lines = source.splitlines(keepends=True)
    cuts: list[tuple[int, int, int, int, str]] = []   # (line, col, end line, end col, replacement)
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            cuts.append((*tok.start, *tok.end, ""))
    tree = ast.parse(source)
    cuts += [(*span, '""') for span in _docstring_spans(tree)]
    cuts += [(*span, "") for span in _annotation_spans(tree, lines)]
    for line, col, end_line, end_col, text in sorted(cuts, reverse=True):
        kept = (lines[line - 1][:col] + text + lines[end_line - 1][end_col:]).rstrip()
        lines[line - 1:end_line] = [kept + "\n" if kept else "\n"] + ["\n"] * (end_line - line)
    return "".join(lines)


_CSS_DELIMITERS = "{};,>"   # no space is needed on either side of these (outside strings)


def slim_css(source: str) -> str:
    """`source` without comments, its whitespace outside strings cut to one space, and to none beside
    a delimiter: the same rules to a browser (a space between words, as in `calc(a + b)` or a
    descendant selector, stays)."""
    out: list[str] = []
    i, n = 0, len(source)
    space = False
    while i < n:
        ch = source[i]
        if ch in "\"'":                      # a string, kept as written (escapes included)
            j = i + 1
            while j < n and source[j] != ch:
                j += 2 if source[j] == "\\" else 1
            chunk, i = source[i:j + 1], j + 1
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            i = n if end < 0 else end + 2
            space = True
            continue
        elif ch.isspace():
            space, i = True, i + 1
            continue
        else:
            chunk, i = ch, i + 1
        if space and out and out[-1][-1] not in _CSS_DELIMITERS and chunk[0] not in _CSS_DELIMITERS:
            out.append(" ")
        space = False
        out.append(chunk)
    return "".join(out)


_LINE_COMMENT = re.compile(r"^[ \t]*//[^\n]*\n", re.M)
_JSDOC_LINES = re.compile(r"^[ \t]*/\*\*(?:(?!\*/).)*\*/[ \t]*\n", re.M | re.S)   # on lines of its own
_JSDOC = re.compile(r"/\*\*.*?\*/ ?")
_INDENT = re.compile(r"^[ \t]+", re.M)
_BLANK = re.compile(r"^\n", re.M)


def slim_html(text: str) -> str:
    """A page without its lines' indentation: a line break still stands between the tags and words
    that had one, so whitespace collapses to the same single space; only preformatted text (pre,
    textarea) would show it, and a page that holds one is refused."""
    if re.search(r"<(pre|textarea)\b", text, re.I):
        raise ValueError("slim_html: the page holds preformatted text, whose indentation shows")
    return _INDENT.sub("", text)


def slim_js(source: str) -> str:
    """A script without its whole-line `//` comments, its JSDoc (`/** ... */`: the types the type
    check reads, on lines of their own or in a cast), its blank lines and its lines' indentation
    (a line break stays between any two lines of code, so no statement ends elsewhere): code, strings and
    other comments stay as written (no script of the app has a string that spans lines or holds
    `/**`: tests/unit/test_javascript.py checks both)."""
    return _BLANK.sub("", _INDENT.sub("", _LINE_COMMENT.sub("", _JSDOC.sub("", _JSDOC_LINES.sub("", source)))))
