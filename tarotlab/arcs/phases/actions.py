"""The actions a pip buys at a planet or the Court, each with its options, its effect and why it
is refused: Tax, Build, Repair, Influence and Secure (arcs: Actions; arcs: Secure).

Move and Battle are the next layers (``move.py``, ``battle.py``); the turn (``turn.py``) offers
and performs them all through one table of the standard actions.
"""

from __future__ import annotations

from typing import Any

from ...core.engine import Action
from ...core.rules import Verdict
from ..base import (
    R_BATTLE,
    R_BUILD,
    R_INFLUENCE,
    R_LIMITS,
    R_MOVE,
    R_OUTRAGE,
    R_REPAIR,
    R_SECURE,
    R_TAX,
    otherwise,
)
from ..components import COURT, COURT_BY_NAME, plural
from ..hooks import (
    ABILITIES,
    BUILDS,
    FRESH_BUILD,
    GATE_TAX,
    MAY_SECURE,
    MAY_TAX,
    PAID,
    RESOLVED,
    SECURED,
    provider,
)
from ..language import Build, CourtAction, Move, Tax, parse
from ..mapdata import SYSTEMS
from ..pieces import PiecesRules

_BUILD = {sid: {piece: Action(f"build {piece} {sid}") for piece in ("city", "starport", "ship")}
          for sid in SYSTEMS}
"""Every standard Build's action, made once: they are listed at most decisions of a turn."""
_REPAIR = {sid: {piece: Action(f"repair {piece} {sid}") for piece in ("city", "starport", "ship")}
           for sid in SYSTEMS}
"""Every Repair's action, made once."""


