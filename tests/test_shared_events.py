"""Clones share the event log (``State._event_base``): what each state logs after a clone is
its own, the events before it are one chain of tuples shared by both; ``events``,
``event_count``, ``events_since`` and equality read the whole log however it is split."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import tarotlab
from tarotlab.arcana.bot import _in_order, _sum_in_order
from tarotlab.core.rng import Rng
from tarotlab.core.shared_log import MAX_LINKS


def _played(game: str, seed: int, steps: int, **options: object) -> tarotlab.State:
    state, rng = tarotlab.new_game(game, seed=seed, **options), Rng(seed, stream=4)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_clone_and_its_original_log_apart_after_sharing_what_came_before() -> None:
    state = _played("arcana", 3, 30)
    before = state.events
    twin = state.clone()
    assert twin.events == state.events == before
    assert twin._event_base is state._event_base  # shared, not copied
    rng = Rng(1)
    for _ in range(6):
        twin.apply(rng.choice(twin.legal_actions()))
    assert state.events == before, "playing on the clone changed the original's events"
    assert twin.events[:len(before)] == before and len(twin.events) > len(before)
    state.apply(state.legal_actions()[0])
    assert state.events[:len(before)] == before
    assert state.events[len(before):] != twin.events[len(before):len(state.events)]


def test_a_state_cloned_at_every_step_reads_the_same_log_as_one_never_cloned() -> None:
    """The same game played twice, once cloning at every decision (a chain of many links):
    the same events, counts and tails, and the two states are equal."""
    plain, forked = tarotlab.new_game("mystick", seed=8, players=3), \
        tarotlab.new_game("mystick", seed=8, players=3)
    rng = Rng(8, stream=1)
    while not plain.is_over:
        action = rng.choice(plain.legal_actions())
        plain.apply(action)
        forked.clone()
        forked.apply(action)
        count = len(plain.events)
        assert forked.event_count == count and forked.events == plain.events
        for start in (0, count // 2, max(0, count - 2), count):
            assert forked.events_since(start) == plain.events[start:]
        links = forked._event_base[3] if forked._event_base is not None else 0
        assert links < MAX_LINKS  # the chain is joined before it grows deep
    assert forked == plain


def test_states_sharing_a_log_base_are_equal_only_with_equal_own_events() -> None:
    """``State.__eq__`` compares a clone's own events alone when the base is shared: a clone
    is equal; one event changed after the split makes it unequal, and so does one more event
    (every field else restored)."""
    state = _played("arcana", 5, 10)
    twin = state.clone()
    assert twin._event_base is state._event_base and twin == state
    twin._log(None, "a line no rule wrote", "arcana R2")
    assert twin != state
    twin._events.pop()
    assert twin == state
    state._log(0, "seat 0 throws a card face down", "arcana R2")
    twin._log(0, "seat 0 throws a card face up", "arcana R2")
    assert twin != state and twin.event_count == state.event_count


def test_play_returns_only_the_new_events_of_a_cloned_state() -> None:
    state = _played("arcana", 5, 10)
    twin = state.clone()
    events = twin.play(*[twin.legal_actions()[0]])
    assert tuple(events) == twin.events[len(state.events):]


def test_the_position_before_a_simultaneous_throw_drops_the_throws_events() -> None:
    """arcana R2: seat 1's view of the round before seat 0's face-down throw has the events
    before that throw, whether or not the state was cloned since (its log then split)."""
    state = tarotlab.new_game("arcana", seed=1)
    state.clone()
    before_throw = state.events
    state.apply("throw Star")
    state.clone()  # the throw's event is now in the shared part of the log
    before = state.before_simultaneous(1)
    assert before is not None and before.events == before_throw


@settings(max_examples=300, deadline=None)
@given(st.lists(st.floats(allow_nan=False, allow_infinity=False, width=64), max_size=44))
def test_the_greedy_throws_fast_sum_adds_one_at_a_time(terms: list[float]) -> None:
    """The greedy Arcana bot's choices are pinned to sums added one at a time from 0.0
    (tests/test_greedy_records.py); its fast sum gives exactly those floats."""
    expected = 0.0
    for term in terms:
        expected += term
    # compared as text: the same bits (an overflow gives inf or nan alike; a sign of zero shows)
    assert repr(_in_order(iter(terms))) == repr(_sum_in_order(iter(terms))) == repr(expected)
