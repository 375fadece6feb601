"""How ``State.clone()`` copies a state: deeply, sharing only values, fast enough for search.

A search bot clones the position it thinks about at every playout, so the copy is on its hot
path. Two ways of copying share one memo (``copy_state``):

- a field a game declares the **shape** of (``State.CLONE_SHAPES``: a list of values, a list
  of lists of values, a dict of values, …) is copied by one fitting expression, without looking
  at its items;
- any other field goes through ``copy_value``, which looks at every object it meets: values
  (``ATOMS``, tuples and NamedTuples of them, frozen dataclasses holding nothing mutable) are
  shared, lists, dicts, sets and plain dataclass objects are copied, and an object reached twice
  is copied once, so what is shared inside the state stays shared inside the copy.

A shape that does not fit its field would share a list with the original or split one object
into two; the deep conformance step (``tarotlab.testing.conformance``) checks at every step
that a clone equals the state, shares no mutable object with it and has exactly as many
mutable objects (an object held in two places and copied twice would make one more).

>>> shape_copies = (flat([1, 2]), nested([[1], [2]]), table({'a': 1}), table_of_lists({'a': [1]}))
>>> shape_copies
([1, 2], [[1], [2]], {'a': 1}, {'a': [1]})
"""

from __future__ import annotations

import copy
import dataclasses
import re
from collections.abc import Callable, Mapping
from typing import Any

ATOMS: set[type] = {int, str, float, bool, type(None), bytes}
"""Types whose values never change and hold nothing that does: shared by copies. The engine
adds its own (``Action``, ``Event``, ``Outcome``) when it is imported."""

Shape = Callable[..., Any]
"""How a declared field is copied: it takes the field's value and returns an equal copy (a
shape marked ``with_memo`` takes the state's memo as well)."""


def flat(value: list[Any]) -> list[Any]:
    """A list of values (ints, names, None, tuples of values): a new list, the same items."""
    return value[:]


def nested(value: list[list[Any]]) -> list[list[Any]]:
    """A list of lists of values (one list per seat): every inner list copied."""
    return list(map(list.copy, value))  # a C loop: a comprehension is a call of its own


def table(value: dict[Any, Any]) -> dict[Any, Any]:
    """A dict of values: a new dict, the same keys and values."""
    return value.copy()


def table_of_lists(value: dict[Any, list[Any]]) -> dict[Any, list[Any]]:
    """A dict whose values are lists of values (ships per system): every list copied."""
    return {key: inner[:] for key, inner in value.items()}


def same(value: Any) -> Any:
    """A value that holds nothing mutable (a pending record of names and numbers, a frozen
    dataclass of values): shared, not copied."""
    return value


def list_of_tables(value: list[dict[Any, Any]]) -> list[dict[Any, Any]]:
    """A list of dicts of values (one dict per seat): every dict copied."""
    return list(map(dict.copy, value))


def object_with(*containers: str) -> Shape:
    """The shape of a plain object (a dataclass without slots: Arcs' turn, battle or Catapult
    under way) whose fields hold values, except ``containers``: lists, dicts or sets of
    values. A new object of the same class, every container copied, the rest shared. A field
    left out of ``containers`` that holds a list would be shared with the original: the deep
    conformance step's clone check finds it.

    >>> @dataclasses.dataclass
    ... class Turn:
    ...     seat: int
    ...     used: set[str]
    >>> turn = Turn(1, {"a"})
    >>> copied = object_with("used")(turn)
    >>> copied == turn, copied.used is turn.used
    (True, False)
    """
    def copy_object(value: Any) -> Any:
        new = object.__new__(type(value))
        fields = new.__dict__ = value.__dict__.copy()
        for name in containers:
            fields[name] = fields[name].copy()
        return new

    return copy_object


_WITH_MEMO: set[Shape] = set()


