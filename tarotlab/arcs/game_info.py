"""Arcs' declaration (``core.game.GameInfo``): read without loading its rules."""

from __future__ import annotations

from ..core.game import GameInfo

INFO = GameInfo(
    name="arcs", long_name="Arcs", chance="explicit", information="imperfect",
    simultaneous=False, rulebook="arcs.txt", rulings="arcs-rulings.md",
    description="Two to four players lead rival societies across the Reach over up to five "
                "chapters, playing action cards and scoring Power from declared ambitions.",
    length_unit="chapters")
