"""What the audit tests check on a screen: axe-core's rules, the contrast of the texts axe leaves to
be reviewed (read from the rendered pixels), and that every interactive element lies inside the
viewport and is the element hit at its own centre.

axe-core comes with axe-playwright-python (pinned in pyproject.toml's test extras; 0.1.8 bundles
axe-core 4.12.1)."""

from __future__ import annotations

from axe_playwright_python.sync_playwright import Axe

AXE = Axe()
SEVERE = ("serious", "critical")
CONTRAST = "color-contrast"


def axe_results(page) -> dict:
    """axe-core's violations and incomplete results ("needs review") on the page as it is."""
    options = {"resultTypes": ["violations", "incomplete"]}
    return AXE.run(page, options=options).response


def by_impact(violations) -> dict:
    """{impact: number of nodes} over the violations."""
    out: dict = {}
    for v in violations:
        out[v["impact"]] = out.get(v["impact"], 0) + len(v["nodes"])
    return out


def describe(violations, impacts=SEVERE) -> list:
    """One line per violating node of the given impacts: rule, impact, target and axe's summary."""
    return [f"{v['id']} ({v['impact']}) {n['target']}: {n.get('failureSummary', '').splitlines()[-1:]}"
            for v in violations if v["impact"] in impacts for n in v["nodes"]]


# The element axe names by a target (a selector; a list of them crosses shadow roots, not used here),
# scrolled to the middle of the view; its box, text size and weight, or null when it shows nothing.
_PREPARE = """(sel) => {
  const el = document.querySelector(sel);
  if (!el || !el.checkVisibility({opacityProperty: true, visibilityProperty: true})) return null;
  el.scrollIntoView({block: 'center', inline: 'nearest'});
  const r = el.getBoundingClientRect();
  const x0 = Math.max(0, Math.floor(r.left)), y0 = Math.max(0, Math.floor(r.top));
  const x1 = Math.min(innerWidth, Math.ceil(r.right)), y1 = Math.min(innerHeight, Math.ceil(r.bottom));
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  const cs = getComputedStyle(el);
  return {x: x0, y: y0, width: x1 - x0, height: y1 - y0,
          size: parseFloat(cs.fontSize), weight: Number(cs.fontWeight) || 400};
}"""

# Hide or show again the text of those elements (its own colour, or fill in SVG; children with their own colour are
# in both pictures, so they never count as its text).
_TEXT = """([sels, hide]) => {
  for (const sel of sels) {
    const el = document.querySelector(sel);
    if (hide) {
      el.dataset.auditText = el.getAttribute('style') || '';
      el.style.setProperty('transition', 'none', 'important');
      el.style.setProperty('color', 'transparent', 'important');
      el.style.setProperty('-webkit-text-fill-color', 'transparent', 'important');
      if (el instanceof SVGElement) { el.style.setProperty('fill', 'transparent', 'important');
                                      el.style.setProperty('stroke', 'transparent', 'important'); }
      el.style.setProperty('text-shadow', 'none', 'important');
    } else {
      el.setAttribute('style', el.dataset.auditText);
      delete el.dataset.auditText;
      if (!el.getAttribute('style')) el.removeAttribute('style');
    }
  }
}"""

def _shot(page, box) -> str:
    """A PNG (as a data: URL) of the part of the view in `box` (x, y, width, height; other keys ignored),
    taken by the DevTools protocol itself: its base64 goes back into the page as it came, and
    encoding for speed (a PNG is lossless either way) halves the time of each of the hundreds of
    pictures an audit takes. Transitions are off: the contexts ask for reduced motion."""
    left, top = page.evaluate("[visualViewport.pageLeft, visualViewport.pageTop]")  # the protocol's clip is the page's
    clip = {"x": box["x"] + left, "y": box["y"] + top, "width": box["width"], "height": box["height"], "scale": 1}
    shot = _devtools(page).send("Page.captureScreenshot", {"format": "png", "clip": clip, "optimizeForSpeed": True})
    return "data:image/png;base64," + shot["data"]


def _devtools(page):
    """The page's DevTools session, opened once."""
    session = getattr(page, "_audit_devtools", None)
    if session is None:
        session = page.context.new_cdp_session(page)
        page._audit_devtools = session
    return session


