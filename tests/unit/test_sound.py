"""The table's sounds: which sound each event asks for (a tile laid, the person's own or a rival's, a
deal, a draw, a pass, a won or lost match, a Daily streak), what each schedules on a recording
stand-in for Web Audio's context, the Volume setting's gain, and silence when Sound is off or a host
muted the game."""

from __future__ import annotations

from types import SimpleNamespace
from typing import get_args

import pytest

from fakes import finish_hand, table
from table.boards.targets import Target
from table.browser import tile_sounds
from table.browser.sound import LEVELS, Sound
from table.flow import moments
from table.storage import settings as P


class Param:
    """An AudioParam: its value and every change scheduled on it."""

    def __init__(self):
        self.value = None
        self.events = []

    def setValueAtTime(self, v, t):
        self.events.append(("set", v, t))

    def linearRampToValueAtTime(self, v, t):
        self.events.append(("linear", v, t))

    def exponentialRampToValueAtTime(self, v, t):
        self.events.append(("exp", v, t))


class Node:
    def __init__(self, kind, ctx):
        self.kind, self.ctx = kind, ctx
        self.gain, self.frequency, self.Q = Param(), Param(), Param()
        self.type = self.buffer = None
        self.to, self.started, self.stopped = [], None, None

    def connect(self, other):
        self.to.append(other)

    def start(self, at, offset=0.0):
        self.started = (at, offset)

    def stop(self, at):
        self.stopped = at


class Channel:
    def assign(self, samples):
        self.samples = samples


class Context:
    """An AudioContext that records the nodes made and what is scheduled on them."""

    def __init__(self, now=5.0):
        self.currentTime, self.sampleRate, self.destination = now, 48000, object()
        self.nodes = []
        self.buffers = 0

    def _node(self, kind):
        node = Node(kind, self)
        self.nodes.append(node)
        return node

    def createGain(self):
        return self._node("gain")

    def createOscillator(self):
        return self._node("osc")

    def createBufferSource(self):
        return self._node("noise")

    def createBiquadFilter(self):
        return self._node("filter")

    def createBuffer(self, channels, size, rate):
        self.buffers += 1
        channel = Channel()
        return SimpleNamespace(size=size, rate=rate, getChannelData=lambda _: channel, channel=channel)

    def of(self, kind):
        return [n for n in self.nodes if n.kind == kind]


def heard(ctx, kind_from=0):
    """The voices scheduled, as (kind, start offset, frequency or filter centre) each, in order."""
    out = []
    for node in ctx.nodes[kind_from:]:
        if node.kind in ("osc", "noise"):
            pitch = node.frequency if node.kind == "osc" else node.to[0].frequency
            out.append((node.kind, round(node.started[0] - ctx.currentTime, 4), pitch.events[0][1]))
    return out


def expected(kind):
    return [("noise" if isinstance(v, tile_sounds.Knock) else "osc", round(v.at, 4), v.freq)
            for v in tile_sounds.RECIPES[kind]]


def woken(ctl=None):
    ctl = ctl or table()
    ctx = Context()
    sound = ctl.parts.sound
    sound.window = SimpleNamespace(AudioContext=SimpleNamespace(new=lambda: ctx))
    sound.wake()
    return ctl, sound, ctx


# ---- what each sound schedules -------------------------------------------------------------------

def test_every_sound_the_flow_asks_for_has_a_recipe_and_every_recipe_is_asked_for():
    asked = {moments.move_sound(k, mine) for k in ("play", "draw", "pass") for mine in (True, False)}
    asked |= {"deal", "win", "loss", "streak"}
    assert asked == set(tile_sounds.RECIPES)


