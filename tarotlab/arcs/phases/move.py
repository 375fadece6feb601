"""Move and Catapult (arcs: Move, Catapult Moves; arcs R7; tarotlab X4): the Move's options and
effect, and the Catapult decision of ships launched from a Loyal starport into a gate.
"""

from __future__ import annotations

from typing import Any

from ...core.engine import Action
from ...core.rules import Verdict
from ..base import R_CATAPULT, R_MOVE, Decide, Decision, MoveState, ships_text
from ..hooks import GATE_ENTERED, MOVE_LIMIT, MOVED, Ability
from ..language import Catapult, Move, parse
from ..mapdata import SYSTEMS
from .actions import ActionRules

_GROUPS: dict[tuple[int, int, int], tuple[str, ...]] = {}


def ship_groups(fresh: int, damaged: int, cap: int) -> tuple[str, ...]:
    """Every group of ships a move may carry (at most ``cap``), as text; cached."""
    key = (fresh, damaged, cap)
    found = _GROUPS.get(key)
    if found is None:
        found = _GROUPS[key] = tuple(
            ships_text(nf, nd) for nf in range(fresh + 1) for nd in range(damaged + 1)
            if 0 < nf + nd <= cap)
    return found


_MOVES: dict[tuple[str, str, int, int, int], tuple[Action, ...]] = {}


def move_actions(src: str, dst: str, fresh: int, damaged: int, cap: int) -> tuple[Action, ...]:
    """Every ``move src -> dst: ...`` of those ships (``ship_groups``); cached: a Move's
    options are rebuilt at every decision of a turn, mostly from the same fleets (the keys
    are bounded by the map and the ships a seat owns)."""
    key = (src, dst, fresh, damaged, cap)
    found = _MOVES.get(key)
    if found is None:
        head = f"move {src} -> {dst}: "
        found = _MOVES[key] = tuple(Action(head + g) for g in ship_groups(fresh, damaged, cap))
    return found


class MoveRules(ActionRules):
    """Move and Catapult."""

    def move_limit(self, seat: int) -> int | None:
        """The most ships one Move of ``seat`` may carry (the ``MOVE_LIMIT`` query; None:
        any)."""
        limit: int | None = self.modified(MOVE_LIMIT, seat, None)
        return limit

    def _opts_move(self, seat: int) -> list[Action]:
        """Any number of Loyal ships (fresh and damaged) from one system to an adjacent one
        (arcs: Move, arcs R7)."""
        out: list[Action] = []
        adj = self.adj
        damaged = self.damaged
        limit = self.move_limit(seat)
        for sid, row in self.fresh.items():
            f, d = row[seat], damaged[sid][seat]
            if not f and not d:
                continue
            cap = f + d if limit is None else limit
            for dst in adj[sid]:
                out += move_actions(sid, dst, f, d, cap)
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
        """Ships change system; entering a gate a rival controls, the rival's abilities see it
        (control before moving in)."""
        if SYSTEMS[dst].is_gate:
            owner = self.controller(dst)
            if owner is not None and owner != seat:
                self.trigger(GATE_ENTERED, owner, mover=seat, gate=dst)
        self.fresh[src][seat] -= nf
        self.damaged[src][seat] -= nd
        self.fresh[dst][seat] += nf
        self.damaged[dst][seat] += nd

    def _after_move(self, seat: int, moved: dict[str, int]) -> None:
        """After a Move and its Catapult: where its fresh ships ended (``moved``, Catapult
        drop-offs included), for abilities that act then (the ``MOVED`` moment)."""
        eligible = tuple((sid, n) for sid, n in sorted(moved.items()) if n)
        if eligible:
            self.trigger(MOVED, seat, moved=eligible)

    def _act_move(self, seat: int, act: Move) -> None:
        self._travel(seat, act.src, act.dst, act.fresh, act.damaged, extra=None)

    def _travel(self, seat: int, src: str, dst: str, nf: int, nd: int,
                extra: Ability[Any] | None) -> None:
        """Ships move from ``src`` to ``dst``; from a Loyal starport into a gate no one else
        controls (checked before moving in) they may Catapult on (arcs: Move, arcs R7). An
        ability's ``extra`` move does the same, but nothing acts after it again."""
        stopped = self.ruled_by_other(dst, seat)
        self._shift(seat, src, dst, nf, nd)
        catapult = any(b[0] == seat and b[1] == "starport" for b in self.bldg.get(src, ()))
        text = (f"moves {ships_text(nf, nd)} on from {src} to {dst} ({extra.name})" if extra
                else f"moves {ships_text(nf, nd)} from {src} to {dst}")
        if catapult:
            if SYSTEMS[dst].is_gate and not stopped:
                self._log(seat, text + "; from a Loyal starport they may Catapult on",
                          R_CATAPULT)
                self.move = MoveState(seat, dst, nf, nd, [src, dst],
                                      extra.card if extra else None)
                self._push(("catapult",))
                return
            why = "a planet" if not SYSTEMS[dst].is_gate else "a gate another player controls"
            text += f"; the Catapult stops on entering {why}"
        self._log(seat, text, R_CATAPULT if catapult else (extra.rule if extra else R_MOVE))
        if extra is None:
            self._after_move(seat, {dst: nf})

    def _end_catapult(self, at: str) -> None:
        """The Catapult ends at ``at``: what acts after the move sees where the ships are."""
        m = self.move
        assert m is not None
        self.move = None
        if m.extra is None:
            moved = dict(m.dropped)
            moved[at] = moved.get(at, 0) + m.fresh
            self._after_move(m.seat, moved)

    def _t_catapult(self) -> None:
        assert self.move is not None
        self.pending = Decide("catapult", self.move.seat)


