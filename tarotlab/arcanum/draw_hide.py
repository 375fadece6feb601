"""arcanum: A. Draw and hide cards phase, with drawing itself and the hand limit.

At the start of turn 1 each player is dealt 4 Minor and 1 Major Arcana; from turn 2 each draws
3 Minor or 1 Major Arcana. Then, in turn order, each discards down to the hand limit (arcanum
R12) and hides 1 Minor Arcana under the board (mandatory when holding one, arcanum R11).
Every draw is a chance decision naming the card (tarotlab A1); an empty deck is rebuilt from
its discard pile, and a draw with nothing left draws what it can (arcanum: Additional Notes).
"""

from __future__ import annotations

from typing import Any

from ..core.decision import Decide, Decision
from ..core.engine import CHANCE, Action
from ..core.rng import Rng
from ..core.rules import Verdict
from .base import (
    DISCARDS,
    DRAW_TEXT,
    DRAWS,
    HIDES,
    MAJOR_DECK,
    MINOR_DECK,
    R_DEAL,
    R_DEATH,
    R_HIDE,
    R_LIMIT,
    ArcanumBase,
    DiscardCards,
    DrawCard,
    seat_order,
    the,
)
from .catalog import FOOL, HAND_LIMIT, is_major, name, parse_card
from .language import DISCARD_NONE, DRAW_1_MAJOR, DRAW_3_MINORS, HIDE_NONE


# ---------------------------------------------------------------------- drawing (chance)
def draw_task(s: ArcanumBase, seat: int, deck: str, count: int, rule: str,
              dest: str = "hand") -> None:
    """``seat`` draws ``count`` cards of ``deck`` (each a chance decision, tarotlab A1),
    because of ``rule``; into the hand, or (Treasure Vault) hidden."""
    if count <= 0:
        return
    cards = s.minor_deck if deck == MINOR_DECK else s.major_deck
    if not cards:
        discard = s.minor_discard if deck == MINOR_DECK else s.major_discard
        if discard:
            cards.extend(discard)
            cards.sort()
            discard.clear()
            s._log(None, f"the {deck.title()} Arcana deck is rebuilt by shuffling its discard "
                   "pile", "arcanum: Additional Notes")
    if not cards:
        s._log(seat, f"seat {seat} cannot draw: no {deck.title()} Arcana is left, even after "
               "rebuilding the deck", "arcanum: Additional Notes")
        return
    s.pending = DrawCard("draw", CHANCE, seat, deck, count, rule, dest)


class CardDraw(Decision[ArcanumBase, DrawCard]):
    """Chance names the card drawn, one of those still in the deck (tarotlab A1)."""

    def citation(self, s: ArcanumBase, p: DrawCard) -> str:
        return p.rule

    def prompt(self, s: ArcanumBase, p: DrawCard) -> str:
        return f"chance draws a {p.deck.title()} Arcana for seat {p.to}"

    def legal(self, s: ArcanumBase, p: DrawCard) -> list[Action]:
        deck = s.minor_deck if p.deck == MINOR_DECK else s.major_deck
        return [DRAWS[c] for c in deck]

    def sample(self, s: ArcanumBase, p: DrawCard, rng: Rng) -> Action | None:
        deck = s.minor_deck if p.deck == MINOR_DECK else s.major_deck
        return DRAWS[deck[rng.below(len(deck))]]

    def why(self, s: ArcanumBase, p: DrawCard, action: Action) -> Verdict | None:
        """tarotlab A1: chance names a card still in the deck drawn from."""
        if action.kind != "draw" or action in DRAW_TEXT:
            return None  # "draw 3 minors" and the like: a seat's choice, not chance's
        card = parse_card(action.arg)
        deck = p.deck.title()
        if is_major(card) != (p.deck == MAJOR_DECK):
            return Verdict(False, p.rule, f"seat {p.to} draws from the {deck} Arcana deck: "
                           f"{name(card)} is not one of them")
        return Verdict(False, "tarotlab A1", f"{the(card)} is not in the {deck} Arcana deck")

    def do(self, s: ArcanumBase, p: DrawCard, action: Action) -> None:
        seat = p.to
        card = parse_card(action.arg)
        (s.minor_deck if p.deck == MINOR_DECK else s.major_deck).remove(card)
        kind = "Major" if p.deck == MAJOR_DECK else "Minor"
        if p.dest == "hidden":
            s.hidden[seat].append(card)
            s.hidden[seat].sort()
            s._log(seat, f"seat {seat} draws a {kind} Arcana and hides it", p.rule)
        else:
            s._give(seat, card)
            s._log(seat, f"seat {seat} draws a {kind} Arcana", p.rule)
        s._push(("draw", seat, p.deck, p.cards - 1, p.rule, p.dest))


