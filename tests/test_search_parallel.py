"""Two searches at once (``tarotlab.search.parallel``): the workers' statistics add up, a
search counted in iterations is still a function of its seed, it stays honest, a worker's
failure is reported and an interrupted search leaves no worker behind."""

from __future__ import annotations

import os
import sys
from collections import Counter

import pytest
from test_search import info

import tarotlab
from tarotlab.core.engine import Action, Event
from tarotlab.core.errors import TarotlabError
from tarotlab.core.rng import Rng
from tarotlab.search import parallel
from tarotlab.search.bot import ISMCTSBot
from tarotlab.search.hint import hint
from tarotlab.search.parallel import Tally, default_workers, in_workers

needs_fork = pytest.mark.skipif(not parallel.can_fork(), reason="this platform cannot fork")


@pytest.fixture
def forks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The pids of the workers the searches start from now on."""
    started: list[int] = []
    fork = parallel._fork

    def counted(*args: object) -> tuple[int, object]:
        child = fork(*args)  # type: ignore[arg-type]
        started.append(child[0])
        return child

    monkeypatch.setattr(parallel, "_fork", counted)
    return started


def test_tallies_add_and_travel_as_json() -> None:
    star, moon = Action("throw Star"), Action("throw Moon")
    seen = Event(0, 1, "seat 1 throws a card face down", "arcana R2")
    mine = Tally(3, {star: (2, 1.5), moon: (1, 0.0)}, {star: Counter({seen: 2})},
                 finalists=(star,))
    theirs = Tally.from_json(Tally(2, {star: (1, 1.0)}, {star: Counter({seen: 1}),
                                                          moon: Counter({seen: 1})},
                                   finalists=(moon, star)).to_json())
    mine.add(theirs)
    assert mine.iterations == 5
    assert mine.finalists == (star, moon)  # every worker's, once each
    assert mine.edges == {star: (3, 2.5), moon: (1, 0.0)}
    assert mine.followed == {star: Counter({seen: 3}), moon: Counter({seen: 1})}
    assert Tally.from_json(mine.to_json()) == mine


@needs_fork
def test_two_workers_share_the_iterations_and_repeat_for_a_seed() -> None:
    state = tarotlab.new_game("mystick", seed=3)
    runs = [ISMCTSBot(iterations=101, workers=2).analyse(info(state), Rng(5))
            for _ in range(2)]
    assert runs[0].stats == runs[1].stats
    assert runs[0].iterations == 101 == sum(s.visits for s in runs[0].stats)


@needs_fork
def test_two_workers_stay_honest() -> None:
    """Seat 0 throws the Star or the Moon face down: both workers read only determinizations,
    so seat 1's analysis is the same."""
    analyses = []
    for card in ("Star", "Moon"):
        state = tarotlab.new_game("arcana", seed=5)
        state.apply(f"throw {card}")
        analyses.append(ISMCTSBot(iterations=150, workers=2).analyse(info(state), Rng(8)))
    assert analyses[0].stats == analyses[1].stats


@needs_fork
def test_a_timed_hint_searches_in_two_workers_on_two_cores(
        monkeypatch: pytest.MonkeyPatch, forks: list[int]) -> None:
    started = forks
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    found = hint(tarotlab.new_game("arcana", seed=2), seconds=0.3)
    assert len(started) == 1 and found.best in tarotlab.new_game("arcana", seed=2).legal_actions()
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    hint(tarotlab.new_game("arcana", seed=2), seconds=0.1)
    assert len(started) == 1  # one core: one process


def test_where_a_process_cannot_fork_the_search_stays_in_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "emscripten")  # Pyodide, in the browser
    assert default_workers() == 1
    state = tarotlab.new_game("arcana", seed=2)
    found = ISMCTSBot(iterations=40, workers=2).analyse(info(state), Rng(1))
    assert found.iterations == 40
    assert default_workers(timed=False) == 1


def test_a_search_needs_a_worker() -> None:
    with pytest.raises(TarotlabError, match="at least one worker, not 0"):
        ISMCTSBot(iterations=10, workers=0)


@needs_fork
def test_a_workers_failure_is_reported() -> None:
    parent = Rng(1)

    def grow(share: int | None, rng: Rng) -> Tally:
        if rng is not parent:
            raise ValueError("the determinizer broke")
        return Tally(share or 0, {})

    with pytest.raises(TarotlabError,
                       match="a search worker failed: ValueError: the determinizer broke"):
        in_workers(grow, 2, 10, parent)


@needs_fork
def test_an_interrupted_search_leaves_no_worker_behind(forks: list[int]) -> None:
    started = forks
    parent = Rng(1)

    def grow(share: int | None, rng: Rng) -> Tally:
        if rng is parent:
            raise KeyboardInterrupt
        while True:  # the worker would search on and on
            pass

    with pytest.raises(KeyboardInterrupt):
        in_workers(grow, 2, None, parent)
    assert len(started) == 1
    with pytest.raises(ProcessLookupError):  # killed and reaped
        os.kill(started[0], 0)
