"""Each game's action vocabulary as forms with typed slots, to hunt ``check()`` crashes.

``check()`` must answer every text with a Verdict, in every decision of every game. The texts
most likely to slip past a game's checks are well-formed ones with a wrong part: a card where a
Court Figure belongs, a seat that does not play, a location or system off the map, a number out
of range. So an action text (``remove 4S``) is cut into a *form*: literal words and typed slots
(``remove <card>``); ``swaps`` then gives the text with one slot at a time replaced by every
other value of its kind, strangers included (values of the right shape that name nothing:
``11W``, ``7.9``, ``99``).

>>> cut("arcanum", "play 4S: JS -> 6")
(('play ', ''), ('card', '4S'), (': ', ''), ('card', 'JS'), (' -> ', ''), ('number', '6'))
>>> sorted(swaps("arcanum", "remove 4S"))[:3]
['remove 0S', 'remove 10C', 'remove 10P']
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import cache, lru_cache

Piece = tuple[str, str]
"""A part of an action text: ``(kind, value)`` for a slot, ``(literal, "")`` for the rest."""

NUMBERS = (*(str(n) for n in range(14)), "21", "99", "12345678901234567890")
"""Seats, locations, counts, slots, dice: every small number, and two far out of range."""


def _arcana() -> dict[str, tuple[str, ...]]:
    from ..arcana.catalog import CARDS

    names = [c.name.removeprefix("The ") for c in CARDS]
    return {"major": (*names, *(f"The {n}" for n in names), "Nobody", "XXII")}


def _arcanum() -> dict[str, tuple[str, ...]]:
    from ..arcanum.catalog import SUITS, code

    return {"card": (*(code(c) for c in range(78)), "11W", "0S", "PS", "ZZ"),
            "house": (*SUITS, "Cups")}


def _mystick() -> dict[str, tuple[str, ...]]:
    from ..mystick.rules import CARDS

    return {"card": (*CARDS, "1W", "11S", "M22", "ZZ")}


def _arcs() -> dict[str, tuple[str, ...]]:
    from ..arcs.components import (
        ACTION_CARDS,
        AMBITIONS,
        COURT,
        DIE_TYPES,
        LEADERS,
        LORE,
        RESOURCES,
    )
    from ..arcs.mapdata import SETUP_CARDS, SYSTEMS

    return {"name": (*(c.name for c in COURT.values()), *(c.name for c in LEADERS.values()),
                     *(c.name for c in LORE.values()), "Nobody Here"),
            "setup": (*SETUP_CARDS, "9P Nowhere"),
            "card": (*ACTION_CARDS, "Agg9", "Adm0"),
            "resource": (*RESOURCES, "Gold"),
            "ambition": (*AMBITIONS, "Pirate"),
            "die": DIE_TYPES,
            "piece": ("ship", "city", "starport", "agent", "flagship"),
            "system": (*SYSTEMS, "0.0", "7.1", "9.9")}


KINDS_BY_GAME = {"arcana": _arcana, "arcanum": _arcanum, "mystick": _mystick, "arcs": _arcs}


@cache
def kinds(game: str) -> Mapping[str, tuple[str, ...]]:
    """The slot kinds of ``game``'s actions and every value each may take (``number`` in all)."""
    return {**KINDS_BY_GAME[game](), "number": NUMBERS}


@cache
def _pattern(game: str) -> re.Pattern[str]:
    """One pattern with a named group per kind; the longest value of a kind is tried first and
    a value must stand alone (not inside a longer word, code or system id)."""
    groups = []
    for kind, values in kinds(game).items():
        if kind == "number":
            continue
        words = sorted((v for v in values), key=len, reverse=True)
        groups.append(f"(?P<{kind}>{'|'.join(map(re.escape, words))})")
    groups.append(r"(?P<number>\d+)")
    return re.compile(r"(?<![\w.])(?:" + "|".join(groups) + r")(?![\w]|\.\d)")


def cut(game: str, text: str) -> tuple[Piece, ...]:
    """``text`` as literal pieces and typed slots (see the module docstring)."""
    pieces: list[Piece] = []
    at = 0
    for m in _pattern(game).finditer(text):
        if m.start() > at:
            pieces.append((text[at:m.start()], ""))
        kind = m.lastgroup
        assert kind is not None
        pieces.append((kind, m.group()))
        at = m.end()
    if at < len(text):
        pieces.append((text[at:], ""))
    return tuple(pieces)


@lru_cache(maxsize=1 << 16)
def form(game: str, text: str) -> str:
    """The form of ``text``: its slots named by kind (``remove <card>``); remembered, as the
    hunt asks it for every candidate at every position of hundreds of games."""
    return "".join(f"<{k}>" if v else k for k, v in cut(game, text))


def swaps(game: str, text: str) -> Iterator[str]:
    """``text`` with one slot at a time replaced by each other value of its kind."""
    pieces = cut(game, text)
    values = kinds(game)
    for i, (kind, value) in enumerate(pieces):
        if not value:
            continue
        for other in values[kind]:
            if other != value:
                yield "".join(v or k for k, v in (*pieces[:i], (kind, other), *pieces[i + 1:]))


def fill(game: str, text: str, choose: Mapping[int, str]) -> str:
    """``text`` with its ``i``-th slot set to ``choose[i]`` (the slots counted from 0)."""
    out, slot = [], 0
    for kind, value in cut(game, text):
        if value:
            out.append(choose.get(slot, value))
            slot += 1
        else:
            out.append(kind)
    return "".join(out)


def slots(game: str, text: str) -> tuple[str, ...]:
    """The kinds of ``text``'s slots, in order."""
    return tuple(k for k, v in cut(game, text) if v)


__all__ = ["NUMBERS", "cut", "fill", "form", "kinds", "slots", "swaps"]
