"""Rounds: the initiative holder leads or passes, the others Surpass, Copy or Pivot, the
initiative is checked and the cards discarded (arcs: Round Structure, Seizing the Initiative,
Passing Initiative; tarotlab X13); drawing from the bottom of the action discard.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ...core.engine import CHANCE, Action
from ...core.rules import Verdict
from ..base import R_FOLLOW, R_LEAD, R_ROUND, R_SEIZE, DealCard, Decide, Decision, OrderPile
from ..components import ACTION_CARDS, plural
from ..hooks import ABILITIES, ROUND_END
from ..language import Drawn, Play, parse
from .battle import BattleRules

R_PASSING = "arcs: Passing Initiative"


class RoundRules(BattleRules):
    """Leading, following, the round's end; drawing from the bottom of the action discard."""

    def _t_round(self) -> None:
        """Step 1: the initiative holder leads, or passes (arcs: Round Structure)."""
        holders = [s for s in range(self.n) if self.hands[s]]
        if not holders:
            self._push(("chapter_end",))
            return
        if not self.hands[self.initiative]:
            nxt = self._next_with_cards(self.initiative)
            self._log(self.initiative, f"has no cards and passes the initiative to seat {nxt}",
                      R_PASSING)
            self.initiative = nxt
        self.seized = None
        self.lead = None
        self.zeroed = False
        self.declared_round = False
        self.pending = Decide("lead", self.initiative)

    def _next_with_cards(self, seat: int) -> int:
        for i in range(1, self.n + 1):
            s = (seat + i) % self.n
            if self.hands[s]:
                return s
        return seat

    def _t_follow(self, index: int) -> None:
        """Step 2: the other seats clockwise; seats with no cards skip (arcs: Round Structure)."""
        if index >= self.n:
            self._push(("round_end",))
            return
        seat = (self.initiative + index) % self.n
        self._push(("follow", index + 1))
        if self.hands[seat]:
            self.pending = Decide("follow", seat)

    def _lead_card(self) -> tuple[str, int]:
        """The lead suit and the number to beat (0 when an ambition was declared on it)."""
        assert self.lead is not None
        info = ACTION_CARDS[self.lead[1]]
        return info.suit, 0 if self.zeroed else info.number

    def _t_round_end(self) -> None:
        """Steps 3-4: check initiative, discard the played cards (arcs: Round Structure); cards
        set beside a played card this round act first (the ``ROUND_END`` moment)."""
        if self.seized is not None:
            winner, why = self.seized, "seized it"
        else:
            best = [(ACTION_CARDS[c].number, s) for s, c, how in self.played if how == "surpass"]
            if best:
                winner, why = max(best)[1], "surpassed with the highest card"
            else:
                winner, why = self.initiative, "keeps it: no one surpassed"
        if winner != self.initiative or self.seized is not None:
            self._log(winner, f"takes the initiative ({why})", "arcs: Step 3 Check Initiative")
        else:
            self._log(winner, f"holds the initiative ({why})", "arcs: Step 3 Check Initiative")
        self.initiative = winner
        for seat, cid, card in self.unions:
            ABILITIES[cid].on(ROUND_END, self, seat, card=card)
        self.unions = []
        for _, card, how in self.played:
            self._discard_cards([card], face_up=how != "copy")
        self._discard_cards([c for _, c in self.extras], face_up=False)
        self.played, self.extras = [], []
        self.lead, self.seized, self.zeroed = None, None, False
        if any(self.hands):
            self._push(("round",))
        else:
            self._push(("chapter_end",))

    def _discard_cards(self, cards: Iterable[str], face_up: bool) -> None:
        """Action discards are face down; with split piles face-up cards keep their own pile
        (arcs: Split Discard Piles, arcs R12)."""
        pile = self.discard_up if (face_up and self.options["split_discard"]) else self.discard_top
        pile.extend(cards)

    def _t_bottom_draw(self, seat: int, count: int) -> None:
        """Draw from the bottom of the action discard: the shuffled face-down part first (a
        chance decision, X1), then the oldest discards. With split piles only the face-down
        pile, both shuffled together first if it lacks cards (arcs R12)."""
        if count <= 0:
            return
        if len(self.discard) + len(self.discard_top) < count and self.discard_up:
            self.discard = sorted(self.discard + self.discard_top + self.discard_up)
            self.discard_top, self.discard_up = [], []
            self._log(None, "the face-down pile lacks cards: both discard piles are shuffled "
                      "together", "arcs: Split Discard Piles")
        if self.discard:
            self.pending = DealCard("bottom", CHANCE, seat)
            self._push(("bottom_draw", seat, count - 1))
        elif self.discard_top:
            card = self.discard_top.pop(0)
            self.hands[seat] = sorted([*self.hands[seat], card])
            self._push(("bottom_draw", seat, count - 1))
        else:
            self._log(seat, "the action discard is empty: nothing to draw", R_ROUND)

    def _t_pile(self, seat: int, left: int) -> None:
        """Cards discarded together face down are shuffled before they are placed on the
        action discard: chance names, one at a time, the next one placed, so the order the
        owner discarded them in does not decide which comes back (arcs R14, tarotlab C7).
        They are the last ``left`` cards of the pile's ordered top."""
        if left >= 2:
            self.pending = OrderPile("pile", CHANCE, seat, left)


