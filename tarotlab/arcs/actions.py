"""What an Arcs action means, as a typed value read from its canonical text.

``parse(action)`` turns a legal action's canonical text (``rules.ArcsState.parse_action``
makes any accepted text canonical) into a small frozen dataclass: ``Move(src="3.1", dst="3.0",
fresh=2, damaged=0)``, ``Roll(assault=2, skirmish=0, raid=1)``, ``Steal(what="Fuel", slot=3)``.
Bots read these fields instead of splitting words by position (a phrase like ``roll the
rerolls`` is a ``Phrase``, not a ``Roll``). Decisions without a typed form here (chance draws,
the draft, the follow-up choices of cards and leaders) are an ``Other`` holding their words.

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
    """Tax the city of ``owner`` at ``system`` (``trade``: Elder Broker's Trade there;
    ``nurture``: Living Structures' Nurture of an own city)."""

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
    """Move ships from ``src`` to ``dst``; ``sprint``: Sprinter Drives' extra move."""

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
class FireRifles:
    """Galactic Rifles: fire from ``src`` at ``defender`` in the adjacent ``target``."""

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
    """Place a gained resource in slot ``slot`` (1-7, 7 being Ancient Holdings')."""

    resource: str
    slot: int


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
class Other:
    """A decision with no typed form here: its first word and the rest."""

    kind: str
    arg: str


ArcsAction: TypeAlias = (Play | Phrase | Declare | Seize | Spend | Tax | Build | Move | Catapult
                         | Battle | FireRifles | CourtAction | Roll | Reroll | Hit | Steal
                         | Place | Discard | Recover | Use | Extra | Other)
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
     lambda m: FireRifles(m.group(1), m.group(2), int(m.group(3)))),
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
    (r"discard (\w+)", lambda m: Discard(m.group(1))),
    (r"recover at " + _SYS, lambda m: Recover(m.group(1))),
]


def _use(arg: str) -> Use:
    """``use Prison Wardens at 3.1``, ``use Silver-Tongues: steal Fuel from seat 1``."""
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


__all__ = ["ArcsAction", "Battle", "Build", "Catapult", "CourtAction", "Declare", "Discard",
           "Extra", "FireRifles", "Hit", "Move", "Other", "Phrase", "Place", "Play", "Recover",
           "Reroll", "Roll", "Seize", "Spend", "Steal", "Tax", "Use", "parse"]
