"""Running the build's commands: a failure stops the build with the command's own words."""

from __future__ import annotations

import subprocess


class BuildError(RuntimeError):
    """The site cannot be built; the message says what is missing."""


def run(cmd: list[str], **kwargs) -> str:
    """Run ``cmd``; returns its output, or raises BuildError with the end of its output."""
    done = subprocess.run(cmd, text=True, capture_output=True, **kwargs)
    if done.returncode:
        raise BuildError(f"{' '.join(map(str, cmd))} failed ({done.returncode}):\n"
                         f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return done.stdout
