"""Arcana's tables, read from ``data/arcana.toml`` and checked at import, and the match-up rule.

``matchup(a, b, parity)`` is the pure function behind every round (arcana R5, R8, R9): the
engine, the greedy bot and the generated reference sheet all call it, so they cannot
disagree.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

from ..core.cards import Major, roman
from ..core.engine import Action
from ..core.errors import TarotlabError

GAME = "arcana"
STATS = ("hp", "damage", "keys", "hour")
_STAT_ALIASES = {"hp": "hp", "damage": "damage", "keys": "keys", "key": "keys",
                 "hour": "hour", "hours": "hour"}


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect option: who is affected, which stat, how much; its text is the action."""

    target: str  # "self" (the owner gains) or "opponent" (the opponent loses)
    stat: str  # hp | damage | keys | hour
    amount: int
    action: Action

    def describe(self, owner: str = "its owner", opponent: str = "the opponent") -> str:
        unit = {"hp": "HP", "damage": "damage point", "keys": "key point",
                "hour": "hour"}[self.stat]
        plural = unit if self.amount == 1 or self.stat == "hp" else unit + "s"
        if self.target == "self":
            return f"{owner} gains {self.amount} {plural}"
        return f"{opponent} loses {self.amount} {plural}"


def parse_effect(text: str, where: str) -> Effect:
    """Parse the data file's effect vocabulary (``gain 3 keys``, ``opponent-loses 1 hour``)."""
    words = text.split()
    if len(words) != 3 or words[0] not in ("gain", "opponent-loses") or not words[1].isdigit():
        raise TarotlabError(f"arcana data: {where}: bad effect {text!r}")
    stat = _STAT_ALIASES.get(words[2])
    if stat is None or (words[0] == "opponent-loses" and stat == "hp"):
        raise TarotlabError(f"arcana data: {where}: bad effect {text!r}")
    unit = "HP" if stat == "hp" else words[2]
    return Effect("self" if words[0] == "gain" else "opponent", stat, int(words[1]),
                  Action(f"{words[0]} {words[1]} {unit}"))


@dataclass(frozen=True, slots=True)
class ArcanaCard:
    """A card as Arcana uses it (arcana R1 number, R5 odd-favoured, R7 effect)."""

    number: int
    major: Major
    odd: bool
    focus: str
    effect: str  # "options" | "remove" | "wheel" | "tower-fool"
    options: tuple[Effect, ...]
    faces: tuple[Effect, ...]  # Wheel of Fortune die faces 1..6

    @property
    def name(self) -> str:
        return self.major.title

    @property
    def numeral(self) -> str:
        return roman(self.number)

    @property
    def throw(self) -> Action:
        return Action(f"throw {self.major.short}")


@dataclass(frozen=True, slots=True)
class Chamber:
    number: int
    name: str
    options: tuple[Effect, ...]  # empty for Ascension
    ascension: bool


def _load() -> dict[str, Any]:
    text = resources.files("tarotlab.arcana").joinpath("data/arcana.toml").read_text("utf-8")
    return tomllib.loads(text)


def _build(data: dict[str, Any]) -> tuple[tuple[ArcanaCard, ...], tuple[Chamber, ...],
                                           frozenset[tuple[int, str]]]:
    cards: dict[int, ArcanaCard] = {}
    for i, raw in enumerate(data["card"]):
        where = f"card #{i + 1} ({raw.get('major')})"
        try:
            major = Major[raw["major"]]
        except KeyError:
            raise TarotlabError(f"arcana data: {where}: unknown major") from None
        effect = raw.get("effect", "options")
        options = tuple(parse_effect(t, where) for t in raw.get("options", ()))
        faces = tuple(parse_effect(t, where) for t in raw.get("faces", ()))
        if effect not in ("options", "remove", "wheel", "tower-fool"):
            raise TarotlabError(f"arcana data: {where}: unknown effect {effect!r}")
        if (effect == "options" and not options) or (effect == "tower-fool" and not options):
            raise TarotlabError(f"arcana data: {where}: needs options")
        if effect == "wheel" and len(faces) != 6:
            raise TarotlabError(f"arcana data: {where}: the Wheel needs 6 faces")
        number = raw["number"]
        if number in cards or not 0 <= number <= 21:
            raise TarotlabError(f"arcana data: {where}: bad or repeated number {number}")
        cards[number] = ArcanaCard(number, major, bool(raw["odd"]), raw["focus"], effect,
                                   options, faces)
    if sorted(cards) != list(range(22)) or len({c.major for c in cards.values()}) != 22:
        raise TarotlabError("arcana data: need each of the 22 Major Arcana once, numbered 0..21")
    by_major = {c.major: c.number for c in cards.values()}
    removals = frozenset(
        (by_major[Major[r["card"]]], parity)
        for r in data["magician_removal"]
        for parity in r["parity"]
    )
    chambers = []
    for i, raw in enumerate(data["chamber"]):
        ascend = raw["options"] == ["ascend"]
        opts = () if ascend else tuple(parse_effect(t, f"chamber {i + 1}") for t in raw["options"])
        if raw["number"] != i + 1:
            raise TarotlabError(f"arcana data: chamber #{i + 1} is numbered {raw['number']}")
        chambers.append(Chamber(raw["number"], raw["name"], opts, ascend))
    if len(chambers) != 9 or not chambers[-1].ascension:
        raise TarotlabError("arcana data: need 9 chambers, the last one Ascension")
    return tuple(cards[n] for n in range(22)), tuple(chambers), removals


