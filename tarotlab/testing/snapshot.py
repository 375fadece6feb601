"""Serialized forms of a state, for judging "unchanged" and "equal" without trusting copies.

A check that compares a state against a ``clone()`` misses exactly the defect it should catch
when the two share an object. These helpers turn a state into text instead: its options,
history, event texts, every seat's view text, the legal actions and a dump of every internal
field (caches left out), so two states are equal when their texts are.
"""

from __future__ import annotations

import copyreg
import dataclasses
import gc
import io
import pickle
import types
from functools import partial
from typing import Any

from ..core.copying import frozen_fields
from ..core.engine import _ATOMS, ALL, State

_SCALARS = (int, str, float, bool, type(None), bytes)
_SEPARATE = frozenset({"_events", "_event_base", "_decisions", "options"})
"""Fields ``serialized`` writes out on their own (events and history as text; the events a
state shares with its clones, ``_event_base``, are tuples of values)."""
_FIELDS: dict[type, tuple[str, ...]] = {}


def viewers(state: State) -> tuple[int | None, ...]:
    """Every seat, then the spectator (None) and the omniscient view (ALL)."""
    return (*range(state.players), None, ALL)


def view_texts(state: State) -> dict[str, str]:
    """The text of every seat's and the spectator's view, keyed by the viewer's name."""
    return {str(v): str(state.view(v)) for v in (*range(state.players), None)}


def view_dump(state: State, seat: int | None) -> str:
    """What ``seat`` sees, serialized: the view's every field (its text and HTML are rendered
    from exactly these fields, so equal dumps mean equal pictures)."""
    return dump(state.view(seat))


def snapshot(state: State) -> tuple[Any, ...]:
    """The state as a value that no later change of the state can touch: options, history and
    events as text, every seat's and the spectator's view (views are deeply immutable values,
    ``assert_immutable``), the legal actions and every field written out (``Fields``). Two
    states are equal when their snapshots are; ``serialized`` is the same as one text."""
    return (
        repr(sorted(state.options.items())),  # scalars and lists of texts (a record's)
        state.history,  # tuples of immutable decisions and events: values already
        state.events,
        state.views((*range(state.players), None)),
        state.legal_actions(),
        Fields({k: v for k, v in state.__dict__.items()
                if k not in _SEPARATE and not k.startswith("_cache")}),
    )


class Fields:
    """A state's fields written out as bytes, the judge of "unchanged" and "equal" that a deep
    conformance step asks three times: as strict as comparing their ``dump`` texts, and two
    to seven times cheaper (by game).

    The bytes are written by ``pickle``'s writer (in C), in its fast mode, which keeps no memo:
    an object reached twice is written twice, so only values count, never which objects are
    shared, as in ``dump``; a value of ``_ATOMS`` with parts the writer cannot write (a Mystick
    effect's read-only lookup) is written as the fields it is made from or as its text. The
    bytes are never read from anywhere else: nothing outside this process is unpickled. Equal
    bytes are equal values. Different bytes are judged by ``dump`` of the two values read back,
    because ``dump`` leaves out what the bytes keep (a cache inside an object, the order a set's
    items happen to lie in): so two states ``dump`` calls equal are equal here too, and no
    others.
    A state the writer cannot write at all is kept as its ``dump`` text.

    >>> import tarotlab
    >>> a, b = tarotlab.new_game("arcana", seed=3), tarotlab.new_game("arcana", seed=3)
    >>> snapshot(a)[-1] == snapshot(b)[-1], Fields({"hp": [5, 5]}) == Fields({"hp": [5, 4]})
    (True, False)
    >>> one_way, other_way = Fields({"s": {8, 16}}), Fields({"s": {16, 8}})  # 8 and 16 collide
    >>> one_way.data == other_way.data, one_way == other_way  # so they lie in another order
    (False, True)
    """

    __slots__ = ("data",)

    def __init__(self, fields: dict[str, Any]) -> None:
        self.data: bytes | str
        try:
            self.data = _written(fields)
        except (pickle.PicklingError, TypeError, AttributeError, ValueError):
            self.data = dump(fields)

    def text(self) -> str:
        """The fields as ``dump`` writes them."""
        return self.data if isinstance(self.data, str) else dump(pickle.loads(self.data))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Fields):
            return NotImplemented
        return self.data == other.data or self.text() == other.text()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Fields({self.text()})"


_DISPATCH: dict[type, Any] = dict(copyreg.dispatch_table)
"""How the writer writes the ``_ATOMS`` it cannot write by itself (``_learn_atoms``)."""
_KNOWN_ATOMS: set[type] = set()


def _written(fields: dict[str, Any]) -> bytes:
    """``fields`` as pickle's fast mode writes them (``Fields``)."""
    if len(_KNOWN_ATOMS) != len(_ATOMS):  # a game registers its atoms when it is imported
        _learn_atoms()
    out = io.BytesIO()
    writer = pickle.Pickler(out, protocol=pickle.HIGHEST_PROTOCOL)
    writer.fast = True  # no memo: values, not identities
    writer.dispatch_table = _DISPATCH
    writer.dump(fields)
    return out.getvalue()


