"""Prepared Mystick positions reached by real play: choose the cards each seat draws.

A game created with ``auto_chance=False`` asks CHANCE for every card that leaves a deck
(decks are unordered piles, so a draw names the card) and for every card discarded at
random from a hand. ``Rig`` answers those questions from wish lists, by seat and by where
the card goes, and falls back on the seed for everything else, so a teacher's position is
an ordinary, replayable game record.

Destinations are the engine's: ``hand`` (opening hands and every draw into a hand: a Major
drawn there is discarded and replaced, as the rulebook says, so wish for it and for its
replacement), ``initiative`` (the card turned up for initiative), ``cross`` (Fate cards,
and cards an effect puts into a Mystick Cross), ``mill`` (top cards discarded by an
effect) and ``look`` (cards looked at on top of a deck; they are drawn from there later
without asking chance again). ``draws`` wishes serve any destination of that seat once
its own list for the destination is used up; ``discards`` chooses random discards.

>>> rig = Rig(hand={0: ["3W", "4W", "5W", "9W", "PW", "AC"]},
...           initiative={0: ["KW"], 1: ["4S"]}, cross={0: ["2W", "M05"]})
>>> s = rig.start(seed=1)
>>> s.hands[0], s.mover
(['3W', '4W', '5W', '9W', 'AC', 'KW', 'PW'], 0)
>>> rig.apply(s, "play 5W")
>>> rig.apply(s, "draw")
>>> rig.apply(s, "challenge 5W#1 -> pool")
>>> s.crosses[0][:3], s.legal_actions()
(['2W', 'M05', None], (Action('redraw done'), Action('redraw 1'), Action('redraw 2')))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..core.engine import Action
from ..core.errors import TarotlabError
from ..core.rig import ChanceRig
from .pending import DrawCard, RandomDiscard
from .rules import CARDS, MystickState

DESTINATIONS = ("hand", "initiative", "cross", "mill", "look")
Wishes = Mapping[int, Sequence[str]]


def _cards(wishes: Wishes | None, what: str) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for seat, cards in (wishes or {}).items():
        for card in cards:
            if card not in CARDS:
                raise TarotlabError(f"mystick rig: unknown card {card!r} in {what} wishes for "
                                    f"seat {seat} (cards are like 4W, PC, NS, KP, M13)")
        out[seat] = list(cards)
    return out


class Rig(ChanceRig[MystickState]):
    """Chance outcomes on request (cards by seat and destination); the rest from the seed."""

    GAME = "mystick"

    def __init__(self, draws: Wishes | None = None, *, hand: Wishes | None = None,
                 initiative: Wishes | None = None, cross: Wishes | None = None,
                 mill: Wishes | None = None, look: Wishes | None = None,
                 discards: Wishes | None = None) -> None:
        self.draws = _cards(draws, "draws")
        self.to: dict[str, dict[int, list[str]]] = {
            dest: _cards(wishes, dest) for dest, wishes in
            (("hand", hand), ("initiative", initiative), ("cross", cross), ("mill", mill),
             ("look", look))}
        self.discards = _cards(discards, "discards")

    def wish(self, seat: int, *cards: str, to: str | None = None) -> None:
        """Add cards that ``seat`` should draw next, to one destination or (None) to any."""
        if to is not None and to not in DESTINATIONS:
            raise TarotlabError(f"mystick rig: destination is one of {', '.join(DESTINATIONS)}"
                                f", not {to!r}")
        table = self.draws if to is None else self.to[to]
        table.setdefault(seat, []).extend(_cards({seat: cards}, to or "draws")[seat])

    def pending(self) -> dict[str, dict[int, list[str]]]:
        """The wishes not used yet (by destination; ``draws`` for any destination)."""
        out = {dest: {s: list(c) for s, c in table.items() if c}
               for dest, table in self.to.items()}
        out["draws"] = {s: list(c) for s, c in self.draws.items() if c}
        out["discards"] = {s: list(c) for s, c in self.discards.items() if c}
        return {k: v for k, v in out.items() if v}

    def choose(self, state: MystickState) -> Action:
        """The chance outcome for the pending chance decision."""
        pending = state.pending
        legal = state.legal_actions()
        if isinstance(pending, DrawCard):
            seat, dest = pending.player, pending.dest
            for wishes in (self.to.get(dest, {}), self.draws):
                queue = wishes.get(seat)
                if queue:
                    card = queue.pop(0)
                    wanted = Action(f"card {card}")
                    if wanted not in legal:
                        raise TarotlabError(f"mystick rig: seat {seat} cannot draw {card} "
                                            f"({CARDS[card].name}) to {dest}: it is not in "
                                            "their deck")
                    return wanted
        elif isinstance(pending, RandomDiscard):
            seat = pending.player
            queue = self.discards.get(seat)
            if queue:
                card = queue.pop(0)
                wanted = Action(f"discard {card}")
                if wanted not in legal:
                    raise TarotlabError(f"mystick rig: seat {seat} has no {card} in hand to "
                                        "discard")
                return wanted
        return state.sample_chance()
