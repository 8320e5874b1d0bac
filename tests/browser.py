"""The browser and the Jupyter servers that tests, benchmarks and screenshots share.

Debian's Chromium (``/usr/bin/chromium``, or ``$CHROMIUM``): no browser is ever
downloaded. ``jupyterlab`` starts a server on a free localhost port with a token and
its own Jupyter config, data and runtime directories (no news or update checks, no
user kernels); its kernels import this checkout even when the package is not installed.
``voila`` serves one notebook as an app page the same way, and ``marimo_run`` a marimo
notebook as an app (with its own config and state folders: no update check).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
START_TIMEOUT = 90  # seconds; a cold start on 2 cores takes about 3-7 s

#: A page's function ``(root, pred, ms) -> Promise``: the ``performance.now()`` at which
#: ``pred()`` first holds, the element ``root`` laid out (each change under ``root``
#: checked), rejected after ``ms`` milliseconds. For timings taken inside the page.
UNTIL_JS = """(root, pred, ms) => new Promise((resolve, reject) => {
  const done = () => { root.getBoundingClientRect(); return performance.now(); };
  if (pred()) return resolve(done());
  const timer = setTimeout(() => { obs.disconnect(); reject(new Error('no answer')); }, ms);
  const obs = new MutationObserver(() => {
    if (pred()) { obs.disconnect(); clearTimeout(timer); resolve(done()); }
  });
  obs.observe(root, {attributes: true, childList: true, subtree: true, characterData: true});
})"""


def write_board_notebook(path: Path, source: str, *more: str) -> None:
    """A notebook of code cells, ``source`` (id ``board``) and ``more`` (ids ``cell-1``...),
    for a server to open."""
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    cells = [new_code_cell(text) for text in (source, *more)]
    for number, cell in enumerate(cells):
        cell.id = f"cell-{number}" if number else "board"
    nbformat.write(new_notebook(cells=cells, metadata={"kernelspec": {
        "display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}}),
        path)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _tail(path: Path, lines: int = 40) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def _jupyter_env(work: Path) -> dict[str, str]:
    cfg = work / "config"
    settings = cfg / "lab" / "user-settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        '{"checkForUpdates": false, "fetchNews": "false"}')
    # Every cell attached and laid out at once: the default ("contentVisibility") sizes
    # off-screen cells lazily, so a long lesson can shift under a click.
    notebook = cfg / "lab" / "user-settings" / "@jupyterlab" / "notebook-extension"
    notebook.mkdir(parents=True)
    (notebook / "tracker.jupyterlab-settings").write_text('{"windowingMode": "none"}')
    return {**os.environ, "JUPYTER_CONFIG_DIR": str(cfg), "JUPYTER_DATA_DIR": str(work / "data"),
            "JUPYTER_RUNTIME_DIR": str(work / "data" / "runtime"),
            "IPYTHONDIR": str(work / "ipython"),
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT),
                                                        os.environ.get("PYTHONPATH")]))}


@contextlib.contextmanager
def lab_notebook(sources: list[str], ready: str) -> Iterator[tuple[Any, float]]:
    """Chromium on a fresh JupyterLab over a temporary folder holding one notebook of the
    code cells ``sources``, run to its end until the page shows ``ready`` (a CSS selector);
    yields the page and the seconds that took. For the benchmarks' timings in the page."""
    from playwright.sync_api import sync_playwright

    from .e2e.lab import open_notebook, run_all_cells

    if not os.path.isfile(CHROMIUM):
        raise SystemExit(f"Chromium not found at {CHROMIUM}: install Debian's chromium "
                         "or set $CHROMIUM.")
    work = Path(tempfile.mkdtemp(prefix="naval-lab-"))
    try:
        root = work / "root"
        root.mkdir()
        write_board_notebook(root / "bench.ipynb", *sources)
        started = time.perf_counter()
        with jupyterlab(root, work, "naval-widgets-bench") as server, \
                sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                open_notebook(page, server, "bench.ipynb")
                run_all_cells(page)
                page.wait_for_selector(ready)
                yield page, time.perf_counter() - started
            finally:
                browser.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)


