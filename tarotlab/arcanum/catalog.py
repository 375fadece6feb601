"""Arcanum's cards, board and tables, read from ``data/board.toml`` and checked at import.

Cards are small integers for speed: Minor Arcana 0..55 (``suit * 14 + rank - 1``, suits in
board order Swords, Wands, Pentacles, Chalices; ranks 1..10, Knave 11, Knight 12, Queen 13,
King 14), Major Arcana 56..77 (``56 + number``, arcanum R1 numbering). The 16 Court
figures on the board are identified by their Court card.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

from ..core.cards import Major, roman
from ..core.errors import TarotlabError

SUITS = ("Swords", "Wands", "Pentacles", "Chalices")
SUIT_LETTERS = ("S", "W", "P", "C")
FIGURES = ("Knave", "Knight", "Queen", "King")  # ranks 11..14
FIGURE_LETTERS = ("J", "N", "Q", "K")
MAJOR_BASE = 56
N_CARDS = 78

MAJOR_TITLES = {  # arcanum R1: the rulebook's own names
    0: "Fool", 1: "Magician", 2: "High Priestess", 3: "Empress", 4: "Emperor",
    5: "Hierophant", 6: "Lovers", 7: "Chariot", 8: "Strength", 9: "Hermit", 10: "Wheel",
    11: "Justice", 12: "Hanged Man", 13: "Death", 14: "Temperance", 15: "Devil",
    16: "Tower", 17: "Stars", 18: "Moon", 19: "Sun", 20: "Judgement", 21: "World",
}
FOOL, MAGICIAN, HIGH_PRIESTESS, EMPRESS, EMPEROR, HIEROPHANT, LOVERS, CHARIOT = range(56, 64)
STRENGTH, HERMIT, WHEEL, JUSTICE, HANGED_MAN, DEATH, TEMPERANCE, DEVIL = range(64, 72)
TOWER, STARS, MOON, SUN, JUDGEMENT, WORLD = range(72, 78)


def minor(suit: int, rank: int) -> int:
    return suit * 14 + rank - 1


def is_major(card: int) -> bool:
    return card >= MAJOR_BASE


def suit_of(card: int) -> int:
    return card // 14


def rank_of(card: int) -> int:
    return card % 14 + 1


def is_court(card: int) -> bool:
    return card < MAJOR_BASE and rank_of(card) >= 11


def code(card: int) -> str:
    """Short code: ``4S``, ``10C``, ``1W``, ``JS`` (Knave), ``NP`` (Knight), ``Stars``."""
    return CARD_CODES[card]


def _code(card: int) -> str:
    if card >= MAJOR_BASE:
        return MAJOR_TITLES[card - MAJOR_BASE].replace(" ", "")
    r = rank_of(card)
    head = str(r) if r <= 10 else FIGURE_LETTERS[r - 11]
    return head + SUIT_LETTERS[suit_of(card)]


CARD_CODES: tuple[str, ...] = tuple(_code(c) for c in range(N_CARDS))
"""Every card's short code, by card id (``code`` reads it: legal lists name cards often)."""


def name(card: int) -> str:
    """Full name: ``4 of Swords``, ``Knight of Pentacles``, ``XVII Stars``."""
    if 0 <= card < N_CARDS:
        return CARD_NAMES[card]
    return _name(card)


def _name(card: int) -> str:
    if card >= MAJOR_BASE:
        n = card - MAJOR_BASE
        return f"{roman(n)} {MAJOR_TITLES[n]}"
    r = rank_of(card)
    head = str(r) if r <= 10 else FIGURES[r - 11]
    return f"{head} of {SUITS[suit_of(card)]}"


CARD_NAMES: tuple[str, ...] = tuple(_name(c) for c in range(N_CARDS))
"""Every card's full name, by card id (the log names cards at almost every step)."""


def value(card: int) -> int:
    """Tie-break value (arcanum R9): numerals their number, Knave 11 … King 14."""
    return rank_of(card)


CODES = {code(c).lower(): c for c in range(N_CARDS)}
for _c in range(MAJOR_BASE):
    if rank_of(_c) == 1:
        CODES["a" + SUIT_LETTERS[suit_of(_c)].lower()] = _c
    if rank_of(_c) == 11:  # Knave also as P (page), the core code
        CODES["p" + SUIT_LETTERS[suit_of(_c)].lower()] = _c