def with_memo(shape: Callable[[Any, dict[int, Any]], Any]) -> Shape:
    """Mark ``shape`` as one that copies objects (Mystick's cards in play, an Attachment inside
    its Pawn) rather than values: it is called with the state's memo (object id -> its copy)
    and must look each object up there before copying it, and put each copy there, as
    ``copy_value`` does, so an object held in two places stays one object in the copy."""
    _WITH_MEMO.add(shape)
    return shape


def copy_state(fields: dict[str, Any], shapes: Mapping[str, Shape]) -> dict[str, Any]:
    """A copy of a state's fields sharing no mutable object with them: each field in
    ``shapes`` by its shape, the others by ``copy_value`` with one memo for the whole state
    (an object reachable from two fields, a Pawn in a play area and in a pending task, is
    copied once and stays one object in the copy). Caches (``_cache…``) holding anything but
    an atom are left out; a cache holding an atom (``None``: not computed) is kept.

    The work is done by a function written for ``shapes`` (``copier_source``), made at the
    first copy with them and kept while they live: a clone runs it at every playout.
    ``shapes`` must not change after its first copy (a class's ``CLONE_SHAPES`` never does;
    a new dict gets a new function).

    >>> shared = [1]
    >>> copied = copy_state({"hp": [3, 4], "seen": [shared, shared], "n": 2}, {"hp": flat})
    >>> copied == {"hp": [3, 4], "seen": [[1], [1]], "n": 2}, copied["seen"][0] is copied["seen"][1]
    (True, True)
    """
    made = _MADE.get(id(shapes))
    if made is None or made[0] is not shapes:
        made = _MADE[id(shapes)] = (shapes, _make_copier(shapes))
    return made[1](fields)


_INLINE: dict[Shape, str] = {
    flat: "value[:]", nested: "[*map(_list_copy, value)]", table: "value.copy()",
    table_of_lists: "dict(zip(value, map(_list_copy, value.values())))",
    list_of_tables: "[*map(_dict_copy, value)]"}
"""The expression each shape of this module is written as in a copier (the same copy as the
function, without the call). Each raises ``TypeError`` or ``AttributeError`` on ``None`` or
an atom (the written copy's cue to look: ``copier_source``); ``value`` is their only name
with that spelling, replaced by the field's lookup (``_VALUE``)."""
_VALUE = re.compile(r"\bvalue\b")
_MADE: dict[int, tuple[Mapping[str, Shape], Callable[[dict[str, Any]], dict[str, Any]]]] = {}
"""The copier made for each dict of shapes, by its id (the dict kept with it, so the id
stays its own)."""


