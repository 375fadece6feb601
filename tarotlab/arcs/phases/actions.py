"""The actions a pip buys, each with its options, its effect and why it is refused: Tax, Build,
Repair, Influence and Secure (arcs: Actions), and the Court cards' follow-up decisions.
"""

from __future__ import annotations

import re
from typing import Any

from ...core.engine import Action
from ...core.rules import Verdict
from .. import court
from ..base import (
    _SHIPS,
    R_BATTLE,
    R_BUILD,
    R_INFLUENCE,
    R_MOVE,
    R_OUTRAGE,
    R_REPAIR,
    R_SECURE,
    R_TAX,
)
from ..components import (
    COURT,
    COURT_BY_NAME,
    plural,
)
from ..mapdata import SYSTEMS
from ..pieces import (
    PiecesRules,
)


class ActionRules(PiecesRules):
    """The actions a pip buys, each with its options, its effect and why it is refused: Tax, Build,
    Repair, Influence and Secure (arcs: Actions), and the Court cards' follow-up decisions."""

    def _options(self, seat: int, kind: str) -> list[Action]:
        """Every legal way to take one ``kind`` action now (arcs: Actions)."""
        out: list[Action] = getattr(self, "_opts_" + kind)(seat)
        if self.guild[seat]:
            out += court.new_actions(self, seat, kind)
        if self.lore[seat]:
            out += self._lore_actions(seat, kind)
        return out

    def _lore_actions(self, seat: int, standard: str) -> list[Action]:
        """New actions of lore cards, offered where their standard action is (arcs: New
        Actions and Modifiers): Summon and Nurture (Build), Prune (Repair), Fire Rifles
        (Battle)."""
        out: list[Action] = []
        if standard == "build":
            if (self.knows(seat, "Tool-Priests") and self.ships_left[seat]
                    and self.turn is not None and not self.turn.get("summoned")):
                out += [Action(f"summon at {sid}") for sid, row in self.bldg.items()
                        if any(k == "city" for _, k, _ in row) and self.controller(sid) == seat]
            if self.knows(seat, "Living Structures"):
                out += [Action(f"nurture {a.arg.split()[0]}") for a in self._opts_tax(seat)
                        if a.endswith(f" seat {seat}")]
        elif standard == "repair" and self.knows(seat, "Living Structures"):
            for sid, row in self.bldg.items():
                kinds = {k for o, k, _ in row if o == seat}
                if "starport" in kinds and self.cities_board[seat]:
                    out.append(Action(f"prune starport at {sid}"))
                if "city" in kinds and self.ports_left[seat]:
                    out.append(Action(f"prune city at {sid}"))
        elif standard == "battle" and self.knows(seat, "Galactic Rifles"):
            for sid in self.fresh:
                if not self.fresh[sid][seat]:
                    continue
                for target in self.adj[sid]:
                    for rival in range(self.n):
                        if rival != seat and self.has_presence(rival, target):
                            out.append(Action(f"fire from {sid} at {target} seat {rival}"))
        return out

    def _act_summon(self, seat: int, action: Action) -> None:
        sid = action.arg.split()[-1]
        assert self.turn is not None
        self.turn["summoned"] = True
        self._add_ships(seat, sid, 1)
        self._log(seat, f"summons a ship at the city at {sid} (Tool-Priests, instead of a Build)",
                  "arcs lore: Tool-Priests")

    def _act_nurture(self, seat: int, action: Action) -> None:
        self._log(seat, "nurtures a Loyal city (Living Structures, instead of a Build)",
                  "arcs lore: Living Structures")
        self._act_tax(seat, Action(f"tax {action.arg} seat {seat}"))

    def _act_prune(self, seat: int, action: Action) -> None:
        what, _, sid = action.arg.split()
        row = self.bldg[sid]
        i = next(i for i, b in enumerate(row) if b[0] == seat and b[1] == what)
        damaged = row[i][2]
        new = "city" if what == "starport" else "starport"
        if what == "city":
            self.cities_board[seat] += 1
            self.ports_left[seat] -= 1
            self._rearrange(seat)
        else:
            self.ports_left[seat] += 1
            self.cities_board[seat] -= 1
        row[i] = (seat, new, damaged)
        self._log(seat, f"prunes: the {what} at {sid} becomes a {new}"
                  + (" (damaged)" if damaged else "") + " (Living Structures, instead of a "
                  "Repair)", "arcs lore: Living Structures")

    def _opts_tax(self, seat: int) -> list[Action]:
        """Tax a Loyal city, or a Rival city in a system you control; once per city per turn
        (arcs: Tax)."""
        assert self.turn is not None
        taxed = self.turn["taxed"]
        out: list[Action] = []
        for sid, row in self.bldg.items():
            if not row:
                continue
            counts: dict[int, int] = {}
            for owner, kind, _ in row:
                if kind == "city":
                    counts[owner] = counts.get(owner, 0) + 1
            for owner, count in sorted(counts.items()):
                if taxed.get(f"{sid}/{owner}", 0) >= count:
                    continue
                controlled = self.controller(sid) == seat
                if (owner == seat and (controlled or not self.leads(seat, "Upstart"))) or (
                        owner != seat and controlled):  # Upstart (Callow): only controlled
                    out.append(Action(f"tax {sid} seat {owner}"))
        return out

    def _opts_build(self, seat: int) -> list[Action]:
        """A city or starport in an empty slot where you have a Loyal piece, or a ship at a
        Loyal starport (one per starport per turn) (arcs: Build)."""
        assert self.turn is not None
        shipped = self.turn["shipped"]
        out: list[Action] = []
        city, port, ship = (self.cities_board[seat] > 0, self.ports_left[seat] > 0,
                            self.ships_left[seat] > 0)
        lore = bool(self.lore[seat])
        for sid, row in self.bldg.items():
            if not self.has_presence(seat, sid):
                continue
            if len(row) < SYSTEMS[sid].slots:
                if city:
                    out.append(Action(f"build city {sid}"))
                if port:
                    out.append(Action(f"build starport {sid}"))
            elif lore:
                out += self._lore_builds(seat, sid, row, city, port)
            if ship:
                ports = sum(1 for b in row if b[0] == seat and b[1] == "starport")
                if ports > shipped.get(sid, 0):
                    out.append(Action(f"build ship {sid}"))
        return out

    def _lore_builds(self, seat: int, sid: str, row: list[tuple[int, str, bool]], city: bool,
                     port: bool) -> list[Action]:
        """Buildings beyond the slots: Gate Ports and Gate Stations in gates (1 of each kind per
        gate), Cloud Cities on a full planet (1 extra per planet, paying its type)."""
        out: list[Action] = []
        if SYSTEMS[sid].is_gate:
            kinds = {k for _, k, _ in row}
            if city and "city" not in kinds and self.knows(seat, "Gate Stations"):
                out.append(Action(f"build city {sid}"))
            if port and "starport" not in kinds and self.knows(seat, "Gate Ports"):
                out.append(Action(f"build starport {sid}"))
        elif (city and len(row) == SYSTEMS[sid].slots and self.knows(seat, "Cloud Cities")
              and SYSTEMS[sid].planet_type in self.holdings(seat)):
            out.append(Action(f"build city {sid}"))
        return out

    def _opts_repair(self, seat: int) -> list[Action]:
        """Repair 1 damaged Loyal ship or building anywhere (arcs: Repair)."""
        out: list[Action] = []
        bldg = self.bldg
        for sid, row in self.damaged.items():
            if row[seat]:
                out.append(Action(f"repair ship {sid}"))
            built = bldg.get(sid)
            if built:
                kinds = sorted({k for o, k, d in built if d and o == seat})
                out += [Action(f"repair {k} {sid}") for k in kinds]
        return out

    def _opts_influence(self, seat: int) -> list[Action]:
        """Place 1 agent from your supply on a Court card (arcs: Influence)."""
        if not self.agents_left[seat]:
            return []
        return [Action(f"influence {COURT[c].name}") for c, _ in self.court if c is not None]

    def _opts_secure(self, seat: int) -> list[Action]:
        """Take a Court card on which you have more agents than each rival (arcs: Secure)."""
        out: list[Action] = []
        paranoid = self.leads(seat, "Demagogue")
        for cid, agents in self.court:
            if cid is not None and self._can_secure(seat, agents):
                if paranoid and agents[seat] == 1 and COURT[cid].kind == "guild":
                    continue  # Demagogue (Paranoid)
                out.append(Action(f"secure {COURT[cid].name}"))
        return out

    @staticmethod
    def _can_secure(seat: int, agents: list[int]) -> bool:
        mine = agents[seat]
        return mine > 0 and all(a < mine for s, a in enumerate(agents) if s != seat)

    def _act_tax(self, seat: int, action: Action) -> None:
        sid, _, owner_text = action.arg.split()
        owner = int(owner_text)
        assert self.turn is not None
        key = f"{sid}/{owner}"
        self.turn["taxed"][key] = self.turn["taxed"].get(key, 0) + 1
        whose = "a Loyal city" if owner == seat else f"seat {owner}'s city (controlled)"
        types = self.city_types(sid)
        if len(types) > 1:  # a Gate Station: the taxer picks one of its types
            text = f"taxes {whose} at {sid}, a Gate Station of {', '.join(types)}"
            self._push(("power_ask", seat, "station", sid))
        elif not types:
            text = f"taxes {whose} at {sid}, a Gate Station with no type: nothing to gain"
        else:
            kind = types[0]
            got = self._gain(seat, kind, quiet=True)
            text = f"taxes {whose} at {sid}: " + (f"gains {kind}" if got else f"no {kind} left")
        if owner != seat:
            if self.agents_left[owner]:
                self.agents_left[owner] -= 1
                self.captives[seat][owner] += 1
                text += f", captures an agent of seat {owner}"
            else:
                text += f"; seat {owner} has no agent in supply to capture"
        self._log(seat, text, R_TAX)

    def _act_build(self, seat: int, action: Action) -> None:
        what, sid = action.arg.split()
        damaged = self.ruled_by_other(sid, seat)
        if what == "ship" and damaged and self.knows(seat, "Hidden Harbors"):
            damaged = False
            self._log(seat, "builds the ship fresh (Hidden Harbors)", "arcs lore: Hidden Harbors")
        state = "damaged, since another player controls the system" if damaged else "fresh"
        if what == "city" and not SYSTEMS[sid].is_gate and len(self.bldg[sid]) >= SYSTEMS[
                sid].slots:  # a Cloud City: pay 1 resource of the planet's type
            kind = SYSTEMS[sid].planet_type
            assert kind is not None
            self._pay(seat, kind)
            self._log(seat, f"pays {kind} for a Cloud City at {sid}", "arcs lore: Cloud Cities")
        if what == "ship":
            assert self.turn is not None
            self.turn["shipped"][sid] = self.turn["shipped"].get(sid, 0) + 1
            self._add_ships(seat, sid, 1, damaged)
            self._log(seat, f"builds a ship at the starport at {sid} ({state})", R_BUILD)
            return
        self._add_building(seat, sid, what, damaged)
        text = f"builds a {what} at {sid} ({state})"
        if what == "city":
            text += f"; {self.open_slots(seat)} resource slots open"
            if self.city_bonus(seat):
                text += f", +{self.city_bonus(seat)} Power to won ambitions"
        self._log(seat, text, R_BUILD)

    def _act_repair(self, seat: int, action: Action) -> None:
        what, sid = action.arg.split()
        if what == "ship":
            self.damaged[sid][seat] -= 1
            self.fresh[sid][seat] += 1
        else:
            row = self.bldg[sid]
            i = row.index((seat, what, True))
            row[i] = (seat, what, False)
        self._log(seat, f"repairs a damaged {what} at {sid}", R_REPAIR)

    def _act_influence(self, seat: int, action: Action) -> None:
        i = self._court_slot(action.arg)
        self.agents_left[seat] -= 1
        self.court[i][1][seat] += 1
        self._log(seat, f"places an agent on {action.arg}", R_INFLUENCE)

    def _act_secure(self, seat: int, action: Action) -> None:
        self._secure(seat, self._court_slot(action.arg), ransack=False)

    def _secure(self, seat: int, slot: int, ransack: bool) -> None:
        """Take the card; own agents go home; rival agents become Captives (Secure) or
        Trophies (Ransack); resolve a Vox card; refill the slot (arcs: Secure, Destroying
        Cities 2)."""
        cid, agents = self.court[slot]
        self.court[slot] = [None, [0] * self.n]
        self._return_agents(seat, agents[seat])
        taken = []
        for rival, count in enumerate(agents):
            if rival == seat or not count:
                continue
            if ransack:
                key = (rival, "agent")
                self.trophies[seat][key] = self.trophies[seat].get(key, 0) + count
            else:
                self.captives[seat][rival] += count
            taken.append(f"{plural(count, 'agent')} of seat {rival}")
        card = COURT[cid]
        verb = "ransacks the Court and secures" if ransack else "secures"
        text = f"{verb} {card.name}"
        words = []
        if agents[seat]:
            words.append(f"its {plural(agents[seat], 'agent')} "
                         f"{'goes' if agents[seat] == 1 else 'go'} back to its supply")
        if taken:
            count = sum(a for r, a in enumerate(agents) if r != seat)
            what = ("Trophy" if ransack else "Captive") if count == 1 else (
                "Trophies" if ransack else "Captives")
            words.append(f"{' and '.join(taken)} {'becomes' if count == 1 else 'become'} "
                         f"its {what}")
        if words:
            text += ": " + "; ".join(words)
        self._log(seat, text, R_OUTRAGE if ransack else R_SECURE)
        self._push(("court_fill",))
        if self.turn is not None and self.turn["seat"] == seat:
            self.turn["secured"].append(cid)  # no Prelude action from it this Prelude
        if card.kind == "guild":
            self.guild[seat].append(cid)
        else:
            self.resolving.append(cid)
            court.on_secure(self, seat, cid)

    def _t_card_ask(self, seat: int, cid: str, *data: Any) -> None:
        """A Court card asks its holder a question (court.legal / court.choose)."""
        pending = ("card", seat, cid, *data)
        if court.legal(self, pending):
            self.pending = pending

    def _legal_card(self) -> list[Action]:
        return court.legal(self, self.pending)

    def _why_card(self, action: Action) -> Verdict | None:
        return court.why_ask(self, self.pending, action)

    def _do_card(self, action: Action) -> None:
        court.choose(self, self.pending, action)

    def _t_vox_done(self, seat: int, cid: str) -> None:
        self.resolving.remove(cid)
        court._vox_done(self, seat, cid)

    def _why_action(self, seat: int, action: Action) -> Verdict | None:
        kind, words = action.kind, action.arg.split()
        gone = next((w.rstrip(":") for w in words if w.rstrip(":") in SYSTEMS
                     and w.rstrip(":") not in self.fresh), None)
        if gone is not None:
            return Verdict(False, R_MOVE if kind == "move" else "arcs: Out-of-Play Clusters",
                           f"{gone} is in an out-of-play cluster: nothing is there or goes there")
        if kind in ("influence", "secure") and action.arg:
            cid = COURT_BY_NAME.get(action.arg.lower())
            if not any(c == cid and cid is not None for c, _ in self.court):
                row = ", ".join(COURT[c].name for c, _ in self.court if c is not None)
                return Verdict(False, R_INFLUENCE if kind == "influence" else R_SECURE,
                               f"{action.arg} is not in the Court row ({row or 'empty'})")
        if kind == "influence" and not self.agents_left[seat]:
            return Verdict(False, "arcs: Piece Limits", "no agent left in your supply")
        if kind == "battle" and len(words) == 3 and words[0] in self.fresh:
            sid, rival = words[0], int(words[2])
            if not (self.fresh[sid][seat] or self.damaged[sid][seat]):
                return Verdict(False, R_BATTLE, f"you have no ship at {sid} to battle with")
            if rival == seat or not 0 <= rival < self.n:
                return Verdict(False, R_BATTLE, "the defender is a Rival with pieces in the "
                               "battle system")
            return Verdict(False, R_BATTLE, f"seat {rival} has no piece at {sid}")
        if kind == "tax" and len(words) == 3 and words[0] in self.bldg:
            sid, owner = words[0], int(words[2])
            if not any(o == owner and k == "city" for o, k, _ in self.bldg[sid]):
                return Verdict(False, R_TAX, f"seat {owner} has no city at {sid}")
            if owner != seat and self.controller(sid) != seat:
                return Verdict(False, R_TAX, f"you tax a Rival city only in a system you control; "
                               f"you do not control {sid}")
            if self.leads(seat, "Upstart") and self.controller(sid) != seat:
                return Verdict(False, "arcs leader: Upstart", f"Callow: you cannot tax a city "
                               f"you do not control, your own included ({sid})")
            return Verdict(False, R_TAX, "a city is taxed at most once per turn")
        if kind == "build" and len(words) == 2 and words[1] in self.fresh:
            what, sid = words
            if not self.has_presence(seat, sid):
                return Verdict(False, R_BUILD, f"you need a Loyal piece at {sid} to build there")
            if what == "ship":
                if not self.ships_left[seat]:
                    return Verdict(False, "arcs: Piece Limits", "no ship left in your supply")
                return Verdict(False, R_BUILD, f"ships are built at a Loyal starport, one per "
                               f"starport per turn (at {sid}: none left to use)")
            if not (self.cities_board if what == "city" else self.ports_left)[seat]:
                return Verdict(False, "arcs: Piece Limits", f"no {what} left to build")
            if SYSTEMS[sid].is_gate:
                lore = "Gate Stations" if what == "city" else "Gate Ports"
                if not self.knows(seat, lore):
                    return Verdict(False, R_BUILD, f"a gate has no building slot ({lore} would "
                                   f"allow a {what} there)")
                return Verdict(False, f"arcs lore: {lore}", f"{sid} already has a {what}: one "
                               "per gate")
            if what == "city" and self.knows(seat, "Cloud Cities"):
                kind_needed = SYSTEMS[sid].planet_type
                if len(self.bldg[sid]) > SYSTEMS[sid].slots:
                    return Verdict(False, "arcs lore: Cloud Cities", f"{sid} already has its "
                                   "one extra city")
                return Verdict(False, "arcs lore: Cloud Cities", f"a Cloud City at {sid} is "
                               f"paid with 1 {kind_needed}, which you do not hold")
            return Verdict(False, R_BUILD, f"{sid} has no empty building slot")
        if kind == "secure":
            cid = COURT_BY_NAME.get(action.arg.lower())
            slot = next((a for c, a in self.court if c == cid), None)
            if (cid and slot is not None and self.leads(seat, "Demagogue") and slot[seat] == 1
                    and COURT[cid].kind == "guild" and self._can_secure(seat, slot)):
                return Verdict(False, "arcs leader: Demagogue", "Paranoid: you cannot secure a "
                               "Guild card on which you have exactly 1 agent")
            return Verdict(False, R_SECURE, "you need more agents on the card than each Rival")
        if kind == "move":
            m = re.fullmatch(r"(\d\.\d) -> (\d\.\d): " + _SHIPS, action.arg)
            if m and m.group(1) in SYSTEMS and m.group(2) in SYSTEMS:
                src, dst = m.group(1), m.group(2)
                nf, nd = int(m.group(3) or 0), int(m.group(4) or 0)
                if src not in self.fresh or dst not in self.fresh:
                    out = src if src not in self.fresh else dst
                    return Verdict(False, R_MOVE, f"{out} is in an out-of-play cluster: "
                                   "nothing moves there (Out-of-Play Clusters)")
                if dst not in self.adj[src]:
                    return Verdict(False, R_MOVE, f"{dst} is not adjacent to {src}")
                if nf + nd > 2 and self.leads(seat, "Rebel"):
                    return Verdict(False, "arcs leader: Rebel", "Disorganized: each Move "
                                   "carries at most 2 ships")
                if nf > self.fresh[src][seat] or nd > self.damaged[src][seat]:
                    return Verdict(False, R_MOVE, f"you have {self.fresh[src][seat]} fresh and "
                                   f"{self.damaged[src][seat]} damaged ships at {src}")
        if kind == "repair" and len(words) == 2 and words[1] in self.fresh:
            return Verdict(False, R_REPAIR, f"you have no damaged {words[0]} at {words[1]}")
        return None

