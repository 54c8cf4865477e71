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
from table.language import formats
from table.language.catalogue import N_, _, _n, said as engine_said
from table.language.players import local_name
from table.render.markup import EMPTY, Markup, html, join, raw, rich, slot

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
def nice_date(day: str, year: bool = True) -> str:
    """'2025-03-04' -> 'Mar 4, 2025' (without its `year`: 'Mar 4'), as the player's language
    writes a day (plain text; anything else is said as it is)."""
    try:
        d = _date.fromisoformat(day)
    except (TypeError, ValueError):
        return str(day)
    return formats.day(d, year)


def coin(n: int | None = None) -> Markup:
    return html('<span class="coin" aria-hidden="true"></span>{}',
                EMPTY if n is None else html('<b class="coins-n">{}</b>', formats.number(n)))


def coins_html(n: int) -> Markup:
    return html('<span class="coins" data-coins="{n}" aria-label="{label}">{coin}</span>', n=n,
                label=_n("{count} coin", "{count} coins", n), coin=coin(n))


# The records' columns, by the results a profile counts (profile.RESULTS)
RECORD_COLUMNS = {"win": N_("Won"), "loss": N_("Lost"), "draw": N_("Drawn")}
# A Daily's result on the menu, without and with its scores (a pair: yours, the computer's)
DAILY_WORDS = {"win": N_("You won."), "loss": N_("You lost."), "draw": N_("Drawn.")}
DAILY_SCORED = {"win": N_("You won {mine}–{theirs}."), "loss": N_("You lost {mine}–{theirs}."),
                "draw": N_("Drawn {mine}–{theirs}.")}
# A day's result in the Records panel's Daily history
HISTORY_WORDS = {"win": N_("won"), "loss": N_("lost"), "draw": N_("drawn")}


def _scores(scores: Sequence[int] | None) -> tuple[int, int] | None:
    """The pair of scores of a Daily, when known."""
    scores = scores or []
    return (scores[0], scores[1]) if len(scores) == 2 else None


def _daily_result(result: str, scores: Sequence[int] | None) -> str:
    pair = _scores(scores)
    return _(DAILY_WORDS[result]) if pair is None else _(DAILY_SCORED[result], mine=pair[0], theirs=pair[1])


def daily_html(day: str, row: DayShown | None, practice: bool = False) -> Markup:
    """The menu's Daily match entry: play today's, or today's result and an unrecorded replay.
    Another day's Daily (the page's ?date=), or today's once a later day is recorded (a clock moved
    ahead and back), is practice, and says so."""
    when = html('<time datetime="{}">{}</time>', day, nice_date(day))
    if row is None:
        return html('<button type="button" class="daily-go" data-ui="daily" data-date="{}"{}>'
                    '<span class="daily-k">{}</span><span class="daily-d">{}</span>'
                    '<span class="daily-s">{}</span></button>', day,
                    _PRACTICE if practice else EMPTY, _("Daily match"), when,
                    _("Classic · vs Medium · to 50 · practice, not recorded") if practice
                    else _("Classic · vs Medium · to 50"))
    return html('<div class="daily-done" data-daily-result="{result}">'
                '<span class="daily-k">{daily} · {when}</span>'
                '<span class="daily-r">{word} {back}</span>'
                '<button type="button" class="chip" data-ui="daily-replay" data-date="{day}">'
                '{replay}</button></div>',
                result=row["result"], daily=_("Daily match"), when=when,
                word=_daily_result(row["result"], row.get("scores")), back=_("Come back tomorrow for a new deal."),
                day=day, replay=_("Replay (not recorded)"))


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
TABLES = (*(str(n) for n in catalog.SEATS), catalog.PAIRS, "")


def table_title(key: str) -> str:
    """A Records table's heading, by its key (TABLES)."""
    if key == catalog.PAIRS:
        return _("vs Computer · {players}", players=engine_said(catalog.TEAMS[catalog.PAIRS]))
    if not key:
        return _("vs Computer · earlier, all player counts")
    return _n("vs Computer · {count} player", "vs Computer · {count} players", int(key))


