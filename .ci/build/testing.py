"""What the tests need (the test extras of pyproject.toml, a Chromium) and running pytest over tests/."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from .common import HERE, ROOT, BuildError, cache_dir, log, run, sha256_bytes
from .dist import build

# Chromium flags shared by the e2e tests and the benchmarks.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

_apt_updated = False


def apt_install(*packages: str) -> bool:
    """apt-get install, when apt-get is there and we are root. Returns whether it ran."""
    global _apt_updated
    if not shutil.which("apt-get") or not hasattr(os, "geteuid") or os.geteuid() != 0:
        return False
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    if not _apt_updated:
        run(["apt-get", "update"], env=env)
        _apt_updated = True
    run(["apt-get", "install", "-y", *packages], env=env)
    return True


def externally_managed() -> bool:
    import sysconfig
    return sys.prefix == sys.base_prefix and (Path(sysconfig.get_paths()["stdlib"]) / "EXTERNALLY-MANAGED").exists()


def tests_python() -> str:
    """The interpreter to install the test extras into: this one, or ./.venv where pip may not
    install into the system Python (PEP 668, e.g. Debian's python3)."""
    if not externally_managed():
        if subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True).returncode:
            if not apt_install("python3-pip"):
                raise BuildError("pip is missing for this Python")
        return sys.executable
    venv = ROOT / ".venv"
    py = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if not py.exists():
        if subprocess.run([sys.executable, "-m", "venv", str(venv)]).returncode:
            shutil.rmtree(venv, ignore_errors=True)
            ver = f"python{sys.version_info.major}.{sys.version_info.minor}-venv"
            if not apt_install(ver):
                raise BuildError("cannot create a virtualenv (python3-venv missing)")
            run([sys.executable, "-m", "venv", str(venv)])
    return str(py)


def install_test_extras(python: str) -> None:
    run([python, "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", ".[test]"], cwd=ROOT)


def named_path(var: str) -> str | None:
    """The path the environment variable `var` names, when set; a BuildError when nothing is there."""
    path = os.environ.get(var)
    if path and not Path(path).exists():
        raise BuildError(f"{var}={path} does not exist")
    return path or None


def find_chromium(install: bool = True) -> str:
    env = named_path("CHROMIUM")
    if env:
        return env
    for candidate in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if Path(candidate).exists():
            return candidate
    if install and apt_install("chromium"):
        if Path("/usr/bin/chromium").exists():
            return "/usr/bin/chromium"
    raise BuildError("no Chromium: set CHROMIUM to its path, or install Debian's `chromium` package")


# The browser tests' Chromium: Debian's headless shell, Chromium's own build without the desktop
# browser around the page (the same Blink and V8, the same version as Debian's `chromium`, which
# Playwright too runs headless tests in). Three e2e files side by side: 116 CPU-seconds in the
# desktop browser, 88 in the shell. The engine smoke, the snapshot and the benchmarks keep the
# desktop browser, as players have it.
HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell"


def find_headless_shell(chromium: str) -> str:
    """The Chromium the browser tests run (DOMINO_CHROMIUM_SHELL, else Debian's headless shell,
    installed where missing); the desktop `chromium` when the shell cannot be had, said in the log."""
    env = named_path("DOMINO_CHROMIUM_SHELL")
    if env:
        return env
    if not Path(HEADLESS_SHELL).exists():
        try:
            apt_install("chromium-headless-shell")
        except subprocess.CalledProcessError as e:
            log(f"could not install chromium-headless-shell ({e})")
    if Path(HEADLESS_SHELL).exists():
        return HEADLESS_SHELL
    log(f"no Chromium headless shell: the browser tests run in {chromium}, slower")
    return chromium


# The other engines of tests/engines: Debian's packages (no browser is downloaded from anywhere
# else), and puppeteer-core from npm to drive Firefox over WebDriver BiDi, pinned with its whole tree
# by engines/package-lock.json.
ENGINE_PACKAGES = {"/usr/lib/firefox-esr/firefox-esr": "firefox-esr", "/usr/bin/WebKitWebDriver": "webkit2gtk-driver",
                   "/usr/bin/xvfb-run": "xvfb"}
ENGINE_DRIVERS = HERE / "engines"


def install_engines() -> dict[str, str]:
    """Firefox, WebKitGTK's driver and Xvfb from Debian's packages where missing (as root), and the
    pinned puppeteer-core (`npm ci`) into the runtime cache; the environment tests/engines reads. An
    engine that cannot be installed here is skipped by its tests, saying why; under CI the tests
    fail instead (DOMINO_ENGINES=required)."""
    env: dict[str, str] = {"DOMINO_ENGINES": "required"} if os.environ.get("CI") else {}
    missing = sorted({pkg for path, pkg in ENGINE_PACKAGES.items() if not Path(path).exists()})
    if missing:
        try:
            apt_install(*missing)
        except subprocess.CalledProcessError as e:
            log(f"could not install {', '.join(missing)} ({e}); their engine tests will say so")
    folder = npm_install(ENGINE_DRIVERS, "engines", "puppeteer-core", "the Firefox tests")
    if folder is not None:
        env["DOMINO_PUPPETEER"] = str(folder)
    return env


