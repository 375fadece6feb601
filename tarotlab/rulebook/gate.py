"""The rulebook gate: every ruling and every section of a rulebook that states a rule is cited
by the code and named by at least one test, or ``tarotlab/data/rulebook/uncited.toml`` says
why it need not be (flavour text, a component list, a heading).

A ruling counts as cited when a line of code cites its id (``arcanum R5``, or a bare ``R5`` in
a file of that game) and a test names it (``test_r5_...`` in ``test_arcanum_*.py``, or its id in
the docstring). A section counts when its title, a citation that belongs to it, or one of the
rulings and decisions listed with it in ``<game>.toml`` is cited and named. The gate also fails
when an excuse is no longer needed, or names a section or rule that does not exist.

``check()`` returns what fails (tests/test_rulebook_pages.py asserts that nothing does):

>>> print(Problem("arcanum", "arcanum R5", "no code cites it"))
arcanum R5: no code cites it
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.rulebook import rules
from .book import Excuse, books, uncited
from .trace import Evidence, Trace, gather


@dataclass(frozen=True)
class Problem:
    """One thing the gate does not let through."""

    game: str
    rule: str
    """A ruling (``arcanum R5``) or a section (``arcanum: § Setup``)."""
    why: str

    def __str__(self) -> str:
        return f"{self.rule}: {self.why}"


def _missing(evidence: Evidence, excuse: Excuse | None) -> list[str]:
    needs_code = excuse.needs_code if excuse else True
    needs_tests = excuse.needs_tests if excuse else True
    out = []
    if needs_code and not evidence.code:
        out.append("no code cites it")
    if needs_tests and not evidence.tests:
        out.append("no test names it")
    return out


def _stale(evidence: Evidence, excuse: Excuse) -> bool:
    """Is the excuse no longer needed (the code cites it and a test names it, as needed)?"""
    return bool((excuse.needs_code or evidence.code) and (excuse.needs_tests or evidence.tests))


def check(trace: Trace | None = None) -> list[Problem]:
    """What fails the gate (empty: every ruling and rule-stating section is traced)."""
    trace = trace or gather()
    excuses = uncited()
    used: set[tuple[str, str]] = set()
    problems = []
    catalog = rules()
    for game, book in books().items():
        for rule in (r for r in catalog if r.startswith(f"{game} R")):
            excuse = excuses.get(("", rule))
            evidence = trace.of(rule)
            if excuse:
                used.add(("", rule))
                if _stale(evidence, excuse):
                    problems.append(Problem(game, rule, "cited after all: delete its entry "
                                            "in uncited.toml"))
            problems += [Problem(game, rule, why) for why in _missing(evidence, excuse)]
        for section in book.sections:
            key = (game, section.title)
            name = f"{game}: § {section.title}"
            excuse = excuses.get(key)
            evidence = trace.section(book, section)
            if excuse:
                used.add(key)
                if _stale(evidence, excuse):
                    problems.append(Problem(game, name, "cited after all: delete its entry "
                                            "in uncited.toml"))
            problems += [Problem(game, name, why) for why in _missing(evidence, excuse)]
    for key in excuses.keys() - used:
        game, what = key
        problems.append(Problem(game, what or "?", "listed in uncited.toml, but no such "
                                "ruling or section"))
    return problems
