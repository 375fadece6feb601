"""The protocol every game follows: State (template methods), Action, Event, Outcome, CHANCE.

A game subclasses ``State`` and fills in a handful of hooks (``_setup``, ``_to_move``,
``_candidates``, ``_judge``, ``_step``, ``_view``, ``parse_action``). The base class owns
everything that must behave the same in every game: validation before mutation, the
record of decisions, automatic chance, undo, clone, equality and rich display.

Attributes whose names start with ``_cache`` are derived data (legal actions, modifiers):
never copied by ``clone()`` (one that holds None, "not worked out yet", stays None), never
compared, dropped when a position is rebuilt, so a game reads them with
``getattr(self, "_cache_x", None)``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final, NamedTuple

from . import shared_log
from .checkpoints import Checkpoint, rebuild
from .copying import ATOMS, Shape, copy_state, flat, same
from .errors import QUOTE_LIMIT, IllegalAction, MalformedAction, TarotlabError, shown
from .options import COMMON_OPTIONS, Option, validate_options
from .rng import MAX_SEED, Rng, chance_rng
from .rules import LEGAL, Verdict
from .seats import ALL as ALL
from .seats import CHANCE as CHANCE
from .seats import seat_name as seat_name

if TYPE_CHECKING:
    from .record import Record

MAX_ACTION_TEXT: Final = 300
"""Action text longer than this is refused before any parsing (the longest real one is ~60)."""


class Action(str):
    """A decision, as its canonical text (``"throw Star"``, ``"die 6"``).

    Actions are strings, so they are frozen, ordered, hashable and print as themselves;
    ``kind`` is the first word and ``arg`` the rest. ``state.apply`` also accepts any text
    that the game's parser understands and turns it into the canonical Action.

    >>> throw = Action.make("throw", "Star")
    >>> throw, throw.kind, throw.arg
    (Action('throw Star'), 'throw', 'Star')
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


class Event(NamedTuple):
    """Something that happened, in words, with the rule it follows (a NamedTuple: games log
    one to three a decision, and ``_log`` makes one in 71 ns against a frozen dataclass's
    347, by timeit on this project's 2-core machine).

    >>> str(Event(3, 0, "seat 0 throws the Star", "arcana R2"))
    '[arcana R2] seat 0 throws the Star'
    """

    step: int
    seat: int | None
    text: str
    rule: str

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"


_new_event = tuple.__new__
"""Makes an Event from its four fields without the keyword handling of ``Event(...)``."""