DATA = _load()
CARDS, CHAMBERS, MAGICIAN_REMOVALS = _build(DATA)
"""CARDS[n] is the card numbered n (arcana R1); CHAMBERS[i] is chamber i + 1."""

START = DATA["start"]
DAMAGE_PER_HP: int = DATA["damage_per_hp"]
KEYS_PER_CHAMBER: int = DATA["keys_per_chamber"]
CLOCK_TICK_EVERY: int = DATA["clock_tick_every"]
EARLIEST_HOUR: int = DATA["earliest_hour"]
MIDNIGHT: int = DATA["midnight"]

NAMES = tuple(c.name for c in CARDS)
"""Each card's title by number (what the engine's events name; ``ArcanaCard.name`` computes it)."""
MAGICIAN = next(c.number for c in CARDS if c.effect == "remove")
TOWER = next(c.number for c in CARDS if c.major is Major.TOWER)
FOOL = next(c.number for c in CARDS if c.major is Major.FOOL)
DISPLAY_ORDER = (*range(1, 22), 0)  # as the rulebook lists them, the Fool last


def parity_of(round_number: int) -> str:
    return "odd" if round_number % 2 else "even"


@dataclass(frozen=True, slots=True)
class Matchup:
    """How two thrown cards meet in a round of given parity (arcana R5, R8, R9).

    ``winner`` is 0 or 1 (index into ``cards``) or None; ``kind`` is one of ``advantage``,
    ``higher`` (R5), ``identical`` (R5), ``magician-removed`` (R8), ``both-removed`` and
    ``switch`` (R9); ``rule`` and ``reason`` explain it.
    """

    cards: tuple[int, int]
    parity: str
    winner: int | None
    kind: str
    rule: str
    reason: str


def has_advantage(card: int, parity: str) -> bool:
    """arcana R5: odd-favoured cards have the advantage in odd rounds, the others in even."""
    return CARDS[card].odd == (parity == "odd")


def matchup(a: int, b: int, parity: str) -> Matchup:
    """Decide the match-up of card numbers ``a`` (first seat) and ``b`` (second seat)."""
    return _TABLE[parity == "odd"][a][b]


def _decide(a: int, b: int, parity: str) -> Matchup:
    ca, cb = CARDS[a], CARDS[b]
    pair = (a, b)
    special = {TOWER, FOOL}
    if a in special and b in special:
        if a == b:
            return Matchup(pair, parity, None, "both-removed", "arcana R9",
                           f"{ca.name} against itself: both are removed from play")
        return Matchup(pair, parity, None, "switch", "arcana R9",
                       "The Tower against The Fool: the two cards switch owners")
    if MAGICIAN in pair and a != b:
        other = b if a == MAGICIAN else a
        if (other, parity) in MAGICIAN_REMOVALS:
            winner = 1 if a == MAGICIAN else 0
            return Matchup(pair, parity, winner, "magician-removed", "arcana R8",
                           f"{CARDS[other].name} against The Magician in an {parity} round "
                           "removes The Magician from play")
    if a == b:
        return Matchup(pair, parity, None, "identical", "arcana R5",
                       f"two identical cards ({ca.name}): no one wins, nothing happens")
    adv_a, adv_b = has_advantage(a, parity), has_advantage(b, parity)
    if adv_a != adv_b:
        winner = 0 if adv_a else 1
        w, lo = (ca, cb) if adv_a else (cb, ca)
        favoured = "odd-favoured" if parity == "odd" else "not odd-favoured"
        return Matchup(pair, parity, winner, "advantage", "arcana R5",
                       f"{parity} round: only {w.name} has the advantage ({favoured}), "
                       f"so it beats {lo.name}")
    winner = 0 if a > b else 1
    w, lo = (ca, cb) if winner == 0 else (cb, ca)
    both = "both cards have" if adv_a else "neither card has"
    return Matchup(pair, parity, winner, "higher", "arcana R5",
                   f"{parity} round: {both} the advantage, so the higher number wins: "
                   f"{w.name} ({w.numeral}) beats {lo.name} ({lo.numeral})")


def effect_text(card: int) -> str:
    """What a card does when its effect resolves, in words (arcana R7)."""
    c = CARDS[card]
    if c.effect == "remove":
        return "the opposing card is removed from play"
    if c.effect == "wheel":
        return "roll a die: " + "; ".join(f"{i} {f.describe()}" for i, f in enumerate(c.faces, 1))
    if c.effect == "tower-fool":
        return ("its owner gains 1 damage or 1 key point, then the opponent gains "
                "1 damage or 1 key point")
    return ", or ".join(o.describe() for o in c.options)


def resolution_text(m: Matchup, resolution: str = "winner") -> str:
    """What resolves in a match-up under R6 (``winner``) or its variant (``both``)."""
    if m.kind in ("identical", "both-removed", "switch"):
        return {"identical": "nothing happens", "both-removed": "both cards are removed from play",
                "switch": "the two cards switch owners"}[m.kind]
    if m.kind == "magician-removed":
        return "The Magician is removed from play"
    assert m.winner is not None
    w, lo = m.cards[m.winner], m.cards[1 - m.winner]
    text = f"{CARDS[w].name}: {effect_text(w)}"
    if resolution == "both":
        text += f"; then {CARDS[lo].name}: {effect_text(lo)}"
    return text


_TABLE = tuple(tuple(tuple(_decide(a, b, p) for b in range(22)) for a in range(22))
               for p in ("even", "odd"))
