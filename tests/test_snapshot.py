"""The harness's judge of clone independence (``shared_objects``) finds every shared mutable
object, however it is reached, and nothing else (DESIGN.md "Tests that prove it")."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

import tarotlab
from tarotlab.core.rng import Rng
from tarotlab.testing.snapshot import mutable_ids, shared_objects


@dataclass(frozen=True)
class Box:
    """A frozen value that nevertheless holds something mutable."""

    items: list[int] = field(default_factory=list)


class Token:
    """A plain object usable as a dict key (hashed by identity)."""


def _played(game: str, **options: object) -> tarotlab.State:
    state = tarotlab.new_game(game, seed=4, **options)
    rng = Rng(4, stream=1)
    for _ in range(40):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game", ["arcana", "arcanum", "mystick", "arcs"])
def test_a_clone_shares_nothing_mutable(game: str) -> None:
    state = _played(game)
    assert shared_objects(state, state.clone()) == []


def test_a_shared_list_is_found_with_its_path() -> None:
    state = _played("arcana")
    twin = state.clone()
    twin.__dict__["extra"] = state.__dict__["extra"] = [[1], 2]
    assert shared_objects(state, twin) == [".extra", ".extra[0]"]


def test_an_object_shared_as_a_dict_key_is_found() -> None:
    state = _played("arcana")
    twin = state.clone()
    key = Token()
    state.__dict__["by_token"], twin.__dict__["by_token"] = {key: 1}, {key: 1}
    assert id(key) in mutable_ids(state) & mutable_ids(twin)
    assert shared_objects(state, twin)


def test_a_list_inside_a_shared_frozen_value_is_found() -> None:
    state = _played("arcana")
    twin = state.clone()
    box = Box([1])
    state.__dict__["box"] = twin.__dict__["box"] = box
    assert shared_objects(state, twin) == [".box.items"]


def test_shared_values_do_not_count() -> None:
    state = _played("arcana")
    twin = state.clone()
    value = (1, ("two", frozenset({3})), Box.__name__)
    state.__dict__["value"] = twin.__dict__["value"] = value
    assert shared_objects(state, twin) == []