class EventLog(tuple[Event, ...]):
    """Events in order (what ``State.play`` returns), shown one per line in their standard
    form, so a notebook cell that ends with ``state.play(...)`` lists what happened, and so
    does ``print``; "(no events)" when there are none (a blank line would say nothing).

    >>> EventLog([Event(3, 0, "seat 0 throws the Star", "arcana R2"),
    ...           Event(3, None, "the Star beats the Moon", "arcana R5")])
    [arcana R2] seat 0 throws the Star
    [arcana R5] the Star beats the Moon
    >>> EventLog()
    (no events)
    """

    __slots__ = ()

    def __str__(self) -> str:
        return "\n".join(map(str, self)) if self else "(no events)"

    __repr__ = __str__

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """IPython's display (it would otherwise show a tuple)."""
        printer.text(repr(self))


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winning seats (empty for a draw), why, and under which rule.

    >>> ended = Outcome((1,), "hours", "seat 0's clock reached midnight", "arcana R11")
    >>> ended.draw, str(ended)
    (False, "seat 1 wins: seat 0's clock reached midnight [arcana R11]")
    """

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


class State(ABC):
    """A game in progress. Subclasses implement the rules; this class the protocol.

    >>> import tarotlab
    >>> s = tarotlab.new_game("arcana", seed=1)
    >>> s.to_move, s.is_over, s.legal_actions()[0]
    (0, False, Action('throw Magician'))
    >>> s.check("gain 3 keys").ok
    False
    >>> s.apply("throw the magician")
    >>> s.history[-1], s.to_move
    ((0, Action('throw Magician')), 1)
    >>> s.undo(), s.to_move
    (Action('throw Magician'), 0)
    """

    GAME: ClassVar[str]
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    PROBES: ClassVar[tuple[str, ...]] = ()
    """Action texts a golden playthrough tries when every candidate is legal (to show a refusal)."""
    CLONE_SHAPES: ClassVar[dict[str, Shape]] = {"_decisions": flat, "_events": flat,
                                                 "_event_base": same}
    """How ``clone()`` copies the fields whose shape is known (``core.copying``): a game adds
    its own, ``{**State.CLONE_SHAPES, "hp": flat, "hands": nested}``; the rest are copied by
    looking at every object. A game whose options are all plain values (``Option`` of int,
    str or bool) adds ``"options": table``; Mystick's custom decks are lists."""

    pending: Any = None
    """The pending decision's record, in a game that keeps one (a tuple whose first field is
    its kind: ``core.decision``); None otherwise. The conformance harness reads it to group
    positions by kind of decision and to know which draw or throw is secret."""

    options: dict[str, Any]
    _decisions: list[tuple[int, Action]]
    _events: list[Event]
    """The events logged since the state was last cloned (the rest are in ``_event_base``)."""
    _event_base: shared_log.Chain
    _outcome: Outcome | None
    _cache_checkpoints: dict[int, Checkpoint]
    """The snapshots undo rebuilds from (``checkpoints.rebuild``)."""

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
        self._event_base = None
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

    def check_invariants(self) -> None:
        """Raise AssertionError unless the position is consistent (pieces and cards conserved,
        counts in bounds); the conformance harness calls it after every decision."""
        return None

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
        if self._event_base is None:
            return tuple(self._events)
        return self._shared_events() + tuple(self._events)

    @property
    def event_count(self) -> int:
        """``len(self.events)``, without building the tuple.

        >>> import tarotlab
        >>> s = tarotlab.new_game("arcana", seed=1)
        >>> s.play("throw Star", "throw Moon") and s.clone().event_count == len(s.events)
        True
        """
        return len(self._events) + shared_log.count(self._event_base)

    def events_since(self, start: int) -> tuple[Event, ...]:
        """``self.events[start:]``, without building the events before ``start`` (a search
        reads the new events after every move of a playout)."""
        shared = shared_log.count(self._event_base)
        if start >= shared:
            return tuple(self._events[start - shared:])
        return self.events[start:]

    def _shared_events(self) -> tuple[Event, ...]:
        """The events in ``_event_base``, in order (its chain joined into one link, for this
        state: the links themselves are shared with its clones)."""
        events, self._event_base = shared_log.joined(self._event_base)
        return events

    def _fork_events(self) -> None:
        """Move the events logged since the last fork into ``_event_base``, shared with the
        clones to come: a clone then copies no event, however long the game
        (``shared_log``)."""
        if self._events:
            self._event_base = shared_log.linked(self._event_base, self._events)
            self._events = []

    def _keep_events(self, count: int) -> None:
        """Keep the first ``count`` events only (a position rewound by hand)."""
        kept = self.events[:count]
        self._event_base = None
        self._events = list(kept)

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

    def _legal_set(self) -> frozenset[Action]:
        """The legal actions as a set (built once per list of legal actions)."""
        legal = self.legal_actions()
        cached: tuple[tuple[Action, ...], frozenset[Action]] | None = \
            self.__dict__.get("_cache_legal_set")
        if cached is None or cached[0] is not legal:
            cached = self._cache_legal_set = (legal, frozenset(legal))
        return cached[1]

    def coerce(self, action: Action | str) -> Action:
        """The canonical Action for an Action or its text: an ``Action`` is parsed exactly like
        its text. MalformedAction if it is not an action of this game (text longer than
        ``MAX_ACTION_TEXT`` is refused before parsing); TarotlabError if it is not text.

        >>> import tarotlab
        >>> s = tarotlab.new_game("arcana", seed=1)
        >>> s.coerce(Action("throw  the star"))
        Action('throw Star')
        """
        if not isinstance(action, str):
            raise TarotlabError(f"{self.GAME}: an action is an Action or its text, not "
                                f"{type(action).__name__} {shown(action)}")
        if len(action) > MAX_ACTION_TEXT:
            raise MalformedAction(f"{self.GAME}: action text of {len(action)} characters is "
                                  f"longer than the {MAX_ACTION_TEXT} allowed: {shown(action)}")
        if action in self._legal_set():  # a legal action's canonical text: nothing to parse
            return action if type(action) is Action else Action(action)
        text = str(action)
        try:
            return self.parse_action(text)
        except MalformedAction as err:
            if len(text) <= QUOTE_LIMIT:
                raise
            message = str(err).replace(repr(text), shown(text))  # quote it in short
            raise MalformedAction(message) from None

    def check(self, action: Action | str) -> Verdict:
        """Would this action be legal now? Never raises for text (only for a non-text value).

        >>> import tarotlab
        >>> s = tarotlab.new_game("arcana", seed=1)
        >>> s.check("gain 3 keys")
        Verdict(ok=False, rule='arcana R2', reason='seat 0 must throw a card now')
        """
        try:
            act = self.coerce(action)
        except MalformedAction as err:
            return Verdict(False, f"{self.GAME} actions", str(err))
        if self._outcome is not None:
            return Verdict(False, self._outcome.rule, f"the game is over ({self._outcome})")
        if act in self._legal_set():
            return LEGAL
        verdict = self._judge(act)
        if verdict.ok:  # pragma: no cover - guarded by conformance tests
            raise AssertionError(f"{self.GAME}: {act!r} judged legal but not listed as legal")
        return verdict

    def apply(self, action: Action | str) -> None:
        """Take a decision, or raise IllegalAction (rule and reason) and change nothing."""
        legal = self._cache_legal
        if legal is None:
            legal = self.legal_actions()
        if type(action) is Action and action in legal:  # a listed action
            act = action
        else:
            act = self.coerce(action)
            if act not in self._legal_set():
                verdict = self.check(act)
                raise IllegalAction(act, self.to_move, verdict.rule, verdict.reason)
        self._apply_legal(act)
        if self._outcome is None and self.options["auto_chance"] \
                and self._to_move() == CHANCE:
            self._autoplay_chance()

    def play(self, *actions: Action | str) -> EventLog:
        """Take ``actions`` in order and return the events they caused (with ``auto_chance``,
        those of the chance that follows too). All or nothing: if one is refused, the ones
        before it are taken back as well and its error is raised, so bad input changes nothing.

        >>> import tarotlab
        >>> s = tarotlab.new_game("arcana", seed=1)
        >>> s.play("throw the star", "throw the moon")
        [arcana R2] seat 0 throws a card face down
        [arcana R2] seat 1 throws a card face down
        [arcana R2] round 1: seat 0 reveals The Star, seat 1 reveals The Moon
        [arcana R5] odd round: only The Moon has the advantage (odd-favoured), so it beats The Star
        [arcana R7] The Moon's effect (seat 1): seat 0 loses 1 hour
        >>> s.play("throw the sun", "gain 3 keys")
        Traceback (most recent call last):
        tarotlab.core.errors.IllegalAction: illegal 'gain 3 keys' by seat 1: [arcana R2] ...
        >>> s.step, s.to_move, s.history[-1]  # the Sun was taken back
        (3, 0, (1, Action('throw Moon')))
        """
        return apply_in_order(self, actions, self.apply)

    def _apply_legal(self, act: Action) -> None:
        self._decisions.append((self._to_move(), act))
        self._cache_legal = None
        self._step(act)

    def sample_chance(self) -> Action:
        """The chance outcome the seed gives at this step (to_move must be CHANCE)."""
        if self.to_move != CHANCE:
            raise TarotlabError(f"{self.GAME}: no chance decision is pending")
        return self._sample_chance(chance_rng(self.options["seed"], len(self._decisions)))

    def _sample_chance(self, rng: Rng) -> Action:
        """Chance's outcome drawn with ``rng``: ``rng.choice(self.legal_actions())``. A game
        may draw the same outcome without listing them all (a card from a deck of fifty); the
        deep conformance step checks that the two agree."""
        return rng.choice(self.legal_actions())

    def _autoplay_chance(self) -> None:
        seed = self.options["seed"]
        while self._outcome is None and self._to_move() == CHANCE:
            self._apply_legal(self._sample_chance(chance_rng(seed, len(self._decisions))))

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

    def rebuild(self, decisions: Sequence[tuple[int, Action]]) -> None:
        """Make this state the game after ``decisions`` (a ``history``, e.g. a longer or shorter
        one of this game): what undo, redo and a Session's ``goto`` use. The decisions are
        trusted (they come from legal play); ``tarotlab.replay`` re-checks a record instead."""
        self._rebuild(decisions)

    def _rebuild(self, decisions: Sequence[tuple[int, Action]]) -> None:
        """Make this state the game after ``decisions`` from the snapshots it keeps
        (``checkpoints.rebuild``)."""
        rebuild(self, decisions)

    def _hand_changes(self, last_step: int) -> tuple[tuple[Any, ...], ...]:
        """The changes made to the position by hand (not by a decision) up to step
        ``last_step``, in the order made, each a tuple whose first item is the step it was
        made at (before that step's decision): ``_rebuild`` makes them again there. None in
        a game that has no way to make them (Arcs: ``scenario.Edit``)."""
        return ()

    def _redo_hand_change(self, change: tuple[Any, ...]) -> None:
        """Make one of ``_hand_changes`` again, at the step it was first made."""
        raise NotImplementedError(f"{self.GAME} makes no changes by hand")

    def _reset_caches(self) -> None:
        for key in [k for k in self.__dict__ if k.startswith("_cache")]:
            del self.__dict__[key]
        self._cache_legal = None

    def view(self, seat: int | None = None) -> Any:
        """What ``seat`` may see; ``None`` for a spectator, ``ALL`` for everything."""
        self._check_viewer(seat)
        return self._view(seat)

    def views(self, seats: Sequence[int | None]) -> tuple[Any, ...]:
        """``view(seat)`` for each of ``seats``, at once (a game may build what every viewer
        sees alike only once: the conformance checks compare every seat's view each step).

        >>> import tarotlab
        >>> s = tarotlab.new_game("arcana", seed=1)
        >>> s.views([0, 1, None]) == (s.view(0), s.view(1), s.view(None))
        True
        """
        for seat in seats:
            self._check_viewer(seat)
        return self._views(seats)

    def _views(self, seats: Sequence[int | None]) -> tuple[Any, ...]:
        return tuple(self._view(seat) for seat in seats)

    def _check_viewer(self, seat: int | None) -> None:
        if seat is not None and seat != ALL and not 0 <= seat < self.players:
            raise TarotlabError(f"{self.GAME}: no seat {seat} (seats 0..{self.players - 1})")

    def record(self) -> Record:
        """The game's record: options and every decision (chance included); see replay()."""
        from .record import Record

        return Record(self.GAME, dict(self.options), tuple((s, str(a)) for s, a in self._decisions))

    def clone(self) -> State:
        """An independent copy: no mutable object is reachable from both (immutable values such
        as actions and events are shared); objects shared inside this state stay shared inside
        the copy. Playing on the clone never changes the original."""
        self._fork_events()  # the events so far: shared, not copied
        new = object.__new__(type(self))
        new.__dict__ = copy_state(self.__dict__, self.CLONE_SHAPES)
        new._cache_legal = None
        return new

    def determinize(self, seat: int, rng: Rng) -> State:
        """A full state that ``seat`` cannot tell from this one, drawn with ``rng``: what a
        search for ``seat`` may read instead of the real state (never ``view(ALL)``).

        The same ``view(seat)`` and the same events; everything ``seat`` learned is kept
        (a card it saw given, a card it looked at); every card it cannot account for is
        redrawn among the places it could be; the history's secret decisions are rewritten
        to match, so the result is a game the rules could have played from its options; and
        future chance is reseeded from ``rng``. The result depends only on what ``seat`` may
        know and on ``rng``: two states that differ only in secrets kept from ``seat`` give
        equal determinizations for equal ``rng`` (``tarotlab.testing.determinizing``).

        >>> import tarotlab
        >>> s = tarotlab.new_game("arcana", seed=1)
        >>> s.apply("throw Star")  # face down: seat 1 does not know it
        >>> twin = s.determinize(1, Rng(5))
        >>> twin.view(1) == s.view(1), twin.events == s.events
        (True, True)
        >>> twin.thrown[0] in range(22), twin.options["seed"] != s.options["seed"]
        (True, True)
        """
        return self.determinizer(seat)(rng)

    def determinizer(self, seat: int) -> Callable[[Rng], State]:
        """``determinize(seat, rng)`` as a function of ``rng``, for many draws from this
        position while it stands (a search draws hundreds): what ``seat`` knows is worked
        out once, at the first draw (``_known``), not again at every draw. Each draw gives
        what ``determinize`` gives for the same ``rng``.

        >>> import tarotlab
        >>> s = tarotlab.new_game("mystick", seed=3)
        >>> draw = s.determinizer(1)
        >>> draw(Rng(5)) == s.determinize(1, Rng(5)), draw(Rng(6)) == s.determinize(1, Rng(6))
        (True, True)
        """
        if type(seat) is not int or not 0 <= seat < self.players:
            raise TarotlabError(f"{self.GAME}: determinize for a seat 0..{self.players - 1}, "
                                f"not {shown(seat)}")
        known: list[Any] = []

        def draw(rng: Rng) -> State:
            if not known:
                known.append(self._known(seat))
            twin = self.clone()
            twin.options = {**self.options, "seed": rng.below(MAX_SEED + 1)}
            twin._determinize(seat, rng, known[0])  # a finished game too: hands may stay
            twin._reset_caches()  # hidden at the end
            return twin

        return draw

    def _known(self, seat: int) -> Any:
        """What ``seat`` knows of the hidden cards, worked out once for ``determinizer``'s
        draws from what ``seat`` may see (never from the real hidden cards); None where a game
        works it out in ``_determinize`` itself (it is cheap there)."""
        return None

    def _determinize(self, seat: int, rng: Rng, known: Any = None) -> None:
        """Redraw, in place on a clone, everything ``seat`` may not see, and rewrite the
        history's secret decisions to match (``determinize``); ``known``: ``_known(seat)`` of
        the position cloned. A game with secrets overrides it; the iteration order over
        unknown cards must come from what ``seat`` knows (sorted names, counts), never from
        where the real cards lie."""
        raise NotImplementedError(f"{self.GAME}: no determinizer yet")

    def before_simultaneous(self, seat: int) -> State | None:
        """The position before the secret decisions of other seats that ``seat``'s coming
        decision is simultaneous with (Arcana's first throw, face down, before the second),
        or None if there are none (most games, most decisions). It holds nothing ``seat``
        may not know, and taking those decisions again gives this state back. A search for
        ``seat`` starts there and lets those seats choose again in their own trees, instead
        of drawing their choices at random (``tarotlab.search``)."""
        return None

    def _comparable(self) -> dict[str, Any]:
        """The fields that make the position but the events (compared by ``_same_events``)."""
        return {k: v for k, v in self.__dict__.items()
                if not k.startswith("_cache") and k not in ("_event_base", "_events")}

    def _same_events(self, other: State) -> bool:
        """The two logs hold equal events. How a log is split between ``_events`` and
        ``_event_base`` depends on when the state was cloned: a state and its clone hold the
        same base (one object, of values) and compare their own lists alone; otherwise the
        whole logs are compared."""
        if self._event_base is other._event_base:
            return self._events == other._events
        return self.event_count == other.event_count and self.events == other.events

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, State)
        return self._comparable() == other._comparable() and self._same_events(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        status = str(self._outcome) if self._outcome else f"{seat_name(self.to_move)} to move"
        return f"<{type(self).__name__} {self.GAME} step {self.step}: {status}>"

    def _repr_html_(self) -> str:
        view = self.view(ALL)
        html: str = view._repr_html_()
        return html

    def _log(self, seat: int | None, text: str, rule: str) -> None:
        self._events.append(_new_event(Event, (len(self._decisions), seat, text, rule)))


def apply_in_order(state: State, actions: Sequence[Action | str],
                   take: Callable[[Action | str], None]) -> EventLog:
    """``take`` each action in order (``state.apply``, or a rig's ``apply`` that also answers
    the chance that follows) and return the events they caused; if one raises, ``state`` is
    rebuilt as it was before the first (``State.play`` and ``ChanceRig.play``)."""
    before, start = state.history, state.event_count
    try:
        for action in actions:
            take(action)
    except BaseException:
        if state.step != len(before):  # decisions only append: fewer cannot happen
            state.rebuild(before)
        raise
    return EventLog(state.events_since(start))


ATOMS.update((Action, Event, Outcome))
_ATOMS: Final = ATOMS
"""Types whose values never change and hold nothing that does: shared by copies."""


def _keep(self: Action, memo: dict[int, Any] | None = None) -> Action:
    return self


Action.__copy__ = _keep  # type: ignore[attr-defined]
Action.__deepcopy__ = _keep  # type: ignore[attr-defined]
