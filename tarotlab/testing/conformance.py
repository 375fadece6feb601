"""check_game(): the conformance checks every game must pass (DESIGN.md "Tests that prove it").

Every step of every game (cheap checks): a legal action exists until the end, legal actions do
not repeat, the game's own invariants hold after each decision, and the game ends within
``MAX_DECISIONS`` (a game that goes on for ever fails instead of filling the memory). At the
end of every game the record round-trips through JSON and replays to the same serialized
state.

Every step of every ``deep_every``-th game (deep checks), judged on serialized forms
(``snapshot.serialized``: history, events, every seat's view text, legal actions, every field),
never against a copy that might share objects with the state:

- ``candidates()`` agrees with ``legal_actions()``; every refused candidate names a rule and a
  reason, is refused by ``apply`` with the same rule, and changes nothing;
- every view renders as text and HTML;
- a clone shares no mutable object with the state, and playing on it changes nothing;
- undo restores the state before the decision and re-applying gives the state after it: the
  first apply takes the action's text (parsed and judged), the second the listed Action (the
  trusted path, not parsed again), so the fast path is checked against the checked one;
- secrecy by branching: at a decision the rulebook keeps from some seats (``secrets``), the
  game is branched two ways and every other seat's view, prompt and the event texts must stay
  identical for the next decisions (see ``secrets.py``);
- the record round trip at a few random steps, and the same seed and choices give the same game;
- with ``determinize=True``, ``State.determinize`` for every seat at every step, in every
  secrecy branch and by replay at the record steps (``determinizing``).

Deep games run with explicit chance (the harness draws each outcome with ``sample_chance``, so
the game is the one automatic chance would give) so that chance draws can be branched too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import new_game
from ..bots import Bot, bot_decision, make_bot
from ..core.engine import ALL, CHANCE, Action, State
from ..core.errors import IllegalAction
from ..core.record import Record
from ..core.replay import replay
from ..core.rng import Rng, chance_rng
from .determinizing import (
    check_before_simultaneous,
    check_honest,
    check_indistinguishable,
    check_possible,
    has_determinizer,
)
from .secrets import Secrecy, secrecy_of
from .snapshot import assert_immutable, mutable_ids, shared_objects, snapshot, viewers

Invariants = Callable[[State], None]
MAX_DECISIONS = 20_000
"""Decisions (chance included) a checked game may take: of 1,040 random and greedy games of
4-player Arcs (with and without Leaders & Lore), 5-player Mystick and long 5-player Arcanum,
the longest took 686."""


@dataclass
class ConformanceReport:
    """What a conformance run saw (summed over the games it played)."""

    game: str = ""
    games: int = 0
    decisions: int = 0
    deep_games: int = 0
    deep_steps: int = 0
    refusals_checked: int = 0
    secrecy_branches: int = 0
    records_checked: int = 0
    determinizations: int = 0
    """Determinizations checked to look the same to their seat (``determinizing``)."""
    endings: Counter[str] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)
    """How often each rule was cited by an event (the rule as the event gives it)."""
    refused: Counter[str] = field(default_factory=Counter)
    """How often each rule refused a candidate in the deep checks."""

    def merge(self, other: ConformanceReport) -> None:
        for name in ("games", "decisions", "deep_games", "deep_steps", "refusals_checked",
                     "secrecy_branches", "records_checked", "determinizations"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.endings.update(other.endings)
        self.rules.update(other.rules)
        self.refused.update(other.refused)

    def as_dict(self) -> dict[str, Any]:
        return {"game": self.game, "games": self.games, "decisions": self.decisions,
                "deep_games": self.deep_games, "deep_steps": self.deep_steps,
                "refusals_checked": self.refusals_checked,
                "secrecy_branches": self.secrecy_branches,
                "records_checked": self.records_checked,
                "determinizations": self.determinizations, "endings": dict(self.endings),
                "rules": dict(self.rules), "refused": dict(self.refused)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ConformanceReport:
        counters = ("endings", "rules", "refused")
        report = cls(**{k: v for k, v in data.items() if k not in counters})
        for name in counters:
            setattr(report, name, Counter(data.get(name, {})))
        return report

    def __str__(self) -> str:
        ends = ", ".join(f"{k} {v}" for k, v in self.endings.most_common())
        return (f"{self.game}: {self.games:,} games, {self.decisions:,} decisions, "
                f"{self.deep_games:,} deep games ({self.deep_steps:,} steps deep-checked, "
                f"{self.refusals_checked:,} refusals tried), {self.secrecy_branches:,} secrecy "
                f"branches, {self.records_checked:,} record round trips, {self.determinizations:,} "
                f"determinizations; endings: {ends}")


def check_game(game: str, games: int = 100, seed: int = 0, deep_every: int = 10,
               invariants: Invariants | None = None, balanced: bool = False,
               prepare: Callable[[State, int], None] | None = None,
               bots: Sequence[str] | None = None, secrets: Secrecy | None = None,
               record_steps: int = 3, determinize: bool = False,
               **options: Any) -> ConformanceReport:
    """Play ``games`` games of ``game`` (seeds ``seed``, ``seed + 1``, …) checking the protocol.

    ``deep_every``: every n-th game is deep-checked at every step (0: none). ``bots``: a bot name
    per seat (``"random"``, ``"greedy"``), rotated over the seats from game to game; without
    it, uniformly random legal decisions (``balanced``: a kind of action first, then one of that
    kind, so rare decisions come up as often as common ones). ``prepare(state, g)`` edits each
    new game's position before play (such games have no record to round-trip). ``secrets``:
    the game's secrecy declaration (default: the one in ``secrets.py``). ``determinize``:
    the deep games also check ``State.determinize`` at every step (``determinizing``: every
    seat's, for honesty in every secrecy branch, replayed at the record steps); the
    ``tests/test_determinize*.py`` runs ask for it (a determinization replays the history in
    some games: milliseconds a seat a step, too slow for the whole plan).
    """
    report = ConformanceReport(game=game)
    secrecy = secrets if secrets is not None else secrecy_of(game)
    for g in range(games):
        deep = deep_every > 0 and g % deep_every == 0
        run_options = dict(options, auto_chance=False) if deep else dict(options)
        state = new_game(game, seed=seed + g, **run_options)
        if prepare is not None:
            prepare(state, g)
        chooser = _chooser(game, state.players, g, bots, balanced)
        game_run = _GameRun(state, Rng(seed + g, stream=0xC0F), chooser, deep, invariants,
                            secrecy, report, record_steps if prepare is None else 0,
                            determinize and prepare is None)
        game_run.play()
        report.games += 1
        report.decisions += state.step
        assert state.outcome is not None
        report.endings[state.outcome.ending] += 1
        report.rules.update(e.rule for e in state.events)
        if prepare is None:
            _check_record(state)
            report.records_checked += 1
        if deep:
            report.deep_games += 1
            if prepare is None:  # the same seed and choices give the same game
                twin = new_game(game, seed=seed + g, **run_options)
                twin_run = _GameRun(twin, Rng(seed + g, stream=0xC0F),
                                    _chooser(game, twin.players, g, bots, balanced), False,
                                    invariants, secrecy, ConformanceReport(), 0)
                twin_run.play()
                assert twin.record() == state.record(), "the same seed and choices gave " \
                    "another game"
    return report


Chooser = Callable[[State, Rng], Action]


def _chooser(game: str, players: int, g: int, bots: Sequence[str] | None,
             balanced: bool) -> Chooser:
    if bots is None:
        return _balanced_choice if balanced else _random_choice
    names = list(bots) * players if len(bots) == 1 else list(bots)
    assert len(names) == players, f"{game}: name one bot per seat ({players})"
    shift = g % players
    table: list[Bot] = [make_bot(n, game) for n in names[shift:] + names[:shift]]

    def by_bot(state: State, rng: Rng) -> Action:
        seat = state.to_move
        assert seat is not None and seat >= 0
        action = bot_decision(state, table[seat], rng)
        assert action in state.legal_actions(), f"bot {table[seat].name} chose {action!r}, " \
            "which is not legal"
        return action

    return by_bot


def _random_choice(state: State, rng: Rng) -> Action:
    return rng.choice(state.legal_actions())


def _balanced_choice(state: State, rng: Rng) -> Action:
    legal = state.legal_actions()
    kinds = sorted({a.kind for a in legal})
    kind = rng.choice(kinds)
    return rng.choice([a for a in legal if a.kind == kind])


class _GameRun:
    """One game played with its checks."""

    def __init__(self, state: State, rng: Rng, chooser: Chooser, deep: bool,
                 invariants: Invariants | None, secrecy: Secrecy | None,
                 report: ConformanceReport, record_steps: int,
                 determinize: bool = False) -> None:
        self.state = state
        self.rng = rng
        self.chooser = chooser
        self.deep = deep
        self.invariants = invariants if invariants is not None else _own_invariants
        self.secrecy = secrecy
        self.report = report
        self.side_rng = Rng(rng.next64(), stream=0x5EC)  # branches, probes: not the game's
        self.record_every = max(1, 400 // record_steps) if deep and record_steps else 0
        assert not determinize or has_determinizer(state), f"{state.GAME} has no determinizer"
        self.determinize = determinize

    def play(self) -> None:
        state = self.state
        known: tuple[Any, ...] | None = None  # the last deep step's snapshot after its action
        while not state.is_over:
            seat = state.to_move
            legal = state.legal_actions()
            assert seat is not None and legal, f"{state!r}: no legal action before the end"
            assert len(state._legal_set()) == len(legal), f"{state!r}: legal actions repeat"
            assert state.step < MAX_DECISIONS, f"{state!r}: no end after {state.step:,} " \
                f"decisions (seed {state.options.get('seed')}); the last events: " \
                f"{[str(e) for e in state.events[-6:]]}"
            action = state.sample_chance() if seat == CHANCE else self.chooser(state, self.rng)
            if self.deep:
                known = self._deep_step(action, known)
            else:
                state.apply(action)
            self.invariants(state)
        assert state.to_move is None and not state.legal_actions()

    # ------------------------------------------------------------------ deep checks
    def _deep_step(self, action: Action, known: tuple[Any, ...] | None) -> tuple[Any, ...]:
        """Every deep check before ``action``, then the undo check; returns the snapshot after
        it (the next step's state before)."""
        state = self.state
        self.report.deep_steps += 1
        before = known if known is not None else snapshot(state)
        self._check_candidates()
        viewer = viewers(state)[state.step % (state.players + 2)]
        view = state.view(viewer)  # every view is in the snapshot; text and HTML in turn
        assert str(view) and view._repr_html_()
        assert_immutable(view)
        self._check_clone()
        if self.determinize:
            self._check_determinizations()
        if state.to_move == CHANCE:  # a chance outcome drawn directly is the listed one's
            rng = chance_rng(state.options["seed"], state.step)
            assert state.sample_chance() == rng.choice(state.legal_actions()), \
                f"{state!r}: the chance outcome drawn differs from the one chosen from the list"
        if snapshot(state) != before:  # pragma: no cover - a failure of the game under test
            raise AssertionError(f"{state!r}: a refused action, playing on a clone, or "
                                 "re-applying the last action after its undo changed the state")
        if viewer != ALL:  # views() built them together: the same values
            assert view == before[3][state.players if viewer is None else viewer], \
                f"{state!r}: view({viewer}) differs from views()"
        if self.secrecy is not None:
            self.report.secrecy_branches += check_secrecy(state, action, self.secrecy,
                                                          self.side_rng, self.determinize)
        if self.record_every and self.side_rng.below(self.record_every) == 0:
            _check_record(state)
            self.report.records_checked += 1
            if self.determinize:  # one seat's determinization, replayed and played on
                seat = state.step % state.players
                check_possible(state.determinize(seat, self.side_rng), self.side_rng)
        text = str(action)  # the checked path: the action as text, as a user would type it
        # (coerced to the canonical Action and found legal), and its parse agrees
        assert state.parse_action(text) == action, f"{action!r} does not read back as itself"
        state.apply(text)
        after = snapshot(state)
        state.undo()
        assert snapshot(state) == before, f"undo after {action!r} did not restore the state"
        state.apply(action)  # redo by the trusted path (a listed Action is not parsed again):
        # its history and events must be the checked apply's (the next deep step compares
        # its whole snapshot against ``after``, so nothing escapes)
        assert (state.history, state.events) == after[1:3], \
            f"re-applying {action!r} by the trusted path gave a different history"
        return after

    def _check_determinizations(self) -> None:
        """Every seat's determinization looks the same to that seat (``determinizing``)."""
        state = self.state
        for seat in range(state.players):
            check_indistinguishable(state, seat, self.side_rng)
            check_before_simultaneous(state, seat)
        self.report.determinizations += state.players

    def _check_candidates(self) -> None:
        """Legal actions are exactly the candidates that pass the check; every refusal names a
        rule and a reason and is refused by ``apply`` too (that it changed nothing is judged
        on the serialized state afterwards)."""
        state = self.state
        accepted = []
        refused = 0
        for action, verdict in state.candidates():
            if verdict.ok:
                accepted.append(action)
                continue
            assert verdict.rule and verdict.reason, f"{action!r} refused without rule or reason"
            refused += 1
            self.report.refused[verdict.rule] += 1
            try:
                state.apply(action)
            except IllegalAction as err:
                assert err.rule == verdict.rule, f"{action!r}: check cites {verdict.rule}, " \
                    f"apply {err.rule}"
            else:  # pragma: no cover - a failure of the game under test
                raise AssertionError(f"{action!r} was refused by check() but applied")
        self.report.refusals_checked += refused
        assert sorted(accepted) == sorted(state.legal_actions()), \
            "legal_actions() disagrees with check()"

    def _check_clone(self) -> None:
        """A clone is equal to the state, shares no mutable object with it and has as many
        (an object held in two places stays one object: ``clone()`` copies the fields a game
        declares the shape of without a memo, see ``core.copying``); playing on it changes
        nothing."""
        state = self.state
        twin = state.clone()
        assert twin == state, f"{state!r}: clone() is not equal to the state"
        mine, its = mutable_ids(state), mutable_ids(twin)
        if mine & its:
            shared = shared_objects(state, twin)
            raise AssertionError(f"{state!r}: clone() shares mutable objects: {shared[:5]}")
        assert len(mine) == len(its), f"{state!r}: clone() has {len(its)} mutable objects, " \
            f"the state {len(mine)}: an object held in two places was copied twice"
        for _ in range(3):
            if twin.is_over:
                break
            twin.apply(self.side_rng.choice(twin.legal_actions()))


def check_secrecy(state: State, action: Action, secrecy: Secrecy, rng: Rng,
                  determinize: bool = False) -> int:
    """Branch ``state`` at a secret decision two ways (``action`` and another of its kind) and
    compare what the other seats see for the next decisions (with ``determinize``, also their
    determinizations: ``determinizing.check_honest``); returns the branches made (0/1)."""
    info = secrecy.secret(state, action)
    if info is None:
        return 0
    group, insiders, horizon = info
    others = [b for b in state.legal_actions() if b != action
              and (secrecy.secret(state, b) or ("",))[0] == group]
    if not others:
        return 0
    outsiders: list[int | None] = [s for s in range(state.players) if s not in insiders]
    outsiders.append(None)
    a, b = state.clone(), state.clone()
    a.options = dict(a.options, auto_chance=False)
    b.options = dict(b.options, auto_chance=False)
    start = len(state.events)
    first, second = action, rng.choice(others)
    known_a, known_b = secrecy.mark(state, first), secrecy.mark(state, second)
    a.apply(first)
    b.apply(second)
    new_a, new_b = a.events_since(start), b.events_since(start)
    if secrecy.revealed(new_a) or secrecy.revealed(new_b) \
            or secrecy.unveiled(known_a, a, new_a) or secrecy.unveiled(known_b, b, new_b):
        return 0  # revealed at once by rule (a hide just before the World's scoring)
    compared = start  # the events before it are equal as text in the two branches
    for step in range(horizon + 1):
        for seat, view_a, view_b in zip(outsiders, a.views(outsiders), b.views(outsiders),
                                        strict=True):
            if view_a != view_b:  # views are values: equal views, equal pictures
                va, vb = str(view_a), str(view_b)
                raise AssertionError(f"seat {seat}'s view reveals the secret {group} decision, "
                                     f"{_where(step, first, second, group)}:\n{_diff(va, vb)}\n"
                                     f"{_since(a, b, start)}")
        if determinize:  # what an outsider's search reads cannot hold the secret
            seed = rng.next64()
            for seat in outsiders:
                if seat is not None:
                    check_honest(a, b, seat, seed)
        ea = [str(e) for e in a.events_since(compared)]  # the new events: those before
        eb = [str(e) for e in b.events_since(compared)]  # were compared at an earlier step
        assert ea == eb, f"the event log reveals the secret {group} decision, " \
            f"{_where(step, first, second, group)}:\n" \
            f"{_diff(chr(10).join(ea), chr(10).join(eb))}"
        compared += len(ea)
        if a.is_over or b.is_over or a.to_move != b.to_move:
            break
        mover = a.to_move
        if mover in outsiders:
            assert a.legal_actions() == b.legal_actions(), f"seat {mover}'s choices reveal " \
                f"the secret {group} decision, {_where(step, first, second, group)}"
        common = sorted(set(a.legal_actions()) & set(b.legal_actions()))
        if step == horizon or not common:
            break
        pick = rng.choice(common)
        if secrecy.reveals(a, pick):
            break
        mark_a, mark_b = a.event_count, b.event_count
        known_a, known_b = secrecy.mark(a), secrecy.mark(b)
        a.apply(pick)
        b.apply(pick)
        new_a, new_b = a.events_since(mark_a), b.events_since(mark_b)
        if secrecy.revealed(new_a) or secrecy.revealed(new_b) \
                or secrecy.unveiled(known_a, a, new_a) or secrecy.unveiled(known_b, b, new_b):
            break
    return 1


def _where(step: int, first: Action, second: Action, group: str) -> str:
    """Where a secrecy branch failed (written only for a failure's message)."""
    return f"{step} decisions after {first!r} / {second!r} ({group})"


def _since(a: State, b: State, start: int) -> str:
    """The two branches' events since they parted (for a failure message)."""
    def lines(s: State) -> str:
        return "\n".join(f"    {e}" for e in s.events[start:][-12:])
    return f"  events one way:\n{lines(a)}\n  events other way:\n{lines(b)}"


def _diff(a: str, b: str) -> str:
    for la, lb in zip(a.splitlines(), b.splitlines(), strict=False):
        if la != lb:
            return f"  one way:   {la}\n  other way: {lb}"
    return "  (one is longer)"


def _own_invariants(state: State) -> None:
    state.check_invariants()


def _check_record(state: State) -> None:
    """The record round-trips through JSON and replays to the same serialized state."""
    text = state.record().to_json()
    again = replay(Record.from_json(text))
    assert again.record().to_json() == text, "the replayed record differs"
    assert snapshot(again) == snapshot(state), "replaying the record gave a different state"
