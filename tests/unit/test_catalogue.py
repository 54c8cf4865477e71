"""The message catalogue (table/language): how a message is said, filled and counted; the template
kept in step with the sources; the pseudo-language; translations are text, never markup."""

from __future__ import annotations

import gettext
import json
import re

import pytest

from domino.core.messages import Message
from table.language import catalogue as words
from table.language import pseudo
from table.language.catalogue import _, _n, _p, placeholders, said
from table.language.languages import OFFERED
from table.render.markup import html

from pathlib import Path

from builder import load_build

ROOT = Path(__file__).resolve().parents[2]


def test_english_fills_the_placeholders_of_the_message_itself():
    assert _("{name} drew a tile.", name="Ann") == "Ann drew a tile."
    assert _("Your turn.") == "Your turn."
    assert _n("{count} tile left", "{count} tiles left", 1) == "1 tile left"
    assert _n("{count} tile left", "{count} tiles left", 0) == "0 tiles left"
    assert _p("move", "Draw") == "Draw"


def test_a_translation_moves_the_values_and_its_own_plural_rule_counts(speak):
    # Portuguese puts 0 in the singular: the language's rule, not English's, picks the form.
    speak({"{name}'s turn.": "Vez de {name}.",
           ("{count} tile left", "{count} tiles left"): ("{count} peça restante", "{count} peças restantes"),
           ("move", "Draw"): "Comprar", ("result", "Draw"): "Empate"},
          plural=lambda n: int(n > 1))
    assert _("{name}'s turn.", name="Ana") == "Vez de Ana."
    assert _n("{count} tile left", "{count} tiles left", 0) == "0 peça restante"
    assert _n("{count} tile left", "{count} tiles left", 2) == "2 peças restantes"
    assert (_p("move", "Draw"), _p("result", "Draw")) == ("Comprar", "Empate")


def test_a_translation_that_breaks_its_placeholders_is_not_used(speak):
    speak({"{name} drew a tile.": "{nom} a pioché.", "{count} left": "{count restantes"})
    assert _("{name} drew a tile.", name="Ann") == "Ann drew a tile."
    assert _("{count} left", count=2) == "2 left"


def test_a_translation_is_text_and_a_writer_escapes_it(speak):
    speak({"Your turn.": "<b>Tu turno</b>"})
    assert html("<p>{}</p>", _("Your turn.")) == "<p>&lt;b&gt;Tu turno&lt;/b&gt;</p>"


def test_what_the_engine_says_is_said_by_its_message(speak):
    said_in_english = Message("Tile {tile} is not in your hand.", tile="6-4")
    assert said_in_english == "Tile 6-4 is not in your hand."
    speak({"Tile {tile} is not in your hand.": "La ficha {tile} no está en tu mano.", "Block": "Bloqueo"})
    assert said(said_in_english) == "La ficha 6-4 no está en tu mano."
    assert said("Block") == "Bloqueo"


def test_a_text_that_is_no_message_is_said_as_it_is(speak):
    speak({"": "Project-Id-Version: x", "{0} {name}": "no"})
    assert said("") == "" and said("{0} {name} {} {{") == "{0} {name} {} {{"


def test_placeholders_are_named_fields():
    assert placeholders("{name} played {tile} on the {end}.") == {"name", "tile", "end"}
    with pytest.raises(ValueError):
        placeholders("{name played")


def test_the_pseudo_language_marks_accents_and_grows_every_message_but_keeps_its_values():
    words.use(pseudo.catalogue())
    try:
        line = _("{name} played {tile} on the {end}.", name="Ann", tile="6-4", end="6")
        counted = _n("{count} tile left", "{count} tiles left", 3)
    finally:
        words.use(words.ENGLISH)
    assert line.startswith(pseudo.OPEN) and line.endswith(pseudo.CLOSE)
    assert "Ann" in line and "6-4" in line and "played" not in line
    plain = "Ann played 6-4 on the 6."
    assert len(line) >= len(plain) * 1.3
    assert counted.startswith(pseudo.OPEN + "3 ")


def test_the_message_template_is_in_step_with_the_sources():
    pytest.importorskip("babel", reason="Babel (the test extras) extracts the template")
    build = load_build()
    template = ROOT / "py" / "table" / "language" / "messages.pot"
    assert template.read_bytes() == build.template_bytes(), (
        "py/table/language/messages.pot is stale: run `python build.py words` and commit it")


