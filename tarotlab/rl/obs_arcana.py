"""Arcana's observation: ``ArcanaView`` (what one seat may see, arcana R12) as float32s.

Size: 283 (2 players).

Built from the view alone, never from the state: a card thrown face down this round is only
``thrown_hidden`` for the other seat. Seats are relative (slot 0: the viewer, slot 1: the
opponent); ``n`` is 2. Cards are indexed by their Arcana number (arcana R1: 0 the Fool …
21 the World); effects by ``EFFECTS`` (the order of the data file: each card's options and
die faces, then the chambers' options).

| field | slots | values | meaning |
|---|---|---|---|
| `to_move` | n | 0/1 | the seat to decide now |
| `phase` | 6 | 0/1 | coin, throw, choose, die, resolving, over |
| `parity` | 2 | 0/1 | the round is odd, even (arcana R5; neither before the coin) |
| `round` | 1 | 0..999 | the round number (capped) |
| `hp` | n | 0..99 | HP (capped) |
| `damage` | n | 0..99 | damage points (capped) |
| `keys` | n | 0..99 | key points (capped) |
| `clock` | n | 0..24 | the clock's hour (24: midnight) |
| `chambers` | n | 0..9 | chambers unlocked |
| `hand` | n × 22 | 0..2 | copies of each card in the seat's hand (hands are public, arcana |
| | | | R12) |
| `removed` | n × 22 | 0..2 | copies of each card removed from the seat's hand |
| `thrown` | n × 22 | 0/1 | the card the seat threw this round, when the viewer may see it |
| `thrown_hidden` | n | 0/1 | the seat threw a card face down that the viewer may not see |
| `chooser` | n | 0/1 | the seat choosing an effect |
| `choice` | 4 × 9 | 0/1 | option i of the pending choice (its legal action i), one-hot over |
| | | | `EFFECTS` |
| `choice_source` | 32 | 0/1 | what offers the choice: card 0..21's effect; 22: for the |
| | | | opponent (Tower, Fool); 23..31: chamber 1..9 |
| `last_kind` | 6 | 0/1 | the last match-up: advantage, higher, identical, magician-removed, |
| | | | both-removed, switch |
| `last_winner` | n | 0/1 | the seat that won the last match-up |
| `last_cards` | n × 22 | 0/1 | the card each seat threw in the last match-up |
| `last_parity` | 2 | 0/1 | the last match-up's round was odd, even |
| `outcome` | 1 + n | 0/1 | the game is over; then each winning seat |
| `variant_both` | 1 | 0/1 | the variant resolution="both" (arcana R6) |
"""

from __future__ import annotations

from typing import Any

from ..arcana.catalog import CARDS, CHAMBERS
from ..arcana.rules import HIDDEN
from ..core.engine import Action
from .layout import Encoder, Layout, Vector, capped, outcome_slots

PHASES = ("coin", "throw", "choose", "die", "resolving", "over")
KINDS = ("advantage", "higher", "identical", "magician-removed", "both-removed", "switch")
CHOICE_SLOTS = 4  # the most options one card offers (arcana data); a chamber offers 3


def _effects() -> tuple[Action, ...]:
    seen: dict[Action, None] = {}
    for card in CARDS:
        for e in card.options + card.faces:
            seen.setdefault(e.action, None)
    for chamber in CHAMBERS:
        for e in chamber.options:
            seen.setdefault(e.action, None)
    return tuple(seen)


EFFECTS = _effects()
_EFFECT_INDEX = {a: i for i, a in enumerate(EFFECTS)}


def _sources() -> dict[str, tuple[int, ...]]:
    out: dict[str, tuple[int, ...]] = {}
    for card in CARDS:
        out[f"{card.name}'s effect"] = (card.number,)
        out[f"{card.name}'s effect for the opponent"] = (card.number, 22)
    for chamber in CHAMBERS:
        out[f"the {chamber.name} (chamber {chamber.number})"] = (22 + chamber.number,)
    return out


_SOURCES = _sources()


