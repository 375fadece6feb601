"""What an Arcs action means: a small frozen dataclass per kind of action, with named fields,
that writes its canonical text back (``to_text()``); ``language`` declares the text each is read
from (``language.parse``).

>>> Move("3.1", "3.0", 2, 1).to_text()
'move 3.1 -> 3.0: 2 fresh + 1 damaged'
>>> Roll(assault=2, skirmish=0, raid=1).to_text()
'roll 2 assault 0 skirmish 1 raid'
>>> Extra("tactical", Move("2.0", "2.1", 1, 0)).to_text()
'tactical move 2.0 -> 2.1: 1 fresh'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeAlias

from ..core.language import Phrase


def ships_text(fresh: int, damaged: int) -> str:
    """``"2 fresh"``, ``"1 damaged"``, ``"2 fresh + 1 damaged"`` (the ships a move carries)."""
    parts = ([f"{fresh} fresh"] if fresh else []) + ([f"{damaged} damaged"] if damaged else [])
    return " + ".join(parts)


@dataclass(frozen=True, slots=True)
class Play:
    """Play an action card: ``how`` is lead, surpass, copy or pivot."""

    how: str
    card: str

    def to_text(self) -> str:
        return f"{self.how} {self.card}"


@dataclass(frozen=True, slots=True)
class Declare:
    ambition: str

    def to_text(self) -> str:
        return f"declare {self.ambition}"


@dataclass(frozen=True, slots=True)
class Seize:
    """Seize the initiative with an extra card played face down."""

    card: str

    def to_text(self) -> str:
        return f"seize with {self.card}"


@dataclass(frozen=True, slots=True)
class Spend:
    """Spend a resource in the Prelude; ``as_kind`` when a Loyal card lets it count as another."""

    token: str
    as_kind: str | None = None

    def to_text(self) -> str:
        return f"spend {self.token}" + (f" as {self.as_kind}" if self.as_kind else "")

    @property
    def kind(self) -> str:
        """The type whose Prelude action is taken."""
        return self.as_kind or self.token


@dataclass(frozen=True, slots=True)
class Tax:
    """Tax the city of ``owner`` at ``system``; ``verb``: ``tax``, or a card's new action that
    works like one (``trade`` with the city's owner, ``nurture`` of an own city, no owner)."""

    system: str
    owner: int | None
    verb: str = "tax"

    def to_text(self) -> str:
        return (f"nurture {self.system}" if self.owner is None
                else f"{self.verb} {self.system} seat {self.owner}")


@dataclass(frozen=True, slots=True)
class Build:
    """Build a city, starport or ship at ``system`` (``repair``: repair one there)."""

    piece: str
    system: str
    verb: str = "build"

    def to_text(self) -> str:
        return f"{self.verb} {self.piece} {self.system}"


@dataclass(frozen=True, slots=True)
class Move:
    """Move ships from ``src`` to ``dst``; ``sprint``: an extra move a card grants to ships
    that just moved."""

    src: str
    dst: str
    fresh: int
    damaged: int
    sprint: bool = False

    def to_text(self) -> str:
        verb = "sprint" if self.sprint else "move"
        return f"{verb} {self.src} -> {self.dst}: {ships_text(self.fresh, self.damaged)}"


@dataclass(frozen=True, slots=True)
class Catapult:
    """Catapult the moving ships on to ``dst``."""

    dst: str
    fresh: int
    damaged: int

    def to_text(self) -> str:
        return f"catapult -> {self.dst}: {ships_text(self.fresh, self.damaged)}"


@dataclass(frozen=True, slots=True)
class Battle:
    system: str
    defender: int

    def to_text(self) -> str:
        return f"battle {self.system} seat {self.defender}"


@dataclass(frozen=True, slots=True)
class Fire:
    """Fire from ``src`` at ``defender`` in the adjacent ``target`` (a card's ranged attack)."""

    src: str
    target: str
    defender: int

    def to_text(self) -> str:
        return f"fire from {self.src} at {self.target} seat {self.defender}"


@dataclass(frozen=True, slots=True)
class CourtAction:
    """An action on a Court card by name: influence, secure, ransack or abduct."""

    verb: str
    card: str

    def to_text(self) -> str:
        return f"{self.verb} {self.card}"


@dataclass(frozen=True, slots=True)
class Roll:
    """The battle dice collected."""

    assault: int
    skirmish: int
    raid: int

    def to_text(self) -> str:
        return f"roll {self.assault} assault {self.skirmish} skirmish {self.raid} raid"


@dataclass(frozen=True, slots=True)
class Reroll:
    """Pick one die of ``die`` showing ``face`` to reroll."""

    die: str
    face: int

    def to_text(self) -> str:
        return f"reroll {self.die} {self.face}"


@dataclass(frozen=True, slots=True)
class Hit:
    """Assign a hit: ``own`` for the attacker's own ships; ``piece`` ship, city or starport."""

    own: bool
    damaged: bool
    piece: str

    def to_text(self) -> str:
        state = "damaged" if self.damaged else "fresh"
        return f"hit {'own ' if self.own else ''}{state} {self.piece}"


@dataclass(frozen=True, slots=True)
class Steal:
    """Steal a resource or a Guild card: from a raided slot (``slot``), or from ``rival``."""

    what: str
    slot: int | None = None
    rival: int | None = None

    def to_text(self) -> str:
        return (f"steal {self.what} in slot {self.slot}" if self.slot is not None
                else f"steal {self.what} from seat {self.rival}" if self.rival is not None
                else f"steal {self.what}")


@dataclass(frozen=True, slots=True)
class Place:
    """Place a gained resource in slot ``slot`` (1-6 on the board, 7 a card's extra slot)."""

    resource: str
    slot: int

    def to_text(self) -> str:
        return f"place {self.resource} in slot {self.slot}"


@dataclass(frozen=True, slots=True)
class Arrange:
    """Place gained resources and rearrange the held ones (arcs R8): the token in each open
    board slot, left to right (None: empty), then in a card's slot 7 if the text names one."""

    board: tuple[str | None, ...]
    card: str | None = None
    names_card: bool = False

    def to_text(self) -> str:
        return ("arrange " + " ".join(w or "-" for w in self.board)
                + (f" | {self.card or '-'}" if self.names_card else ""))


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard a resource that has no slot."""

    resource: str

    def to_text(self) -> str:
        return f"discard {self.resource}"


@dataclass(frozen=True, slots=True)
class Recover:
    """Elimination recovery: 3 ships at ``gate``."""

    gate: str

    def to_text(self) -> str:
        return f"recover at {self.gate}"


@dataclass(frozen=True, slots=True)
class Use:
    """A Guild card's Prelude action; ``detail`` is what follows the name (None: the card is
    simply used or discarded)."""

    card: str
    detail: str | None = None

    def to_text(self) -> str:
        return (f"use {self.card}" if self.detail is None
                else f"use {self.card} {self.detail}" if self.detail[:3] in ("at ", "on ")
                else f"use {self.card}: {self.detail}")


@dataclass(frozen=True, slots=True)
class Extra:
    """A leader's extra action before the Battle or Secure: ``tactical`` or ``charismatic``."""

    ability: str
    action: ArcsAction

    def to_text(self) -> str:
        return f"{self.ability} {self.action.to_text()}"


