"""The protocol every game follows: State (template methods), Action, Event, Outcome, CHANCE.

A game subclasses ``State`` and fills in a handful of hooks (``_setup``, ``_to_move``,
``_candidates``, ``_judge``, ``_step``, ``_view``, ``parse_action``). The base class owns
everything that must behave the same in every game: validation before mutation, the
record of decisions, automatic chance, undo, clone, equality and rich display.
"""

from __future__ import annotations

import copy
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final

from .errors import IllegalAction, MalformedAction, TarotlabError
from .options import COMMON_OPTIONS, Option, validate_options
from .rng import chance_rng
from .rules import LEGAL, Verdict

if TYPE_CHECKING:
    from .record import Record

CHANCE: Final = -1
"""The seat that decides coin flips, dice and shuffles (``state.to_move == CHANCE``)."""

ALL: Final = -2
"""Pass to ``view()`` for the omniscient view (everything, as the rules engine sees it)."""


class Action(str):
    """A decision, as its canonical text (``"throw Star"``, ``"die 6"``).

    Actions are strings, so they are frozen, ordered, hashable and print as themselves;
    ``kind`` is the first word and ``arg`` the rest. ``state.apply`` also accepts any text
    that the game's parser understands and turns it into the canonical Action.
    """

    __slots__ = ()

    @classmethod
    def make(cls, kind: str, arg: str = "") -> Action:
        return cls(f"{kind} {arg}" if arg else kind)

    @property
    def kind(self) -> str:
        return self.partition(" ")[0]

    @property
    def arg(self) -> str:
        return self.partition(" ")[2]

    def __repr__(self) -> str:
        return f"Action({str.__repr__(self)})"


Grammar = Sequence[tuple[str, Callable[[re.Match[str]], str | None]]]
"""A game's action grammar: (regular expression, canonical text of a match or None)."""


def match_grammar(grammar: Grammar, text: str) -> Action | None:
    """The canonical Action for ``text`` by the first rule of ``grammar`` that matches the whole
    of it (case-insensitive, spaces collapsed, ``→`` read as ``->``) and accepts it; else None."""
    t = " ".join(text.replace("→", "->").split())
    for pattern, canon in grammar:
        m = re.fullmatch(pattern, t, flags=re.IGNORECASE)
        if m:
            out = canon(m)
            if out is not None:
                return Action(out)
    return None


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, in words, with the rule it follows."""

    step: int
    seat: int | None
    text: str
    rule: str

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winning seats (empty for a draw), why, and under which rule."""

    winners: tuple[int, ...]
    ending: str
    reason: str
    rule: str
    scores: tuple[int, ...] | None = None

    @property
    def draw(self) -> bool:
        return not self.winners

    def __str__(self) -> str:
        head = "draw" if self.draw else "seat " + " and ".join(map(str, self.winners)) + " wins"
        return f"{head}: {self.reason} [{self.rule}]"


def seat_name(seat: int | None) -> str:
    """Human name of a seat: ``"seat 0"``, ``"chance"``, ``"spectator"``."""
    if seat is None:
        return "spectator"
    if seat == CHANCE:
        return "chance"
    return f"seat {seat}"


