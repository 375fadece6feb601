"""Helpers the Arcs rule, card and leader tests share: finishing turns the way players do, and
the tests of a family of files split from one module."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Rig

SETUP = "3P Mix Up"
HANDS: dict[int, list[str]] = {
    0: ["Adm2", "Agg2", "Con2", "Mob2", "Agg6", "Adm6"],
    1: ["Adm3", "Agg3", "Con3", "Mob3", "Agg5", "Con6"],
    2: ["Adm4", "Agg4", "Con4", "Mob4", "Mob6", "Adm5"],
}
"""Hands dealt in the card and leader tests: every suit for every seat."""
VOX_ROW = ["Mass Uprising", "Populist Demands", "Outrage Spreads", "Call to Action",
           "Guild Struggle"]
"""A Court of Vox cards only, so every Guild card stays in the Court deck for Edit.guild; the
refill after a secure is the fifth card."""


def done(rig: Rig, s: ArcsState, seat: int) -> None:
    """End ``seat``'s turn if it is still open (a turn with nothing left ends itself, X8)."""
    if s.pending[:2] == ("turn", seat):
        rig.apply(s, "done")


def follow(rig: Rig, s: ArcsState, *plays: str) -> None:
    """The following seats play these cards in turn order and end their turns at once."""
    for how in plays:
        seat = s.pending[1]
        assert s.pending == ("follow", seat), s.pending
        rig.apply(s, how)
        done(rig, s, seat)


def group_tests(pattern: str) -> dict[str, Any]:
    """The tests (``test_*``) of every tests/ file ``pattern`` matches, by name: for a test that
    reads the tests of a group of files (``test_every_court_card_has_a_test_here``)."""
    found: dict[str, Any] = {}
    for path in sorted(Path(__file__).parent.glob(pattern)):
        module = importlib.import_module(path.stem)
        found.update((name, value) for name, value in vars(module).items()
                     if name.startswith("test_"))
    return found
