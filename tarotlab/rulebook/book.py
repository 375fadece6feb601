"""The rulebooks as the pages walk them: each game's sections in order, in the project's own
words, and the rulings, decisions and citations that belong to each section.

Read from ``tarotlab/data/rulebook/<game>.toml`` (the installed package cannot read the
rulebooks themselves, and their text is not the project's to copy) and ``uncited.toml`` (what
need not be cited, and why); a book's title and file names are the game's declaration
(``core.game.game_info``). The rule ids come from the catalog, ``tarotlab/data/rules.toml``.

>>> book = books()["arcanum"]
>>> book.section_of("arcanum: XVI Tower").title
'Major Arcana Effects'
>>> book.home("arcanum R15").title, book.owns("tarotlab A10"), book.owns("tarotlab T3")
('Major Arcana Effects', True, False)
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ..core.errors import TarotlabError
from ..core.game import game_info
from ..core.rulebook import GAMES, rules

ENGINE = "E"
"""The letter of the project's engine-wide decisions (``tarotlab E1``): on the index page."""


@dataclass(frozen=True)
class Section:
    """One section of a rulebook, as the pages show it."""

    game: str
    title: str
    level: int
    summary: str
    cites: tuple[str, ...]
    """Citation prefixes that belong here (the longest matching prefix wins)."""
    rules: tuple[str, ...]
    """Rulings and decisions whose card is shown here (full ids: ``arcana R5``)."""
    see: tuple[str, ...]
    """Rulings and decisions that bear on the section, shown in another section."""
    anchor: str

    @property
    def related(self) -> tuple[str, ...]:
        return self.rules + self.see


@dataclass(frozen=True)
class Book:
    """A game's rulebook: its sections in order and the rules that belong to the game."""

    game: str
    title: str
    rulebook: str
    rulings: str
    letters: tuple[str, ...]
    """The letters of the game's decisions in docs/rulings.md (``A`` for ``tarotlab A10``)."""
    sections: tuple[Section, ...]

    def section_of(self, citation: str) -> Section | None:
        """The section a citation (``arcs: Battle 4.1 Self-Hits``) belongs to."""
        best: tuple[int, Section] | None = None
        for section in self.sections:
            for prefix in section.cites:
                if citation.startswith(prefix) and (best is None or len(prefix) > best[0]):
                    best = (len(prefix), section)
        return best[1] if best else None

    def home(self, rule: str) -> Section | None:
        """The section where a ruling's or decision's card is shown (for a cited section:
        the section it belongs to)."""
        for section in self.sections:
            if rule in section.rules:
                return section
        return self.section_of(rule) if ":" in rule else None

    def owns(self, rule: str) -> bool:
        """Is this catalog entry on this game's page?"""
        game, _, rid = rule.partition(" ")
        if game == "tarotlab":
            return rid.rstrip("0123456789") in self.letters
        return rule.split(":")[0].split()[0] == self.game

    def citations(self, section: Section) -> list[str]:
        """The catalog's cited sections (``arcs: Battle 4.2 Intercept``) that belong to a
        section of the rulebook."""
        return [rule for rule in self.entries() if ":" in rule and self.section_of(rule) is section]

    def entries(self) -> list[str]:
        """The catalog entries on this game's page: rulings, decisions, cited sections."""
        return [rule for rule in rules() if self.owns(rule)]


def _full(game: str, rid: str) -> str:
    return f"{game} {rid}" if re.fullmatch(r"R\d+", rid) else f"tarotlab {rid}"


def _anchor(title: str, taken: set[str]) -> str:
    base = "s-" + (re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "section")
    anchor, n = base, 2
    while anchor in taken:
        anchor, n = f"{base}-{n}", n + 1
    taken.add(anchor)
    return anchor


def _read(name: str) -> dict[str, Any]:
    text = resources.files("tarotlab").joinpath("data", "rulebook", name).read_text("utf-8")
    return tomllib.loads(text)


@cache
def books() -> dict[str, Book]:
    """Every game's book, in the games' order."""
    out = {}
    for game in GAMES:
        data = _read(f"{game}.toml")
        if data.get("game") != game:
            raise TarotlabError(f"rulebook data: {game}.toml describes {data.get('game')!r}")
        taken: set[str] = set()
        sections = tuple(
            Section(game, raw["title"], int(raw.get("level", 1)), " ".join(raw["summary"].split()),
                    tuple(raw.get("cites", ())),
                    tuple(_full(game, r) for r in raw.get("rules", ())),
                    tuple(_full(game, r) for r in raw.get("see", ())),
                    _anchor(raw["title"], taken))
            for raw in data["section"])
        info = game_info(game)
        out[game] = Book(game, info.long_name, info.rulebook, info.rulings,
                         tuple(data.get("decisions", ())), sections)
    return out


def game_of(rule: str) -> str | None:
    """The game whose page shows a catalog entry (None: an engine-wide decision)."""
    for book in books().values():
        if book.owns(rule):
            return book.game
    return None


@dataclass(frozen=True)
class Excuse:
    """Why a section or rule need not be cited by the code or the tests."""

    reason: str
    needs_code: bool
    needs_tests: bool


@cache
def uncited() -> dict[tuple[str, str], Excuse]:
    """What need not be cited, keyed ``(game, section title)`` or ``("", rule id)``."""
    data = _read("uncited.toml")
    out = {}
    for raw in data.get("section", []):
        out[(raw["game"], raw["title"])] = _excuse(raw)
    for raw in data.get("rule", []):
        out[("", raw["id"])] = _excuse(raw)
    return out


def _excuse(raw: dict[str, Any]) -> Excuse:
    free = raw.get("free", "both")
    if free not in ("code", "tests", "both"):
        raise TarotlabError(f"rulebook data: uncited.toml: 'free' is code, tests or both, not "
                            f"{free!r}")
    return Excuse(" ".join(raw["reason"].split()), free == "tests", free == "code")
