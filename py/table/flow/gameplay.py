"""The game as a games portal sees it: when gameplay is on, when an ad may run, what is worth a
cheer, and what the portal says back (pause, mute, its language).

Gameplay is on while a hand is being played and nothing stops it: off on the menu, on the hand's
and the match's cards, on the hand-off screen, while paused or while the how-to card is read, and
during a break. A break (an ad) comes only between games or hands: as a game from the menu is
dealt or the next hand is, never twice within BREAK_GAP_MS. While it runs, the table takes no
input and makes no sound; when it ends, the table goes on from where it was: the game is dealt,
or the next hand. A rewarded ad is the player's own choice (rewarded_ad.py): held the same way,
mid-hand too, and it says whether it was watched to the end.

Pure Python: the host is a port (ports.Host); browser/hosts.py and browser/portal.py are the
adapters, NoHost the default.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from table.flow.listener import Listener
from table.language.catalogue import current
from table.language.languages import AUTO, choose
from table.storage.profile import games_won

if TYPE_CHECKING:
    from table.flow.parts import Parts
    from table.flow.ports import Clock, Host, HostHears, Page
    from table.flow.session import Session

BREAK_GAP_MS = 60_000          # a break never comes within a minute of the last one's end
READING = frozenset({"pause", "help"})   # held for these, nobody is playing (the clock's other holds are a glance)


class NoHost:
    """No portal: the game's moments go nowhere, and there is no break."""

    breaks = False
    rewards = False

    def listen(self, hears: HostHears) -> None:
        pass

    def loaded(self) -> None:
        pass

    def first_frame(self) -> None:
        pass

    def gameplay(self, on: bool) -> None:
        pass

    def commercial_break(self, done: Callable[[], object]) -> None:
        done()

    def rewarded_break(self, done: Callable[[bool], object]) -> None:
        done(False)

    def happy(self) -> None:
        pass

    def score(self, value: int) -> None:
        pass


class Table(Protocol):
    """What gameplay reads of the controller, and what it asks of it."""

    @property
    def session(self) -> Session: ...

    @property
    def parts(self) -> Parts: ...

    @property
    def page(self) -> Page: ...

    def mute(self, muted: bool) -> None: ...


class Gameplay(Listener):
    """Tells the host the table's moments (a listener of the table) and carries out its word."""

    def __init__(self, ctl: Table, host: Host, clock: Clock) -> None:
        self.ctl = ctl
        self.host = host
        self.clock = clock
        self.on = False                    # what the host was last told
        self.breaking = False              # a break is running: no input, no sound
        self.last_break: float | None = None   # when the last break ended (clock ms)
        self.host_muted = False            # the host's own mute

    # ---- the table's moments ----------------------------------------------------------------------

    def playing(self) -> bool:
        s = self.ctl.session
        return (not self.breaking and s.match is not None and s.phase == "playing"
                and not s.match.game.is_over and not (s.held & READING))

    def tell(self) -> None:
        """The host hears of gameplay's changes only."""
        on = self.playing()
        if on != self.on:
            self.on = on
            self.host.gameplay(on)

    def on_ready(self) -> None:
        self.host.first_frame()
        self.host.loaded()
        self.host.listen(self)

    def on_phase(self) -> None:
        self.tell()

    def on_render(self) -> None:
        self.tell()   # the how-to card held the clock or let it go

    def on_paused(self, reason: str) -> None:
        self.tell()

    def on_resumed(self) -> None:
        self.tell()

    def on_hand_over(self) -> None:
        """A match against the computer won is a happy moment; every match over there sends the
        games won so far (the records are settled before the listeners hear of the end)."""
        self.tell()
        s = self.ctl.session
        match = s.match
        if match is None or not match.is_over or s.mode != "computer" or s.lesson is not None:
            return
        if match.winner == 0:   # the person's seat, or with partners their team
            self.host.happy()
        self.host.score(games_won(self.ctl.parts.coins.profile))

    # ---- breaks -----------------------------------------------------------------------------------

    def due(self) -> bool:
        return self.host.breaks and not self.breaking and (self.last_break is None
                                      or self.clock.now() - self.last_break >= BREAK_GAP_MS)

    def between(self, go: Callable[[], object]) -> None:
        """`go` (the next game or hand), after a break when one is due: meanwhile gameplay is off,
        input held and the sound off. A click while a break runs does nothing."""
        if self.breaking:
            return
        if not self.due():
            go()
            return
        done = self.hold(lambda _: go())
        self.host.commercial_break(lambda: done(False))

    @property
    def rewards(self) -> bool:
        return self.host.rewards and not self.breaking

    def rewarded(self, settled: Callable[[bool], object]) -> None:
        """A rewarded ad the player asked for, mid-hand too: held and silent as a break, and
        `settled(granted)` when it ends, granted only when the host says it played to the end."""
        if self.rewards:
            self.host.rewarded_break(self.hold(settled))

    def hold(self, then: Callable[[bool], object]) -> Callable[[bool], None]:
        """Gameplay off, input held and the sound off until the returned `done` is called; then
        `then(granted)`, once, however often the host calls back."""
        self.breaking = True
        self.ctl.page.body_attr("data-break", "1")
        self.ctl.mute(True)
        self.tell()
        ended = False

        def done(granted: bool) -> None:
            nonlocal ended
            if ended:
                return
            ended = True
            self.breaking = False
            self.last_break = self.clock.now()   # no break within a minute of an ad, whichever it was
            self.ctl.page.body_attr("data-break", None)
            self.ctl.mute(self.host_muted)
            then(granted)
            self.tell()

        return done

    # ---- the host's word --------------------------------------------------------------------------

    def host_pause(self) -> None:
        self.ctl.parts.chrome.pause("host")

    def host_resume(self) -> None:
        self.ctl.parts.chrome.resume()

    def host_mute(self, muted: bool) -> None:
        self.host_muted = bool(muted)
        if not self.breaking:   # a break's silence lasts until it ends
            self.ctl.mute(self.host_muted)

    def host_language(self, code: str) -> None:
        """The host's language, spoken at once unless the player chose one in Settings."""
        if self.ctl.parts.prefs.prefs.get("lang") != AUTO:
            return
        want = choose(AUTO, (str(code),))
        if want != current().code:
            self.ctl.page.speak(want)
