"""Portal builds against faithful fakes of Poki's, CrazyGames' and YouTube Playables' SDKs.

Each build is made as `python build.py build --portal NAME` makes it (the SDK's tag first, then
static/host.js and the adapter; the runtime's snapshot is the default build's, from the build's
cache: the Python is the same); the SDK's address is answered with the local fake
(portal_fakes.py) through DevTools' Fetch domain (driver.answer), and its origin allowed in the
guard: nothing else leaves the test's origins. Every wait is on page state or the fake's notes.
How long YouTube's gameReady takes from navigation is printed, not asserted (speed is the
benchmarks' to measure).
"""

from __future__ import annotations

import json
import shutil

import pytest

from driver import (REDRAWN, answer, continue_game, load_build, play_to_round_over, start, stored, take_turn,
                    turn_with_priced_hint, wait_actionable, wait_for, wait_ready)
from portal_fakes import COUNT_LANGUAGE_READS, FAKES, SKEWED_CLOCK

QUERY = "?delay=0&seed=3&howto=0"


@pytest.fixture(scope="session")
def sites(dist_dir, tmp_path_factory):
    """Each portal's build, in its own folder (dist_dir first: the default build, whose snapshot a
    portal build takes from the cache), served for the worker's whole run by one server: the same
    origin test after test, so a boot there is a returning visitor's, as on the game's own server."""
    build = load_build()
    root = tmp_path_factory.mktemp("portals")
    servers = {name: build.serve_in_thread(build.build(build.ROOT, root / f"dist-{name}", quiet=True, portal=name))
               for name in FAKES}
    yield {name: url for name, (_, url) in servers.items()}
    for server, _ in servers.values():
        server.shutdown()
        server.server_close()
    shutil.rmtree(root, ignore_errors=True)


class Kept:
    """The player's data as a portal keeps it with their account: across the test's reloads, and
    whatever the browser's storage holds (the fake's window.hostKeep)."""

    def __init__(self) -> None:
        self.text: str | None = None
        self.saves = 0

    def __call__(self, op: str, text: str | None = None) -> str | None:
        if op == "save":
            self.text, self.saves = text, self.saves + 1
        return self.text

    def keys(self, name: str) -> dict:
        """The game's keys in the host's copy (CrazyGames keeps it as one item of its data module)."""
        if not self.text:
            return {}
        text = json.loads(self.text).get("domino") if name == "crazygames" else self.text
        return json.loads(text)["keys"] if text else {}


def open_portal(page, guard, sites, name, fake=None, sdk=True, query=QUERY, kept=None):
    """The portal build of `name` opened and ready, its SDK the fake (`fake`: window.fakeSdk),
    or an SDK that never loads (`sdk` False); `kept` (a Kept) holds the player's data."""
    url = sites[name]
    sdk_url = load_build().SDKS[name]
    guard.allow_origin(url)
    guard.allow_origin(sdk_url)
    page.add_init_script(f"window.fakeSdk = {json.dumps(fake or {})};")
    page.add_init_script(COUNT_LANGUAGE_READS)
    page.add_init_script(SKEWED_CLOCK)
    if kept is not None:
        page.expose_function("hostKeep", kept)
    if not sdk:
        guard.allow_console(r"Failed to load resource|ERR_FAILED")
    answer(page, sdk_url, FAKES[name] if sdk else None)
    page.goto(url + query)
    wait_ready(page)
    return url


def calls(page) -> list:
    return page.evaluate("() => (window.sdkCalls || []).map(c => c.name)")


def wait_call(page, name, count=1, timeout=30_000):
    page.wait_for_function("([n, k]) => (window.sdkCalls || []).filter(c => c.name === n).length >= k",
                           arg=[name, count], timeout=timeout)