def pixel_contrast(page, selector):
    """(ratio, required) for the text of the element `selector`, read from the pixels; None when the
    element shows nothing to read."""
    box = page.evaluate(_PREPARE, selector)
    if box is None:
        return None
    with_text = _shot(page, box)
    page.evaluate(_TEXT, [[selector], True])
    try:
        without = _shot(page, box)
    finally:
        page.evaluate(_TEXT, [[selector], False])
    whole = {"x": 0, "y": 0, "width": box["width"], "height": box["height"]}
    [ratio] = page.evaluate(_COMPARE_BOXES, [with_text, without, [whole]])
    return None if ratio is None else (ratio, _required(box))


# The texts to read that show whole in the view as it stands, each with its box and text size, in
# groups read from one pair of pictures: no two in a group overlap or hold one another, so hiding a
# group's texts changes each box by its own text only. The rest (out of view, cut by an edge) are
# returned to be read one by one, scrolled into view.
_GROUPS = """(sels) => {
  const groups = [], alone = [];
  for (const sel of sels) {
    const el = document.querySelector(sel);
    if (!el || !el.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
    const r = el.getBoundingClientRect();
    const x0 = Math.floor(r.left), y0 = Math.floor(r.top), x1 = Math.ceil(r.right), y1 = Math.ceil(r.bottom);
    if (x1 - x0 < 2 || y1 - y0 < 2) continue;
    // Cut by the view's edge, or under something else (a sticky bar, a scrolled box's edge).
    // What the point hits is the text's element, inside it, behind it (a rounded corner shows its
    // parent) or nothing seen (a choice's clear input laid over its words).
    const shown = ([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (el.contains(hit) || hit.contains(el) || getComputedStyle(hit).opacity === '0');
    };
    const inset = Math.min(2, (r.width - 1) / 2, (r.height - 1) / 2);
    if (x0 < 0 || y0 < 0 || x1 > innerWidth || y1 > innerHeight
        || ![[r.left + inset, r.top + inset], [r.right - inset, r.top + inset], [r.left + inset, r.bottom - inset],
             [r.right - inset, r.bottom - inset], [(r.left + r.right) / 2, (r.top + r.bottom) / 2]].every(shown)) {
      alone.push(sel);
      continue;
    }
    const cs = getComputedStyle(el);
    const item = {sel, el, x: x0, y: y0, width: x1 - x0, height: y1 - y0,
                  size: parseFloat(cs.fontSize), weight: Number(cs.fontWeight) || 400};
    const apart = g => g.every(o => !o.el.contains(el) && !el.contains(o.el) && (o.x + o.width <= item.x
      || item.x + item.width <= o.x || o.y + o.height <= item.y || item.y + item.height <= o.y));
    const group = groups.find(apart);
    if (group) group.push(item); else groups.push([item]);
  }
  return {groups: groups.map(g => g.map(({el, ...item}) => item)), alone};
}"""

# The contrast of text pixels over the same pixels without the text, in boxes of two PNGs compared
# in a canvas: for each box, the 90th percentile of the per-pixel ratios over the pixels the text
# changes (anti-aliased edges blend towards the background; the glyphs' cores carry the text's own
# colour), or null when the text changes no pixel there. The first picture null: the one with the
# texts the last call decoded (a view's groups are read against one picture).
_COMPARE_BOXES = """async ([a, b, boxes]) => {
  const load = src => new Promise((ok, bad) => { const i = new Image(); i.onload = () => ok(i); i.onerror = bad; i.src = src; });
  const data = img => { const c = document.createElement('canvas'); c.width = img.width; c.height = img.height;
    const g = c.getContext('2d'); g.drawImage(img, 0, 0); return g.getImageData(0, 0, img.width, img.height).data; };
  if (a !== null) { const ia = await load(a); window.auditWithText = {data: data(ia), width: ia.width}; }
  const da = window.auditWithText.data, w = window.auditWithText.width, db = data(await load(b));
  const lin = v => { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  const lum = (d, i) => 0.2126 * lin(d[i]) + 0.7152 * lin(d[i + 1]) + 0.0722 * lin(d[i + 2]);
  return boxes.map(({x, y, width, height}) => {
    const ratios = [];
    for (let row = y; row < y + height; row++) for (let col = x; col < x + width; col++) {
      const i = (row * w + col) * 4;
      if (Math.abs(da[i] - db[i]) + Math.abs(da[i + 1] - db[i + 1]) + Math.abs(da[i + 2] - db[i + 2]) < 24) continue;
      const l1 = lum(da, i), l2 = lum(db, i);
      ratios.push((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05));
    }
    if (!ratios.length) return null;
    ratios.sort((p, q) => p - q);
    return ratios[Math.floor(ratios.length * 0.9)];
  });
}"""


def _required(item) -> float:
    large = item["size"] >= 24 or (item["size"] >= 18.66 and item["weight"] >= 700)
    return 3.0 if large else 4.5


