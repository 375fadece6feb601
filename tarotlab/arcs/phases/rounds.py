"""Rounds: the initiative holder leads or passes, the others Surpass, Copy or Pivot, the
initiative is checked and the cards discarded (arcs: Round Structure, Seizing the Initiative,
Passing Initiative); drawing from the action discard.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...core.engine import CHANCE, Action
from ...core.rules import Verdict
from .. import court
from ..base import (
    R_FOLLOW,
    R_LEAD,
    R_ROUND,
    R_SEIZE,
    card_label,
)
from ..components import (
    ACTION_CARDS,
    COURT,
    plural,
)
from .battle import (
    BattleRules,
)


class RoundRules(BattleRules):
    """Rounds: the initiative holder leads or passes, the others Surpass, Copy or Pivot, the
    initiative is checked and the cards discarded (arcs: Round Structure, Seizing the
    Initiative, Passing Initiative); drawing from the action discard."""

    def _t_round(self) -> None:
        """Step 1: the initiative holder leads, or passes (arcs: Round Structure)."""
        holders = [s for s in range(self.n) if self.hands[s]]
        if not holders:
            self._push(("chapter_end",))
            return
        if not self.hands[self.initiative]:
            nxt = self._next_with_cards(self.initiative)
            self._log(self.initiative, f"has no cards and passes the initiative to seat {nxt}",
                      "arcs: Passing Initiative")
            self.initiative = nxt
        self.seized = None
        self.lead = None
        self.zeroed = False
        self.declared_round = False
        self.pending = ("lead", self.initiative)

    def _next_with_cards(self, seat: int) -> int:
        for i in range(1, self.n + 1):
            s = (seat + i) % self.n
            if self.hands[s]:
                return s
        return seat

    def _legal_lead(self) -> list[Action]:
        seat = self.pending[1]
        return [Action(f"lead {c}") for c in self.hands[seat]] + [Action("pass")]

    def _why_lead(self, action: Action) -> Verdict | None:
        if action.kind in ("surpass", "copy", "pivot"):
            return Verdict(False, R_LEAD, "the initiative player leads: play a card face up "
                           "('lead …') or 'pass'")
        if action.kind == "lead":
            return Verdict(False, R_LEAD, f"{action.arg} is not in seat {self.pending[1]}'s hand")
        return None

    def _do_lead(self, action: Action) -> None:
        seat = self.pending[1]
        if action == "pass":
            self.passes += 1
            holders = sum(1 for s in range(self.n) if self.hands[s])
            nxt = self._next_with_cards(seat)
            if self.passes >= holders:
                self._log(seat, "passes; everyone with cards has passed in a row, so all action "
                          "cards are discarded and the chapter ends", "arcs: Passing Initiative")
                for s in range(self.n):
                    self._discard_cards(self.hands[s], face_up=False)
                    self.hands[s] = []
                self.initiative = nxt
                self._push(("chapter_end",))
                return
            self._log(seat, f"passes the initiative to seat {nxt}; the round ends",
                      "arcs: Passing Initiative")
            self.initiative = nxt
            self._push(("round",))
            return
        card = action.arg
        self.passes = 0
        self.hands[seat].remove(card)
        self.lead = [seat, card]
        self.played.append((seat, card, "lead"))
        info = ACTION_CARDS[card]
        self._log(seat, f"leads {info.name} ({plural(info.pips, 'pip')})", R_LEAD)
        self._push(("turn", seat, "lead", card), ("follow", 1))

    def _t_follow(self, index: int) -> None:
        """Step 2: the other seats clockwise; seats with no cards skip (arcs: Round Structure)."""
        if index >= self.n:
            self._push(("round_end",))
            return
        seat = (self.initiative + index) % self.n
        self._push(("follow", index + 1))
        if self.hands[seat]:
            self.pending = ("follow", seat)

    def _lead_card(self) -> tuple[str, int]:
        """The lead suit and the number to beat (0 when an ambition was declared on it)."""
        assert self.lead is not None
        info = ACTION_CARDS[self.lead[1]]
        return info.suit, 0 if self.zeroed else info.number

    def _legal_follow(self) -> list[Action]:
        seat = self.pending[1]
        suit, number = self._lead_card()
        out: list[Action] = []
        for c in self.hands[seat]:
            info = ACTION_CARDS[c]
            if info.suit == suit and info.number > number:
                out.append(Action(f"surpass {c}"))
        out += [Action(f"copy {c}") for c in self.hands[seat]]
        out += [Action(f"pivot {c}") for c in self.hands[seat] if ACTION_CARDS[c].suit != suit]
        return out

    def _cands_follow(self) -> list[Action]:
        seat = self.pending[1]
        return [Action(f"{how} {c}") for c in self.hands[seat] for how in ("surpass", "pivot")]

    def _why_follow(self, action: Action) -> Verdict | None:
        seat = self.pending[1]
        if action.kind in ("surpass", "copy", "pivot") and action.arg in ACTION_CARDS:
            if action.arg not in self.hands[seat]:
                return Verdict(False, R_FOLLOW, f"{action.arg} is not in seat {seat}'s hand")
            suit, number = self._lead_card()
            info = ACTION_CARDS[action.arg]
            if action.kind == "surpass":
                if info.suit != suit:
                    return Verdict(False, R_FOLLOW, f"to Surpass, play the lead suit ({suit}); "
                                   f"{info.name} is {info.suit}")
                zero = " (the zero marker covers its number)" if self.zeroed else ""
                return Verdict(False, R_FOLLOW, f"to Surpass, beat the lead card's number "
                               f"{number}{zero}; {info.name} does not")
            if action.kind == "pivot":
                return Verdict(False, R_FOLLOW, f"to Pivot, play a suit other than the lead "
                               f"suit ({suit}); Surpass or Copy with {info.name}")
        if action.kind in ("lead", "pass"):
            return Verdict(False, R_FOLLOW, "only the initiative player leads or passes; others "
                           "Surpass, Copy or Pivot")
        return None

    def _do_follow(self, action: Action) -> None:
        seat, card, how = self.pending[1], action.arg, action.kind
        self.hands[seat].remove(card)
        self.played.append((seat, card, how))
        info = ACTION_CARDS[card]
        if how == "copy":
            self._log(seat, "copies: plays a card face down for 1 action of the lead suit",
                      R_FOLLOW)
        elif how == "surpass":
            self._log(seat, f"surpasses with {info.name} ({plural(info.pips, 'pip')})", R_FOLLOW)
        else:
            self._log(seat, f"pivots with {info.name}: 1 {info.suit} action", R_FOLLOW)
        if how == "surpass" and info.number == 7 and self.seized is None:
            self.seized = seat
            self._log(seat, "surpasses with a 7 and seizes the initiative", R_SEIZE)
        self._push(("turn", seat, how, card))

    def _t_round_end(self) -> None:
        """Steps 3-4: check initiative, discard the played cards (arcs: Round Structure)."""
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
        for seat, cid, card in self.unions:  # arcs card: the Unions
            self.played = [p for p in self.played if p[1] != card]
            self.hands[seat] = sorted([*self.hands[seat], card])
            self.court_discard.append(cid)
            self._log(seat, f"takes {card_label(card)} into hand and discards {COURT[cid].name}",
                      court.rule(cid))
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
        """Draw from the bottom of the action discard (Farseers, Call to Action): the shuffled
        face-down part first (a chance decision, X1), then the oldest discards. With split piles
        only the face-down pile, both shuffled together first if it lacks cards (arcs R12)."""
        if count <= 0:
            return
        if len(self.discard) + len(self.discard_top) < count and self.discard_up:
            self.discard = sorted(self.discard + self.discard_top + self.discard_up)
            self.discard_top, self.discard_up = [], []
            self._log(None, "the face-down pile lacks cards: both discard piles are shuffled "
                      "together", "arcs: Split Discard Piles")
        if self.discard:
            self.pending = ("bottom", CHANCE, seat)
            self._push(("bottom_draw", seat, count - 1))
        elif self.discard_top:
            card = self.discard_top.pop(0)
            self.hands[seat] = sorted([*self.hands[seat], card])
            self._push(("bottom_draw", seat, count - 1))
        else:
            self._log(seat, "the action discard is empty: nothing to draw", R_ROUND)

    def _t_pile(self, seat: int, left: int) -> None:
        """Cards discarded together face down (Farseers) are shuffled before they are placed
        on the action discard: chance names, one at a time, the next one placed, so the order
        the owner discarded them in does not decide which comes back (arcs R14, tarotlab C7).
        They are the last ``left`` cards of the pile's ordered top."""
        if left >= 2:
            self.pending = ("pile", CHANCE, seat, left)

    def _legal_pile(self) -> list[Action]:
        left = self.pending[3]
        return [Action(f"pile {c}") for c in sorted(self.discard_top[-left:])]

    def _do_pile(self, action: Action) -> None:
        seat, left = self.pending[2], self.pending[3]
        block = self.discard_top[-left:]
        block.remove(action.arg)
        self.discard_top[-left:] = [action.arg, *block]  # placed first: under the others
        self._push(("pile", seat, left - 1))

    def _legal_bottom(self) -> list[Action]:
        return [Action(f"draw {c}") for c in self.discard]

    def _do_bottom(self, action: Action) -> None:
        seat = self.pending[2]
        self.discard.remove(action.arg)
        self.hands[seat] = sorted([*self.hands[seat], action.arg])