@dataclass(frozen=True, slots=True)
class Drawn:
    """Chance names a card: the setup card, a Court card, a card dealt (``deal``), drawn from
    the bottom of the action discard (``draw``) or ordered in a pile (``pile``)."""

    pile: str
    card: str

    def to_text(self) -> str:
        return f"{self.pile} {self.card}"


@dataclass(frozen=True, slots=True)
class Reveal:
    """Chance lays out a card of the Leaders & Lore ``row`` (``leader`` or ``lore``)."""

    row: str
    card: str

    def to_text(self) -> str:
        return f"reveal {self.row} {self.card}"


@dataclass(frozen=True, slots=True)
class Draft:
    """Take a leader or lore card (``row``) from the draft row."""

    row: str
    card: str

    def to_text(self) -> str:
        return f"take {self.row} {self.card}"


@dataclass(frozen=True, slots=True)
class DieFace:
    """Chance rolls ``face`` on a ``die`` (assault, skirmish, raid)."""

    die: str
    face: int

    def to_text(self) -> str:
        return f"die {self.die} {self.face}"


@dataclass(frozen=True, slots=True)
class Take:
    """Take a resource of this type (of a city's types, or a rival's)."""

    resource: str

    def to_text(self) -> str:
        return f"take {self.resource}"


@dataclass(frozen=True, slots=True)
class Gain:
    """Gain a resource of this type from the supply."""

    resource: str

    def to_text(self) -> str:
        return f"gain {self.resource}"


