"""Arcana's declaration (``core.game.GameInfo``): read without loading its rules."""

from __future__ import annotations

from ..core.game import GameInfo

INFO = GameInfo(
    name="arcana", long_name="Arcana", chance="explicit", information="imperfect",
    simultaneous=True,  # arcana R2, R12: both seats throw face down, then both reveal
    rulebook="arcana.txt", rulings="arcana-rulings.md",
    description="Two players throw one of their 22 Major Arcana a round; the winning card's "
                "effect resolves, and HP, clocks and nine chambers decide the game.",
    length_unit="rounds")
