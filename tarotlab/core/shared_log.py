"""The events a state logged before it was last cloned, shared by the state and its clones.

A search copies a position at every playout, and a game's event log grows with every
decision (a random Arcana game logs 975 events at the median, up to 1,949 in 200 games).
``State.clone()`` therefore does not copy
the events so far: it moves them into a chain of tuples (values, never changed) that the
state and its clone both hold, and each goes on logging into its own short list
(``State._events``). The chain is joined into one link when it is read in full and when it
grows longer than ``MAX_LINKS``, so it never gets deep.

>>> first = linked(None, ["a", "b"])
>>> second = linked(first, ["c"])
>>> joined(second)[0], count(second), count(None)
(('a', 'b', 'c'), 3, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain
from typing import Any, Final

Chain = tuple[Any, tuple[Any, ...], int, int] | None
"""None (no shared events), or a link ``(older, events, count, links)``: the link before it
(or None), its events, the number of events up to and with them, the links before it."""

MAX_LINKS: Final = 48
"""A chain longer than this is joined into one link as it grows (every 48th clone of a state
cloned at every decision): no chain is deep enough for Python to recurse through (a
comparison, a pickle), and reading the events stays one join."""


def count(link: Chain) -> int:
    """How many events the chain holds."""
    return 0 if link is None else link[2]


def joined(link: Chain) -> tuple[tuple[Any, ...], Chain]:
    """The chain's events in order, and one link holding them all (to keep in its place)."""
    if link is None:
        return (), None
    if link[0] is None:
        return link[1], link
    parts = []
    here: Chain = link
    while here is not None:
        parts.append(here[1])
        here = here[0]
    events = tuple(chain.from_iterable(reversed(parts)))
    return events, (None, events, link[2], 0)


def linked(link: Chain, events: Sequence[Any]) -> Chain:
    """The chain with ``events`` after it (joined into one link if it grew too long)."""
    if link is None:
        return (None, tuple(events), len(events), 0)
    longer = (link, tuple(events), link[2] + len(events), link[3] + 1)
    return joined(longer)[1] if longer[3] >= MAX_LINKS else longer
