"""HTML for the screens around the table: Daily entry, coins and tools, Records, Settings, notices.

Pure functions from data to Markup (no DOM; of the engine, only its catalog's titles), like
pieces.py: stored records, dates and names are data, escaped by markup.html wherever they are
inserted. What the documents decide (the Daily streak, the Settings' choices) is handed in.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import date as _date
from typing import TYPE_CHECKING, TypedDict

from domino.core import catalog
from table.render.markup import EMPTY, Markup, html, join, raw
from table.language.catalogue import said

if TYPE_CHECKING:
    from typing_extensions import ReadOnly

    from domino import Outcome


# What the Records panel and the Daily entry read of the stored profile (storage.profile's Profile,
# DailyRow and Totals have these fields): read only, so the stored shapes fit them.
class DayShown(TypedDict):
    result: ReadOnly[str]
    scores: ReadOnly[Sequence[int]]


class TotalsShown(TypedDict):
    played: ReadOnly[int]
    wins: ReadOnly[int]
    best: ReadOnly[int]


class RecordsShown(TypedDict):
    # "variant/level/players" -> {result: games}; "variant/level": earlier games of every player count
    records: ReadOnly[Mapping[str, Mapping[str, int]]]
    local: ReadOnly[Mapping[str, int]]                   # a same-device player's name -> wins
    daily: ReadOnly[Mapping[str, DayShown]]
    totals: ReadOnly[TotalsShown]


_DISABLED = raw(" disabled")
_CHECKED = raw(" checked")
_PRACTICE = raw(' data-practice="true"')  # the Daily button starts a practice game (tests read it)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def nice_date(day: str) -> str:
    """'2025-03-04' -> '4 Mar 2025' (plain text; anything else is said as it is)."""
    try:
        d = _date.fromisoformat(day)
    except (TypeError, ValueError):
        return str(day)
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def coin(n: int | None = None) -> Markup:
    return html('<span class="coin" aria-hidden="true"></span>{}',
                EMPTY if n is None else html('<b class="coins-n">{}</b>', n))


def coins_html(n: int) -> Markup:
    return html('<span class="coins" data-coins="{n}" aria-label="{n} coins">{coin}</span>', n=n, coin=coin(n))


# The records' columns, by the results a profile counts (profile.RESULTS)
RECORD_COLUMNS = {"win": "Won", "loss": "Lost", "draw": "Drawn"}
DAILY_WORDS = {"win": "You won", "loss": "You lost", "draw": "Drawn"}
HISTORY_WORDS = {"win": "won", "loss": "lost", "draw": "drawn"}


def _score(scores: Sequence[int] | None) -> str:
    """' 50–12' when a pair of scores is known, else nothing (text)."""
    scores = scores or []
    return f" {scores[0]}–{scores[1]}" if len(scores) == 2 else ""


def daily_html(day: str, row: DayShown | None, practice: bool = False) -> Markup:
    """The menu's Daily match entry: play today's, or today's result and an unrecorded replay.
    Another day's Daily (the page's ?date=), or today's once a later day is recorded (a clock moved
    ahead and back), is practice, and says so."""
    when = html('<time datetime="{}">{}</time>', day, nice_date(day))
    if row is None:
        return html('<button type="button" class="daily-go" data-ui="daily" data-date="{}"{}>'
                    '<span class="daily-k">Daily match</span><span class="daily-d">{}</span>'
                    '<span class="daily-s">Classic · vs Medium · to 50{}</span></button>', day,
                    _PRACTICE if practice else EMPTY, when,
                    " · practice, not recorded" if practice else "")
    return html('<div class="daily-done" data-daily-result="{result}">'
                '<span class="daily-k">Daily match · {when}</span>'
                '<span class="daily-r">{word}{score}. Come back tomorrow for a new deal.</span>'
                '<button type="button" class="chip" data-ui="daily-replay" data-date="{day}">'
                'Replay (not recorded)</button></div>',
                result=row["result"], when=when, word=DAILY_WORDS[row["result"]], score=_score(row.get("scores")),
                day=day)


def tools_html(coins: int | None, tools: Iterable[tuple[str, str, int, bool, str]]) -> Markup:
    """The table's paid tools. tools: (action, label, price, enabled, reason) each."""
    out = [coins_html(coins)] if coins is not None else []
    for action, label, price, enabled, reason in tools:
        tag = html(' <span class="price">{}</span>', coin(price)) if price else EMPTY
        why = attrs = EMPTY
        if reason:
            why = html('<span class="why" id="why-{}">{}</span>', action, reason)
            attrs = html(' aria-describedby="why-{}" title="{}"', action, reason)
        out.append(html('<span class="tool"><button type="button" class="chip" data-action="{action}"'
                        '{attrs}{dis}>{label}{tag}</button>{why}</span>',
                        action=action, attrs=attrs, dis=EMPTY if enabled else _DISABLED, label=label, tag=tag,
                        why=why))
    return join(out)


