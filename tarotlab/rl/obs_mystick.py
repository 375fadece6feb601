"""Mystick Domination's observation: ``MystickView`` (a hand and the cards known on top of a
deck only for their owner) as float32s.

Size: 1488 (2 players), 2061 (3 players), 2634 (4 players), 3207 (5 players).

Built from the view alone. Seats are relative (slot 0: the viewer, slot k: seat
``viewer + k``; ``n`` players). Cards are indexed in ``CARD_IDS`` order (the catalog's 78:
Wands, Cups, Swords, Pentacles Ace..King, then the Majors M00..M21); a Pawn in play is kept
in the slots of its card among the 20 Pawn cards (``PAWNS``), so a second copy of one Pawn
card in a play area (only a custom deck can hold one) adds to the same slots. Attachments
are indexed among the 12 Attachment cards (``ATTACHMENTS``), Environments among the 8
(``ENVIRONMENTS``). A Mystick Cross space holds one card, described by 7 numbers: there is a
card; its suit (Wands, Cups, Swords, Pentacles); a Major; its rank (Ace 1 .. King 14, a
Major's number 0..21).

| field | slots | values | meaning |
|---|---|---|---|
| `to_move` | n | 0/1 | the seat to decide now |
| `mover` | n | 0/1 | the seat whose move it is (mystick R4) |
| `prompt` | 6 | 0/1 | the decision the prompt asks: move, redraw, choose, pick_discard, |
| | | | recover, other |
| `prompt_card` | 78 | 0/1 | the card whose effect asks it (choose, pick_discard, recover) |
| `prompt_seat` | n | 0/1 | the seat a pick_discard discards for |
| `pool` | 1 | 0..99 | Power in the pool |
| `draw_count` | 1 | 0..99 | the draw count (mystick R10) |
| `round` | 1 | 0..999 | the round (capped) |
| `outcome` | 1 + n | 0/1 | the game is over; then each winning seat |
| `challenge` | 1 | 0/1 | a challenge is under way |
| `challenge_seat` | n | 0/1 | the challenging seat |
| `challenger` | n × 20 | 0/1 | the challenging Pawn (its play area, its card) |
| `target_pool` | 1 | 0/1 | the challenge targets the pool |
| `target` | n × 20 | 0/1 | the challenged Pawn (its play area, its card) |
| `spaces` | 8 | 0/1 | the challenge's Fate spaces 1..8 |
| `marked` | 8 | 0/1 | the Fate spaces marked |
| `redraws` | 1 | 0..99 | redraws left |
| `bonus` | 1 | -99..99 | the challenge's bonus (capped) |
| `seen_seat` | n | 0/1 | the seat whose hand the viewer looked at |
| `seen_hand` | 78 | 0..39 | copies of each card in the hand looked at |
| `vp` | n | 0..999 | victory points (capped) |
| `deck` | n | 0..78 | cards left in the deck |
| `hand_count` | n | 0..78 | cards in hand |
| `eliminated` | n | 0/1 | the seat is out of the game |
| `skips` | n | 0..99 | moves the seat must skip |
| `discard` | n × 78 | 0..39 | copies of each card in the seat's discard pile |
| `cross` | n × 8 × 7 | 0..21 | each space of the seat's Mystick Cross: card, suit × 4, Major, |
| | | | rank |
| `pawns` | n × 20 × 19 | 0..99 | each Pawn card in the seat's play area: copies, influence, |
| | | | Power, traits × 4 (Aggression, Presence, Immunity, |
| | | | Resources), Attachments × 12 (copies) |
| `environments` | n × 8 | 0..39 | copies of each Environment in the seat's play area |
| `hand` | 78 | 0..39 | copies of each card in the viewer's own hand |
| `known_top` | 78 | 0..39 | copies of each card the viewer knows on top of its deck |
"""

from __future__ import annotations

from typing import Any

from ..mystick.catalog import SUITS, TRAITS
from ..mystick.rules import CARDS
from .layout import Encoder, Layout, Vector, capped, outcome_slots

CARD_IDS = tuple(CARDS)
PAWNS = tuple(c for c in CARD_IDS if CARDS[c].type == "Pawn")
ATTACHMENTS = tuple(c for c in CARD_IDS if CARDS[c].type == "Attachment")
ENVIRONMENTS = tuple(c for c in CARD_IDS if CARDS[c].type == "Environment")
PROMPTS = ("move", "redraw", "choose", "pick_discard", "recover", "other")
_CARD = {c: i for i, c in enumerate(CARD_IDS)}
_PAWN = {c: i for i, c in enumerate(PAWNS)}
_ATTACHMENT = {c: i for i, c in enumerate(ATTACHMENTS)}
_ENVIRONMENT = {c: i for i, c in enumerate(ENVIRONMENTS)}
_BY_NAME = {CARDS[c].name: i for i, c in enumerate(CARD_IDS)}
PAWN_FEATURES = 7 + len(ATTACHMENTS)
"""Per Pawn card: in play (copies), influence, Power, its 4 traits, its Attachments."""
CROSS = 8
CROSS_FEATURES = 7


