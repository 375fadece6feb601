"""A simple greedy Arcs bot: declare what it leads, secure, tax, build, fight when stronger.

It sees only its view (its own hand, the public map, boards and Court). Every legal decision
gets a score from a small table by kind, adjusted by the position: declaring an ambition is
worth a lot when the bot leads its count, a battle when its fresh ships outnumber the
defender's pieces there, a move when it heads for a planet with a free building slot. Ties go
to the earlier action, with a little noise from the bot's own generator.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.engine import Action
from ..core.rng import Rng
from .components import ACTION_CARDS, AMBITION_COUNTS, COURT
from .mapdata import SYSTEMS
from .rules import ArcsView, parse_move

_BASE = {"secure": 9.0, "tax": 6.0, "influence": 2.5, "repair": 2.0, "use": 3.0,
         "manufacture": 4.0, "synthesize": 4.0, "pressgang": 3.0, "execute": 1.0,
         "abduct": 5.0, "trade": 3.0, "seize": 0.5, "done": 0.0, "keep": 1.0, "mulligan": 0.0,
         "stop": 0.5, "decline": 0.2, "ransack": 1.0, "recover": 1.0}


def ambition_counts(view: ArcsView, ambition: str) -> list[int]:
    """What each seat has toward an ambition, from public facts only."""
    counts = AMBITION_COUNTS[ambition]
    out = []
    for p in view.players:
        if counts == ("captives",):
            out.append(sum(c for _, c in p.captives))
        elif counts == ("trophies",):
            out.append(sum(c for _, _, c in p.trophies))
        else:
            tokens = [r for r in p.resources if r is not None] + list(p.waiting)
            out.append(sum(1 for r in tokens if r in counts)
                       + sum(1 for c in p.guild if COURT[c].suit in counts))
    return out


class GreedyArcsBot:
    """Greedy one-step choices for Arcs; see the module docstring."""

    name = "greedy"

    def choose(self, view: ArcsView, legal: Sequence[Action], rng: Rng) -> Action:
        seat = view.viewer
        assert seat is not None and seat >= 0
        scored = [(self.score(view, seat, a) + rng.below(100) / 1000, -i)
                  for i, a in enumerate(legal)]
        return legal[-max(scored)[1]]

    def score(self, view: ArcsView, seat: int, action: Action) -> float:
        kind, arg = action.kind, action.arg
        if kind == "declare":
            counts = ambition_counts(view, arg)
            mine = counts[seat]
            best_rival = max(c for s, c in enumerate(counts) if s != seat)
            return 8.0 if mine > best_rival else -1.0
        if kind in ("lead", "surpass", "pivot", "copy"):
            card = ACTION_CARDS[arg]
            if kind == "copy":
                return 1.0 - card.number / 10
            if kind == "lead":
                return 2.0 + card.pips / 2 - card.number / 10
            if kind == "surpass":
                return 3.0 + card.pips / 2 - card.number / 10
            return 1.5 - card.number / 10
        if kind == "build":
            what, sid = arg.split()
            control = next(sv.controller for sv in view.systems if sv.id == sid)
            damaged = control is not None and control != seat
            return {"city": 7.0, "starport": 4.0, "ship": 3.0}[what] - (3.0 if damaged else 0.0)
        if kind == "battle":
            sid, _, rival = arg.split()
            sv = next(sv for sv in view.systems if sv.id == sid)
            mine = sv.ships[seat][0]
            theirs = sum(sv.ships[int(rival)]) + sum(1 for b in sv.buildings if b[0] == int(rival))
            return 5.0 if mine > theirs + 1 else -2.0
        if kind == "move":
            _, dst, fresh, hurt = parse_move(arg)
            system = SYSTEMS[dst]
            sv = next(sv for sv in view.systems if sv.id == dst)
            room = system.slots - len(sv.buildings)
            gain = 2.0 if (not system.is_gate and room > 0) else 0.0
            return 1.0 + gain + 0.1 * fresh - 0.3 * hurt
        if kind == "roll":
            words = arg.split()
            assault, skirmish, raid = int(words[0]), int(words[2]), int(words[4])
            return assault * 1.0 + skirmish * 0.6 + raid * 0.8
        if kind == "hit":
            own = arg.startswith("own")
            if own:
                return 1.0 if "fresh" in arg else 0.0
            return (1.5 if "damaged" in arg else 1.0) + (0.5 if "starport" in arg else 0.0)
        if kind == "steal":
            return 2.0 if " in slot " not in arg else 1.0
        if kind == "spend":
            return {"Material": 2.0, "Relic": 3.0, "Fuel": 1.0, "Weapon": 1.5,
                    "Psionic": 2.0}.get(arg.split()[0], 1.0)
        if kind == "discard":
            me = view.players[seat]
            tokens = [r for r in me.resources if r is not None] + list(me.waiting)
            return tokens.count(arg)
        if kind == "catapult":
            return 0.0
        return _BASE.get(kind, 1.0)
