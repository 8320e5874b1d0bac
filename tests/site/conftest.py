"""The offline site, built once per session and served from its own folder.

``tools/site/build.py`` reuses ``_site/`` when it was built from the same inputs (a hash
of the package, the lessons, the docs and the build's pins), so reruns skip the build.
The site's tests run in more than one group (conftest.py): two workers may ask for the
site at once, so the build holds a lock, and the second finds the site built.
"""

from __future__ import annotations

import fcntl
import shutil

import pytest

from tools.site.build import WORK, build
from tools.site.serve import serve

from ..conftest import in_ci


@pytest.fixture(scope="session")
def site_dir():
    """``_site/``, built (or found current) once per session."""
    if not shutil.which("npm"):
        why = "npm not found: the site's build takes Pyodide from npm's 'pyodide' package."
        if in_ci():
            pytest.fail(f"{why} CI must build the site.", pytrace=False)
        pytest.skip(why)
    lock = WORK.parent / "site.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    with lock.open("w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)  # released when the file closes
        return build()


@pytest.fixture(scope="session")
def site_origin(site_dir):
    """The origin (``http://127.0.0.1:<port>``) serving ``_site/``."""
    with serve(site_dir) as origin:
        yield origin