class State(ABC):
    """A game in progress. Subclasses implement the rules; this class the protocol."""

    GAME: ClassVar[str]
    OPTIONS: ClassVar[tuple[Option, ...]] = ()

    options: dict[str, Any]
    _decisions: list[tuple[int, Action]]
    _events: list[Event]
    _outcome: Outcome | None

    def __init__(self, **options: Any) -> None:
        values = validate_options(self.GAME, self.option_specs(), options)
        self._start(values, autoplay=True)

    # ----------------------------------------------------------------- construction
    @classmethod
    def option_specs(cls) -> tuple[Option, ...]:
        """Every option this game accepts (its own, then the common ones)."""
        return cls.OPTIONS + COMMON_OPTIONS

    @classmethod
    def _fresh(cls, options: dict[str, Any], autoplay: bool) -> State:
        state = cls.__new__(cls)
        state._start(dict(options), autoplay)
        return state

    def _start(self, options: dict[str, Any], autoplay: bool) -> None:
        self.options = options
        self._decisions = []
        self._events = []
        self._outcome = None
        self._cache_legal: tuple[Action, ...] | None = None
        self._setup()
        if autoplay and options["auto_chance"]:
            self._autoplay_chance()

    # ----------------------------------------------------------------- hooks
    @property
    @abstractmethod
    def players(self) -> int:
        """Number of seats."""

    @abstractmethod
    def _setup(self) -> None:
        """Lay out the initial position (chance decisions come later, as decisions)."""

    @abstractmethod
    def _to_move(self) -> int:
        """The seat to decide now (the game is not over)."""

    @abstractmethod
    def _candidates(self) -> Sequence[Action]:
        """Every well-formed action one might try now, legal or not, in display order."""

    @abstractmethod
    def _judge(self, action: Action) -> Verdict:
        """The full rules check of one well-formed action (the single source of legality)."""

    @abstractmethod
    def _step(self, action: Action) -> None:
        """Apply a legal action: mutate, log events with rules, set the outcome if it ends."""

    @abstractmethod
    def _view(self, seat: int | None) -> Any:
        """What ``seat`` may see (None: spectator, ALL: everything)."""

    @classmethod
    @abstractmethod
    def parse_action(cls, text: str) -> Action:
        """Canonical Action for text in this game's grammar, or raise MalformedAction."""

    def _legal(self) -> tuple[Action, ...]:
        """Legal actions; games may override with a faster equivalent (conformance checks it)."""
        return tuple(a for a in self._candidates() if self._judge(a).ok)

    # ----------------------------------------------------------------- protocol
    @property
    def to_move(self) -> int | None:
        """The seat to decide now, ``CHANCE`` at a chance node, ``None`` when the game is over."""
        if self._outcome is not None:
            return None
        return self._to_move()

    @property
    def is_over(self) -> bool:
        return self._outcome is not None

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def step(self) -> int:
        """Number of decisions taken so far (chance decisions included)."""
        return len(self._decisions)

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every decision so far as ``(seat, action)``."""
        return tuple(self._decisions)

    @property
    def events(self) -> tuple[Event, ...]:
        """What happened so far, in order, each with its rule."""
        return tuple(self._events)

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal decision now, in a stable order (empty when the game is over)."""
        if self._cache_legal is None:
            self._cache_legal = () if self._outcome is not None else self._legal()
        return self._cache_legal

    def candidates(self) -> tuple[tuple[Action, Verdict], ...]:
        """Every action one might try now with its verdict: the answer to "why can't I?"."""
        if self._outcome is not None:
            return ()
        return tuple((a, self.check(a)) for a in self._candidates())

    def coerce(self, action: Action | str) -> Action:
        """The canonical Action for an Action or its text (MalformedAction if not parsable)."""
        if type(action) is Action:
            return action
        if not isinstance(action, str):
            raise TypeError(f"an action is an Action or its text, not {type(action).__name__}")
        return self.parse_action(action)

    def check(self, action: Action | str) -> Verdict:
        """Would this action be legal now? Never raises for text of this game's grammar."""
        try:
            act = self.coerce(action)
        except MalformedAction as err:
            return Verdict(False, f"{self.GAME} actions", str(err))
        if self._outcome is not None:
            return Verdict(False, self._outcome.rule, f"the game is over ({self._outcome})")
        if act in self.legal_actions():
            return LEGAL
        verdict = self._judge(act)
        if verdict.ok:  # pragma: no cover - guarded by conformance tests
            raise AssertionError(f"{self.GAME}: {act!r} judged legal but not listed as legal")
        return verdict

    def apply(self, action: Action | str) -> None:
        """Take a decision, or raise IllegalAction (rule and reason) and change nothing."""
        act = self.coerce(action)
        if act not in self.legal_actions():
            verdict = self.check(act)
            raise IllegalAction(act, self.to_move, verdict.rule, verdict.reason)
        self._apply_legal(act)
        if self.options["auto_chance"]:
            self._autoplay_chance()

    def _apply_legal(self, act: Action) -> None:
        self._decisions.append((self._to_move(), act))
        self._cache_legal = None
        self._step(act)

    def sample_chance(self) -> Action:
        """The chance outcome the seed gives at this step (to_move must be CHANCE)."""
        if self.to_move != CHANCE:
            raise TarotlabError(f"{self.GAME}: no chance decision is pending")
        return chance_rng(self.options["seed"], len(self._decisions)).choice(self.legal_actions())

    def _autoplay_chance(self) -> None:
        while self._outcome is None and self._to_move() == CHANCE:
            self.legal_actions()
            self._apply_legal(self.sample_chance())

    def undo(self) -> Action:
        """Take back the last decision and return it.

        With ``auto_chance`` the chance decisions that followed the last player decision are
        taken back with it (otherwise the same seeded outcome would be drawn again at once).
        """
        decisions = list(self._decisions)
        auto = self.options["auto_chance"]
        while auto and decisions and decisions[-1][0] == CHANCE:
            decisions.pop()
        if not decisions or (auto and decisions[-1][0] == CHANCE):
            raise TarotlabError(f"{self.GAME}: there is no decision to undo")
        undone = decisions.pop()[1]
        self._rebuild(decisions)
        return undone

    def _rebuild(self, decisions: Sequence[tuple[int, Action]]) -> None:
        fresh = self._fresh(self.options, autoplay=False)
        for _, act in decisions:
            fresh.legal_actions()
            fresh._apply_legal(act)
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)

    def view(self, seat: int | None = None) -> Any:
        """What ``seat`` may see; ``None`` for a spectator, ``ALL`` for everything."""
        if seat is not None and seat != ALL and not 0 <= seat < self.players:
            raise TarotlabError(f"{self.GAME}: no seat {seat} (seats 0..{self.players - 1})")
        return self._view(seat)

    def record(self) -> Record:
        """The game's record: options and every decision (chance included); see replay()."""
        from .record import Record

        return Record(self.GAME, dict(self.options), tuple((s, str(a)) for s, a in self._decisions))

    def clone(self) -> State:
        """An independent copy (containers copied, immutable values shared)."""
        new = object.__new__(type(self))
        new.__dict__ = {k: _copied(v) for k, v in self.__dict__.items()}
        return new

    def _comparable(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if not k.startswith("_cache")}

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, State)
        return self._comparable() == other._comparable()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        status = str(self._outcome) if self._outcome else f"{seat_name(self.to_move)} to move"
        return f"<{type(self).__name__} {self.GAME} step {self.step}: {status}>"

    def _repr_html_(self) -> str:
        view = self.view(ALL)
        html: str = view._repr_html_()
        return html

    def _log(self, seat: int | None, text: str, rule: str) -> None:
        self._events.append(Event(len(self._decisions), seat, text, rule))


_IMMUTABLE = (int, str, float, bool, type(None), tuple, frozenset, Event, Outcome)


def _copied(value: Any) -> Any:
    """Copy containers (recursively); share immutable values; deep-copy anything else."""
    if isinstance(value, _IMMUTABLE):
        return value
    if type(value) is list:
        return [v if isinstance(v, _IMMUTABLE) else _copied(v) for v in value]
    if type(value) is dict:
        return {k: _copied(v) for k, v in value.items()}
    if type(value) is set:
        return set(value)
    return copy.deepcopy(value)


def _keep(self: Action, memo: dict[int, Any] | None = None) -> Action:
    return self


Action.__copy__ = _keep  # type: ignore[attr-defined]
Action.__deepcopy__ = _keep  # type: ignore[attr-defined]
