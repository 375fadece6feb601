"""Mystick Domination's declaration (``core.game.GameInfo``): read without loading its rules."""

from __future__ import annotations

from ..core.game import GameInfo

INFO = GameInfo(
    name="mystick", long_name="Mystick Domination", chance="explicit",
    information="imperfect", simultaneous=False, rulebook="mystick-domination.txt",
    rulings="mystick-rulings.md",
    description="Two to five players play Pawns, Environments, Attachments and Actions from "
                "their own tarot decks and challenge each other's Pawns with Fate draws.",
    length_unit="rounds")
