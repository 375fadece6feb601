"""Sequential halving at the end of a hint's search (``ismcts._Halving``): which candidates
get the turns and which is named, worked out from the method's definition (Karnin, Koren and
Somekh 2013), and a halving search as honest and repeatable as the plain one."""

from __future__ import annotations

from collections import Counter

from test_search import info, moon_at_eleven

import tarotlab
from tarotlab.core.engine import Action
from tarotlab.core.rng import Rng
from tarotlab.search.bot import ISMCTSBot
from tarotlab.search.ismcts import (
    _SEEN,
    HALVING_SHARE,
    HALVING_WIDTH,
    _analysis,
    _Edge,
    _Halving,
    _Node,
)
from tarotlab.search.parallel import Tally

A, B, C, D, E = (Action(name) for name in "ABCDE")


def node(tried: dict[Action, tuple[int, float]]) -> _Node:
    """A searcher's node whose candidates have these (visits, summed results)."""
    made = _Node()
    for action, (visits, reward) in tried.items():
        edge = made.edges[action] = _Edge()
        edge.visits, edge.reward = visits, reward
    made.edges[_SEEN] = _Edge()  # what the seat saw of others: never a candidate
    made.edges[_SEEN].visits = 999
    return made


def test_the_halving_turns_to_the_four_most_visited_then_to_the_better_two() -> None:
    assert (HALVING_SHARE, HALVING_WIDTH) == (0.5, 4)  # the figures below assume these
    # rates: A 20/50 = 0.4, B 30/40 = 0.75, C 10/30 = 0.33, D 15/20 = 0.75, E 9/10 = 0.9
    searched = node({A: (50, 20.0), B: (40, 30.0), C: (30, 10.0), D: (20, 15.0),
                     E: (10, 9.0)})
    halves = _Halving()
    assert halves.pick(searched, 0.49) is None  # the first half of the budget is PUCT's
    assert halves.left() == ()
    # from half the budget: the four most visited, in equal turns (E, the best rate on ten
    # futures, is not among them)
    turns = Counter(halves.pick(searched, 0.5 + i / 100) for i in range(8))
    assert turns == {A: 2, B: 2, C: 2, D: 2}
    # from three quarters: the better half of those four by their share of won futures,
    # B and D (0.75 each, ahead of A's 0.4 and C's 0.33), in turns again
    turns = Counter(halves.pick(searched, 0.75 + i / 100) for i in range(6))
    assert turns == {B: 3, D: 3}
    assert set(halves.left()) == {B, D}


def test_with_fewer_than_two_candidates_puct_goes_on_choosing() -> None:
    halves = _Halving()
    assert halves.pick(node({A: (12, 6.0)}), 0.6) is None
    assert halves.pick(node({A: (12, 6.0)}), 0.9) is None


def test_after_a_halving_the_better_finalist_is_named_though_another_was_visited_more() -> None:
    tally = Tally(220, {A: (100, 50.0), B: (60, 45.0), C: (60, 40.0)}, finalists=(C, B))
    found = _analysis(0, tally, 1.0)
    assert [s.action for s in found.stats] == [B, C, A]  # B 0.75, C 0.67; then A
    assert found.best() == B


def test_the_finalists_had_their_equal_turns() -> None:
    """400 iterations: 200 of PUCT, then 100 in turns among four candidates (25 each), then
    100 between the last two (50 each): each finalist was tried at least 75 times."""
    state = tarotlab.new_game("arcana", seed=6)
    assert len(state.legal_actions()) >= HALVING_WIDTH
    found = ISMCTSBot(iterations=400, halving=True).analyse(info(state), Rng(1))
    first, second = found.stats[:2]
    assert first.visits >= 75 and second.visits >= 75
    assert first.win_rate >= second.win_rate
    assert sum(s.visits for s in found.stats) == 400


def test_a_halving_search_still_finds_the_win() -> None:
    found = ISMCTSBot(iterations=120, halving=True).analyse(info(moon_at_eleven()), Rng(4))
    assert found.best() == Action("throw Death")


def test_a_halving_search_is_repeatable_and_gives_the_same_analysis_for_two_secrets() -> None:
    analyses = []
    for card in ("Star", "Moon", "Moon"):
        state = tarotlab.new_game("arcana", seed=5)
        state.apply(f"throw {card}")
        analyses.append(ISMCTSBot(iterations=150, halving=True).analyse(info(state), Rng(8)))
    assert analyses[0].stats == analyses[1].stats == analyses[2].stats