# The Records panel's tables, in order: each player count, two against two (a record key's
# "pairs"), then the earlier records
TABLES = {**{str(n): f"{n} players" for n in catalog.PLAYERS}, catalog.PAIRS: catalog.TEAMS[catalog.PAIRS],
          "": "earlier, all player counts"}


def record_group(key: str) -> tuple[str, str, str]:
    """A record's key as (table, variant, level): the table is the player count, "pairs" for two
    against two, "" for a record kept before records had one (games of every player count)."""
    parts = key.split("/")
    if len(parts) == 3 and parts[2] in TABLES:
        return parts[2], parts[0], parts[1]
    variant, _, level = key.partition("/")
    return "", variant, level


def records_html(profile: RecordsShown, streak: int) -> Markup:
    """The Records panel of `profile`; `streak`: its Daily wins in a row up to today. Games against
    the computer are grouped by player count, two against two apart (by the opponents' level);
    earlier records, of every count, come last."""
    groups: dict[str, list[Markup]] = {}
    for key in sorted(profile["records"]):
        players, variant, level = record_group(key)
        r = profile["records"][key]
        groups.setdefault(players, []).append(
            html('<tr data-record="{}"><th scope="row">{} · {}</th>{}</tr>',
                 key, said(catalog.title(variant)), said(catalog.level_title(level)),
                 join(html('<td class="num">{}</td>', r[k]) for k in RECORD_COLUMNS)))
    if groups:
        heads = join(html('<th scope="col" class="num">{}</th>', word) for word in RECORD_COLUMNS.values())
        computer = join(
            html('<table class="summary" data-players="{}"><thead><tr><th scope="col">vs Computer · {}</th>{}</tr>'
                 '</thead><tbody>{}</tbody></table>', players, said(TABLES[players]), heads, join(groups[players]))
            for players in sorted(groups, key=list(TABLES).index))
    else:
        computer = raw('<p class="empty">No games against the computer yet.</p>')
    local = profile["local"]
    if local:
        items = join(html('<tr><th scope="row">{}</th><td class="num">{}</td></tr>', n, w)
                     for n, w in sorted(local.items()))
        same = html('<table class="summary"><thead><tr><th scope="col">Same device</th>'
                    '<th scope="col" class="num">Wins</th></tr></thead><tbody>{}</tbody></table>', items)
    else:
        same = raw('<p class="empty">No same-device games yet.</p>')
    daily = profile["daily"]
    if daily:
        items = join(
            html('<li data-day="{}">{}: <b>{}</b>{}</li>', d, nice_date(d), HISTORY_WORDS[r["result"]],
                 _score(r.get("scores")))
            for d, r in sorted(daily.items(), reverse=True)[:14])
        hist = html('<ul class="daily-list">{}</ul>', items)
    else:
        hist = raw('<p class="empty">No Daily match played yet.</p>')
    totals = profile["totals"]
    if totals["played"]:
        hist = html('<p class="daily-totals" data-played="{played}">{played} played, {wins} won, best streak {best}'
                    '</p>{hist}', played=totals["played"], wins=totals["wins"], best=totals["best"], hist=hist)
    return html(
        '<h2 id="panel-title">Records</h2>'
        '<section aria-label="Against the computer">{computer}</section>'
        '<section aria-label="Same device">{same}</section>'
        '<section aria-label="Daily match"><h3>Daily match</h3>'
        '<p class="streak" data-streak="{streak}">Streak: <b>{streak}</b> day{s} won in a row</p>'
        '{hist}</section>'
        '<div class="dialog-actions">'
        '<button type="button" class="secondary" data-ui="reset">Reset records…</button>'
        '<button type="button" class="primary" data-ui="close">Done</button></div>',
        computer=computer, same=same, streak=streak, s="" if streak == 1 else "s", hist=hist,
    )


def confirm_reset_html() -> Markup:
    return raw('<h2 id="panel-title">Reset records?</h2>'
               '<p class="detail">Wins, losses, draws and the Daily history will be cleared. Your coins stay.</p>'
               '<div class="dialog-actions">'
               '<button type="button" class="secondary" data-ui="records">Cancel</button>'
               '<button type="button" class="primary danger" data-ui="reset-yes">Reset</button></div>')


def set_aside_html(days: Sequence[str], said: str = "", unread: str = "") -> Markup:
    """Settings' way back to whatever was set aside: one button a day, latest first (`unread`: the
    words saying copies this version cannot bring back are kept too)."""
    if not days and not said and not unread:
        return EMPTY
    buttons = join(html('<li><button type="button" class="secondary" data-ui="bring-back" data-day="{}">'
                        'Bring back what was set aside {}</button></li>', day,
                        f"on {nice_date(day)}" if day else "earlier") for day in days)
    note = html('<p class="detail small" role="status">{}</p>', said) if said else EMPTY
    kept = html('<p class="detail small" data-unread>{}</p>', unread) if unread else EMPTY
    listed = html('<ul class="set-aside-days">{}</ul>', buttons) if days else EMPTY
    return html('<section class="set-aside" aria-labelledby="set-aside-title"><h3 id="set-aside-title">'
                'Saved data set aside</h3><p class="detail small">Damaged or refused saved data is never deleted: '
                'it is kept in this browser. What is in its place now goes aside in turn.</p>'
                '{}{}{}</section>', listed, kept, note)


