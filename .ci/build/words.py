"""The message template: every message of py/ (the table's `_`, `_n`, `_p`, `N_`, and the
engine's `Message` and `N_`) extracted by Babel into py/table/language/messages.pot, the file each
language's translation is made from. `python build.py words` writes it; a unit test fails when it is
stale. Babel is a development tool (the test extras pin it); the app never loads it."""

from __future__ import annotations

import io
import subprocess
import sys
from datetime import datetime, timezone

from .common import ROOT, log

TEMPLATE = ROOT / "py" / "table" / "language" / "messages.pot"
# _n's (and the engine's Counted's) arguments 1 and 2 are the singular and plural; _p's first is the context.
KEYWORDS = {"_": None, "_n": (1, 2), "_p": ((1, "c"), 2), "N_": None, "Message": None, "Counted": (1, 2)}
COMMENT_TAGS = ("Translators:",)
# A fixed date keeps the template's bytes a function of the messages alone.
STAMP = datetime(2026, 1, 1, tzinfo=timezone.utc)


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
