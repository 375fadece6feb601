"""What an Arcs action means, as a typed value read from its canonical text.

``parse(action)`` turns a legal action's canonical text (``rules.ArcsState.parse_action``
makes any accepted text canonical) into a small frozen dataclass: ``Move(src="3.1", dst="3.0",
fresh=2, damaged=0)``, ``Roll(assault=2, skirmish=0, raid=1)``, ``Steal(what="Fuel", slot=3)``.
The rules apply an action by reading these fields, and bots score it by them, instead of
splitting words by position (a phrase like ``roll the rerolls`` is a ``Phrase``, not a
``Roll``). A card's new action of a shape not known here is an ``Other`` holding its words
(``register`` adds a form).

>>> parse("move 3.1 -> 3.0: 2 fresh + 1 damaged")
Move(src='3.1', dst='3.0', fresh=2, damaged=1, sprint=False)
>>> parse("roll the rerolls")
Phrase(text='roll the rerolls')
>>> parse("tactical move 2.0 -> 2.1: 1 fresh").action
Move(src='2.0', dst='2.1', fresh=1, damaged=0, sprint=False)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeAlias

from .components import COURT


@dataclass(frozen=True, slots=True)
class Play:
    """Play an action card: ``how`` is lead, surpass, copy or pivot."""

    how: str
    card: str


@dataclass(frozen=True, slots=True)
class Phrase:
    """A decision of fixed words: pass, done, keep, stop, decline, roll the rerolls, …"""

    text: str


@dataclass(frozen=True, slots=True)
class Declare:
    ambition: str


@dataclass(frozen=True, slots=True)
class Seize:
    """Seize the initiative with an extra card played face down."""

    card: str


@dataclass(frozen=True, slots=True)
class Spend:
    """Spend a resource in the Prelude; ``as_kind`` when a Loyal card lets it count as another."""

    token: str
    as_kind: str | None = None

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


@dataclass(frozen=True, slots=True)
class Build:
    """Build a city, starport or ship at ``system`` (``repair``: repair one there)."""

    piece: str
    system: str
    verb: str = "build"


@dataclass(frozen=True, slots=True)
class Move:
    """Move ships from ``src`` to ``dst``; ``sprint``: an extra move a card grants to ships
    that just moved."""

    src: str
    dst: str
    fresh: int
    damaged: int
    sprint: bool = False


@dataclass(frozen=True, slots=True)
class Catapult:
    """Catapult the moving ships on to ``dst``."""

    dst: str
    fresh: int
    damaged: int


@dataclass(frozen=True, slots=True)
class Battle:
    system: str
    defender: int


@dataclass(frozen=True, slots=True)
class Fire:
    """Fire from ``src`` at ``defender`` in the adjacent ``target`` (a card's ranged attack)."""

    src: str
    target: str
    defender: int


@dataclass(frozen=True, slots=True)
class CourtAction:
    """An action on a Court card by name: influence, secure, ransack or abduct."""

    verb: str
    card: str


@dataclass(frozen=True, slots=True)
class Roll:
    """The battle dice collected."""

    assault: int
    skirmish: int
    raid: int


@dataclass(frozen=True, slots=True)
class Reroll:
    """Pick one die of ``die`` showing ``face`` to reroll."""

    die: str
    face: int


@dataclass(frozen=True, slots=True)
class Hit:
    """Assign a hit: ``own`` for the attacker's own ships; ``piece`` ship, city or starport."""

    own: bool
    damaged: bool
    piece: str


@dataclass(frozen=True, slots=True)
class Steal:
    """Steal a resource or a Guild card: from a raided slot (``slot``), or from ``rival``."""

    what: str
    slot: int | None = None
    rival: int | None = None


@dataclass(frozen=True, slots=True)
class Place:
    """Place a gained resource in slot ``slot`` (1-6 on the board, 7 a card's extra slot)."""

    resource: str
    slot: int


@dataclass(frozen=True, slots=True)
class Arrange:
    """Place gained resources and rearrange the held ones (arcs R8): the token in each open
    board slot, left to right (None: empty), then in a card's slot 7 if the text names one."""

    board: tuple[str | None, ...]
    card: str | None = None
    names_card: bool = False


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard a resource that has no slot."""

    resource: str


@dataclass(frozen=True, slots=True)
class Recover:
    """Elimination recovery: 3 ships at ``gate``."""

    gate: str


@dataclass(frozen=True, slots=True)
class Use:
    """A Guild card's Prelude action; ``detail`` is what follows the name (None: the card is
    simply used or discarded)."""

    card: str
    detail: str | None = None


@dataclass(frozen=True, slots=True)
class Extra:
    """A leader's extra action before the Battle or Secure: ``tactical`` or ``charismatic``."""

    ability: str
    action: ArcsAction