@pytest.mark.parametrize("name", ["poki", "crazygames", "youtube"])
def test_breaks_come_between_games_and_hands_and_gameplay_only_in_a_hand(page, guard, sites, name):
    """YouTube has no gameplay calls: there the hand's phase is waited on instead."""
    open_portal(page, guard, sites, name, {"holdAd": True})
    ad = {"poki": "commercialBreak", "crazygames": "requestAd", "youtube": "requestInterstitialAd"}[name]
    start_call, stop_call = "gameplayStart", "gameplayStop"
    loaded = {"poki": ["init", "init-settled", "gameLoadingFinished"],
              "crazygames": ["init", "init-settled", "loadingStart", "loadingStop"],
              "youtube": ["firstFrameReady", "gameReady"]}[name]
    gameplay = name != "youtube"

    def playing(count):
        page.wait_for_function("() => document.body.dataset.phase === 'playing'")
        if gameplay:
            wait_call(page, start_call, count)

    def stopped(count):
        if gameplay:
            wait_call(page, stop_call, count)

    wait_call(page, loaded[-1])
    assert [c for c in calls(page) if c in loaded] == loaded
    assert start_call not in calls(page)   # the menu is no gameplay
    page.check('[data-setting="target"] input[value="100"]')
    page.click('[data-action="new-game"]')
    wait_call(page, "adStarted")
    # the ad runs: no input, no sound, nothing dealt yet
    assert page.evaluate("() => [document.body.dataset.break, document.body.dataset.muted, document.body.dataset.phase]") \
        == ["1", "", "menu"]
    page.click('[data-action="new-game"]', force=True)
    page.evaluate("() => window.endAd()")
    wait_call(page, "adFinished")
    playing(1)
    seen = calls(page)
    assert seen.count(ad) == 1 and (not gameplay or seen.index(start_call) > seen.index("adFinished"))
    assert page.evaluate("() => [document.body.dataset.break, document.body.dataset.muted]") == [None, None]
    assert play_to_round_over(page) == "round-over"
    stopped(1)
    page.click('#round-dialog [data-action="next-hand"]')   # within a minute: no break
    playing(2)
    assert calls(page).count(ad) == 1
    assert play_to_round_over(page) == "round-over"
    stopped(2)
    hand = page.evaluate("() => document.querySelector('#round-dialog').textContent")
    page.evaluate("() => { window.skewMs += 61000; }")   # a minute later
    page.click('#round-dialog [data-action="next-hand"]')
    wait_call(page, "adStarted", 2)
    # the hand's card stays as it was under the ad, and nothing is dealt until it ends
    assert page.evaluate("() => [document.body.dataset.phase, document.body.dataset.break]") == ["round-over", "1"]
    assert page.evaluate("() => document.querySelector('#round-dialog').textContent") == hand
    page.evaluate("() => window.endAd()")
    wait_call(page, "adFinished", 2)
    playing(3)
    seen = calls(page)
    last = {call: i for i, call in enumerate(seen)}
    assert seen.count(ad) == 2 and (not gameplay or last[start_call] > last["adFinished"])
    assert wait_actionable(page) in ("turn", False)


def test_youtube_hears_the_first_frame_then_ready_and_speaks_the_hosts_language(page, guard, sites):
    open_portal(page, guard, sites, "youtube", {"language": "es-MX"})
    wait_call(page, "gameReady")
    page.wait_for_function("() => document.documentElement.lang === 'es'")
    notes = page.evaluate("() => window.sdkCalls")
    names = [c["name"] for c in notes]
    assert names.index("firstFrameReady") < names.index("gameReady") and names.count("gameReady") == 1
    assert names.index("getLanguage") < names.index("firstFrameReady")
    ready_ms = next(c["at"] for c in notes if c["name"] == "gameReady")
    print(f"\nYouTube: gameReady {ready_ms:.0f} ms after navigation, "
          f"firstFrameReady {next(c['at'] for c in notes if c['name'] == 'firstFrameReady'):.0f} ms")
    assert page.evaluate("() => document.getElementById('tagline').textContent") != "Match the open ends, go out first."
    start(page, mode="computer", players="2", variant="draw", level="easy", target="0")
    assert play_to_round_over(page) in ("round-over", "match-over")
    wait_call(page, "sendScore")
    score = page.evaluate("() => window.sdkCalls.find(c => c.name === 'sendScore').arg")
    assert score in (0, 1)
    assert page.evaluate("() => window.languageReads") == 0, page.evaluate("() => window.languageReaders")


def test_youtube_pauses_resumes_and_mutes_the_game(page, guard, sites):
    open_portal(page, guard, sites, "youtube", {"language": "en-US"})
    start(page, mode="computer", players="2", variant="draw", level="easy", target="100")
    assert wait_actionable(page) == "turn"
    page.evaluate("() => window.fakeHost.pause()")
    page.wait_for_function("() => document.body.dataset.paused === '1'")
    page.evaluate("() => window.fakeHost.resume()")
    page.wait_for_function("() => document.body.dataset.paused === undefined")
    page.evaluate("() => window.fakeHost.sound(false)")
    page.wait_for_function("() => document.body.dataset.muted === ''")
    page.evaluate("() => window.fakeHost.sound(true)")
    page.wait_for_function("() => document.body.dataset.muted === undefined")
    assert wait_actionable(page) == "turn"
    assert page.evaluate("() => window.languageReads") == 0, page.evaluate("() => window.languageReaders")


def short_of_coins(coins: int) -> dict:
    """A player's stored profile holding `coins`, today's gift given."""
    import datetime

    from table.storage.profile import new_profile
    from table.storage.store import VERSIONS
    return {**new_profile(datetime.date.today().isoformat()), "coins": coins, "v": VERSIONS["profile"]}