def _grouped_contrast(page, targets) -> tuple[list, list]:
    """(failures, targets left to read one by one) of the texts at `targets` that lie in view,
    read a group at a time: one picture of the view with every text, one per group without it."""
    found = page.evaluate(_GROUPS, targets)
    failures = []
    items = [item for group in found["groups"] for item in group]
    if items:  # the pictures hold only the part of the view where the texts are
        x, y = min(i["x"] for i in items), min(i["y"] for i in items)
        clip = {"x": x, "y": y, "width": max(i["x"] + i["width"] for i in items) - x,
                "height": max(i["y"] + i["height"] for i in items) - y}
        with_text = _shot(page, clip)
        for group in found["groups"]:
            sels = [item["sel"] for item in group]
            page.evaluate(_TEXT, [sels, True])
            try:
                without = _shot(page, clip)
            finally:
                page.evaluate(_TEXT, [sels, False])
            boxes = [{**item, "x": item["x"] - x, "y": item["y"] - y} for item in group]
            ratios = page.evaluate(_COMPARE_BOXES, [with_text, without, boxes])
            with_text = None  # the page keeps it, decoded, for the next group
            failures += [(item["sel"], round(ratio, 2), _required(item)) for item, ratio in zip(group, ratios)
                         if ratio is not None and ratio < _required(item)]
    return failures, found["alone"]


def contrast_review(page, results) -> dict:
    """The color-contrast nodes axe could not judge, each checked from the pixels: the count and the
    failures (target, ratio, required). Those showing whole in the view are read in groups from
    pictures of the whole view (the same pixels pixel_contrast reads); then the first of the rest is
    scrolled into view and read alone, and the rest grouped again where they now stand."""
    nodes = [n for r in results["incomplete"] if r["id"] == CONTRAST for n in r["nodes"]]
    left = list(dict.fromkeys(n["target"][0] for n in nodes if isinstance(n["target"][0], str)))
    failures: list = []
    while left:
        found, left = _grouped_contrast(page, left)
        failures += found
        if left:
            got = pixel_contrast(page, left[0])
            if got is not None and got[0] < got[1]:
                failures.append((left[0], round(got[0], 2), got[1]))
            left = left[1:]
    return {"review": len(nodes), "failures": failures}


# Every interactive element that shows (outside an open modal dialog only those in it), brought into
# view as a person would scroll to it: where its middle is, and what the page hits there. A marked
# cell panned out of the Triangles board's view is not shown, so not counted.
_HITS = """() => {
  const sel = 'button, a[href], input, select, textarea, summary, [tabindex], [role="button"], [role="link"],'
            + ' [data-action], [data-hand] [data-tile], [data-train], [data-spot], [data-train-end], [data-chain-end], [data-end],'
            + ' [data-lesson-start], [data-zoom], [data-review], [data-ui]';
  const modal = document.querySelector('dialog:modal');
  const name = e => e.id ? '#' + e.id : e.tagName.toLowerCase()
      + [...e.attributes].filter(a => a.name.startsWith('data-') || a.name === 'class').slice(0, 2)
          .map(a => `[${a.name}="${a.value}"]`).join('');
  const out = [];
  for (const el of document.querySelectorAll(sel)) {
    if (modal && !modal.contains(el)) continue;
    if (el.closest('[hidden], [inert], dialog:not([open]), .sr-only')) continue;
    if (el.matches('input[type="radio"], input[type="checkbox"]') && el.closest('label')) continue;
    if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
    if (el.parentElement && el.parentElement.closest(sel) && !el.matches('button, a[href], input, select')
        && el.parentElement.closest(sel).matches('button, a[href]')) continue;
    el.scrollIntoView({block: 'center', inline: 'nearest'});
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (el.matches('[data-spot]')) {
      const b = document.getElementById('tri-svg').getBoundingClientRect();
      if (x < b.left || x > b.right || y < b.top || y > b.bottom) continue;
    }
    const inside = r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5
      || (x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight && (r.width > innerWidth || r.height > innerHeight));
    const hit = inside ? document.elementFromPoint(x, y) : null;
    const ok = inside && !!hit && (el === hit || el.contains(hit));
    out.push({el: name(el), ok, inside, hit: hit ? name(hit) : null,
              box: [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]});
  }
  return out;
}"""


def layout_hits(page) -> dict:
    """{'checked': number of elements, 'failures': [what is wrong with each]}."""
    found = page.evaluate(_HITS)
    return {"checked": len(found), "failures": [f for f in found if not f["ok"]]}
