"""The engine's core: tiles, moves, outcomes, the Rules value, the variant protocol and its
registry, Game (one hand, checked and recorded) and Match. It imports nothing of the variants or
the computer players; the variants register themselves into it."""
