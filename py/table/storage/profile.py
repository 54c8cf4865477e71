"""The player's profile: coins (docs/rules.md §6) and records (§5), as one JSON-able document.

Pure Python, no DOM: the table asks it what things cost, pays out wins and keeps the records; the
store saves it. A stored profile is read through documents.check_profile, which keeps each sound field
and resets only the broken ones, so a damaged record never costs the player their coins. Documents
stay bounded however long the game is played: the Daily history keeps DAILY_DAYS days plus running
totals, and coins stop at MAX_COINS. Records against the computer are kept by variant, level and
player count, two against two apart from four each alone (PAIRS: at the opponents' level); those
kept before schema 3 had no count, and stay as they were, of every count.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import date as _date, timedelta
from typing import TypedDict, TypeGuard

from domino.core import catalog
from domino.core.catalog import CATALOG, LEVELS

START_COINS = 30
DAILY_GIFT = 30
UNDO, HINT = 10, 15
RESTART_LATE = 5          # after you have played your second tile
AD_REWARD = 20            # a rewarded ad watched to the end, on a portal that offers them
PAYOUT = {                # level -> (single round or match to 50, match to 100 or full game)
    "easy": (5, 10),
    "medium": (10, 20),
    "hard": (25, 50),
    "expert": (40, 80),
}
RESULTS = ("win", "loss", "draw")
MAX_COINS = 1_000_000_000  # docs/rules.md §6: a win, a gift or an ad pays up to it
DAILY_DAYS = 60            # Daily results kept day by day; the totals count every one
SETTLED = 20               # ids of the latest finished games: none is recorded twice
MAX_ROWS = 500             # same-device names with wins (and the most rows of any list the profile keeps)
PAIRS = catalog.PAIRS      # a record key's table of two against two, in place of the player count


class DailyRow(TypedDict):
    """One day's Daily match: "win", "loss" or "draw", and the final scores."""

    result: str
    scores: list[int]


class Totals(TypedDict):
    played: int
    wins: int
    streak: int
    best: int
    last: str | None       # the latest day recorded
    last_win: str | None


class DailyHistory(TypedDict):
    daily: dict[str, DailyRow]   # day -> its result, the latest DAILY_DAYS days
    totals: Totals


class Profile(DailyHistory):
    """The profile document (documents.check_profile reads a stored one into this shape)."""

    coins: int
    gift_day: str
    records: dict[str, dict[str, int]]   # record_key -> {result: games}
    local: dict[str, int]                # a same-device player's name -> wins
    settled: list[str]                   # ids of the latest finished games


def new_totals() -> Totals:
    """The Daily match over every day ever recorded: days played and won, the run of wins ending
    on `last_win`, the longest run, and the latest day recorded."""
    return {"played": 0, "wins": 0, "streak": 0, "best": 0, "last": None, "last_win": None}


def new_profile(today: str) -> Profile:
    return {"coins": START_COINS, "gift_day": today, "records": {}, "local": {}, "daily": {},
            "totals": new_totals(), "settled": []}


def is_date(text: object) -> TypeGuard[str]:
    try:
        return isinstance(text, str) and _date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


def day_before(day: str) -> str:
    """The day before `day`; before 0001-01-01 (a clock before year 1 reads as it), a text no day
    equals (Python's date has no day before it)."""
    first = _date.fromisoformat(day)
    return (first - timedelta(days=1)).isoformat() if first > _date.min else "0000-12-31"


def daily_gift(profile: Profile, today: str) -> int:
    """The gift for coming back on a later calendar day (local date), once per day: a clock moved
    back to a day before the last gift gives nothing."""
    last = profile.get("gift_day")
    if is_date(last) and last >= today:
        return 0
    profile["gift_day"] = today
    return add_coins(profile, DAILY_GIFT)


def add_coins(profile: Profile, coins: int) -> int:
    """Pay `coins`, up to MAX_COINS; returns what was added."""
    before = profile["coins"]
    profile["coins"] = min(MAX_COINS, before + coins)
    return profile["coins"] - before


def payout(level: str, target: int, full_game: bool = False) -> int:
    """Coins for a win (docs/rules.md §6). Mexican Train's full game, ten rounds, is longer than a match
    to 100, and pays as one."""
    row = PAYOUT.get(level)
    if row is None:
        return 0
    return row[1] if target >= 100 or full_game else row[0]


def games_won(profile: Profile) -> int:
    """Every game won against the computer, in all the records (a portal's score of progress)."""
    return sum(int(row.get("win", 0)) for row in profile["records"].values())


