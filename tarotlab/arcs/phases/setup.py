"""Setup: the Court row, the setup card, the Leaders & Lore draft, starting pieces, the deal
and the 2-player mulligan (arcs: Setup; Leaders & Lore; arcs R10, R12); leader and lore
follow-up decisions.
"""

from __future__ import annotations

import re
from typing import Any

from ...core.engine import CHANCE, Action
from ...core.rules import Verdict
from ..base import (
    POWER_NAMES,
    POWER_RULES,
    R_MOVE,
    R_SECURE,
    SHIPS,
    parse_move,
    ships_text,
)
from ..components import (
    COURT,
    COURT_BY_NAME,
    HAND,
    LEADER_BY_NAME,
    LEADERS,
    LORE,
    LORE_BY_NAME,
    RESOURCES,
    TWO_PLAYER_BOX,
    plural,
)
from ..mapdata import SETUP_CARDS, SYSTEMS, setup_card, setup_cards
from .turn import (
    TurnRules,
)


class SetupRules(TurnRules):
    """Setup: the Court row, the setup card, the Leaders & Lore draft, starting pieces, the deal
    and the 2-player mulligan (arcs: Setup; Leaders & Lore; arcs R10, R12); leader and lore
    follow- up decisions."""

    def _t_court_fill(self) -> None:
        """Fill empty Court slots from the Court deck, one chance draw each (arcs: Setup 1.8,
        Secure; arcs R4). With the deck empty a slot stays empty (tarotlab X2)."""
        for i, (cid, _) in enumerate(self.court):
            if cid is None and self.court_deck:
                self.pending = ("court", CHANCE, i)
                self._push(("court_fill",))
                return
            if cid is None and self.court_bottom:
                card = self.court_bottom.pop(0)
                self.court[i][0] = card
                self._log(None, f"{COURT[card].name} comes up from under the Court deck",
                          R_SECURE)

    def _legal_court(self) -> list[Action]:
        return [Action(f"court {COURT[c].name}") for c in self.court_deck]

    def _do_court(self, action: Action) -> None:
        cid = COURT_BY_NAME[action.arg.lower()]
        self.court_deck.remove(cid)
        self.court[self.pending[2]][0] = cid
        # the setup's row, or the refill of a secured card's slot (arcs: Secure, "Finally")
        self._log(None, f"{COURT[cid].name} joins the Court",
                  R_SECURE if self.setup else "arcs: Setup 1.8")

    def _t_setup_card(self) -> None:
        chosen = self.options["setup_card"]
        if chosen is None:
            self.pending = ("setup", CHANCE)
        else:
            self._use_setup(chosen)

    def _legal_setup(self) -> list[Action]:
        return [Action(f"setup {c.name}") for c in setup_cards(self.n)]

    def _do_setup(self, action: Action) -> None:
        self._use_setup(setup_card(action.arg, self.n).name)

    def _use_setup(self, name: str) -> None:
        """Out-of-play clusters, the 2-player ambition-box resources (arcs: Setup 1.9-1.11)."""
        self.setup = name
        card = SETUP_CARDS[name]
        for sid in self.adj:
            self.fresh[sid] = [0] * self.n
            self.damaged[sid] = [0] * self.n
            self.bldg[sid] = []  # gates too: Gate Ports and Gate Stations build there
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

    def _t_ll_row(self, kind: str) -> None:
        """Lay out players + 1 leader cards and players + 1 lore cards (one more lore card per
        player with the second lore), each a chance draw (arcs: Leaders & Lore 1, arcs R12)."""
        want = self.n + 1 + (self.n if kind == "lore" and self.options["second_lore"] else 0)
        if len(self.ll_row[kind]) < want and self.ll_deck[kind]:
            self.pending = ("reveal", CHANCE, kind)
            self._push(("ll_row", kind))

    def _legal_reveal(self) -> list[Action]:
        kind = self.pending[2]
        table = LEADERS if kind == "leader" else LORE
        return [Action(f"reveal {kind} {table[c].name}") for c in self.ll_deck[kind]]

    def _do_reveal(self, action: Action) -> None:
        kind = self.pending[2]
        cid = (LEADER_BY_NAME if kind == "leader" else LORE_BY_NAME)[
            action.arg.partition(" ")[2].lower()]
        self.ll_deck[kind].remove(cid)
        self.ll_row[kind].append(cid)

    def _lore_wanted(self) -> int:
        return 2 if self.options["second_lore"] else 1

    def _t_draft(self, index: int) -> None:
        """Draft in reverse turn order, from the player right of the initiative holder, one
        card a pick, until each has 1 leader and 1 lore (arcs: Leaders & Lore 2-3)."""
        order = [(self.initiative - 1 - i) % self.n for i in range(self.n)]
        for step in range(index, index + self.n):
            seat = order[step % self.n]
            if self.leader[seat] is None or len(self.lore[seat]) < self._lore_wanted():
                self.pending = ("draft", seat)
                self._push(("draft", step + 1))
                return
        self.ll_deck["leader"] += self.ll_row["leader"]
        self.ll_deck["lore"] += self.ll_row["lore"]
        self.ll_row = {"leader": [], "lore": []}
        self._log(None, "the draft is over; the cards left in the row go back to the box",
                  "arcs: Leaders & Lore")

    def _legal_draft(self) -> list[Action]:
        seat = self.pending[1]
        out: list[Action] = []
        if self.leader[seat] is None:
            out += [Action(f"take leader {LEADERS[c].name}") for c in self.ll_row["leader"]]
        if len(self.lore[seat]) < self._lore_wanted():
            out += [Action(f"take lore {LORE[c].name}") for c in self.ll_row["lore"]]
        return out

    def _why_draft(self, action: Action) -> Verdict | None:
        if action.kind == "take":
            return Verdict(False, "arcs: Leaders & Lore", "take a card of the row you still "
                           "need: 1 leader and 1 lore card (2 with the second lore)")
        return None

    def _do_draft(self, action: Action) -> None:
        seat = self.pending[1]
        kind, _, name = action.arg.partition(" ")
        cid = (LEADER_BY_NAME if kind == "leader" else LORE_BY_NAME)[name.lower()]
        self.ll_row[kind].remove(cid)
        if kind == "leader":
            self.leader[seat] = cid
        else:
            self.lore[seat].append(cid)
        self._log(seat, f"takes the {kind} {name}", "arcs: Leaders & Lore")

    def _t_place(self) -> None:
        """Starting pieces and resources per seat (arcs: Setup 2.3-2.4, arcs R10)."""
        card = SETUP_CARDS[self.setup]
        for seat, spec in enumerate(card.seats):
            lid = self.leader[seat]
            if lid is None:  # the standard pieces (arcs: Setup 2.3-2.4)
                a, b, per_c, resources = (3, "city"), (3, "starport"), 2, spec.resources
                rule = "arcs: Setup 2.3-2.4"
            else:  # the leader's pieces and resources (arcs: Leaders & Lore 4-5)
                lead = LEADERS[lid]
                a, b, per_c, resources = lead.a, lead.b, lead.c, lead.resources
                rule = "arcs: Leaders & Lore"
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
        for seat in self._order():  # leader setup extras in turn order
            if self.leads(seat, "Mystic"):  # Cryptic
                for kind in ("Material", "Fuel"):
                    self.agents_left[seat] -= 1
                    self.outrage[seat][kind] = "agent"
                self._log(seat, "starts Outraged in Material and Fuel (Mystic: Cryptic)",
                          "arcs leader: Mystic")

    def _t_deal(self, index: int) -> None:
        """Deal 6 cards to each seat, from the initiative holder clockwise (arcs: Setup 2.5;
        Draw Cards). Each card is a chance decision naming it (tarotlab X1)."""
        order = self._order()
        if index >= len(order) * HAND:
            return
        seat = order[index // HAND]
        self.pending = ("deal", CHANCE, seat)
        self._push(("deal", index + 1))

    def _legal_deal(self) -> list[Action]:
        return [Action(f"deal {c}") for c in self.deck]

    def _do_deal(self, action: Action) -> None:
        seat = self.pending[2]
        self.deck.remove(action.arg)
        self.hands[seat].append(action.arg)
        self.hands[seat].sort()

    def _t_after_deal(self) -> None:
        """The 2-player mulligan, then the undealt cards go to the discard (arcs: Setup 2.6-2.7,
        Draw Cards, arcs R10)."""
        if self.n == 2 and not self.mulliganed:
            self.pending = ("mulligan", (self.initiative + 1) % 2)
            return
        self._log(None, f"each seat holds {HAND} cards; {plural(len(self.deck), 'undealt card')} "
                  f"{'is' if len(self.deck) == 1 else 'are'} discarded face down",
                  "arcs: Setup 2.7" if self.chapter == 1 else "arcs: Draw Cards")
        self.discard += self.deck
        self.deck = []
        self.mulliganed = False

    def _legal_mulligan(self) -> list[Action]:
        return [Action("keep"), Action("mulligan")]

    def _do_mulligan(self, action: Action) -> None:
        seat = self.pending[1]
        self.mulliganed = True
        if action == "mulligan":
            self.discard += self.hands[seat]
            self.hands[seat] = []
            self._log(seat, "discards the hand of 6 and draws 6 new cards", "arcs R10")
            self._push(*[("deal_one", seat)] * HAND, ("after_deal",))
        else:
            self._log(seat, "keeps the hand", "arcs R10")
            self._push(("after_deal",))

    def _t_deal_one(self, seat: int) -> None:
        if self.deck:
            self.pending = ("deal", CHANCE, seat)

    def _t_power_ask(self, seat: int, what: str, *data: Any) -> None:
        """A leader's or lore card's follow-up decision (``_power_<what>`` lists its choices)."""
        pending = ("power", seat, what, *data)
        self.pending = pending
        if not self._legal_power():
            self.pending = ()

    def _legal_power(self) -> list[Action]:
        options: list[Action] = getattr(self, "_power_" + self.pending[2])(*self.pending[1:2],
                                                                           *self.pending[3:])
        return options

    def _do_power(self, action: Action) -> None:
        seat, what = self.pending[1], self.pending[2]
        rule = POWER_RULES[what]
        if action == "decline":
            self._log(seat, f"declines ({rule.partition(': ')[2]})", rule)
            return
        if what in ("tactical", "charismatic", "beloved"):
            if self.turn is not None and what != "beloved":
                self.turn["extra_used"] = True
            self._log(seat, f"also {action.kind}s ({POWER_NAMES[what]})", rule)
            self._perform(seat, action)
        elif what == "station":
            sid = self.pending[3]
            got = self._gain(seat, action.arg, quiet=True)
            self._log(seat, f"takes {action.arg} from the Gate Station at {sid}" if got else
                      f"no {action.arg} left in the supply", rule)
        elif what == "sprint":  # each eligible fresh ship may move once more, on its own
            src, dst, nf, nd = parse_move(action.arg)
            left = tuple((sid, count - nf if sid == src else count)
                         for sid, count in self.pending[3] if count - (nf if sid == src else 0))
            if left:
                self._push(("power_ask", seat, "sprint", left))
            self._travel(seat, src, dst, nf, nd, sprint=True)
        elif what == "seeker":
            b = self.battle
            assert b is not None
            if action.kind == "reroll":
                self.mark_reroll("assault", int(action.split()[-1]))
                self._push(("power_ask", seat, "seeker"))
            elif b["reroll"]:
                count = len(b["reroll"])
                self._log(seat, f"rerolls {plural(count, 'assault die')} (Seeker Torpedoes)",
                          rule)
                self._push(("reroll",))
        elif what == "ambitious":
            if self._gain(seat, action.arg, quiet=True):
                self._log(seat, f"gains {action.arg} for declaring (Upstart: Ambitious)", rule)
        elif what == "bold":
            placed: tuple[str, ...] = self.pending[3] if len(self.pending) > 3 else ()
            if action == "stop":
                return
            i = self._court_slot(action.arg.removeprefix("on "))
            self.agents_left[seat] -= 1
            self.court[i][1][seat] += 1
            self._log(seat, f"places an agent on {COURT[self.court[i][0]].name} (Demagogue: Bold)",
                      rule)
            self._push(("power_ask", seat, "bold", (*placed, self.court[i][0])))
        elif what == "generous":
            words = action.arg.split()
            rival = int(words[-1])
            cid = COURT_BY_NAME[" ".join(words[:-3]).lower()]
            self.guild[seat].remove(cid)
            self.guild[rival].append(cid)
            self._log(seat, f"gives {COURT[cid].name} to seat {rival}, who has the least Power "
                      "(Feastbringer: Generous)", rule)

    def _power_station(self, seat: int, sid: str) -> list[Action]:
        return [Action(f"take {k}") for k in self.city_types(sid)]

    def _power_sprint(self, seat: int, eligible: tuple[tuple[str, int], ...]) -> list[Action]:
        """Sprinter Drives: any of the fresh ships that moved may move 1 more step, each on its
        own (several to different places), Catapulting from a Loyal starport (arcs R14)."""
        cap = 2 if self.leads(seat, "Rebel") else SHIPS  # Disorganized
        out = [Action(f"sprint {at} -> {dst}: {ships_text(k, 0)}") for at, count in eligible
               for dst in self.adj[at]
               for k in range(1, min(count, self.fresh[at][seat], cap) + 1)]
        return [*out, Action("decline")] if out else []

    def _power_seeker(self, seat: int) -> list[Action]:
        b = self.battle
        assert b is not None
        return self.reroll_options("assault", b["seeker_limit"])

    def _power_beloved(self, seat: int) -> list[Action]:
        if not self.agents_left[seat]:
            return []
        return [*self._opts_influence(seat), Action("decline")]

    def _power_tactical(self, seat: int) -> list[Action]:
        moves = self._opts_move(seat)
        return [*moves, Action("decline")] if moves else []

    def _power_charismatic(self, seat: int) -> list[Action]:
        influences = self._opts_influence(seat)
        return [*influences, Action("decline")] if influences else []

    def _power_ambitious(self, seat: int) -> list[Action]:
        out = [Action(f"gain {k}") for k in RESOURCES if self.supply[k]]
        return [*out, Action("decline")] if out else []

    def _power_bold(self, seat: int, placed: tuple[str, ...] = ()) -> list[Action]:
        if not self.agents_left[seat]:
            return []
        out = [Action(f"agent on {COURT[c].name}") for c, _ in self.court
               if c is not None and c not in placed]
        return [*out, Action("stop")] if out else []

    def _power_generous(self, seat: int) -> list[Action]:
        rivals = [r for r in range(self.n) if r != seat]
        least = min(self.power[r] for r in rivals)
        return [Action(f"give {COURT[c].name} to seat {r}") for r in rivals
                if self.power[r] == least for c in self.guild[seat]]

    def _why_power(self, action: Action) -> Verdict | None:
        """Why a leader's or lore card's follow-up choice is refused."""
        what = self.pending[2]
        rule = POWER_RULES[what]
        if what == "sprint" and action.kind == "sprint":
            src = action.arg.split()[0]
            moved = dict(self.pending[3])
            if src not in moved:
                return Verdict(False, rule, f"no fresh ship that moved this time is at {src}")
            m = re.fullmatch(r"\S+ -> (\S+): (\d+) fresh", action.arg)
            if m and m.group(1) not in self.adj.get(src, ()):
                return Verdict(False, R_MOVE, f"{m.group(1)} is not adjacent to {src}")
            return Verdict(False, rule, f"{moved[src]} fresh ships that moved may move again "
                           f"from {src} (only fresh ships, each once)")
        if what == "bold" and action.kind == "agent":
            cid = COURT_BY_NAME.get(action.arg.removeprefix("on ").lower())
            if cid in (self.pending[3] if len(self.pending) > 3 else ()):
                return Verdict(False, rule, "Bold: at most 1 agent on each Court card")
            return Verdict(False, rule, f"{action.arg.removeprefix('on ')} is not in the Court "
                           "row")
        if what == "seeker" and action.kind == "reroll":
            return Verdict(False, rule, "reroll up to 1 assault die per fresh attacking ship, "
                           "choosing dice by the face they show")
        return None

