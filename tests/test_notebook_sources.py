"""Every notebook's source of truth is the percent-format .py file beside it (jupytext): the
committed .ipynb must hold exactly the same cells (kind, text, tags), with its outputs."""

from __future__ import annotations

from pathlib import Path

import jupytext
import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
SOURCES = sorted(NOTEBOOKS.glob("[0-9]*.py"))


def _cells(path: Path) -> list[tuple[str, str, tuple[str, ...]]]:
    notebook = jupytext.read(path)
    return [(c.cell_type, c.source.strip(), tuple(c.metadata.get("tags", ())))
            for c in notebook.cells]


def test_every_notebook_has_its_source_and_every_source_its_notebook() -> None:
    assert SOURCES, "no notebook sources found"
    assert {p.stem for p in SOURCES} == {p.stem for p in NOTEBOOKS.glob("[0-9]*.ipynb")}


@pytest.mark.parametrize("source", SOURCES, ids=[p.stem for p in SOURCES])
def test_the_notebook_agrees_with_its_source(source: Path) -> None:
    notebook = source.with_suffix(".ipynb")
    assert _cells(notebook) == _cells(source), (
        f"{notebook.name} and {source.name} differ: run `make notebooks` (or pair them in "
        "JupyterLab) after editing the source")
    executed = jupytext.read(notebook)
    code = [c for c in executed.cells if c.cell_type == "code"]
    assert all(c.get("execution_count") for c in code), f"{notebook.name} is not executed"