@dataclass(frozen=True, slots=True)
class Give:
    """Give a resource (``give Fuel``) or a Guild card to a rival (``… to seat 2``)."""

    what: str
    rival: int | None = None

    def to_text(self) -> str:
        return f"give {self.what}" + (f" to seat {self.rival}" if self.rival is not None else "")


@dataclass(frozen=True, slots=True)
class AgentOn:
    """Place an agent on a Court card (outside an Influence)."""

    card: str

    def to_text(self) -> str:
        return f"agent on {self.card}"


@dataclass(frozen=True, slots=True)
class Release:
    """Return a Captive of ``owner`` for a resource of this type."""

    owner: int
    resource: str

    def to_text(self) -> str:
        return f"release an agent of seat {self.owner} for {self.resource}"


@dataclass(frozen=True, slots=True)
class Execute:
    """Turn a Captive of ``owner`` into a Trophy."""

    owner: int

    def to_text(self) -> str:
        return f"execute an agent of seat {self.owner}"


@dataclass(frozen=True, slots=True)
class AlsoDiscard:
    """Discard one more action card from hand, face down."""

    card: str

    def to_text(self) -> str:
        return f"also discard {self.card}"


@dataclass(frozen=True, slots=True)
class Look:
    """Look at a rival's hand."""

    rival: int

    def to_text(self) -> str:
        return f"look at seat {self.rival}"


@dataclass(frozen=True, slots=True)
class Swap:
    """Swap a card of one's hand for a card of the rival's hand looked at."""

    mine: str
    theirs: str

    def to_text(self) -> str:
        return f"swap {self.mine} for {self.theirs}"


@dataclass(frozen=True, slots=True)
class Summon:
    """Build a ship at a city in ``system``."""

    system: str

    def to_text(self) -> str:
        return f"summon at {self.system}"


@dataclass(frozen=True, slots=True)
class Prune:
    """Replace one's ``piece`` (city or starport) at ``system`` with the other kind."""

    piece: str
    system: str

    def to_text(self) -> str:
        return f"prune {self.piece} at {self.system}"


@dataclass(frozen=True, slots=True)
class Uprising:
    """Place ships in a cluster, 1 per system."""

    cluster: int

    def to_text(self) -> str:
        return f"uprising in cluster {self.cluster}"


@dataclass(frozen=True, slots=True)
class Outrage:
    """Every player Provokes Outrage of this type."""

    resource: str

    def to_text(self) -> str:
        return f"outrage {self.resource}"


@dataclass(frozen=True, slots=True)
class FreeCity:
    """Return ``owner``'s city at ``system`` to its board."""

    owner: int
    system: str

    def to_text(self) -> str:
        return f"free the city of seat {self.owner} at {self.system}"


@dataclass(frozen=True, slots=True)
class Other:
    """A decision with no typed form (a card's form that reads only its canonical text): its
    first word and the rest."""

    kind: str
    arg: str

    @classmethod
    def of(cls, text: str) -> Other:
        """The decision of a canonical text with no typed form."""
        kind, _, arg = text.partition(" ")
        return cls(kind, arg)

    def to_text(self) -> str:
        return f"{self.kind} {self.arg}" if self.arg else self.kind


ArcsAction: TypeAlias = (Play | Phrase | Declare | Seize | Spend | Tax | Build | Move | Catapult
                         | Battle | Fire | CourtAction | Roll | Reroll | Hit | Steal
                         | Place | Arrange | Discard | Recover | Use | Extra | Drawn | Reveal
                         | Draft | DieFace | Take | Gain | Give | AgentOn | Release | Execute
                         | AlsoDiscard | Look | Swap | Summon | Prune | Uprising | Outrage
                         | FreeCity | Other)
"""Every typed form ``language.parse`` gives."""

CardForms: TypeAlias = Sequence[tuple[str, Callable[[re.Match[str]], ArcsAction | str | None]]]
"""A card's forms (``Ability.grammar``): (pattern, the typed action of a match, or its
canonical text if it has no typed form, or None if not understood)."""
