"""The session and what changes it: starting games, the turn loop, the tools, endings."""