@dataclass(frozen=True, slots=True)
class Drawn:
    """Chance names a card: the setup card, a Court card, a card dealt (``deal``), drawn from
    the bottom of the action discard (``draw``) or ordered in a pile (``pile``)."""

    pile: str
    card: str


@dataclass(frozen=True, slots=True)
class Reveal:
    """Chance lays out a card of the Leaders & Lore ``row`` (``leader`` or ``lore``)."""

    row: str
    card: str


@dataclass(frozen=True, slots=True)
class Draft:
    """Take a leader or lore card (``row``) from the draft row."""

    row: str
    card: str


@dataclass(frozen=True, slots=True)
class DieFace:
    """Chance rolls ``face`` on a ``die`` (assault, skirmish, raid)."""

    die: str
    face: int


@dataclass(frozen=True, slots=True)
class Take:
    """Take a resource of this type (of a city's types, or a rival's)."""

    resource: str


@dataclass(frozen=True, slots=True)
class Gain:
    """Gain a resource of this type from the supply."""

    resource: str


@dataclass(frozen=True, slots=True)
class Give:
    """Give a resource (``give Fuel``) or a Guild card to a rival (``… to seat 2``)."""

    what: str
    rival: int | None = None


@dataclass(frozen=True, slots=True)
class AgentOn:
    """Place an agent on a Court card (outside an Influence)."""

    card: str


@dataclass(frozen=True, slots=True)
class Release:
    """Return a Captive of ``owner`` for a resource of this type."""

    owner: int
    resource: str


@dataclass(frozen=True, slots=True)
class Execute:
    """Turn a Captive of ``owner`` into a Trophy."""

    owner: int


@dataclass(frozen=True, slots=True)
class AlsoDiscard:
    """Discard one more action card from hand, face down."""

    card: str


@dataclass(frozen=True, slots=True)
class Look:
    """Look at a rival's hand."""

    rival: int


@dataclass(frozen=True, slots=True)
class Swap:
    """Swap a card of one's hand for a card of the rival's hand looked at."""

    mine: str
    theirs: str


@dataclass(frozen=True, slots=True)
class Summon:
    """Build a ship at a city in ``system``."""

    system: str


@dataclass(frozen=True, slots=True)
class Prune:
    """Replace one's ``piece`` (city or starport) at ``system`` with the other kind."""

    piece: str
    system: str


@dataclass(frozen=True, slots=True)
class Uprising:
    """Place ships in a cluster, 1 per system."""

    cluster: int


@dataclass(frozen=True, slots=True)
class Outrage:
    """Every player Provokes Outrage of this type."""

    resource: str


@dataclass(frozen=True, slots=True)
class FreeCity:
    """Return ``owner``'s city at ``system`` to its board."""

    owner: int
    system: str


@dataclass(frozen=True, slots=True)
class Other:
    """A decision with no typed form here: its first word and the rest."""

    kind: str
    arg: str


