"""The engine smoke's fixtures: a test site (a private copy of dist/ whose index.html first runs the
smoke's error hook, with the worker's digest of it restamped, and two pages framing the game at a
phone's and a desktop's width), served on a loopback port that can be taken away ("offline"); and
one engine at a time, started once per test module (WebKit takes long to come up).

An engine that is not installed is skipped with the reason; `python build.py test` installs them
all (Debian's firefox-esr, webkit2gtk-driver and xvfb, puppeteer-core from npm, selenium), and sets
DOMINO_ENGINES=required so that a missing one fails instead.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))

from driver import edit_index, load_build  # noqa: E402  (the path above first)
from engines import Chromium, Firefox, WebKit, find_firefox, find_webkit  # noqa: E402
from smoke import ERROR_HOOK, layout_page  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
LAYOUTS = {"layout-390.html": (390, 844), "layout-1280.html": (1280, 800)}


class Site:
    def __init__(self, folder: Path):
        self.folder = folder
        self.sent: list[tuple[str, int]] = []  # (request path, body bytes) of every body the site sent
        self.server, self.url = load_build().serve_in_thread(folder, sent=self.sent)

    def offline(self) -> None:
        """Nothing answers at the site's address any more: only the offline worker can serve it."""
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


@pytest.fixture
def site(tmp_path_factory):
    build = load_build()
    folder = tmp_path_factory.mktemp("engine-site") / "site"
    shutil.copytree(build.ensure_built(ROOT), folder)
    edit_index(folder, lambda html: html.replace("<head>", "<head>\n  " + ERROR_HOOK, 1))
    for name, (width, height) in LAYOUTS.items():
        (folder / name).write_text(layout_page(width, height), encoding="utf-8")
    served = Site(folder)
    yield served
    served.offline()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": os.environ.get("CHROMIUM", "/usr/bin/chromium"),
            "args": list(load_build().CHROMIUM_ARGS)}


def _missing(why: str | None) -> None:
    if why is None:
        return
    if os.environ.get("DOMINO_ENGINES") == "required":
        pytest.fail(f"engine required but missing: {why}", pytrace=False)
    pytest.skip(why)


def _engine(find, start):
    _missing(find())
    engine = start()
    yield engine
    engine.quit()


@pytest.fixture
def firefox():
    yield from _engine(find_firefox, Firefox)


@pytest.fixture
def webkit():
    yield from _engine(find_webkit, WebKit)


@pytest.fixture
def chromium(page):
    return Chromium(page)
