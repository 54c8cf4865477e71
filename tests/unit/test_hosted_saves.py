"""The game's saves kept with a portal's host (storage/hosted.py), against fake hosts that answer late,
refuse, throw or hold a newer version's data, and fake clocks."""

from __future__ import annotations

import json

import pytest

from fakes import TODAY, FakeStorage, table
from table.storage import bring_back as shelf
from table.storage import documents
from table.storage.host_copy import ENVELOPE
from table.storage.hosted import GAP_MS, HOST_NEWER, HOST_REFUSED, QUIET_MS, SET_ASIDE, UNREAD, Hosted, open_hosted
from table.storage.store import FULL, VERSIONS, Store
from test_controller import click
from test_read_back import play

START = 1_800_000_000_000.0   # ms since the epoch


class Timers:
    """A page's clock and setTimeout, moved on by the test."""

    def __init__(self) -> None:
        self.t = START
        self.due: list[tuple[float, int, object]] = []

    def now(self) -> float:
        return self.t

    def later(self, ms: int, callback) -> None:
        self.due.append((self.t + ms, len(self.due), callback))

    def run(self, ms: float) -> None:
        end = self.t + ms
        while True:
            ready = sorted(d for d in self.due if d[0] <= end)
            if not ready:
                break
            self.due.remove(ready[0])
            self.t = max(self.t, ready[0][0])
            ready[0][2]()
        self.t = end


class Cloud:
    """A portal's storage of one text (hosted.HostData): answers at once, or when the test says
    (`late`); can refuse saves, throw, or be small."""

    def __init__(self, text: str | None = None, limit: int = 3 * 1024 * 1024, late: bool = False,
                 refuse: str = "", throw: str = "") -> None:
        self.text, self.limit, self.late, self.refuse, self.throw = text, limit, late, refuse, throw
        self.pending: list = []
        self.saves: list[str] = []
        self.loads = 0

    def load(self, settled) -> None:
        self.loads += 1
        if self.throw == "load":
            raise RuntimeError("load throws")
        self._answer(lambda: settled(False, "refused") if self.refuse == "load" else settled(True, self.text))

    def save(self, text: str, settled) -> None:
        if self.throw == "save":
            raise RuntimeError("save throws")
        self.saves.append(text)

        def answer() -> None:
            if self.refuse == "save":
                settled(False, "quota")
            else:
                self.text = text
                settled(True, None)
        self._answer(answer)

    def _answer(self, call) -> None:
        if self.late:
            self.pending.append(call)
        else:
            call()

    def answer_all(self) -> None:
        while self.pending:
            self.pending.pop(0)()

    def keys(self) -> dict[str, str]:
        return json.loads(self.text or "{}").get("keys", {})


def device(cloud: Cloud, timers: Timers, local: FakeStorage | None = None, start: bool = True) -> tuple[Store, Hosted]:
    store, hosted = open_hosted(local if local is not None else FakeStorage(), cloud, timers.later, timers.now,
                                today=TODAY)
    if start:
        hosted.start()
    return store, hosted


def checked(store: Store, name: str):
    return store.load(name, None, documents.checks(TODAY)[name])


# ---- what is written is read back, through the host -------------------------------------------

def test_every_document_kind_written_through_the_host_reads_back_on_another_device_unchanged():
    cloud, timers = Cloud(), Timers()
    first = FakeStorage()
    hosted = device(cloud, timers, first)[1]
    ctl = table(hosted, mode="local", name1="Ana", name2="Bo")
    hosted.store = ctl.parts.store
    ctl.parts.prefs.change("tiles", "dark")
    click(ctl, action="new-game")
    play(ctl, 4)
    ctl.parts.store.save("tutorial", {"done": []})
    timers.run(GAP_MS + QUIET_MS)
    assert set(cloud.keys()) >= {"domino." + name for name in VERSIONS}
    assert cloud.keys() == {k: v for k, v in first.items.items() if k != "domino.hosted"}

    other = FakeStorage()   # another device: nothing in its browser
    store, again = device(cloud, Timers(), other)
    assert again.items == cloud.keys() == {k: v for k, v in other.items.items() if k.startswith("domino.")
                                           and k != "domino.hosted"}
    at_home = Store(first, today=TODAY)   # the first browser's own storage, read as without a host
    for name in VERSIONS:
        doc = checked(store, name)
        assert doc is not None and doc == checked(at_home, name), name
    assert store.take_messages() == [] and store.backups() == [] and not store.newer
    later = table(again, mode="local")
    again.store = later.parts.store
    assert later.parts.saves.load() is not None   # the game continues on the other device


