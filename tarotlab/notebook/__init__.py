"""tarotlab in notebooks: ``Session`` (plain Python) and the ``Table`` widget.

>>> from tarotlab.notebook import Session
>>> Session("arcana", seed=1).status()
'arcana · move 0 of 0 · seat 0 to move'

``Table`` (and the classroom page) need the notebook extra (ipywidgets, anywidget); they are
imported only when asked for, so ``Session`` works without them.
"""

from __future__ import annotations

from typing import Any

from .session import Session

__all__ = ["Session", "Table"]


def __getattr__(name: str) -> Any:
    if name == "Table":
        from .widgets import Table

        return Table
    raise AttributeError(f"module 'tarotlab.notebook' has no attribute {name!r}")
