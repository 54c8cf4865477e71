"""build.py as a module for the unit tests that read what the build makes (the message template,
the compiled catalogues), under the name the other tests load it by."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load_build():
    if "domino_build" not in sys.modules:
        spec = importlib.util.spec_from_file_location("domino_build", ROOT / "build.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules["domino_build"] = module
        spec.loader.exec_module(module)
    return sys.modules["domino_build"]
