"""Setup: the Court row, the setup card (out-of-play clusters, the 2-player ambition boxes),
the Leaders & Lore draft, starting pieces and resources, the deal and the 2-player mulligan
(arcs: Setup; Leaders & Lore; arcs R10, R12; tarotlab X1, X2, L1, L2).
"""

from __future__ import annotations

from typing import Any

from ...core.engine import CHANCE, Action
from ...core.rules import Verdict
from ..base import R_LL, R_SECURE, DealCard, Decide, Decision, DrawCourt, RevealCard, without
from ..components import (
    COURT,
    COURT_BY_NAME,
    HAND,
    LEADER_BY_NAME,
    LEADERS,
    LORE,
    LORE_BY_NAME,
    TWO_PLAYER_BOX,
    plural,
)
from ..hooks import SETUP
from ..language import Draft, Drawn, Reveal, parse
from ..mapdata import SETUP_CARDS, SYSTEMS, setup_card, setup_cards
from .turn import TurnRules


class SetupRules(TurnRules):
    """Setup: the Court, the setup card, the draft, starting pieces, the deal."""

    def _t_court_fill(self) -> None:
        """Fill empty Court slots from the Court deck, one chance draw each (arcs: Setup 1.8,
        Secure; arcs R4). With the deck empty a slot stays empty (tarotlab X2)."""
        for i, (cid, _) in enumerate(self.court):
            if cid is None and self.court_deck:
                self.pending = DrawCourt("court", CHANCE, i)
                self._push(("court_fill",))
                return
            if cid is None and self.court_bottom:
                card = self.court_bottom.pop(0)
                self.court[i][0] = card
                self._log(None, f"{COURT[card].name} comes up from under the Court deck",
                          R_SECURE)

    def _t_setup_card(self) -> None:
        chosen = self.options["setup_card"]
        if chosen is None:
            self.pending = Decide("setup", CHANCE)
        else:
            self._use_setup(chosen)

    def _use_setup(self, name: str) -> None:
        """Out-of-play clusters, the 2-player ambition-box resources (arcs: Setup 1.9-1.11)."""
        self.setup = name
        card = SETUP_CARDS[name]
        for sid in self.adj:
            self.fresh[sid] = [0] * self.n
            self.damaged[sid] = [0] * self.n
            self.bldg[sid] = []  # gates too: cards may let buildings stand there
        self._log(None, f"setup card {name}: clusters {', '.join(map(str, card.out_of_play))} "
                  "out of play", "arcs: Setup 1.10")
        if self.n == 2:
            for system in SYSTEMS.values():
                if system.cluster in card.out_of_play and system.planet_type:
                    kind = system.planet_type
                    self.supply[kind] -= 1
                    box = TWO_PLAYER_BOX[kind]
                    self.phantom[box] = self.phantom.get(box, 0) + 1
            self._log(None, "the out-of-play planets' resources go on the ambition boxes: "
                      + ", ".join(f"{a} {c}" for a, c in self.phantom.items()),
                      "arcs: Setup 1.11")

    # ------------------------------------------------------------------ Leaders & Lore
    def _t_ll_row(self, kind: str) -> None:
        """Lay out players + 1 leader cards and players + 1 lore cards (one more lore card per
        player with the second lore), each a chance draw (arcs: Leaders & Lore 1, arcs R12)."""
        want = self.n + 1 + (self.n if kind == "lore" and self.options["second_lore"] else 0)
        if len(self.ll_row[kind]) < want and self.ll_deck[kind]:
            self.pending = RevealCard("reveal", CHANCE, kind)
            self._push(("ll_row", kind))

    def _lore_wanted(self) -> int:
        return 2 if self.options["second_lore"] else 1

    def _t_draft(self, index: int) -> None:
        """Draft in reverse turn order, from the player right of the initiative holder, one
        card a pick, until each has 1 leader and 1 lore (arcs: Leaders & Lore 2-3)."""
        order = [(self.initiative - 1 - i) % self.n for i in range(self.n)]
        for step in range(index, index + self.n):
            seat = order[step % self.n]
            if self.leader[seat] is None or len(self.lore[seat]) < self._lore_wanted():
                self.pending = Decide("draft", seat)
                self._push(("draft", step + 1))
                return
        self.ll_deck["leader"] += self.ll_row["leader"]
        self.ll_deck["lore"] += self.ll_row["lore"]
        self.ll_row = {"leader": (), "lore": ()}
        self._log(None, "the draft is over; the cards left in the row go back to the box", R_LL)

    # ------------------------------------------------------------------ pieces and cards
    def _t_place(self) -> None:
        """Starting pieces and resources per seat (arcs: Setup 2.3-2.4, arcs R10); a leader's
        replace the standard ones (arcs: Leaders & Lore 4-5); then, in turn order, what
        abilities do at setup (the ``SETUP`` moment)."""
        card = SETUP_CARDS[self.setup]
        for seat, spec in enumerate(card.seats):
            lid = self.leader[seat]
            if lid is None:  # the standard pieces (arcs: Setup 2.3-2.4)
                a, b, per_c, resources = (3, "city"), (3, "starport"), 2, spec.resources
                rule = "arcs: Setup 2.3-2.4"
            else:  # the leader's pieces and resources (arcs: Leaders & Lore 4-5)
                lead = LEADERS[lid]
                a, b, per_c, resources = lead.a, lead.b, lead.c, lead.resources
                rule = R_LL
            words = []
            for sid, (ships, building) in ((spec.a, a), (spec.b, b)):
                self._add_ships(seat, sid, ships)
                if building != "none":
                    self._add_building(seat, sid, building, False)
                words.append(f"{ships} ships" + (f" and a {building}" if building != "none"
                                                 else "") + f" at {sid}")
            for c in spec.c:
                self._add_ships(seat, c, per_c)
            for index, kind in enumerate(resources):  # slot 1, then slot 2
                self.supply[kind] -= 1
                self._put(seat, index, kind)
            self._log(seat, f"starts with {', '.join(words)}, {per_c} ships at "
                      f"{' and '.join(spec.c)}; resources {' and '.join(resources)}", rule)
        for seat in self._order():
            self.trigger(SETUP, seat)

    def _t_deal(self, index: int) -> None:
        """Deal 6 cards to each seat, from the initiative holder clockwise (arcs: Setup 2.5;
        Draw Cards). Each card is a chance decision naming it (tarotlab X1)."""
        order = self._order()
        if index >= len(order) * HAND:
            return
        seat = order[index // HAND]
        self.pending = DealCard("deal", CHANCE, seat)
        self._push(("deal", index + 1))

    def _t_after_deal(self) -> None:
        """The 2-player mulligan, then the undealt cards go to the discard (arcs: Setup 2.6-2.7,
        Draw Cards, arcs R10)."""
        if self.n == 2 and not self.mulliganed:
            self.pending = Decide("mulligan", (self.initiative + 1) % 2)
            return
        self._log(None, f"each seat holds {HAND} cards; {plural(len(self.deck), 'undealt card')} "
                  f"{'is' if len(self.deck) == 1 else 'are'} discarded face down",
                  "arcs: Setup 2.7" if self.chapter == 1 else "arcs: Draw Cards")
        self.discard += self.deck
        self.deck = []
        self.mulliganed = False

    def _t_deal_one(self, seat: int) -> None:
        if self.deck:
            self.pending = DealCard("deal", CHANCE, seat)


# ---------------------------------------------------------------------- decisions
class CourtDraw(Decision[SetupRules, DrawCourt]):
    """arcs: Setup 1.8, Secure: chance draws a Court card for an empty slot of the row."""

    def prompt(self, s: SetupRules, p: DrawCourt) -> str:
        return "chance draws a Court card"

    def legal(self, s: SetupRules, p: DrawCourt) -> list[Action]:
        return [Action(f"court {COURT[c].name}") for c in s.court_deck]

    def do(self, s: SetupRules, p: DrawCourt, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Drawn)
        cid = COURT_BY_NAME[act.card.lower()]
        s.court_deck.remove(cid)
        s.court[p.slot][0] = cid
        # the setup's row, or the refill of a secured card's slot (arcs: Secure, "Finally")
        s._log(None, f"{COURT[cid].name} joins the Court",
               R_SECURE if s.setup else "arcs: Setup 1.8")


class SetupDraw(Decision[SetupRules, Decide]):
    """arcs: Setup 1.9: chance draws the setup card of the player count."""

    def prompt(self, s: SetupRules, p: Decide) -> str:
        return "chance draws the setup card"

    def legal(self, s: SetupRules, p: Decide) -> list[Action]:
        return [Action(f"setup {c.name}") for c in setup_cards(s.n)]

    def do(self, s: SetupRules, p: Decide, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Drawn)
        s._use_setup(setup_card(act.card, s.n).name)


class RevealDecision(Decision[SetupRules, RevealCard]):
    """arcs: Leaders & Lore 1: chance lays out the draft rows, one card at a time (L1)."""

    def prompt(self, s: SetupRules, p: RevealCard) -> str:
        return "chance lays out the Leaders & Lore row"

    def legal(self, s: SetupRules, p: RevealCard) -> list[Action]:
        table = LEADERS if p.row == "leader" else LORE
        return [Action(f"reveal {p.row} {table[c].name}") for c in s.ll_deck[p.row]]

    def do(self, s: SetupRules, p: RevealCard, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Reveal)
        cid = (LEADER_BY_NAME if p.row == "leader" else LORE_BY_NAME)[act.card.lower()]
        s.ll_deck[p.row] = without(s.ll_deck[p.row], cid)
        s.ll_row[p.row] += (cid,)


class DraftDecision(Decision[SetupRules, Decide]):
    """arcs: Leaders & Lore 2-3: take a leader or a lore card you still need from the row."""

    rule = R_LL

    def prompt(self, s: SetupRules, p: Decide) -> str:
        return f"seat {p.seat} drafts a leader or a lore card"

    def legal(self, s: SetupRules, p: Decide) -> list[Action]:
        seat = p.seat
        out: list[Action] = []
        if s.leader[seat] is None:
            out += [Action(f"take leader {LEADERS[c].name}") for c in s.ll_row["leader"]]
        if len(s.lore[seat]) < s._lore_wanted():
            out += [Action(f"take lore {LORE[c].name}") for c in s.ll_row["lore"]]
        return out

    def why(self, s: SetupRules, p: Decide, action: Action) -> Verdict | None:
        if action.kind == "take":
            return Verdict(False, R_LL, "take a card of the row you still need: 1 leader and 1 "
                           "lore card (2 with the second lore)")
        return None

    def do(self, s: SetupRules, p: Decide, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Draft)
        seat, kind, name = p.seat, act.row, act.card
        cid = (LEADER_BY_NAME if kind == "leader" else LORE_BY_NAME)[name.lower()]
        s.ll_row[kind] = without(s.ll_row[kind], cid)
        if kind == "leader":
            s.leader[seat] = cid
        else:
            s.lore[seat].append(cid)
        s._log(seat, f"takes the {kind} {name}", R_LL)


class DealDecision(Decision[SetupRules, DealCard]):
    """arcs: Setup 2.5, Draw Cards: chance deals the next card (tarotlab X1)."""

    def prompt(self, s: SetupRules, p: DealCard) -> str:
        return f"chance deals a card to seat {p.to}"

    def legal(self, s: SetupRules, p: DealCard) -> list[Action]:
        return [Action(f"deal {c}") for c in s.deck]

    def do(self, s: SetupRules, p: DealCard, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Drawn)
        s.deck.remove(act.card)
        s.hands[p.to].append(act.card)
        s.hands[p.to].sort()


class MulliganDecision(Decision[SetupRules, Decide]):
    """arcs R10: with 2 players, the player without the initiative may discard the hand of 6
    and draw 6 new cards."""

    rule = "arcs R10"

    def prompt(self, s: SetupRules, p: Decide) -> str:
        return f"seat {p.seat} may mulligan (discard the hand and draw 6)"

    def legal(self, s: SetupRules, p: Decide) -> list[Action]:
        return [Action("keep"), Action("mulligan")]

    def do(self, s: SetupRules, p: Decide, action: Action) -> None:
        seat = p.seat
        s.mulliganed = True
        if action == "mulligan":
            s.discard += s.hands[seat]
            s.hands[seat] = []
            s._log(seat, "discards the hand of 6 and draws 6 new cards", "arcs R10")
            s._push(*[("deal_one", seat)] * HAND, ("after_deal",))
        else:
            s._log(seat, "keeps the hand", "arcs R10")
            s._push(("after_deal",))


DECISIONS: dict[str, Decision[Any, Any]] = {
    "court": CourtDraw(), "setup": SetupDraw(), "reveal": RevealDecision(),
    "draft": DraftDecision(), "deal": DealDecision(), "mulligan": MulliganDecision()}
TASKS: dict[str, Any] = {
    "court_fill": SetupRules._t_court_fill, "setup_card": SetupRules._t_setup_card,
    "ll_row": SetupRules._t_ll_row, "draft": SetupRules._t_draft, "place": SetupRules._t_place,
    "deal": SetupRules._t_deal, "after_deal": SetupRules._t_after_deal,
    "deal_one": SetupRules._t_deal_one}
