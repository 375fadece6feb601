"""The shape of the whole package (issue 30): files a newcomer reads in one sitting, one decision
engine for every game, pending decisions read by name.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import tarotlab
from tarotlab.core.decision import DecisionState
from tarotlab.core.registry import GAMES, game_class

PACKAGE = Path(tarotlab.__file__).parent
MAX_FILE_LINES = 700
MAX_CLASS_LINES = 600
VENDORED = {"morphdom.js"}  # a copy of a published library, not ours to split


def _sources(*suffixes: str) -> list[Path]:
    """The package's own files with these suffixes (vendored JavaScript is not ours)."""
    return [p for p in PACKAGE.rglob("*") if p.is_file() and p.suffix in suffixes
            and p.name not in VENDORED and "__pycache__" not in p.parts]


def test_no_file_over_700_lines() -> None:
    long = {str(p.relative_to(PACKAGE)): n for p in _sources(".py", ".css", ".js")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_FILE_LINES}
    assert not long, long


def test_no_class_over_600_lines() -> None:
    long = {}
    for path in _sources(".py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                size = (node.end_lineno or node.lineno) - node.lineno + 1
                if size > MAX_CLASS_LINES:
                    long[f"{path.relative_to(PACKAGE)}:{node.name}"] = size
    assert not long, long


def test_every_game_runs_on_the_core_decision_engine() -> None:
    """One dispatch style for four games: each State is a ``DecisionState`` whose tables name
    a Decision for every kind of decision and a function for every task."""
    for name in GAMES:
        cls = game_class(name)
        assert issubclass(cls, DecisionState), name
        assert cls.DECISIONS and cls.TASKS, name
        assert all(callable(task) for task in cls.TASKS.values()), name
    assert not (PACKAGE / "core" / "queue.py").exists()


def test_no_positional_read_of_a_pending_decision() -> None:
    """Pending decisions are typed records read by name (``pending.seat``), never
    ``pending[1]``."""
    found = {str(p.relative_to(PACKAGE)): n for p in _sources(".py")
             if (n := len(re.findall(r"pending\[\d", p.read_text(encoding="utf-8"))))}
    assert not found, found
