"""HTML for the table, built from an engine observation: pure functions from state to strings.

No DOM and no engine import here, so this module is cheap to import and runs on CPython too. The app
writes each string into its container with a single innerHTML assignment (one FFI call per part).
Hidden hands are drawn from counts only: no tile value of a hand other than the viewer's ever reaches
these strings, except in the round-over summary, when every hand is shown face up.
"""

from __future__ import annotations

from .tiles import face

MAX_BACKS = 8  # face-down tiles drawn per rival; the count says the rest


def tile_text(tile) -> str:
    return "-".join(str(n) for n in tile)


def seats_html(names, counts, current, viewer, computer_seats, waiting=None) -> str:
    """Rivals as face-down stacks with counts (never values). viewer is left out (shown by the hand)."""
    out = []
    for seat, name in enumerate(names):
        if seat == viewer:
            continue
        n = counts[seat]
        cls = "seat"
        if seat == current:
            cls += " on-turn"
        if seat == waiting:
            cls += " thinking"
        kind = "computer" if seat in computer_seats else "human"
        backs = '<i class="back"></i>' * min(n, MAX_BACKS)
        tiles = "tile" if n == 1 else "tiles"
        out.append(
            f'<div class="{cls}" data-seat="{seat}" data-count="{n}" data-kind="{kind}"'
            f' aria-label="{name}: {n} {tiles}{", on turn" if seat == current else ""}">'
            f'<span class="seat-name">{name}</span>'
            f'<span class="seat-tiles" aria-hidden="true"><span class="backs">{backs}</span>'
            f'<span class="seat-count">{n}</span></span></div>'
        )
    return "".join(out)


def pair_face(tile) -> str:
    return face(tile[0], tile[1], True)


def hand_html(hand, playable, selected=None, fresh=None, my_turn=False, draw=pair_face, kind="",
              states=True) -> str:
    """The viewer's tiles as buttons. `draw` gives a tile's face, `kind` an extra class; with
    `states` the accessible name also says playable or selected."""
    out = []
    for tile in hand:
        text = "-".join(str(n) for n in tile)
        ok = tile in playable
        cls = "tile" + kind
        if ok:
            cls += " playable"
        elif my_turn:
            cls += " dim"
        if tile == selected:
            cls += " selected"
        if tile == fresh:
            cls += " fresh"
        state = (", selected" if tile == selected else ", playable" if ok else "") if states else ""
        out.append(
            f'<button type="button" class="{cls}" data-tile="{text}"'
            f' data-playable="{"true" if ok else "false"}"'
            f' aria-label="Tile {text}{state}"'
            f' aria-pressed="{"true" if tile == selected else "false"}">'
            f"{draw(tile)}</button>"
        )
    return "".join(out)


def actions_html(kinds, stock) -> str:
    out = []
    if "draw" in kinds:
        out.append(
            '<button type="button" class="act primary" data-action="draw">'
            f'Draw from stock <span class="act-n">{stock}</span></button>'
        )
    if "pass" in kinds:
        out.append('<button type="button" class="act primary" data-action="pass">Pass</button>')
    return "".join(out)


def short_name(name: str) -> str:
    """'Computer 2' -> 'C2', 'Player 3' -> 'P3', 'You' -> 'You' (for the score bar on a phone)."""
    head, _, num = name.partition(" ")
    return f"{head[0]}{num}" if num else name


def long_short(long: str, short: str) -> str:
    """Words with a shorter form for narrow screens (app.css shows one of the two)."""
    return f'<span class="long">{long}</span><span class="short">{short}</span>'


def scores_html(names, scores, note="", lead=None, unit="") -> str:
    """The score bar: each player's score, then `note` ("to 50"). `lead`, a (long, short) pair of
    words, goes first (the full game's round); `unit` names the scores for screen readers. A single
    round, with neither, has no score bar."""
    if not (note or lead):
        return ""
    said = f" {unit}" if unit else ""
    items = "".join(
        f'<span class="score" aria-label="{n}: {s}{said}"><span class="score-name" aria-hidden="true">'
        f'{long_short(n, short_name(n))}</span> <b aria-hidden="true">{s}</b></span>'
        for n, s in zip(names, scores)
    )
    head = f'<span class="score-round">{long_short(*lead)}</span>' if lead else ""
    tail = f'<span class="score-target">{note}</span>' if note else ""
    return f"{head}{items}{tail}"


