"""Boot time in every engine, side by side in one run: Chromium (Playwright), Firefox and WebKit
(tests/engines' drivers), each on the same test site (dist/ with the smoke's hook, which records when
body[data-ready="1"] came, in ms from navigation start).

Each round starts every engine afresh (a new profile: empty HTTP cache, no worker) and boots:
- cold: the first visit;
- warm: a later visit, once the offline worker controls the page;
- offline: the same with the site's server gone (only the worker answers).
The cold visit's bytes are counted at the server (the worker's install included), with the files
it sent more than once. WebKit under WebKitWebDriver runs a private (ephemeral) session: no HTTP
cache, so a file the page loaded by a tag is downloaded again by the worker's install (its
revalidation has nothing to revalidate), and one preloaded as="fetch" twice by the page (WebKit's
fetch() never takes a preload). So WebKit's cold visit is counted once more in a profile of its own,
as in Safari's normal windows (webkit_profile_bytes).
Rounds alternate the engines, so the machine's load meets them all; prints medians, the ratios to
Chromium and the snapshot each restored; ends with one JSON line. Asserts nothing.

    python tests/bench/engines_boot.py [--rounds N]     (normally via `python build.py bench`)
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engines"))
from _build import load_build  # noqa: E402  (tests/bench, the script's folder, is on sys.path)
from driver import edit_index  # noqa: E402
from engines import MINIBROWSER, Chromium, Firefox, WebKit, find_firefox, find_webkit  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from smoke import BOOT_S, ERROR_HOOK, boot, sent_twice, wait_for  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
QUERY = "?delay=0&seed=3&howto=0"
SW_CONTROLS = "return !!(navigator.serviceWorker && navigator.serviceWorker.controller);"


def cost(sent: list[tuple[str, int]]) -> dict:
    """What a visit cost the server (its `sent` log): bytes, and the files sent more than once."""
    return {"cold_bytes": sum(size for _, size in sent), "twice": sent_twice(sent)}


def round_of(engine, build, site: Path) -> dict:
    sent: list[tuple[str, int]] = []  # (path, body bytes) of every response the site sent
    server, url = build.serve_in_thread(site, sent=sent)
    out: dict = {}
    try:
        for kind in ("cold", "warm", "offline"):
            if kind == "offline":
                server.shutdown()
                server.server_close()
                server = None
            state = boot(engine, url + QUERY)
            out[kind] = (round(state["readyMs"]), state["snapshot"])
            if kind == "cold":
                wait_for(engine, SW_CONTROLS, BOOT_S, "the offline worker")
                # What the first visit cost the link, the worker's install included, and what of it
                # came down more than once (the page's copies handed to the worker: none should).
                out.update(cost(sent))
    finally:
        if server is not None:
            server.shutdown()
            server.server_close()
    return out


QUIET_S = 10  # the site sent nothing for this long after the worker's script: its install is done


def webkit_profile_bytes(build, site: Path) -> dict:
    """A cold visit in WebKit with a profile of its own (MiniBrowser without --automation, which would
    make the session ephemeral), counted at the server. Nothing can run in that page, so the visit is
    taken as over once the worker's script was sent and the site has then been quiet for QUIET_S."""
    sent: list[tuple[str, int]] = []
    server, url = build.serve_in_thread(site, sent=sent)
    home = Path(tempfile.mkdtemp(prefix="domino-webkit-profile-"))
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
           "XDG_CACHE_HOME": str(home / "cache"), "XDG_CONFIG_HOME": str(home / "config")}
    browser = subprocess.Popen(["xvfb-run", "-a", "-s", "-screen 0 1500x1100x24", MINIBROWSER, url + QUERY], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline, seen, quiet_since = time.monotonic() + BOOT_S, 0, time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.5)
            if len(sent) != seen:
                seen, quiet_since = len(sent), time.monotonic()
            elif time.monotonic() - quiet_since > QUIET_S and any(p.startswith("/service-worker.js") for p, _ in sent):
                break
    finally:
        os.killpg(browser.pid, 15)
        browser.wait(timeout=30)
        server.shutdown()
        server.server_close()
        shutil.rmtree(home, ignore_errors=True)
    return cost(sent)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    args, _ = parser.parse_known_args()
    build = load_build()
    site = Path(tempfile.mkdtemp(prefix="domino-engines-")) / "site"
    shutil.copytree(build.ensure_built(ROOT), site)
    edit_index(site, lambda html: html.replace("<head>", "<head>\n  " + ERROR_HOOK, 1))
    engines = {"chromium": None, "firefox": find_firefox(), "webkit": find_webkit()}
    for name, why in engines.items():
        if why:
            print(f"{name}: not measured ({why})")
    results: dict[str, list[dict]] = {name: [] for name, why in engines.items() if not why}
    with sync_playwright() as p:
        for i in range(args.rounds):
            for name in results:
                if name == "chromium":
                    browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                                args=list(build.CHROMIUM_ARGS))
                    engine = Chromium(browser.new_context().new_page())
                else:
                    browser, engine = None, (Firefox() if name == "firefox" else WebKit())
                try:
                    results[name].append(round_of(engine, build, site))
                finally:
                    engine.quit()
                    if browser is not None:
                        browser.close()
            print(f"round {i + 1}: " + "; ".join(f"{n} {r[-1]}" for n, r in results.items()), flush=True)
    summary: dict[str, dict] = {}
    for name, runs in results.items():
        summary[name] = {kind: round(statistics.median(r[kind][0] for r in runs)) for kind in ("cold", "warm", "offline")}
        summary[name]["snapshot"] = sorted({r[k][1] or "" for r in runs for k in ("cold", "warm", "offline")})
        summary[name]["cold_bytes"] = round(statistics.median(r["cold_bytes"] for r in runs))
        summary[name]["twice"] = sorted({path for r in runs for path in r["twice"]})
    if "webkit" in summary:
        profile = webkit_profile_bytes(build, site)
        summary["webkit"]["profile"] = profile
        print(f"webkit with a profile of its own (not private): a cold visit sent {profile['cold_bytes']:,} bytes, "
              f"fetched more than once: {profile['twice'] or 'none'}", flush=True)
    base = summary.get("chromium")
    for name, s in summary.items():
        ratios = {k: round(s[k] / base[k], 2) for k in ("cold", "warm", "offline")} if base else {}
        s["vs_chromium"] = ratios
        print(f"{name}: to ready, median of {len(results[name])}: cold {s['cold']} ms, warm {s['warm']} ms, "
              f"offline {s['offline']} ms; vs Chromium {ratios}; snapshot {s['snapshot']}; a cold visit sent "
              f"{s['cold_bytes']:,} bytes, fetched more than once: {s['twice'] or 'none'}", flush=True)
    print(json.dumps({"engines_boot": summary, "load": os.getloadavg()[0]}))


if __name__ == "__main__":
    main()
