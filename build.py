#!/usr/bin/env python3
"""Build, serve, test and benchmark the dominoes app.

    python build.py build            vendor the pinned runtime and write dist/
    python build.py build --portal NAME  the same for a games portal (poki, crazygames, youtube),
                                     its SDK loaded and its adapter chosen: written to dist-NAME/
    python build.py serve [--port N] build, then serve dist/ on http://127.0.0.1:8000/
    python build.py test [args...]   install test needs, build, run pytest over tests/
    python build.py test --fast      the browserless tier only (tests/engine, tests/unit): no browser, no build
    python build.py bench            build, then run every script in tests/bench/
    python build.py single           build, then write dist/domino.html: one file that plays from file://

Standard library only; Python 3.11+. The jobs live in .ci/build/ (nothing there ships to the
browser); this file parses the command line and names what tests and benchmarks use. The runtime
(Pyodide, PyScript) is fetched with `npm pack`, checked against the sha256 sums pinned in
.ci/build/runtime.py, and cached outside git in ~/.cache/domino-runtime/ (or $DOMINO_RUNTIME_CACHE).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
JOBS = "domino_build_jobs"     # .ci/build as a package: `.ci` is not an importable name


def _load_jobs():
    if JOBS not in sys.modules:
        folder = ROOT / ".ci" / "build"
        spec = importlib.util.spec_from_file_location(JOBS, folder / "__init__.py",
                                                      submodule_search_locations=[str(folder)])
        package = importlib.util.module_from_spec(spec)
        sys.modules[JOBS] = package
        spec.loader.exec_module(package)
    return sys.modules[JOBS]


_load_jobs()

# What tests and benchmarks use, through this module.
from domino_build_jobs.common import BuildError, log  # noqa: E402
from domino_build_jobs.dist import (app_bytes, build, ensure_built, integrity, language_bytes,  # noqa: E402
                                  runtime_bytes, snapshot, snapshot_bytes)
from domino_build_jobs.portals import SDKS, for_portal  # noqa: E402
from domino_build_jobs.server import Handler, Link, MIME_TYPES, make_server, serve, serve_in_thread  # noqa: E402
from domino_build_jobs.single import build_single  # noqa: E402
from domino_build_jobs.testing import CHROMIUM_ARGS, run_tests  # noqa: E402
from domino_build_jobs.bench import run_benchmarks  # noqa: E402
from domino_build_jobs.words import template_bytes, write_template  # noqa: E402
from domino_build_jobs.menu import menu_page  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p_build = sub.add_parser("build", help="vendor the runtime and write dist/")
    p_serve = sub.add_parser("serve", help="build, then serve dist/ (default http://127.0.0.1:8000/)")
    p_serve.add_argument("--port", type=int, default=int(os.environ.get("PORT", 8000)))
    for p in (p_build, p_serve):
        p.add_argument("--src", type=Path, default=ROOT, help=argparse.SUPPRESS)
        p.add_argument("--portal", choices=sorted(SDKS), help="build for a games portal (dist-NAME/)")
    sub.add_parser("single", help="build, then write dist/domino.html (plays from file://, no server)")
    sub.add_parser("test", help="install test needs, build, run pytest (extra args go to pytest; "
                                  "--fast: the browserless tier only)")
    sub.add_parser("bench", help="build, then run every benchmark in tests/bench/")
    sub.add_parser("words", help="extract every message of py/ into the template translations start from")
    args, rest = parser.parse_known_args(argv)
    if rest and args.command not in ("test", "bench"):
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        if args.command == "build":
            build(args.src, portal=args.portal)
            return 0
        if args.command == "serve":
            return serve(build(args.src, portal=args.portal), args.port)
        if args.command == "single":
            out = build_single(build())
            log(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB): open it with a double-click")
            return 0
        if args.command == "test":
            return run_tests(rest)
        if args.command == "words":
            return write_template()
        return run_benchmarks(rest)
    except BuildError as e:
        log(f"error: {e}")
        return 2
    except subprocess.CalledProcessError as e:
        log(f"error: {e}")
        return e.returncode or 1


if __name__ == "__main__":
    sys.exit(main())
