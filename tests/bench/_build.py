"""build.py as a module, for the browser benchmarks (this file is a helper: `build.py bench`
runs only the files not starting with `_`)."""
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load_build():
    spec = importlib.util.spec_from_file_location("domino_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["domino_build"] = module
    spec.loader.exec_module(module)
    return module