ArcsAction: TypeAlias = (Play | Phrase | Declare | Seize | Spend | Tax | Build | Move | Catapult
                         | Battle | Fire | CourtAction | Roll | Reroll | Hit | Steal
                         | Place | Arrange | Discard | Recover | Use | Extra | Drawn | Reveal
                         | Draft | DieFace | Take | Gain | Give | AgentOn | Release | Execute
                         | AlsoDiscard | Look | Swap | Summon | Prune | Uprising | Outrage
                         | FreeCity | Other)
"""Every typed form ``parse`` gives."""

_SYS = r"(\d\.\d)"
_SHIPS = r"(?:(\d+) fresh)?(?: \+ )?(?:(\d+) damaged)?"
PHRASES = frozenset({"pass", "done", "keep", "mulligan", "stop", "stop raiding", "decline",
                     "draw now", "no swap", "keep the dice", "roll the rerolls",
                     "seize the initiative", "manufacture", "synthesize", "pressgang",
                     "execute"})


def _ships(m: re.Match[str], first: int) -> tuple[int, int]:
    return int(m.group(first) or 0), int(m.group(first + 1) or 0)


_FORMS: list[tuple[str, Callable[[re.Match[str]], ArcsAction]]] = [
    (r"(lead|surpass|copy|pivot) (\S+)", lambda m: Play(m.group(1), m.group(2))),
    (r"declare (\w+)", lambda m: Declare(m.group(1))),
    (r"seize with (\S+)", lambda m: Seize(m.group(1))),
    (r"spend (\w+)(?: as (\w+))?", lambda m: Spend(m.group(1), m.group(2))),
    (r"(tax|trade) " + _SYS + r" seat (\d)",
     lambda m: Tax(m.group(2), int(m.group(3)), m.group(1))),
    (r"nurture " + _SYS, lambda m: Tax(m.group(1), None, "nurture")),
    (r"(build|repair) (city|starport|ship) " + _SYS,
     lambda m: Build(m.group(2), m.group(3), m.group(1))),
    (r"(move|sprint) " + _SYS + " -> " + _SYS + ": " + _SHIPS,
     lambda m: Move(m.group(2), m.group(3), *_ships(m, 4), sprint=m.group(1) == "sprint")),
    (r"catapult -> " + _SYS + ": " + _SHIPS, lambda m: Catapult(m.group(1), *_ships(m, 2))),
    (r"battle " + _SYS + r" seat (\d)", lambda m: Battle(m.group(1), int(m.group(2)))),
    (r"fire from " + _SYS + " at " + _SYS + r" seat (\d)",
     lambda m: Fire(m.group(1), m.group(2), int(m.group(3)))),
    (r"roll (\d+) assault (\d+) skirmish (\d+) raid",
     lambda m: Roll(int(m.group(1)), int(m.group(2)), int(m.group(3)))),
    (r"reroll (\w+) ([1-6])", lambda m: Reroll(m.group(1), int(m.group(2)))),
    (r"hit (own )?(fresh|damaged) (ship|city|starport)",
     lambda m: Hit(bool(m.group(1)), m.group(2) == "damaged", m.group(3))),
    (r"steal (\w+) in slot ([1-7])", lambda m: Steal(m.group(1), slot=int(m.group(2)))),
    (r"steal (.+) from seat (\d)", lambda m: Steal(m.group(1), rival=int(m.group(2)))),
    (r"(influence|secure|ransack|abduct) (.+)", lambda m: CourtAction(m.group(1), m.group(2))),
    (r"steal (.+)", lambda m: Steal(m.group(1))),
    (r"place (\w+) in slot ([1-7])", lambda m: Place(m.group(1), int(m.group(2)))),
    (r"arrange ([\w -]+?)(?: \| (\w+|-))?", lambda m: Arrange(
        tuple(None if w == "-" else w for w in m.group(1).split()),
        None if m.group(2) in (None, "-") else m.group(2), m.group(2) is not None)),
    (r"discard (\w+)", lambda m: Discard(m.group(1))),
    (r"recover at " + _SYS, lambda m: Recover(m.group(1))),
    (r"(setup|court|deal|draw|pile) (.+)", lambda m: Drawn(m.group(1), m.group(2))),
    (r"reveal (leader|lore) (.+)", lambda m: Reveal(m.group(1), m.group(2))),
    (r"take (leader|lore) (.+)", lambda m: Draft(m.group(1), m.group(2))),
    (r"die (\w+) ([1-6])", lambda m: DieFace(m.group(1), int(m.group(2)))),
    (r"take (\w+)", lambda m: Take(m.group(1))),
    (r"gain (\w+)", lambda m: Gain(m.group(1))),
    (r"give (.+) to seat (\d)", lambda m: Give(m.group(1), int(m.group(2)))),
    (r"give (\w+)", lambda m: Give(m.group(1))),
    (r"agent on (.+)", lambda m: AgentOn(m.group(1))),
    (r"release an agent of seat (\d) for (\w+)",
     lambda m: Release(int(m.group(1)), m.group(2))),
    (r"execute an agent of seat (\d)", lambda m: Execute(int(m.group(1)))),
    (r"also discard (\S+)", lambda m: AlsoDiscard(m.group(1))),
    (r"look at seat (\d)", lambda m: Look(int(m.group(1)))),
    (r"swap (\S+) for (\S+)", lambda m: Swap(m.group(1), m.group(2))),
    (r"summon at " + _SYS, lambda m: Summon(m.group(1))),
    (r"prune (city|starport) at " + _SYS, lambda m: Prune(m.group(1), m.group(2))),
    (r"uprising in cluster ([1-6])", lambda m: Uprising(int(m.group(1)))),
    (r"outrage (\w+)", lambda m: Outrage(m.group(1))),
    (r"free the city of seat (\d) at " + _SYS, lambda m: FreeCity(int(m.group(1)), m.group(2))),
]
"""The typed forms, tried in order (the first whose pattern matches the whole text)."""


