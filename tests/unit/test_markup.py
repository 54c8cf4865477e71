"""table/render/markup.py, the one way the table makes HTML, on CPython: every value a template takes is
escaped (text and attribute values, quotes included) unless it is already Markup; Markup stays
Markup through +, join and templates; write/insert take Markup only."""

from __future__ import annotations

import pytest

from table.render.markup import EMPTY, Markup, esc, html, insert, join, raw, write

HOSTILE = '<img src=x onerror="alert(1)"> & \'quoted\''
ESCAPED = "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#x27;quoted&#x27;"


class Node:
    """Stands for a DOM element: records what the page would be given."""

    def __init__(self):
        self.innerHTML = "before"
        self.inserted = []

    def insertAdjacentHTML(self, where, text):
        self.inserted.append((where, text))


def test_a_value_in_text_is_escaped():
    out = html("<p>{}</p>", HOSTILE)
    assert out == f"<p>{ESCAPED}</p>"
    assert type(out) is Markup


def test_a_value_in_an_attribute_cannot_close_the_quotes():
    assert html('<a title="{}">', '" onclick="x') == '<a title="&quot; onclick=&quot;x">'
    assert html("<a title='{}'>", "' onclick='x") == "<a title='&#x27; onclick=&#x27;x'>"


def test_keyword_and_positional_values_and_format_specs():
    assert html('<b data-n="{n}">{0}{n}</b>', "<", n=3) == '<b data-n="3">&lt;3</b>'
    assert html('<circle cx="{:.1f}"/>', 12.345) == '<circle cx="12.3"/>'
    # the spec is applied first, then the result is escaped: padding cannot hide markup
    assert html("{:>4}", "<") == "   &lt;"


def test_markup_is_kept_as_it_is():
    bold = raw("<b>bold</b>")
    assert html("<p>{}</p>", bold) == "<p><b>bold</b></p>"
    nested = html("<p>{}</p>", html("<i>{}</i>", "<x>"))
    assert nested == "<p><i>&lt;x&gt;</i></p>"  # escaped once, not twice
    assert esc(bold) is bold


def test_only_markup_is_trusted_not_anything_that_looks_like_it():
    class Pretends(str):
        def __html__(self):
            return self

    assert html("{}", Pretends("<b>")) == "&lt;b&gt;"


def test_adding_text_to_markup_escapes_the_text_on_either_side():
    left = raw("<p>") + "<i>"
    right = "<i>" + raw("<p>")
    assert (left, right) == ("<p>&lt;i&gt;", "&lt;i&gt;<p>")
    assert type(left) is Markup and type(right) is Markup
    assert raw("<p>") + raw("</p>") == "<p></p>"


def test_join_escapes_text_and_keeps_markup():
    out = join(["<a>", raw("<b>"), 3])
    assert out == "&lt;a&gt;<b>3" and type(out) is Markup
    assert join([raw("<i></i>")] * 3, sep=" ") == "<i></i> <i></i> <i></i>"
    assert raw(", ").join(["<x>", raw("<y>")]) == "&lt;x&gt;, <y>"
    assert join([]) == "" and type(join([])) is Markup


def test_esc_of_none_numbers_and_text():
    assert esc(None) == "" and esc(None) is EMPTY
    assert esc(5) == "5"
    assert esc("a\"b'c") == "a&quot;b&#x27;c"
    assert type(esc("x")) is Markup


def test_braces_in_a_value_are_not_formatted_again():
    assert html("<p>{}</p>", "{0} {name} {}") == "<p>{0} {name} {}</p>"


def test_raw_takes_only_constants():
    assert raw("<hr>") == "<hr>" and type(raw("<hr>")) is Markup
    for template in ("<p>{}</p>", "{name}", "}", "{"):
        with pytest.raises(ValueError):
            raw(template)


@pytest.mark.parametrize("field", ["{0!r}", "{0!s}", "{0!a}", "{x!r}"])
def test_conversions_are_refused(field):
    with pytest.raises(ValueError):
        html(field, "<b>", x="<b>")


def test_write_and_insert_take_markup_only():
    node = Node()
    for text in ("<p>plain str</p>", "", 3, None):
        with pytest.raises(TypeError):
            write(node, text)
        with pytest.raises(TypeError):
            insert(node, "beforeend", text)
    assert node.innerHTML == "before" and node.inserted == []  # nothing reached the node
    write(node, html("<p>{}</p>", "<x>"))
    assert node.innerHTML == "<p>&lt;x&gt;</p>" and type(node.innerHTML) is str
    insert(node, "afterend", raw("<hr>"))
    assert node.inserted == [("afterend", "<hr>")]
    write(node, EMPTY)
    assert node.innerHTML == ""


def test_a_message_with_markup_parts_escapes_its_words_and_keeps_its_parts():
    from table.render.markup import rich, slot
    words = "<i>{}</i> said: ".format("Ann & Bob") + slot("n") + " days " + slot("missing")
    out = rich(words, n=html("<b>{}</b>", 3))
    assert out == "&lt;i&gt;Ann &amp; Bob&lt;/i&gt; said: <b>3</b> days missing" and type(out) is Markup
