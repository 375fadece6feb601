"""A Mystick card in play: a Pawn or an Environment in someone's play area, or an Attachment
on a Pawn (rulebook "Playing Cards"). Labels name it in actions and the log: ``5W#3``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.copying import COPIERS, copy_value


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


def _copy_in_play(card: InPlay, memo: dict[int, Any]) -> InPlay:
    """``clone()``'s copy of a card in play (there are dozens in a position): its Attachments
    copied too, each object once (``memo``)."""
    new = object.__new__(InPlay)
    memo[id(card)] = new
    fields = card.__dict__.copy()
    if card.attachments:
        fields["attachments"] = copy_value(card.attachments, memo)
    else:
        fields["attachments"] = []
    new.__dict__ = fields
    return new


COPIERS[InPlay] = _copy_in_play
