"""Front-end browser tests: the built widget bundle in real Chromium with a stub model.

No Jupyter and no server: `page.route` answers every request of the page from
disk (tests/frontend/harness.html and naval_widgets/static/<game>.js).
"""

from __future__ import annotations

import pathlib

import pytest

from . import battleship_states

HERE = pathlib.Path(__file__).parent
ROOT = HERE.parent.parent
STATIC = ROOT / "naval_widgets" / "static"
ORIGIN = "http://widget.test"  # never resolved: page.route answers every request

# Chromium (Debian's, never downloaded), its flags and the `browser` marker come
# from tests/conftest.py.


# ---- traits ---------------------------------------------------------------------


@pytest.fixture(scope="session")
def states():
    """Hand-written Battleship traits (tests/frontend/battleship_states.py)."""
    return battleship_states


# ---- the page ---------------------------------------------------------------------


class Widget:
    """The harness page with one widget mounted on a stub model."""

    def __init__(self, page, errors):
        self.page = page
        self.errors = errors

    def mount(self, traits):
        self.page.evaluate("t => window.mount(t)", traits)
        return self

    @property
    def root(self):
        return self.page.locator(".nw-widget")

    def cell(self, key):
        return self.page.locator(f'[data-cell="{key}"]')

    def card(self, kind):
        return self.page.locator(f'.nw-hand [data-card="{kind}"]').first

    def sent(self):
        return self.page.evaluate("window.model._sent")

    def listened(self):
        """The events the page listens to on the model, once per listener, sorted."""
        return self.page.evaluate("window.model._listened()")

    def set(self, key, value):
        self.page.evaluate("([k, v]) => window.model.set(k, v)", [key, value])

    def set_many(self, changes):
        """Several traits at once, as one kernel update."""
        self.page.evaluate("c => window.model.set(c)", changes)

    def targets(self):
        return sorted(
            self.page.eval_on_selector_all(
                '[data-target="true"]:not([aria-disabled="true"])',
                "els => els.map(e => e.dataset.cell)",
            )
        )

    def shown_words(self, words):
        """Which of ``words`` the page shows: in its text, in a label or title, or in
        text the style sheet draws (``::before`` and ``::after``)."""
        text = self.page.locator(".nw-widget").inner_text()
        labels = " ".join(self.page.eval_on_selector_all(
            "[aria-label], [title]",
            "els => els.map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.title || ''))"))
        drawn = " ".join(self.page.eval_on_selector_all(".nw-widget *", GENERATED_TEXT_JS))
        return [word for word in words if word in text or word in labels or word in drawn]

    def focused(self):
        return self.page.evaluate("document.activeElement?.dataset?.key ?? null")



#: The text the style sheet draws in each element (its ``::before`` and ``::after``).
GENERATED_TEXT_JS = """els => els.flatMap((e) => ['::before', '::after'].map((where) => {
    const content = getComputedStyle(e, where).content;
    return content && content !== 'none' && content !== 'normal' ? content : '';
}))"""

def serve_static(page, extra=None):
    files = {"harness.html": HERE / "harness.html"}
    files.update({p.name: p for p in STATIC.glob("*.js")})
    files.update(extra or {})

    def serve(route):
        name = route.request.url.split("?")[0].rsplit("/", 1)[-1]
        path = files.get(name)
        if path is None or not path.exists():
            return route.fulfill(status=404, body="not found")
        ctype = "text/html" if name.endswith(".html") else "text/javascript"
        route.fulfill(status=200, body=path.read_bytes(), content_type=ctype)

    page.route(f"{ORIGIN}/**", serve)


def open_harness(page, esm="battleship.js"):
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on(
        "console",
        lambda m: errors.append(f"console.{m.type}: {m.text}") if m.type == "error" else None,
    )
    serve_static(page)
    page.goto(f"{ORIGIN}/harness.html?esm=./{esm}")
    page.wait_for_function("window.__ready === true", timeout=10_000)
    return errors


def harnessed(page, bundle: str):
    """``bundle`` in the harness, for a fixture to yield from: the test mounts traits, and
    no page errors are allowed."""
    if not (STATIC / bundle).exists():
        pytest.fail(f"naval_widgets/static/{bundle} is missing: run `node js/build.mjs`")
    errors = open_harness(page, bundle)
    yield Widget(page, errors)
    assert errors == [], f"errors on the page: {errors}"


@pytest.fixture
def widget(page):
    """The Battleship board in the harness."""
    yield from harnessed(page, "battleship.js")


@pytest.fixture
def nautic(page):
    """The Nautic Miles board in the harness."""
    yield from harnessed(page, "nautic_miles.js")


@pytest.fixture
def nautilus(page):
    """The Nautilus board in the harness."""
    yield from harnessed(page, "nautilus.js")