PO = r'''msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"

# Translators: the move
msgid "Your turn."
msgstr "Tu turno."

msgctxt "move"
msgid "Draw"
msgstr "Robar"

msgid "{count} tile left"
msgid_plural "{count} tiles left"
msgstr[0] "{count} peça"
msgstr[1] "{count} peças"

#, fuzzy
msgid "Menu"
msgstr "Menú"

msgid "Untranslated"
msgstr ""

msgid ""
"a long "
"one"
msgstr "una \"larga\"\n"
'''


def test_a_po_file_compiles_to_the_catalogue_gettext_reads():
    """The build's own .po reader and .mo writer (no Babel at build time): contexts, plural forms
    by the file's rule, continued and escaped strings; fuzzy and untranslated entries left out."""
    import io

    build = load_build()
    from domino_build_jobs.words import mo_bytes, read_po

    entries = read_po(PO)
    assert "Menu" not in entries and "Untranslated" not in entries
    t = gettext.GNUTranslations(io.BytesIO(mo_bytes(entries)))
    assert build is not None and t.gettext("Your turn.") == "Tu turno."
    assert (t.pgettext("move", "Draw"), t.gettext("Draw")) == ("Robar", "Draw")
    forms = [t.ngettext("{count} tile left", "{count} tiles left", n) for n in (0, 1, 2)]
    assert forms == ["{count} peça", "{count} peça", "{count} peças"]
    assert t.gettext("Menu") == "Menu" and t.gettext("a long one") == 'una "larga"\n'


LANGUAGE_DIR = ROOT / "py" / "table" / "language"


def po_files():
    return sorted(LANGUAGE_DIR.glob("*.po"))


def template_keys():
    """The template's messages, keyed as a compiled catalogue keys them (read_po's keys)."""
    load_build()
    from domino_build_jobs.words import read_po

    text = (LANGUAGE_DIR / "messages.pot").read_text(encoding="utf-8")
    # read_po keeps translated entries only: the template's are all empty, so fill each in
    filled = re.sub(r'^(msgstr(?:\[\d+\])?) ""$', r'\1 "x"', text, flags=re.M)
    return {key for key in read_po(filled) if key}


def test_no_english_message_sets_an_article_before_a_value():
    """English's article follows the value's sound ("an 8", "an 11", "a 9"): a message never puts
    "a" or "an" before a placeholder, it words the value so that any number reads ("a tile showing
    {number}", "it has no {number}", "a game of {players} players")."""
    article = re.compile(r"\b(?:a|an|A|An) \{")
    found = sorted(form for key in template_keys() for form in key.split("\x04")[-1].split("\0")
                   if article.search(form))
    assert not found, found
    assert article.search("The {tile} needs a {number}.") and not article.search("Play a tile showing {number}.")


@pytest.mark.parametrize("path", po_files(), ids=lambda p: p.stem)
def test_a_translation_keeps_each_messages_placeholders(path):
    """A translated message fills in only the values its English message has (a plural form may
    leave out {count}, as "una ficha" does); it never loses one elsewhere."""
    load_build()
    from domino_build_jobs.words import read_po

    for key, forms in read_po(path.read_text(encoding="utf-8")).items():
        if not key:
            continue
        english = key.split("\x04")[-1].split("\0")
        wanted = placeholders(english[0]) | placeholders(english[-1])
        for form in forms:
            got = placeholders(form)
            assert got <= wanted, f"{path.name}: {form!r} fills in {sorted(got - wanted)}, not in {english[0]!r}"
            if len(english) == 1:
                assert got == wanted, f"{path.name}: {form!r} drops {sorted(wanted - got)} of {english[0]!r}"


@pytest.mark.parametrize("path", po_files(), ids=lambda p: p.stem)
def test_a_translation_has_every_message_of_the_template(path):
    """Each language kept here is whole: no message of the template is missing or marked fuzzy (a
    message changed in the code shows here as missing until it is translated again)."""
    load_build()
    from domino_build_jobs.words import read_po

    have = set(read_po(path.read_text(encoding="utf-8")))
    missing = sorted(template_keys() - have)
    assert not missing, f"{path.name} lacks {len(missing)} messages, e.g. {missing[:5]}"
    assert not have - template_keys() - {""}, f"{path.name} keeps messages the game no longer says"