def _cross_features(card: str) -> tuple[float, ...]:
    c = CARDS[card]
    suits = tuple(1.0 if c.suit == s else 0.0 for s in SUITS)
    return (1.0, *suits, 1.0 if c.is_major else 0.0, float(c.rank))


_CROSS = {c: _cross_features(c) for c in CARD_IDS}


def _card_of(label: str) -> str:
    """The card of a label (``5W#3`` -> ``5W``)."""
    return label.partition("#")[0]


def layout(players: int) -> Layout:
    """Mystick's observation layout (the table in the module docstring)."""
    n = players
    cards = len(CARD_IDS)
    pawns = len(PAWNS)
    lay = Layout("mystick", n)
    lay.add("to_move", n, "the seat to decide now", size="n")
    lay.add("mover", n, "the seat whose move it is (mystick R4)", size="n")
    lay.add("prompt", len(PROMPTS), "the decision the prompt asks: " + ", ".join(PROMPTS))
    lay.add("prompt_card", cards, "the card whose effect asks it (choose, pick_discard, "
            "recover)", size=str(cards))
    lay.add("prompt_seat", n, "the seat a pick_discard discards for", size="n")
    lay.add("pool", 1, "Power in the pool", high=99)
    lay.add("draw_count", 1, "the draw count (mystick R10)", high=99)
    lay.add("round", 1, "the round (capped)", high=999)
    lay.add("outcome", 1 + n, "the game is over; then each winning seat", size="1 + n")
    lay.add("challenge", 1, "a challenge is under way")
    lay.add("challenge_seat", n, "the challenging seat", size="n")
    lay.add("challenger", n * pawns, "the challenging Pawn (its play area, its card)",
            size=f"n × {pawns}")
    lay.add("target_pool", 1, "the challenge targets the pool")
    lay.add("target", n * pawns, "the challenged Pawn (its play area, its card)",
            size=f"n × {pawns}")
    lay.add("spaces", CROSS, "the challenge's Fate spaces 1..8")
    lay.add("marked", CROSS, "the Fate spaces marked")
    lay.add("redraws", 1, "redraws left", high=99)
    lay.add("bonus", 1, "the challenge's bonus (capped)", low=-99, high=99)
    lay.add("seen_seat", n, "the seat whose hand the viewer looked at", size="n")
    lay.add("seen_hand", cards, "copies of each card in the hand looked at", high=39,
            size=str(cards))
    lay.add("vp", n, "victory points (capped)", high=999, size="n")
    lay.add("deck", n, "cards left in the deck", high=78, size="n")
    lay.add("hand_count", n, "cards in hand", high=78, size="n")
    lay.add("eliminated", n, "the seat is out of the game", size="n")
    lay.add("skips", n, "moves the seat must skip", high=99, size="n")
    lay.add("discard", n * cards, "copies of each card in the seat's discard pile", high=39,
            size=f"n × {cards}")
    lay.add("cross", n * CROSS * CROSS_FEATURES, "each space of the seat's Mystick Cross: "
            "card, suit × 4, Major, rank", high=21, size=f"n × {CROSS} × {CROSS_FEATURES}")
    lay.add("pawns", n * pawns * PAWN_FEATURES, "each Pawn card in the seat's play area: "
            "copies, influence, Power, traits × 4 (" + ", ".join(TRAITS) + "), Attachments "
            "× 12 (copies)", high=99, size=f"n × {pawns} × {PAWN_FEATURES}")
    lay.add("environments", n * len(ENVIRONMENTS), "copies of each Environment in the seat's "
            "play area", high=39, size=f"n × {len(ENVIRONMENTS)}")
    lay.add("hand", cards, "copies of each card in the viewer's own hand", high=39,
            size=str(cards))
    lay.add("known_top", cards, "copies of each card the viewer knows on top of its deck",
            high=39, size=str(cards))
    return lay


