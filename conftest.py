"""How ``pytest -n 2 --dist loadgroup`` (what ``./dev.sh test`` runs) shares the tests out.

pytest-xdist runs each group below on one worker, in collection order; the groups are
read from the test ids alone (the controller sees no fixtures):

- every test in ``tests/e2e/`` (one JupyterLab server for them all): group ``e2e``;
- every test in ``tests/site/`` (one build of ``_site/`` and one server a worker): group
  ``site``, but each test of a module of ``ONE_GROUP_A_TEST`` (the browser's long
  sessions) is a group of its own, ``site-<test name>``, so that both workers take a share;
- a notebook's cells (nbval runs them in order in one kernel): one group per notebook;
- the tests of a module of ``BY_PARAMETER`` with the same first parameter (a
  module-scoped fixture per parameter: the conformance tables of one game): one group each;
- any other test: one group per module, so its module's fixtures and caches are made once.

A worker lists the end-to-end and site groups (``site-...`` too) first, then the groups that
hold a slow or long test, and the scheduler keeps that order: the long groups start early
and the short ones fill in around them (no long group left for the end, with the other
worker idle).

A test that uses a shared server outside its folder is refused at collection: it would
start a second server on the other worker. Without xdist the tests run as collected.
"""

from __future__ import annotations

import pytest

# Session-scoped servers, and the folder whose group shares each one.
SERVERS = {"lab_server": "tests/e2e/", "site_dir": "tests/site/", "site_origin": "tests/site/"}
FOLDER_GROUPS = {"tests/e2e/": "e2e", "tests/site/": "site"}
# Modules of a folder above whose tests are long enough to be groups of their own.
ONE_GROUP_A_TEST = {"tests/site/test_site_browser.py"}
# Modules whose expensive fixture is module-scoped and parametrized.
BY_PARAMETER = {"tests/conformance/test_conformance.py"}
# A group holding a test with one of these marks is a long one; these groups, the longest
# (mostly waiting on a browser or a build), go first of all.
LONG = ("slow", "long", "e2e", "site")
FIRST = ("e2e", "site")


def group_of(nodeid: str) -> str:
    """The group the test ``nodeid`` runs in (an explicit ``@group`` suffix wins)."""
    if "@" in nodeid.rpartition("]")[2]:
        return nodeid.rpartition("@")[2]
    path, _, rest = nodeid.partition("::")
    for folder, group in FOLDER_GROUPS.items():
        if path.startswith(folder):
            return f"{group}-{rest.partition('[')[0]}" if path in ONE_GROUP_A_TEST else group
    if path in BY_PARAMETER and rest.endswith("]"):
        first = rest.partition("[")[2].removesuffix("]").split("-")[0]
        return f"{path}[{first}]"
    return path


def pytest_configure(config):
    if getattr(config.option, "nbval", False):
        _start_notebook_kernels_again_if_they_die_at_start()


def _start_notebook_kernels_again_if_they_die_at_start(attempts: int = 3) -> None:
    """A kernel picks free ports, closes them and binds them again: a kernel started on
    the other worker at that moment can take one, and the notebook's kernel dies at start.
    nbval then fails every cell; starting the kernel again gets fresh ports."""
    import nbval.kernel

    start = nbval.kernel.start_new_kernel

    def start_new_kernel(*args, **kwargs):
        for attempt in range(attempts):
            try:
                return start(*args, **kwargs)
            except RuntimeError:
                if attempt == attempts - 1:
                    raise

    nbval.kernel.start_new_kernel = start_new_kernel


def pytest_collection_modifyitems(config, items):
    for item in items:
        for fixture, folder in SERVERS.items():
            if fixture in getattr(item, "fixturenames", ()) and not item.nodeid.startswith(folder):
                raise pytest.UsageError(
                    f"{item.nodeid} uses {fixture}: move it under {folder}, where the tests "
                    "sharing that server run on one worker (conftest.py).")
    if hasattr(config, "workerinput"):  # an xdist worker: long groups first
        long = {group_of(item.nodeid) for item in items
                if any(item.get_closest_marker(mark) for mark in LONG)}
        items.sort(key=lambda item: (group_of(item.nodeid).partition("-")[0] not in FIRST,
                                     group_of(item.nodeid) not in long))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    # The groups in the workers' order (long first), not xdist's (most tests first).
    config.option.loadscopereorder = False

    class GroupScheduling(LoadScopeScheduling):
        """xdist's scheduling by scope, with :func:`group_of` as the scope."""

        def _split_scope(self, nodeid: str) -> str:
            return group_of(nodeid)

    return GroupScheduling(config, log)


def pytest_sessionstart(session):
    """Answers given in tests (and in the notebooks' kernels, which inherit it) go to a
    progress folder of the run's own, never beside the notebooks."""
    import os
    import tempfile

    os.environ.setdefault("NAVAL_WIDGETS_PROGRESS", tempfile.mkdtemp(prefix="nw-progress-"))
