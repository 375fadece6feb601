"""The annotated rulebook: every rule traced to the code that cites it, the tests that name
it, the conformance games where it fired, and the lessons, drills and edge-case notebooks
that teach it.

- ``book``: the four rulebooks section by section (``tarotlab/data/rulebook/<game>.toml``).
- ``trace.gather()``: the evidence for every rule, read from the checkout.
- ``search(text)``: the rules and sections that answer a question in plain words.
- ``pages.write(out)``: one HTML page per game and an index (``python -m tarotlab rulebook``).
- ``counts``: the rule counts a conformance run leaves in ``build/rule-counts.json``.
- ``gate.check()``: what is neither cited and tested nor excused in ``uncited.toml`` (the
  test suite asserts nothing is).
"""

from __future__ import annotations

from .search import Results, search

__all__ = ["Results", "search"]
