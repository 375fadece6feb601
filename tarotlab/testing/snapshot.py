"""Serialized forms of a state, for judging "unchanged" and "equal" without trusting copies.

A check that compares a state against a ``clone()`` misses exactly the defect it should catch
when the two share an object. These helpers turn a state into text instead: its options,
history, event texts, every seat's view text, the legal actions and a dump of every internal
field (caches left out), so two states are equal when their texts are.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from ..core.engine import _ATOMS, ALL, State

_SCALARS = (int, str, float, bool, type(None), bytes)
_SEPARATE = frozenset({"_events", "_decisions", "options"})
"""Fields ``serialized`` writes out on their own (events and history as text)."""
_FIELDS: dict[type, tuple[str, ...]] = {}


def viewers(state: State) -> tuple[int | None, ...]:
    """Every seat, then the spectator (None) and the omniscient view (ALL)."""
    return (*range(state.players), None, ALL)


def view_texts(state: State) -> dict[str, str]:
    """The text of every seat's and the spectator's view (what the omniscient view shows is in
    the fields), keyed by the viewer's name."""
    return {str(v): str(state.view(v)) for v in (*range(state.players), None)}


def serialized(state: State) -> str:
    """The state as text: what every seat can see of it and every field it holds.

    >>> import tarotlab
    >>> a, b = tarotlab.new_game("arcana", seed=3), tarotlab.new_game("arcana", seed=3)
    >>> serialized(a) == serialized(b)
    True
    """
    events = state.events
    events_text = "\n".join([e.text for e in events]) + "\n".join([e.rule for e in events])
    parts = [
        json.dumps(state.options, sort_keys=True, default=str),
        repr([seat for seat, _ in state.history]),
        "\n".join([action for _, action in state.history]),
        repr([(e.step, e.seat) for e in events]),
        events_text,
        *view_texts(state).values(),
        repr(state.legal_actions()),
        dump({k: v for k, v in state.__dict__.items() if k not in _SEPARATE}),
    ]
    return "\n\x1e".join(parts)


def dump(value: Any, depth: int = 0) -> str:
    """A deterministic text of ``value`` and everything inside it (caches left out)."""
    cls = type(value)
    if cls in _ATOMS:
        return repr(value)
    if depth > 60:
        return "<deep>"
    if (cls is tuple or cls is list) and all(type(v) in _ATOMS for v in value):
        return repr(value)
    if isinstance(value, list | tuple):
        inner = ", ".join([dump(v, depth + 1) for v in value])
        return f"[{inner}]" if isinstance(value, list) else f"({inner})"
    if isinstance(value, dict):
        items = ", ".join([f"{dump(k, depth + 1)}: {dump(v, depth + 1)}"
                           for k, v in value.items()
                           if not (isinstance(k, str) and k.startswith("_cache"))])
        return "{" + items + "}"
    if isinstance(value, set | frozenset):
        return "{" + ", ".join(sorted([dump(v, depth + 1) for v in value])) + "}"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = _FIELDS.get(cls)
        if names is None:
            names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(value))
        fields = ", ".join([f"{name}={dump(getattr(value, name), depth + 1)}" for name in names])
        return f"{cls.__name__}({fields})"
    if hasattr(value, "__dict__"):
        return f"{cls.__name__}{dump(vars(value), depth + 1)}"
    return repr(value)


def shared_objects(a: Any, b: Any) -> list[str]:
    """Paths (in ``a``) of mutable objects reachable from both ``a`` and ``b``.

    Atoms, tuples and frozen dataclasses are values, not objects one could change through the
    other state, so only lists, dicts, sets and other objects count.
    """
    seen_b = set(_mutables(b, "", {}).keys())
    return sorted(path for oid, path in _mutables(a, "", {}).items() if oid in seen_b)


def _mutables(value: Any, path: str, found: dict[int, str]) -> dict[int, str]:
    if isinstance(value, State):  # decisions and events hold immutable items by construction
        for name in ("_decisions", "_events"):
            found[id(getattr(value, name))] = f".{name}"
        stack = [(v, f".{k}") for k, v in vars(value).items()
                 if k not in ("_decisions", "_events") and not k.startswith("_cache")]
    else:
        stack = [(value, path)]
    visited: set[int] = set()
    while stack:
        item, where = stack.pop()
        cls = type(item)
        if cls in _ATOMS or isinstance(item, _SCALARS) or id(item) in visited:
            continue
        visited.add(id(item))
        if cls is tuple or cls is frozenset:
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