@pytest.mark.parametrize("kind", sorted(tile_sounds.RECIPES))
def test_each_sound_schedules_its_knocks_and_rings_from_now_through_the_volume(kind):
    ctl, sound, ctx = woken()
    sound.play(kind)
    assert heard(ctx) == expected(kind)
    master = ctx.nodes[0]
    assert master.kind == "gain" and master.to == [ctx.destination] and master.gain.value == LEVELS["medium"]
    for node in ctx.of("noise") + ctx.of("osc"):
        level = node.to[0].to[0] if node.kind == "noise" else node.to[0]
        assert level.kind == "gain" and level.to == [master]
        start, offset = node.started
        assert start >= ctx.currentTime and node.stopped > start and 0 <= offset < 1
        ramp = level.gain.events
        assert ramp[0] == ("set", pytest.approx(1e-4), start) and ramp[-1][0] == "exp"  # a short envelope
        assert ramp[-1][2] < node.stopped
    for node in ctx.of("noise"):
        assert node.buffer is not None and node.to[0].kind == "filter" and node.to[0].type
    assert ctx.buffers <= 1   # one buffer of noise, made once


def test_a_tile_of_ones_own_sounds_nearer_than_a_rivals():
    mine, theirs = tile_sounds.RECIPES["laid"], tile_sounds.RECIPES["laid-rival"]
    assert [type(v) for v in mine] == [type(v) for v in theirs]
    assert all(a.freq > b.freq and a.peak > b.peak for a, b in zip(mine, theirs))


def test_the_noise_is_made_once_for_every_knock():
    ctl, sound, ctx = woken()
    for kind in ("laid", "deal", "draw"):
        sound.play(kind)
    assert ctx.buffers == 1 and len({id(n.buffer) for n in ctx.of("noise")}) == 1


@pytest.mark.parametrize("volume", P.CHOICES["volume"])
def test_the_volume_setting_scales_every_sound(volume):
    ctl, sound, ctx = woken()
    ctl.pref("volume", volume)   # heard at once, at the new volume
    assert ctx.nodes[0].gain.value == LEVELS[volume]
    assert LEVELS["low"] < LEVELS["medium"] < LEVELS["high"] <= 1


def test_nothing_sounds_when_sound_is_off_or_the_host_muted_it():
    ctl, sound, ctx = woken()
    ctl.mute(True)
    for kind in tile_sounds.RECIPES:
        sound.play(kind)
    assert ctx.nodes == []
    ctl.mute(False)
    ctl.pref("sound", "off")
    for kind in tile_sounds.RECIPES:
        sound.play(kind)
    assert ctx.nodes == []


def test_an_unknown_sound_is_silent_and_a_refused_context_stays_quiet():
    ctl, sound, ctx = woken()
    sound.play("fanfare")
    assert ctx.nodes == []
    quiet = Sound(SimpleNamespace(AudioContext=SimpleNamespace(new=lambda: 1 / 0)), ctl.parts.prefs)
    quiet.wake()
    quiet.play("laid")
    assert quiet.audio is False


# ---- which sound each event asks for ----------------------------------------------------------------

def asked(ctl):
    kinds = []
    ctl.parts.sound.play = kinds.append
    return kinds


def sounds_of_a_hand(variant, seed):
    """The sounds a hand asks for, each move's checked as it is made: (sounds, kinds of move seen)."""
    ctl = table(players="2", variant=variant, seed=seed)
    kinds = asked(ctl)
    ctl.click(Target({"data-action": "new-game"}), 1)
    assert kinds == ["deal"]
    for _ in range(400):
        s = ctl.session
        if s.phase != "playing":
            break
        if ctl.page.run_timers():
            continue
        assert s.my_turn()
        move = s.legal()[0]
        before = len(kinds)
        ctl.play(move)
        assert kinds[before] == ("laid" if move.kind == "play" else move.kind)
    return kinds


@pytest.mark.parametrize("variant,wanted", [("draw", {"laid", "laid-rival", "draw"}),
                                            ("block", {"laid", "laid-rival", "pass"})])
def test_a_deal_shuffles_and_each_move_sounds_as_what_it_is_and_whose_it_was(variant, wanted):
    heard_all: set[str] = set()
    for seed in range(1, 30):
        heard_all |= set(sounds_of_a_hand(variant, str(seed)))
        if wanted <= heard_all:
            break
    assert wanted <= heard_all


@pytest.mark.parametrize("mode,won,sound", [("computer", 0, "win"), ("computer", 1, "loss"), ("computer", None, None),
                                           ("local", 1, "win"), ("local", None, None)])
def test_a_hand_of_a_match_going_on_is_heard_as_the_persons_win_or_loss(mode, won, sound):
    assert moments.hand_sound(mode, won) == sound