def restart_price(tiles_played: int) -> int:
    return 0 if tiles_played < 2 else RESTART_LATE


def can_pay(profile: Profile, price: int) -> bool:
    return profile["coins"] >= price


def pay(profile: Profile, price: int) -> bool:
    if price and profile["coins"] < price:
        return False
    profile["coins"] -= price
    return True


def record_key(variant: str, level: str, players: int, pairs: bool = False) -> str:
    """Where a game against the computer is recorded: by variant, level and player count, or
    "pairs" for two against two (`level`: the opponents')."""
    return f"{variant}/{level}/{PAIRS if pairs else players}"


def is_record_key(key: object) -> TypeGuard[str]:
    """"variant/level/players" (players a count, or "pairs" for two against two), or
    "variant/level": a record kept before schema 3, of games of every player count (they cannot be
    told apart, so they are never split or dropped)."""
    if not isinstance(key, str):
        return False
    parts = key.split("/")
    return (len(parts) in (2, 3) and parts[0] in CATALOG and parts[1] in LEVELS
            and (len(parts) == 2 or parts[2] in {str(n) for n in CATALOG[parts[0]].seats}
                 or (parts[2] == PAIRS and CATALOG[parts[0]].partners)))


def record_computer(profile: Profile, variant: str, level: str, result: str, players: int,
                    pairs: bool = False) -> None:
    row = profile["records"].setdefault(record_key(variant, level, players, pairs), {r: 0 for r in RESULTS})
    row[result] = row.get(result, 0) + 1


def record_left(profile: Profile, cfg: Mapping[str, object], variant: str, players: int, scores: Iterable[int],
                pairs: bool = False) -> bool:
    """A game against the computer left unfinished by the player (a new game or the Daily started
    over it, once they said yes) counts as a loss under its rules' `variant`, once (by its id, like
    a finished one). A Daily started as counting and left is its own day's Daily lost, whatever day
    the clock says now (a clock moved ahead and back must not forget it); a practice Daily, a lesson
    and a same-device game record nothing (docs/rules.md §5). True if recorded."""
    if cfg.get("mode") != "computer" or cfg.get("lesson") or settled(profile, cfg.get("id")):
        return False
    day = cfg.get("daily")
    if isinstance(day, str):
        if not daily_counted(cfg) or not record_daily(profile, day, "loss", scores):
            return False
    else:
        record_computer(profile, variant, str(cfg.get("level", "easy")), "loss", players, pairs)
    mark_settled(profile, cfg.get("id"))
    return True


def record_local(profile: Profile, winner_name: str | None) -> None:
    """A same-device win. The list stays within MAX_ROWS names, the bound its check enforces: a new
    name takes the place of the one with the fewest wins (the earliest of those)."""
    if not winner_name:
        return
    local = profile["local"]
    if winner_name not in local:
        while len(local) >= MAX_ROWS:
            del local[min(local, key=lambda name: local[name])]
    local[winner_name] = local.get(winner_name, 0) + 1


def most_won(local: Mapping[str, int]) -> dict[str, int]:
    """The MAX_ROWS names with the most wins (in their order), as record_local keeps the list."""
    if len(local) <= MAX_ROWS:
        return dict(local)
    keep = set(sorted(local, key=lambda name: -local[name])[:MAX_ROWS])
    return {name: wins for name, wins in local.items() if name in keep}


def daily_recorded(profile: DailyHistory, day: str) -> bool:
    """The Daily of `day` counts nothing more: it is recorded, or a later day is."""
    last = profile["totals"]["last"]
    return day in profile["daily"] or (last is not None and day <= last)


def daily_counts(profile: DailyHistory, day: str, daily_today: str) -> bool:
    """A Daily of `day` started now is started as counting: it is today's (UTC) and neither it nor
    a later day is recorded yet. The menu words the Daily by this, and the start decides by it."""
    return day == daily_today and not daily_recorded(profile, day)


def daily_counted(cfg: Mapping[str, object]) -> bool:
    """A Daily game was started as counting: it counts for its own day when it ends or is left,
    whenever that is (record_daily still refuses a day recorded already, or older)."""
    return isinstance(cfg.get("daily"), str) and not cfg.get("unrecorded")


