"""check_game(): the conformance checks every game must pass (DESIGN.md "Tests that prove it").

Random playouts with, at every step: a legal action exists until the end; every seat's,
a spectator's and the full view render as text and HTML (deep games); legal actions
are exactly the candidates the rules accept; every rejected candidate names a rule and a
reason and leaves the state unchanged when applied; the game's own invariants hold; views
of seats that may not see a secret decision do not depend on it. On a sample of steps,
undo restores an equal state; at the end the record round-trips through JSON and the same
seed replays the same game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import new_game
from ..core.engine import ALL, CHANCE, State
from ..core.errors import IllegalAction
from ..core.record import Record, replay
from ..core.rng import Rng


@dataclass
class ConformanceReport:
    """What a conformance run saw."""

    games: int = 0
    decisions: int = 0
    endings: Counter[str] = field(default_factory=Counter)

    def __str__(self) -> str:
        ends = ", ".join(f"{k} {v}" for k, v in self.endings.most_common())
        return f"{self.games} games, {self.decisions} decisions; endings: {ends}"


def check_game(game: str, games: int = 100, seed: int = 0, deep_every: int = 10,
               undo_every: int = 7, invariants: Callable[[State], None] | None = None,
               balanced: bool = False, prepare: Callable[[State, int], None] | None = None,
               **options: Any) -> ConformanceReport:
    """Play ``games`` random games of ``game`` checking the protocol's promises.

    ``deep_every``: every n-th game also checks every candidate's verdict, views against
    secret alternatives, undo every ``undo_every`` steps and the record round trip (slower).
    ``balanced``: pick a kind of action (its first word) uniformly, then one action of that
    kind, so rare decisions are played as often as common ones. ``prepare(state, g)``: edit
    each new game's position before play (such games have no record to round-trip).
    """
    report = ConformanceReport()
    for g in range(games):
        deep = deep_every > 0 and g % deep_every == 0
        state = new_game(game, seed=seed + g, **options)
        if prepare is not None:
            prepare(state, g)
        rng = Rng(seed + g, stream=0xC0F)
        _play_checked(state, rng, deep, invariants, undo_every, balanced)
        report.games += 1
        report.decisions += state.step
        assert state.outcome is not None
        report.endings[state.outcome.ending] += 1
        if deep and prepare is None:
            _check_record(state)
            twin = new_game(game, seed=seed + g, **options)
            _play_checked(twin, Rng(seed + g, stream=0xC0F), False, invariants, undo_every,
                          balanced)
            assert twin.record() == state.record(), "the same seed and choices gave another game"
    return report


def _balanced_choice(rng: Rng, legal: tuple[Any, ...]) -> Any:
    kinds = sorted({str(a).partition(" ")[0] for a in legal})
    kind = rng.choice(kinds)
    return rng.choice([a for a in legal if str(a).partition(" ")[0] == kind])


def _play_checked(state: State, rng: Rng, deep: bool,
                  invariants: Callable[[State], None] | None, undo_every: int,
                  balanced: bool = False) -> None:
    own_invariants: Callable[[], None] | None = getattr(state, "check_invariants", None)
    while not state.is_over:
        seat = state.to_move
        legal = state.legal_actions()
        assert seat is not None and legal, f"{state!r}: no legal action before the end"
        assert len(set(legal)) == len(legal), "legal actions repeat"
        if deep:
            _check_candidates(state, legal)
            for viewer in (*range(state.players), None, ALL):  # every view renders
                view = state.view(viewer)
                assert str(view) and view._repr_html_()
        if seat == CHANCE:
            action = state.sample_chance()
        else:
            action = _balanced_choice(rng, legal) if balanced else rng.choice(legal)
        if deep:
            _check_secrecy(state, action)
        if deep and seat != CHANCE and state.step % undo_every == 0:
            before = state.clone()
            state.apply(action)
            after = state.clone()
            state.undo()
            assert state == before, f"undo after {action!r} did not restore the state"
            state.apply(action)
            assert state == after, f"re-applying {action!r} gave a different state"
        else:
            state.apply(action)
        if invariants is not None:
            invariants(state)
        elif own_invariants is not None:
            own_invariants()
    assert state.to_move is None and not state.legal_actions()


def _check_candidates(state: State, legal: tuple[Any, ...]) -> None:
    """Legal actions are exactly the candidates that pass the check; rejections explain."""
    accepted = []
    for action, verdict in state.candidates():
        if verdict.ok:
            accepted.append(action)
            continue
        assert verdict.rule and verdict.reason, f"{action!r} rejected without rule or reason"
        before = state.clone()
        try:
            state.apply(action)
        except IllegalAction as err:
            assert err.rule == verdict.rule
        else:  # pragma: no cover - a failure of the game under test
            raise AssertionError(f"{action!r} was rejected by check() but applied")
        assert state == before, f"a rejected {action!r} changed the state"
    assert sorted(accepted) == sorted(legal), "legal_actions() disagrees with check()"


def _check_secrecy(state: State, action: Any) -> None:
    """Seats that may not see this decision get the same view whatever it was.

    A game marks secret decisions with ``secret(action) -> (group, seats that may see it)``;
    alternatives in the same group must leave every other seat's view (and a spectator's)
    unchanged.
    """
    secret = getattr(state, "secret", None)
    if secret is None:
        return
    info = secret(action)
    if info is None:
        return
    group, insiders = info
    others = [s for s in range(state.players) if s not in insiders] + [None]
    views: dict[Any, Any] = {}
    for alternative in state.legal_actions():
        same = secret(alternative)
        if same is None or same[0] != group:
            continue
        probe = state.clone()
        probe.options = dict(probe.options, auto_chance=False)
        probe.apply(alternative)
        for seat in others:
            v = probe.view(seat)
            if seat in views:
                assert v == views[seat], (f"seat {seat}'s view reveals the secret decision "
                                          f"{alternative!r} ({group})")
            views[seat] = v


def _check_record(state: State) -> None:
    again = replay(Record.from_json(state.record().to_json()))
    assert again == state, "replaying the record gave a different state"
    assert again.view(ALL) == state.view(ALL)
