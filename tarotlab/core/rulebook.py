"""The rules tarotlab may cite: every ruling, project ruling and rulebook section, with titles.

Read from ``tarotlab/data/rules.toml`` (written by ``scripts/rules_catalog.py`` from the
rulings files, ``docs/rulings.md`` and the sections the engines cite). Lessons are checked
against it, so a lesson cannot cite a rule that does not exist.

>>> title("arcana R5")
'Who wins a match-up'
>>> unknown("arcana R5, tarotlab T3"), unknown("arcana R99")
([], ['arcana R99'])
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from importlib import resources
from typing import Any

from . import registry

GAMES = tuple(registry.GAMES)
_CITED = re.compile(r"\[([a-z]+(?: card)?(?::[^\]]+| [A-Z]+\d+(?:, [A-Z]*\d+)*)(?:, tarotlab "
                    r"[A-Z]+\d+)*)\]")


@cache
def _catalog() -> dict[str, Any]:
    text = resources.files("tarotlab").joinpath("data", "rules.toml").read_text("utf-8")
    return tomllib.loads(text)


_NEW_PART = re.compile(r"^(?:R\d+|[A-Z]+\d+|(?:arcana|arcanum|mystick|arcs|tarotlab)\b.*)$")


def _parts(citation: str) -> list[tuple[str, str]]:
    """``"arcanum R8, R9, tarotlab A5"`` -> [("arcanum", "R8"), ("arcanum", "R9"),
    ("tarotlab", "A5")]; a section (which may hold commas: ``"arcs: Move, Catapult Moves"``)
    or a card (``"arcs card: Farseers"``, ``"arcs leader: Elder"``) stays whole."""
    pieces: list[str] = []
    for piece in (p.strip() for p in citation.split(",")):
        if not piece:
            continue
        if pieces and not _NEW_PART.match(piece):
            pieces[-1] += f", {piece}"  # a section's own comma
        else:
            pieces.append(piece)
    out = []
    game = ""
    for piece in pieces:
        head, _, rest = piece.partition(" ")
        if ":" in piece.split(" ")[0] or re.match(r"^[a-z]+ [a-z]+:", piece):
            out.append((piece.partition(":")[0], piece))
            game = piece.partition(":")[0].split()[0]
        elif head in (*GAMES, "tarotlab") and rest:
            game = head
            out.append((head, rest))
        else:  # "R9" after "arcanum R8, "
            out.append((game, piece))
    return out


def rules() -> dict[str, str]:
    """Every rule id in the catalog with its title, in the catalog's order: each game's
    rulings, then its cited sections (titled by their own words), then the project's rulings.

    >>> entries = rules()
    >>> entries["arcana R5"], entries["arcana: Gameplay"], entries["tarotlab T3"][:19]
    ('Who wins a match-up', 'Gameplay', 'A losing Magician u')
    """
    catalog = _catalog()
    out: dict[str, str] = {}
    for game in GAMES:
        out.update({f"{game} {rid}": text for rid, text in catalog[game]["rulings"].items()})
        out.update({cited: cited.partition(": ")[2] for cited in
                    catalog[game]["sections"]["cited"]})
    out.update({f"tarotlab {rid}": text for rid, text in catalog["tarotlab"].items()})
    return out


def split(citation: str) -> list[str]:
    """The single rules of a citation, each whole (an event's rule may cite several).

    >>> split("arcanum R8, R9, tarotlab A5")
    ['arcanum R8', 'arcanum R9', 'tarotlab A5']
    >>> split("arcs: Move, Catapult Moves, arcs R7")
    ['arcs: Move, Catapult Moves', 'arcs R7']
    """
    return [rid if ":" in rid or not game else f"{game} {rid}" for game, rid in _parts(citation)]


def title(citation: str) -> str | None:
    """The title of a single rule id (``"arcana R5"``), None if it has none (a section)."""
    parts = _parts(citation)
    if len(parts) != 1:
        return None
    game, rid = parts[0]
    catalog = _catalog()
    if game == "tarotlab":
        found: str | None = catalog["tarotlab"].get(rid)
        return found
    if game in GAMES:
        found = catalog[game]["rulings"].get(rid)
        return found
    return None


def unknown(citation: str) -> list[str]:
    """The parts of ``citation`` that name no rule tarotlab knows (empty when all exist).

    Card citations (``arcs card: Farseers``) are left to the game's catalog of cards."""
    catalog = _catalog()
    missing = []
    for game, rid in _parts(citation):
        if game == "tarotlab":
            ok = rid in catalog["tarotlab"]
        elif " " in game:  # "arcs card", "arcs leader", "arcs lore"
            ok = game.split()[0] in GAMES
        elif game in GAMES and ":" in rid:
            ok = rid in catalog[game]["sections"]["cited"]
        elif game in GAMES:
            ok = rid in catalog[game]["rulings"]
        else:
            ok = False
        if not ok:
            missing.append(rid if not game or ":" in rid else f"{game} {rid}")
    return missing


def citations(text: str) -> list[str]:
    """The citations in square brackets in a text (``... [arcana R5]``)."""
    return _CITED.findall(text)
