"""The variants. Each is a package cut the same way (moves.py, observation.py, state.py,
variant.py) that imports only domino.core and registers its rules object when imported; this
package imports them all, in the order the menu offers them."""
from . import line, allfives, triangles, trains, chickenfoot  # noqa: I001  (the order is the registry's)

__all__ = ["allfives", "chickenfoot", "line", "trains", "triangles"]
