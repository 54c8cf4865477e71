"""Golden frames: one seeded hand of each board kind played through the real controller on the fake
page (fakes.py), every frame it writes kept as text in golden/ and compared byte for byte.

After the deal and after every move (the person's, made by clicks as test_controller.make makes
them: always the first legal move; and the computers', at Easy from the table's seed) a frame lists
what changed on the page since the one before: the words said, the phase and the dialogs, the
attributes set (the body's too), the buttons offered, and each container's markup written again,
one tag or text a line. A diff in a golden file is a change of what a player sees: it is reviewed
like code. To write the files again after a change meant to show:

    DOMINO_GOLDEN=regen python3 -m pytest tests/unit/test_golden_frames.py

A missing file fails unless that is set, and under CI (`CI` set) regeneration is refused: a file is
only ever written by hand.
"""

from __future__ import annotations

import difflib
import functools
import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from fakes import Page, table
from table.flow.controller import Controller
from test_controller import click, make

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "golden"
REGEN = "regen"
HOW = f"To write it anew, as meant: DOMINO_GOLDEN={REGEN} python3 -m pytest tests/unit/{Path(__file__).name}, " \
    "then review the diff."
SEED = "7"
GAMES = {  # the file's name -> the menu's variant and players: each board (the line with 2 and 4)
    "classic-2": ("draw", "2"),
    "block-4": ("block", "4"),
    "allfives-2": ("allfives", "2"),
    "mexican-4": ("mexican", "4"),
    "triangles-2": ("triangles", "2"),
    "chickenfoot-2": ("chickenfoot", "2"),
}
DIFF_LINES = 40

TAG = re.compile(r"(<[^>]*>)")  # the markup escapes ">" inside attribute values (markup.esc)
LONG = re.compile(r'( (?:d|points)=)"([^"]{160,})"')  # geometry too long to read (a grid's path)
# A tile's face: a picture of its pips, the same wherever the tile is, a line for its digest.
FACE = re.compile(r'<svg class="face[^>]*>(.*?)</svg>', re.S)
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
                  "track", "wbr"})


def text(value: object) -> str:
    """A value quoted as JSON, its letters as they are."""
    return json.dumps(value, ensure_ascii=False)


def digest(text: str) -> str:
    """A short digest of `text`, the same in every process (unlike hash())."""
    return hashlib.sha1(text.encode()).hexdigest()[:10]


def short(match: re.Match[str]) -> str:
    """A long attribute value as its start, its length and its digest."""
    value = match[2]
    return f'{match[1]}"{value[:40]}… {len(value)} chars, sha1 {digest(value)}"'


def face(match: re.Match[str]) -> str:
    """A tile's face as its tag, closed at once, with the digest of what it draws."""
    tag = match[0][:match[0].index(">")]
    return f'{tag} drawn="sha1 {digest(match[1])}"/>'


def pretty(markup: str, indent: str = "  ") -> list[str]:
    """Markup one tag or text a line, indented by nesting (an empty element on one line). Text
    with white space at either end is quoted, so the spaces between elements show; a long
    attribute value is cut short."""
    lines: list[str] = []
    depth = 1
    opened = False  # the last line is a tag still open
    for token in TAG.split(FACE.sub(face, markup)):
        if not token:
            continue
        if not token.startswith("<"):
            lines.append(indent * depth + (token if token == token.strip() else text(token)))
            opened = False
        elif token.startswith("</"):
            depth = max(1, depth - 1)
            if opened:
                lines[-1] += token
            else:
                lines.append(indent * depth + token)
            opened = False
        else:
            lines.append(indent * depth + LONG.sub(short, token))
            name = token[1:].split(None, 1)[0].rstrip("/>").lower()
            opened = not token.endswith("/>") and name not in VOID
            depth += opened
    return lines


# One thing on the page -> a line of text (the phase, an attribute, a button) or its markup's lines.
Shown = dict[str, str | list[str]]


def shown(page: Page) -> Shown:
    """What the fake page holds now, by names that sort the same in every process."""
    now: Shown = {
        "phase": str(page.phase_now),
        "dialogs": f"round {'open' if page.round_open else 'closed'}, aside {page.aside}, panel {page.panel}",
        "focus": str(page.focused),
    }
    for (key, attr), value in page.attrs.items():
        now[f"{key} {attr}"] = text(value)
    for key, action in page.buttons.items():
        now[f"button {key}"] = text(action)
    for key, markup in page.html.items():
        now[f"#{key}"] = pretty(markup)
    return now


def order(name: str) -> tuple[int, str]:
    """The page's state first, then attributes, buttons and containers, each by name."""
    rank = 0 if name in ("phase", "dialogs", "focus") else 3 if name.startswith("#") else \
        2 if name.startswith("button ") else 1
    return rank, name


