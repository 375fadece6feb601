"""Shared test hooks: the conformance summary printed at the end of every run.

Each conformance test stores its report with ``record_property("conformance", ...)``; the
reports travel with the test results (also from pytest-xdist workers), and one line per game
is printed at the end: games, decisions, deep checks, secrecy branches.
"""

from __future__ import annotations

from typing import Any

import pytest

from tarotlab.testing.conformance import ConformanceReport


def pytest_terminal_summary(terminalreporter: Any) -> None:
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


@pytest.fixture
def conformance_log(record_property: Any) -> Any:
    """Call with a ConformanceReport to add it to the run's conformance summary."""

    def log(report: ConformanceReport, label: str = "") -> None:
        data = report.as_dict()
        if label:
            data["game"] = label
        record_property("conformance", data)

    return log
