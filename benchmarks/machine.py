"""What every benchmark's results record about the machine and the code they were measured on."""

from __future__ import annotations

import datetime as dt
import os
import platform
import subprocess
from importlib import metadata
from pathlib import Path
from typing import Any

import tarotlab

HERE = Path(__file__).resolve().parent


def version(dist: str) -> str | None:
    """An installed distribution's version, or None."""
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def environment(*dists: str) -> dict[str, Any]:
    """Date, Python, platform, cores, tarotlab's version and commit, and the versions of
    ``dists`` (the libraries a benchmark compares against or runs on)."""
    try:
        commit: str | None = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=HERE, capture_output=True, text=True,
            timeout=5, check=True).stdout.strip() or None
    except (OSError, subprocess.SubprocessError):
        commit = None
    return {
        "date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "tarotlab": tarotlab.__version__,
        **{dist: version(dist) for dist in dists},
        "commit": commit,
    }
