"""JupyterLab's light and dark theme variables, and a WCAG contrast probe, for board tests.

Text contrast is measured in the page (WCAG ratio, alpha blended over the
nearest opaque background).
"""

from __future__ import annotations

# The main variables of JupyterLab 4's own themes.
THEMES = {
    "fallback": None,  # outside Jupyter: no --jp-* variables at all
    "jupyterlab-light": {
        "layout-color0": "white",
        "layout-color1": "white",
        "layout-color2": "#eee",
        "layout-color3": "#bdbdbd",
        "ui-font-color0": "#000",
        "ui-font-color1": "rgba(0,0,0,.87)",
        "ui-font-color2": "rgba(0,0,0,.54)",
        "border-color1": "#bdbdbd",
        "brand-color0": "#0d47a1",
        "brand-color1": "#1976d2",
        "warn-color1": "#f57c00",
        "error-color1": "#d32f2f",
        "success-color1": "#388e3c",
    },
    "jupyterlab-dark": {
        "layout-color0": "#111",
        "layout-color1": "#212121",
        "layout-color2": "#424242",
        "layout-color3": "#616161",
        "ui-font-color0": "#fff",
        "ui-font-color1": "rgba(255,255,255,.87)",
        "ui-font-color2": "rgba(255,255,255,.54)",
        "border-color1": "#616161",
        "brand-color0": "#1976d2",
        "brand-color1": "#2196f3",
        "warn-color1": "#ff9800",
        "error-color1": "#f44336",
        "success-color1": "#4caf50",
    },
}

CONTRAST_JS = """(selectors) => {
  const parse = (c) => {
    const m = c.match(/[\\d.]+/g).map(Number);
    return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1];
  };
  const lum = ([r, g, b]) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const blend = (fg, bg) => [0, 1, 2].map((i) => fg[i] * fg[3] + bg[i] * (1 - fg[3]));
  const background = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let bg = [255, 255, 255];
    for (const c of layers.reverse()) bg = blend(c, bg);
    return bg;
  };
  const worst = [];
  for (const sel of selectors) {
    for (const el of document.querySelectorAll(sel)) {
      if (!el.textContent.trim() || el.closest('[aria-disabled="true"]')) continue;
      const bg = background(el);
      const fg = blend(parse(getComputedStyle(el).color), bg);
      const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
      worst.push([sel, (a + 0.05) / (b + 0.05), el.textContent.trim().slice(0, 30)]);
    }
  }
  return worst.sort((x, y) => x[1] - y[1]).slice(0, 5);
}"""

def apply_theme(page, name):
    variables = THEMES[name]
    if variables:
        css = "; ".join(f"--jp-{k}: {v}" for k, v in variables.items())
        page.add_style_tag(content=f"body {{ {css}; background: var(--jp-layout-color0); }}")
        page.evaluate(
            f"document.body.dataset.jpThemeLight = '{'false' if 'dark' in name else 'true'}'"
        )