def test_every_language_kept_is_offered_or_on_its_way():
    """A language is offered (languages.OFFERED) by its code; its file is named with an underscore."""
    kept = {path.stem.replace("_", "-") for path in po_files()}
    assert set(OFFERED) - {"en"} <= kept


def test_the_pages_own_words_are_messages_and_never_markup():
    """index.html's texts and labels, said before Python is up, are messages of the template; an
    element's bold heading is a message apart from the sentence after it, never markup in one."""
    load_build()
    from domino_build_jobs.words import page_messages

    said = page_messages(load_build().menu_page())
    assert {"New game", "Table tools", "Moves this hand", "Classic:", "Two against two:"} <= set(said)
    assert not [m for m in said if "<" in m or ">" in m]
    assert set(said) <= template_keys()


SCRIPTS = sorted((ROOT / "static").glob("*.js"))


def test_the_page_scripts_words_are_messages_of_the_template():
    """What the page's scripts say before Python is up (the start-up cards, the early menu, the file
    notice) is each a call of `say`, extracted into the template: a card may be told before any
    catalogue came, or because none could be fetched, so each says its English message otherwise."""
    pytest.importorskip("babel", reason="Babel (the test extras) extracts the scripts' messages")
    from babel.messages.extract import extract

    keys = template_keys()
    found = set()
    for path in SCRIPTS:
        with path.open("rb") as f:
            found |= {message for _, message, _, _ in extract("javascript", f, keywords={"say": None})}
    assert {"The game could not start.", "Try again", "Continue game", "Starting\u2026",
            "This page can't start from a file.", "Failed to load {file}"} <= found
    assert found <= keys
    for path in SCRIPTS:
        text = path.read_text(encoding="utf-8")
        assert "innerHTML" not in text and "insertAdjacentHTML" not in text, f"{path.name} writes markup"
        # a sentence is never spliced from English pieces and a value: a placeholder holds the value
        assert not re.search(r'say\([^)]*"\s*\+\s*[a-z]', text), f"{path.name} splices a value into a message"


def test_the_manifest_is_written_in_each_language_with_the_same_addresses():
    load_build()
    from domino_build_jobs.words import MANIFEST, language_manifest, manifest_messages, read_po

    text = MANIFEST.read_text(encoding="utf-8")
    english = json.loads(text)
    assert set(manifest_messages(text)) == {english["name"], english["description"]} <= template_keys()
    entries = read_po((LANGUAGE_DIR / "es.po").read_text(encoding="utf-8"))
    spanish = json.loads(language_manifest(text, "es", entries))
    assert spanish["lang"] == "es"
    assert spanish["description"] == entries[english["description"]][0] != english["description"]
    assert spanish["name"] == entries[english["name"]][0]
    # written to lang/: the same app (id, start, scope: "../" is the site's folder from either) and icons
    assert [spanish[k] for k in ("id", "start_url", "scope")] == [english[k] for k in ("id", "start_url", "scope")]
    for icon, own in zip(spanish["icons"], english["icons"]):
        assert icon["src"] == "../static/" + own["src"]


@pytest.mark.parametrize("owner, shown", [("Ordi 2", "le train d'Ordi 2"), ("Anne", "le train d'Anne"),
                                          ("Élodie", "le train d'Élodie"), ("Paul", "le train de Paul"),
                                          ("Hugo", "le train de Hugo"), ("", "le train de ")])
def test_french_elides_de_before_a_name_that_starts_with_a_vowel(speak, owner, shown):
    """The translator writes "de {owner}"; the name filled in decides "de" or "d'" (never before h:
    French elides before a mute h only, and nothing says which an h is)."""
    speak({"on {owner}'s train": "le train de {owner}"})
    words.use(words.Catalogue("fr", words.current().translations))   # the same words, said as French
    assert _("on {owner}'s train", owner=owner) == shown


def test_only_french_elides(speak):
    speak({"on {owner}'s train": "el tren de {owner}"})
    assert _("on {owner}'s train", owner="Ana") == "el tren de Ana"