for _n, _t in MAJOR_TITLES.items():
    CODES[roman(_n).lower()] = MAJOR_BASE + _n
    CODES[_t.lower()] = MAJOR_BASE + _n
CODES["star"] = STARS
CODES["judgment"] = JUDGEMENT
CODES["wheeloffortune"] = WHEEL
CODES["highpriestess"] = HIGH_PRIESTESS
CODES["hangedman"] = HANGED_MAN
assert all(Major(n).name for n in MAJOR_TITLES)


def parse_card(text: str) -> int:
    """Card id from a code or name (``4S``, ``Knight of Swords`` is not accepted: use ``NS``).

    >>> parse_card("4S") == parse_card(" the 4s ")
    True
    """
    card = _CANONICAL.get(text)  # a card's own code, as every action names it
    if card is not None:
        return card
    key = text.strip().lower().replace(" ", "").removeprefix("the")
    if key in CODES:
        return CODES[key]
    raise TarotlabError(f"arcanum: unknown card {text!r}")


_CANONICAL: dict[str, int] = {}
_CANONICAL.update({text: parse_card(text) for text in CARD_CODES})
"""Each card's code and the card its parse gives (the same, read without normalizing)."""


@dataclass(frozen=True, slots=True)
class Location:
    number: int
    name: str
    symbols: tuple[str, ...]
    effect: str
    text: str

    def matches(self, figure: int) -> int:
        """arcanum R3: symbols equal to the figure's rank plus symbols equal to its suit."""
        rank_name = FIGURES[rank_of(figure) - 11]
        suit_name = SUITS[suit_of(figure)]
        return sum(1 for s in self.symbols if s in (rank_name, suit_name))


_EFFECTS = {"mage-tower", "artisan", "harbour", "throne", "market", "fields", "vault",
            "cathedral", "ballroom", "none"}


def _load() -> dict[str, Any]:
    text = resources.files("tarotlab.arcanum").joinpath("data/board.toml").read_text("utf-8")
    return tomllib.loads(text)


def _locations(data: dict[str, Any]) -> tuple[Location, ...]:
    """The board of arcanum R2: its ten city locations (numbers, names, House symbols,
    effects) as the board's data file gives them, checked for shape here. Location 10's
    symbols are the rulebook's worked example, the others tarotlab's balanced board (tarotlab
    A12); the test ``test_r2_board_is_the_rulings_table`` holds them to the rulings' table."""
    out = []
    for i, raw in enumerate(data["location"]):
        where = f"arcanum data: location #{i + 1}"
        if raw["number"] != i + 1:
            raise TarotlabError(f"{where}: numbered {raw['number']}")
        for s in raw["symbols"]:
            if s not in SUITS and s not in FIGURES:
                raise TarotlabError(f"{where}: unknown symbol {s!r}")
        if raw["effect"] not in _EFFECTS:
            raise TarotlabError(f"{where}: unknown effect {raw['effect']!r}")
        out.append(Location(raw["number"], raw["name"], tuple(raw["symbols"]), raw["effect"],
                            raw["text"]))
    if len(out) != 10:
        raise TarotlabError("arcanum data: the board has 10 locations")
    return tuple(out)


DATA = _load()
LOCATIONS = _locations(DATA)
"""LOCATIONS[n - 1] is location n."""
PRESTIGE_MAX: int = DATA["prestige_max"]
HAND_LIMIT: int = DATA["hand_limit"]
SETUP_MAX: int = DATA["setup_max_per_location"]
HOUSE_COLOURS = tuple(DATA["houses"][s] for s in SUITS)
FULL_VP: tuple[tuple[int, ...], ...] = tuple(tuple(r) for r in DATA["scoring"]["full"])
WORLD_VP: tuple[tuple[int, ...], ...] = tuple(tuple(r) for r in DATA["scoring"]["world"])
SCHEDULE = {int(k): (tuple(v["turns"]), v["scoring_every"]) for k, v in DATA["schedule"].items()}
COURT_FIGURES = tuple(minor(s, r) for s in range(4) for r in range(11, 15))
MINORS = tuple(range(MAJOR_BASE))
MAJORS = tuple(range(MAJOR_BASE, N_CARDS))