# ---------------------------------------------------------------------- the phase
def turn_begin_task(s: ArcanumBase) -> None:
    """The turn opens with the draw and hide phase, in turn order from the first player."""
    s.phase = "draw-hide"
    s._log(None, f"turn {s.turn} of {s.turns}: seat {s.first} is first player",
           "arcanum: Game Turns")
    order = seat_order(s.first, s.n)
    if s.turn == 1:  # everyone is dealt 4 Minors and 1 Major, then each hides
        for seat in order:
            s.tasks.append(("draw", seat, MINOR_DECK, 4, R_DEAL))
            if s._majors_now():
                s.tasks.append(("draw", seat, MAJOR_DECK, 1, R_DEAL))
    for seat in order:
        tasks: list[tuple[Any, ...]] = []
        if s.turn > 1:
            if s.turn == 3 and s.options["first_game"] and s.options["majors"]:
                tasks += [("draw", seat, MAJOR_DECK, 1, "arcanum R11"), ("limit", seat)]
            tasks.append(("dh", seat))
        s.tasks += [*tasks, ("limit", seat), ("hide", seat)]
    s.tasks.append(("play_phase",))


def draw_choice_task(s: ArcanumBase, seat: int) -> None:
    if not s._majors_now():
        s._push(("draw", seat, MINOR_DECK, 3, R_DEAL))
        return
    s.pending = Decide("dh", seat)