class CatapultDecision(Decision[MoveRules, Decide]):
    """arcs: Move, Catapult Moves: ships launched from a Loyal starport into a gate no one else
    controls move on, gate by gate, dropping ships off, or stop (tarotlab X4: never back)."""

    rule = R_CATAPULT

    def prompt(self, s: MoveRules, p: Decide) -> str:
        return f"seat {p.seat} may Catapult on or stop"

    def legal(self, s: MoveRules, p: Decide) -> list[Action]:
        m = s.move
        assert m is not None
        out = [Action("stop")]
        for dst in s.adj[m.at]:
            if dst in m.seen:
                continue
            for nf in range(m.fresh + 1):
                for nd in range(m.damaged + 1):
                    if nf or nd:
                        out.append(Action(f"catapult -> {dst}: {ships_text(nf, nd)}"))
        return out

    def why(self, s: MoveRules, p: Decide, action: Action) -> Verdict | None:
        m = s.move
        act = parse(action)
        if m is None or not isinstance(act, Catapult):
            return None
        if act.dst in m.seen:
            return Verdict(False, "tarotlab X4", f"these ships have already been at {act.dst} "
                           "in this Catapult")
        if act.dst not in s.adj.get(m.at, ()):
            return Verdict(False, R_MOVE, f"{act.dst} is not adjacent to {m.at}")
        return Verdict(False, R_CATAPULT, f"the ships catapulting from {m.at} are "
                       f"{ships_text(m.fresh, m.damaged) or 'none'}: the rest were dropped off")

    def do(self, s: MoveRules, p: Decide, action: Action) -> None:
        m = s.move
        assert m is not None
        seat = m.seat
        if action == "stop":
            s._log(seat, f"ends the Catapult at {m.at}", R_CATAPULT)
            s._end_catapult(m.at)
            return
        act = parse(action)
        assert isinstance(act, Catapult)
        dst, nf, nd = act.dst, act.fresh, act.damaged
        stopped = s.ruled_by_other(dst, seat)
        s._shift(seat, m.at, dst, nf, nd)
        text = f"catapults {ships_text(nf, nd)} from {m.at} to {dst}"
        m.dropped[m.at] = m.dropped.get(m.at, 0) + m.fresh - nf  # fresh ships left behind
        m.at, m.fresh, m.damaged = dst, nf, nd
        if SYSTEMS[dst].is_gate and not stopped:
            m.seen.append(dst)
            s._log(seat, text, R_CATAPULT)
            s._push(("catapult",))
            return
        why = "a planet" if not SYSTEMS[dst].is_gate else "a gate another player controls"
        s._log(seat, text + f"; the Catapult stops on entering {why}", R_CATAPULT)
        s._end_catapult(dst)


DECISIONS: dict[str, Decision[Any, Any]] = {"catapult": CatapultDecision()}
TASKS: dict[str, Any] = {"catapult": MoveRules._t_catapult}
