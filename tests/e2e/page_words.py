"""JavaScript shared by the e2e tests that check no hidden tile ever reaches the page."""

# Everything a person or a screen reader could get from the page: text and attribute values
# (geometry attributes left out: their numbers are coordinates, not tiles).
PAGE_WORDS = """() => {
  const skip = new Set(['d', 'points', 'viewBox', 'x', 'y', 'font-size', 'class', 'style', 'cx', 'cy', 'r',
                        'x1', 'x2', 'y1', 'y2', 'width', 'height', 'rx']);
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('dialog')) continue;
    for (const a of el.attributes) if (!skip.has(a.name)) out.push(a.value);
  }
  out.push(document.body.textContent);
  return out.join('\\n');
}"""
