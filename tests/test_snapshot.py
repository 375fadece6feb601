"""The harness's judges: of clone independence (``shared_objects``), which finds every shared
mutable object, however it is reached, and nothing else; of views as values
(``assert_immutable``); and of equal fields (``Fields``), which tells states apart exactly when
``dump`` does (DESIGN.md "Tests that prove it")."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

import tarotlab
from tarotlab.core.engine import Action
from tarotlab.core.replay import replay
from tarotlab.core.rng import Rng
from tarotlab.mystick.catalog import Effect
from tarotlab.testing.snapshot import (
    Fields,
    assert_immutable,
    dump,
    mutable_ids,
    shared_objects,
    snapshot,
)


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


# ------------------------------------------------------------- the fields' judge (Fields)
class Piece:
    """A plain object in play (as a Mystick Pawn is), with a cache of its own."""

    def __init__(self, power: int) -> None:
        self.power = power
        self.tags: set[int] = set()


def _fields(state: tarotlab.State) -> Fields:
    return snapshot(state)[-1]  # type: ignore[no-any-return]


def _dumped(state: tarotlab.State) -> str:
    """The same fields as ``dump`` writes them (history, events and options are apart)."""
    return dump({k: v for k, v in state.__dict__.items()
                 if k not in ("_events", "_event_base", "_decisions", "options")})


@pytest.mark.parametrize(("one", "other"), [
    ({"hp": [5, 5]}, {"hp": [5, 4]}),
    ({"piece": Piece(2)}, {"piece": Piece(3)}),
    ({"ratio": 0.5}, {"ratio": 0.25}),
    ({"ratio": 1}, {"ratio": 1.0}),
    ({"seen": {8, 16}}, {"seen": {8, 24}}),
    ({"order": {"a": 1, "b": 2}}, {"order": {"b": 2, "a": 1}}),
    ({"action": Action("throw Star")}, {"action": Action("throw Moon")}),
    ({"effect": Effect("play", "vp", (("amount", 1),))},
     {"effect": Effect("play", "vp", (("amount", 2),))}),
])
def test_fields_that_differ_are_told_apart_as_dump_tells_them(one: dict[str, object],
                                                              other: dict[str, object]) -> None:
    assert dump(one) != dump(other)
    assert Fields(one) != Fields(other)


def test_fields_equal_in_value_are_equal_however_they_lie_in_memory() -> None:
    """What ``dump`` leaves out does not count: the order a set's items happen to lie in, a
    cache inside an object, and which objects are shared."""
    a, b = Piece(2), Piece(2)
    a.tags.update((8, 16))
    b.tags.update((16, 8))  # 8 and 16 collide in a small set: another order
    assert list(a.tags) != list(b.tags)
    b.__dict__["_cache_total"] = 7
    shared = [1, 2]
    assert Fields({"p": a, "x": shared, "y": shared}) == Fields({"p": b, "x": [1, 2],
                                                                  "y": [1, 2]})


@pytest.mark.parametrize("game", ["arcana", "arcanum", "mystick", "arcs"])
def test_fields_agree_with_dump_on_every_position_of_a_played_game(game: str) -> None:
    """At every step: a clone and a replay of the record have equal fields; the position
    before it is judged different exactly when ``dump`` finds it different."""
    state = tarotlab.new_game(game, seed=11)
    rng = Rng(11, stream=2)
    before = _fields(state), _dumped(state)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        now = _fields(state), _dumped(state)
        assert (now[0] == before[0]) == (now[1] == before[1])
        assert _fields(state.clone()) == now[0]
        before = now
    assert _fields(replay(state.record().to_json())) == before[0]
