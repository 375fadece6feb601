"""Arcanum's observation: ``ArcanumView`` (hands and hidden cards only for their owner,
arcanum R8) as float32s.

Size: 880 (3 players), 984 (4 players), 1088 (5 players).

Built from the view alone: another seat's hand and hidden cards are only counts. Seats are
relative (slot 0: the viewer, slot k: seat ``viewer + k``; ``n`` players). Cards are
Arcanum's card numbers (``tarotlab.arcanum.catalog``: Minor Arcana 0..55, Major Arcana 56..77);
the 16 Court figures are in ``COURT_FIGURES`` order; Houses in board order (Swords, Wands,
Pentacles, Chalices). The pending decision's kind is in ``PENDING`` order (its last slot for a
kind this table does not know).

| field | slots | values | meaning |
|---|---|---|---|
| `to_move` | n | 0/1 | the seat to decide now |
| `pending` | 25 | 0/1 | the kind of the pending decision (`PENDING`) |
| `pending_seat` | n | 0/1 | the seat the pending decision is for |
| `prompt_house` | 4 | 0/1 | the House the prompt names (the Fool's assignment, arcanum R21) |
| `prompt_detail` | 3 | 0/1 | the prompt says: hand limit, Death, second |
| `phase` | 4 | 0/1 | setup, draw-hide, play, over |
| `turn` | 1 | 0..9 | the game turn |
| `turns` | 1 | 0..9 | the game's length in turns |
| `first` | n | 0/1 | the first player |
| `active` | n | 0/1 | the active player |
| `prestige` | 4 | 0..21 | each House's prestige |
| `positions` | 4 | 0..4 | each House's position (1 top .. 4; ties share the better) |
| `figures` | 16 × 12 | 0/1 | where each Court figure stands: unplaced, off the board |
| | | | (Judgement), location 1..10 |
| `tower_owner` | n | 0/1 | the seat whose Tower covers two locations |
| `tower_covers` | 10 | 0/1 | the locations the Tower covers (arcanum R15) |
| `judged` | 16 × n | 0/1 | for each figure off the board, the seat whose Judgement took it |
| | | | (arcanum R16) |
| `devil` | 1 | 0/1 | the Devil doubles this turn's VP and prestige changes (arcanum R14) |
| `minor_played` | 1 | 0/1 | the active player has played this turn's Minor Arcana |
| `major_played` | 1 | 0/1 | the active player has played this turn's Major Arcana |
| `in_play` | 78 | 0/1 | cards being resolved (and the Tower on the board) |
| `decks` | 2 | 0..56 | cards left in the Minor and the Major deck |
| `discards` | 78 | 0/1 | cards in the discard piles |
| `scoring` | 2 | 0/1 | a House scoring is under way: full, the World's |
| `outcome` | 1 + n | 0/1 | the game is over; then each winning seat |
| `vp` | n | 0..999 | victory points (capped) |
| `hand_count` | n | 0..78 | cards in hand |
| `hidden_count` | n | 0..78 | hidden cards |
| `giving` | n | 0..78 | cards the seat is giving to the left (the Wheel, arcanum R17) |
| `revealed` | n × 78 | 0/1 | the seat's hidden cards shown face up (the Sun, a scoring) |
| `hand` | 78 | 0/1 | the viewer's own hand |
| `hidden` | 78 | 0/1 | the viewer's own hidden cards |
"""

from __future__ import annotations

from typing import Any

from ..arcanum.catalog import COURT_FIGURES, N_CARDS, PRESTIGE_MAX, SUITS
from .layout import Encoder, Layout, Vector, capped, outcome_slots

PENDING = ("first", "place", "draw", "dh", "hide", "discard", "main", "artisan", "harbour",
           "market", "fields", "cathedral", "hide_opt", "move", "house", "discard_one", "give",
           "swap", "tower", "reveal", "judge_remove", "judge_return", "fool", "over", "other")
PHASES = ("setup", "draw-hide", "play", "over")
DETAILS = ("hand limit", "Death", "second")
"""Words of a prompt that say more about a decision: a discard for the hand limit or for
Death, a second discard or hide."""
_FIGURE = {fig: i for i, fig in enumerate(COURT_FIGURES)}
VP_CAP = 999


