"""DESIGN.md: dependencies point one way; the engine never imports ipywidgets or graphviz."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def test_engine_imports_without_notebook_packages() -> None:
    code = (
        "import sys, tarotlab, tarotlab.bots, tarotlab.lab.series, tarotlab.cli, "
        "tarotlab.notebook.session, tarotlab.testing.conformance\n"
        "s = tarotlab.new_game('arcana', seed=1); s._repr_html_()\n"
        "heavy = ('ipywidgets', 'graphviz', 'IPython', 'matplotlib')\n"
        "bad = [m for m in heavy if m in sys.modules]\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_engine_and_lab_run_without_the_lab_extra(tmp_path: Path) -> None:
    """Issue 19: pandas, pyarrow and Dask are the optional `lab` extra. The engine, the lab's
    studies in this process and in a process pool, CSV output and the command line's
    simulate never import them (only DataFrames, Parquet and Dask clusters do)."""
    code = (
        "import sys, tarotlab, tarotlab.lab, tarotlab.lab.command, tarotlab.cli\n"
        "import tarotlab.lab as lab\n"
        "if __name__ == '__main__':\n"
        f"    lab.run('arcana', 4, workers=1, out={str(tmp_path / 'g.csv')!r})\n"
        "    lab.run('arcana', 4, workers=2, batch=1)\n"
        "    tarotlab.cli.main(['simulate', 'arcana', '--games', '2', '--no-progress'])\n"
        "    heavy = ('pandas', 'pyarrow', 'dask', 'distributed', 'numpy')\n"
        "    print([m for m in heavy if m in sys.modules])\n"
    )
    script = tmp_path / "layering.py"
    script.write_text(code, encoding="utf-8")
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         check=True, cwd=Path(__file__).resolve().parents[1],
                         env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])})
    assert out.stdout.strip().splitlines()[-1] == "[]"