def record_daily(profile: DailyHistory, day: str, result: str, scores: Iterable[int]) -> bool:
    """The first finish of a day's Daily counts, and only on a day after the latest one recorded (a
    replay, or a clock moved back, counts nothing). True if recorded."""
    totals = profile["totals"]
    if daily_recorded(profile, day):
        return False
    profile["daily"][day] = {"result": result, "scores": list(scores)}
    for old in sorted(profile["daily"])[:-DAILY_DAYS]:
        del profile["daily"][old]
    won = result == "win"
    run = totals["streak"] + 1 if won and totals["last_win"] == day_before(day) else int(won)
    totals.update({"played": totals["played"] + 1, "wins": totals["wins"] + won, "streak": run,
                   "best": max(totals["best"], run), "last": day})
    if won:
        totals["last_win"] = day
    return True


def totals_of(results: Mapping[str, str]) -> Totals:
    """The totals of a whole Daily history ({day: result}), as record_daily keeps them."""
    profile: DailyHistory = {"daily": {}, "totals": new_totals()}
    for day in sorted(results):
        record_daily(profile, day, results[day], [])
    return profile["totals"]


def from_v1(doc: dict[str, object]) -> dict[str, object]:
    """Schema 1 kept every Daily day and no totals: they are counted from the days it kept."""
    daily = doc.get("daily")
    results = {d: r["result"] for d, r in daily.items()
               if is_date(d) and isinstance(r, dict) and r.get("result") in RESULTS} if isinstance(daily, dict) else {}
    return {**doc, "totals": totals_of(results), "settled": []}


def from_v2(doc: dict[str, object]) -> dict[str, object]:
    """Schema 3 keys new records by player count too. The records of schema 2 stay under their
    keys without a count: games of every player count, shown as such."""
    return dict(doc)


def from_v3(doc: dict[str, object]) -> dict[str, object]:
    """Schema 4 adds the records of two against two ("variant/level/pairs"), which a game of
    schema 3 would drop as unknown: the number says so. Every record of schema 3 stays as it is."""
    return dict(doc)


def merge(kept: Profile, back: Profile) -> Profile:
    """A profile set aside brought back over the one in place: nothing either holds is lost. Each
    count is the larger of the two (they may share a history: never added), each Daily day is kept
    (the one in place wins a clash), the latest days and the games recorded by either stay."""
    later = kept if (kept["totals"]["last"] or "") >= (back["totals"]["last"] or "") else back
    totals: Totals = {"played": max(kept["totals"]["played"], back["totals"]["played"]),
                      "wins": max(kept["totals"]["wins"], back["totals"]["wins"]),
                      "streak": later["totals"]["streak"],
                      "best": max(kept["totals"]["best"], back["totals"]["best"]),
                      "last": max(kept["totals"]["last"] or "", back["totals"]["last"] or "") or None,
                      "last_win": max(kept["totals"]["last_win"] or "", back["totals"]["last_win"] or "") or None}
    records = {key: dict(row) for key, row in back["records"].items()}
    for key, row in kept["records"].items():
        records[key] = {r: max(row.get(r, 0), records.get(key, {}).get(r, 0)) for r in RESULTS}
    local = dict(back["local"])
    for name, wins in kept["local"].items():
        local[name] = max(wins, local.get(name, 0))
    daily = {**back["daily"], **kept["daily"]}
    settled_ids = list(dict.fromkeys(back["settled"] + kept["settled"]))[-SETTLED:]
    return {"coins": max(kept["coins"], back["coins"]), "gift_day": max(kept["gift_day"], back["gift_day"]),
            "records": records, "local": most_won(local),
            "daily": {day: daily[day] for day in sorted(daily)[-DAILY_DAYS:]}, "totals": totals,
            "settled": settled_ids}


def daily_streak(profile: DailyHistory, today: str) -> int:
    """Consecutive days with a Daily win, ending today (or yesterday, if today's is still to play)."""
    totals = profile["totals"]
    if totals["last_win"] in (today, day_before(today)) and totals["last"] == totals["last_win"]:
        return totals["streak"]
    return 0


def settled(profile: Profile, game_id: object) -> bool:
    """The finished game `game_id` is recorded already."""
    return isinstance(game_id, str) and game_id in profile["settled"]


def mark_settled(profile: Profile, game_id: object) -> None:
    if isinstance(game_id, str) and game_id not in profile["settled"]:
        profile["settled"] = (profile["settled"] + [game_id])[-SETTLED:]


def reset_records(profile: Profile) -> None:
    """Records go; coins stay (they were earned). The latest Daily day stays too: a Daily already
    recorded is never recorded again."""
    last = profile["totals"]["last"]
    profile["records"], profile["local"], profile["daily"] = {}, {}, {}
    profile["totals"] = {**new_totals(), "last": last}