# ---------------------------------------------------------------------- decisions
class LeadDecision(Decision[RoundRules, Decide]):
    """arcs: Round Structure, Step 1: the initiative holder leads a card face up or passes;
    when everyone with cards has passed in a row the chapter ends (arcs: Passing Initiative,
    tarotlab X13)."""

    rule = R_LEAD

    def prompt(self, s: RoundRules, p: Decide) -> str:
        return f"seat {p.seat} leads a card or passes"

    def legal(self, s: RoundRules, p: Decide) -> list[Action]:
        return [Action(f"lead {c}") for c in s.hands[p.seat]] + [Action("pass")]

    def why(self, s: RoundRules, p: Decide, action: Action) -> Verdict | None:
        if action.kind in ("surpass", "copy", "pivot"):
            return Verdict(False, R_LEAD, "the initiative player leads: play a card face up "
                           "('lead …') or 'pass'")
        if action.kind == "lead":
            return Verdict(False, R_LEAD, f"{action.arg} is not in seat {p.seat}'s hand")
        return None

    def do(self, s: RoundRules, p: Decide, action: Action) -> None:
        seat = p.seat
        if action == "pass":
            s.passes += 1
            holders = sum(1 for h in range(s.n) if s.hands[h])
            nxt = s._next_with_cards(seat)
            if s.passes >= holders:
                s._log(seat, "passes; everyone with cards has passed in a row, so all action "
                       "cards are discarded and the chapter ends", R_PASSING)
                for h in range(s.n):
                    s._discard_cards(s.hands[h], face_up=False)
                    s.hands[h] = []
                s.initiative = nxt
                s._push(("chapter_end",))
                return
            s._log(seat, f"passes the initiative to seat {nxt}; the round ends", R_PASSING)
            s.initiative = nxt
            s._push(("round",))
            return
        act = parse(action)
        assert isinstance(act, Play)
        card = act.card
        s.passes = 0
        s.hands[seat].remove(card)
        s.lead = (seat, card)
        s.played.append((seat, card, "lead"))
        info = ACTION_CARDS[card]
        s._log(seat, f"leads {info.name} ({plural(info.pips, 'pip')})", R_LEAD)
        s._push(("turn", seat, "lead", card), ("follow", 1))


