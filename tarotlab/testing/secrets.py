"""What each game's rulebook keeps secret, for the conformance harness's secrecy branches.

These declarations are written from the rulebooks and rulings (cited below), not from what
an engine marks as secret: at each such decision the harness branches the game two ways
(the decision taken and another of the same kind) and asserts that the seats outside the
secret see the same views, prompts and event texts afterwards (``conformance.check_secrecy``).

They read the engine's pending decision only to know *which* draw or choice is being made;
whether it is secret, and from whom, comes from the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.engine import Action, Event, State

Secret = tuple[str, frozenset[int], int]
"""(kind of secret decision, the seats allowed to know it, how many decisions to compare)."""


@dataclass(frozen=True)
class Secrecy:
    """A game's secrets: ``secret(state, action)`` and what ends the comparison early."""

    game: str
    reveal_rules: tuple[str, ...] = ()
    """Events citing one of these rules reveal secrets by rule (scoring, looking at a hand):
    the comparison stops before them."""
    reveal_texts: tuple[str, ...] = ()
    """Events saying one of these reveal what a hand holds by rule (Arcanum's "no Minor Arcana
    and draws one": everyone sees the draw)."""

    def secret(self, state: State, action: Action) -> Secret | None:
        return _DECLARATIONS[self.game](state, action)

    def reveals(self, state: State, action: Action) -> bool:
        """Taking ``action`` in ``state`` reveals earlier secrets by rule (checked before)."""
        if self.game == "arcana":  # arcana R2: the second throw reveals both cards
            return bool(action.kind == "throw" and state.pending == ("throw", 1))
        return False

    def mark(self, state: State, action: Action | None = None) -> Any:
        """What ``unveiled`` compares against after ``action`` (or the next decision) is
        taken (Mystick: the cards known to lie on top of each deck, with the card ``action``
        draws to look at)."""
        if self.game != "mystick":
            return None
        tops = [tuple(top) for top in state.tops]  # type: ignore[attr-defined]
        pending = state.pending
        if action is not None and pending and pending.kind == "card" and pending.dest == "look":
            tops[pending.player] += (action.arg,)
        return tuple(tops)

    def unveiled(self, mark: Any, state: State, events: Sequence[Event]) -> bool:
        """The last decision (its ``events``) turned a looked-at card face up by rule
        (mystick: a known top card turned up for initiative, drawn into a Mystick Cross or
        a discard pile; only a draw into the hand, which names no card, keeps it secret)."""
        if self.game != "mystick":
            return False
        from ..mystick.rules import CARDS

        tops, hands = state.tops, state.hands  # type: ignore[attr-defined]
        for seat, known in enumerate(mark):
            for card in known:
                if card in tops[seat]:
                    continue
                named = any(f"({card})" in e.text or CARDS[card].name in e.text
                            for e in events)
                if named or card not in hands[seat]:
                    return True
        return False

    def revealed(self, events: Sequence[Event]) -> bool:
        """These new events reveal earlier secrets by rule (checked after)."""
        return _cites(events, self.reveal_rules) or any(
            any(text in e.text for text in self.reveal_texts) for e in events)


def _cites(events: Sequence[Event], rules: tuple[str, ...]) -> bool:
    return any(any(rule in e.rule for rule in rules) for e in events)


def _arcana(state: Any, action: Action) -> Secret | None:
    """arcana R2, R12: the first throw of a round is secret from the other seat until both
    have thrown; hands, the coin and the die are public."""
    if state.pending == ("throw", 0) and action.kind == "throw":
        return "throw", frozenset({0}), 2
    return None


def _arcanum(state: Any, action: Action) -> Secret | None:
    """arcanum: A (hands are held, hidden cards are "under the board"), 7 (Treasure Vault: the
    player looks at the card before hiding it), X Wheel (cards given to the left: giver and
    receiver know them, R17), XIV Temperance (hidden cards replaced from hand). Played and
    discarded cards go face up; which deck a card is drawn from is seen by everyone."""
    pending = state.pending
    kind = pending.kind if pending else ""
    if kind == "draw":  # a card drawn into a hand or hidden: only its owner sees it
        return f"draw from the {pending.deck} deck", frozenset({pending.to}), 8
    if kind in ("", "first", "place"):
        return None
    seat = pending.seat
    if action.kind == "give":  # arcanum R17: to the player on the left
        return "Wheel gift", frozenset({seat, (seat + 1) % state.n}), 40
    if action.kind == "hide" and action.arg not in ("Fool", "none"):
        return "hide", frozenset({seat}), 8  # hiding the Fool is playing it: public (0 - Fool)
    if action.kind == "swap" and action.arg != "none":
        hidden = action.arg.partition(" for ")[0]  # a card the Sun revealed leaves face up (R19)
        from ..arcanum.catalog import code

        shown_card = hidden if any(code(c) == hidden for c in state.revealed[seat]) else "?"
        return f"Temperance swap of {shown_card}", frozenset({seat}), 8
    return None


def _mystick(state: Any, action: Action) -> Secret | None:
    """mystick: Drawing (cards go to the hand: secret), the deck is kept face down (Glossary);
    looking at the top of a deck is seen by the seat whose effect looks. Initiative draws
    ("shows it to everyone"), Fate draws into the Mystick Cross and discards are face up."""
    pending = state.pending  # a typed tuple: kind, seat, then its details (mystick/pending.py)
    if pending and pending.kind == "card" and pending.dest in ("hand", "look"):
        if pending.dest == "hand" and action.arg.startswith("M"):
            return None  # mystick: Draw: a Major drawn is discarded at once, face up
        return f"draw to {pending.dest}", frozenset({pending.player}), 8
    return None


def _arcs(state: Any, action: Action) -> Secret | None:
    """arcs R5: hands are secret, cards played face down (Copy, the extra card to seize) are
    secret to all but their owner, deck orders are secret; Farseers' look and swap are seen by
    the two players (arcs card: Farseers); cards discarded into the face-down action discard
    (Farseers' Prelude) stay secret. Everything on the map, boards and the Court is public."""
    pending = state.pending  # a typed tuple: kind, seat, then its details (tarotlab.arcs.base)
    kind = pending.kind if pending else ""
    if kind in ("deal", "bottom"):
        return f"{kind} a card", frozenset({pending.to}), 8
    if action.kind == "copy" or action.startswith("seize with "):
        return f"{action.kind} face down", frozenset({pending.seat}), 8
    if action.kind == "swap":  # the follow-up decision's details: the rival looked at
        return "Farseers swap", frozenset({pending.seat, pending.args[0]}), 8
    if action.startswith("also discard"):
        return "discard face down", frozenset({pending.seat}), 8
    return None


_DECLARATIONS = {"arcana": _arcana, "arcanum": _arcanum, "mystick": _mystick, "arcs": _arcs}

_SECRECY = {
    "arcana": Secrecy("arcana"),
    "arcanum": Secrecy("arcanum", ("arcanum R8", "arcanum R9", "arcanum R10", "arcanum R19",
                                   "arcanum R20", "arcanum R21", "arcanum: C"),
                       ("has no Minor Arcana",)),
    "mystick": Secrecy("mystick", ("mystick: look_hand",), ("looks at seat",)),
    "arcs": Secrecy("arcs", ("arcs card: Farseers",)),
}


def secrecy_of(game: str) -> Secrecy | None:
    """The secrecy declaration of a game (None for a game with no secrets declared)."""
    return _SECRECY.get(game)
