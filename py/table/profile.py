"""The player's profile: coins (docs/rules.md §6) and records (§5), as one JSON-able document.

Pure Python, no DOM: the table asks it what things cost, pays out wins and keeps the records; the
store saves it. Every reader of a stored profile goes through `clean`, which keeps each field that
is sound and resets only the broken ones, so a damaged record never costs the player their coins.
"""

from __future__ import annotations

from datetime import date as _date, timedelta

START_COINS = 30
DAILY_GIFT = 30
UNDO, HINT = 10, 15
RESTART_LATE = 5          # after you have played your second tile
PAYOUT = {                # level -> (single round or match to 50, match to 100 or full game)
    "easy": (5, 10),
    "medium": (10, 20),
    "hard": (25, 50),
    "expert": (40, 80),
}
LEVEL_NAMES = {"easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"}
VARIANT_NAMES = {"draw": "Classic", "block": "Block", "triangles": "Triangles", "mexican": "Mexican Train"}
RESULTS = ("win", "loss", "draw")


def new_profile(today: str) -> dict:
    return {"coins": START_COINS, "gift_day": today, "records": {}, "local": {}, "daily": {}}


def _count(value) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def clean(doc, today: str) -> dict:
    """A sound profile from whatever was stored: good fields kept, broken ones reset."""
    if not isinstance(doc, dict):
        return new_profile(today)
    out = new_profile(today)
    if "coins" in doc:
        out["coins"] = _count(doc.get("coins"))
    gift = doc.get("gift_day")
    out["gift_day"] = gift if _is_date(gift) else today
    records = doc.get("records")
    if isinstance(records, dict):
        for key, row in records.items():
            if isinstance(key, str) and isinstance(row, dict):
                out["records"][key] = {r: _count(row.get(r)) for r in RESULTS}
    local = doc.get("local")
    if isinstance(local, dict):
        out["local"] = {str(k): _count(v) for k, v in local.items()}
    daily = doc.get("daily")
    if isinstance(daily, dict):
        for day, row in daily.items():
            if _is_date(day) and isinstance(row, dict) and row.get("result") in RESULTS:
                scores = row.get("scores")
                out["daily"][day] = {
                    "result": row["result"],
                    "scores": [_count(s) for s in scores] if isinstance(scores, list) else [],
                }
    return out


def _is_date(text) -> bool:
    try:
        return isinstance(text, str) and _date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


def daily_gift(profile: dict, today: str) -> int:
    """The gift for coming back on a later calendar day (local date): paid once per day."""
    last = profile.get("gift_day")
    if _is_date(last) and last >= today:
        return 0
    profile["gift_day"] = today
    profile["coins"] += DAILY_GIFT
    return DAILY_GIFT


def payout(level: str, target: int, full_game: bool = False) -> int:
    """Coins for a win (docs/rules.md §6). Mexican Train's full game, ten rounds, is longer than a match
    to 100, and pays as one."""
    row = PAYOUT.get(level)
    if row is None:
        return 0
    return row[1] if target >= 100 or full_game else row[0]


def restart_price(tiles_played: int) -> int:
    return 0 if tiles_played < 2 else RESTART_LATE


def can_pay(profile: dict, price: int) -> bool:
    return profile["coins"] >= price


def pay(profile: dict, price: int) -> bool:
    if price and profile["coins"] < price:
        return False
    profile["coins"] -= price
    return True


def record_key(variant: str, level: str) -> str:
    return f"{variant}/{level}"


def record_computer(profile: dict, variant: str, level: str, result: str) -> None:
    row = profile["records"].setdefault(record_key(variant, level), {r: 0 for r in RESULTS})
    row[result] = row.get(result, 0) + 1


def record_local(profile: dict, winner_name: str | None) -> None:
    if winner_name:
        profile["local"][winner_name] = profile["local"].get(winner_name, 0) + 1


def record_daily(profile: dict, day: str, result: str, scores) -> bool:
    """The first finish of a day's Daily counts; a replay does not. True if recorded."""
    if day in profile["daily"]:
        return False
    profile["daily"][day] = {"result": result, "scores": list(scores)}
    return True


def daily_streak(profile: dict, today: str) -> int:
    """Consecutive days with a Daily win, ending today (or yesterday, if today's is still to play)."""
    days = profile["daily"]
    day = _date.fromisoformat(today)
    if today not in days:
        day -= timedelta(days=1)
    streak = 0
    while days.get(day.isoformat(), {}).get("result") == "win":
        streak += 1
        day -= timedelta(days=1)
    return streak


def reset_records(profile: dict) -> None:
    """Records go; coins stay (they were earned)."""
    profile["records"], profile["local"], profile["daily"] = {}, {}, {}
