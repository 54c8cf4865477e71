"""How many pytest-xdist workers `python build.py test` starts (.ci/build/testing.py): one per
core, and one more only when the cores are idle as the tests start."""

from __future__ import annotations

import pytest
from test_javascript import job

testing = job("testing")


@pytest.fixture
def two_cores(monkeypatch):
    monkeypatch.setattr(testing.os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)


@pytest.mark.parametrize(("idle", "count"), [(1.0, "3"), (0.8, "3"), (0.5, "2"), (0.0, "2")])
def test_one_more_worker_only_on_idle_cores(monkeypatch, two_cores, idle, count):
    monkeypatch.setattr(testing, "idle_share", lambda: idle)
    assert testing.workers([]) == ["-n", count, "--dist", "worksteal"]


def test_the_browserless_tier_gets_a_worker_per_core(monkeypatch, two_cores):
    monkeypatch.setattr(testing, "idle_share", lambda: 1.0)
    assert testing.workers([], browsers=False) == ["-n", "2", "--dist", "worksteal"]


def test_a_run_that_names_its_workers_or_a_debugger_gets_none(monkeypatch, two_cores):
    monkeypatch.setattr(testing, "idle_share", lambda: 1.0)
    assert testing.workers(["-n", "0"]) == testing.workers(["--pdb"]) == []


def test_the_idle_share_is_a_share():
    assert 0.0 <= testing.idle_share(0.05) <= 1.0
