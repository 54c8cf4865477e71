"""The player's language: the message catalogue every sentence of the table goes through, the
languages offered, and the pseudo-language that shows a sentence which bypasses the catalogue."""
