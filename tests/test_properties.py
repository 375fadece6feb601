"""Property tests (hypothesis): any sequence of choices keeps Arcana's invariants."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import tarotlab
from tarotlab import IllegalAction


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10**6), min_size=1,
                                                  max_size=400),
       resolution=st.sampled_from(["winner", "both"]))
def test_any_choices_keep_invariants_and_replay(seed: int, picks: list[int],
                                                resolution: str) -> None:
    """Invariants (cards, bounds, R10 spending) hold and the record replays (arcana R1-R12)."""
    s = tarotlab.new_game("arcana", seed=seed, resolution=resolution)
    for pick in picks:
        if s.is_over:
            break
        legal = s.legal_actions()
        s.apply(legal[pick % len(legal)])
        s.check_invariants()  # type: ignore[attr-defined]
    assert tarotlab.replay(s.record().to_json()) == s


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 60), text=st.text(max_size=30))
def test_arbitrary_text_never_corrupts(seed: int, steps: int, text: str) -> None:
    """Any text either applies legally or is refused with the state unchanged."""
    s = tarotlab.new_game("arcana", seed=seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(s.legal_actions()[0])
    before = s.clone()
    verdict = s.check(text)
    try:
        s.apply(text)
    except (IllegalAction, tarotlab.MalformedAction):
        assert not verdict.ok
        assert s == before
    else:
        assert verdict.ok
