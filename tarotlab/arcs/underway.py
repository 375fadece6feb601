"""The records of what is under way in an Arcs game, and of the decision pending: typed values
the rules layers and the cards' abilities read by name.

``TurnState``, ``BattleState`` and ``MoveState`` are (mutable) dataclasses: the turn, battle and
Catapult under way. A pending decision is a typed tuple (``NamedTuple``: ``kind``, ``seat``,
then its details), so ``state.pending == ("turn", 0)`` still reads naturally in a test.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..core.decision import Decide


# ---------------------------------------------------------------- records of what is under way
@dataclass
class TurnState:
    """The turn under way (arcs R6): who plays which card how, the pips left, whether the
    Prelude and the declare-or-seize window are still open, what was done once per turn."""

    seat: int
    how: str  # lead, surpass, copy or pivot
    card: str
    suit: str  # the suit whose actions the pips take
    pips: int
    window: bool = True  # nothing taken yet: declaring and seizing still possible (X9)
    prelude: bool = True
    weapon: bool = False  # a Weapon was spent: any pip may Battle (arcs R13)
    declared: bool = False
    taxed: dict[tuple[str, int], int] = field(default_factory=dict)  # (system, owner) -> times
    shipped: dict[str, int] = field(default_factory=dict)  # ships built per starport system
    secured: list[str] = field(default_factory=list)  # Court cards secured this turn
    used: set[str] = field(default_factory=set)  # abilities used once this turn (card ids)
    bound: str | None = None  # an extra action taken: the pip must take this action next
    extra_used: bool = False  # the extra action beside a Copy or Pivot was taken
    extra_due: str | None = None  # the extra action may still follow this action


@dataclass
class BattleState:
    """The battle under way (arcs: Battle): attacker, defender and system, the dice collected
    and rolled, the raid keys, which rerolls were offered."""

    seat: int  # the attacker
    system: str
    defender: int
    queue: list[str] = field(default_factory=list)  # the dice collected, in rolling order
    rolled: list[tuple[str, int]] = field(default_factory=list)
    keys: int = 0
    reroll: list[int] = field(default_factory=list)  # indices of dice chosen to reroll
    fired_by: str | None = None  # an ability's attack (its rule): only ship hits, no raid
    all_fresh: bool = False  # no damaged attacking ship when it began
    trophies_taken: int = 0  # the attacker's Trophies from this battle
    offered: set[str] = field(default_factory=set)  # abilities that offered a reroll
    joined: int = 0  # ships placed in the system during the battle: not attacking ships


@dataclass
class MoveState:
    """Ships under way in a Catapult (arcs: Move, Catapult Moves; tarotlab X4)."""

    seat: int
    at: str
    fresh: int
    damaged: int
    seen: list[str]  # systems these ships have been in this Catapult
    extra: str | None = None  # the ability whose extra move this is (no extra after it)
    dropped: dict[str, int] = field(default_factory=dict)  # fresh ships left behind, by system


# ---------------------------------------------------------------------- pending decisions
class DrawCourt(NamedTuple):
    """Chance draws the Court card for the empty slot ``slot`` of the row."""

    kind: str
    seat: int
    slot: int


class DealCard(NamedTuple):
    """Chance deals (``deal``) or draws from the bottom of the discard (``bottom``) a card
    for seat ``to``."""

    kind: str
    seat: int
    to: int


class RevealCard(NamedTuple):
    """Chance lays out a card of the Leaders & Lore ``row`` (leader or lore)."""

    kind: str
    seat: int
    row: str


class RollDie(NamedTuple):
    """Chance rolls a ``die`` (assault, skirmish, raid); ``position``: the die rerolled (its
    index among those rolled), or -1 for a new one."""

    kind: str
    seat: int
    die: str
    position: int


class OrderPile(NamedTuple):
    """Chance orders the next of the ``left`` cards ``owner`` discarded together."""

    kind: str
    seat: int
    owner: int
    left: int


class TakeBonus(NamedTuple):
    """The action a resource spent in the Prelude bought: one of ``kinds``."""

    kind: str
    seat: int
    kinds: tuple[str, ...]
    resource: str


class AssignHits(NamedTuple):
    """``hits`` hits of ``pool`` to assign (arcs R3: the attacker chooses every target)."""

    kind: str
    seat: int
    pool: str
    hits: int


class RansackCourt(NamedTuple):
    """Take a Court card with agents of ``defender`` on it (arcs: Destroying Cities 2)."""

    kind: str
    seat: int
    defender: int


class AbilityAsk(NamedTuple):
    """A card asks its holder a follow-up decision: ``step`` of the card ``card``'s ability,
    with the details ``args`` (``Ability.ask_legal`` / ``ask_why`` / ``ask_do``)."""

    kind: str
    seat: int
    card: str
    step: str
    args: tuple[Any, ...]


Pending = (Decide | DrawCourt | DealCard | RevealCard | RollDie | OrderPile | TakeBonus
           | AssignHits | RansackCourt | AbilityAsk)
"""Every pending decision: a typed tuple whose ``kind`` names its ``Decision`` (``Decide``: a
seat's decision with nothing more to it than its kind: lead, follow, turn, mulligan, draft,
recover, catapult, dice, raid, fit, place; chance's setup card)."""