def hand_heard(seed, **menu):
    """A new game of the menu's choices played to its first hand's end: the controller, and the
    sounds it asked for."""
    ctl = table(seed=str(seed), **menu)
    kinds = asked(ctl)
    ctl.click(Target({"data-action": "new-game"}), 1)
    finish_hand(ctl)
    return ctl, kinds


def test_the_first_hand_of_a_match_to_50_ends_with_its_winners_sound_and_no_cheer():
    """A hand of a match that goes on: the person's win or loss is heard after the last move; the
    match's own sound and cheer wait for its end."""
    heard = set()
    for seed in range(1, 12):
        ctl, kinds = hand_heard(seed, players="2", variant="draw", target="50")
        s = ctl.session
        if s.table.is_over:
            continue  # a first hand of 50 pips or more ends the match: its sound is the match's
        assert s.phase == "round-over", s.phase
        won = s.table.game.outcome.winner
        assert kinds[-1] == ("win" if won == 0 else "loss") if won is not None else kinds[-1] not in ("win", "loss")
        assert "reward" not in ctl.page.html or "data-moment" not in str(ctl.page.html["reward"])
        heard.add(kinds[-1])
        before = len(kinds)
        ctl.to_menu()   # the game saved at the hand's end, continued: the table, not the sound again
        ctl.click(Target({"data-action": "continue"}), 1)
        assert ctl.session.phase == "round-over" and kinds[before:] == [], kinds[before:]
    assert {"win", "loss"} <= heard


def test_a_match_won_at_a_shared_device_is_cheered_for_its_winner():
    """Same device: whoever won, someone at the table did; a drawn hand is not cheered."""
    seen = set()
    for seed in range(1, 30):
        ctl, kinds = hand_heard(seed, mode="local", players="2", variant="block")
        won = ctl.session.table.winner is not None
        assert (kinds[-1] == "win") == won
        assert ('data-moment="match"' in str(ctl.page.html.get("reward", ""))) == won
        seen.add(won)
        if seen == {True, False}:
            break
    assert True in seen


def test_a_won_match_cheers_a_lost_one_sounds_lost_and_a_streak_cheers_more():
    assert moments.cheer("win", None) == "match"
    assert moments.cheer("win", 0) == moments.cheer("win", 1) == "daily"
    assert moments.cheer("win", 2) == moments.cheer("win", 9) == "streak"
    assert moments.cheer("loss", 3) is moments.cheer("draw", None) is moments.cheer(None, None) is None


@pytest.mark.parametrize("result,streak,sound,cheer", [
    ("win", None, "win", "match"), ("win", 0, "win", "daily"), ("win", 3, "streak", "streak"),
    ("loss", None, "loss", None), ("draw", None, None, None)])
def test_the_end_of_a_match_asks_for_its_sound_and_its_cheer(result, streak, sound, cheer):
    ctl = table()
    kinds = asked(ctl)
    moments.ended(ctl.page, ctl.parts.sound, ctl.parts.prefs, result, streak)
    assert kinds == ([sound] if sound else [])
    shown = str(ctl.page.html.get("reward", ""))
    assert (f'data-moment="{cheer}"' in shown) if cheer else "data-moment" not in shown


@pytest.mark.parametrize("anim,reduced", [("off", False), ("auto", True), ("normal", True)])
def test_moments_keep_their_sound_but_not_their_motion_under_reduced_motion_or_animation_off(anim, reduced):
    ctl = table()
    ctl.page.reduced_motion = reduced
    ctl.pref("anim", anim)
    kinds = asked(ctl)
    moments.ended(ctl.page, ctl.parts.sound, ctl.parts.prefs, "win", 4)
    ctl.click(Target({"data-action": "new-game"}), 1)
    assert kinds[:2] == ["streak", "deal"]
    assert "reward" not in ctl.page.html and ("body", "data-dealing") not in ctl.page.attrs


def test_a_deal_brings_the_hand_in_when_motion_is_on():
    ctl = table()
    ctl.click(Target({"data-action": "new-game"}), 1)
    assert ctl.page.attrs[("body", "data-dealing")] == ""