def _learn_atoms() -> None:
    """Say how to write each atom: the writer writes str and tuple types (Action, Event) by
    itself; a dataclass is written as the fields it is made from, anything else as its
    ``repr`` (what ``dump`` writes)."""
    for cls in set(_ATOMS) - _KNOWN_ATOMS:
        if dataclasses.is_dataclass(cls):
            names = tuple(f.name for f in dataclasses.fields(cls) if f.init)
            _DISPATCH[cls] = partial(_as_fields, cls, names)
        elif not issubclass(cls, str | tuple | int | float | bytes | type(None)):
            _DISPATCH[cls] = _as_text
        _KNOWN_ATOMS.add(cls)


def _as_fields(cls: type, names: tuple[str, ...], value: Any) -> tuple[Any, ...]:
    return cls, tuple([getattr(value, name) for name in names])


def _as_text(value: Any) -> tuple[Any, ...]:
    return str, (repr(value),)


def serialized(state: State) -> str:
    """The state as one text: ``snapshot`` with every view written out.

    >>> import tarotlab
    >>> a, b = tarotlab.new_game("arcana", seed=3), tarotlab.new_game("arcana", seed=3)
    >>> serialized(a) == serialized(b)
    True
    """
    options, history, events, views, legal, _ = snapshot(state)
    return "\n\x1e".join([
        options, "\n".join(f"{seat} {action}" for seat, action in history),
        "\n".join(f"{e.step} {e.seat} [{e.rule}] {e.text}" for e in events),
        "\n".join(dump(view) for view in views), repr(legal),
        dump({k: v for k, v in state.__dict__.items() if k not in _SEPARATE})])


def assert_immutable(value: Any, path: str = "view") -> None:
    """Raise AssertionError if ``value`` holds anything that could change (a list, a dict, a
    set, an object that is not a frozen dataclass): views must be values.

    Walked level by level (tuples' and frozensets' items gathered by one ``gc.get_referents``
    call per level, in C), with no path kept: a deep check asks it of a view at every step.
    Only when something fails is the value walked again to name where.

    >>> assert_immutable((1, ("a", frozenset({2}))))
    >>> assert_immutable((1, [2]))
    Traceback (most recent call last):
    AssertionError: view[1] is a list, which can change
    """
    level: list[Any] = [value]
    while level:
        walk: list[Any] = []
        inside: list[Any] = []
        for item in level:
            cls = type(item)
            if cls in _ATOMS:
                continue
            if cls is tuple or cls is frozenset:
                walk.append(item)
                continue
            names = frozen_fields(cls)
            if names is None:
                if isinstance(item, _SCALARS):
                    continue
                _name_what_can_change(value, path)
                raise AssertionError(f"{path} holds a {cls.__name__}, which can change")
            inside.extend([getattr(item, name) for name in names])
        level = gc.get_referents(*walk) + inside if walk else inside


def _name_what_can_change(value: Any, path: str) -> None:
    """``assert_immutable``'s failure, with the path of what can change."""
    cls = type(value)
    if cls in _ATOMS or isinstance(value, _SCALARS):
        return
    if cls is tuple or cls is frozenset:
        for i, item in enumerate(value):
            _name_what_can_change(item, f"{path}[{i}]")
        return
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen:
        raise AssertionError(f"{path} is a {cls.__name__}, which can change")
    for field in dataclasses.fields(value):
        _name_what_can_change(getattr(value, field.name), f"{path}.{field.name}")


def dump(value: Any, depth: int = 0) -> str:
    """A deterministic text of ``value`` and everything inside it (caches left out)."""
    cls = type(value)
    if cls in _ATOMS:
        return repr(value)
    if depth > 60:
        return "<deep>"
    if cls is tuple or cls is list:
        if _ATOMS.issuperset(map(type, value)):
            return repr(value)
        inner = ", ".join([repr(v) if type(v) in _ATOMS else dump(v, depth + 1) for v in value])
        return f"[{inner}]" if cls is list else f"({inner})"
    if cls is dict:
        return "{" + ", ".join([f"{k!r}: {repr(v) if type(v) in _ATOMS else dump(v, depth + 1)}"
                                for k, v in value.items()
                                if not (type(k) is str and k.startswith("_cache"))]) + "}"
    if cls is set or cls is frozenset:
        return "{" + ", ".join(sorted([dump(v, depth + 1) for v in value])) + "}"
    names = _FIELDS.get(cls)
    if names is None:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(value))
        elif isinstance(value, dict | list | tuple | set | frozenset):
            return dump(cls.__mro__[1](value) if cls.__mro__[1] in (dict, list, tuple, set,
                                                                     frozenset) else
                        dict(value) if isinstance(value, dict) else list(value), depth)
        elif hasattr(value, "__dict__"):
            return f"{cls.__name__}{dump(vars(value), depth + 1)}"
        else:
            return repr(value)
    parts = []
    for name in names:
        field = getattr(value, name)
        parts.append(f"{name}={repr(field) if type(field) in _ATOMS else dump(field, depth + 1)}")
    return f"{cls.__name__}({', '.join(parts)})"