class DrawChoice(Decision[ArcanumBase, Decide]):
    """From turn 2: draw 3 Minor Arcana or 1 Major Arcana."""

    rule = R_DEAL

    def prompt(self, s: ArcanumBase, p: Decide) -> str:
        return f"seat {p.seat} draws 3 Minor Arcana or 1 Major Arcana"

    def legal(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [DRAW_3_MINORS, DRAW_1_MAJOR]

    def why(self, s: ArcanumBase, p: Decide, action: Action) -> Verdict | None:
        if action not in DRAW_TEXT:
            return None
        return Verdict(False, R_DEAL, "each player draws either 3 Minor Arcana or 1 Major "
                       "Arcana")

    def do(self, s: ArcanumBase, p: Decide, action: Action) -> None:
        seat = p.seat
        s._log(seat, f"seat {seat} chooses to draw {DRAW_TEXT[action]}", R_DEAL)
        if action == DRAW_3_MINORS:
            s._push(("draw", seat, MINOR_DECK, 3, R_DEAL))
        else:
            s._push(("draw", seat, MAJOR_DECK, 1, R_DEAL))


# ---------------------------------------------------------------------- hiding (arcanum R11)
def hide_task(s: ArcanumBase, seat: int) -> None:
    if s._hand_minors(seat):
        s.pending = Decide("hide", seat)
    else:
        s._log(seat, f"seat {seat} has no Minor Arcana to hide", R_HIDE)


def why_hide_card(s: ArcanumBase, seat: int, action: Action,
                  rule: str = R_HIDE) -> Verdict | None:
    """Why a hide of this card is refused: not in hand (``rule``), the Fool, a Major."""
    if action.kind != "hide" or action == HIDE_NONE:
        return None
    card = parse_card(action.arg)
    if card not in s.hands[seat]:
        return Verdict(False, rule, f"seat {seat} has no {name(card)} in hand")
    if card == FOOL:
        return Verdict(False, "arcanum: 0 - Fool", "the Fool is hidden by playing it as your "
                       "Major Arcana of the turn, not in this step")
    if is_major(card):
        return Verdict(False, "arcanum: 0 - Fool", "only Minor Arcana are hidden (the Fool is "
                       "the only Major that can be, by playing it)")
    return None


def do_hide(s: ArcanumBase, seat: int, action: Action) -> None:
    """Hide the Minor ``action`` names, citing the pending decision's rule."""
    s._hide(seat, parse_card(action.arg))
    s._log(seat, f"seat {seat} hides a Minor Arcana", s._pending_rule())


class MandatoryHide(Decision[ArcanumBase, Decide]):
    """arcanum R11: a player holding a Minor Arcana must hide one."""

    rule = R_HIDE

    def prompt(self, s: ArcanumBase, p: Decide) -> str:
        return f"seat {p.seat} must hide 1 Minor Arcana"

    def legal(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [HIDES[c] for c in sorted(set(s._hand_minors(p.seat)))]

    def candidates(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [*[HIDES[c] for c in sorted(set(s.hands[p.seat]))], HIDE_NONE]

    def why(self, s: ArcanumBase, p: Decide, action: Action) -> Verdict | None:
        if action == HIDE_NONE:
            return Verdict(False, R_HIDE, f"seat {p.seat} holds a Minor Arcana: hiding 1 is "
                           "mandatory in the draw and hide phase")
        return why_hide_card(s, p.seat, action)

    def do(self, s: ArcanumBase, p: Decide, action: Action) -> None:
        do_hide(s, p.seat, action)


# ---------------------------------------------------------------------- discarding
def limit_task(s: ArcanumBase, seat: int) -> None:
    """arcanum R12: a hand over the limit is discarded down to it at once."""
    if len(s.hands[seat]) > HAND_LIMIT:
        s.pending = DiscardCards("discard", seat, "limit")


class Discarding(Decision[ArcanumBase, DiscardCards]):
    """Discards down to the hand limit (R12), or Death's 1 or 2 Minor Arcana (XIII Death)."""

    def citation(self, s: ArcanumBase, p: DiscardCards) -> str:
        return R_LIMIT if p.why == "limit" else R_DEATH

    def prompt(self, s: ArcanumBase, p: DiscardCards) -> str:
        if p.why == "limit":
            return f"seat {p.seat} must discard down to {HAND_LIMIT} cards (hand limit)"
        if p.done == 0:
            return f"seat {p.seat} discards 1 or 2 Minor Arcana (Death): the first"
        return f"seat {p.seat} may discard a second Minor Arcana (Death)"

    def legal(self, s: ArcanumBase, p: DiscardCards) -> list[Action]:
        seat = p.seat
        cards = sorted(set(s._hand_minors(seat) if p.why == "death" else s.hands[seat]))
        acts = [DISCARDS[c] for c in cards if s._last_minor(seat, c) is None]
        return [*acts, DISCARD_NONE] if p.why == "death" and p.done >= 1 else acts

    def candidates(self, s: ArcanumBase, p: DiscardCards) -> list[Action]:
        return [*[DISCARDS[c] for c in sorted(set(s.hands[p.seat]))], DISCARD_NONE]

    def why(self, s: ArcanumBase, p: DiscardCards, action: Action) -> Verdict | None:
        """Hand limit (R12) or Death: what the rule asks, the card in hand, R22."""
        if action.kind != "discard":
            return None
        seat = p.seat
        rule = self.citation(s, p)
        if action == DISCARD_NONE:
            if p.why == "limit":
                return Verdict(False, rule, f"seat {seat} holds {len(s.hands[seat])} cards: "
                               f"discard down to {HAND_LIMIT} at once")
            return Verdict(False, rule, "Death discards 1 or 2 Minor Arcana: at least one")
        card = parse_card(action.arg)
        if card not in s.hands[seat]:
            return Verdict(False, rule, f"seat {seat} has no {name(card)} in hand")
        if p.why == "death" and is_major(card):
            return Verdict(False, rule, f"Death discards Minor Arcana: {name(card)} is a Major "
                           "Arcana")
        return s._last_minor(seat, card)

    def do(self, s: ArcanumBase, p: DiscardCards, action: Action) -> None:
        seat = p.seat
        if action == DISCARD_NONE:
            s._push(("draw", seat, MAJOR_DECK, p.done, R_DEATH), ("limit", seat))
            return
        card = parse_card(action.arg)
        s._take(seat, card)
        s._discard(card)
        cause = f"hand limit: {HAND_LIMIT} cards" if p.why == "limit" else "XIII Death"
        s._log(seat, f"seat {seat} discards {the(card)} ({cause})", self.citation(s, p))
        if p.why == "limit":
            s._push(("limit", seat))
        elif p.why == "death":
            done = p.done + 1
            if done < 2:
                s._push(("death_more", seat, done))
            else:
                s._push(("draw", seat, MAJOR_DECK, done, R_DEATH), ("limit", seat))


DECISIONS = {"draw": CardDraw(), "dh": DrawChoice(), "hide": MandatoryHide(),
             "discard": Discarding()}
TASKS = {"draw": draw_task, "turn_begin": turn_begin_task, "dh": draw_choice_task,
         "hide": hide_task, "limit": limit_task}
