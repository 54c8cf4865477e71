"""The message template: every message of py/ (the table's `_`, `_n`, `_p`, `N_`, and the
engine's `Message` and `N_`), of the page's scripts (static/*.js: `say`), of index.html and of the
web app manifest, extracted by Babel into py/table/language/messages.pot, the file each
language's translation is made from. `python build.py words` writes it; a unit test fails when it is
stale. Babel is a development tool (the test extras pin it); the app never loads it."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from datetime import datetime, timezone

from .common import ROOT, log

TEMPLATE = ROOT / "py" / "table" / "language" / "messages.pot"
# _n's (and the engine's Counted's) arguments 1 and 2 are the singular and plural; _p's first is the context.
KEYWORDS = {"_": None, "_n": (1, 2), "_p": ((1, "c"), 2), "N_": None, "N_n": (1, 2), "Message": None,
            "Counted": (1, 2)}
COMMENT_TAGS = ("Translators:",)
# A fixed date keeps the template's bytes a function of the messages alone.
STAMP = datetime(2026, 1, 1, tzinfo=timezone.utc)


# index.html's words, said before Python is up (static/language.js puts the player's language in):
# each text of an element and each label attribute, whitespace collapsed, read from the page as it
# is served (its game rows stamped from the catalog: menu.py). Markup never enters one: an
# element's text is a message, its <b> heading another.
PAGE_ATTRIBUTES = ("aria-label", "title", "placeholder", "alt")
PAGE_SKIPPED = frozenset({"script", "style", "noscript", "code", "svg"})
PAGE_VOID = frozenset({"input", "meta", "link", "br", "img", "source", "wbr", "hr"})


def page_messages(text: str) -> list[str]:
    """The words of a page (index.html) a player reads: texts with a word in them, and labels."""
    from html.parser import HTMLParser

    found: list[str] = []
    open_tags: list[str] = []

    class Reader(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if tag not in PAGE_VOID:
                open_tags.append(tag)
            values = dict(attrs)
            found.extend(v for k in PAGE_ATTRIBUTES if (v := values.get(k)))
            if tag == "meta" and values.get("name") == "description" and values.get("content"):
                found.append(str(values["content"]))

        def handle_endtag(self, tag: str) -> None:
            while tag in open_tags and open_tags.pop() != tag:
                pass

        def handle_data(self, data: str) -> None:
            words = " ".join(data.split())
            if not PAGE_SKIPPED.intersection(open_tags) and re.search(r"[A-Za-z]{2}", words):
                found.append(words)

    Reader(convert_charrefs=True).feed(text)
    return list(dict.fromkeys(found))


# The page's scripts (static/*.js), said before Python is up: each message is a call of `say`
# (static/boot-guard.js), with named placeholders.
SCRIPTS = ROOT / "static"
SCRIPT_KEYWORDS = {"say": None}
# The web app manifest's words: the build writes one manifest per language (language_manifest).
MANIFEST = ROOT / "static" / "manifest.webmanifest"
MANIFEST_WORDS = ("name", "short_name", "description")


def manifest_messages(text: str) -> list[str]:
    """The words of the web app manifest an install shows: its name and description."""
    import json

    manifest = json.loads(text)
    return list(dict.fromkeys(manifest[key] for key in MANIFEST_WORDS if manifest.get(key)))


def template_bytes() -> bytes:
    """The template as `python build.py words` writes it, from the sources as they are now."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir
    from babel.messages.pofile import write_po

    catalog = Catalog(project="Dominoes", version="1", creation_date=STAMP, revision_date=STAMP,
                      charset="utf-8", fuzzy=False)
    found = extract_from_dir(str(ROOT / "py"), method_map=[("**.py", "python")], keywords=KEYWORDS,
                             comment_tags=COMMENT_TAGS, strip_comment_tags=True)
    for filename, lineno, message, comments, context in found:
        catalog.add(message, None, [(f"py/{filename}", lineno)], auto_comments=comments, context=context)
    scripts = extract_from_dir(str(SCRIPTS), method_map=[("*.js", "javascript")], keywords=SCRIPT_KEYWORDS,
                               comment_tags=COMMENT_TAGS, strip_comment_tags=True)
    for filename, lineno, message, comments, context in scripts:
        catalog.add(message, None, [(f"static/{filename}", lineno)], auto_comments=comments, context=context)
    from .menu import menu_page

    for message in page_messages(menu_page()):
        catalog.add(message, None, [("index.html", 0)])
    for message in manifest_messages(MANIFEST.read_text(encoding="utf-8")):
        catalog.add(message, None, [("static/manifest.webmanifest", 0)])
    out = io.BytesIO()
    write_po(out, catalog, width=100, include_lineno=False, sort_output=True)
    return out.getvalue()


