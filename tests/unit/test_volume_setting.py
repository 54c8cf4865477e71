"""The Volume setting through the settings document: chosen in the panel, stored, read back by the
store's own check unchanged; a document written before there was a Volume reads whole, at Medium."""

from __future__ import annotations

import json

from fakes import FakeStorage, table
from readback import refusal
from table.render import screens
from table.storage import documents
from table.storage import settings as P
from table.storage.store import Store

OLDER = {"v": 1, "suggest": "off", "tiles": "contrast", "anim": "fast", "sound": "off", "dig": "off",
         "menu": {"mode": "local", "players": "3", "variant": "mexican", "name1": "Ana", "name2": "Bo"}}


def stored(storage):
    return json.loads(storage.getItem("domino.settings"))


def test_an_older_settings_document_reads_whole_at_medium_volume_and_is_not_set_aside():
    storage = FakeStorage({"domino.settings": json.dumps(OLDER)})
    store = Store(storage, today="2026-03-10")
    got = store.load("settings", None, documents.check_settings)
    assert got == {**P.DEFAULTS, **{k: v for k, v in OLDER.items() if k != "v"}} and got["volume"] == "medium"
    assert store.take_messages() == [] and list(storage.items) == ["domino.settings"]
    assert refusal("settings", json.dumps(OLDER)) == ""


def test_volume_chosen_in_the_panel_is_stored_read_back_unchanged_and_kept_on_the_next_page():
    storage = FakeStorage({"domino.settings": json.dumps(OLDER)})
    ctl = table(storage)
    ctl.pref("volume", "high")
    doc = stored(storage)
    assert doc["volume"] == "high" and {k: doc[k] for k in OLDER} == {**OLDER, "v": doc["v"]}
    assert refusal("settings", storage.getItem("domino.settings")) == ""
    again = table(storage)
    assert again.parts.prefs.prefs == {**P.DEFAULTS, **{k: v for k, v in OLDER.items() if k != "v"}, "volume": "high"}
    panel = str(screens.settings_html(again.parts.prefs.prefs, P.LABELS))
    assert 'value="high" data-pref="volume" checked' in panel


def test_a_broken_volume_is_reset_to_medium_and_said_and_the_rest_kept():
    storage = FakeStorage({"domino.settings": json.dumps({**OLDER, "volume": 11})})
    store = Store(storage, today="2026-03-10")
    got = store.load("settings", None, documents.check_settings)
    assert got["volume"] == "medium" and got["tiles"] == "contrast" and got["menu"] == OLDER["menu"]
    assert documents.check_settings({**OLDER, "volume": 11})[1] == [P.LABELS["volume"][0]]
    assert documents.check_settings({**OLDER, "volume": "low"}) == ({**got, "volume": "low"}, [])


def test_the_volume_row_stands_beside_sound_in_the_panel():
    names = list(P.LABELS)
    assert names.index("volume") == names.index("sound") + 1
    assert set(P.LABELS["volume"][1]) == set(P.CHOICES["volume"]) and P.DEFAULTS["volume"] in P.CHOICES["volume"]