class Recorder:
    """The frames of one game as text: each frame what changed since the one before."""

    def __init__(self, ctl: Controller) -> None:
        assert isinstance(ctl.page, Page)
        self.ctl, self.page = ctl, ctl.page
        self.before: Shown = {}
        self.said = self.told = 0
        self.moves = 0
        self.out: list[str] = []

    def frame(self, heading: str, whole: bool = False) -> None:
        """A frame: what was said since the last, then each thing that changed on the page (a
        container in full when first written, then the lines that changed); `whole`: everything
        in full."""
        page, out = self.page, self.out
        out.append(f"=== {heading}")
        out += [f"said: {text}" for text in page.said[self.said:]]
        out += [f"told: {text}" for text in page.told[self.told:]]
        self.said, self.told = len(page.said), len(page.told)
        now = shown(page)
        for name in sorted(now.keys() | self.before.keys(), key=order):
            value, old = now.get(name), self.before.get(name)
            if value == old and not whole:
                continue
            if value is None:
                out.append(f"{name}: gone")
            elif isinstance(value, str):
                out.append(f"{name}: {value}")
            elif not value:
                out.append(f"{name}: empty")
            elif not isinstance(old, list) or not old or whole:
                out += [f"{name}:", *value]
            else:
                out += [f"{name} changed:", *list(difflib.unified_diff(old, value, lineterm="", n=0))[2:]]
        self.before = now

    def moved(self) -> bool:
        """A frame for each move made since the last (usually one), headed by its number, seat and
        move; False when none was."""
        s = self.ctl.session
        history = s.game.history
        made = history[self.moves:]
        if not made:
            return False
        heading = "; ".join(f"move {self.moves + i + 1}: seat {seat} ({s.names[seat]}) {move}"
                            for i, (seat, move) in enumerate(made))
        self.moves = len(history)
        self.frame(heading)
        return True

    def text(self) -> str:
        return "\n".join(self.out) + "\n"


@functools.cache
def frames(name: str) -> str:
    """The golden text of game `name` (drawn once a process: two tests read it)."""
    return draw_hand(name)


def draw_hand(name: str) -> str:
    """Game `name`'s hand in the language in use: its deal, then a frame a move until the hand's end."""
    variant, players = GAMES[name]
    ctl = table(seed=SEED, variant=variant, players=players, level="easy")
    rec = Recorder(ctl)
    click(ctl, action="new-game")
    rec.frame(f"{name}: dealt with seed {SEED}")
    page = rec.page
    for _ in range(2000):
        if page.run_timer():
            rec.moved()
            continue
        s = ctl.session
        if s.phase in ("round-over", "match-over"):
            rec.frame(f"{s.phase}: the whole page", whole=True)
            return rec.text()
        assert s.my_turn(), f"stuck in {s.phase}"
        make(ctl, s.legal()[0])
        assert rec.moved(), ctl.session.note
    raise AssertionError("the hand never ended")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_hand_draws_the_frames_kept_in_its_golden_file(name: str) -> None:
    path = GOLDEN / f"{name}.txt"
    got = frames(name)
    mode = os.environ.get("DOMINO_GOLDEN", "")
    assert mode in ("", REGEN), f"DOMINO_GOLDEN={mode!r}: the only value it takes is {REGEN!r}"
    kept = path.read_text(encoding="utf-8") if path.exists() else None
    if got == kept:
        return
    if mode == REGEN:
        assert not os.environ.get("CI"), "golden files are not written under CI"
        path.parent.mkdir(exist_ok=True)
        path.write_text(got, encoding="utf-8", newline="\n")
        pytest.skip(f"wrote {path.relative_to(HERE.parents[1])}: review its diff like code")
    if kept is None:
        pytest.fail(f"{path} is missing. {HOW}", pytrace=False)
    diff = list(difflib.unified_diff(kept.splitlines(), got.splitlines(), f"{path.name} (kept)",
                                     f"{path.name} (drawn now)", lineterm=""))
    cut = f"\n… {len(diff) - DIFF_LINES} more lines of diff" if len(diff) > DIFF_LINES else ""
    pytest.fail(f"the frames of {name} changed:\n" + "\n".join(diff[:DIFF_LINES]) + f"{cut}\n{HOW}", pytrace=False)


def test_the_frames_do_not_follow_the_hash_seed() -> None:
    """Every game's frames drawn again in a process of another hash seed are the same: no order of
    a set or a dict of strings reaches the page."""
    other = "1" if os.environ.get("PYTHONHASHSEED") == "0" else "0"
    paths = [str(HERE.parents[1] / "py"), str(HERE), str(HERE.parent / "engine")]
    env = {**os.environ, "PYTHONHASHSEED": other, "PYTHONIOENCODING": "utf-8",
           "PYTHONPATH": os.pathsep.join(paths)}
    code = "import sys, test_golden_frames as t; sys.stdout.write(''.join(t.frames(n) for n in sorted(t.GAMES)))"
    there = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, encoding="utf-8")
    assert there.returncode == 0, there.stderr
    assert there.stdout == "".join(frames(n) for n in sorted(GAMES)), f"PYTHONHASHSEED={other} draws other frames"
