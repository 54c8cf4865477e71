"""What a game starts from: a Setup says which match, with which settings and names, and how it
begins. The controller's `start(setup)` is the one path that puts a game on the table; the four
ways there are built here: a new game from the menu, the Daily match, a saved game (Continue) and a
tutorial lesson.

Pure Python: the engine is imported inside the functions that build a match.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from table.render import match_length as lengths
from table.flow.params import MAX_SEED, seed_value
from table.language.catalogue import said
from domino.core.catalog import LEVELS
from table.language.catalogue import _, _n, said
from table.language.players import names as players_names
from table.storage.settings import NAME_KEYS, typed_names

if TYPE_CHECKING:
    from domino import Match, Rules
    from domino.core.tiles import Tile
    from domino.lessons import Lesson
    from table.flow.session import Cfg, TableMatch
    from table.storage.documents import GameDoc

KINDS = ("new", "daily", "restore", "lesson")
DAILY = {"mode": "computer", "players": "2", "variant": "draw", "level": "medium", "target": "50"}


@dataclass(frozen=True)
class Setup:
    kind: str                 # one of KINDS
    match: TableMatch
    cfg: Cfg
    names: tuple[str, ...]
    last: str | None = None   # the last move's words (None: the deal's own words)
    fresh: Tile | None = None
    lesson: str | None = None

    @property
    def dealt(self) -> bool:
        """A hand starts from its deal (a saved game goes on from its latest move)."""
        return self.kind != "restore"


def game_id() -> str:
    """A new game's id: its result is recorded under it once (profile.settled), whatever reloads,
    tabs or crashes come between its end and the record."""
    return secrets.token_hex(8)


def names_for(mode: str, players: int, typed: Sequence[object] = ()) -> tuple[str, ...]:
    """The seats' names as shown: the person and the computers, or the same-device players' (`typed`
    in the menu, cleaned: settings.typed_names), in the player's language."""
    return players_names(mode, players, typed_names(typed, players) if mode != "computer" else ())



def game_seed(param: str | None, games: int, random: int) -> int | str:
    """The deal's seed: `random` without ?seed=, else the parameter (numbered after the first game
    of the page, so each new game of a seeded run is another deal). Digits are a number only below
    2^53 (params.seed_value), and a numbered seed is cut to fit a save's MAX_SEED characters: every
    seed given here survives a save."""
    if param is None:
        return random
    text = str(param)
    if games == 0:
        return seed_value(text)
    suffix = f":{games}"
    return text[:MAX_SEED - len(suffix)] + suffix


def computer_level(cfg: Cfg, rules: Rules, seat: int) -> str:
    """The level `seat` plays at against the person: the partner's own level across the table in
    two against two (docs/rules.md §8), else the opponents' level of the menu."""
    from domino.core.teams import partner_of

    if rules.partners and seat == partner_of(0) and cfg.get("partner") in LEVELS:
        return str(cfg["partner"])
    return str(cfg.get("level", "easy"))


def partner_level(cfg: Cfg, rules: Rules, seat: int) -> str | None:
    """What a computer at `seat` knows of its partner: the partner's level, or None when the
    partner is the person at the screen, or nobody plays in teams."""
    from domino.core.teams import partner_of

    if not rules.partners or cfg.get("mode") != "computer" or partner_of(seat) == 0:
        return None
    return computer_level(cfg, rules, partner_of(seat))


def computer_seed(game_seed: object, scores: tuple[int, ...], moves: int, seat: int) -> int:
    """A computer's choice in a seeded run: the same position always gets the same move (FNV-1a)."""
    h = 2166136261
    for ch in f"{game_seed}:{sum(scores)}:{moves}:{seat}".encode():
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return h & 0x7FFFFFFF


def new_game(cfg: Mapping[str, str], seed_param: str | None, games: int, random: int) -> Setup:
    """The menu's choices `cfg` (its names "name1".. among them) as a game; ValueError when the
    engine refuses the rules."""
    import domino

    rules = domino.Rules(**lengths.rules_options(cfg))
    seed = game_seed(seed_param, games, random)
    started = {**cfg, "seed": seed, "id": game_id()}
    names = names_for(cfg["mode"], int(cfg["players"]), [cfg.get(key, "") for key in NAME_KEYS])
    return Setup("new", domino.new_match(rules, seed=seed), started, names)


def daily(day: str, replay: bool = False) -> Setup:
    """The Daily match of `day`: Classic against Medium, to 50; a replay is not recorded."""
    import domino

    cfg = {**DAILY, "seed": day, "daily": day, "unrecorded": bool(replay), "id": game_id()}
    return Setup("daily", domino.daily_match(day), cfg, names_for("computer", 2))