class MystickEncoder(Encoder):
    """``encode(view)``: the observation vector of a ``MystickView``."""

    def __init__(self, players: int) -> None:
        super().__init__(layout(players), players)

    def _read_prompt(self, key: object) -> list[int]:
        """The prompt's slots (``key``: the prompt and the viewer, since it names seats):
        which decision, the card that asks it, the seat it is for."""
        assert isinstance(key, tuple)
        prompt, viewer = key
        rel = self._rel[viewer]
        o = self._o
        card: str | None = None
        if " moves: " in prompt and prompt.startswith("seat "):
            kind = "move"
        elif " may redraw " in prompt:
            kind = "redraw"
        elif " chooses a target for " in prompt:
            kind, card = "choose", prompt.partition(" chooses a target for ")[2]
        elif " to discard (" in prompt and prompt.startswith("seat "):
            kind, card = "pick_discard", prompt.rpartition(" (")[2][:-1]
        elif " to return to hand (" in prompt:
            kind, card = "recover", prompt.rpartition(" (")[2][:-1]
        else:
            kind = "other"
        slots = [o["prompt"] + PROMPTS.index(kind)]
        if card in _BY_NAME:
            slots.append(o["prompt_card"] + _BY_NAME[card])
        if kind == "pick_discard":
            words = prompt.partition(" for seat ")[2].split(" ", 1)
            if words[0].isdigit() and int(words[0]) < self.n:
                slots.append(o["prompt_seat"] + rel[int(words[0])])
        return slots

    def encode(self, view: Any) -> Vector:
        o = self._o
        n = self.n
        npawns = len(PAWNS)
        out, viewer, rel = self._blank(view)
        ones = list(self._prompt_slots((view.prompt, viewer)))
        if view.to_move is not None and view.to_move >= 0:
            ones.append(o["to_move"] + rel[view.to_move])
        if 0 <= view.mover < n:
            ones.append(o["mover"] + rel[view.mover])
        out[o["pool"]] = capped(view.pool, 99)
        out[o["draw_count"]] = capped(view.draw_count, 99)
        out[o["round"]] = capped(view.round, 999)
        ones += [o["outcome"] + s for s in outcome_slots(view.outcome, rel)]
        where: dict[str, int] = {}  # a Pawn's label -> its slot in challenger / target
        idx: list[int] = []
        vals: list[float] = []
        for seat, p in enumerate(view.players):
            r = rel[seat]
            out[o["vp"] + r] = capped(p.vp, 999)
            out[o["deck"] + r] = p.deck
            out[o["hand_count"] + r] = p.hand_count
            out[o["skips"] + r] = capped(p.skips, 99)
            if p.eliminated:
                ones.append(o["eliminated"] + r)
            self._counts(idx, vals, o["discard"] + len(CARD_IDS) * r, p.discard, _CARD)
            base = o["cross"] + r * CROSS * CROSS_FEATURES
            for space, card in enumerate(p.cross):
                if card is not None:
                    start = base + space * CROSS_FEATURES
                    out[start:start + CROSS_FEATURES] = _CROSS[card]
            base = o["pawns"] + r * npawns * PAWN_FEATURES
            for label, influence, power, traits, attachments in p.pawns:
                pawn = _PAWN.get(_card_of(label))
                if pawn is None:
                    continue
                where[label] = r * npawns + pawn
                start = base + pawn * PAWN_FEATURES
                out[start] += 1.0
                out[start + 1] += capped(influence, 99)
                out[start + 2] += capped(power, 99)
                ones += [start + 3 + TRAITS.index(t) for t in traits if t in TRAITS]
                for label_a in attachments:
                    a = _ATTACHMENT.get(_card_of(label_a))
                    if a is not None:
                        out[start + 7 + a] += 1.0
            self._counts(idx, vals, o["environments"] + len(ENVIRONMENTS) * r,
                         [_card_of(e) for e in p.environments], _ENVIRONMENT)
            if seat == viewer:
                if p.hand is not None:
                    self._counts(idx, vals, o["hand"], p.hand, _CARD)
                self._counts(idx, vals, o["known_top"], p.known_top, _CARD)
        c = view.challenge
        if c is not None:
            ones += [o["challenge"], o["challenge_seat"] + rel[c.seat]]
            if c.challenger in where:
                ones.append(o["challenger"] + where[c.challenger])
            if c.target == "pool":
                ones.append(o["target_pool"])
            elif c.target in where:
                ones.append(o["target"] + where[c.target])
            ones += [o["spaces"] + s - 1 for s in c.spaces if 1 <= s <= CROSS]
            ones += [o["marked"] + s - 1 for s in c.marked if 1 <= s <= CROSS]
            out[o["redraws"]] = capped(c.redraws, 99)
            out[o["bonus"]] = max(-99, min(99, c.bonus))
        if view.seen is not None:
            seat, hand = view.seen
            ones.append(o["seen_seat"] + rel[seat])
            self._counts(idx, vals, o["seen_hand"], hand, _CARD)
        out[ones] = 1.0
        if idx:
            out[idx] = vals
        return out

    @staticmethod
    def _counts(idx: list[int], vals: list[float], base: int, cards: Any,
                index: dict[str, int]) -> None:
        """Add the slots of ``cards`` counted by card (``index``: card -> offset)."""
        counts: dict[int, float] = {}
        for card in cards:
            i = index.get(card)
            if i is not None:
                counts[i] = counts.get(i, 0.0) + 1.0
        for i, count in counts.items():
            idx.append(base + i)
            vals.append(count)
