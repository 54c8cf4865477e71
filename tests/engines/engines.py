"""The browser engines of the engine smoke, each behind one small interface (`Engine`), so one
scenario (smoke.py) plays in all of them:

- Firefox: Debian's firefox-esr over WebDriver BiDi, through puppeteer-core in a Node process
  (firefox-bridge.mjs) that answers one JSON line per command;
- WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver and selenium, under xvfb-run (it has no
  headless mode);
- Chromium: Playwright, as the rest of the suite drives it (the scenario's own check).

None of them is downloaded from anywhere: `python build.py test` installs the Debian packages, the
pinned selenium (test extras) and the pinned puppeteer-core (npm). `find_*` give the reason an engine
is missing, for the skip.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import time
from pathlib import Path
from typing import Any, Protocol

HERE = Path(__file__).resolve().parent
FIREFOX = os.environ.get("FIREFOX", "/usr/lib/firefox-esr/firefox-esr")
MINIBROWSER = os.environ.get("MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
WINDOW = (1400, 1000)  # room for the 1280 px layout check's frame


class Engine(Protocol):
    name: str

    def goto(self, url: str) -> None: ...

    def js(self, body: str) -> Any:
        """The value of a function body (`return ...`) run in the page, as JSON."""

    def click(self, selector: str) -> None:
        """A real click at the one element `selector` names."""

    def quit(self) -> None: ...


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ---- Firefox ---------------------------------------------------------------------------------------

def find_firefox() -> str | None:
    """Why Firefox cannot run here, or None."""
    if not Path(FIREFOX).exists():
        return f"no Firefox at {FIREFOX} (Debian's firefox-esr)"
    if not shutil.which("node"):
        return "no Node.js for puppeteer-core"
    folder = os.environ.get("DOMINO_PUPPETEER")
    if not folder or not (Path(folder) / "node_modules" / "puppeteer-core").is_dir():
        return "puppeteer-core is not installed (DOMINO_PUPPETEER; `python build.py test` installs it)"
    return None


class Firefox:
    name = "firefox"

    def __init__(self) -> None:
        self.proc = subprocess.Popen(["node", str(HERE / "firefox-bridge.mjs")], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env={**os.environ, "FIREFOX": FIREFOX})
        self.ids = 0
        self.call("size", *WINDOW)

    def call(self, op: str, *args: Any) -> Any:
        assert self.proc.stdin and self.proc.stdout
        self.ids += 1
        self.proc.stdin.write(json.dumps({"id": self.ids, "op": op, "args": list(args)}) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the Firefox bridge stopped (exit {self.proc.wait()})")
        answer = json.loads(line)
        if "error" in answer:
            raise RuntimeError(f"Firefox {op}{args!r}: {answer['error']}")
        return answer["value"]

    def goto(self, url: str) -> None:
        self.call("goto", url)

    def js(self, body: str) -> Any:
        return self.call("eval", body)

    def click(self, selector: str) -> None:
        self.call("click", selector)

    def quit(self) -> None:
        try:
            self.call("quit")
        except (RuntimeError, BrokenPipeError, OSError):
            pass
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


# ---- WebKit ----------------------------------------------------------------------------------------

def find_webkit() -> str | None:
    """Why WebKit cannot run here, or None."""
    for tool in ("WebKitWebDriver", "xvfb-run"):
        if not shutil.which(tool):
            return f"no {tool} (Debian's webkit2gtk-driver and xvfb)"
    if not Path(MINIBROWSER).exists():
        return f"no MiniBrowser at {MINIBROWSER}"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (the test extras)"
    return None


class WebKit:
    name = "webkit"

    def __init__(self) -> None:
        from selenium import webdriver
        from selenium.webdriver.common.options import ArgOptions

        port = free_port()
        screen = f"-screen 0 {WINDOW[0] + 100}x{WINDOW[1] + 100}x24"
        self.proc = subprocess.Popen(["xvfb-run", "-a", "-s", screen, "WebKitWebDriver", f"--port={port}"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        options = ArgOptions()
        options.set_capability("browserName", "MiniBrowser")
        options.set_capability("webkitgtk:browserOptions", {"binary": MINIBROWSER, "args": ["--automation"]})
        deadline = time.monotonic() + 120
        while True:  # the driver listens once Xvfb and it are up
            try:
                self.driver = webdriver.Remote(f"http://127.0.0.1:{port}", options=options)
                break
            except Exception:
                if time.monotonic() > deadline or self.proc.poll() is not None:
                    self.quit()
                    raise
                time.sleep(0.2)
        self.driver.set_window_size(*WINDOW)
        self.driver.set_script_timeout(600)

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def js(self, body: str) -> Any:
        return self.driver.execute_script(body)

    def click(self, selector: str) -> None:
        from selenium.webdriver.common.by import By

        self.driver.find_element(By.CSS_SELECTOR, selector).click()

    def quit(self) -> None:
        try:
            self.driver.quit()
        except Exception:
            pass
        try:
            os.killpg(self.proc.pid, 15)
        except (ProcessLookupError, PermissionError):
            pass
        self.proc.wait(timeout=30)


# ---- Chromium --------------------------------------------------------------------------------------

class Chromium:
    """Playwright's page behind the same interface: the scenario checked where the suite is at home."""

    name = "chromium"

    def __init__(self, page) -> None:
        self.page = page
        page.set_viewport_size({"width": WINDOW[0], "height": WINDOW[1]})

    def goto(self, url: str) -> None:
        self.page.goto(url, wait_until="domcontentloaded")

    def js(self, body: str) -> Any:
        return self.page.evaluate(f"() => {{ {body} }}")

    def click(self, selector: str) -> None:
        self.page.click(selector)

    def quit(self) -> None:
        pass