def layout(players: int) -> Layout:
    """Arcanum's observation layout (the table in the module docstring)."""
    n = players
    lay = Layout("arcanum", n)
    lay.add("to_move", n, "the seat to decide now", size="n")
    lay.add("pending", len(PENDING), "the kind of the pending decision (`PENDING`)")
    lay.add("pending_seat", n, "the seat the pending decision is for", size="n")
    lay.add("prompt_house", 4, "the House the prompt names (the Fool's assignment, arcanum R21)")
    lay.add("prompt_detail", len(DETAILS), "the prompt says: hand limit, Death, second")
    lay.add("phase", len(PHASES), ", ".join(PHASES))
    lay.add("turn", 1, "the game turn", high=9)
    lay.add("turns", 1, "the game's length in turns", high=9)
    lay.add("first", n, "the first player", size="n")
    lay.add("active", n, "the active player", size="n")
    lay.add("prestige", 4, "each House's prestige", high=PRESTIGE_MAX)
    lay.add("positions", 4, "each House's position (1 top .. 4; ties share the better)",
            high=4)
    lay.add("figures", 16 * 12, "where each Court figure stands: unplaced, off the board "
            "(Judgement), location 1..10", size="16 × 12")
    lay.add("tower_owner", n, "the seat whose Tower covers two locations", size="n")
    lay.add("tower_covers", 10, "the locations the Tower covers (arcanum R15)")
    lay.add("judged", 16 * n, "for each figure off the board, the seat whose Judgement took it "
            "(arcanum R16)", size="16 × n")
    lay.add("devil", 1, "the Devil doubles this turn's VP and prestige changes (arcanum R14)")
    lay.add("minor_played", 1, "the active player has played this turn's Minor Arcana")
    lay.add("major_played", 1, "the active player has played this turn's Major Arcana")
    lay.add("in_play", N_CARDS, "cards being resolved (and the Tower on the board)")
    lay.add("decks", 2, "cards left in the Minor and the Major deck", high=56)
    lay.add("discards", N_CARDS, "cards in the discard piles")
    lay.add("scoring", 2, "a House scoring is under way: full, the World's")
    lay.add("outcome", 1 + n, "the game is over; then each winning seat", size="1 + n")
    lay.add("vp", n, "victory points (capped)", high=VP_CAP, size="n")
    lay.add("hand_count", n, "cards in hand", high=N_CARDS, size="n")
    lay.add("hidden_count", n, "hidden cards", high=N_CARDS, size="n")
    lay.add("giving", n, "cards the seat is giving to the left (the Wheel, arcanum R17)",
            high=N_CARDS, size="n")
    lay.add("revealed", n * N_CARDS, "the seat's hidden cards shown face up (the Sun, a "
            "scoring)", size=f"n × {N_CARDS}")
    lay.add("hand", N_CARDS, "the viewer's own hand")
    lay.add("hidden", N_CARDS, "the viewer's own hidden cards")
    return lay


class ArcanumEncoder(Encoder):
    """``encode(view)``: the observation vector of an ``ArcanumView``."""

    def __init__(self, players: int) -> None:
        super().__init__(layout(players), players)
        o = self._o
        self._pending = {k: o["pending"] + i for i, k in enumerate(PENDING)}
        self._phase = {p: o["phase"] + i for i, p in enumerate(PHASES)}

    def _read_prompt(self, key: object) -> list[int]:
        """The Houses and details a prompt names."""
        prompt, o = str(key), self._o
        slots = [o["prompt_house"] + h for h, house in enumerate(SUITS) if house in prompt]
        return slots + [o["prompt_detail"] + i for i, word in enumerate(DETAILS) if word in prompt]

    def encode(self, view: Any) -> Vector:
        o = self._o
        n = self.n
        out, viewer, rel = self._blank(view)
        ones = [self._pending.get(view.pending, o["pending"] + len(PENDING) - 1),
                self._phase.get(view.phase, o["phase"] + 3)]
        ones += self._prompt_slots(view.prompt)
        if view.to_move is not None and view.to_move >= 0:
            ones.append(o["to_move"] + rel[view.to_move])
        if view.pending_seat is not None and 0 <= view.pending_seat < n:
            ones.append(o["pending_seat"] + rel[view.pending_seat])
        if 0 <= view.first < n:
            ones.append(o["first"] + rel[view.first])
        if 0 <= view.active < n:
            ones.append(o["active"] + rel[view.active])
        out[o["turn"]] = view.turn
        out[o["turns"]] = view.turns
        start = o["prestige"]
        out[start:start + 4] = view.prestige
        start = o["positions"]
        out[start:start + 4] = view.positions
        fig = o["figures"]
        ones += [fig + 12 * i + loc + 1 for i, loc in enumerate(view.figures)]
        if view.tower is not None:
            owner, a, b = view.tower
            ones += [o["tower_owner"] + rel[owner], o["tower_covers"] + a - 1,
                     o["tower_covers"] + b - 1]
        for owner, figs in view.judgements:
            ones += [o["judged"] + n * _FIGURE[f] + rel[owner] for f in figs]
        if view.devil:
            ones.append(o["devil"])
        if view.minor_played:
            ones.append(o["minor_played"])
        if view.major_played:
            ones.append(o["major_played"])
        ones += [o["in_play"] + c for c in view.in_play]
        out[o["decks"]] = view.decks[0]
        out[o["decks"] + 1] = view.decks[1]
        discards = o["discards"]
        ones += [discards + c for c in view.discards[0]]
        ones += [discards + c for c in view.discards[1]]
        if view.scoring is not None:
            ones.append(o["scoring"] + (0 if view.scoring == "full" else 1))
        ones += [o["outcome"] + s for s in outcome_slots(view.outcome, rel)]
        for seat, p in enumerate(view.players):
            r = rel[seat]
            out[o["vp"] + r] = capped(p.vp, VP_CAP)
            out[o["hand_count"] + r] = p.hand_count
            out[o["hidden_count"] + r] = p.hidden_count
            out[o["giving"] + r] = p.giving
            base = o["revealed"] + N_CARDS * r
            ones += [base + c for c in p.revealed]
            if seat == viewer:
                if p.hand is not None:
                    ones += [o["hand"] + c for c in p.hand]
                if p.hidden is not None:
                    ones += [o["hidden"] + c for c in p.hidden]
        out[ones] = 1.0
        return out
