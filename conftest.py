"""How ``pytest -n 2 --dist loadgroup`` (what ``./dev.sh test`` runs) shares the tests out.

pytest-xdist runs each group on one worker, in collection order. Tests that share
something costly or stateful stay together:

- every end-to-end test (one JupyterLab server for them all, Voila too): group ``e2e``;
- every site test (one build of ``_site/`` and one server): group ``site``;
- a notebook's cells (nbval runs them in order in one kernel): one group per notebook;
- the conformance tests of one game (its thousands of seeded tables are played once, in a
  module-scoped fixture): one group per game;
- the modules that read a helper module's cache (``SHARED_CACHES``): one group per helper,
  so each cached value is worked out once;
- any other test: one group per module, so a module's fixtures and caches are made once.

Without xdist the marks change nothing. Lives at the top of the repository so that it
also sees the notebooks' items.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent

# Session-scoped servers: a test that uses one joins that server's group.
SERVER_GROUPS = {"lab_server": "e2e", "site_dir": "site", "site_origin": "site"}
# Helper modules whose functions cache what they work out, for tests in many modules.
SHARED_CACHES = {"tests.fleet1715.walkthroughs"}


def shared_cache(module) -> str | None:
    """The helper of ``SHARED_CACHES`` that test module ``module`` reads, if any."""
    for value in vars(module).values():
        helper = getattr(value, "__module__", None)
        if helper in SHARED_CACHES:
            return helper
    return None


def xdist_group(item: pytest.Item) -> str:
    """The group ``item`` runs in under ``--dist loadgroup``."""
    fixtures = set(getattr(item, "fixturenames", ()))
    for fixture, group in SERVER_GROUPS.items():
        if fixture in fixtures:
            return group
    if item.get_closest_marker("e2e"):
        return "e2e"
    if item.get_closest_marker("site"):
        return "site"
    path = item.path.resolve()
    try:
        module = path.relative_to(ROOT).as_posix()
    except ValueError:
        module = path.as_posix()
    helper = shared_cache(item.module) if isinstance(item, pytest.Function) else None
    if helper is not None:
        return helper
    callspec = getattr(item, "callspec", None)
    if callspec is not None and "played" in callspec.params:
        return f"{module}[{getattr(callspec.params['played'], 'name', callspec.id)}]"
    return module


def pytest_collection_modifyitems(config, items):
    if not config.pluginmanager.hasplugin("xdist"):
        return
    for item in items:
        item.add_marker(pytest.mark.xdist_group(xdist_group(item)))
