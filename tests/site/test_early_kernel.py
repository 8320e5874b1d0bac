"""The site's early-kernel plugin (tools/site/early-kernel/), run under Node with a fake page
and a fake JupyterLab, and the build's wiring of it.

Issue item: the first board within 10 s; the kernel starts while the page loads instead of
after the notebook is shown.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tools.site import build

from ..conftest import in_ci

pytestmark = pytest.mark.site

HARNESS = Path(__file__).with_name("early_kernel.mjs")
ENTRY = build.EARLY_KERNEL / "static" / "remoteEntry.js"
SETTINGS = {"kernel": "python", "kernelPlugin": build.KERNEL_PLUGIN}
CONFIG = {"litePluginSettings": {build.EARLY_KERNEL_PLUGIN: SETTINGS}}
LESSON = "notebooks/battleship/01-learn-to-play.ipynb"


def run_plugin(*cases: dict) -> list[dict]:
    """What the plugin asked of the fake app in each case (search, config, fail)."""
    node = shutil.which("node")
    if node is None:
        if in_ci():
            pytest.fail("node not found: CI must run the site's plugin.", pytrace=False)
        pytest.skip("node not found")
    cases = [{"config": CONFIG, "fail": False, **case} for case in cases]
    done = subprocess.run([node, str(HARNESS), str(ENTRY), json.dumps(cases)],
                          capture_output=True, text=True, timeout=60, check=True)
    return json.loads(done.stdout)


def test_the_kernel_of_the_notebook_in_the_address_starts_at_once_on_its_own_connection():
    """The session the notebook will look for (its path, its kernel) is started; the
    plugin's own connection is closed so that only the notebook's answers the kernel."""
    (result,) = run_plugin({"search": f"?path={LESSON}&x=1"})
    assert result["container"] == json.loads(
        (build.EARLY_KERNEL / "package.json").read_text())["name"]
    assert result["id"] == build.EARLY_KERNEL_PLUGIN and result["autoStart"] is True
    assert result["calls"] == [
        ["mark", "naval-widgets:early-kernel"],
        ["activatePlugin", build.KERNEL_PLUGIN],
        ["startNew", {"path": LESSON, "name": "01-learn-to-play.ipynb", "type": "notebook",
                      "kernel": {"name": "python"}}],
        ["dispose"]]


@pytest.mark.parametrize("case", [
    {"search": ""},                                      # the file browser
    {"search": "?path=docs/rules/battleship.md"},        # not a notebook
    {"search": f"?path={LESSON}", "config": {}},         # a site built without its settings
    {"search": f"?path={LESSON}", "config": None},
])
def test_nothing_starts_without_a_notebook_in_the_address_or_settings(case):
    assert run_plugin(case)[0]["calls"] == []


def test_a_kernel_that_cannot_start_early_leaves_the_notebook_to_start_it():
    """A failure is a warning in the console; nothing is thrown into JupyterLab's start."""
    calls = run_plugin({"search": f"?path=/{LESSON}", "fail": True})[0]["calls"]
    assert calls[2][1]["path"] == LESSON  # a leading slash is not part of a path
    assert calls[-1][0] == "warn" and "did not start early" in calls[-1][1]
    assert ["dispose"] not in calls


def test_the_site_config_names_the_kernel_the_lessons_open_on(tmp_path):
    """The plugin starts the kernel the lessons' copies ask for, registered by the plugin
    the site configures."""
    build.write_config(tmp_path)
    settings = json.loads((tmp_path / "jupyter-lite.json").read_text())[
        "jupyter-config-data"]["litePluginSettings"]
    assert settings[build.EARLY_KERNEL_PLUGIN] == {
        "kernel": build.PYODIDE_KERNEL["name"], "kernelPlugin": build.KERNEL_PLUGIN}
    assert build.KERNEL_PLUGIN in settings
    assert ENTRY in build.input_files()
