"""A session-scoped JupyterLab server for the end-to-end tests.

The server runs on a free localhost port with a token, over a temporary copy of the
repository's ``notebooks/`` (so tests never modify committed notebooks), with its own
Jupyter config, data and runtime directories (no news or update checks, no user kernels).
Helpers for driving it from Playwright live in ``tests/e2e/lab.py``.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
TOKEN = "naval-widgets-e2e"
START_TIMEOUT = 90  # seconds; a cold start on 2 cores takes about 3-7 s


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _jupyter_env(tmp_path_factory) -> dict[str, str]:
    cfg = tmp_path_factory.mktemp("jupyter_config")
    settings = cfg / "lab" / "user-settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        '{"checkForUpdates": false, "fetchNews": "false"}'
    )
    data = tmp_path_factory.mktemp("jupyter_data")
    return {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(cfg),
        "JUPYTER_DATA_DIR": str(data),
        "JUPYTER_RUNTIME_DIR": str(data / "runtime"),
        "IPYTHONDIR": str(tmp_path_factory.mktemp("ipython")),
    }


def _tail(path: Path, lines: int = 40) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory):
    """Start JupyterLab once per session; yields {"base", "token", "root"}.

    ``root`` is the server's root directory; it holds a copy of ``notebooks/``, so a
    notebook opens at the same relative path as in the repository, e.g.
    ``notebooks/00-start-here.ipynb``.
    """
    root = tmp_path_factory.mktemp("lab_root")
    src = REPO_ROOT / "notebooks"
    if src.is_dir():
        shutil.copytree(
            src,
            root / "notebooks",
            ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"),
        )
    env = _jupyter_env(tmp_path_factory)
    port = _free_port()
    cmd = [
        sys.executable, "-m", "jupyterlab",
        "--no-browser", f"--port={port}", "--port-retries=0",
        "--ServerApp.ip=127.0.0.1",
        f"--IdentityProvider.token={TOKEN}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True",
    ]  # fmt: skip
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    log_path = tmp_path_factory.mktemp("lab_log") / "lab_server.log"
    log = open(log_path, "w")  # closed at teardown
    proc = subprocess.Popen(cmd, env=env, cwd=root, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + START_TIMEOUT
    while True:
        try:
            urllib.request.urlopen(f"{base}/api/status?token={TOKEN}", timeout=1)
            break
        except OSError:
            if proc.poll() is not None or time.time() > deadline:
                proc.kill()
                proc.wait()
                log.close()
                raise RuntimeError(
                    f"JupyterLab did not start; log {log_path}:\n{_tail(log_path)}"
                ) from None
            time.sleep(0.1)

    yield {"base": base, "token": TOKEN, "root": root}

    # Clean shutdown (also stops kernels). A server whose kernel is still starting (a test
    # failed early) can hang on /api/shutdown and even on SIGTERM: escalate to SIGKILL.
    try:
        urllib.request.urlopen(
            urllib.request.Request(
                f"{base}/api/shutdown",
                method="POST",
                headers={"Authorization": f"token {TOKEN}"},
            ),
            timeout=5,
        )
        proc.wait(timeout=15)
    except Exception:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    finally:
        log.close()
