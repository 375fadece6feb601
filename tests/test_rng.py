"""The seeded generator: ``below`` writes ``next64`` out in place for speed and must draw
exactly what ``next64`` with rejection sampling would (records and golden games depend on it)."""

from __future__ import annotations

import pytest

from tarotlab.core.rng import Rng


def _below_by_next64(rng: Rng, n: int) -> int:
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = rng.next64()
        if x < limit:
            return x % n


@pytest.mark.parametrize("bound", [1, 2, 6, 22, 100, (1 << 63) + 5, (1 << 64) - 1, 1 << 64])
def test_below_draws_what_next64_draws(bound: int) -> None:
    """(1 << 63) + 5 rejects almost half of the 64-bit draws: the loop is exercised too."""
    for seed in range(50):
        fast, reference = Rng(seed, stream=3), Rng(seed, stream=3)
        assert [fast.below(bound) for _ in range(40)] == \
            [_below_by_next64(reference, bound) for _ in range(40)]


@pytest.mark.parametrize("bound", [1, 2, 100, (1 << 63) + 5, 1 << 64])
def test_belows_draws_what_below_draws_one_by_one(bound: int) -> None:
    """The batch of a greedy bot's tie-breaking numbers, and the generator after it."""
    for seed in range(50):
        batched, one_by_one = Rng(seed, stream=3), Rng(seed, stream=3)
        assert batched.belows(bound, 40) == [one_by_one.below(bound) for _ in range(40)]
        assert batched.next64() == one_by_one.next64()
    assert Rng(1).belows(6, 0) == []
    with pytest.raises(ValueError, match="positive bound"):
        Rng(1).belows(0, 3)


def test_a_known_seed_gives_known_dice() -> None:
    """SplitMix64 of seed 7, worked out once by next64 and kept (it must never change)."""
    assert [Rng(7).die() for _ in range(1)] == [3]
    rng = Rng(7)
    assert [rng.die() for _ in range(5)] == [3, 4, 3, 4, 3]


def test_below_refuses_an_empty_range() -> None:
    with pytest.raises(ValueError, match="positive bound"):
        Rng(1).below(0)


@pytest.mark.parametrize("bound", [1, 2, 6, 100, 1000, (1 << 63) + 5, 1 << 64])
def test_lazy_belows_gives_what_belows_gives(bound: int) -> None:
    """Each number asked for, in any order, is ``belows``' number at that place, and the
    generator moves on as ``belows`` would, whether or not any number is asked for."""
    for seed in range(50):
        lazy, eager = Rng(seed, stream=3), Rng(seed, stream=3)
        count = seed % 23
        draw, numbers = lazy.lazy_belows(bound, count), eager.belows(bound, count)
        assert [draw(i) for i in reversed(range(count))] == numbers[::-1]
        assert lazy.next64() == eager.next64()
    with pytest.raises(IndexError):
        Rng(1).lazy_belows(100, 3)(3)
    with pytest.raises(ValueError, match="positive bound"):
        Rng(1).lazy_belows(0, 3)


def test_lazy_belows_is_exact_where_below_refuses_a_draw() -> None:
    """Put a state that ``below(100)`` refuses (one of the 16 whose 64 bits lie above the
    last multiple of 100, found by undoing the mix) at each place among the next draws:
    every number and the generator after them are ``belows``' (which draws one more)."""
    from tarotlab.core import rng as module

    refused = module._refused_places(100)
    assert refused is not None and len(refused) == (1 << 64) % 100 == 16
    limit = (1 << 64) - 16
    for place in refused[:4]:
        state_of = (place * module._GOLDEN) & module._MASK
        assert module._mix(state_of) >= limit  # refused indeed
        for before in (1, 2, 7):  # the refused draw is number ``before`` (from 1)
            for count in (before - 1, before, before + 4):
                lazy, eager = Rng(0), Rng(0)
                lazy._state = eager._state = (state_of - before * module._GOLDEN) & module._MASK
                draw, numbers = lazy.lazy_belows(100, count), eager.belows(100, count)
                assert [draw(i) for i in range(count)] == numbers, (place, before, count)
                assert lazy.next64() == eager.next64()


def test_lazy_belows_looks_past_the_end_of_the_sequence(monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    """The places of the next draws can run past 2**64 and start again at 0: a refused
    place just after 0 is among them (told by the numbers it gives: ``belows``' list)."""
    from tarotlab.core import rng as module

    monkeypatch.setattr(module, "_refused_places", lambda n: (1,))
    last = (1 << 64) - 2  # places last + 1, 0 (wrapped), 1: the third is "refused"
    start = Rng(0)
    start._state = (last * module._GOLDEN) & module._MASK
    draw = start.lazy_belows(100, 3)
    assert isinstance(getattr(draw, "__self__", None), list)  # drawn at once by belows
    start._state = (last * module._GOLDEN) & module._MASK
    assert not isinstance(getattr(start.lazy_belows(100, 2), "__self__", None), list)
