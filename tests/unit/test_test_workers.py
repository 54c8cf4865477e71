"""The suite's workers (.ci/build/testing.py `workers`): a worker per core and, where browsers run,
one more; none where the run asks for its own or there is one core."""

import pytest
from builder import load_build


@pytest.fixture
def testing():
    load_build()  # registers .ci/build as the package domino_build_jobs
    import domino_build_jobs.testing as testing
    return testing


@pytest.mark.parametrize("cores, want", [(2, "3"), (4, "5"), (16, "5")])
def test_a_worker_per_core_and_one_more(testing, monkeypatch, cores, want):
    monkeypatch.setattr(testing.os, "sched_getaffinity", lambda _pid: set(range(cores)), raising=False)
    assert testing.workers(["tests/e2e"]) == ["-n", want, "--dist", "worksteal"]


@pytest.mark.parametrize("cores, want", [(2, "2"), (4, "4"), (16, "4")])
def test_the_browserless_tier_gets_a_worker_per_core(testing, monkeypatch, cores, want):
    monkeypatch.setattr(testing.os, "sched_getaffinity", lambda _pid: set(range(cores)), raising=False)
    assert testing.workers([], browsers=False) == ["-n", want, "--dist", "worksteal"]


@pytest.mark.parametrize("args", [["-n", "0"], ["--numprocesses=2"], ["--pdb"], ["-p", "no:xdist"]])
def test_a_run_that_asks_for_its_own_workers_or_a_debugger_gets_none(testing, monkeypatch, args):
    monkeypatch.setattr(testing.os, "sched_getaffinity", lambda _pid: {0, 1}, raising=False)
    assert testing.workers(args) == []


def test_one_core_gets_no_workers(testing, monkeypatch):
    monkeypatch.setattr(testing.os, "sched_getaffinity", lambda _pid: {0}, raising=False)
    assert testing.workers([]) == []
