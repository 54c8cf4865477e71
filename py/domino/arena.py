"""`python -m domino.arena`: computer levels against each other on paired deals (domino.ai.arena)."""
import sys

from .ai.arena import main

if __name__ == "__main__":
    sys.exit(main())
