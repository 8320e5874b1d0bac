"""Build the offline JupyterLite site: every lesson and board, Python running in the browser.

``python3 -m tools.site.build`` (what ``./dev.sh site`` runs) writes a static site into
``_site/`` that fetches nothing from outside its own folder at run time:

- Pyodide's core comes from the npm package ``pyodide`` of the version the Pyodide kernel
  was built for, and the Pyodide packages the kernel loads when it starts come from PyPI,
  their checksums written into ``pyodide-lock.json`` (PyPI's wheels differ byte-wise from
  Pyodide's rebuilt ones);
- the widget stack (``browser-wheels.txt``), the kernel's own wheels and this checkout's
  wheel are added to ``pyodide-lock.json`` and loaded with Pyodide, so a lesson imports
  ``naval_widgets`` with no install cell;
- what the site never uses of two third-party wheels is left out, and IPython no longer
  imports its terminal for ``IPython.embed`` (``trim.py``), so the kernel unpacks and
  imports less before it starts;
- the site's own lab extension (``early-kernel/``) starts the kernel of the notebook in the
  address while the page loads, instead of once the notebook is shown;
- every wheel is compiled to bytecode by Pyodide's own Python, run under Node, so the
  kernel does not compile IPython and the rest at every start (``bytecode.py``); what an
  earlier build compiled from the same bytes is taken from the user's cache folder
  (``$XDG_CACHE_HOME/naval-widgets/site-bytecode/``, ``$NAVAL_SITE_CACHE`` to move it);
- PyPI fallback is off, so a missing package fails loudly instead of reaching the network.

Only the build needs the package registries (pip and npm). JupyterLite lives in its own
virtual environment, ``.venv-site/``. The build is skipped when ``_site/`` was built from
the same inputs (:func:`input_key`); ``--force`` rebuilds.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import sys
import tarfile
import time
from collections.abc import Iterable
from pathlib import Path

from .bytecode import compile_site
from .command import BuildError, run
from .content import write_content
from .lock import add_wheels, import_names, kernel_wheels, missing_files, normalize, wheel_name
from .trim import trim_wheels

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
SITE = ROOT / "_site"
WORK = ROOT / "build" / "site"
VENV = ROOT / ".venv-site"
REQUIREMENTS = HERE / "requirements.txt"
BROWSER_WHEELS = HERE / "browser-wheels.txt"
# Compiled wheels and standard library kept between builds (and between checkouts).
CACHE = Path(os.environ.get("NAVAL_SITE_CACHE") or Path(
    os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "naval-widgets" / "site-bytecode")
KEY_FILE = ".naval-site-key"  # in _site/: the inputs' hash the site was built from
START = "notebooks/00-start-here.ipynb"
PYODIDE_KERNEL = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
# Our own lab extension: starts the notebook's kernel while the page loads (its source says
# how); its settings name the kernel and the plugin that registers it.
EARLY_KERNEL = HERE / "early-kernel"
EARLY_KERNEL_PLUGIN = "naval-widgets-early-kernel:plugin"
# Loaded with Pyodide itself, all at once, from pyodide-lock.json: what the Pyodide kernel
# needs to start (else it installs them one after another through piplite), and this
# package with, through its dependencies, the widget stack.
PRELOAD = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython",
           "widgetsnbextension", "naval-widgets")
# The kernel's own wheels (piplite, stand-ins for ipykernel and widgetsnbextension), as
# its lab extension ships them; widgetsnbextension 3 is for ipywidgets 7.
KERNEL_PYPI = Path("share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi")
KERNEL_SKIP = ("widgetsnbextension-3.*",)
# What a lesson's code calls ships its sources beside its bytecode, so a traceback through
# it shows its lines (a sourceless frame shows only "Could not get source"); the kernel's
# machinery (IPython, jedi, prompt_toolkit, pygments...) ships bytecode only, as Pyodide's
# own packages do.
KEEP_SOURCES = ("naval-widgets", "traitlets", "ipywidgets", "anywidget", "psygnal", "comm",
                "tqdm")
# Files of the npm package the site never loads.
PYODIDE_UNUSED = ("*.map", "*.d.ts", "console*.html", "README.md")


def say(message: str) -> None:
    print(f"\n==> {message}", flush=True)


def pins(path: Path) -> list[str]:
    """The requirement lines of a pins file, without comments."""
    lines = (line.split("#", 1)[0].strip() for line in path.read_text().splitlines())
    return [line for line in lines if line]


# -- what the site is built from --------------------------------------------------------

def input_files(root: Path = ROOT) -> list[Path]:
    """Every file whose change changes the site."""
    groups = [
        root.glob("naval_widgets/**/*"),
        root.glob("notebooks/**/*.ipynb"),
        root.glob("docs/**/*"),
        root.glob("tools/site/*.py"),
        root.glob("tools/site/*.txt"),
        root.glob("tools/site/*.mjs"),
        root.glob("tools/site/early-kernel/**/*"),
        [root / "pyproject.toml"],
    ]
    files = {path for group in groups for path in group
             if path.is_file() and "__pycache__" not in path.parts
             and ".ipynb_checkpoints" not in path.parts}
    return sorted(files)


def input_key(root: Path = ROOT) -> str:
    """A hash of the names and bytes of every input file."""
    digest = hashlib.sha256()
    for path in input_files(root):
        digest.update(str(path.relative_to(root)).encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def is_current(site: Path = SITE, root: Path = ROOT) -> bool:
    """Whether ``site`` was built from the inputs as they are now."""
    key = site / KEY_FILE
    return key.is_file() and key.read_text().strip() == input_key(root)


# -- steps ---------------------------------------------------------------------------

def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv() -> None:
    """``.venv-site/`` with the pinned build requirements (reinstalled when they change)."""
    stamp = VENV / ".naval-site-requirements"
    want = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    if stamp.is_file() and stamp.read_text() == want and venv_python().exists():
        return
    say(f"Installing the site's build tools into {VENV.name}/ ({REQUIREMENTS.name})")
    if not venv_python().exists():
        run([sys.executable, "-m", "venv", str(VENV)])
    run([str(venv_python()), "-m", "pip", "install", "-q", "--disable-pip-version-check",
         "-r", str(REQUIREMENTS)])
    stamp.write_text(want)


def pyodide_version() -> str:
    """The Pyodide version the installed Pyodide kernel was built for."""
    return run([str(venv_python()), "-c", "from jupyterlite_pyodide_kernel.constants import "
                "PYODIDE_VERSION; print(PYODIDE_VERSION)"]).strip()


def fetch_pyodide(version: str, dest: Path) -> None:
    """Pyodide's core (pyodide.mjs, the wasm, the standard library, pyodide-lock.json)."""
    npm = WORK / "npm"
    npm.mkdir(parents=True, exist_ok=True)
    tarball = npm / f"pyodide-{version}.tgz"
    if not tarball.exists():
        say(f"npm pack pyodide@{version}")
        run(["npm", "pack", f"pyodide@{version}", "--cache", str(npm / ".cache")], cwd=npm)
    shutil.rmtree(dest, ignore_errors=True)
    unpacked = npm / "unpacked"
    shutil.rmtree(unpacked, ignore_errors=True)
    with tarfile.open(tarball) as tar:
        # The safe "data" filter where this Python has it (3.12, and security releases).
        safe = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
        tar.extractall(unpacked, **safe)
    shutil.copytree(unpacked / "package", dest,
                    ignore=shutil.ignore_patterns(*PYODIDE_UNUSED))


