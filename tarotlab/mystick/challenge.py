"""Mystick challenges (mystick R6-R8): declaring one, the Fate Draw into the Mystick Cross,
redraws, the Majors drawn resolving in space order, then the transfer of Power and VP.

The redraw is one ``Decision`` (``RedrawDecision``, kind ``redraw``); the challenge's steps
are the tasks of ``TASKS``.
"""

from __future__ import annotations

from typing import Any

from ..core.decision import Decide
from ..core.engine import Action
from ..core.rules import Verdict
from .state import CARDS, Decision, MystickBase

R_CHALLENGE = "mystick R6"


def declare(state: MystickBase, seat: int, label: str, target: str) -> None:
    pawn = state._find(label)
    assert pawn is not None
    other = None if target == "pool" else state._find(target)
    state.challenge = {"seat": seat, "pawn": pawn.uid, "target": target,
                      "target_uid": other.uid if other else 0, "spaces": [],
                      "redraws": 1 + sum(1 for _, _, e in state._static()
                                         if e.do == "extra_redraw"),
                      "bonus": 0, "killed": False}
    state._log(seat, f"seat {seat}'s {pawn.label} challenges "
              + ("the pool" if other is None else f"{other.label} (seat {other.owner})"),
              R_CHALLENGE)
    tasks: list[tuple[Any, ...]] = []
    for source in [pawn, *pawn.attachments]:
        tasks += [("effect", source.uid, source.card, e, source.owner, pawn.uid)
                  for e in CARDS[source.card].effects if e.when == "challenges"]
    if other is not None:
        for source in [other, *other.attachments]:
            tasks += [("effect", source.uid, source.card, e, source.owner, other.uid)
                      for e in CARDS[source.card].effects if e.when == "challenged"]
    # mystick R14: the mover's effects first, then each next player's, whatever card
    # carries them (a stable sort keeps each owner's own order)
    tasks.sort(key=lambda t: (t[4] - seat) % state.n)
    count = state.influence(pawn)
    state._push(*tasks, ("fate", seat, count), ("redraw_step",), ("majors",), ("transfer",))


def fate(state: MystickBase, seat: int, count: int) -> None:
    if state.challenge is None:
        return
    state._log(seat, f"seat {seat}'s Fate Draw: {count} card(s), one at a time to the lowest "
              "open spaces", R_CHALLENGE)
    state._push(("draw", seat, "cross", count, "fate"))


def redraw_step(state: MystickBase) -> None:
    c = state.challenge
    if c is None or c["redraws"] <= 0 or not c["spaces"]:
        return
    c["redraws"] -= 1
    c["marked"] = []
    state.pending = Decide("redraw", c["seat"])


class RedrawDecision(Decision[MystickBase, Decide]):
    """The challenger marks cards of the Fate Draw to redraw, one at a time, then 'redraw
    done' (mystick R7)."""

    def prompt(self, s: MystickBase, p: Decide) -> str:
        return f"seat {p.seat} may redraw cards of the Fate Draw, then 'redraw done'"

    def legal(self, s: MystickBase, p: Decide) -> list[Action]:
        c = s.challenge
        assert c is not None
        return [Action("redraw done")] + [Action(f"redraw {space + 1}") for space in c["spaces"]
                                          if space not in c["marked"]]

    def why(self, s: MystickBase, p: Decide, action: Action) -> Verdict | None:
        c = s.challenge
        if c is None or action.kind != "redraw" or not action.arg.isdigit():
            return None
        space = int(action.arg) - 1
        if space in c["marked"]:
            return Verdict(False, "mystick R7", f"space {space + 1} is already marked to redraw")
        return Verdict(False, "mystick R7", f"space {space + 1} holds no card of this Fate Draw "
                       "(only cards just drawn may be redrawn)")

    def do(self, s: MystickBase, p: Decide, action: Action) -> None:
        c = s.challenge
        assert c is not None
        seat = c["seat"]
        if action.arg != "done":
            c["marked"].append(int(action.arg) - 1)
            s._push(("redraw_more",))
            return
        marked = sorted(c.pop("marked"))
        if not marked:
            s._log(seat, f"seat {seat} keeps the Fate Draw", "mystick R7")
            return
        for space in marked:
            card = s.crosses[seat][space]
            assert card is not None
            s.discards[seat].append(card)
            s.crosses[seat][space] = None
            c["spaces"].remove(space)
            if space in c.get("resolved", ()):  # a new card there is new Fate (tarotlab D3)
                c["resolved"].remove(space)
        s._log(seat, f"seat {seat} redraws {len(marked)} card(s)", "mystick R7")
        s._push(("draw", seat, "cross", len(marked), "fate"), ("redraw_step",))


