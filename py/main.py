"""PyScript entry script: start the table.

If it cannot start, the page's start-up card (window.dominoRecover, static/boot-guard.js) takes
over, told the cause when the table knows it (saved data it chokes on); the traceback goes to the
console only.
A table that does not even import is a damaged or missing file of the game: nothing saved was read
yet, so saved data is never blamed for it.
"""

import js

js.performance.mark("domino:main")


def recover(error: BaseException, cause: str) -> None:
    told = getattr(js.window, "dominoRecover", None)
    if told is None:
        raise error
    import traceback

    js.console.error(traceback.format_exc())
    told(f"{type(error).__name__}: {error}", cause)


try:
    import table
except Exception as error:
    recover(error, "file")
else:
    try:
        table.start()
    except Exception as error:
        try:
            cause = table.failure_cause()
        except Exception:
            cause = "file"  # the table's own code for this does not load
        recover(error, cause)
