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
from .components import ACTION_CARDS, AMBITION_COUNTS, COURT, COURT_BY_NAME, SLOT_KEYS
from .hooks import ABILITIES
from .language import (
    Arrange,
    Battle,
    Build,
    Catapult,
    CourtAction,
    Declare,
    Discard,
    Hit,
    Move,
    Other,
    Phrase,
    Place,
    Play,
    Roll,
    Spend,
    Steal,
    Tax,
    Use,
    parse,
)
from .mapdata import SYSTEMS
from .views import ArcsView, SystemView

_BASE = {"secure": 9.0, "tax": 6.0, "nurture": 6.0, "influence": 2.5, "repair": 2.0,
         "use": 3.0, "manufacture": 4.0, "synthesize": 4.0, "pressgang": 3.0, "execute": 1.0,
         "abduct": 5.0, "trade": 3.0, "seize": 0.5, "done": 0.0, "keep": 1.0, "mulligan": 0.0,
         "stop": 0.5, "decline": 0.2, "ransack": 1.0, "recover": 1.0}
def _arrangement_score(view: ArcsView, seat: int, after: Sequence[str | None]) -> float:
    """Like a placing, 1 plus a tenth of the raid keys the tokens gain, less a hundredth for
    each held token moved (``after``: the open board slots, then the card's slot)."""
    me = view.players[seat]
    before = (*me.resources[:len(after) - 1], me.vault)
    keys = (*SLOT_KEYS[:len(after) - 1], me.extra_slot[1] if me.extra_slot else 0)
    held = sum(k for k, token in zip(keys, before, strict=True) if token is not None)
    placed = sum(k for k, token in zip(keys, after, strict=True) if token is not None)
    moved = sum(1 for a, b in zip(after, before, strict=True) if b is not None and a != b)
    return 1.0 + (placed - held) / 10 - moved / 100


_SPEND = {"Material": 2.0, "Relic": 3.0, "Fuel": 1.0, "Weapon": 1.5, "Psionic": 2.0}


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
            tokens += [p.vault] if p.vault else []
            out.append(sum(1 for r in tokens if r in counts)
                       + sum(1 for c in p.guild if COURT[c].suit in counts))
    return out


class GreedyArcsBot:
    """Greedy one-step choices for Arcs; see the module docstring."""

    name = "greedy"

    def __init__(self) -> None:
        self._view: ArcsView | None = None  # the view _systems was built for
        self._systems: dict[str, SystemView] = {}

    def _system(self, view: ArcsView, sid: str) -> SystemView:
        """The view of system ``sid`` (by a table built once per view: a decision may have
        hundreds of moves to score)."""
        if self._view is not view:
            self._view, self._systems = view, {sv.id: sv for sv in view.systems}
        return self._systems[sid]

    def choose(self, view: ArcsView, legal: Sequence[Action], rng: Rng) -> Action:
        seat = view.viewer
        assert seat is not None and seat >= 0
        scored = [(self.score(view, seat, a) + rng.below(100) / 1000, -i)
                  for i, a in enumerate(legal)]
        return legal[-max(scored)[1]]

    def score(self, view: ArcsView, seat: int, action: Action) -> float:
        """The action's worth now, read from its typed form (``language.parse``), never from
        word positions."""
        act = parse(action)
        match act:
            case Declare(ambition):
                counts = ambition_counts(view, ambition)
                best_rival = max(c for s, c in enumerate(counts) if s != seat)
                return 8.0 if counts[seat] > best_rival else -1.0
            case Play(how, card):
                info = ACTION_CARDS[card]
                return {"copy": 1.0, "lead": 2.0 + info.pips / 2, "surpass": 3.0 + info.pips / 2,
                        "pivot": 1.5}[how] - info.number / 10
            case Build(piece, sid, "build"):
                control = self._system(view, sid).controller
                damaged = control is not None and control != seat
                return {"city": 7.0, "starport": 4.0, "ship": 3.0}[piece] - 3.0 * damaged
            case Battle(sid, rival):
                sv = self._system(view, sid)
                theirs = sum(sv.ships[rival]) + sum(1 for b in sv.buildings if b[0] == rival)
                return 5.0 if sv.ships[seat][0] > theirs + 1 else -2.0
            case Move(_, dst, fresh, damaged):
                system = SYSTEMS[dst]
                sv = self._system(view, dst)
                room = system.slots - len(sv.buildings)
                gain = 2.0 if (not system.is_gate and room > 0) else 0.0
                return 1.0 + gain + 0.1 * fresh - 0.3 * damaged
            case Roll(assault, skirmish, raid):
                return assault * 1.0 + skirmish * 0.6 + raid * 0.8
            case Hit(own, damaged, piece):
                if own:
                    return 0.0 if damaged else 1.0
                return (1.5 if damaged else 1.0) + (0.5 if piece == "starport" else 0.0)
            case Steal(_, slot):
                return 1.0 if slot is not None else 2.0
            case Spend():
                return _SPEND.get(act.kind, 1.0)
            case Discard(resource):
                me = view.players[seat]
                tokens = [r for r in me.resources if r is not None] + list(me.waiting)
                return float(tokens.count(resource))
            case Place(_, slot):  # a dearer slot protects the token from raids
                extra = view.players[seat].extra_slot
                keys = extra[1] if slot == 7 and extra else SLOT_KEYS[slot - 1]
                return 1.0 + keys / 10
            case Arrange(board, card):  # the same, less a little for each token moved
                return _arrangement_score(view, seat, (*board, card))
            case Catapult():
                return 0.0
            case Use(card, None) if ABILITIES[COURT_BY_NAME[card.lower()]].plain_discard:
                return -1.0  # discarded for no effect
            case Tax(verb=verb) | CourtAction(verb=verb):
                return _BASE.get(verb, 1.0)
            case Phrase(text):
                return _BASE.get(text, _BASE.get(text.split()[0], 1.0))
            case Other(kind):
                return _BASE.get(kind, 1.0)
        return _BASE.get(action.kind, 1.0)
