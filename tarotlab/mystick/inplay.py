"""A Mystick card in play: a Pawn or an Environment in someone's play area, or an Attachment
on a Pawn (rulebook "Playing Cards"). Labels name it in actions and the log: ``5W#3``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.copying import COPIERS, with_memo


@dataclass(slots=True)
class InPlay:
    """A card in someone's play area (a Pawn, an Environment) or attached to a Pawn. Slots,
    not a ``__dict__``: a clone copies every card in play, and a slotted one is made faster
    (with the copier's changes of the same stop, Mystick's clones cost 0.77-0.78x of what
    they did: ``benchmarks/compare-9bc3a5a-clone.md``)."""

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
    copied too, each object once (``memo``), and every other field (``VALUE_FIELDS``) shared:
    a number or a name. Loops, not comprehensions: a comprehension is a call of its own in
    Python 3.11, and a clone copies every card in play."""
    new = _new_object(InPlay)
    memo[id(card)] = new
    new.uid, new.card, new.owner, new.power, new.label = (
        card.uid, card.card, card.owner, card.power, card.label)
    attached = card.attachments
    copies: list[InPlay] = []
    if attached:
        seen = memo.get
        for attachment in attached:
            copies.append(seen(id(attachment)) or _copy_in_play(attachment, memo))
    new.attachments = copies
    return new


VALUE_FIELDS = ("uid", "card", "owner", "power", "label")
"""The fields ``_copy_in_play`` shares (every field but ``attachments``): a field added to
``InPlay`` must be added there too (a test compares this with the dataclass's fields)."""


@with_memo
def rows_in_play(rows: list[list[InPlay]], memo: dict[int, Any]) -> list[list[InPlay]]:
    """``clone()``'s copy of every seat's Pawns (or Environments): a declared shape
    (``core.copying``) that looks each card up in the state's memo first, as ``copy_value``
    would, so a card held in two places stays one card in the copy (the deep conformance step
    counts the objects)."""
    copied = []
    seen = memo.get
    for row in rows:
        copies = []
        for card in row:
            copies.append(seen(id(card)) or _copy_in_play(card, memo))
        copied.append(copies)
    return copied


_new_object = object.__new__
COPIERS[InPlay] = _copy_in_play