def write_template() -> int:
    """Write messages.pot (in an interpreter with Babel: the test extras' own, installed if need be)."""
    try:
        import babel  # noqa: F401
    except ImportError:
        from .testing import prepare_tests

        python, env = prepare_tests(browsers=False)
        return subprocess.run([python, str(ROOT / "build.py"), "words"], cwd=ROOT, env=env).returncode
    TEMPLATE.write_bytes(template_bytes())
    log(f"wrote {TEMPLATE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(write_template())


# ---- the catalogues the page loads: .po compiled to gettext's .mo ---------------------------------

def read_po(text: str) -> dict[str, list[str]]:
    """The translated entries of a .po file: {key: [forms]}, the key as gettext's .mo keeps it
    (msgctxt EOT msgid, NUL msgid_plural); entries marked fuzzy, and untranslated ones, left out.
    A small reader written for the files `python build.py words` and its translators write: the
    build runs it without Babel."""
    entries: dict[str, list[str]] = {}
    fields: dict[str, str] = {}
    current: str | None = None
    fuzzy = False

    def flush() -> None:
        nonlocal fuzzy
        if "msgid" in fields:
            key = fields["msgid"]
            if "msgid_plural" in fields:
                key += "\0" + fields["msgid_plural"]
            if "msgctxt" in fields:
                key = fields["msgctxt"] + "\x04" + key
            forms = [fields[name] for name in sorted(n for n in fields if n.startswith("msgstr"))]
            if key and forms and all(forms) and not fuzzy:
                entries[key] = forms
            elif not key and forms:          # the header: kept, it names the plural rule
                entries[key] = forms
        fields.clear()
        fuzzy = False

    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("#,") and "fuzzy" in line:   # a flag belongs to the entry after it
            if any(name.startswith("msgstr") for name in fields):
                flush()
            fuzzy = True
            continue
        if not line or line.startswith("#"):
            continue
        if line.startswith('"'):
            if current is None:
                raise ValueError(f"a continued string outside an entry: {raw!r}")
            fields[current] += _unquote(line)
            continue
        word, _, rest = line.partition(" ")
        if word in ("msgctxt", "msgid") and any(name.startswith("msgstr") for name in fields):
            flush()
        if word.startswith("msgstr["):
            word = f"msgstr[{int(word[7:-1]):03d}]"
        if word not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not word.startswith("msgstr["):
            raise ValueError(f"not a line of a .po file: {raw!r}")
        fields[word] = _unquote(rest.strip())
        current = word
    flush()
    return entries


def _unquote(quoted: str) -> str:
    if len(quoted) < 2 or quoted[0] != '"' or quoted[-1] != '"':
        raise ValueError(f"not a quoted string: {quoted!r}")
    out, chars = [], iter(quoted[1:-1])
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}
    for ch in chars:
        if ch == "\\":
            nxt = next(chars, "")
            if nxt not in escapes:
                raise ValueError(f"an unknown escape \\{nxt} in {quoted!r}")
            out.append(escapes[nxt])
        else:
            out.append(ch)
    return "".join(out)


def mo_bytes(entries: dict[str, list[str]]) -> bytes:
    """gettext's binary catalogue of `entries` (read_po's): the layout GNU msgfmt writes, without
    the optional hash table, which Python's gettext does not use."""
    import struct

    keys = sorted(entries)
    ids = [k.encode("utf-8") for k in keys]
    strs = ["\0".join(entries[k]).encode("utf-8") for k in keys]
    n = len(keys)
    head = 7 * 4
    ids_at, strs_at = head, head + n * 8
    data_at = strs_at + n * 8
    table_ids, table_strs, blob = [], [], b""
    for value in ids:
        table_ids.append((len(value), data_at + len(blob)))
        blob += value + b"\0"
    for value in strs:
        table_strs.append((len(value), data_at + len(blob)))
        blob += value + b"\0"
    out = struct.pack("<7I", 0x950412DE, 0, n, ids_at, strs_at, 0, data_at)
    out += b"".join(struct.pack("<2I", *pair) for pair in table_ids)
    out += b"".join(struct.pack("<2I", *pair) for pair in table_strs)
    return out + blob


def language_manifest(text: str, code: str, entries: dict[str, list[str]]) -> bytes:
    """The web app manifest (static/manifest.webmanifest's `text`) in language `code`, its words
    translated by `entries` (read_po's), for lang/<code>.webmanifest: its addresses, relative to
    static/, moved to lang/ (the same depth: "../" still names the site's folder)."""
    import json

    manifest = json.loads(text)
    for key in MANIFEST_WORDS:
        if key in manifest:
            manifest[key] = entries.get(manifest[key], [manifest[key]])[0]
    manifest["lang"] = code
    for key in ("id", "start_url", "scope"):
        if not str(manifest.get(key, "../")).startswith("../"):
            raise ValueError(f"the manifest's {key} must start with ../ (it is moved to lang/)")
    for icon in manifest.get("icons", []):
        icon["src"] = "../static/" + icon["src"]
    return (json.dumps(manifest, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