def record_group(key: str) -> tuple[str, str, str]:
    """A record's key as (table, variant, level): the table is the player count, "pairs" for two
    against two, "" for a record kept before records had one (games of every player count)."""
    parts = key.split("/")
    if len(parts) == 3 and parts[2] in TABLES:
        return parts[2], parts[0], parts[1]
    variant, _, level = key.partition("/")
    return "", variant, level


def _variant_title(variant: str) -> str:
    """A stored record's variant by its title; a name the catalog does not know is data, said as it is."""
    return engine_said(catalog.title(variant)) if variant in catalog.CATALOG else variant


def _level_title(level: str) -> str:
    return engine_said(catalog.level_title(level)) if level in catalog.LEVELS else level


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
                 key, _variant_title(variant), _level_title(level),
                 join(html('<td class="num">{}</td>', formats.number(r[k])) for k in RECORD_COLUMNS)))
    if groups:
        heads = join(html('<th scope="col" class="num">{}</th>', _(word)) for word in RECORD_COLUMNS.values())
        computer = join(
            html('<table class="summary" data-players="{}"><thead><tr><th scope="col">{}</th>{}</tr>'
                 '</thead><tbody>{}</tbody></table>', players, table_title(players), heads, join(groups[players]))
            for players in sorted(groups, key=TABLES.index))
    else:
        computer = html('<p class="empty">{}</p>', _("No games against the computer yet."))
    local = profile["local"]
    if local:
        items = join(html('<tr><th scope="row">{}</th><td class="num">{}</td></tr>', local_name(n), formats.number(w))
                     for n, w in sorted(local.items()))
        same = html('<table class="summary"><thead><tr><th scope="col">{}</th>'
                    '<th scope="col" class="num">{}</th></tr></thead><tbody>{}</tbody></table>',
                    _("Same device"), _("Wins"), items)
    else:
        same = html('<p class="empty">{}</p>', _("No same-device games yet."))
    daily = profile["daily"]
    if daily:
        items = join(_history_line(d, r) for d, r in sorted(daily.items(), reverse=True)[:14])
        hist = html('<ul class="daily-list">{}</ul>', items)
    else:
        hist = html('<p class="empty">{}</p>', _("No Daily match played yet."))
    totals = profile["totals"]
    if totals["played"]:
        hist = html('<p class="daily-totals" data-played="{played}">{words}</p>{hist}', played=totals["played"],
                    words=_("{played} played, {wins} won, best streak {best}", played=totals["played"],
                            wins=totals["wins"], best=totals["best"]), hist=hist)
    # Translators: {days} is the number of days (in bold).
    streak_words = rich(_n("Streak: {days} day won in a row", "Streak: {days} days won in a row", streak,
                           days=slot("days")), days=html("<b>{}</b>", formats.number(streak)))
    return html(
        '<h2 id="panel-title">{records}</h2>'
        '<section aria-label="{against}">{computer}</section>'
        '<section aria-label="{device}">{same}</section>'
        '<section aria-label="{daily}"><h3>{daily}</h3>'
        '<p class="streak" data-streak="{streak}">{streak_words}</p>'
        '{hist}</section>'
        '<div class="dialog-actions">'
        '<button type="button" class="secondary" data-ui="reset">{reset}</button>'
        '<button type="button" class="primary" data-ui="close">{done}</button></div>',
        records=_("Records"), against=_("Against the computer"), device=_("Same device"), daily=_("Daily match"),
        computer=computer, same=same, streak=streak, streak_words=streak_words, hist=hist,
        reset=_("Reset records…"), done=_("Done"),
    )


def _history_line(day: str, row: DayShown) -> Markup:
    """A day of the Daily history: its date, its result in bold, the scores when known."""
    pair = _scores(row.get("scores"))
    result = html("<b>{}</b>", _(HISTORY_WORDS[row["result"]]))
    words = (_("{date}: {result}", date=nice_date(day), result=slot("result")) if pair is None
             else _("{date}: {result} {mine}–{theirs}", date=nice_date(day), result=slot("result"), mine=pair[0],
                    theirs=pair[1]))
    return html('<li data-day="{}">{}</li>', day, rich(words, result=result))


def confirm_reset_html() -> Markup:
    return html('<h2 id="panel-title">{}</h2><p class="detail">{}</p>'
                '<div class="dialog-actions">'
                '<button type="button" class="secondary" data-ui="records">{}</button>'
                '<button type="button" class="primary danger" data-ui="reset-yes">{}</button></div>',
                _("Reset records?"), _("Wins, losses, draws and the Daily history will be cleared. Your coins stay."),
                _("Cancel"), _("Reset"))


def set_aside_html(days: Sequence[str], said: str = "", unread: str = "") -> Markup:
    """Settings' way back to whatever was set aside: one button a day, latest first (`unread`: the
    words saying copies this version cannot bring back are kept too)."""
    if not days and not said and not unread:
        return EMPTY
    buttons = join(html('<li><button type="button" class="secondary" data-ui="bring-back" data-day="{}">'
                        '{}</button></li>', day,
                        _("Bring back what was set aside on {date}", date=nice_date(day)) if day
                        else _("Bring back what was set aside earlier")) for day in days)
    note = html('<p class="detail small" role="status">{}</p>', said) if said else EMPTY
    kept = html('<p class="detail small" data-unread>{}</p>', unread) if unread else EMPTY
    listed = html('<ul class="set-aside-days">{}</ul>', buttons) if days else EMPTY
    return html('<section class="set-aside" aria-labelledby="set-aside-title"><h3 id="set-aside-title">'
                '{}</h3><p class="detail small">{}</p>{}{}{}</section>', _("Saved data set aside"),
                _("Damaged or refused saved data is never deleted: it is kept in this browser. What is in its "
                  "place now goes aside in turn."), listed, kept, note)


def settings_html(current: Mapping[str, object], choices: Mapping[str, tuple[str, Mapping[str, str]]],
                  set_aside: Sequence[str] = (), said: str = "", unread: str = "") -> Markup:
    """The Settings panel: `choices` are the settings' words (settings.LABELS, messages said here),
    `current` the values chosen."""
    groups: list[Markup] = []
    for name, (legend, labels) in choices.items():
        opts = join(
            html('<label><input type="radio" name="pref-{name}" value="{v}" data-pref="{name}"{on}>'
                 '<span>{text}</span></label>',
                 name=name, v=v, on=_CHECKED if current.get(name) == v else EMPTY, text=_(text))
            for v, text in labels.items())
        groups.append(html('<fieldset class="seg" data-pref-group="{}"><legend class="sr-only">{}</legend>'
                           '<span class="seg-name" aria-hidden="true">{}</span>{}</fieldset>',
                           name, _(legend), _(legend), opts))
    return html(
        '<h2 id="panel-title">{}</h2>'
        '<form class="prefs" onsubmit="return false">{}</form>'
        '<p class="detail small">{}</p>{}'
        '<div class="dialog-actions"><button type="button" class="primary" data-ui="close">{}</button></div>',
        _("Settings"), join(groups),
        _("Move suggestions mark the tiles that fit. “At Easy” marks them in games at Easy and in same-device "
          "games. Appearance never changes the rules."), set_aside_html(set_aside, said, unread), _("Done"),
    )


Notice = tuple[str, str, list[tuple[str, str, str]]]   # title, text, buttons (ui, label, class)


def _take_it() -> list[tuple[str, str, str]]:
    return [("stay", _("Not now"), "secondary"), ("take-over", _("Play it here"), "primary")]


def stopped_html() -> Markup:
    """The status line of a tab whose game another tab took over."""
    return html('<span class="prompt">{}</span>', _("Stopped: this game is being played in another tab."))


TAB_NOTICES = ("stale", "take-over", "replace")


def tab_notice(kind: str) -> Notice:
    """The panel's notices about a game played in another tab, by the panel kind they open as
    (TAB_NOTICES; for notice_html)."""
    if kind == "stale":
        return (_("Playing in another tab"),
                _("This game is now being played in another tab or window, so this tab has stopped (nothing "
                  "it does is saved). Take it over to play it here from its latest move."), _take_it())
    if kind == "take-over":
        return (_("This game is open in another tab"),
                _("It is being played in another tab or window. Play it here instead? The other tab stops, and "
                  "this one goes on from the game's latest move."), _take_it())
    if kind == "replace":
        return (_("A game is being played in another tab"),
                _("Starting a new game here ends that game: only one game is saved at a time."),
                [("stay", _("Cancel"), "secondary"), ("replace", _("Start a new game"), "primary")])
    raise ValueError(f"no notice {kind!r}")


def leave_notice(records: str, elsewhere: bool, day: str = "") -> Notice:
    """The question before a new game or the Daily ends the saved game (for notice_html).
    records: what leaving records ("loss", "daily" for today's Daily, "daily-of" for the Daily of
    `day`, another day's started as counting, "" nothing); elsewhere: another open tab is playing it."""
    if records == "loss":
        cost = _("Leaving it counts as a loss against the computer.")
    elif records == "daily":
        cost = _("Leaving it counts as today's Daily, lost.")
    elif records == "daily-of":
        cost = _("Leaving it counts as the Daily of {date}, lost.", date=nice_date(day))
    else:
        cost = _("Leaving it ends it: only one game is saved at a time.")
    text = " ".join((_("It is being played in another tab."), cost)) if elsewhere else cost
    return (_("Leave this game?"), text,
            [("stay", _("Cancel"), "secondary"),
             ("replace", _("Leave game"), "primary danger" if records else "primary")])


def restart_notice(price: int) -> Notice:
    """The question before Restart ends the game in play (for notice_html): its price in coins."""
    ends = _("This game ends and a new one is dealt with the same settings.")
    if not price:
        return (_("Restart this game?"), ends,
                [("stay", _("Cancel"), "secondary"), ("replace", _("Restart"), "primary")])
    return (_("Restart this game?"), " ".join((ends, _n("It costs {count} coin.", "It costs {count} coins.", price))),
            [("stay", _("Cancel"), "secondary"),
             ("replace", _n("Restart for {count} coin", "Restart for {count} coins", price), "primary")])


def notice_html(title: str, text: str, buttons: Iterable[tuple[str, str, str]]) -> Markup:
    """A notice in the panel: title and text are plain text; buttons are (ui, label, class) each."""
    btns = join(html('<button type="button" class="{}" data-ui="{}">{}</button>', cls, ui, label)
                for ui, label, cls in buttons)
    return html('<h2 id="panel-title">{}</h2><p class="detail">{}</p><div class="dialog-actions">{}</div>',
                title, text, btns)


def score_why(outcome: Outcome, names: Sequence[str], blocked_scoring: str, person: int | None) -> str:
    """Why the winner of a hand scored what they scored (docs/rules.md §1); `person`, the person's
    seat (None at a shared device), is said as "you"."""
    w = outcome.winner
    if w is None:
        return _("A tie for the lowest hand scores nothing.")
    you = w == person
    if outcome.reason != "out" and blocked_scoring == "difference":
        others = sum(outcome.pips) - outcome.pips[w]
        if you:
            return _("You score {points}: the other hands' {others} pips less your own {own}.",
                     points=outcome.points, others=others, own=outcome.pips[w])
        return _("{name} scores {points}: the other hands' {others} pips less their own {own}.",
                 name=names[w], points=outcome.points, others=others, own=outcome.pips[w])
    if you:
        return _("You score {points}: the pips left in the other hands.", points=outcome.points)
    return _("{name} scores {points}: the pips left in the other hands.", name=names[w], points=outcome.points)
