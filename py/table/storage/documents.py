"""What a stored document may hold, checked field by field before anything uses it.

Each `check_*` takes a decoded document (any JSON value) and returns `(document, problems)`: the
document as the table may use it and, in words, each field that had to be reset. A document that
cannot be used at all raises `Invalid`; the store then sets it aside whole. Pure Python; the names
of variants, levels and modes are the engine catalog's, and the game check replays the saved moves
with the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING, NotRequired, TypedDict, TypeGuard

from domino.core.catalog import LEVELS, MODES
from table.language.catalogue import N_
from table.storage import settings as _prefs
from table.storage import profile as _profile

if TYPE_CHECKING:
    from domino import Match

MAX_NAME = 40      # characters of a player's name
MAX_TEXT = 400     # characters of a stored sentence (the last move in words)
MAX_SEED = 64      # characters of a text seed, digits of a number
MAX_ID = 32        # characters of a game's id (profile.settled)
MAX_KEYS = _profile.MAX_ROWS  # rows of records, local wins, Daily days
MAX_LESSONS = 200


class Invalid(ValueError):
    """A document the table cannot use."""


class GameCfg(TypedDict):
    """A saved game's settings as checked; the length settings come from its rules."""

    mode: str
    level: str                      # the computer's, the opponents' in two against two
    seed: int | str
    variant: str                    # the rules' own
    players: str
    partner: NotRequired[str]       # the partner's level: two against two against the computer
    daily: NotRequired[str]         # the day of a Daily match
    unrecorded: NotRequired[bool]   # a Daily replayed: never recorded
    settled: NotRequired[bool]
    staked: NotRequired[bool]       # a tile was down once: leaving it loses, whatever Undo took back
    id: NotRequired[str]


class SavedTable(TypedDict):
    cfg: GameCfg
    names: list[str]                # typed names ('' for a seat the table names by its role)
    last: str                       # the last move in words
    fresh: list[int] | None         # the tile just drawn


class GameDoc(TypedDict):
    """The game save as checked: the match as the engine wrote it, and the table around it."""

    match: dict[str, object]
    table: SavedTable
    tab: NotRequired[str]           # the tab that wrote it


class TutorialDoc(TypedDict):
    done: list[str]


def is_text(value: object, limit: int) -> TypeGuard[str]:
    """Stored text of at most `limit` characters, each one a name or a sentence may hold."""
    return isinstance(value, str) and len(value) <= limit and all(_prefs.is_kept(ch) for ch in value)


def is_day(value: object) -> TypeGuard[str]:
    """A real date written YYYY-MM-DD (profile.is_date: one reading of a day for every document)."""
    return _profile.is_date(value)


