"""Mystick draws (rulebook "Draw", "Game Setup", mystick R5 and R6): a card leaves a deck, chosen
by chance, and goes where it was going: a hand (a Major is discarded and replaced), the
Mystick Cross (Fate, or put there by a card's effect: tarotlab D3), a discard pile, the top of
the deck a player looked at, or face up for initiative.

Decks are unordered piles, so a draw is a chance decision naming the card (``DrawCard``),
except for cards a player has looked at on top of a deck, which stay there in order and are
drawn first.
"""

from __future__ import annotations

from typing import Any

from ..core.decision import Task
from ..core.engine import CHANCE, Action
from ..core.rng import Rng
from .challenge import R_CHALLENGE
from .effects import cite as _cite
from .pending import DrawCard
from .state import CARDS, R_SETUP, Decision, MystickBase

CARD_ACTIONS = {cid: Action(f"card {cid}") for cid in CARDS}  # chance: the card drawn


def draw(state: MystickBase, seat: int, dest: str, count: int, cause: str = "") -> None:
    """Draw ``count`` cards for ``seat`` into ``dest`` (hand, cross, initiative, mill,
    look). ``cause``: "" for a move or the initiative draw, "opening" for the opening
    hand, "fate" for a Fate Draw, else the id of the card whose effect draws."""
    if count <= 0 or state.eliminated[seat]:
        return
    if state.tops[seat] and dest != "look":
        arrive(state, seat, state.tops[seat].pop(0), dest, count, cause)
        return
    if not state.decks[seat]:
        return
    state.pending = DrawCard("card", CHANCE, seat, dest, count, cause)


class CardDraw(Decision[MystickBase, DrawCard]):
    """Chance names the card drawn from ``player``'s deck (an unordered pile)."""

    def prompt(self, s: MystickBase, p: DrawCard) -> str:
        return f"chance draws a card for seat {p.player}"

    def legal(self, s: MystickBase, p: DrawCard) -> list[Action]:
        return [CARD_ACTIONS[c] for c in dict.fromkeys(s.decks[p.player])]

    def sample(self, s: MystickBase, p: DrawCard, rng: Rng) -> Action | None:
        """The card drawn, without listing the deck: ``rng.choice(legal)`` is the card at a
        random place of the deck when no card is there twice (basic decks; an advanced deck
        may hold copies, and then the distinct cards are listed and chosen from)."""
        deck = s.decks[p.player]
        if len(set(deck)) != len(deck):
            return None
        return CARD_ACTIONS[deck[rng.below(len(deck))]]

    def do(self, s: MystickBase, p: DrawCard, action: Action) -> None:
        card = action.arg
        s.decks[p.player].remove(card)
        arrive(s, p.player, card, p.dest, p.left, p.cause)


def arrive(state: MystickBase, seat: int, card: str, dest: str, count: int, cause: str) -> None:
    """A card just left ``seat``'s deck: put it where it was going."""
    more: Task = ("draw", seat, dest, count - 1, cause)
    if dest == "hand":
        rule = R_SETUP if cause == "opening" else "mystick: Draw"
        if CARDS[card].is_major:  # a Major in hand is discarded and replaced
            state.discards[seat].append(card)
            state._log(seat, f"seat {seat} draws {CARDS[card].name} and discards it: a Major "
                       "Arcana never stays in hand", rule)
            more = ("draw", seat, dest, count, cause)
        else:
            state.hands[seat].append(card)
            state.hands[seat].sort()
            if cause in CARDS:
                state._log(seat, f"seat {seat} draws a card ({CARDS[cause].name}; the Draw "
                           "Count does not change)", _cite(cause))
            else:
                state._log(seat, f"seat {seat} draws a card", rule)
    elif dest == "cross":
        to_cross(state, seat, card, cause)
    elif dest == "mill":
        state.discards[seat].append(card)
        state._log(seat, f"seat {seat}'s {CARDS[card].name} ({card}) goes from the top of their "
                   "deck to their discard pile", _cite(cause))
    elif dest == "look":
        state.tops[seat].append(card)
    elif dest == "initiative":
        if CARDS[card].is_major:
            state.discards[seat].append(card)
            state._log(seat, f"seat {seat} turns up {CARDS[card].name} for initiative and "
                       "discards it", "mystick R5")
            more = ("draw", seat, dest, 1)
        else:
            state.initiative[seat] = card
            state._log(seat, f"seat {seat} turns up the {CARDS[card].name} ({card}) for "
                       "initiative", "mystick R5")
            more = ("noop",)
    # mystick R15: the initiative draw is simultaneous, so its end decides the game
    state._push(more, ("eliminate_check", seat, dest == "initiative"))


def noop(state: MystickBase) -> None:
    """Nothing more to draw (the initiative card is turned up)."""


def look_done(state: MystickBase, seat: int, card: str) -> None:
    state.seen[seat] = (seat, tuple(state.tops[seat]))
    state._log(seat, f"seat {seat} looks at the top {len(state.tops[seat])} card(s) of their "
               "deck and puts them back in the same order", _cite(card))


def to_cross(state: MystickBase, seat: int, card: str, cause: str) -> None:
    """A card to the lowest open space: Fate (mystick R6), or put there by a card's effect,
    which is not Fate (tarotlab D3)."""
    cross = state.crosses[seat]
    space = next((i for i, c in enumerate(cross) if c is None), None)
    fate = cause == "fate"
    what = f"{CARDS[card].name} ({card})"
    if space is None:
        state.discards[seat].append(card)
        if fate:
            state._log(seat, f"no open space in seat {seat}'s Mystick Cross: {what} is "
                       "discarded with no effect", R_CHALLENGE)
        else:
            state._log(seat, f"seat {seat}'s Mystick Cross is full: {what}, the top card of "
                       "their deck, goes to their discard pile", _cite(cause))
        return
    cross[space] = card
    if fate and state.challenge is not None:
        state.challenge["spaces"].append(space)
        state._log(seat, f"{what} goes to space {space + 1} of seat {seat}'s Mystick Cross",
                   R_CHALLENGE)
    else:
        state._log(seat, f"{what}, the top card of seat {seat}'s deck, fills space "
                   f"{space + 1} of their Mystick Cross; it is not Fate (tarotlab D3)",
                   _cite(cause))


DECISIONS: dict[str, Decision[Any, Any]] = {"card": CardDraw()}
TASKS: dict[str, Any] = {"draw": draw, "noop": noop, "look_done": look_done}
