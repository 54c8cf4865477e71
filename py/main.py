"""PyScript entry script: start the table."""

import table

table.start()