def settings_html(current: Mapping[str, object], choices: Mapping[str, tuple[str, Mapping[str, str]]],
                  set_aside: Sequence[str] = (), said: str = "", unread: str = "") -> Markup:
    """The Settings panel: `choices` are the settings' words (settings.LABELS), `current` the
    values chosen."""
    groups: list[Markup] = []
    for name, (legend, labels) in choices.items():
        opts = join(
            html('<label><input type="radio" name="pref-{name}" value="{v}" data-pref="{name}"{on}>'
                 '<span>{text}</span></label>',
                 name=name, v=v, on=_CHECKED if current.get(name) == v else EMPTY, text=text)
            for v, text in labels.items())
        groups.append(html('<fieldset class="seg" data-pref-group="{}"><legend class="sr-only">{}</legend>'
                           '<span class="seg-name" aria-hidden="true">{}</span>{}</fieldset>',
                           name, legend, legend, opts))
    return html(
        '<h2 id="panel-title">Settings</h2>'
        '<form class="prefs" onsubmit="return false">{}</form>'
        '<p class="detail small">Move suggestions mark the tiles that fit. “At Easy” marks them in games at '
        'Easy and in same-device games. Appearance never changes the rules.</p>{}'
        '<div class="dialog-actions"><button type="button" class="primary" data-ui="close">Done</button></div>',
        join(groups), set_aside_html(set_aside, said, unread),
    )


_TAKE_IT = [("stay", "Not now", "secondary"), ("take-over", "Play it here", "primary")]
# The panel's notices about a game played in another tab, by the panel kind they open as.
# The status line of a tab whose game another tab took over.
STOPPED = raw('<span class="prompt">Stopped: this game is being played in another tab.</span>')
NOTICES = {
    "stale": ("Playing in another tab",
              "This game is now being played in another tab or window, so this tab has stopped "
              "(nothing it does is saved). Take it over to play it here from its latest move.", _TAKE_IT),
    "take-over": ("This game is open in another tab",
                  "It is being played in another tab or window. Play it here instead? The other tab "
                  "stops, and this one goes on from the game's latest move.", _TAKE_IT),
    "replace": ("A game is being played in another tab",
                "Starting a new game here ends that game: only one game is saved at a time.",
                [("stay", "Cancel", "secondary"), ("replace", "Start a new game", "primary")]),
}


def leave_notice(records: str, elsewhere: bool, day: str = "") -> tuple[str, str, list[tuple[str, str, str]]]:
    """The question before a new game or the Daily ends the saved game (for notice_html).
    records: what leaving records ("loss", "daily" for today's Daily, "daily-of" for the Daily of
    `day`, another day's started as counting, "" nothing); elsewhere: another open tab is playing it."""
    where = "It is being played in another tab. " if elsewhere else ""
    cost = {"loss": "Leaving it counts as a loss against the computer.",
            "daily": "Leaving it counts as today's Daily, lost.",
            "daily-of": "Leaving it counts as the Daily of {day}, lost."}.get(
        records, "Leaving it ends it: only one game is saved at a time.").format(day=nice_date(day))
    return ("Leave this game?", where + cost,
            [("stay", "Cancel", "secondary"), ("replace", "Leave game", "primary danger" if records else "primary")])


def restart_notice(price: int) -> tuple[str, str, list[tuple[str, str, str]]]:
    """The question before Restart ends the game in play (for notice_html): its price in coins."""
    cost = f" It costs {price} coins." if price else ""
    return ("Restart this game?", f"This game ends and a new one is dealt with the same settings.{cost}",
            [("stay", "Cancel", "secondary"), ("replace", f"Restart for {price} coins" if price else "Restart",
                                                "primary")])


def notice_html(title: str, text: str, buttons: Iterable[tuple[str, str, str]]) -> Markup:
    """A notice in the panel: title and text are plain text; buttons are (ui, label, class) each."""
    btns = join(html('<button type="button" class="{}" data-ui="{}">{}</button>', cls, ui, label)
                for ui, label, cls in buttons)
    return html('<h2 id="panel-title">{}</h2><p class="detail">{}</p><div class="dialog-actions">{}</div>',
                title, text, btns)


def score_why(outcome: Outcome, names: Sequence[str], blocked_scoring: str) -> str:
    """Why the winner of a hand scored what they scored (docs/rules.md §1)."""
    w = outcome.winner
    if w is None:
        return "A tie for the lowest hand scores nothing."
    who = "You score" if names[w] == "You" else f"{names[w]} scores"
    others = sum(outcome.pips) - outcome.pips[w]
    if outcome.reason == "out":
        return f"{who} {outcome.points}: the pips left in the other hands."
    if blocked_scoring == "difference":
        return (f"{who} {outcome.points}: the other hands' {others} pips less "
                f"{'your' if names[w] == 'You' else 'their'} own {outcome.pips[w]}.")
    return f"{who} {outcome.points}: the pips left in the other hands."
