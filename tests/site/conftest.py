"""The offline site, built once per session and served from its own folder.

``tools/site/build.py`` reuses ``_site/`` when it was built from the same inputs (a hash
of the package, the lessons, the docs and the build's pins), so reruns skip the build.
"""

from __future__ import annotations

import shutil

import pytest

from tools.site.build import build
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
    return build()


@pytest.fixture(scope="session")
def site_origin(site_dir):
    """The origin (``http://127.0.0.1:<port>``) serving ``_site/``."""
    with serve(site_dir) as origin:
        yield origin
