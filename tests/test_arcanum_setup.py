"""arcanum: Setup: chance places the 16 Court Figures one by one, suit by suit, at most 2 to a
location and never 2 of one colour (arcanum R5: only at setup), each where the figures still
to come can all be placed too (``setup_spots``, worked out by a search over shapes).
"""

from __future__ import annotations

import random
from functools import cache

import pytest

import tarotlab
from tarotlab.arcanum.catalog import COURT_FIGURES, SETUP_MAX
from tarotlab.arcanum.rules import ArcanumState
from tarotlab.arcanum.setup import _good_rooms, setup_spots

LOCATIONS = range(1, 11)


def _basic_spots(figures: list[int], index: int) -> list[int]:
    """The locations the setup limits allow figure ``index`` by themselves: fewer than 2
    figures there and none of its colour (COURT_FIGURES are grouped by suit, four each)."""
    return [loc for loc in LOCATIONS
            if sum(at == loc for at in figures) < SETUP_MAX
            and not any(at == loc and i // 4 == index // 4 for i, at in enumerate(figures))]


@cache
def _completes(figures: tuple[int, ...], index: int) -> bool:
    """The reference: can figures ``index``..15 be placed, in order, within the limits?
    Tried location by location, with nothing left out."""
    if index == 16:
        return True
    return any(_completes((*figures[:index], loc, *figures[index + 1:]), index + 1)
               for loc in _basic_spots(list(figures), index))


def _reference_spots(figures: list[int], index: int) -> list[int]:
    return [loc for loc in _basic_spots(figures, index)
            if _completes((*figures[:index], loc, *figures[index + 1:]), index + 1)]


def test_setup_spots_agree_with_placing_every_later_figure_location_by_location() -> None:
    """arcanum: Setup: on 400 partial setups reached by placing figures in order, each at a
    random allowed location, the spots offered are the reference search's."""
    rng = random.Random(31)
    state = tarotlab.new_game("arcanum", seed=1, auto_chance=False)
    assert isinstance(state, ArcanumState)
    for _ in range(400):
        figures = [0] * 16
        index = rng.randrange(16)
        for i in range(index):
            figures[i] = rng.choice(_basic_spots(figures, i))
        state.figures = figures
        assert setup_spots(state, COURT_FIGURES[index]) == _reference_spots(figures, index)


@pytest.mark.parametrize("seed", range(40))
def test_every_figure_of_a_real_setup_had_every_spot_the_limits_allow(seed: int) -> None:
    """arcanum: Setup and R5: with 10 locations of 2 and four suits of four placed suit by
    suit, the limits never lead to a dead end: when suit k begins at most 2k locations are
    full, so at least 10 - 2k >= 4 have room, and each figure of the suit takes away one
    location without its colour. So chance may use every spot the limits allow, at every
    placement."""
    state = tarotlab.new_game("arcanum", seed=seed, auto_chance=False)
    assert isinstance(state, ArcanumState)
    state.apply(state.legal_actions()[0])  # the first player
    for index, figure in enumerate(COURT_FIGURES):
        assert setup_spots(state, figure) == _basic_spots(state.figures, index)
        state.apply(state.sample_chance())


def test_the_search_refuses_a_spot_that_leaves_the_last_suit_too_few_locations() -> None:
    """arcanum: Setup: a shape no real setup reaches, worked by hand: the last figure of the
    third suit (index 11) with one empty location and three holding one figure each. In the
    empty one it leaves four locations with room for the four figures of the last suit; in a
    half-full one it fills it, and three locations cannot take four figures of one colour.
    With two empty and two half-full the same holds; with one more empty location either
    kind leaves four."""
    empty, half_full = (0, 0), (1, 0)
    assert _good_rooms(11, (empty, half_full, half_full, half_full)) == {empty}
    assert _good_rooms(11, (empty, empty, half_full, half_full)) == {empty}
    assert _good_rooms(11, (empty, empty, empty, half_full, half_full)) == {empty, half_full}
    assert _good_rooms(14, (half_full,)) == set()  # two figures of one colour, one place
