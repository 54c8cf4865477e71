"""dist/domino.html: the whole app in one HTML file that plays from file:// (double-click), where
browsers refuse module scripts and fetches.

Pyodide is started directly (no PyScript) by single-boot.js: its loader and pyodide.asm.mjs are
imported from blob: URLs, and the wasm, the standard library and the app's wheel are inlined
gzipped + base64 and handed over by a fetch() shim; the standard library's rest is inlined too,
for the page's Python to read if it ever imports a module left out. The Python that runs is the same: the app
wheel is unpacked into the working directory and main.py is executed.
"""

from __future__ import annotations

import base64
import gzip
import json
import os
import re
from pathlib import Path

from .common import HERE, BuildError
from .dist import SINGLE_NAME
from .names import rest_inlined
from .stdlib import REST

BOOT = HERE / "single-boot.js"
INLINE_BASE = "./__inline__/"      # the indexURL Pyodide is given; the boot script's shim serves it


def _inline_script(text: str) -> str:
    """Text safe inside <script>...</script> (no early end tag, no comment opener)."""
    return text.replace("</script", "<\\/script").replace("<!--", "<\\!--")


def build_single(dist: Path, out: Path | None = None) -> Path:
    """Write dist/domino.html (or `out`) from a built dist/. Returns its path."""
    dist = Path(dist)
    out = Path(out) if out else dist / SINGLE_NAME
    html = (dist / "index.html").read_text(encoding="utf-8")
    # Drop what needs a server: PyScript, the worker, the manifest, the file:// notice.
    html = re.sub(r'\s*<script[^>]*src="\./vendor/pyscript/core\.js"[^>]*></script>', "", html)
    html = re.sub(r'\s*<link[^>]*href="\./vendor/pyscript/core\.css"[^>]*>', "", html)
    html = re.sub(r'\s*<script type="py"[^>]*></script>', "", html)
    html = re.sub(r'\s*<script[^>]*src="\./static/sw-register\.js"[^>]*></script>', "", html)
    html = re.sub(r'\s*<link rel="manifest"[^>]*>', "", html)
    html = re.sub(r'\s*<link rel="apple-touch-icon"[^>]*>', "", html)
    html = re.sub(r'\s*<script src="\./static/file-notice\.js"></script>', "", html)
    html = re.sub(r'\s*<link rel="(?:module)?preload"[^>]*>', "", html)  # the runtime is inline here

    def css(match):
        text = (dist / match.group(1)).read_text(encoding="utf-8")
        return f"<style>\n{text}</style>"

    html = re.sub(r'<link rel="stylesheet" href="\./(static/[^"]+\.css)">', css, html)

    def script(match):   # the page's classic scripts (the start-up card, the early menu...), in place
        return f"<script>\n{_inline_script((dist / match.group(1)).read_text(encoding='utf-8'))}</script>"

    html = re.sub(r'<script src="\./(static/[^"]+\.js)"></script>', script, html)
    svg = base64.b64encode((dist / "static/icon.svg").read_bytes()).decode()
    html = html.replace('href="./static/icon.svg"', f'href="data:image/svg+xml;base64,{svg}"')
    leftover = re.findall(r'(?:src|href)="\./[^"]*"', html)
    if leftover:
        raise BuildError(f"single file: index.html still points at files: {leftover}")

    vendor = dist / "vendor" / "pyodide"
    (whl,) = dist.glob("app-*.whl")
    lock = json.loads((vendor / "pyodide-lock.json").read_text())  # the game's packages only (runtime.py)

    def blob(element: str, data: bytes, gz: bool) -> str:
        """`data` in the element of id `element` ("inline:" + a file's name for single-boot.js)."""
        if gz:
            data = gzip.compress(data, 9, mtime=0)
        enc = base64.b64encode(data).decode()
        return (f'<script type="application/octet-stream" id="{element}"'
                f'{" data-gzip=1" if gz else ""}>{enc}</script>\n')

    # The standard library's rest, read by the page's Python only if it imports a module left out
    # (py/table/browser/rest_of_stdlib.py): a zip already, so not gzipped again.
    rest = dist / REST
    rest_part = [blob(rest_inlined(), rest.read_bytes(), False)] if rest.exists() else []

    parts = [
        blob("inline:pyodide.asm.wasm", (vendor / "pyodide.asm.wasm").read_bytes(), True),
        blob("inline:pyodide.asm.mjs", (vendor / "pyodide.asm.mjs").read_bytes(), True),
        blob("inline:pyodide.mjs", (vendor / "pyodide.mjs").read_bytes(), True),
        blob("inline:python_stdlib.zip", (vendor / "python_stdlib.zip").read_bytes(), True),
        blob("inline:app.whl", whl.read_bytes(), False),
        *rest_part,
        f'<script type="application/json" id="inline:lock">{_inline_script(json.dumps(lock))}</script>\n',
        f'<script type="text/x-python" id="inline:main.py">{_inline_script((dist / "main.py").read_text())}</script>\n',
        '<script type="module">\n',
        _inline_script(BOOT.read_text(encoding="utf-8").replace("__INDEX__", INLINE_BASE)),
        "</script>\n",
    ]
    if html.count("</body>") != 1:
        raise BuildError("index.html must have one </body>")
    html = html.replace("</body>", "".join(parts) + "</body>")
    tmp = out.with_name(f".{out.name}.tmp-{os.getpid()}")
    tmp.write_text(html, encoding="utf-8")
    os.replace(tmp, out)
    return out