@pytest.mark.parametrize("name", ["poki", "crazygames", "youtube"])
def test_a_rewarded_ad_holds_the_table_and_pays_only_when_watched_to_the_end(page, guard, sites, name):
    """Short of coins for a hint, the player asks for the ad: with none to show nothing is paid and
    it is still offered; one watched to the end pays its coins, and the hint can be bought."""
    with stored(page, {"domino.profile": short_of_coins(5)}):
        open_portal(page, guard, sites, name)
    wait_call(page, "gameReady" if name == "youtube" else "init-settled")   # YouTube's SDK has no init
    start(page, mode="computer", players="2", variant="draw", level="medium", target="100")
    turn_with_priced_hint(page)   # past a forced opening, whose hint is free
    earn, hint = '#tools [data-action="earn"]', '#tools [data-action="hint"]'
    coins = "() => document.querySelector('#tools .coins').dataset.coins"
    call = {"poki": "rewardedBreak", "crazygames": "requestAd", "youtube": "requestRewardedAd"}[name]
    assert page.is_disabled(hint) and page.evaluate(coins) == "5"

    page.evaluate("() => { window.fakeSdk.refuseAd = true; }")   # no ad to show
    asked = calls(page).count(call)
    page.click(earn)
    wait_call(page, call, asked + 1)
    page.wait_for_function("() => document.body.dataset.break === undefined")
    assert page.evaluate(coins) == "5" and page.is_enabled(earn)

    page.evaluate("() => { window.fakeSdk.refuseAd = false; window.fakeSdk.holdAd = true; }")
    started = calls(page).count("adStarted")
    page.click(earn)
    wait_call(page, "adStarted", started + 1)
    assert page.evaluate("() => [document.body.dataset.break, document.body.dataset.muted]") == ["1", ""]
    assert page.evaluate(coins) == "5"
    page.evaluate("() => window.endAd()")
    page.wait_for_function(f"() => ({coins})() === '25'")
    assert page.locator(earn).count() == 0 and page.is_enabled(hint)
    assert page.evaluate("() => [document.body.dataset.break, document.body.dataset.muted]") == [None, None]
    asks = page.evaluate("n => window.sdkCalls.filter(c => c.name === n).map(c => c.arg)", call)
    assert asks[-2:] == [{"poki": "small", "crazygames": "rewarded", "youtube": "coins"}[name]] * 2
    if name != "youtube":   # YouTube has no gameplay calls
        wait_call(page, "gameplayStart", 3)   # the game's, then after each ad: gameplay again once it ended
        seen = calls(page)
        assert max(i for i, c in enumerate(seen) if c == "gameplayStart") > seen.index("adFinished", seen.index(call))
    assert page.evaluate("() => JSON.parse(localStorage.getItem('domino.profile')).coins") == 25


def test_crazygames_mutes_from_its_settings_and_its_refused_ad_costs_nothing(page, guard, sites):
    open_portal(page, guard, sites, "crazygames", {"muteAudio": True, "refuseAd": True})
    wait_call(page, "addSettingsChangeListener")
    page.wait_for_function("() => document.body.dataset.muted === ''")
    page.evaluate("() => window.fakeHost.sound(true)")
    page.wait_for_function("() => document.body.dataset.muted === undefined")
    start(page, mode="computer", players="2", variant="draw", level="easy")
    assert "requestAd" in calls(page) and "adStarted" not in calls(page)
    assert wait_actionable(page) == "turn"
    wait_call(page, "gameplayStart")


def test_crazygames_disabled_elsewhere_neither_delays_the_menu_nor_is_called(page, guard, sites):
    open_portal(page, guard, sites, "crazygames", {"environment": "disabled"})
    assert "init" in calls(page) and "init-settled" not in calls(page)   # the menu did not wait ~7 s
    start(page, mode="computer", players="2", variant="draw", level="easy")
    assert wait_actionable(page) == "turn"
    assert not [c for c in calls(page) if c.endswith("-refused")]


@pytest.mark.parametrize("name", ["poki", "crazygames", "youtube"])
def test_an_sdk_that_never_loads_leaves_a_game_that_plays(page, guard, sites, name):
    open_portal(page, guard, sites, name, sdk=False)
    start(page, mode="computer", players="2", variant="draw", level="easy")
    assert wait_actionable(page) == "turn"
    if name == "youtube":   # no host to ask: English, and still not the browser's languages
        assert page.evaluate("() => document.documentElement.lang") == "en"
        assert page.evaluate("() => window.languageReads") == 0, page.evaluate("() => window.languageReaders")


