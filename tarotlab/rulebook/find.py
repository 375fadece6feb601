"""Finding the rules a text cites: code, a test's docstring, a lesson, a notebook heading.

A citation names its game: ``arcanum R8, R9 and R10``, ``mystick R14 / R4``, ``arcanum
R14-R16``, ``tarotlab A5, A6``, or a cited section of the catalog (``arcs: Battle 4.1
Self-Hits``). In a text that belongs to one game (a file under ``tarotlab/arcanum/``, a test
module ``test_arcanum_*``, a lesson or notebook of that game) a bare ``R15`` is that game's
ruling, a bare ``A5`` its decision (not in quotes: ``@register("L10")`` names an Arcs lore
card), and a section's title of two words or more (``C. House prestige scoring``) cites the
section. Ids the catalog does not have are left out.

>>> finder = Finder()
>>> sorted(finder.rules("scoring (arcanum R8, R9 and R10); see tarotlab A5 / A6"))
['arcanum R10', 'arcanum R8', 'arcanum R9', 'tarotlab A5', 'tarotlab A6']
>>> sorted(finder.rules("the Tower (R15, A5) and arcana R9; R16-R18", game="arcanum"))
['arcana R9', 'arcanum R15', 'arcanum R16', 'arcanum R17', 'arcanum R18', 'tarotlab A5']
>>> sorted(finder.rules('@register("L10")  # (L11)', game="arcs"))
['tarotlab L11']
>>> sorted(finder.rules('Verdict(False, "arcs: Battle 4.2 Intercept", ...)'))
['arcs: Battle 4.2 Intercept']
>>> finder.titles("R10 and \\"Special rule with 3 players\\": turns 4 and 8", "arcanum")
['Special rule with 3 players']
"""

from __future__ import annotations

import re
from functools import cached_property

from ..core.rulebook import GAMES, rules
from .book import books

_SEP = r"(?:\s*(?:,|/|&|-|–)\s*|\s+(?:and|or)\s+)"
RULING = re.compile(rf"\b({'|'.join(GAMES)}) (R\d+(?:{_SEP}R\d+)*)\b")
PROJECT = re.compile(rf"\btarotlab ([A-Z]{{1,2}}\d+(?:{_SEP}[A-Z]{{1,2}}\d+)*)\b")
BARE = re.compile(rf"(?<![\w-])(R\d+(?:{_SEP}R\d+)*)\b")
BARE_PROJECT = re.compile(r"(?<![\w\"'`-])([A-Z]{1,2})([1-9]\d*)(?![\w\"'`])")
ITEM = re.compile(r"([A-Z]{1,2})(\d+)|(-|–)")


class Finder:
    """Finds catalog rule ids (and, for a game's texts, its section titles) in text."""

    def __init__(self) -> None:
        self.known = rules()
        self.letters = {game: book.letters for game, book in books().items()}

    @cached_property
    def _sections(self) -> re.Pattern[str]:
        cited = sorted((r for r in self.known if ":" in r), key=len, reverse=True)
        return re.compile("|".join(re.escape(c) for c in cited) + r"(?!\d)")

    @cached_property
    def _titles(self) -> dict[str, re.Pattern[str]]:
        out = {}
        for game, book in books().items():
            titles = sorted({s.title for s in book.sections if " " in s.title}, key=len,
                            reverse=True)
            out[game] = re.compile(r"(?<!\w)(?:" + "|".join(re.escape(t) for t in titles)
                                   + r")(?!\w)")
        return out

    def rules(self, text: str, game: str | None = None) -> set[str]:
        """The rule ids ``text`` cites (``game``: the game the text belongs to, whose bare
        ``R15`` it means)."""
        found: set[str] = set()
        spans: list[tuple[int, int]] = []
        for match in self._sections.finditer(text):
            found.add(match.group(0))
        for match in RULING.finditer(text):
            found.update(f"{match.group(1)} {rid}" for rid in _items(match.group(2)))
            spans.append(match.span())
        for match in PROJECT.finditer(text):
            found.update(f"tarotlab {rid}" for rid in _items(match.group(1)))
            spans.append(match.span())
        if game is not None:
            masked = list(text)
            for start, end in spans:
                masked[start:end] = " " * (end - start)
            bare = "".join(masked)
            for match in BARE.finditer(bare):
                found.update(f"{game} {rid}" for rid in _items(match.group(1)))
            found.update(f"tarotlab {m.group(1)}{m.group(2)}" for m in BARE_PROJECT.finditer(bare)
                         if m.group(1) in self.letters.get(game, ()))
        return {rule for rule in found if rule in self.known}

    def titles(self, text: str, game: str) -> list[str]:
        """The section titles of ``game`` that ``text`` names (two words or more)."""
        pattern = self._titles.get(game)
        return sorted({m.group(0) for m in pattern.finditer(text)}) if pattern else []


def _items(listed: str) -> list[str]:
    """``"R14-R16, R20"`` -> R14, R15, R16, R20."""
    out: list[str] = []
    dash = False
    for match in ITEM.finditer(listed):
        if match.group(3):
            dash = True
            continue
        letter, number = match.group(1), int(match.group(2))
        if dash and out and out[-1].startswith(letter):
            start = int(out[-1][len(letter):])
            out += [f"{letter}{n}" for n in range(start + 1, number)]
        out.append(f"{letter}{number}")
        dash = False
    return out
