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
