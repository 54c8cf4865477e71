"""What the audit tests check on a screen: axe-core's rules, the contrast of the texts axe leaves to
be reviewed (read from the rendered pixels), and that every interactive element lies inside the
viewport and is the element hit at its own centre.

axe-core comes with axe-playwright-python (pinned in pyproject.toml's test extras; 0.1.8 bundles
axe-core 4.12.1)."""

from __future__ import annotations

import base64

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

# Hide or show again the text of that element (its own colour, or fill in SVG; children with their own colour are
# in both pictures, so they never count as its text).
_TEXT = """([sel, hide]) => {
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
}"""

# The contrast of text pixels over the same pixels without the text: two PNGs of one box compared in
# a canvas. Returns the 90th percentile of the per-pixel ratios over the pixels the text changes
# (anti-aliased edges blend towards the background; the glyphs' cores carry the text's own colour),
# or null when the text changes no pixel.
_COMPARE = """async ([a, b]) => {
  const load = src => new Promise((ok, bad) => { const i = new Image(); i.onload = () => ok(i); i.onerror = bad; i.src = src; });
  const [ia, ib] = await Promise.all([load(a), load(b)]);
  const data = img => { const c = document.createElement('canvas'); c.width = img.width; c.height = img.height;
    const g = c.getContext('2d'); g.drawImage(img, 0, 0); return g.getImageData(0, 0, img.width, img.height).data; };
  const da = data(ia), db = data(ib);
  const lin = v => { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  const lum = (d, i) => 0.2126 * lin(d[i]) + 0.7152 * lin(d[i + 1]) + 0.0722 * lin(d[i + 2]);
  const ratios = [];
  for (let i = 0; i < da.length; i += 4) {
    if (Math.abs(da[i] - db[i]) + Math.abs(da[i + 1] - db[i + 1]) + Math.abs(da[i + 2] - db[i + 2]) < 24) continue;
    const l1 = lum(da, i), l2 = lum(db, i);
    ratios.push((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05));
  }
  if (!ratios.length) return null;
  ratios.sort((x, y) => x - y);
  return ratios[Math.floor(ratios.length * 0.9)];
}"""


def _shot(page, box) -> str:
    png = page.screenshot(clip={k: box[k] for k in ("x", "y", "width", "height")}, animations="disabled")
    return "data:image/png;base64," + base64.b64encode(png).decode()


def pixel_contrast(page, selector):
    """(ratio, required) for the text of the element `selector`, read from the pixels; None when the
    element shows nothing to read."""
    box = page.evaluate(_PREPARE, selector)
    if box is None:
        return None
    with_text = _shot(page, box)
    page.evaluate(_TEXT, [selector, True])
    try:
        without = _shot(page, box)
    finally:
        page.evaluate(_TEXT, [selector, False])
    ratio = page.evaluate(_COMPARE, [with_text, without])
    if ratio is None:
        return None
    large = box["size"] >= 24 or (box["size"] >= 18.66 and box["weight"] >= 700)
    return ratio, 3.0 if large else 4.5


def contrast_review(page, results) -> dict:
    """The color-contrast nodes axe could not judge, each checked from the pixels: the count and the
    failures (target, ratio, required)."""
    nodes = [n for r in results["incomplete"] if r["id"] == CONTRAST for n in r["nodes"]]
    failures = []
    for node in nodes:
        target = node["target"][0]
        if not isinstance(target, str):
            continue
        got = pixel_contrast(page, target)
        if got is not None and got[0] < got[1]:
            failures.append((target, round(got[0], 2), got[1]))
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
