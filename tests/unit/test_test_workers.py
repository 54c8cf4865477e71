"""The suite's workers (.ci/build/testing.py `workers`): a worker per core and, where browsers run,
one more; none where the run asks for its own or there is one core."""

import pytest
from builder import load_build


@pytest.fixture
def testing():
    load_build()  # registers .ci/build as the package domino_build_jobs
    import domino_build_jobs.testing as testing
    return testing


@pytest.fixture
def cores(testing, monkeypatch):
    """Sets how many cores the run may use."""
    return lambda n: monkeypatch.setattr(testing.os, "sched_getaffinity", lambda _pid: set(range(n)), raising=False)


@pytest.mark.parametrize("n, want", [(2, "3"), (4, "5"), (16, "5")])
def test_a_worker_per_core_and_one_more(testing, cores, n, want):
    cores(n)
    assert testing.workers(["tests/e2e"]) == ["-n", want, "--dist", "worksteal"]


@pytest.mark.parametrize("n, want", [(2, "2"), (4, "4"), (16, "4")])
def test_the_browserless_tier_gets_a_worker_per_core(testing, cores, n, want):
    cores(n)
    assert testing.workers([], browsers=False) == ["-n", want, "--dist", "worksteal"]


@pytest.mark.parametrize("args", [["-n", "0"], ["--numprocesses=2"], ["--pdb"], ["-p", "no:xdist"]])
def test_a_run_that_asks_for_its_own_workers_or_a_debugger_gets_none(testing, cores, args):
    cores(2)
    assert testing.workers(args) == []


def test_one_core_gets_no_workers(testing, cores):
    cores(1)
    assert testing.workers([]) == []