class FollowDecision(Decision[RoundRules, Decide]):
    """arcs: Round Structure, Step 2: the others Surpass (the lead suit, a higher number),
    Copy (any card face down: 1 action of the lead suit) or Pivot (another suit: 1 action);
    a 7 that surpasses seizes the initiative (arcs: Seizing the Initiative)."""

    rule = R_FOLLOW

    def prompt(self, s: RoundRules, p: Decide) -> str:
        return f"seat {p.seat} surpasses, copies or pivots"

    def legal(self, s: RoundRules, p: Decide) -> list[Action]:
        hand = s.hands[p.seat]
        suit, number = s._lead_card()
        out: list[Action] = []
        for c in hand:
            info = ACTION_CARDS[c]
            if info.suit == suit and info.number > number:
                out.append(Action(f"surpass {c}"))
        out += [Action(f"copy {c}") for c in hand]
        out += [Action(f"pivot {c}") for c in hand if ACTION_CARDS[c].suit != suit]
        return out

    def candidates(self, s: RoundRules, p: Decide) -> list[Action]:
        return [Action(f"{how} {c}") for c in s.hands[p.seat] for how in ("surpass", "pivot")]

    def why(self, s: RoundRules, p: Decide, action: Action) -> Verdict | None:
        seat = p.seat
        if action.kind in ("surpass", "copy", "pivot") and action.arg in ACTION_CARDS:
            if action.arg not in s.hands[seat]:
                return Verdict(False, R_FOLLOW, f"{action.arg} is not in seat {seat}'s hand")
            suit, number = s._lead_card()
            info = ACTION_CARDS[action.arg]
            if action.kind == "surpass":
                if info.suit != suit:
                    return Verdict(False, R_FOLLOW, f"to Surpass, play the lead suit ({suit}); "
                                   f"{info.name} is {info.suit}")
                zero = " (the zero marker covers its number)" if s.zeroed else ""
                return Verdict(False, R_FOLLOW, f"to Surpass, beat the lead card's number "
                               f"{number}{zero}; {info.name} does not")
            if action.kind == "pivot":
                return Verdict(False, R_FOLLOW, f"to Pivot, play a suit other than the lead "
                               f"suit ({suit}); Surpass or Copy with {info.name}")
        if action.kind in ("lead", "pass"):
            return Verdict(False, R_FOLLOW, "only the initiative player leads or passes; others "
                           "Surpass, Copy or Pivot")
        return None

    def do(self, s: RoundRules, p: Decide, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Play)
        seat, card, how = p.seat, act.card, act.how
        s.hands[seat].remove(card)
        s.played.append((seat, card, how))
        info = ACTION_CARDS[card]
        if how == "copy":
            s._log(seat, "copies: plays a card face down for 1 action of the lead suit",
                   R_FOLLOW)
        elif how == "surpass":
            s._log(seat, f"surpasses with {info.name} ({plural(info.pips, 'pip')})", R_FOLLOW)
        else:
            s._log(seat, f"pivots with {info.name}: 1 {info.suit} action", R_FOLLOW)
        if how == "surpass" and info.number == 7 and s.seized is None:
            s.seized = seat
            s._log(seat, "surpasses with a 7 and seizes the initiative", R_SEIZE)
        s._push(("turn", seat, how, card))


class BottomDraw(Decision[RoundRules, DealCard]):
    """Chance draws the next card from the bottom of the action discard's face-down pile (its
    order unknown: tarotlab X1)."""

    def prompt(self, s: RoundRules, p: DealCard) -> str:
        return "chance draws from the bottom of the action discard"

    def legal(self, s: RoundRules, p: DealCard) -> list[Action]:
        return [Action(f"draw {c}") for c in s.discard]

    def do(self, s: RoundRules, p: DealCard, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Drawn)
        s.discard.remove(act.card)
        s.hands[p.to] = sorted([*s.hands[p.to], act.card])


class PileOrder(Decision[RoundRules, OrderPile]):
    """Chance shuffles cards discarded together before they are placed (tarotlab C7)."""

    def prompt(self, s: RoundRules, p: OrderPile) -> str:
        return f"chance shuffles the cards seat {p.owner} discarded before they are placed"

    def legal(self, s: RoundRules, p: OrderPile) -> list[Action]:
        return [Action(f"pile {c}") for c in sorted(s.discard_top[-p.left:])]

    def do(self, s: RoundRules, p: OrderPile, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Drawn)
        block = s.discard_top[-p.left:]
        block.remove(act.card)
        s.discard_top[-p.left:] = [act.card, *block]  # placed first: under the others
        s._push(("pile", p.owner, p.left - 1))


DECISIONS: dict[str, Decision[Any, Any]] = {
    "lead": LeadDecision(), "follow": FollowDecision(), "bottom": BottomDraw(),
    "pile": PileOrder()}
TASKS: dict[str, Any] = {
    "round": RoundRules._t_round, "follow": RoundRules._t_follow,
    "round_end": RoundRules._t_round_end, "bottom_draw": RoundRules._t_bottom_draw,
    "pile": RoundRules._t_pile}
