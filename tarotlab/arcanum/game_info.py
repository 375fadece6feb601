"""Arcanum's declaration (``core.game.GameInfo``): read without loading its rules."""

from __future__ import annotations

from ..core.game import GameInfo

INFO = GameInfo(
    name="arcanum", long_name="Arcanum", chance="explicit", information="imperfect",
    simultaneous=False, rulebook="arcanum.txt", rulings="arcanum-rulings.md",
    description="Three to five players steer the Court figures of four noble Houses through "
                "a city and hide cards, so as to profit when the Houses are scored.",
    length_unit="turns")