def npm_install(pinned: Path, cache: str, package: str, who: str) -> Path | None:
    """`npm ci` of the package.json and lockfile in `pinned` into the runtime cache, once per
    lockfile: the folder whose node_modules holds `package`, or None when npm is missing or the
    install failed (said in the log: `who` will say so too)."""
    npm = shutil.which("npm")
    lock = (pinned / "package-lock.json").read_bytes()
    folder = cache_dir() / cache / sha256_bytes(lock)[:16]
    if npm and not (folder / "node_modules" / package).is_dir():
        folder.mkdir(parents=True, exist_ok=True)
        for name in ("package.json", "package-lock.json"):
            shutil.copyfile(pinned / name, folder / name)
        try:
            run([npm, "ci", "--no-audit", "--no-fund", "--silent"], cwd=folder)
        except subprocess.CalledProcessError as e:
            log(f"could not install {package} ({e}); {who} will say so")
    return folder if (folder / "node_modules" / package).is_dir() else None


# TypeScript for the type check of the app's JavaScript (tests/unit/test_javascript.py), pinned by
# javascript/package-lock.json and installed as puppeteer-core is.
JAVASCRIPT_CHECK = HERE / "javascript"


def install_typescript() -> Path | None:
    """The pinned TypeScript, installed as puppeteer-core is: the folder whose node_modules holds it."""
    return npm_install(JAVASCRIPT_CHECK, "typescript", "typescript", "the type check of the JavaScript")


def prepare_tests(browsers: bool = True) -> tuple[str, dict[str, str]]:
    """Install what tests and benchmarks need (without `browsers`, what the browserless tier needs:
    no Chromium, no other engine); return (python, environment)."""
    python = tests_python()
    install_test_extras(python)
    env = dict(os.environ)
    if browsers:
        env["CHROMIUM"] = find_chromium()
        env["DOMINO_CHROMIUM_SHELL"] = find_headless_shell(env["CHROMIUM"])
        env.update(install_engines())
    typescript = install_typescript()
    if typescript:
        env["DOMINO_TYPESCRIPT"] = str(typescript)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "py"), env.get("PYTHONPATH")]))
    return python, env


def workers(args: list[str], browsers: bool = True) -> list[str]:
    """pytest-xdist's options: a worker per core, and with `browsers` one more, up to five, for the
    whole suite and for a run that names its tests alike. A browser test spends part of its time
    waiting on its page (a computer's delay, a throttled link, a service worker's install) with its
    CPU idle: the extra worker runs in those gaps (on two cores, 648.5 s against 687.6 s with a
    worker per core, the CPU 98% busy). The browserless tier never waits, so there it only adds a
    worker to start (78.7 s against 70.8). More would only queue on the CPU. Tests go out one at a
    time and an idle worker steals from a busy one (`--dist worksteal`), so a long file is no
    serial chain: every test stands alone (its own page; no test leans on another's state). None
    when the run asks for its own workers or a debugger, or there is one core."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    own = ("-n", "--numprocesses", "--dist", "-p", "--pdb", "--trace")
    if cores < 2 or any(a.startswith(own) for a in args):
        return []
    return ["-n", str(min(cores, 4) + (1 if browsers else 0)), "--dist", "worksteal"]


# The browserless tier (tests/conftest.py marks the tiers): the edit-test loop's run.
FAST_TIER = ["tests/engine", "tests/unit", "-m", "not browser and not engines"]


def run_tests(args: list[str]) -> int:
    """pytest over tests/ (or the paths among `args`), after the set-up and a build; its exit code.
    With --fast among `args`: the browserless tier only (tests/engine and tests/unit, or the paths
    named), with neither browsers installed nor dist/ built."""
    fast = "--fast" in args
    args = [a for a in args if a != "--fast"]
    python, env = prepare_tests(browsers=not fast)
    if not fast:
        build()
    named = any(not a.startswith("-") and (ROOT / a.split("::")[0]).exists() for a in args)
    targets = FAST_TIER[2:] if fast and named else FAST_TIER if fast else [] if named else ["tests"]
    cmd = [python, "-m", "pytest", *targets, "--ignore=tests/bench", *workers(args, browsers=not fast), *args]
    log("$ " + " ".join(cmd))
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode
