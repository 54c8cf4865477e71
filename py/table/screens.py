"""HTML for the screens around the table: Daily entry, coins and tools, Records, Settings, notices.

Pure functions from data to strings (no DOM, no engine), like view.py.
"""

from __future__ import annotations

from datetime import date as _date
from html import escape

from . import prefs as _prefs
from .profile import LEVEL_NAMES, RESULTS, VARIANT_NAMES, daily_streak

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def nice_date(day: str) -> str:
    try:
        d = _date.fromisoformat(day)
    except ValueError:
        return escape(day)
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def coin(n: int | None = None) -> str:
    count = "" if n is None else f'<b class="coins-n">{n}</b>'
    return f'<span class="coin" aria-hidden="true"></span>{count}'


def coins_html(n: int) -> str:
    return f'<span class="coins" data-coins="{n}" aria-label="{n} coins">{coin(n)}</span>'


def daily_html(day: str, row: dict | None) -> str:
    """The menu's Daily match entry: play today's, or today's result and an unrecorded replay."""
    when = f'<time datetime="{day}">{nice_date(day)}</time>'
    if row is None:
        return (f'<button type="button" class="daily-go" data-ui="daily" data-date="{day}">'
                f'<span class="daily-k">Daily match</span><span class="daily-d">{when}</span>'
                '<span class="daily-s">Classic · vs Medium · to 50</span></button>')
    word = {"win": "You won", "loss": "You lost", "draw": "Drawn"}[row["result"]]
    scores = row.get("scores") or []
    score = f" {scores[0]}–{scores[1]}" if len(scores) == 2 else ""
    return (f'<div class="daily-done" data-daily-result="{row["result"]}">'
            f'<span class="daily-k">Daily match · {when}</span>'
            f'<span class="daily-r">{word}{score}. Come back tomorrow for a new deal.</span>'
            f'<button type="button" class="chip" data-ui="daily-replay" data-date="{day}">'
            'Replay (not recorded)</button></div>')


def tools_html(coins: int | None, tools) -> str:
    """The table's paid tools. tools: (action, label, price, enabled, reason) each."""
    out = [coins_html(coins)] if coins is not None else []
    for action, label, price, enabled, reason in tools:
        tag = f' <span class="price">{coin(price)}</span>' if price else ""
        why = ""
        if reason:
            why = f'<span class="why" id="why-{action}">{escape(reason)}</span>'
        attrs = f' aria-describedby="why-{action}" title="{escape(reason)}"' if reason else ""
        dis = "" if enabled else " disabled"
        out.append(f'<span class="tool"><button type="button" class="chip" data-action="{action}"'
                   f'{attrs}{dis}>{label}{tag}</button>{why}</span>')
    return "".join(out)


def records_html(profile: dict, today: str) -> str:
    rows = []
    for key in sorted(profile["records"]):
        variant, _, level = key.partition("/")
        r = profile["records"][key]
        rows.append(f'<tr data-record="{escape(key)}"><th scope="row">{VARIANT_NAMES.get(variant, escape(variant))}'
                    f' · {LEVEL_NAMES.get(level, escape(level))}</th>'
                    + "".join(f'<td class="num">{r[k]}</td>' for k in RESULTS) + "</tr>")
    computer = ('<table class="summary"><thead><tr><th scope="col">vs Computer</th>'
                '<th scope="col" class="num">Won</th><th scope="col" class="num">Lost</th>'
                f'<th scope="col" class="num">Drawn</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
                if rows else '<p class="empty">No games against the computer yet.</p>')
    local = profile["local"]
    if local:
        items = "".join(f'<tr><th scope="row">{escape(n)}</th><td class="num">{w}</td></tr>'
                        for n, w in sorted(local.items()))
        same = ('<table class="summary"><thead><tr><th scope="col">Same device</th>'
                f'<th scope="col" class="num">Wins</th></tr></thead><tbody>{items}</tbody></table>')
    else:
        same = '<p class="empty">No same-device games yet.</p>'
    daily = profile["daily"]
    streak = daily_streak(profile, today)
    if daily:
        items = "".join(
            f'<li data-day="{d}">{nice_date(d)}: <b>{ {"win": "won", "loss": "lost", "draw": "drawn"}[r["result"]] }</b>'
            + (f' {r["scores"][0]}–{r["scores"][1]}' if len(r.get("scores") or []) == 2 else "") + "</li>"
            for d, r in sorted(daily.items(), reverse=True)[:14])
        hist = f'<ul class="daily-list">{items}</ul>'
    else:
        hist = '<p class="empty">No Daily match played yet.</p>'
    return (
        '<h2 id="panel-title">Records</h2>'
        f'<section aria-label="Against the computer">{computer}</section>'
        f'<section aria-label="Same device">{same}</section>'
        f'<section aria-label="Daily match"><h3>Daily match</h3>'
        f'<p class="streak" data-streak="{streak}">Streak: <b>{streak}</b> day{"" if streak == 1 else "s"} won in a row</p>'
        f'{hist}</section>'
        '<div class="dialog-actions">'
        '<button type="button" class="secondary" data-ui="reset">Reset records…</button>'
        '<button type="button" class="primary" data-ui="close">Done</button></div>'
    )


def confirm_reset_html() -> str:
    return ('<h2 id="panel-title">Reset records?</h2>'
            '<p class="detail">Wins, losses, draws and the Daily history will be cleared. Your coins stay.</p>'
            '<div class="dialog-actions">'
            '<button type="button" class="secondary" data-ui="records">Cancel</button>'
            '<button type="button" class="primary danger" data-ui="reset-yes">Reset</button></div>')


def settings_html(current: dict) -> str:
    groups = []
    for name, (legend, labels) in _prefs.LABELS.items():
        opts = "".join(
            f'<label><input type="radio" name="pref-{name}" value="{v}" data-pref="{name}"'
            f'{" checked" if current.get(name) == v else ""}><span>{text}</span></label>'
            for v, text in labels.items())
        groups.append(f'<fieldset class="seg" data-pref-group="{name}"><legend>{legend}</legend>{opts}</fieldset>')
    return (
        '<h2 id="panel-title">Settings</h2>'
        f'<form class="prefs" onsubmit="return false">{"".join(groups)}</form>'
        '<p class="detail small">Move suggestions mark the tiles that fit. “At Easy” marks them in games at '
        'Easy and in same-device games. Appearance never changes the rules.</p>'
        '<div class="dialog-actions"><button type="button" class="primary" data-ui="close">Done</button></div>'
    )


def notice_html(title: str, text: str, buttons) -> str:
    btns = "".join(f'<button type="button" class="{cls}" data-ui="{ui}">{label}</button>'
                   for ui, label, cls in buttons)
    return (f'<h2 id="panel-title">{escape(title)}</h2><p class="detail">{escape(text)}</p>'
            f'<div class="dialog-actions">{btns}</div>')


def score_why(outcome, names, blocked_scoring: str) -> str:
    """Why the winner of a hand scored what they scored (RULES.md §1)."""
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