def restored(doc: GameDoc, match: Match) -> Setup:
    """A checked game save (documents.check_game) and its replayed match."""
    table = doc["table"]
    cfg = {**table["cfg"], **lengths.menu_settings(match.rules)}
    if cfg.get("mode") == "local":  # the names typed, so Restart deals to the same players
        cfg.update({key: name for key, name in zip(NAME_KEYS, table["names"]) if name})
    fresh = tuple(table["fresh"]) if table["fresh"] else None
    names = players_names(table["cfg"]["mode"], match.rules.players, table["names"])
    return Setup("restore", match, cfg, names, last=table["last"], fresh=fresh)


def lesson(item: Lesson, match: TableMatch) -> Setup:
    """A tutorial lesson: its position, seen as a one-hand match (tutorial.LessonMatch)."""
    rules = match.rules
    cfg = {"mode": "computer", "players": str(rules.players), "variant": rules.variant, "level": "easy",
           "target": str(rules.target), "seed": 0, "lesson": item.key, **lengths.menu_settings(rules)}
    return Setup("lesson", match, cfg, names_for("computer", rules.players),
                 last=_("Lesson: {title}.", title=said(item.title)),
                 lesson=item.key)


def again(cfg: Mapping[str, object], rules: Rules) -> dict[str, str]:
    """The menu's choices for another game like this one: its rules exactly, never the Daily (a
    Daily is played once a day, from the menu)."""
    keep = {k: str(v) for k, v in cfg.items() if k in ("mode", "players", "variant", "level", "partner", *NAME_KEYS)}
    return {**keep, **lengths.menu_settings(rules)}


def game_words(choice: Mapping[str, object]) -> str:
    """A game's settings in words, for the button that starts it: 'Classic, vs Medium, to 50'."""
    from domino.core import catalog

    variant = str(choice.get("variant", ""))
    players = int(str(choice.get("players", 2) or 2))
    pairs = choice.get("teams") == lengths.PAIRS and lengths.offers_teams(variant, players)
    values = {"game": said(catalog.title(variant)), "players": players, "length": length_words(choice)}
    if choice.get("mode") != "computer":
        if pairs:
            return _("{game}, 2 vs 2, one device, {length}", **values)
        return _("{game}, {players} players, one device, {length}", **values)
    level = str(choice.get("level", ""))
    values["level"] = said(catalog.level_title(level))
    if pairs:
        values["partner"] = said(catalog.level_title(str(choice.get("partner", level))))
        return _("{game}, 2 vs 2, vs {level}, partner {partner}, {length}", **values)
    if players > 2:
        return _("{game}, {players} players, vs {level}, {length}", **values)
    return _("{game}, vs {level}, {length}", **values)


def length_words(choice: Mapping[str, object]) -> str:
    """How long the game chosen plays, as its button says it: 'to 50', '1 round', 'Tri-Ominos to 400'."""
    if choice.get("scoring") == lengths.TRIOMINOS:
        return _("Tri-Ominos to 400")
    points = lengths.points_row(str(choice["variant"]))
    if points.setting != "target":  # a game's own points row (All Fives')
        return _("to {points}", points=str(choice.get(points.setting, points.first)))
    if str(choice.get("rounds", lengths.SINGLE)) != lengths.SINGLE:  # the full game, as long as its set makes it
        variant = str(choice["variant"])
        double = int(str(choice["set"])) if "set" in choice and lengths.offers_sets(variant) else 0
        return _n("{count} round", "{count} rounds", lengths.rounds(double))
    if str(choice.get("target", "0")) not in ("0", ""):
        return _("to {points}", points=str(choice["target"]))
    return _("1 round")


def resume_words(doc: Any) -> str:  # JSON as stored: read unchecked, whatever its shape
    """The saved game `doc` (as stored, unchecked) in words for the menu's Continue: 'Classic, vs
    Medium, to 50 · hand 2'; '' when it does not say. Only known names and numbers are taken from
    it, never its text."""
    import domino
    from domino.core.catalog import MODES

    try:
        cfg, match = doc["table"]["cfg"], doc["match"]
        rules, hands = domino.Rules.from_json(match["rules"]), len(match["hands"])
        mode, level, daily, partner = cfg["mode"], cfg["level"], cfg.get("daily"), cfg.get("partner", cfg["level"])
    except Exception:
        return ""
    if mode not in MODES or level not in LEVELS or partner not in LEVELS:
        return ""
    words = _("Daily match") if daily else game_words(again({"mode": mode, "level": level, "partner": partner,
                                                              "players": str(rules.players)}, rules))
    # U+00A0: "round" and its number never split over two lines
    if rules.full_game:
        return _("{game} · round\u00a0{number}", game=words, number=hands)
    return _("{game} · hand\u00a0{number}", game=words, number=hands) if lengths.is_long(rules) else words


def deal_words(match: TableMatch) -> str:
    """The status line when a hand is dealt."""
    if match.rules.full_game:
        rules = match.rules
        return _("{round}: tiles dealt.", round=lengths.round_words(rules.variant, match.hand_number, rules.double)[0])
    return _("New hand dealt.") if match.scores and any(match.scores) else _("Tiles dealt.")