def shared_objects(a: Any, b: Any) -> list[str]:
    """Paths (in ``a``) of mutable objects reachable from both ``a`` and ``b``.

    Atoms, tuples and frozen dataclasses are values, not objects one could change through the
    other state, so only lists, dicts, sets and other objects count. The search walks both
    graphs with ``gc.get_referents`` (every reference, dict keys included); only when it finds
    a shared object does it walk again to name the paths.
    """
    shared = mutable_ids(a) & mutable_ids(b)
    if not shared:
        return []
    seen_b = set(_mutables(b, "", {}).keys())
    paths = sorted(path for oid, path in _mutables(a, "", {}).items() if oid in seen_b)
    return paths or [f"{len(shared)} objects reached by reference (a dict key, a slot)"]


_SKIP: frozenset[object] = frozenset(_ATOMS) | {type, types.FunctionType, types.BuiltinFunctionType,
                                      types.ModuleType, types.CodeType}
"""Types never walked: values and code (a class or a function is not part of a state). A
game may register more atoms when it is imported (Mystick's catalog effects): ``_kind`` looks
at the engine's set as it is then."""
_KINDS: dict[type, int] = {}
_VALUE, _MUTABLE = 1, 2


def _kind(cls: type) -> int:
    """0: skip; ``_VALUE``: walk inside but do not count; ``_MUTABLE``: count and walk."""
    kind = _KINDS.get(cls)
    if kind is None:
        if cls in _SKIP or cls in _ATOMS or issubclass(cls, _SCALARS) or issubclass(cls, type):
            kind = 0
        elif cls is tuple or cls is frozenset or (issubclass(cls, tuple)
                                                  and hasattr(cls, "_fields")):
            kind = _VALUE  # a NamedTuple (a pending record) is a tuple with names
        elif dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
            kind = _VALUE
            _FIELDS.setdefault(cls, tuple(f.name for f in dataclasses.fields(cls)))
        else:
            kind = _MUTABLE
        _KINDS[cls] = kind
    return kind


def mutable_ids(state: State) -> set[int]:
    """The ids of every mutable object reachable from ``state``'s fields (caches left out),
    level by level: one ``gc.get_referents`` call per level does the walking in C."""
    found = {id(state.__dict__[name]) for name in ("_decisions", "_events")}  # of values
    visited: set[int] = set()
    frontier: list[Any] = [v for k, v in state.__dict__.items()
                           if k not in _SEPARATE and not k.startswith("_cache")]
    frontier.append(state.options)
    while frontier:
        walk: list[Any] = []
        for item in frontier:
            cls = type(item)
            if cls in _SKIP or id(item) in visited:
                continue
            visited.add(id(item))
            kind = _KINDS.get(cls)
            if kind is None:
                kind = _kind(cls)
            if kind == _MUTABLE:
                found.add(id(item))
                walk.append(item)
            elif kind == _VALUE:
                if isinstance(item, tuple | frozenset):  # a NamedTuple too
                    walk.append(item)
                else:  # a frozen dataclass: its fields (never a __dict__ it may have grown)
                    frontier.extend(getattr(item, name) for name in _FIELDS[cls])
        frontier = gc.get_referents(*walk) if walk else []
    return found


def _mutables(value: Any, path: str, found: dict[int, str]) -> dict[int, str]:
    if isinstance(value, State):  # decisions and events hold immutable items by construction
        for name in ("_decisions", "_events"):
            found[id(getattr(value, name))] = f".{name}"
        stack = [(v, f".{k}") for k, v in vars(value).items()
                 if k not in _SEPARATE and not k.startswith("_cache")]
        stack.append((value.options, ".options"))
    else:
        stack = [(value, path)]
    visited: set[int] = set()
    while stack:
        item, where = stack.pop()
        cls = type(item)
        if cls in _ATOMS or isinstance(item, _SCALARS) or id(item) in visited:
            continue
        visited.add(id(item))
        if isinstance(item, tuple | frozenset):  # values, NamedTuples included
            stack.extend((v, f"{where}[{i}]") for i, v in enumerate(item)
                         if type(v) not in _ATOMS)
            continue
        frozen = dataclasses.is_dataclass(item) and cls.__dataclass_params__.frozen
        if not frozen:
            found.setdefault(id(item), where or "/")
        if cls is list:
            stack.extend((v, f"{where}[{i}]") for i, v in enumerate(item)
                         if type(v) not in _ATOMS)
        elif isinstance(item, dict):
            stack.extend((v, f"{where}.{k}") for k, v in item.items()
                         if type(v) not in _ATOMS
                         and not (isinstance(k, str) and k.startswith("_cache")))
        elif isinstance(item, set):
            stack.extend((v, f"{where}{{}}") for v in item)
        elif dataclasses.is_dataclass(item):
            names = _FIELDS.get(cls)
            if names is None:
                names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(item))
            stack.extend((getattr(item, name), f"{where}.{name}") for name in names)
        elif hasattr(item, "__dict__") and not isinstance(item, type):
            stack.extend((v, f"{where}.{k}") for k, v in vars(item).items()
                         if not k.startswith("_cache"))
    return found