def test_the_menu_never_waits_for_the_host_and_its_copy_is_taken_when_it_comes():
    cloud = Cloud(json.dumps({"v": ENVELOPE, "at": START - 5, "keys": {"domino.settings": '{"v":1,"tiles":"dark"}'}}),
                  late=True)
    timers = Timers()
    store, hosted = device(cloud, timers)
    heard: list[list[str]] = []
    hosted.heard = heard.append
    assert store.load("settings") is None and hosted.state == "waiting"   # read at once: nothing yet
    store.save("profile", {"coins": 3})   # written before the host answers: kept, not sent yet
    timers.run(GAP_MS * 3)
    assert cloud.saves == []
    cloud.answer_all()
    assert heard == [["domino.settings"]] and store.load("settings")["tiles"] == "dark"
    assert store.take_messages() == []   # the host's settings, the page's profile: no conflict
    timers.run(QUIET_MS)
    cloud.answer_all()
    assert set(cloud.keys()) == {"domino.settings", "domino.profile"}


def synced(tiles: str) -> tuple[Cloud, Timers, FakeStorage, Store]:
    """A browser whose settings (`tiles`) reached the host."""
    cloud, timers = Cloud(), Timers()
    local = FakeStorage()
    store = device(cloud, timers, local)[0]
    store.save("settings", {"tiles": tiles})
    timers.run(QUIET_MS)
    return cloud, timers, local, store


def test_a_document_changed_on_both_sides_is_the_newers_and_the_other_is_set_aside_to_bring_back():
    cloud, timers, local, store = synced("light")
    first = cloud.text
    # this browser changes its settings offline (the host refused nothing: the page simply closed)...
    store.save("settings", {"tiles": "wood"})
    # ...and another device changed them later
    envelope = json.loads(first)
    envelope["at"] = START + 60_000
    envelope["keys"]["domino.settings"] = '{"v":1,"tiles":"dark"}'
    cloud.text = json.dumps(envelope)
    timers = Timers()   # the first page closed before its batch went; the browser opens the game again
    timers.t = START + 120_000
    store, hosted = device(cloud, timers, local)
    assert store.load("settings")["tiles"] == "dark"
    assert store.take_messages() == [SET_ASIDE]
    aside = [b for b in store.backups() if b.name == "settings"]
    assert len(aside) == 1 and json.loads(store.get_raw(aside[0].key))["tiles"] == "wood"
    assert aside[0] in shelf.restorable(store, documents.checks(TODAY))
    timers.run(GAP_MS)
    assert aside[0].key in cloud.keys()   # the host keeps the copy set aside too


def test_a_document_this_page_wrote_before_the_host_answered_stays_and_the_hosts_goes_aside():
    cloud = Cloud(json.dumps({"v": ENVELOPE, "at": START + 10, "keys": {"domino.settings": '{"v":1,"tiles":"dark"}'}}),
                  late=True)
    timers = Timers()
    store, hosted = device(cloud, timers)
    store.save("settings", {"tiles": "wood"})
    cloud.answer_all()
    assert store.load("settings")["tiles"] == "wood"
    assert [json.loads(store.get_raw(b.key))["tiles"] for b in store.backups()] == ["dark"]


