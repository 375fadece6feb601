"""Arcana's actions and its four kinds of decision, each one ``Decision`` class: the coin
(arcana R3), a throw (arcana R2), a choice of an effect's option or a chamber's reward
(arcana R7, R10) and The Wheel of Fortune's die (arcana R7).

A pending decision is a typed record: ``Decide("coin", CHANCE)``, ``Decide("throw", seat)``
(seat 0 throws first, then seat 1, face down: arcana R2, R12), ``Choose`` and ``RollWheel``.
The state's ``TASKS`` (``rules.ArcanaState``) set them; ``DECISIONS`` names each class by kind.

>>> import tarotlab
>>> s = tarotlab.new_game("arcana", seed=1)
>>> s.pending, DECISIONS[s.pending.kind].prompt(s, s.pending)
(Decide(kind='throw', seat=0), 'seat 0 throws a card face down')
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import compress
from operator import itemgetter
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, TypeVar

from ..core.decision import Decide, Decision
from ..core.engine import CHANCE, Action
from ..core.rules import Verdict
from .catalog import CARDS, CHAMBERS, DISPLAY_ORDER, Effect, parity_of

if TYPE_CHECKING:
    from .rules import ArcanaState

COIN = (Action("coin 0"), Action("coin 1"))
DICE = tuple(Action(f"die {n}") for n in range(1, 7))
THROWS = tuple(c.throw for c in CARDS)
THROWS_SHOWN = tuple(THROWS[n] for n in DISPLAY_ORDER)
"""Every throw, in the order a hand shows the cards (the Fool last)."""
_IN_DISPLAY_ORDER = itemgetter(*DISPLAY_ORDER)
"""A hand's counts in display order (what ``compress`` picks the held cards' throws by)."""
CARD_OF_THROW = {a: n for n, a in enumerate(THROWS)}


@lru_cache(maxsize=4096)
def throws_of(hand: tuple[int, ...]) -> tuple[Action, ...]:
    """The throws a hand of these counts (by arcana R1 number) allows, in display order: kept
    by the counts, since a hand changes only when a card leaves or switches (arcana R7-R9) and
    its throws are asked at every decision until then (290 against 730 ns a listing, by
    timeit on this project's 2-core machine).

    >>> [str(a) for a in throws_of((0, 1) + (0,) * 20)]
    ['throw Magician']
    """
    return tuple(compress(THROWS_SHOWN, _IN_DISPLAY_ORDER(hand)))


EFFECTS: dict[Action, Effect] = {}
for _card in CARDS:
    for _e in _card.options + _card.faces:
        EFFECTS[_e.action] = _e
for _ch in CHAMBERS:
    for _e in _ch.options:
        EFFECTS[_e.action] = _e
WHEEL = 10
"""The Wheel of Fortune's number (arcana R1): its effect is a die (arcana R7)."""


def effect_of(action: Action) -> Effect:
    """The effect an effect-choice action stands for (``gain 3 keys`` ...)."""
    return EFFECTS[action]


def other(seat: int) -> int:
    """The opponent of ``seat`` (Arcana is for two)."""
    return 1 - seat


def or_list(actions: Sequence[Action]) -> str:
    """``'a', 'b' or 'c'``: the choices, quoted, in a refusal."""
    items = [f"'{a}'" for a in actions]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


# ---------------------------------------------------------------------- pending records
class Choose(NamedTuple):
    """Seat ``seat`` chooses one of ``options``: an option of a card's effect (arcana R7) or,
    when ``chamber``, the reward of the chamber it unlocked (arcana R10); ``source`` names
    which (``The Sun's effect``, ``the Life Chamber (chamber 1)``)."""

    kind: str
    seat: int
    options: tuple[Action, ...]
    source: str
    chamber: bool


class RollWheel(NamedTuple):
    """Chance rolls the die of The Wheel of Fortune thrown by ``owner`` (arcana R7)."""

    kind: str
    seat: int
    owner: int


Pending = Decide | Choose | RollWheel
"""Every pending decision of Arcana (``OVER`` once the game is over)."""
THROW = (Decide("throw", 0), Decide("throw", 1))
"""The pending throw of each seat (one record each: a throw has nothing more to it)."""

# ------------------------------------------------------------- refusals shared by decisions
COIN_ONCE = Verdict(False, "arcana R3", "the coin is flipped once, before the first round")
COIN_FIRST = Verdict(False, "arcana R3", "the coin flip comes first: it sets the first round "
                     "to 0 or 1")
NO_DIE = Verdict(False, "arcana R7", "a die is rolled only when The Wheel of Fortune's effect "
                 "resolves")
DIE_FIRST = Verdict(False, "arcana R7", "The Wheel of Fortune's die must be rolled first")

P = TypeVar("P")


class ArcanaDecision(Decision["ArcanaState", P]):
    """An Arcana decision: a coin or a die tried out of its time is refused the same way in
    every decision (arcana R3, R7); ``refuse`` says why any other action is."""

    def why(self, s: ArcanaState, p: P, action: Action) -> Verdict | None:
        kind = action.kind
        if kind == "coin":
            return COIN_ONCE
        if kind == "die":
            return NO_DIE
        return self.refuse(s, p, action)

    def refuse(self, s: ArcanaState, p: P, action: Action) -> Verdict:
        """Why a throw or an effect's option (not legal) is refused now."""
        raise NotImplementedError


class FlipCoin(Decision["ArcanaState", Decide]):
    """arcana R3: a coin flip sets the first round to 0 (even) or 1 (odd)."""

    rule: ClassVar[str] = "arcana R3"

    def prompt(self, s: ArcanaState, p: Decide) -> str:
        return "chance flips the coin: the first round is 0 or 1"

    def legal(self, s: ArcanaState, p: Decide) -> tuple[Action, ...]:
        return COIN

    def why(self, s: ArcanaState, p: Decide, action: Action) -> Verdict | None:
        return COIN_FIRST

    def do(self, s: ArcanaState, p: Decide, action: Action) -> None:
        s.round = int(action.arg)
        s._log(CHANCE, f"coin flip: the game begins on round {s.round} "
               f"({parity_of(s.round)})", "arcana R3")
        s.tasks.append(("round_start",))


class ThrowCard(ArcanaDecision[Decide]):
    """arcana R2, R12: each seat throws a card from its hand face down, seat 0 first; the
    second throw reveals both. Every card is a candidate, held or not, so a refusal can say
    where a card went (removed from play: arcana R7-R9; switched: arcana R9)."""

    rule: ClassVar[str] = "arcana R2"

    def prompt(self, s: ArcanaState, p: Decide) -> str:
        return f"seat {p.seat} throws a card face down"

    def legal(self, s: ArcanaState, p: Decide) -> tuple[Action, ...]:
        return throws_of(tuple(s.hands[p.seat]))

    def candidates(self, s: ArcanaState, p: Decide) -> list[Action]:
        return list(THROWS_SHOWN)

    def refuse(self, s: ArcanaState, p: Decide, action: Action) -> Verdict:
        seat = p.seat
        card = CARD_OF_THROW.get(action)
        if card is None:  # an effect's option
            return Verdict(False, "arcana R2", f"seat {seat} must throw a card now")
        name = CARDS[card].name
        removal = s.removed_by[seat][card]
        if s.removed[seat][card] and removal is not None:
            rule, met = removal
            return Verdict(False, rule, f"seat {seat} no longer holds {name}: it was "
                           f"removed from play when it met {CARDS[met].name}")
        return Verdict(False, "arcana R9", f"seat {seat} no longer holds {name}: it went to "
                       "the opponent when The Tower met The Fool")

    def do(self, s: ArcanaState, p: Decide, action: Action) -> None:
        seat = p.seat
        s.thrown[seat] = CARD_OF_THROW[action]
        s._log(seat, f"seat {seat} throws a card face down", "arcana R2")
        if seat == 0:  # seat 1 throws next (nothing is queued while seats throw)
            s.pending = THROW[1]
        else:  # arcana R2: the second throw reveals both cards
            s._reveal()


class ChooseOption(ArcanaDecision[Choose]):
    """arcana R7, R10: the seat chooses one option of its card's effect, or one reward of the
    chamber it unlocked; then it spends what it can (arcana R10)."""

    def citation(self, s: ArcanaState, p: Choose) -> str:
        return "arcana R10" if p.chamber else "arcana R7"

    def prompt(self, s: ArcanaState, p: Choose) -> str:
        return f"seat {p.seat} chooses for {p.source}: {or_list(p.options)}"

    def legal(self, s: ArcanaState, p: Choose) -> tuple[Action, ...]:
        return tuple(p.options)

    def refuse(self, s: ArcanaState, p: Choose, action: Action) -> Verdict:
        if action.kind == "throw":
            return Verdict(False, "arcana R10" if p.chamber else "arcana R6",
                           f"seat {p.seat} must first choose {p.source}: {or_list(p.options)}")
        return Verdict(False, self.citation(s, p), f"{p.source} offers {or_list(p.options)}")

    def do(self, s: ArcanaState, p: Choose, action: Action) -> None:
        seat, rule = p.seat, "arcana R10" if p.chamber else "arcana R7"
        s._log(seat, f"seat {seat} chooses: {action} ({p.source})", rule)
        s._effect(seat, EFFECTS[action], rule)
        s._push(("spend", seat))


class RollDie(ArcanaDecision[RollWheel]):
    """arcana R7: The Wheel of Fortune's effect is the face a die shows."""

    rule: ClassVar[str] = "arcana R7"

    def prompt(self, s: ArcanaState, p: RollWheel) -> str:
        return f"chance rolls the die ({CARDS[WHEEL].name}, seat {p.owner})"

    def legal(self, s: ArcanaState, p: RollWheel) -> tuple[Action, ...]:
        return DICE

    def why(self, s: ArcanaState, p: RollWheel, action: Action) -> Verdict | None:
        return COIN_ONCE if action.kind == "coin" else DIE_FIRST

    def do(self, s: ArcanaState, p: RollWheel, action: Action) -> None:
        face = int(action.arg)
        seat = p.owner
        effect = CARDS[WHEEL].faces[face - 1]
        s._log(CHANCE, f"the die shows {face}: {effect.describe(f'seat {seat}')}", "arcana R7")
        s._effect(seat, effect, "arcana R7")
        s._push(("spend", seat))


DECISIONS: dict[str, Decision[Any, Any]] = {
    "coin": FlipCoin(), "throw": ThrowCard(), "choose": ChooseOption(), "die": RollDie()}
"""Kind of pending decision -> its Decision (the kinds are the views' ``phase``)."""

__all__ = ["CARD_OF_THROW", "COIN", "DECISIONS", "DICE", "EFFECTS", "THROW", "THROWS",
           "THROWS_SHOWN", "WHEEL", "ArcanaDecision", "Choose", "ChooseOption", "FlipCoin",
           "Pending", "RollDie", "RollWheel", "ThrowCard", "effect_of", "or_list", "other"]
