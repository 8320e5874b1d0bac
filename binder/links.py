#!/usr/bin/env python3
"""The repository's Binder links, for wherever it is published on GitHub.

    python binder/links.py                 # print the links (lab, play page)
    python binder/links.py --write         # and put them in README.md and docs/classroom.md
    python binder/links.py --write OWNER/NAME   # or a GitHub URL, when there is no remote

The repository is the one named on the command line, else ``$GITHUB_REPOSITORY`` (set on
GitHub Actions), else the one ``git remote get-url origin`` points at. ``--write``
rewrites every ``https://mybinder.org/v2/gh/<owner>/<name>/<ref>`` address in those
files, so the README's badge opens this repository. Standard library only.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The files whose Binder addresses name the repository.
FILES = ("README.md", "docs/classroom.md")
BINDER = "https://mybinder.org/v2/gh"
#: A Binder address of a GitHub repository: owner, name and branch (or HEAD).
ADDRESS = re.compile(r"https://mybinder\.org/v2/gh/(?P<owner>[^/\s)]+)/(?P<name>[^/\s)]+)"
                     r"/(?P<ref>[^?\s)]+)")
#: Where each link opens: the start notebook in JupyterLab, the play page in Voila.
PATHS = {
    "lab": "lab/tree/notebooks/00-start-here.ipynb",
    "play": "voila/render/play/play.ipynb",
}
_GITHUB = re.compile(r"^(?:https?://github\.com/|git@github\.com:|ssh://git@github\.com/)?"
                     r"(?P<owner>[A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))/"
                     r"(?P<name>[A-Za-z0-9._-]+?)(?:\.git)?/?$")


class LinkError(ValueError):
    """The repository cannot be named: no argument, no remote, or not on GitHub."""


def repository(spec: str) -> str:
    """``owner/name`` from ``owner/name`` or a GitHub URL (https, ssh, with ``.git``)."""
    match = _GITHUB.match(spec.strip())
    if not match:
        raise LinkError(f"Binder builds GitHub repositories: give OWNER/NAME or a GitHub URL; "
                        f"got {spec!r}.")
    return f"{match['owner']}/{match['name']}"


def origin(root: Path = ROOT) -> str:
    """The URL of the git remote ``origin``; ``LinkError`` when there is none."""
    try:
        found = subprocess.run(["git", "remote", "get-url", "origin"], cwd=root,
                               capture_output=True, text=True, check=False)
    except OSError as err:
        raise LinkError(f"git is not available ({err}): give OWNER/NAME.") from None
    if found.returncode != 0 or not found.stdout.strip():
        raise LinkError("This checkout has no remote 'origin': give the repository as "
                        "OWNER/NAME (python binder/links.py --write OWNER/NAME), or add "
                        "the remote (git remote add origin URL).")
    return found.stdout.strip()


def find_repository(spec: str | None, root: Path = ROOT) -> str:
    """The repository named by ``spec``, ``$GITHUB_REPOSITORY`` or the remote."""
    return repository(spec or os.environ.get("GITHUB_REPOSITORY") or origin(root))


def links(repo: str, ref: str = "HEAD") -> dict[str, str]:
    """Each Binder link of ``repo`` (``owner/name``)."""
    return {kind: f"{BINDER}/{repo}/{ref}?urlpath={path}" for kind, path in PATHS.items()}


#: The owner the files name until the links are written: no repository, so no badge.
PLACEHOLDER = "OWNER"
#: The badges of a file: written between these markers, the opening one naming the heading
#: a badge that opens nothing links to instead (``#binder``).
BADGES = re.compile(r"(?P<open><!-- binder badges (?P<anchor>#[\w-]+) -->\n)"
                    r"(?P<badges>.*?)(?P<close><!-- /binder badges -->)", re.DOTALL)


def badges(repo: str | None, anchor: str) -> str:
    """The Markdown badges opening ``repo``'s lessons and play page on Binder; while no
    repository is set (``None``, or the ``PLACEHOLDER`` owner), one grey badge saying so
    that links to the file's own ``anchor``, where setting it is explained: never a
    Binder address that opens nothing."""
    if repo is None or repo.split("/")[0] == PLACEHOLDER:
        return ("[![Binder: not set up yet, see below](https://img.shields.io/badge/"
                f"Binder-not%20set%20up%20yet-lightgrey)]({anchor})\n")
    found = links(repo)
    return (f"[![Binder](https://mybinder.org/badge_logo.svg)]({found['lab']})\n"
            "[![Play on Binder](https://img.shields.io/badge/play-on%20Binder-579aca)]"
            f"({found['play']})\n")


def rewrite(text: str, repo: str) -> str:
    """``text`` with every Binder address naming ``repo`` (branch and path kept), and its
    badges opening ``repo``."""
    text = ADDRESS.sub(lambda m: f"{BINDER}/{repo}/{m['ref']}", text)
    return BADGES.sub(lambda m: m["open"] + badges(repo, m["anchor"]) + m["close"], text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python binder/links.py",
                                     description="The repository's Binder links.")
    parser.add_argument("repository", nargs="?",
                        help="OWNER/NAME or a GitHub URL (default: $GITHUB_REPOSITORY, "
                             "else git remote get-url origin)")
    parser.add_argument("--write", action="store_true",
                        help=f"put the links in {' and '.join(FILES)}")
    args = parser.parse_args(argv)
    try:
        repo = find_repository(args.repository)
    except LinkError as err:
        parser.exit(2, f"{parser.prog}: error: {err}\n")
    for kind, url in links(repo).items():
        print(f"{kind}: {url}")
    if args.write:
        for name in FILES:
            path = ROOT / name
            if path.is_file():
                text = path.read_text(encoding="utf-8")
                path.write_text(rewrite(text, repo), encoding="utf-8")
                print(f"wrote {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