def sheet_html(names, rounds) -> str:
    """The full game's score sheet: each finished round's pips per player, with the running
    total after it. rounds: (number, engine, pips) for each finished round."""
    head = "".join(f'<th scope="col" class="num">{long_short(n, short_name(n))}</th>' for n in names)
    totals = [0] * len(names)
    rows = []
    for number, engine, pips in rounds:
        cells = []
        for seat, p in enumerate(pips):
            totals[seat] += p
            cells.append(f'<td class="num" data-seat="{seat}" data-pips="{p}" data-total="{totals[seat]}">{p}'
                         f'<span class="sr-only"> pips, total</span> <span class="run">{totals[seat]}</span></td>')
        rows.append(f'<tr data-round="{number}"><th scope="row">{number}'
                    f' <span class="run">{engine}-{engine}</span></th>{"".join(cells)}</tr>')
    return (
        '<table class="summary sheet" aria-label="Score sheet"><caption>Pips each round, '
        '<span class="run">running total</span></caption><thead><tr><th scope="col">Round</th>'
        f'{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
    )


def account_html(names, accounts) -> str:
    """A hand's points player by player, in words: accounts holds (words, points) per seat
    (Tri-Ominos: tripoints.accounts)."""
    rows = "".join(
        f'<li data-seat="{seat}" data-points="{points}"><b>{name}:</b> {words}</li>'
        for seat, (name, (words, points)) in enumerate(zip(names, accounts)))
    return f'<div class="account"><p class="account-k">Points this hand</p><ul>{rows}</ul></div>'


def mini_html(tile) -> str:
    a, b = tile
    return f'<span class="mini" role="img" aria-label="{a}-{b}">{face(a, b, True)}</span>'


def round_html(*, title, detail, names, hands, pips, winner, scores=None, goal="", points=0,
               next_hand=False, match_over=False, why="", mini=mini_html, total_word="Pips",
               score_word="Score", next_word="Next hand", sheet="", hand=None) -> str:
    """The round-over (or match-over) summary, every hand face up (`mini` draws one tile); `goal`
    says how the match is won, `sheet` (HTML) follows the hands (the full game's score sheet, or
    the points of a Tri-Ominos hand); `hand`, each seat's points this hand, gets a column before
    the score."""
    rows = []
    for seat, name in enumerate(names):
        tiles = "".join(mini(t) for t in hands[seat]) or '<span class="out">out</span>'
        score_cell = f'<td class="num">{scores[seat]}</td>' if scores is not None else ""
        if hand is not None:
            score_cell = f'<td class="num">{hand[seat]}</td>{score_cell}'
        win = ' class="winner"' if seat == winner else ""
        rows.append(
            f"<tr{win}><th scope=\"row\">{name}{' ★' if seat == winner else ''}</th>"
            f'<td class="mini-hand">{tiles}</td><td class="num">{pips[seat]}</td>{score_cell}</tr>'
        )
    score_head = f'<th scope="col" class="num">{score_word}</th>' if scores is not None else ""
    if hand is not None:
        score_head = f'<th scope="col" class="num">Hand</th>{score_head}'
    if why:
        detail += f" {why}"
    elif scores is not None and not match_over and points:
        if winner is not None:
            detail += " You score" if names[winner] == "You" else f" {names[winner]} scores"
            detail += f" {points}."
    buttons = []
    if next_hand:
        buttons.append(f'<button type="button" class="primary" data-action="next-hand">{next_word}</button>')
    buttons.append(
        f'<button type="button" class="{"secondary" if next_hand else "primary"}" data-action="new-game">'
        "New game</button>"
    )
    buttons.append('<button type="button" class="secondary" data-action="menu">Menu</button>')
    goal = f'<p class="goal">{goal}</p>' if goal else ""
    return (
        f'<h2 id="round-title">{title}</h2><p class="detail">{detail}</p>{goal}'
        '<table class="summary"><thead><tr><th scope="col">Player</th><th scope="col">Tiles left</th>'
        f'<th scope="col" class="num">{total_word}</th>{score_head}</tr></thead><tbody>{"".join(rows)}</tbody></table>{sheet}'
        f'<div class="dialog-actions">{"".join(buttons)}</div>'
    )