def redraw_more(state: MystickBase) -> None:
    if state.challenge is not None:
        state.pending = Decide("redraw", state.challenge["seat"])


def majors(state: MystickBase) -> None:
    """mystick R8: Majors drawn in this Fate Draw resolve in space order."""
    c = state.challenge
    if c is None:
        return
    seat = c["seat"]
    tasks: list[tuple[Any, ...]] = []
    c["phase"] = "majors"
    done = c.setdefault("resolved", [])
    for space in sorted(c["spaces"]):
        card = state.crosses[seat][space]
        if space not in done and card is not None and CARDS[card].is_major:
            tasks.append(("log_major", seat, card, space))
            tasks += [("effect", 0, card, e, seat, c["pawn"]) for e in CARDS[card].effects]
    done.extend(s for s in c["spaces"] if s not in done)
    state._push(*tasks, ("late_redraw",))


def log_major(state: MystickBase, seat: int, card: str, space: int) -> None:
    state._log(seat, f"{CARDS[card].name} in space {space + 1} of seat {seat}'s Mystick Cross "
              "resolves", "mystick R8")


def late_redraw(state: MystickBase) -> None:
    """A redraw granted by a Major (tarotlab D3) comes after the Majors; new ones resolve."""
    c = state.challenge
    if c is None or c["redraws"] <= 0 or not c.get("late"):
        return
    c["late"] = False
    state._push(("redraw_step",), ("majors",))


def transfer(state: MystickBase) -> None:
    """mystick R8: count successes, transfer Power, Aggression, VP."""
    c = state.challenge
    state.challenge = None
    if c is None:
        return
    seat = c["seat"]
    pawn = state._uid(c["pawn"])
    if pawn is None:
        state._log(seat, "the challenger left play: the challenge ends", R_CHALLENGE)
        return
    suit = CARDS[pawn.card].suit
    drawn = [state.crosses[seat][s] for s in c["spaces"]]
    successes = sum(1 for card in drawn if card is not None and
                    (CARDS[card].is_major or CARDS[card].suit == suit)) + c["bonus"]
    target = None if c["target"] == "pool" else state._uid(c["target_uid"])
    if target is not None and "Immunity" in state.traits(target):
        successes -= 1
        state._log(target.owner, f"seat {target.owner}'s {target.label} has Immunity: one "
                  "success is cancelled", "mystick: Traits")
    successes = max(0, successes)
    room = state.influence(pawn) - pawn.power
    if c["target"] == "pool":
        moved = max(0, min(successes, state.pool, room))
        state.pool -= moved
    elif target is None:
        moved = 0
        state._log(seat, "the target left play before the transfer: nothing to take",
                  "mystick R8")
    else:
        moved = max(0, min(successes, target.power, room))
        target.power -= moved
    pawn.power += moved
    state.vp[seat] += moved
    state._log(seat, f"{successes} success(es): {pawn.label} takes {moved} Power and seat "
              f"{seat} scores {moved} VP" + (" (successful)" if moved else " (unsuccessful)"),
              R_CHALLENGE if moved else "mystick R8")
    if target is not None and "Aggression" in state.traits(pawn) and \
            successes >= state.influence(target):
        state._leave_play(target, f"killed by {pawn.label}'s Aggression")


DECISIONS: dict[str, Decision[Any, Any]] = {"redraw": RedrawDecision()}
TASKS: dict[str, Any] = {"fate": fate, "redraw_step": redraw_step, "redraw_more": redraw_more,
                         "majors": majors, "log_major": log_major, "late_redraw": late_redraw,
                         "transfer": transfer}
