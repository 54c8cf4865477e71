"""PyScript entry script: start the table.

If it cannot start, the page's start-up card (window.dominoRecover, in index.html) takes over, told
the cause when the table knows it (saved data it chokes on); the traceback goes to the console only.
"""

import js

js.performance.mark("domino:main")
try:
    import table

    table.start()
except Exception as error:
    recover = getattr(js.window, "dominoRecover", None)
    if recover is None:
        raise
    import traceback

    js.console.error(traceback.format_exc())
    try:
        cause = table.failure_cause()
    except Exception:
        cause = ""
    recover(f"{type(error).__name__}: {error}", cause)
