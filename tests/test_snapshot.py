"""The harness's judge of clone independence (``shared_objects``) finds every shared mutable
object, however it is reached, and nothing else (DESIGN.md "Tests that prove it")."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

import tarotlab
from tarotlab.core.rng import Rng
from tarotlab.testing.snapshot import assert_immutable, mutable_ids, shared_objects


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


@dataclass(frozen=True)
class Row:
    """A frozen value of values, as a view holds."""

    label: str
    cells: tuple[object, ...]


@dataclass
class Loose:
    """A dataclass that can change."""

    label: str


@pytest.mark.parametrize(("value", "where"), [
    ((1, ("a", [2])), r"view\[1\]\[1\] is a list"),
    (Row("r", (0, Row("s", ({"k": 1},)))), r"view\.cells\[1\]\.cells\[0\] is a dict"),
    (frozenset({Row("r", (Token(),))}), r"view\[0\]\.cells\[0\] is a Token"),
    (((Loose("x"),),), r"view\[0\]\[0\] is a Loose"),
    ((Row("r", ()), {3}), r"view\[1\] is a set"),
])
def test_a_view_holding_something_that_can_change_is_refused_with_its_path(
        value: object, where: str) -> None:
    with pytest.raises(AssertionError, match=where):
        assert_immutable(value)


@pytest.mark.parametrize("game", ["arcana", "arcanum", "mystick", "arcs"])
def test_every_view_of_a_played_game_is_a_value(game: str) -> None:
    state = _played(game)
    for seat in (*range(state.players), None):
        assert_immutable(state.view(seat))
    assert_immutable(Row("r", (1, "a", None, frozenset({Row("s", ())}), (2.5, b"x"))))
