"""Tarot cards shared by every game: the 22 Major Arcana and the 56 Minor Arcana.

A Major is identified by its name; its number is a property of the game that uses it
(Arcana numbers Justice VIII and Strength XI, Arcanum the other way round), so the
``Major`` enum carries the common modern (Rider–Waite) number only as its value.
Short codes: Majors by a one-word code (``Star``, ``HighPriestess``), Minors by rank and
suit letter (``AS`` ace of Swords, ``10C``, ``PW`` page, ``NS`` knight, ``QC``, ``KP``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import lru_cache

from .errors import TarotlabError, shown


class Major(IntEnum):
    """The 22 Major Arcana (value: the modern Rider–Waite number).

    >>> Major.HIGH_PRIESTESS.title, Major.HIGH_PRIESTESS.code, int(Major.STAR)
    ('The High Priestess', 'HighPriestess', 17)
    """

    FOOL = 0
    MAGICIAN = 1
    HIGH_PRIESTESS = 2
    EMPRESS = 3
    EMPEROR = 4
    HIEROPHANT = 5
    LOVERS = 6
    CHARIOT = 7
    STRENGTH = 8
    HERMIT = 9
    WHEEL_OF_FORTUNE = 10
    JUSTICE = 11
    HANGED_MAN = 12
    DEATH = 13
    TEMPERANCE = 14
    DEVIL = 15
    TOWER = 16
    STAR = 17
    MOON = 18
    SUN = 19
    JUDGMENT = 20
    WORLD = 21

    @property
    def title(self) -> str:
        """Printed title: ``"The High Priestess"``, ``"Death"``."""
        return _TITLES[self]

    @property
    def short(self) -> str:
        """Title without the article: ``"High Priestess"``."""
        return _TITLES[self].removeprefix("The ")

    @property
    def code(self) -> str:
        """One-word code: ``"HighPriestess"``."""
        return self.short.replace(" ", "")

    def __str__(self) -> str:
        return self.short


_TITLES = {
    Major.FOOL: "The Fool",
    Major.MAGICIAN: "The Magician",
    Major.HIGH_PRIESTESS: "The High Priestess",
    Major.EMPRESS: "The Empress",
    Major.EMPEROR: "The Emperor",
    Major.HIEROPHANT: "The Hierophant",
    Major.LOVERS: "The Lovers",
    Major.CHARIOT: "The Chariot",
    Major.STRENGTH: "Strength",
    Major.HERMIT: "The Hermit",
    Major.WHEEL_OF_FORTUNE: "The Wheel of Fortune",
    Major.JUSTICE: "Justice",
    Major.HANGED_MAN: "The Hanged Man",
    Major.DEATH: "Death",
    Major.TEMPERANCE: "Temperance",
    Major.DEVIL: "The Devil",
    Major.TOWER: "The Tower",
    Major.STAR: "The Star",
    Major.MOON: "The Moon",
    Major.SUN: "The Sun",
    Major.JUDGMENT: "Judgment",
    Major.WORLD: "The World",
}


class Suit(Enum):
    """The four Minor Arcana suits, by their letter.

    >>> Suit("S").name
    'SWORDS'
    """

    WANDS = "W"
    CUPS = "C"
    SWORDS = "S"
    PENTACLES = "P"


RANK_CODES = {1: "A", 11: "P", 12: "N", 13: "Q", 14: "K"}
RANK_NAMES = {1: "Ace", 11: "Page", 12: "Knight", 13: "Queen", 14: "King"}


@dataclass(frozen=True, order=True, slots=True)
class Minor:
    """A Minor Arcana card: rank 1 (Ace) to 10, 11 Page, 12 Knight, 13 Queen, 14 King.

    >>> knight = Minor(12, Suit.CUPS)
    >>> knight.code, knight.title, knight.is_court
    ('NC', 'Knight of Cups', True)
    """

    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if not 1 <= self.rank <= 14:
            raise TarotlabError(f"a Minor Arcana rank is 1..14, not {self.rank}")

    @property
    def is_court(self) -> bool:
        return self.rank >= 11

    @property
    def code(self) -> str:
        return f"{RANK_CODES.get(self.rank, str(self.rank))}{self.suit.value}"

    @property
    def title(self) -> str:
        rank = RANK_NAMES.get(self.rank, str(self.rank))
        return f"{rank} of {self.suit.name.title()}"

    def __str__(self) -> str:
        return self.code


Card = Major | Minor


@lru_cache(maxsize=64)
def roman(n: int) -> str:
    """Roman numeral as printed on a Major Arcana (0 for the Fool).

    >>> roman(14), roman(0)
    ('XIV', '0')
    """
    if n == 0:
        return "0"
    out = ""
    for value, sym in ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out += sym
            n -= value
    return out


def _norm(text: str) -> str:
    return re.sub(r"[\s_\-]+", "", text.strip().lower()).removeprefix("the")


_MAJOR_BY_KEY: dict[str, Major] = {}
for _m in Major:
    _MAJOR_BY_KEY[_norm(_m.title)] = _m
    _MAJOR_BY_KEY[_norm(_m.name)] = _m
_MAJOR_BY_KEY["wheel"] = Major.WHEEL_OF_FORTUNE
_MAJOR_BY_KEY["judgement"] = Major.JUDGMENT
_MAJOR_BY_KEY["priestess"] = Major.HIGH_PRIESTESS

_MINOR_RE = re.compile(r"^(a|p|n|q|k|10|[2-9])([wcsp])$")
_RANK_BY_CODE = {v.lower(): k for k, v in RANK_CODES.items()}


def parse_major(text: str) -> Major:
    """Parse a Major by title, code or enum name (case and spaces ignored).

    >>> parse_major("the wheel of fortune")
    <Major.WHEEL_OF_FORTUNE: 10>
    """
    key = _norm(text)
    try:
        return _MAJOR_BY_KEY[key]
    except KeyError:
        raise TarotlabError(f"unknown Major Arcana {shown(text)}") from None


def parse_card(text: str) -> Card:
    """Parse a card code or title: ``"4S"``, ``"KC"``, ``"The Star"``, ``"HighPriestess"``.

    >>> parse_card("10c"), parse_card("The Star")
    (Minor(rank=10, suit=<Suit.CUPS: 'C'>), <Major.STAR: 17>)
    """
    m = _MINOR_RE.match(text.strip().lower())
    if m:
        rank_code, suit = m.groups()
        rank = _RANK_BY_CODE.get(rank_code) or int(rank_code)
        return Minor(rank, Suit(suit.upper()))
    try:
        return parse_major(text)
    except TarotlabError:
        raise TarotlabError(f"unknown card {shown(text)}") from None


FULL_DECK: tuple[Card, ...] = tuple(Major) + tuple(
    Minor(rank, suit) for suit in Suit for rank in range(1, 15)
)