def test_coins_and_records_written_before_the_host_answered_are_merged_with_the_hosts():
    from table.storage.profile import new_profile
    theirs = {**new_profile(TODAY), "coins": 900, "gift_day": TODAY}
    cloud = Cloud(json.dumps({"v": ENVELOPE, "at": START - 3, "keys": {"domino.profile": json.dumps({**theirs, "v": 4})}}),
                  late=True)
    timers = Timers()
    store, hosted = device(cloud, timers)   # a first visit on this device: a fresh profile is written
    ctl = table(hosted)
    hosted.store = ctl.parts.store
    heard: list[list[str]] = []
    hosted.heard = heard.append
    assert ctl.parts.coins.coins < 900
    cloud.answer_all()
    assert heard == [["domino.profile"]]
    ctl.parts.coins.reload()
    assert ctl.parts.coins.coins == 900
    assert ctl.parts.store.backups() == [] and ctl.parts.store.take_messages() == []
    timers.run(QUIET_MS)
    assert json.loads(cloud.keys()["domino.profile"])["coins"] == 900


def test_the_same_data_on_both_sides_moves_nothing():
    cloud, timers, local, store = synced("dark")
    assert len(cloud.saves) == 1
    store, hosted = device(cloud, timers, local)
    timers.run(GAP_MS * 2)
    assert len(cloud.saves) == 1 and store.backups() == [] and store.take_messages() == []


def test_data_kept_in_the_browser_before_the_host_is_never_dropped_for_the_hosts():
    local = FakeStorage({"domino.settings": '{"v":1,"tiles":"wood"}'})   # no note of the host: an earlier visit
    cloud = Cloud(json.dumps({"v": ENVELOPE, "at": START - 1, "keys": {"domino.settings": '{"v":1,"tiles":"dark"}'}}))
    store = device(cloud, Timers(), local)[0]
    tiles = {json.loads(store.get_raw(k))["tiles"] for k in [store.key("settings"), *[b.key for b in store.backups()]]}
    assert tiles == {"wood", "dark"}


def test_another_tab_of_the_game_is_read_through_and_its_writes_travel_with_the_next_batch():
    cloud, timers, local, store = synced("dark")
    local.setItem("domino.game", "another tab's game")   # another tab writes the browser's storage
    assert store.get_raw("domino.game") == "another tab's game"
    local.removeItem("domino.settings")
    assert store.get_raw("domino.settings") is None
    store.save("profile", {"coins": 1})
    timers.run(GAP_MS)
    assert set(cloud.keys()) == {"domino.game", "domino.profile"}


# ---- writes are batched ---------------------------------------------------------------------

def test_writes_go_to_the_host_in_batches_one_at_a_time_and_no_more_often_than_the_gap():
    cloud, timers = Cloud(late=True), Timers()
    store, hosted = device(cloud, timers)
    cloud.answer_all()
    for n in range(10):
        store.save("profile", {"coins": n})
    timers.run(QUIET_MS - 1)
    assert cloud.saves == []
    timers.run(1)
    assert len(cloud.saves) == 1 and json.loads(json.loads(cloud.saves[0])["keys"]["domino.profile"])["coins"] == 9
    store.save("profile", {"coins": 10})
    timers.run(GAP_MS * 2)
    assert len(cloud.saves) == 1   # the first is still on its way: never two at once
    cloud.answer_all()
    timers.run(QUIET_MS)
    assert len(cloud.saves) == 2
    cloud.answer_all()
    store.save("profile", {"coins": 11})
    timers.run(GAP_MS - 1)
    assert len(cloud.saves) == 2   # no sooner than GAP_MS after the last
    timers.run(1)
    assert len(cloud.saves) == 3


def test_a_page_being_hidden_sends_its_batch_at_once():
    cloud, timers = Cloud(), Timers()
    store, hosted = device(cloud, timers)
    store.save("profile", {"coins": 1})
    hosted.flush()
    assert len(cloud.saves) == 1
    timers.run(GAP_MS * 2)
    assert len(cloud.saves) == 1


# ---- a host that refuses --------------------------------------------------------------------

