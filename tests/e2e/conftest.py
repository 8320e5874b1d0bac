"""A session-scoped JupyterLab server for the end-to-end tests.

The server (``tests/browser.py``) runs over a temporary copy of the repository's
``notebooks/``, so tests never modify committed notebooks. Helpers for driving it
from Playwright live in ``tests/e2e/lab.py``.
"""

from __future__ import annotations

import shutil

import pytest

from ..browser import ROOT, jupyterlab

TOKEN = "naval-widgets-e2e"


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory):
    """Start JupyterLab once per session; yields {"base", "token", "root"}.

    ``root`` is the server's root directory; it holds a copy of ``notebooks/``, so a
    notebook opens at the same relative path as in the repository, e.g.
    ``notebooks/00-start-here.ipynb``.
    """
    root = tmp_path_factory.mktemp("lab_root")
    shutil.copytree(ROOT / "notebooks", root / "notebooks",
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    with jupyterlab(root, tmp_path_factory.mktemp("lab_work"), TOKEN) as server:
        yield {**server, "root": root}