class ActionRules(PiecesRules):
    """Tax, Build, Repair, Influence and Secure: options, effects and refusals."""

    # ------------------------------------------------------------------ Tax (arcs: Tax)
    def _opts_tax(self, seat: int) -> list[Action]:
        """Tax a Loyal city, or a Rival city in a system you control; once per city per turn
        (arcs: Tax)."""
        assert self.turn is not None
        taxed = self.turn.taxed
        out: list[Action] = []
        for sid, row in self.bldg.items():
            counts: dict[int, int] = {}
            for owner, kind, _ in row:
                if kind == "city":
                    counts[owner] = counts.get(owner, 0) + 1
            if not counts:
                continue
            controlled = self.controller(sid) == seat
            for owner, count in sorted(counts.items()):
                if taxed.get((sid, owner), 0) >= count:
                    continue
                if controlled or (owner == seat and self.modified(
                        MAY_TAX, seat, True, sid=sid, owner=owner)):
                    out.append(Action(f"tax {sid} seat {owner}"))
        return out

    def _act_tax(self, seat: int, act: Tax) -> None:
        sid, owner = act.system, act.owner
        assert self.turn is not None and owner is not None
        key = (sid, owner)
        self.turn.taxed[key] = self.turn.taxed.get(key, 0) + 1
        whose = "a Loyal city" if owner == seat else f"seat {owner}'s city (controlled)"
        types = self.city_types(sid)
        if len(types) == 1:
            kind = types[0]
            got = self._gain(seat, kind, quiet=True)
            text = f"taxes {whose} at {sid}: " + (f"gains {kind}" if got else f"no {kind} left")
        else:  # a city in a gate, of several types or none
            builder = provider(lambda a: a.gate_building == "city")
            assert builder is not None
            text = builder.modify(GATE_TAX, self, seat, f"taxes {whose} at {sid}", sid=sid,
                                  whose=whose, types=types)
        if owner != seat:
            if self.agents_left[owner]:
                self.agents_left[owner] -= 1
                self.captives[seat][owner] += 1
                text += f", captures an agent of seat {owner}"
            else:
                text += f"; seat {owner} has no agent in supply to capture"
        self._log(seat, text, R_TAX)

    # ------------------------------------------------------------------ Build (arcs: Build)
    def _opts_build(self, seat: int) -> list[Action]:
        """A city or starport in an empty slot where you have a Loyal piece, or a ship at a
        Loyal starport (one per starport per turn) (arcs: Build); builds beyond the slots that
        abilities allow (the ``BUILDS`` query), cities first."""
        assert self.turn is not None
        shipped = self.turn.shipped
        out: list[Action] = []
        city, port, ship = (self.cities_board[seat] > 0, self.ports_left[seat] > 0,
                            self.ships_left[seat] > 0)
        abilities = self.abilities(seat)
        fresh, damaged = self.fresh, self.damaged
        for sid, row in self.bldg.items():
            if not (fresh[sid][seat] or damaged[sid][seat]
                    or (row and any(b[0] == seat for b in row))):
                continue  # no Loyal piece here (has_presence, written out: every system)
            if len(row) < SYSTEMS[sid].slots:
                if city:
                    out.append(_BUILD[sid]["city"])
                if port:
                    out.append(_BUILD[sid]["starport"])
            elif abilities:
                extra = self.modified(BUILDS, seat, [], sid=sid, city=city, port=port)
                out += sorted(extra, key=lambda a: not a.startswith("build city"))
            if ship:
                ports = sum(1 for b in row if b[0] == seat and b[1] == "starport")
                if ports > shipped.get(sid, 0):
                    out.append(_BUILD[sid]["ship"])
        return out

    def _act_build(self, seat: int, act: Build) -> None:
        what, sid = act.piece, act.system
        damaged = self.ruled_by_other(sid, seat)
        if damaged and self.modified(FRESH_BUILD, seat, False, piece=what, sid=sid):
            damaged = False
        state = "damaged, since another player controls the system" if damaged else "fresh"
        if what == "city" and not SYSTEMS[sid].is_gate and len(self.bldg[sid]) >= SYSTEMS[
                sid].slots:  # beyond the slots: the ability that allowed it is paid
            paid = self.modified(PAID, seat, False, piece=what, sid=sid)
            assert paid, f"no ability pays for a city beyond the slots at {sid}"
        if what == "ship":
            assert self.turn is not None
            self.turn.shipped[sid] = self.turn.shipped.get(sid, 0) + 1
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

    # ------------------------------------------------------------------ Repair (arcs: Repair)
    def _opts_repair(self, seat: int) -> list[Action]:
        """Repair 1 damaged Loyal ship or building anywhere (arcs: Repair)."""
        out: list[Action] = []
        bldg = self.bldg
        for sid, row in self.damaged.items():
            if row[seat]:
                out.append(_REPAIR[sid]["ship"])
            built = bldg.get(sid)
            if built and any(d and o == seat for o, _, d in built):
                kinds = sorted({k for o, k, d in built if d and o == seat})
                out += [_REPAIR[sid][k] for k in kinds]
        return out

    def _act_repair(self, seat: int, act: Build) -> None:
        what, sid = act.piece, act.system
        if what == "ship":
            self.damaged[sid][seat] -= 1
            self.fresh[sid][seat] += 1
        else:
            row = self.bldg[sid]
            i = row.index((seat, what, True))
            row[i] = (seat, what, False)
        self._log(seat, f"repairs a damaged {what} at {sid}", R_REPAIR)

    # ------------------------------------------------------------------ Influence and Secure
    def _opts_influence(self, seat: int) -> list[Action]:
        """Place 1 agent from your supply on a Court card (arcs: Influence)."""
        if not self.agents_left[seat]:
            return []
        return [Action(f"influence {COURT[c].name}") for c, _ in self.court if c is not None]

    def _act_influence(self, seat: int, act: CourtAction) -> None:
        i = self._court_slot(act.card)
        self.agents_left[seat] -= 1
        self.court[i][1][seat] += 1
        self._log(seat, f"places an agent on {act.card}", R_INFLUENCE)

    def _opts_secure(self, seat: int) -> list[Action]:
        """Take a Court card on which you have more agents than each rival (arcs: Secure)."""
        out: list[Action] = []
        for cid, agents in self.court:
            if cid is not None and self._can_secure(seat, agents) and self.modified(
                    MAY_SECURE, seat, True, card=cid, agents=agents):
                out.append(Action(f"secure {COURT[cid].name}"))
        return out

    @staticmethod
    def _can_secure(seat: int, agents: list[int]) -> bool:
        mine = agents[seat]
        return mine > 0 and all(a < mine for s, a in enumerate(agents) if s != seat)

    def _act_secure(self, seat: int, act: CourtAction) -> None:
        self._secure(seat, self._court_slot(act.card), ransack=False)

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
        if self.turn is not None and self.turn.seat == seat:
            self.turn.secured.append(cid)  # no Prelude action from it this Prelude
        if card.kind == "guild":
            self.guild[seat].append(cid)
        else:
            self.resolving.append(cid)
            ABILITIES[cid].on(SECURED, self, seat)

    def _t_vox_done(self, seat: int, cid: str) -> None:
        self.resolving.remove(cid)
        ABILITIES[cid].on(RESOLVED, self, seat)

    # ------------------------------------------------------------------ refusals
    def _why_action(self, seat: int, action: Action) -> Verdict | None:
        """Why a standard action (or an extra one beside it) is refused, where the pips may
        take it (arcs: Actions)."""
        kind, words = action.kind, action.arg.split()
        gone = next((w.rstrip(":") for w in words if w.rstrip(":") in SYSTEMS
                     and w.rstrip(":") not in self.fresh), None)
        if gone is not None:
            return Verdict(False, R_MOVE if kind == "move" else "arcs: Out-of-Play Clusters",
                           f"{gone} is in an out-of-play cluster: nothing is there or goes there")
        act = parse(action)
        if kind in ("influence", "secure") and action.arg:
            cid = COURT_BY_NAME.get(action.arg.lower())
            if not any(c == cid and cid is not None for c, _ in self.court):
                row = ", ".join(COURT[c].name for c, _ in self.court if c is not None)
                return Verdict(False, R_INFLUENCE if kind == "influence" else R_SECURE,
                               f"{action.arg} is not in the Court row ({row or 'empty'})")
        if kind == "influence" and not self.agents_left[seat]:
            return Verdict(False, R_LIMITS, "no agent left in your supply")
        if kind == "battle":
            return self._why_battle(seat, action)
        if isinstance(act, Tax) and act.verb == "tax" and act.system in self.bldg:
            return self._why_tax(seat, action, act)
        if isinstance(act, Build) and act.verb == "build" and act.system in self.fresh:
            return self._why_build(seat, action, act)
        if kind == "secure":
            return otherwise(self.refusal(seat, action), Verdict(
                False, R_SECURE, "you need more agents on the card than each Rival"))
        if isinstance(act, Move) and not act.sprint:
            return self._why_move(seat, action, act)
        if isinstance(act, Build) and act.verb == "repair" and act.system in self.fresh:
            return Verdict(False, R_REPAIR, f"you have no damaged {act.piece} at {act.system}")
        return None

    def _why_battle(self, seat: int, action: Action) -> Verdict | None:
        words = action.arg.split()
        if len(words) != 3 or words[0] not in self.fresh:
            return None
        sid, rival = words[0], int(words[2])
        if not (self.fresh[sid][seat] or self.damaged[sid][seat]):
            return Verdict(False, R_BATTLE, f"you have no ship at {sid} to battle with")
        if rival == seat or not 0 <= rival < self.n:
            return Verdict(False, R_BATTLE, "the defender is a Rival with pieces in the battle "
                           "system")
        return Verdict(False, R_BATTLE, f"seat {rival} has no piece at {sid}")

    def _why_tax(self, seat: int, action: Action, act: Tax) -> Verdict:
        sid, owner = act.system, act.owner
        if not any(o == owner and k == "city" for o, k, _ in self.bldg[sid]):
            return Verdict(False, R_TAX, f"seat {owner} has no city at {sid}")
        if owner != seat and self.controller(sid) != seat:
            return Verdict(False, R_TAX, f"you tax a Rival city only in a system you control; "
                           f"you do not control {sid}")
        return otherwise(self.refusal(seat, action),
                         Verdict(False, R_TAX, "a city is taxed at most once per turn"))

    def _why_build(self, seat: int, action: Action, act: Build) -> Verdict:
        what, sid = act.piece, act.system
        if not self.has_presence(seat, sid):
            return Verdict(False, R_BUILD, f"you need a Loyal piece at {sid} to build there")
        if what == "ship":
            if not self.ships_left[seat]:
                return Verdict(False, R_LIMITS, "no ship left in your supply")
            return Verdict(False, R_BUILD, f"ships are built at a Loyal starport, one per "
                           f"starport per turn (at {sid}: none left to use)")
        if not (self.cities_board if what == "city" else self.ports_left)[seat]:
            return Verdict(False, R_LIMITS, f"no {what} left to build")
        if SYSTEMS[sid].is_gate:
            verdict = self.gate_refusal(sid, what, seat)
            if verdict is not None:
                return verdict
        return otherwise(self.refusal(seat, action),
                         Verdict(False, R_BUILD, f"{sid} has no empty building slot"))

    def _why_move(self, seat: int, action: Action, act: Move) -> Verdict | None:
        src, dst, nf, nd = act.src, act.dst, act.fresh, act.damaged
        if src not in SYSTEMS or dst not in SYSTEMS:
            return None
        if src not in self.fresh or dst not in self.fresh:
            out = src if src not in self.fresh else dst
            return Verdict(False, R_MOVE, f"{out} is in an out-of-play cluster: nothing moves "
                           "there (Out-of-Play Clusters)")
        if dst not in self.adj[src]:
            return Verdict(False, R_MOVE, f"{dst} is not adjacent to {src}")
        verdict = self.refusal(seat, action)
        if verdict is not None:
            return verdict
        if nf > self.fresh[src][seat] or nd > self.damaged[src][seat]:
            return Verdict(False, R_MOVE, f"you have {self.fresh[src][seat]} fresh and "
                           f"{self.damaged[src][seat]} damaged ships at {src}")
        return None


TASKS: dict[str, Any] = {"vox_done": ActionRules._t_vox_done}
