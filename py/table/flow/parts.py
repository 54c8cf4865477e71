"""The table's parts, as the controller holds them.

The composition root (app.py, or the unit tests' fakes) makes each part and hands the controller a
Parts; nothing adds a part later. The listeners hear of the table's events (listener.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Sequence

from table.flow.listener import Listener
from table.flow.ports import Breaks, Chrome, Keyboard, Sound, Thinker

if TYPE_CHECKING:
    from table.flow.coin_tools import Hints, ToolBar
    from table.flow.endings import Results
    from table.flow.menu import MenuForm
    from table.flow.menu_starts import Starts
    from table.flow.review import HandReview
    from table.flow.settings_panel import Preferences
    from table.flow.tutorial import Tutorial
    from table.storage.coins import Coins
    from table.storage.saves import Saves
    from table.storage.store import Store


@dataclass
class Parts:
    store: Store
    tell: Callable[[], None]          # shows the store's messages on the page
    thinker: Thinker                  # Expert's search in slices (thinker.py, or a test's stand-in)
    coins: Coins
    saves: Saves
    prefs: Preferences
    sound: Sound                      # the sound of a move (browser.sound)
    menu: MenuForm                    # the menu's form (flow.menu.Menu, or a test's stand-in)
    tools: ToolBar
    hints: Hints
    starts: Starts
    results: Results
    tutorial: Tutorial
    review: HandReview
    chrome: Chrome                    # pause, help, theater and fullscreen (browser.display_tools)
    keyboard: Keyboard                # the keyboard's roving focus (browser.keyboard)
    gameplay: Breaks                  # a portal's breaks between hands (flow.gameplay.Gameplay)
    listeners: Sequence[Listener] = ()
