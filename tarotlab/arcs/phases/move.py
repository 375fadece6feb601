"""Move and Catapult (arcs: Move, Catapult Moves; arcs R7; tarotlab X4).
"""

from __future__ import annotations

from ...core.engine import Action
from ...core.rules import Verdict
from ..base import (
    R_CATAPULT,
    R_MOVE,
    _groups,
    parse_catapult,
    parse_move,
    ships_text,
)
from ..mapdata import SYSTEMS
from .actions import (
    ActionRules,
)


class MoveRules(ActionRules):
    """Move and Catapult (arcs: Move, Catapult Moves; arcs R7; tarotlab X4)."""

    def _opts_move(self, seat: int) -> list[Action]:
        """Any number of Loyal ships (fresh and damaged) from one system to an adjacent one
        (arcs: Move, arcs R7)."""
        out: list[Action] = []
        adj = self.adj
        damaged = self.damaged
        rebel = self.leader[seat] is not None and self.leads(seat, "Rebel")  # Disorganized
        for sid, row in self.fresh.items():
            f, d = row[seat], damaged[sid][seat]
            if not f and not d:
                continue
            groups = _groups(f, d, 2 if rebel else f + d)
            for dst in adj[sid]:
                head = f"move {sid} -> {dst}: "
                out += [Action(head + g) for g in groups]
        return out

    def _move_ends(self, seat: int, src: str, dst: str) -> set[str]:
        """Where ships moving from ``src`` to ``dst`` may end: ``dst``, and with a Catapult
        from a Loyal starport every system further on (arcs: Move, Catapult Moves; X4)."""
        ends = {dst}
        if not any(b[0] == seat and b[1] == "starport" for b in self.bldg.get(src, ())):
            return ends
        frontier = [dst] if SYSTEMS[dst].is_gate and not self.ruled_by_other(dst, seat) else []
        while frontier:
            at = frontier.pop()
            for nxt in self.adj[at]:
                if nxt == src or nxt in ends:
                    continue
                ends.add(nxt)
                if SYSTEMS[nxt].is_gate and not self.ruled_by_other(nxt, seat):
                    frontier.append(nxt)
        return ends

    def _shift(self, seat: int, src: str, dst: str, nf: int, nd: int) -> None:
        if SYSTEMS[dst].is_gate and self.options["leaders"]:
            self._gate_port(seat, dst)
        self.fresh[src][seat] -= nf
        self.damaged[src][seat] -= nd
        self.fresh[dst][seat] += nf
        self.damaged[dst][seat] += nd

    def _gate_port(self, seat: int, gate: str) -> None:
        """Gate Ports: a rival moving into a gate you control that holds your fresh starport
        gives you 1 agent as a Captive (control before moving in)."""
        owner = self.controller(gate)
        if (owner is None or owner == seat or not self.knows(owner, "Gate Ports")
                or (owner, "starport", False) not in self.bldg[gate] or not self.agents_left[seat]):
            return
        self.agents_left[seat] -= 1
        self.captives[owner][seat] += 1
        self._log(owner, f"captures an agent of seat {seat} moving into gate {gate} (Gate Ports)",
                  "arcs lore: Gate Ports")

    def _after_move(self, seat: int, moved: dict[str, int]) -> None:
        """Sprinter Drives: the fresh ships that moved (``moved``: where they ended, Catapult
        drop-offs included) may each move 1 extra time, resolved after any Catapult."""
        eligible = tuple((sid, n) for sid, n in sorted(moved.items()) if n)
        if eligible and self.knows(seat, "Sprinter Drives"):
            self._push(("power_ask", seat, "sprint", eligible))

    def _act_move(self, seat: int, action: Action) -> None:
        src, dst, nf, nd = parse_move(action.arg)
        self._travel(seat, src, dst, nf, nd, sprint=False)

    def _travel(self, seat: int, src: str, dst: str, nf: int, nd: int, sprint: bool) -> None:
        """Ships move from ``src`` to ``dst``; from a Loyal starport into a gate no one else
        controls (checked before moving in) they may Catapult on (arcs: Move, arcs R7). A
        Sprinter Drives move does the same but never sprints again."""
        stopped = self.ruled_by_other(dst, seat)
        self._shift(seat, src, dst, nf, nd)
        catapult = any(b[0] == seat and b[1] == "starport" for b in self.bldg.get(src, ()))
        text = (f"moves {ships_text(nf, nd)} on from {src} to {dst} (Sprinter Drives)" if sprint
                else f"moves {ships_text(nf, nd)} from {src} to {dst}")
        if catapult:
            if SYSTEMS[dst].is_gate and not stopped:
                self._log(seat, text + "; from a Loyal starport they may Catapult on",
                          R_CATAPULT)
                self.move = {"seat": seat, "at": dst, "f": nf, "d": nd, "seen": [src, dst],
                             "sprint": sprint, "dropped": {}}
                self._push(("catapult",))
                return
            why = "a planet" if not SYSTEMS[dst].is_gate else "a gate another player controls"
            text += f"; the Catapult stops on entering {why}"
        self._log(seat, text, R_CATAPULT if catapult else (
            "arcs lore: Sprinter Drives" if sprint else R_MOVE))
        if not sprint:
            self._after_move(seat, {dst: nf})

    def _end_catapult(self, at: str) -> None:
        """The Catapult ends at ``at``: Sprinter Drives for the fresh ships that moved."""
        m = self.move
        assert m is not None
        self.move = None
        if not m["sprint"]:
            moved = dict(m["dropped"])
            moved[at] = moved.get(at, 0) + m["f"]
            self._after_move(m["seat"], moved)

    def _t_catapult(self) -> None:
        assert self.move is not None
        self.pending = ("catapult", self.move["seat"])

    def _legal_catapult(self) -> list[Action]:
        m = self.move
        assert m is not None
        out = [Action("stop")]
        for dst in self.adj[m["at"]]:
            if dst in m["seen"]:
                continue
            for nf in range(m["f"] + 1):
                for nd in range(m["d"] + 1):
                    if nf or nd:
                        out.append(Action(f"catapult -> {dst}: {ships_text(nf, nd)}"))
        return out

    def _why_catapult(self, action: Action) -> Verdict | None:
        m = self.move
        if m is not None and action.kind == "catapult" and " -> " in action:
            dst = action.split(" -> ")[1].split(":")[0]
            if dst in m["seen"]:
                return Verdict(False, "tarotlab X4", f"these ships have already been at {dst} "
                               "in this Catapult")
            if dst not in self.adj.get(m["at"], ()):
                return Verdict(False, R_MOVE, f"{dst} is not adjacent to {m['at']}")
            return Verdict(False, R_CATAPULT, f"the ships catapulting from {m['at']} are "
                           f"{ships_text(m['f'], m['d']) or 'none'}: the rest were dropped off")
        return None

    def _do_catapult(self, action: Action) -> None:
        m = self.move
        assert m is not None
        seat = m["seat"]
        if action == "stop":
            self._log(seat, f"ends the Catapult at {m['at']}", R_CATAPULT)
            self._end_catapult(m["at"])
            return
        dst, nf, nd = parse_catapult(action.arg)
        stopped = self.ruled_by_other(dst, seat)
        self._shift(seat, m["at"], dst, nf, nd)
        text = f"catapults {ships_text(nf, nd)} from {m['at']} to {dst}"
        m["dropped"][m["at"]] = m["dropped"].get(m["at"], 0) + m["f"] - nf  # fresh left behind
        m.update(at=dst, f=nf, d=nd)
        if SYSTEMS[dst].is_gate and not stopped:
            m["seen"].append(dst)
            self._log(seat, text, R_CATAPULT)
            self._push(("catapult",))
            return
        why = "a planet" if not SYSTEMS[dst].is_gate else "a gate another player controls"
        self._log(seat, text + f"; the Catapult stops on entering {why}", R_CATAPULT)
        self._end_catapult(dst)