def layout(players: int = 2) -> Layout:
    """Arcana's observation layout (the table in the module docstring)."""
    n = players
    lay = Layout("arcana", n)
    lay.add("to_move", n, "the seat to decide now", size="n")
    lay.add("phase", len(PHASES), ", ".join(PHASES))
    lay.add("parity", 2, "the round is odd, even (arcana R5; neither before the coin)")
    lay.add("round", 1, "the round number (capped)", high=999)
    for name, what in (("hp", "HP"), ("damage", "damage points"), ("keys", "key points")):
        lay.add(name, n, f"{what} (capped)", high=99, size="n")
    lay.add("clock", n, "the clock's hour (24: midnight)", high=24, size="n")
    lay.add("chambers", n, "chambers unlocked", high=len(CHAMBERS), size="n")
    lay.add("hand", n * 22, "copies of each card in the seat's hand (hands are public, "
            "arcana R12)", high=2, size="n × 22")
    lay.add("removed", n * 22, "copies of each card removed from the seat's hand", high=2,
            size="n × 22")
    lay.add("thrown", n * 22, "the card the seat threw this round, when the viewer may see it",
            size="n × 22")
    lay.add("thrown_hidden", n, "the seat threw a card face down that the viewer may not see",
            size="n")
    lay.add("chooser", n, "the seat choosing an effect", size="n")
    lay.add("choice", CHOICE_SLOTS * len(EFFECTS), "option i of the pending choice (its legal "
            "action i), one-hot over `EFFECTS`", size=f"{CHOICE_SLOTS} × {len(EFFECTS)}")
    lay.add("choice_source", 23 + len(CHAMBERS), "what offers the choice: card 0..21's effect; "
            "22: for the opponent (Tower, Fool); 23..31: chamber 1..9")
    lay.add("last_kind", len(KINDS), "the last match-up: " + ", ".join(KINDS))
    lay.add("last_winner", n, "the seat that won the last match-up", size="n")
    lay.add("last_cards", n * 22, "the card each seat threw in the last match-up",
            size="n × 22")
    lay.add("last_parity", 2, "the last match-up's round was odd, even")
    lay.add("outcome", 1 + n, "the game is over; then each winning seat", size="1 + n")
    lay.add("variant_both", 1, "the variant resolution=\"both\" (arcana R6)")
    return lay


class ArcanaEncoder(Encoder):
    """``encode(view)``: the observation vector of an ``ArcanaView``."""

    def __init__(self, players: int = 2) -> None:
        super().__init__(layout(players), players)
        o = self._o
        self._phase = {p: o["phase"] + i for i, p in enumerate(PHASES)}
        self._kind = {k: o["last_kind"] + i for i, k in enumerate(KINDS)}

    def encode(self, view: Any) -> Vector:
        o = self._o
        out, _, rel = self._blank(view)
        ones: list[int] = [self._phase[view.phase]]
        if view.to_move is not None and view.to_move >= 0:
            ones.append(o["to_move"] + rel[view.to_move])
        if view.round is not None:
            ones.append(o["parity"] + (0 if view.round % 2 else 1))
            out[o["round"]] = capped(view.round, 999)
        for seat, p in enumerate(view.players):
            r = rel[seat]
            out[o["hp"] + r] = capped(p.hp, 99)
            out[o["damage"] + r] = capped(p.damage, 99)
            out[o["keys"] + r] = capped(p.keys, 99)
            out[o["clock"] + r] = p.clock
            out[o["chambers"] + r] = p.chambers
            start = o["hand"] + 22 * r
            out[start:start + 22] = p.hand
            start = o["removed"] + 22 * r
            out[start:start + 22] = p.removed
            if p.thrown == HIDDEN:
                ones.append(o["thrown_hidden"] + r)
            elif p.thrown is not None:
                ones.append(o["thrown"] + 22 * r + p.thrown)
        if view.chooser is not None:
            ones.append(o["chooser"] + rel[view.chooser])
        width = len(EFFECTS)
        for i, action in enumerate(view.choice[:CHOICE_SLOTS]):
            ones.append(o["choice"] + i * width + _EFFECT_INDEX[action])
        ones += [o["choice_source"] + s for s in _SOURCES.get(view.choice_source, ())]
        last = view.last
        if last is not None:
            ones.append(self._kind[last.kind])
            if last.winner is not None:
                ones.append(o["last_winner"] + rel[last.winner])
            ones.append(o["last_cards"] + 22 * rel[0] + last.cards[0])
            ones.append(o["last_cards"] + 22 * rel[1] + last.cards[1])
            ones.append(o["last_parity"] + (0 if last.parity == "odd" else 1))
        ones += [o["outcome"] + s for s in outcome_slots(view.outcome, rel)]
        if view.resolution == "both":
            ones.append(o["variant_both"])
        out[ones] = 1.0
        return out
