"""What the Arcana rule tests (tests/test_arcana_rules_*.py, one file per group of rulings) share:
the cards' Arcana numbers, the coin's outcomes, a fresh game after the coin, a round played, and the
players' stats.

Positions are reached by playing real rounds; where a position would take many rounds, stats are set
directly on a fresh game at the start of a round (after the coin, before anyone throws) and the game
then simply continues.
"""

from __future__ import annotations

from typing import Any

import tarotlab

# Arcana numbers (arcana R1), used to index hands / removed counts.
FOOL, MAGICIAN, PRIESTESS, EMPRESS, EMPEROR, HIEROPHANT, LOVERS, CHARIOT = range(8)
JUSTICE, HERMIT, WHEEL, STRENGTH, HANGED, DEATH, TEMPERANCE, DEVIL = range(8, 16)
TOWER, STAR, MOON, SUN, JUDGMENT, WORLD = range(16, 22)

ODD, EVEN = 1, 0  # coin outcomes: the first round's number (arcana R3)


def game(coin: int = ODD, resolution: str = "winner", seed: int = 7) -> Any:
    """A fresh game whose coin was flipped to ``coin``: seat 0 to throw in round ``coin``."""
    s = tarotlab.new_game("arcana", seed=seed, auto_chance=False, resolution=resolution)
    s.apply(f"coin {coin}")
    return s


def play(s: Any, card0: str, card1: str) -> None:
    s.apply(f"throw {card0}")
    s.apply(f"throw {card1}")


def stats(s: Any) -> dict[str, tuple[int, int]]:
    return {
        "hp": tuple(s.hp),
        "damage": tuple(s.damage),
        "keys": tuple(s.keys),
        "clock": tuple(s.clock),
        "chambers": tuple(s.chambers),
    }


def expected(**changes: tuple[int, int]) -> dict[str, tuple[int, int]]:
    base = {"hp": (6, 6), "damage": (0, 0), "keys": (0, 0), "clock": (9, 9), "chambers": (0, 0)}
    base.update(changes)
    return base


def texts(s: Any) -> list[str]:
    return [e.text for e in s.events]


def full_hand() -> list[int]:
    return [1] * 22


def in_throw_phase(s: Any, seat: int = 0) -> bool:
    return s.to_move == seat and all(a.startswith("throw ") for a in s.legal_actions())
