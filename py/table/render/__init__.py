"""HTML of the table and the screens around it: pure functions from state to Markup."""
