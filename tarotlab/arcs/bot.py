"""A simple greedy Arcs bot: declare what it leads, secure, tax, build, fight when stronger.

It sees only its view (its own hand, the public map, boards and Court). Every legal decision
gets a score from a small table by kind, adjusted by the position: declaring an ambition is
worth a lot when the bot leads its count, a battle when its fresh ships outnumber the
defender's pieces there, a move when it heads for a planet with a free building slot. Ties go
to the earlier action, with a little noise from the bot's own generator.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

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
NEAR = 0.2
"""How far below the best score a candidate's tie-breaker is looked at: the noise adds less
than 0.1, so a candidate further below can never be chosen (its number is not worked out:
``Rng.lazy_belows``)."""


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
        self._goals: dict[str, float] = {}  # _move's worth of a destination, for that view

    def _system(self, view: ArcsView, sid: str) -> SystemView:
        """The view of system ``sid`` (by a table built once per view: a decision may have
        hundreds of moves to score)."""
        if self._view is not view:
            self._view, self._systems = view, {sv.id: sv for sv in view.systems}
            self._goals = {}
        return self._systems[sid]

    def choose(self, view: ArcsView, legal: Sequence[Action], rng: Rng) -> Action:
        seat = view.viewer
        assert seat is not None and seat >= 0
        noise = rng.lazy_belows(100, len(legal))  # a tie-breaker for each, in their order
        score = self.score
        scores = [score(view, seat, action) for action in legal]
        near = max(scores) - NEAR
        best, top = 0, (float("-inf"), 0)
        for i, value in enumerate(scores):
            if value >= near:  # any other loses to the best score, whatever the noise
                key = (value + noise(i) / 1000, -i)
                if key > top:
                    best, top = i, key
        return legal[best]

    def score(self, view: ArcsView, seat: int, action: Action) -> float:
        """The action's worth now, read from its typed form (``language.parse``), never from
        word positions: by the scorer of its type (``_SCORERS``), else by its kind."""
        act = parse(action)
        scorer = _SCORERS.get(type(act))
        if scorer is not None:
            value = scorer(self, view, seat, act)
            if value is not None:
                return value
        return _BASE.get(action.kind, 1.0)


# ---------------------------------------------------------------------- scorers by type
Scorer = Callable[[GreedyArcsBot, ArcsView, int, Any], "float | None"]


def _declare(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Declare) -> float:
    counts = ambition_counts(view, act.ambition)
    best_rival = max(c for s, c in enumerate(counts) if s != seat)
    return 8.0 if counts[seat] > best_rival else -1.0


def _play(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Play) -> float:
    info = ACTION_CARDS[act.card]
    return {"copy": 1.0, "lead": 2.0 + info.pips / 2, "surpass": 3.0 + info.pips / 2,
            "pivot": 1.5}[act.how] - info.number / 10


def _build(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Build) -> float | None:
    if act.verb != "build":
        return None  # a repair: by its kind
    control = bot._system(view, act.system).controller
    damaged = control is not None and control != seat
    return {"city": 7.0, "starport": 4.0, "ship": 3.0}[act.piece] - 3.0 * damaged


def _battle(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Battle) -> float:
    sv = bot._system(view, act.system)
    rival = act.defender
    theirs = sum(sv.ships[rival]) + sum(1 for b in sv.buildings if b[0] == rival)
    return 5.0 if sv.ships[seat][0] > theirs + 1 else -2.0


def _move(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Move) -> float:
    goal = bot._goals.get(act.dst) if bot._view is view else None
    if goal is None:
        goal = _goal(bot, view, act.dst)
    return goal + 0.1 * act.fresh - 0.3 * act.damaged


def _goal(bot: GreedyArcsBot, view: ArcsView, dst: str) -> float:
    """A move's worth before its ships: 3 toward a planet with a free building slot, else 1
    (kept for the view in ``bot._goals``: a decision has many moves to each destination)."""
    system = SYSTEMS[dst]
    room = system.slots - len(bot._system(view, dst).buildings)
    goal: float = 1.0 + (2.0 if (not system.is_gate and room > 0) else 0.0)
    bot._goals[dst] = goal
    return goal


def _roll(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Roll) -> float:
    return act.assault * 1.0 + act.skirmish * 0.6 + act.raid * 0.8


def _hit(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Hit) -> float:
    if act.own:
        return 0.0 if act.damaged else 1.0
    return (1.5 if act.damaged else 1.0) + (0.5 if act.piece == "starport" else 0.0)


def _steal(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Steal) -> float:
    return 1.0 if act.slot is not None else 2.0


def _spend(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Spend) -> float:
    return _SPEND.get(act.kind, 1.0)


def _discard(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Discard) -> float:
    me = view.players[seat]
    tokens = [r for r in me.resources if r is not None] + list(me.waiting)
    return float(tokens.count(act.resource))


def _place(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Place) -> float:
    """A dearer slot protects the token from raids."""
    extra = view.players[seat].extra_slot
    keys = extra[1] if act.slot == 7 and extra else SLOT_KEYS[act.slot - 1]
    return 1.0 + keys / 10


def _arrange(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Arrange) -> float:
    """The same, less a little for each token moved."""
    return _arrangement_score(view, seat, (*act.board, act.card))


def _catapult(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Catapult) -> float:
    return 0.0


def _use(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Use) -> float | None:
    if act.detail is None and ABILITIES[COURT_BY_NAME[act.card.lower()]].plain_discard:
        return -1.0  # discarded for no effect
    return None  # by its kind


def _verb(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Tax | CourtAction) -> float:
    return _BASE.get(act.verb, 1.0)


def _phrase(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Phrase) -> float:
    return _BASE.get(act.text, _BASE.get(act.text.split()[0], 1.0))


def _other(bot: GreedyArcsBot, view: ArcsView, seat: int, act: Other) -> float:
    return _BASE.get(act.kind, 1.0)


_SCORERS: dict[type, Scorer] = {
    Declare: _declare, Play: _play, Build: _build, Battle: _battle, Move: _move, Roll: _roll,
    Hit: _hit, Steal: _steal, Spend: _spend, Discard: _discard, Place: _place,
    Arrange: _arrange, Catapult: _catapult, Use: _use, Tax: _verb, CourtAction: _verb,
    Phrase: _phrase, Other: _other}
"""How each type of action is scored (a type missing here, or a scorer's None: by the
action's kind in ``_BASE``)."""
