"""QueueState: the engine shape of games whose turns are programs, not single moves.

Arcanum runs here as a queue of tasks (Mystick and Arcs run on ``core.decision``). A task is
a tuple ``(name, *args)`` carried out by the method ``_t_<name>``; it changes the position
(and logs why), pushes more tasks, or sets ``pending`` to a decision ``(kind, seat,
*details)``. A decision of kind ``k`` is described by ``_legal_k`` (the legal actions),
``_do_k`` (apply one), and optionally ``_cands_k`` (more actions a player might try, for
"why can't I?") and ``_why_k`` (the verdict on an action that is not legal). The queue runs
until a decision is pending or the game is over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from .engine import CHANCE, Action, State
from .rules import LEGAL, Verdict


class QueueState(State):
    """A State run as a task queue with pending decisions (see the module docstring).

    >>> import tarotlab
    >>> s = tarotlab.new_game("arcanum", seed=1)
    >>> isinstance(s, QueueState), s.pending[0]
    (True, 'hide')
    """

    CHANCE_KINDS: ClassVar[frozenset[str]] = frozenset()
    """Kinds of decision taken by the CHANCE seat."""

    _TASK_TABLE: ClassVar[dict[str, Callable[..., None]]] = {}

    pending: tuple[Any, ...]
    tasks: list[tuple[Any, ...]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        table: dict[str, Callable[..., None]] = {}
        for klass in reversed(cls.__mro__):
            for name, fn in vars(klass).items():
                if name.startswith("_t_") and callable(fn):
                    table[name[3:]] = fn
        cls._TASK_TABLE = table

    # hooks a game may refine
    def _pending_rule(self) -> str:
        """The rule behind the pending decision (cited when an action is not a choice)."""
        return f"{self.GAME}: rules"

    def _prompt(self) -> str:
        """The pending decision in words."""
        return f"{self.pending[0]} decision"

    # the State protocol
    def _to_move(self) -> int:
        if self.pending[0] in self.CHANCE_KINDS:
            return CHANCE
        seat: int = self.pending[1]
        return seat

    def _legal(self) -> tuple[Action, ...]:
        return tuple(getattr(self, "_legal_" + self.pending[0])())

    def _candidates(self) -> Sequence[Action]:
        legal = self._legal()
        extra = getattr(self, "_cands_" + self.pending[0], None)
        if extra is None:
            return legal
        return legal + tuple(a for a in extra() if a not in legal)

    def _judge(self, action: Action) -> Verdict:
        if action in self._legal_set():  # cached while the position stands
            return LEGAL
        why = getattr(self, "_why_" + self.pending[0], None)
        verdict: Verdict | None = why(action) if why is not None else None
        if verdict is not None:
            return verdict
        return Verdict(False, self._pending_rule(),
                       f"{self._prompt()}; '{action}' is not one of the choices")

    def _step(self, action: Action) -> None:
        getattr(self, "_do_" + self.pending[0])(action)
        self._run()

    def _run(self) -> None:
        """Carry out tasks until a decision is pending or the game is over."""
        self.pending = ()
        table = self._TASK_TABLE
        while self.tasks and self._outcome is None and not self.pending:
            task = self.tasks.pop(0)
            table[task[0]](self, *task[1:])
        if self._outcome is not None:
            self.tasks.clear()
            self.pending = ("over", -1)

    def _push(self, *tasks: tuple[Any, ...]) -> None:
        """Run these tasks next, in this order."""
        self.tasks[0:0] = list(tasks)
