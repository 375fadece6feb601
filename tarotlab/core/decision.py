"""The decision engine every game runs on: a queue of tasks and one pending decision.

A game's turn is a small program. A *task* ``(name, *args)`` is carried out by the function
the game's ``TASKS`` table gives for ``name``: it changes the position (and logs why), pushes
more tasks, or sets ``pending`` to a decision and stops the queue. A pending decision is a
typed record (a ``NamedTuple`` whose first two fields are ``kind`` and ``seat``; ``seat`` is
``CHANCE`` for a draw, a die or a shuffle). Each kind of decision is one ``Decision`` class
holding together its rule, its prompt, its legal actions, the near misses a player might try,
why an action is refused and what a legal action does; the game's ``DECISIONS`` table names
them by kind.

One decision, start to end: ``State.apply`` judges the action (``_judge``: legal, or the
pending ``Decision.why``, or "not one of the choices"), then ``_step`` calls that
``Decision.do``, which changes the position and may push tasks; ``_run`` then carries out
tasks until the next decision is pending or the game is over (unless ``do`` set the next
decision itself).

>>> import tarotlab
>>> s = tarotlab.new_game("arcs", seed=1)
>>> isinstance(s, DecisionState), s.pending
(True, Decide(kind='lead', seat=0))
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Generic, NamedTuple, Protocol, TypeVar

from .engine import Action, State
from .rng import Rng
from .rules import LEGAL, Verdict
from .seats import ALL, CHANCE

Task = tuple[Any, ...]
"""``(name, *args)``: carried out by the function the ``TASKS`` table gives for ``name``."""


class Pending(Protocol):
    """What every pending decision record has: its ``kind`` (the key of its ``Decision``)
    and the ``seat`` that decides (``CHANCE`` for chance)."""

    @property
    def kind(self) -> str: ...

    @property
    def seat(self) -> int: ...


class Decide(NamedTuple):
    """A decision with nothing more to it than its kind and the seat that takes it."""

    kind: str
    seat: int


OVER = Decide("over", CHANCE)
"""The pending record of a game that is over (no ``Decision`` answers it)."""

S = TypeVar("S", bound="DecisionState")
P = TypeVar("P")


class Decision(Generic[S, P]):
    """One kind of decision, whole: the rule it follows, its prompt, its legal actions, the
    near misses a player might try (``candidates``), why an action is refused and its effect.
    ``S`` is the state (or rules layer) whose rule it is, ``P`` its pending record."""

    rule: ClassVar[str] = ""

    def citation(self, s: S, p: P) -> str:
        """The rule cited when an action is not one of the choices."""
        return self.rule

    def prompt(self, s: S, p: P) -> str:
        """The decision in words, as every seat may read it (``seat 0 leads a card``)."""
        raise NotImplementedError

    def own_prompt(self, s: S, p: P) -> str | None:
        """The decision as the deciding seat reads it, when it says more than ``prompt``
        (what that seat's hidden hand allows); None: the same as ``prompt``."""
        return None

    def legal(self, s: S, p: P) -> Sequence[Action]:
        """The legal actions, in a stable order (a tuple is kept as it is)."""
        raise NotImplementedError

    def candidates(self, s: S, p: P) -> list[Action]:
        """Actions beyond the legal ones a player might try ("why can't I?")."""
        return []

    def why(self, s: S, p: P, action: Action) -> Verdict | None:
        """Why ``action`` (not legal) is refused; None: it is simply not one of the choices."""
        return None

    def do(self, s: S, p: P, action: Action) -> None:
        """Apply a legal ``action``: change the position and push tasks. A decision followed at
        once by another, with no task queued (Arcana's first throw: the second seat throws
        next), may set ``s.pending`` to it instead; the task runner then does not run."""
        raise NotImplementedError

    def sample(self, s: S, p: P, rng: Rng) -> Action | None:
        """A chance decision's outcome drawn with ``rng`` without listing every outcome: it
        must be ``rng.choice(self.legal(s, p))`` exactly (the deep conformance step checks);
        None (touching ``rng`` not at all): list them and choose."""
        return None


class DecisionState(State):
    """A State run as a task queue with one pending decision (see the module docstring)."""

    DECISIONS: ClassVar[Mapping[str, Decision[Any, Any]]] = {}
    """Kind of pending decision -> its Decision."""
    TASKS: ClassVar[Mapping[str, Callable[..., None]]] = {}
    """Task name -> the function (a method of the state) that carries it out."""
    OVER_RULE: ClassVar[str] = ""
    """The rule cited when an action is tried after the game's end."""

    pending: Any
    """The pending decision record (``Pending``); ``OVER`` once the game is over."""
    tasks: list[Task]

    # ------------------------------------------------------------------ the task runner
    def _run(self) -> None:
        """Carry out tasks until a decision is pending or the game is over."""
        self.pending = None
        table = self.TASKS
        if type(self)._before_task is DecisionState._before_task:  # nothing before a task
            while self._outcome is None and self.pending is None and self.tasks:
                task = self.tasks.pop(0)
                table[task[0]](self, *task[1:])
        else:
            before = self._before_task
            while self._outcome is None and self.pending is None:
                if before():
                    continue
                tasks = self.tasks
                if not tasks:
                    break
                task = tasks.pop(0)
                table[task[0]](self, *task[1:])
        if self._outcome is not None:
            self.tasks.clear()
            self.pending = OVER

    def _before_task(self) -> bool:
        """Resolve what must come before the next task (a decision or a change); True if
        something was done, so the runner looks again."""
        return False

    def _push(self, *tasks: Task) -> None:
        """Run these tasks next, in this order."""
        self.tasks[0:0] = tasks

    # ------------------------------------------------------------------ the State protocol
    def _decision(self) -> Decision[Any, Any]:
        return self.DECISIONS[self.pending.kind]

    def _to_move(self) -> int:
        seat: int = self.pending.seat
        return seat

    def _legal(self) -> tuple[Action, ...]:
        pending = self.pending
        legal = self.DECISIONS[pending.kind].legal(self, pending)
        return legal if type(legal) is tuple else tuple(legal)

    def _candidates(self) -> Sequence[Action]:
        legal = self.legal_actions()
        extra = self._decision().candidates(self, self.pending)
        if not extra:
            return legal
        known = self._legal_set()
        return legal + tuple(a for a in extra if a not in known)

    def _judge(self, action: Action) -> Verdict:
        """The verdict on an action: legal, the pending decision's reason, or else what is
        being decided."""
        if action in self._legal_set():  # cached while the position stands
            return LEGAL
        verdict = self._decision().why(self, self.pending, action)
        return verdict if verdict is not None else self._not_a_choice(action)

    def _not_a_choice(self, action: Action) -> Verdict:
        """The refusal of an action that is none of the pending decision's choices."""
        return Verdict(False, self._pending_rule(),
                       f"{self._prompt()}; '{action}' is not one of the choices")

    def _step(self, action: Action) -> None:
        pending = self.pending
        self.DECISIONS[pending.kind].do(self, pending, action)
        if self.pending is pending:  # else the decision set the next one itself
            self._run()

    def _apply_legal(self, act: Action) -> None:
        """``State._apply_legal`` with ``_to_move`` and ``_step`` written in: the seat is the
        pending decision's, which carries the action out (every decision of every game comes
        through here)."""
        pending = self.pending
        self._decisions.append((pending.seat, act))
        self._cache_legal = None
        self.DECISIONS[pending.kind].do(self, pending, act)
        if self.pending is pending:  # else the decision set the next one itself
            self._run()

    def _sample_chance(self, rng: Rng) -> Action:
        pending = self.pending
        decision = self.DECISIONS[pending.kind]
        if type(decision).sample is not Decision.sample:  # it draws without listing
            drawn = decision.sample(self, pending, rng)
            if drawn is not None:
                return drawn
        return rng.choice(self.legal_actions())

    def _pending_rule(self) -> str:
        """The rule behind the pending decision (cited when an action is not a choice)."""
        if self.pending is None or self.pending.kind == "over":
            return self.OVER_RULE
        return self._decision().citation(self, self.pending)

    def _prompt(self, viewer: int | None = None) -> str:
        """The pending decision in words, for ``viewer`` (default: as every seat reads it)."""
        if self.pending is None or self.pending.kind == "over":
            return "the game is over"
        decision = self._decision()
        if viewer is not None and viewer in (self.pending.seat, ALL):
            own = decision.own_prompt(self, self.pending)
            if own is not None:
                return own
        return decision.prompt(self, self.pending)


def join_tables(*layers: Mapping[str, Any]) -> dict[str, Any]:
    """One table from the layers' tables; a name claimed twice is a mistake (ValueError).

    >>> join_tables({"a": 1}, {"b": 2})
    {'a': 1, 'b': 2}
    """
    joined: dict[str, Any] = {}
    for table in layers:
        for name, value in table.items():
            if name in joined:
                raise ValueError(f"'{name}' is claimed by two layers")
            joined[name] = value
    return joined


__all__ = ["OVER", "Decide", "Decision", "DecisionState", "Pending", "Task", "join_tables"]