@contextlib.contextmanager
def jupyterlab(root: Path, work: Path, token: str) -> Iterator[dict[str, str]]:
    """JupyterLab over ``root`` (``work``: an empty folder for its own files);
    yields {"base", "token"}."""
    port = free_port()
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}",
           "--port-retries=0", "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={token}",
           f"--ServerApp.root_dir={root}", "--LabApp.expose_app_in_browser=True"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    base = f"http://127.0.0.1:{port}"

    def shutdown() -> None:
        # Clean shutdown (also stops kernels).
        urllib.request.urlopen(urllib.request.Request(
            f"{base}/api/shutdown", method="POST",
            headers={"Authorization": f"token {token}"}), timeout=5)

    with _serve("JupyterLab", cmd, root, work, f"{base}/api/status?token={token}", shutdown):
        yield {"base": base, "token": token}


@contextlib.contextmanager
def voila(notebook: Path, work: Path) -> Iterator[dict[str, str]]:
    """Voila serving ``notebook`` as an app page (no code shown) at ``base``; ``work``:
    an empty folder for its own files. Yields {"base"}."""
    port = free_port()
    cmd = [sys.executable, "-m", "voila", str(notebook), "--no-browser", f"--port={port}",
           "--Voila.port_retries=0", "--Voila.ip=127.0.0.1"]
    base = f"http://127.0.0.1:{port}"
    # Voila answers SIGTERM by shutting its kernels down.
    with _serve("Voila", cmd, notebook.parent, work, f"{base}/voila/static/voila.js", None):
        yield {"base": base}


@contextlib.contextmanager
def marimo_run(app: Path, work: Path) -> Iterator[dict[str, str]]:
    """``marimo run`` serving the marimo notebook ``app`` as an app page at ``base`` (no
    token, no browser opened); ``work``: an empty folder for its own files, its home and
    working folder, so no user's or project's ``.marimo.toml`` applies. Yields {"base",
    "log"}: the server's output (the kernel's tracebacks go there) is in the file ``log``."""
    port = free_port()
    cmd = [sys.executable, "-m", "marimo", "run", str(app), "--headless", "--no-token",
           f"--port={port}", "--host=127.0.0.1", "--no-sandbox"]
    base = f"http://127.0.0.1:{port}"
    env = {"HOME": str(work), "XDG_CONFIG_HOME": str(work / "config"),
           "XDG_STATE_HOME": str(work / "state"), "XDG_CACHE_HOME": str(work / "cache"),
           "MARIMO_SKIP_UPDATE_CHECK": "1"}
    # marimo answers SIGTERM by closing its sessions and kernels.
    with _serve("marimo", cmd, work, work, f"{base}/health", None, env):
        yield {"base": base, "log": str(work / "server.log")}


@contextlib.contextmanager
def _serve(name: str, cmd: list[str], root: Path, work: Path, ready_url: str,
           shutdown: Callable[[], None] | None,
           more_env: dict[str, str] | None = None) -> Iterator[None]:
    """Run the server ``cmd`` in ``root`` (with ``more_env`` added to its environment)
    until ``ready_url`` answers; on leaving, stop it (``shutdown``, then SIGTERM, then
    SIGKILL)."""
    env = {**_jupyter_env(work), **(more_env or {})}
    log_path = work / "server.log"
    with open(log_path, "w") as log:
        proc = subprocess.Popen(cmd, env=env, cwd=root, stdout=log, stderr=subprocess.STDOUT)
        try:
            deadline = time.time() + START_TIMEOUT
            while True:
                try:
                    urllib.request.urlopen(ready_url, timeout=1)
                    break
                except OSError:
                    if proc.poll() is not None or time.time() > deadline:
                        raise RuntimeError(f"{name} did not start; log {log_path}:\n"
                                           f"{_tail(log_path)}") from None
                    time.sleep(0.1)
            yield
        finally:
            # A server whose kernel is still starting can hang on shutdown and even on
            # SIGTERM: escalate to SIGKILL.
            try:
                if shutdown is None:
                    raise TimeoutError
                shutdown()
                proc.wait(timeout=15)
            except Exception:
                proc.terminate()
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
