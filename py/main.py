"""PyScript entry script: start the table.

If it cannot start (most likely saved data it chokes on), the page's recovery card
(window.dominoRecover, in index.html) takes over; the traceback goes to the console only.
"""

import js

try:
    import table

    table.start()
except Exception as error:
    recover = getattr(js.window, "dominoRecover", None)
    if recover is None:
        raise
    import traceback

    js.console.error(traceback.format_exc())
    recover(f"{type(error).__name__}: {error}")