def copier_source(shapes: Mapping[str, Shape]) -> str:
    """The Python source of ``copy_state``'s function for ``shapes``: one line per declared
    field (a shape of this module written out, any other called), then a loop over the
    undeclared fields. Written out because a loop over every field that calls each shape
    is slower: an Arcana clone, where nothing else changed, costs 6% less with the written
    function (``benchmarks/compare-a21dc6a-clone.md``; the reason ``dataclasses`` writes its
    ``__init__``).

    ``copy_fields`` assumes what holds at almost every copy, and raises where it does not:
    every declared field is there (``fields[name]``: ``KeyError``), a field of this module's
    shapes holds a list or a dict (copied without looking: ``TypeError`` or
    ``AttributeError`` on ``None`` or an atom), and the fields are a layout seen before
    (``_layouts``: the undeclared names of each layout by its count of fields; with every
    declared name and every undeclared one of that count there, the same count means the
    same names). Where it raises, ``_checked`` makes the copy again looking at each field,
    and remembers the layout. Keeping one layout per count lets a search that clones a
    position holding a cache and positions without one (two counts) take the quick way
    with both.
    Arcana's and Arcanum's clones, where nothing else changed, cost 11% and 16% less for not
    looking (``benchmarks/compare-9bc3a5a-clone.md``).

    >>> print(copier_source({"hp": flat, "at": table_of_lists, "pending": same}))
    def copy_fields(fields):
        try:
            new = fields.copy()
            memo = {}
            new['hp'] = fields['hp'][:]
            new['at'] = dict(zip(fields['at'], map(_list_copy, fields['at'].values())))
            fields['pending']
            for key in _layouts[len(fields)]:
                value = fields[key]
                if type(value) in _atoms:
                    continue
                if key.startswith('_cache'):
                    del new[key]
                else:
                    new[key] = _copy_value(value, memo)
            return new
        except (KeyError, TypeError, AttributeError):
            return _checked(fields)
    <BLANKLINE>
    def _checked(fields):
        new = fields.copy()
        memo = {}
        value = fields.get('hp')
        if type(value) not in _atoms: new['hp'] = value[:]
        value = fields.get('at')
        if type(value) not in _atoms: new['at'] = dict(zip(value, map(_list_copy, value.values())))
        undeclared = tuple(fields.keys() - _declared)
        if fields.keys() >= _declared:
            _layouts[len(fields)] = undeclared
        for key in undeclared:
            value = fields[key]
            if type(value) in _atoms:
                continue
            if key.startswith('_cache'):
                del new[key]
            else:
                new[key] = _copy_value(value, memo)
        return new
    """
    for key in shapes:
        if not key.isidentifier():
            raise ValueError(f"a state's field name, not {key!r}")
    fast = ["def copy_fields(fields):", "    try:", "        new = fields.copy()",
            "        memo = {}"]
    checked = ["def _checked(fields):", "    new = fields.copy()", "    memo = {}"]
    for key, shape in shapes.items():
        if shape is same:  # shared: fields.copy() holds it
            fast += [f"        fields[{key!r}]"]
            continue
        if shape in _INLINE:
            fast += [f"        new[{key!r}] = " + _VALUE.sub(f"fields[{key!r}]", _INLINE[shape])]
            expression = _INLINE[shape]
        else:
            expression = (f"_shapes[{key!r}](value, memo)" if shape in _WITH_MEMO
                          else f"_shapes[{key!r}](value)")
            fast += [f"        value = fields[{key!r}]",
                     f"        if type(value) not in _atoms: new[{key!r}] = {expression}"]
        checked += [f"    value = fields.get({key!r})",
                    f"    if type(value) not in _atoms: new[{key!r}] = {expression}"]
    undeclared = ["        value = fields[key]",
                  "        if type(value) in _atoms:",
                  "            continue",
                  "        if key.startswith('_cache'):",
                  "            del new[key]",
                  "        else:",
                  "            new[key] = _copy_value(value, memo)",
                  "    return new"]
    fast += ["        for key in _layouts[len(fields)]:",
             *("    " + line for line in undeclared),
             "    except (KeyError, TypeError, AttributeError):",
             "        return _checked(fields)"]
    checked += ["    undeclared = tuple(fields.keys() - _declared)",
                "    if fields.keys() >= _declared:",
                "        _layouts[len(fields)] = undeclared",
                "    for key in undeclared:", *undeclared]
    return "\n".join([*fast, "", *checked])


def _make_copier(shapes: Mapping[str, Shape]) -> Callable[[dict[str, Any]], dict[str, Any]]:
    names: dict[str, Any] = {
        "_atoms": ATOMS, "_declared": frozenset(shapes), "_shapes": dict(shapes),
        "_copy_value": copy_value, "_list_copy": list.copy, "_dict_copy": dict.copy,
        "_layouts": {}}  # count of fields -> the undeclared names of that layout
    exec(copier_source(shapes), names)  # the source names only identifiers (checked there)
    made: Callable[[dict[str, Any]], dict[str, Any]] = names["copy_fields"]
    return made