def register(pattern: str, make: Callable[[re.Match[str]], ArcsAction]) -> None:
    """Add the typed form of a new action's text (a card's ability with a verb of its own);
    forms added later are tried after those above."""
    _FORMS.append((pattern, make))
    parse.cache_clear()


def _use(arg: str) -> Use:
    """``use <card> at 3.1``, ``use <card>: steal Fuel from seat 1``: the card, then the rest."""
    for card in COURT.values():
        if arg == card.name:
            return Use(card.name)
        if arg.startswith(card.name + ":") or arg.startswith(card.name + " "):
            return Use(card.name, arg[len(card.name):].lstrip(": ") or None)
    return Use(arg)


@lru_cache(maxsize=4096)
def parse(action: str) -> ArcsAction:
    """The typed form of an Arcs action's canonical text (see the module docstring)."""
    if action in PHRASES:
        return Phrase(action)
    if action.startswith("use "):
        return _use(action[4:])
    ability, _, inner = action.partition(" ")
    if ability in ("tactical", "charismatic"):
        return Extra(ability, parse(inner))
    for pattern, make in _FORMS:
        m = re.fullmatch(pattern, action)
        if m:
            return make(m)
    kind, _, arg = action.partition(" ")
    return Other(kind, arg)


__all__ = ["AgentOn", "AlsoDiscard", "ArcsAction", "Arrange", "Battle", "Build", "Catapult",
           "CourtAction", "Declare", "DieFace", "Discard", "Draft", "Drawn", "Execute", "Extra",
           "Fire",
           "FreeCity", "Gain", "Give", "Hit", "Look", "Move", "Other", "Outrage", "Phrase",
           "Place", "Play", "Prune", "Recover", "Release", "Reroll", "Reveal", "Roll", "Seize",
           "Spend", "Steal", "Summon", "Swap", "Take", "Tax", "Uprising", "Use", "parse",
           "register"]
