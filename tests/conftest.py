"""Shared test configuration.

Browser tests use Debian's Chromium (``/usr/bin/chromium``, or ``$CHROMIUM``) through
pytest-playwright; no browser is ever downloaded. A test that needs Chromium and cannot
find it fails in CI (``CI`` set) and is skipped, with the reason, everywhere else.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .browser import CHROMIUM, CHROMIUM_ARGS

REPO_ROOT = Path(__file__).resolve().parent.parent

# pytest-playwright fixtures that start a browser.
_BROWSER_FIXTURES = {"page", "context", "browser", "new_context", "launch_browser"}


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def chromium_available() -> bool:
    return os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository's top-level directory."""
    return REPO_ROOT


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Launch the system Chromium with flags that keep it quiet and offline."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


def _needs_browser(item: pytest.Item) -> bool:
    if item.get_closest_marker("browser") or item.get_closest_marker("e2e"):
        return True
    return bool(_BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())))


def pytest_collection_modifyitems(config, items):
    # Tag tests by what they use, so `-m "not browser"` / `-m "not e2e"` select reliably.
    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        if "lab_server" in names and not item.get_closest_marker("e2e"):
            item.add_marker(pytest.mark.e2e)
        if _needs_browser(item) and not item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    if not _needs_browser(item) or chromium_available():
        return
    why = (
        f"Chromium not found at {CHROMIUM}: install Debian's package "
        "(`apt-get install -y chromium`, which `./dev.sh test` does as root) "
        "or point $CHROMIUM at a Chromium binary."
    )
    if in_ci():
        pytest.fail(f"{why} CI must run the browser tests.", pytrace=False)
    pytest.skip(why)