def is_count(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2 ** 53


def is_seed_number(value: object) -> bool:
    """A deal's number: any whole number of up to MAX_SEED digits (Python reads JSON's big numbers
    exactly, so a seed past 2^53 survives a save)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10 ** MAX_SEED


def expected_names(mode: str, players: int, saved: Sequence[object] = ()) -> tuple[str, ...]:
    """The seats' typed names as a game keeps them: none against the computer (the seats are the
    person and the computers: roles, worded by the table), or the names of a same-device game's
    players as the menu cleans them ('' for a seat named by its number)."""
    if mode == "computer":
        return ("",) * players
    return _prefs.typed_names(saved, players)


def typed_of(cfg: Mapping[str, object], players: int) -> tuple[str, ...]:
    """The typed names a game keeps (expected_names), from its settings (a shared device's "nameN")."""
    mode = cfg.get("mode")
    return expected_names(mode if isinstance(mode, str) else "", players,
                          [cfg.get(key, "") for key in _prefs.NAME_KEYS])


def game_from_v1(doc: dict[str, object]) -> dict[str, object]:
    """Schema 1 kept the seats' names in English words ("You", "Computer 1", "Player 2"); schema 2
    keeps roles and typed names (expected_names), so a game reads the same in every language. Only
    the words schema 1 wrote become roles: anything else stays as it was, for the check to judge."""
    table = doc.get("table")
    if not isinstance(table, dict) or not isinstance(table.get("names"), list):
        return doc
    cfg = table.get("cfg")
    names: list[object] = table["names"]
    if isinstance(cfg, dict) and cfg.get("mode") == "computer":
        english = ["You"] + [f"Computer {seat}" for seat in range(1, len(names))]
        typed = [""] * len(names) if names == english else names
    else:
        typed = ["" if name == f"Player {seat + 1}" else name for seat, name in enumerate(names)]
    return {**doc, "table": {**table, "names": typed}}


# ---- the game in progress -------------------------------------------------------------------------

def check_match(doc: object) -> Match:
    """The saved match, replayed move by move (an illegal or malformed move refuses the save)."""
    import domino

    if not isinstance(doc, dict):
        raise Invalid("no match")
    seed = doc.get("seed")
    if not (is_seed_number(seed) or is_text(seed, MAX_SEED)):
        raise Invalid("the match's seed is not a number or a short text")
    hands = doc.get("hands")
    if not isinstance(hands, list) or not all(isinstance(h, list) for h in hands):
        raise Invalid("the match's moves are not lists")
    if not all(is_text(m, 32) for h in hands for m in h):
        raise Invalid("a saved move is not a move in words")
    rules = doc.get("rules")
    if not isinstance(rules, dict) or not all(isinstance(v, (bool, int)) or is_text(v, 20) for v in rules.values()):
        raise Invalid("the rules are not a list of options")
    try:
        return domino.Match.from_json(doc)
    except ValueError as exc:
        raise Invalid(str(exc)) from None


def is_daily_match(day: str, match: Match, mode: str, level: str) -> bool:
    """A game saved as the Daily of `day` is that day's deal under the Daily's settings (setups.DAILY):
    a Daily mark on any other game would record and pay it as one."""
    import domino

    return (mode == "computer" and level == "medium" and match.seed == day
            and match.rules == domino.daily_match(day).rules)


def check_game(doc: object) -> tuple[GameDoc, list[str], Match]:
    """The game save: the match plus the table's settings, names, last move and fresh tile.
    Returns (document, problems, match) with the match already replayed; a finished match is a
    game whose result is still to be recorded (saves.Saves settles it)."""
    if not isinstance(doc, dict):
        raise Invalid("not a saved game")
    table = doc.get("table")
    if not isinstance(table, dict):
        raise Invalid("no table settings")
    match = check_match(doc.get("match"))
    rules = match.rules
    cfg = table.get("cfg")
    if not isinstance(cfg, dict):
        raise Invalid("no table settings")
    mode, level = cfg.get("mode"), cfg.get("level")
    if mode not in MODES:
        raise Invalid(f"the mode is not one of {', '.join(MODES.values())}")
    if level not in LEVELS:
        raise Invalid(f"the computer's level is not one of {', '.join(LEVELS.values())}")
    if cfg.get("variant") != rules.variant or str(cfg.get("players")) != str(rules.players):
        raise Invalid("the table settings do not match the rules")
    names = table.get("names")
    if not isinstance(names, list) or tuple(names) != expected_names(mode, rules.players, names):
        raise Invalid("the players' names do not match the game")
    daily = cfg.get("daily")
    if daily is not None and not is_day(daily):
        raise Invalid("the Daily match's date is not a date")
    problems: list[str] = []
    if daily and not is_daily_match(daily, match, mode, level):
        problems.append(N_("the Daily mark of a game that is not that day's Daily"))
        daily = None
    # The length settings come from the rules themselves (match_length.menu_settings), never the save;
    # the variant and the player count are the rules' too, so the next read of this repair accepts it.
    clean_cfg: GameCfg = {"mode": mode, "level": level, "seed": match.seed, "variant": rules.variant,
                          "players": str(rules.players)}
    if daily:
        clean_cfg["daily"] = daily
        clean_cfg["unrecorded"] = cfg.get("unrecorded") is True
    if rules.partners and mode == "computer":  # the partner's level; a save without a sound one: the opponents'
        partner = cfg.get("partner")
        if partner not in LEVELS:
            if partner is not None:
                problems.append(N_("the partner's level"))
            partner = level
        clean_cfg["partner"] = partner
    for mark in ("settled", "staked"):
        if cfg.get(mark) is True:
            clean_cfg[mark] = True
    if is_text(cfg.get("id"), MAX_ID):
        clean_cfg["id"] = cfg["id"]
    last = table.get("last")
    if last is None or last == "":
        last = ""
    elif not is_text(last, MAX_TEXT):
        problems.append(N_("the last move's words"))
        last = ""
    fresh = table.get("fresh")
    if fresh is not None and not (isinstance(fresh, list) and 2 <= len(fresh) <= 3
                                  and all(is_count(n) and n <= rules.double for n in fresh)):
        problems.append(N_("the tile just drawn"))
        fresh = None
    out: GameDoc = {"match": doc["match"], "table": {"cfg": clean_cfg, "names": list(names), "last": last,
                                            "fresh": fresh}}
    if is_text(doc.get("tab"), 64):
        out["tab"] = doc["tab"]
    return out, problems, match


# ---- the profile: coins, records, Daily history ----------------------------------------------------

# The most a player can hold is profile.MAX_COINS, written in the message (a test holds them equal).
OVER_MOST = N_("your coins were over the most a player can hold (1,000,000,000)")


def coins_of(coins: object) -> tuple[int, str]:
    """A stored number of coins as the whole number the table uses, and what was wrong with it
    in the player's words ('' when nothing): a whole float is a whole number, more than
    MAX_COINS is MAX_COINS."""
    if not isinstance(coins, (int, float)) or isinstance(coins, bool) or coins != coins:
        return 0, N_("your coins were not a number and are back to 0")
    if coins < 0:
        return 0, N_("your coins were below zero and are back to 0")
    if coins > _profile.MAX_COINS:
        return _profile.MAX_COINS, OVER_MOST
    if coins != int(coins):
        return int(coins), N_("your coins were not a whole number and are rounded down")
    return int(coins), ""


def _daily_days(daily: object, problems: list[str]) -> dict[str, _profile.DailyRow]:
    """The latest DAILY_DAYS sound days of a stored Daily history (older ones live on in the totals)."""
    out: dict[str, _profile.DailyRow] = {}
    if not isinstance(daily, dict):
        problems.append(N_("your Daily history was cleared"))
        return out
    for day, row in daily.items():
        scores = row.get("scores", []) if isinstance(row, dict) else None
        if (is_day(day) and isinstance(row, dict) and row.get("result") in _profile.RESULTS
                and isinstance(scores, list) and len(scores) <= 4 and all(is_count(s) for s in scores)):
            out[day] = {"result": row["result"], "scores": list(scores)}
        else:
            problems.append(N_("some Daily results were removed"))
    return {day: out[day] for day in sorted(out)[-_profile.DAILY_DAYS:]}


def _at_least(value: object, proved: int) -> int:
    """A stored count, or what the days kept prove when it is unsound or below that."""
    return max(value, proved) if is_count(value) else proved


def _day_at_least(value: object, proved: str | None) -> str | None:
    """A stored day (or None), or the day the days kept prove when it is unsound or earlier."""
    day = value if is_day(value) else None
    return max(day, proved) if day and proved else day or proved


def _totals(totals: object, days: Mapping[str, _profile.DailyRow], problems: list[str]) -> _profile.Totals:
    """The Daily totals, repaired field by field: every sound stored count is kept (one broken
    total must not throw away the days older than the DAILY_DAYS kept), none is below what the
    days kept prove, and each is raised, never lowered, until they agree (wins <= played, streak
    <= best <= wins, last no earlier than the latest day kept): nothing earned goes down. Sound
    totals come back unchanged, and so do repaired ones on the next check."""
    stored: Mapping[str, object] = totals if isinstance(totals, dict) else {}
    proof = _profile.totals_of({day: row["result"] for day, row in days.items()})
    streak = stored.get("streak")
    streak = streak if is_count(streak) else proof["streak"]  # unknown: the run the days kept show
    best = max(_at_least(stored.get("best"), proof["best"]), streak)
    wins = max(_at_least(stored.get("wins"), proof["wins"]), best)
    out: _profile.Totals = {"played": max(_at_least(stored.get("played"), proof["played"]), wins), "wins": wins,
                            "streak": streak, "best": best, "last": _day_at_least(stored.get("last"), proof["last"]),
                            "last_win": _day_at_least(stored.get("last_win"), proof["last_win"])}
    if out != totals:
        problems.append(N_("your Daily totals were repaired from what was kept"))
    return out


def check_profile(doc: object, today: str) -> tuple[_profile.Profile, list[str]]:
    """Coins, gift day, records and Daily history: each sound field kept, each broken one reset
    (a damaged record never costs the player their coins)."""
    if not isinstance(doc, dict):
        raise Invalid("not a profile")
    problems: list[str] = []
    out = _profile.new_profile(today)
    out["coins"], fault = coins_of(doc.get("coins", _profile.START_COINS))
    if fault:
        problems.append(fault)
    gift = doc.get("gift_day")
    if is_day(gift):  # a day after today too: the clock was moved back, and that day's gift is given
        out["gift_day"] = gift
    elif gift is not None:
        problems.append(N_("the day of your last daily gift is reset to today"))
    records = doc.get("records", {})
    if isinstance(records, dict) and len(records) <= MAX_KEYS:
        for key, row in records.items():
            if (_profile.is_record_key(key) and isinstance(row, dict)
                    and all(is_count(row.get(r, 0)) for r in _profile.RESULTS)):
                out["records"][key] = {r: row.get(r, 0) for r in _profile.RESULTS}
            else:
                problems.append(N_("some records were removed"))
    else:
        problems.append(N_("your records were cleared"))
    local = doc.get("local", {})
    if isinstance(local, dict):
        sound = {name: wins for name, wins in local.items() if is_text(name, MAX_NAME) and is_count(wins)}
        out["local"] = _profile.most_won(sound)
        if len(out["local"]) < len(local):
            problems.append(N_("some same-device wins were removed"))
    else:
        problems.append(N_("your same-device wins were cleared"))
    out["daily"] = _daily_days(doc.get("daily", {}), problems)
    out["totals"] = _totals(doc.get("totals"), out["daily"], problems)
    settled = doc.get("settled", [])
    if isinstance(settled, list) and all(is_text(g, MAX_ID) for g in settled):
        out["settled"] = settled[-_profile.SETTLED:]
    else:
        problems.append(N_("the list of games already recorded was reset"))
    return out, list(dict.fromkeys(problems))


# ---- settings and the tutorial ---------------------------------------------------------------------

def check_settings(doc: object) -> tuple[_prefs.Settings, list[str]]:
    if not isinstance(doc, dict):
        raise Invalid("not settings")
    out = _prefs.clean(doc)
    problems = [_prefs.LABELS[name][0] for name in _prefs.CHOICES
                if name in doc and doc[name] != out[name]]
    menu, kept = doc.get("menu"), out.get("menu", {})
    if isinstance(menu, dict) and any(name in menu and menu[name] != kept.get(name) for name in _prefs.MENU):
        problems.append(_prefs.MENU_LABEL)  # a choice the menu no longer offers (a set, a player count)
    return out, problems


def check_tutorial(doc: object, lessons: Collection[str] | None = None) -> tuple[TutorialDoc, list[str]]:
    """The lessons completed: known lesson keys only."""
    if not isinstance(doc, dict):
        raise Invalid("not a tutorial record")
    done = doc.get("done", [])
    if not isinstance(done, list) or len(done) > MAX_LESSONS:
        raise Invalid("the lessons done are not a list")
    keep = [k for k in done if is_text(k, MAX_NAME) and (lessons is None or k in lessons)]
    problems = [N_("a lesson that is not in this version")] if len(keep) != len(done) else []
    return {"done": sorted(set(keep))}, problems



# ---- every document's check --------------------------------------------------------------------------

Check = Callable[[object], tuple[Mapping[str, object], list[str]]]


def checks(today: str, lessons: Collection[str] | None = None) -> dict[str, Check]:
    """The check of each stored document by its name (the store's VERSIONS): what a write must pass
    when read back, and what a copy set aside must pass to be brought back."""

    def game(doc: object) -> tuple[Mapping[str, object], list[str]]:
        out, problems, _ = check_game(doc)
        return out, problems

    return {"game": game, "profile": lambda doc: check_profile(doc, today), "settings": check_settings,
            "tutorial": lambda doc: check_tutorial(doc, lessons)}
