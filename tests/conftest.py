"""Shared test hooks: the conformance summary printed at the end of every run, and the rule
counts it leaves for the rulebook pages.

Each conformance test stores its report with ``record_property("conformance", ...)``; the
reports travel with the test results (also from pytest-xdist workers), and one line per game
is printed at the end: games, decisions, deep checks, secrecy branches. The same reports,
summed over every worker, say how often each rule fired in events and refusals: they are
written to ``build/rule-counts.json`` (``TAROTLAB_RULE_COUNTS`` names another file), which
``python -m tarotlab rulebook`` reads.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from tarotlab.rulebook import counts
from tarotlab.testing.conformance import ConformanceReport

ROOT = Path(__file__).resolve().parents[1]


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if hasattr(terminalreporter.config, "workerinput"):  # an xdist worker: the controller sums
        return
    totals: dict[str, ConformanceReport] = {}
    for report in terminalreporter.stats.get("passed", []):
        for name, value in getattr(report, "user_properties", []):
            if name == "conformance":
                part = ConformanceReport.from_dict(value)
                totals.setdefault(part.game, ConformanceReport(game=part.game)).merge(part)
    if totals:
        terminalreporter.section("conformance")
        for game in sorted(totals):
            terminalreporter.write_line(str(totals[game]))
        target = Path(os.environ.get("TAROTLAB_RULE_COUNTS") or ROOT / counts.FILE)
        counts.write(target, totals.values(), commit=counts.commit_of(ROOT))
        terminalreporter.write_line(f"rule counts of these games: {target}")


@pytest.fixture
def conformance_log(record_property: Any) -> Any:
    """Call with a ConformanceReport to add it to the run's conformance summary."""

    def log(report: ConformanceReport, label: str = "") -> None:
        data = report.as_dict()
        if label:
            data["game"] = label
        record_property("conformance", data)

    return log