def test_poki_refused_by_an_ad_blocker_with_a_throwing_call_still_plays(page, guard, sites):
    """Short of coins, too: no rewarded ad is offered where none can come."""
    with stored(page, {"domino.profile": short_of_coins(5)}):
        open_portal(page, guard, sites, "poki", {"refuseInit": True, "throwOn": "gameplayStart"})
    wait_call(page, "gameLoadingFinished")
    start(page, mode="computer", players="2", variant="draw", level="medium")
    wait_call(page, "gameplayStart")
    turn_with_priced_hint(page)   # past a forced opening, whose hint is free
    assert page.evaluate("() => document.body.dataset.break") is None
    assert page.is_disabled('#tools [data-action="hint"]') and page.locator('#tools [data-action="earn"]').count() == 0


# ---- the saves through the host's storage ---------------------------------------------------

def wait_kept(page, kept, name, key="domino.game", want=None, timeout_ms=20_000):
    """What the host holds under `key`, once it holds it (`want` itself, when given: the batches
    come at most every few seconds, so a copy between two moves may come first)."""
    for _ in range(timeout_ms // 100):
        if kept.keys(name).get(key) is not None and want in (None, kept.keys(name)[key]):
            return kept.keys(name)[key]
        page.wait_for_timeout(100)
    raise AssertionError(f"the host never kept {key} ({'as ' + want if want else 'at all'}): {kept.text!r}")


def one_move(page):
    start(page, mode="computer", players="2", variant="draw", level="easy", target="100")
    assert wait_actionable(page) == "turn"
    take_turn(page)
    assert wait_actionable(page) == "turn"


@pytest.mark.parametrize("name", ["crazygames", "youtube"])
def test_a_game_saved_through_the_host_continues_on_a_device_whose_browser_holds_nothing(page, guard, sites,
                                                                                          name):
    kept = Kept()
    open_portal(page, guard, sites, name, {"language": "en-US"}, kept=kept)
    one_move(page)
    local = page.evaluate("() => localStorage.getItem('domino.game')")
    saved = wait_kept(page, kept, name, want=local)
    assert json.loads(saved)["match"] and kept.keys(name).get("domino.profile")
    writes = kept.saves
    # another device: the same account, nothing in its browser
    page.evaluate("() => localStorage.clear()")
    page.reload()
    wait_ready(page)
    wait_for(page, '[data-action="continue"]', timeout=15_000)   # once the host's copy came
    assert page.evaluate("() => localStorage.getItem('domino.game')") == saved
    assert not page.locator("text=set aside").count()
    continue_game(page)
    assert wait_actionable(page) == "turn"
    take_turn(page)
    assert wait_actionable(page) == "turn"   # the computer answered: the game rests
    now = page.evaluate("() => localStorage.getItem('domino.game')")
    assert now != saved
    assert wait_kept(page, kept, name, want=now) == now
    assert kept.saves > writes


@pytest.mark.parametrize("name", ["crazygames", "youtube"])
def test_a_host_that_refuses_writes_leaves_the_browser_keeping_the_game_and_says_nothing(page, guard, sites,
                                                                                         name):
    kept = Kept()
    guard.allow_console(r"portal SDK: saveData failed")
    open_portal(page, guard, sites, name, {"language": "en-US", "refuseSave": True}, kept=kept)
    with page.expect_console_message(lambda m: m.text.startswith("portal SDK: saveData failed"), timeout=30_000):
        one_move(page)   # the batch came and the host refused it
    page.evaluate(REDRAWN)
    assert kept.text in (None, "{}")
    saved = page.evaluate("() => localStorage.getItem('domino.game')")
    assert saved and json.loads(saved)["match"]
    assert not page.locator("text=did not keep").count()   # nothing the player did is lost
    page.reload()
    wait_ready(page)
    continue_game(page)
    assert wait_actionable(page) == "turn"


def test_a_throwing_save_and_a_slow_host_never_hold_the_menu_or_the_game(page, guard, sites):
    kept = Kept()
    guard.allow_console(r"portal SDK: saveData failed")
    open_portal(page, guard, sites, "youtube", {"language": "en-US", "dataMs": 4000, "throwOn": "saveData"},
                kept=kept)
    assert "loadData" in calls(page) and kept.text is None   # the menu is up before the host answered
    one_move(page)
    wait_call(page, "saveData", timeout=20_000)
    assert page.evaluate("() => localStorage.getItem('domino.game')")
    take_turn(page)
    assert wait_actionable(page) in ("turn", False)


@pytest.mark.parametrize("name", ["crazygames", "youtube"])
def test_without_its_sdk_the_game_saves_in_the_browser(page, guard, sites, name):
    open_portal(page, guard, sites, name, sdk=False)
    one_move(page)
    page.reload()
    wait_ready(page)
    continue_game(page)
    assert wait_actionable(page) == "turn"
