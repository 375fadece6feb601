"""A Mystick card in play: a Pawn or an Environment in someone's play area, or an Attachment
on a Pawn (rulebook "Playing Cards"). Labels name it in actions and the log: ``5W#3``."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class InPlay:
    """A card in someone's play area (a Pawn, an Environment) or attached to a Pawn."""

    uid: int
    card: str
    owner: int
    power: int = 0
    attachments: list[InPlay] = field(default_factory=list)
    label: str = field(init=False, default="")  # "5W#3": the card and its uid in this game

    def __post_init__(self) -> None:
        self.label = f"{self.card}#{self.uid}"