def download_wheels(requirements: Iterable[str], dest: Path) -> list[Path]:
    """Pure-Python wheels from PyPI for the browser's Python (no dependencies pulled)."""
    requirements = sorted(set(requirements))
    dest.mkdir(parents=True, exist_ok=True)
    say(f"Downloading {len(requirements)} wheels for Pyodide")
    run([str(venv_python()), "-m", "pip", "download", "-q", "--disable-pip-version-check",
         "--no-deps", "--only-binary=:all:", "--implementation", "py", "--abi", "none",
         "--platform", "any", "--python-version", "3.14", "-d", str(dest), *requirements])
    wanted = {normalize(req.split("==")[0]) for req in requirements}
    return sorted(path for path in dest.glob("*.whl") if wheel_name(path) in wanted)


def kernel_stubs() -> list[Path]:
    """The Pyodide kernel's own wheels."""
    return sorted(path for path in (VENV / KERNEL_PYPI).glob("*.whl")
                  if not any(path.match(pattern) for pattern in KERNEL_SKIP))


def own_wheel(dest: Path) -> Path:
    """This checkout's naval_widgets wheel."""
    shutil.rmtree(dest, ignore_errors=True)
    say("Building the naval_widgets wheel from this checkout")
    run([str(venv_python()), "-m", "pip", "wheel", "-q", "--disable-pip-version-check",
         "--no-deps", "-w", str(dest), str(ROOT)])
    (wheel,) = dest.glob("naval_widgets-*.whl")
    return wheel


def trimmed(wheels: list[Path], importable: set[str]) -> list[Path]:
    """``wheels`` without what the site never uses of them (``trim.py``)."""
    say("Leaving out of the wheels what the site never uses (tools/site/trim.py)")
    wheels, edited = trim_wheels(wheels, WORK / "trimmed", importable)
    for package, done in sorted(edited.items()):
        print(f"  {package}: {done.dropped} files left out, {done.replaced} texts replaced")
    return wheels


