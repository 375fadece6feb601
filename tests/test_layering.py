"""DESIGN.md: dependencies point one way; the engine never imports ipywidgets or graphviz."""

from __future__ import annotations

import subprocess
import sys


def test_engine_imports_without_notebook_packages() -> None:
    code = (
        "import sys, tarotlab, tarotlab.bots, tarotlab.simulate, tarotlab.cli, "
        "tarotlab.notebook.session, tarotlab.testing.conformance\n"
        "s = tarotlab.new_game('arcana', seed=1); s._repr_html_()\n"
        "heavy = ('ipywidgets', 'graphviz', 'IPython', 'matplotlib')\n"
        "bad = [m for m in heavy if m in sys.modules]\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