def copy_value(value: Any, memo: dict[int, Any]) -> Any:
    """Copy ``value`` deeply, sharing atoms and values made of them (see the module's notes)."""
    cls = type(value)
    if cls in ATOMS:
        return value
    if cls is tuple or cls in _RECORDS:
        for item in value:
            if type(item) not in ATOMS:
                break
        else:
            return value
    done = memo.get(id(value))
    if done is not None:
        return done
    new: Any
    if cls is list:  # loops, not comprehensions: most lists are short, and a comprehension
        new = []  # is a function call of its own in Python 3.11
        memo[id(value)] = new
        for item in value:
            new.append(item if type(item) in ATOMS else copy_value(item, memo))
    elif cls is dict:
        new = {}
        memo[id(value)] = new
        for key, item in value.items():
            new[key] = item if type(item) in ATOMS else copy_value(item, memo)
    elif cls in COPIERS:
        new = COPIERS[cls](value, memo)
    elif cls is tuple or cls is frozenset:
        items = [copy_value(item, memo) for item in value]
        unchanged = all(a is b for a, b in zip(items, value, strict=True))
        new = value if unchanged else cls(items)
        memo[id(value)] = new
    elif cls in _RECORDS or _is_record(cls):  # a NamedTuple: a value unless it holds one
        items = [copy_value(item, memo) for item in value]
        unchanged = all(a is b for a, b in zip(items, value, strict=True))
        new = value if unchanged else cls._make(items)
        memo[id(value)] = new
    elif cls is set:
        new = {item if type(item) in ATOMS else copy_value(item, memo) for item in value}
        memo[id(value)] = new
    elif cls in _FROZEN_FIELDS or _is_frozen_dataclass(cls):
        parts = [getattr(value, name) for name in _FROZEN_FIELDS[cls]]
        if ATOMS.issuperset(map(type, parts)) or all(copy_value(part, memo) is part
                                                     for part in parts):
            new = value  # nothing mutable inside: shared like an atom
        else:
            new = copy.deepcopy(value, memo)
        memo[id(value)] = new
    elif cls in _PLAIN_OBJECTS or _is_plain_object(cls):
        new = object.__new__(cls)
        memo[id(value)] = new
        fields = value.__dict__.copy()
        for key, item in fields.items():  # replacing a value keeps the dict's size
            if type(item) not in ATOMS:
                fields[key] = copy_value(item, memo)
        new.__dict__ = fields
    else:
        new = copy.deepcopy(value, memo)
    return new


COPIERS: dict[type, Callable[[Any, dict[int, Any]], Any]] = {}
"""A copy function for a class whose instances a game has many of (Mystick's cards in play):
it must put its copy in the memo before copying what the object holds."""
_PLAIN_OBJECTS: set[type] = set()
_RECORDS: set[type] = set()
_FROZEN_FIELDS: dict[type, tuple[str, ...]] = {}


def _is_record(cls: type) -> bool:
    """``cls`` is a NamedTuple (a pending decision's record): a tuple with named fields."""
    record = issubclass(cls, tuple) and hasattr(cls, "_fields") and hasattr(cls, "_make")
    if record:
        _RECORDS.add(cls)
    return record


def frozen_fields(cls: type) -> tuple[str, ...] | None:
    """The field names of ``cls`` if it is a frozen dataclass (kept once found), else None:
    what ``copy_value`` and the harness's view check look inside.

    >>> frozen_fields(ATOMS.__class__), frozen_fields(dataclasses.make_dataclass(
    ...     "Point", ["x", "y"], frozen=True))
    (None, ('x', 'y'))
    """
    names = _FROZEN_FIELDS.get(cls)
    if names is None and _is_frozen_dataclass(cls):
        names = _FROZEN_FIELDS[cls]
    return names


def _is_frozen_dataclass(cls: type) -> bool:
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen:
        return False
    _FROZEN_FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return True


def _is_plain_object(cls: type) -> bool:
    """Instances of ``cls`` are copied field by field: a ``__dict__``, no slots, no copy hooks."""
    params = getattr(cls, "__dataclass_params__", None)
    plain = (params is not None and not params.frozen and "__slots__" not in vars(cls)
             and not hasattr(cls, "__deepcopy__") and "__reduce_ex__" not in vars(cls)
             and "__reduce__" not in vars(cls) and "__new__" not in vars(cls))
    if plain:
        _PLAIN_OBJECTS.add(cls)
    return plain