def to_bytecode(wheels: list[Path], pyodide: Path, python: str) -> list[Path]:
    """``wheels`` compiled for the Python of the Pyodide in folder ``pyodide``, and its
    standard library too (in place)."""
    say(f"Compiling {len(wheels)} wheels and the standard library to bytecode with "
        f"Pyodide's Python {python} (under Node)")
    compiled, report = compile_site(pyodide, python, wheels, WORK / "bytecode", KEEP_SOURCES,
                                    cache=CACHE)
    print(f"Python {report['python']} ({report['cache_tag']}); "
          f"modules left as source (they do not compile): {len(report['failed'])}")
    for source, why in report["failed"]:
        print(f"  {source}: {why.strip().splitlines()[-1]}")
    return compiled


def write_config(lite: Path) -> None:
    """jupyter-lite.json: no PyPI fallback, this package preloaded, the kernel of the
    notebook in the address started while the page loads."""
    settings = {"disablePyPIFallback": True,
                "loadPyodideOptions": {"packages": list(PRELOAD)}}
    early = {"kernel": PYODIDE_KERNEL["name"], "kernelPlugin": KERNEL_PLUGIN}
    config = {"jupyter-lite-schema-version": 0,
              "jupyter-config-data": {"appName": "naval_widgets lessons",
                                      # window.jupyterapp, for the tests and benchmarks
                                      "exposeAppInBrowser": True,
                                      "litePluginSettings": {KERNEL_PLUGIN: settings,
                                                             EARLY_KERNEL_PLUGIN: early}}}
    (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")


def size_of(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def build(force: bool = False) -> Path:
    """Build ``_site/`` unless it is current; returns its path."""
    if not force and is_current():
        print(f"{SITE.relative_to(ROOT)}/ is up to date (same inputs); --force rebuilds it.")
        return SITE
    started = time.monotonic()
    key = input_key()
    ensure_venv()
    version = pyodide_version()
    lite = WORK / "lite"
    shutil.rmtree(lite, ignore_errors=True)
    pyodide = lite / "static" / "pyodide"  # the build uses <lite>/static/pyodide as is
    fetch_pyodide(version, pyodide)
    lock_path = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    wheels = [*download_wheels(pins(BROWSER_WHEELS), WORK / "wheels"), *kernel_stubs(),
              own_wheel(WORK / "own")]
    add_wheels(lock, wheels)
    ours = {wheel_name(wheel) for wheel in wheels}
    from_lock = [pin for pin in kernel_wheels(lock, PRELOAD)
                 if normalize(pin.split("==")[0]) not in ours]
    replaced = download_wheels(from_lock, WORK / "wheels")
    add_wheels(lock, replaced)
    wheels += replaced
    wheels = trimmed(wheels, import_names(lock, PRELOAD))
    wheels = to_bytecode(wheels, pyodide, lock["info"]["python"])
    add_wheels(lock, wheels)  # the compiled wheels' checksums
    for wheel in wheels:
        shutil.copy2(wheel, pyodide / wheel.name)
    missing = missing_files(lock, PRELOAD, pyodide)
    if missing:
        raise BuildError("The site would fetch these from a CDN: " + ", ".join(missing))
    lock_path.write_text(json.dumps(lock))
    say("Lessons and docs")
    write_content(ROOT, lite / "content", PYODIDE_KERNEL)
    write_config(lite)
    say("jupyter lite build")
    out = WORK / "out"
    shutil.rmtree(out, ignore_errors=True)
    run([str(VENV / "bin" / "jupyter"), "lite", "build", "--contents", "content",
         f"--LiteBuildConfig.federated_extensions={EARLY_KERNEL}",
         "--output-dir", str(out)], cwd=lite)
    # Source maps (more than half the bytes) serve only a developer's browser tools.
    for source_map in out.rglob("*.map"):
        source_map.unlink()
    # Browsers ask for /favicon.ico whatever the page says; answer from the site itself.
    shutil.copy2(out / "lab" / "favicon.ico", out / "favicon.ico")
    (out / KEY_FILE).write_text(key + "\n")
    shutil.rmtree(SITE, ignore_errors=True)
    shutil.move(out, SITE)
    print(f"\nBuilt {SITE.relative_to(ROOT)}/ ({size_of(SITE) / 1e6:.0f} MB, "
          f"{len(wheels)} wheels) "
          f"in {time.monotonic() - started:.0f} s.")
    return SITE


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="./dev.sh site", description=__doc__.split("\n")[0])
    parser.add_argument("--force", action="store_true", help="rebuild even if up to date")
    args = parser.parse_args(argv)
    try:
        site = build(force=args.force)
    except BuildError as error:
        print(f"dev.sh site: {error}", file=sys.stderr)
        return 1
    folder = site.relative_to(ROOT)
    print(f"\nServe it:  python3 -m http.server -d {folder}\n"
          f"then open  http://localhost:8000/lab/index.html?path={START}\n"
          f"(or copy {folder}/ to a USB stick or any static web host).")
    return 0


if __name__ == "__main__":
    sys.exit(main())