@pytest.mark.parametrize("how", [{"refuse": "load"}, {"throw": "load"}, {"refuse": "save"}, {"throw": "save"}])
def test_a_refusing_or_throwing_host_leaves_the_browser_as_the_store_and_says_nothing_lost(how):
    cloud, timers = Cloud(**how), Timers()
    local = FakeStorage()
    store, hosted = device(cloud, timers, local)
    assert store.save("profile", {"coins": 4})
    timers.run(GAP_MS)
    assert hosted.state == "refused" and store.take_messages() == []
    assert store.save("profile", {"coins": 5})
    timers.run(GAP_MS * 3)
    assert len(cloud.saves) <= 1
    assert json.loads(local.items["domino.profile"])["coins"] == 5
    assert store.details


def test_a_host_that_refuses_what_a_full_browser_could_not_keep_says_so_once():
    cloud, timers = Cloud(refuse="save"), Timers()
    local = FakeStorage(quota=0)
    store, hosted = device(cloud, timers, local)
    assert store.save("profile", {"coins": 4})   # the host may keep it: not refused yet
    timers.run(QUIET_MS)
    assert store.take_messages() == [HOST_REFUSED]
    assert not store.save("profile", {"coins": 5})   # now as without a host: the browser is full
    assert store.take_messages() == [FULL]


def test_without_any_browser_storage_the_host_alone_keeps_the_game():
    cloud, timers = Cloud(), Timers()
    store, hosted = device(cloud, timers, None)
    hosted.local = None
    assert store.save("profile", {"coins": 2}) and store.take_messages() == []
    timers.run(QUIET_MS)
    assert json.loads(cloud.keys()["domino.profile"])["coins"] == 2
    store = device(cloud, Timers(), None)[0]
    assert store.load("profile")["coins"] == 2


# ---- the newer-version guard and unreadable data ----------------------------------------------

def test_an_envelope_of_a_newer_version_is_never_written_over():
    newer = json.dumps({"v": ENVELOPE + 1, "everything": "else"})
    cloud, timers = Cloud(newer), Timers()
    store, hosted = device(cloud, timers, start=False)
    heard: list[list[str]] = []
    hosted.heard = heard.append
    hosted.start()
    assert store.take_messages() == [HOST_NEWER] and heard == [[]]   # the page shows it at once
    assert store.save("profile", {"coins": 1})
    timers.run(GAP_MS * 2)
    assert cloud.saves == [] and cloud.text == newer


def test_a_newer_versions_document_from_the_host_is_read_as_newer_and_sent_back_untouched():
    text = '{"v":99,"coins":1}'
    cloud, timers = Cloud(json.dumps({"v": ENVELOPE, "at": START - 9, "keys": {"domino.profile": text}})), Timers()
    store, hosted = device(cloud, timers)
    assert store.load("profile", {"fresh": True}) == {"fresh": True} and store.is_newer("profile")
    store.save("profile", {"coins": 5})
    store.save("settings", {"tiles": "dark"})
    timers.run(GAP_MS)
    assert cloud.keys()["domino.profile"] == text and "domino.settings" in cloud.keys()


def test_an_unreadable_host_copy_is_kept_in_the_browser_and_replaced_by_the_pages():
    cloud, timers = Cloud("{not json"), Timers()
    local = FakeStorage({"domino.settings": '{"v":1,"tiles":"dark"}'})
    store, hosted = device(cloud, timers, local)
    timers.run(QUIET_MS)
    assert local.items["domino." + UNREAD] == "{not json"
    assert cloud.keys() == {"domino.settings": '{"v":1,"tiles":"dark"}'}


def test_backups_stay_in_the_browser_when_the_host_is_small_and_documents_too_large_refuse_it():
    cloud, timers = Cloud(limit=400), Timers()
    store, hosted = device(cloud, timers)
    store.keep_copy("settings", "x" * 300)
    store.save("settings", {"tiles": "dark"})
    timers.run(QUIET_MS)
    assert list(cloud.keys()) == ["domino.settings"]
    store.save("profile", {"name": "y" * 500})
    timers.run(GAP_MS)
    assert hosted.state == "refused" and store.take_messages() == []   # the browser keeps it all
