"""The Mystick effect handlers and the catalog's vocabulary name the same operations: every
operation vocabulary.md defines has exactly one handler in tarotlab.mystick.effects, no
handler serves an operation the vocabulary lacks, and every effect of every catalog card
names one of them (so no card's effect can fall through unhandled)."""

from __future__ import annotations

import re
from importlib import resources

from tarotlab.mystick.effects import OPERATIONS
from tarotlab.mystick.rules import CARDS


def vocabulary_operations() -> set[str]:
    text = resources.files("tarotlab.mystick").joinpath("vocabulary.md").read_text("utf-8")
    section = text.split("## Operations", 1)[1].split("\n## ", 1)[0]
    names: set[str] = set()
    for line in section.splitlines():
        if line.startswith("| `"):
            names.update(re.findall(r"`([a-z_]+)`", line.split("|")[1]))
    return names


def test_the_table_and_the_vocabulary_name_the_same_operations() -> None:
    vocabulary = vocabulary_operations()
    assert len(vocabulary) >= 20  # the table was read, not an empty section
    assert set(OPERATIONS) == vocabulary


def test_every_catalog_effect_names_an_operation_with_a_handler() -> None:
    used = {e.do for card in CARDS.values() for e in card.effects}
    assert used <= set(OPERATIONS), sorted(used - set(OPERATIONS))
