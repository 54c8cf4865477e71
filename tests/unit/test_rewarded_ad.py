"""A rewarded ad for coins (docs/rules.md §6, flow/rewarded_ad.py): offered only on the player's
turn against the computer when a tool is short of coins and the portal has one to show; the table
held as in a break while it runs; its coins paid only when the portal says it played to the end."""

from __future__ import annotations

import re

from fakes import finish_hand, table
from table.boards.targets import Target
from table.flow.gameplay import BREAK_GAP_MS
from table.storage.profile import AD_REWARD, HINT
from test_gameplay import Host, hosted, new_game


def with_coins(ctl, coins: int) -> None:
    ctl.parts.coins.change(lambda profile: profile.__setitem__("coins", coins))
    ctl.render()


def button(ctl, action: str) -> str | None:
    found = re.search(rf'<button[^>]*data-action="{action}".*?</button>', str(ctl.page.html.get("tools", "")))
    return found.group() if found else None


def at_my_turn(rewards: bool = True, coins: int = 5, **menu: str):
    """A game against Medium (every hint costs its price) on the person's turn, with `coins`."""
    ctl, host, gameplay = hosted(rewards=rewards, level="medium", target="100", **menu)
    new_game(ctl)
    host.finish()   # the break before the game
    ctl.page.run_timers()
    s = ctl.session
    while not s.my_turn() or ctl.board.names_the_move(s, s.legal()):   # past a forced opening: its hint is free
        if s.my_turn():
            ctl.play(s.legal()[0])
        assert ctl.page.run_timers() or s.my_turn()
    with_coins(ctl, coins)
    return ctl, host, gameplay


def test_it_is_offered_only_when_a_tool_is_short_of_coins_and_the_portal_has_one():
    ctl, _host, _gameplay = at_my_turn(coins=5)
    assert button(ctl, "earn") is not None and "disabled" in button(ctl, "hint")
    with_coins(ctl, HINT + 20)   # every tool affordable
    assert button(ctl, "earn") is None
    ctl, _host, _gameplay = at_my_turn(rewards=False, coins=0)   # a portal without rewarded ads
    assert button(ctl, "hint") is not None and button(ctl, "earn") is None
    shared = table(host=Host(breaks=False, rewards=True), mode="local")   # a shared device: tools are free
    new_game(shared)
    assert button(shared, "earn") is None


def test_watched_to_the_end_it_pays_and_cut_short_it_pays_nothing():
    ctl, host, gameplay = at_my_turn(coins=5)
    moves = len(ctl.session.game.history)
    ctl.act("earn")
    assert host.said[-2:] == ["off", "rewarded"] and gameplay.breaking and ctl.session.muted
    assert ctl.page.attrs[("body", "data-break")] == "1"
    ctl.click(Target({"data-action": "earn"}), 1)   # held: no second ad
    tile = "-".join(str(n) for n in ctl.session.legal()[0].tile)
    for _ in range(2):   # a tap chooses the tile, a second plays it: neither is heard
        ctl.click(Target({"data-action": "tile", "data-tile": tile}), 1)
    assert host.said.count("rewarded") == 1 and len(ctl.session.game.history) == moves
    host.reward(False)
    assert ctl.parts.coins.coins == 5 and ctl.session.note and ctl.page.said[-1] == ctl.session.note
    assert not gameplay.breaking and not ctl.session.muted and host.said[-1] == "on"
    assert button(ctl, "earn") is not None   # still short: still offered
    ctl.act("earn")
    done = host.reward
    done(True)
    done(True)   # a host that calls back twice pays once
    assert ctl.parts.coins.coins == 5 + AD_REWARD and ctl.page.said[-1] == ctl.session.note
    assert button(ctl, "earn") is None and "disabled" not in button(ctl, "hint")
    assert ctl.parts.store.load("profile")["coins"] == 5 + AD_REWARD   # stored


def test_no_break_between_hands_comes_within_a_minute_of_one():
    ctl, host, gameplay = at_my_turn(coins=0)
    gameplay.clock.ms += BREAK_GAP_MS   # the break before the game is long past
    ctl.act("earn")
    host.reward(True)
    finish_hand(ctl)
    ctl.act("next-hand")
    assert host.said.count("break") == 1 and ctl.session.phase == "playing"


def test_it_is_not_asked_for_off_the_players_turn():
    ctl, host, gameplay = at_my_turn(coins=0)
    ctl.play(ctl.session.legal()[0])   # the computer's turn now
    assert not ctl.session.my_turn()
    ctl.act("earn")
    assert "rewarded" not in host.said
