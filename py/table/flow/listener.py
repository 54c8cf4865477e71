"""What the platform parts (pause and help, the keyboard, the portal, the hand review) hear of the
table's events: each a method, called by name by the controller, doing nothing unless a part needs it.
"""

from __future__ import annotations


class Listener:
    """What a platform part hears; each method does nothing unless the part needs it."""

    def on_ready(self) -> None:
        """The table is up: the menu is on screen and answers."""

    def on_game_start(self) -> None:
        """A new game or the Daily match was dealt."""

    def on_phase(self) -> None:
        """The screen changed (menu, playing, hand-off, a hand's end)."""

    def on_render(self) -> None:
        """The table was drawn again."""

    def on_hand_over(self) -> None:
        """A hand ended; its summary is up."""

    def on_paused(self, reason: str) -> None:
        """The game was paused (by the player, a hidden page or the portal host)."""

    def on_resumed(self) -> None:
        """The paused game goes on."""
