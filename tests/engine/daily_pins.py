"""The Daily match's deals pinned for two dates: each seat's hand, as the engine must deal it on
any Python. test_match.py checks CPython against them, and the e2e tests the browser."""

DAILY = {
    ("2026-01-01", 1): ["0-5 1-3 1-6 2-4 2-5 3-5 5-6", "0-1 0-2 0-6 1-5 2-3 4-5 6-6"],
    ("2026-01-01", 2): ["0-2 1-3 2-3 2-4 2-6 5-6 6-6", "0-1 0-3 0-6 1-4 3-4 3-6 4-4"],
    ("2026-11-29", 1): ["0-0 0-1 0-3 0-5 1-1 1-4 3-3", "0-4 1-5 1-6 2-5 3-4 4-5 6-6"],
    ("2026-11-29", 2): ["0-1 0-3 0-5 0-6 2-2 3-4 3-6", "1-2 1-5 1-6 4-4 4-6 5-5 6-6"],
}
