"""Game records: the options plus every decision, as versioned JSON (never pickle).

A record is checked against the schema below before anything is replayed, and replay
(``replay.py``) re-checks every decision with the rules, so a malformed or tampered record
is refused with an error that says what is wrong and where (``/decisions/12/action``).
This module is data only: it imports no game and not the engine.

Schema, version 1::

    {"format": "tarotlab-record", "version": 1, "game": "<name>",
     "options": {<option>: <value>, ...},            # every option of the game, seed an int;
                                                     # a value is a scalar, a list of short
                                                     # texts, or a list of such lists
     "decisions": [[<seat int | "chance">, "<action text>"], ...],
     "meta": {<str>: <str>, ...}}                      # optional, free annotations
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from .errors import (
    RecordError,
    shown,
)
from .seats import CHANCE

FORMAT = "tarotlab-record"
VERSION = 1
MAX_BYTES = 4_000_000
"""The largest record read (a finished 4-player Arcs game is about 15 kB)."""
MAX_DECISIONS = 100_000
MAX_TEXT = 200
MAX_META = 100
MAX_ITEMS = 64  # items of a list option value (and of each inner list)
MAX_ITEM_TEXT = 40  # characters of each text in a list option value
_KEYS_REQUIRED = {"format", "version", "game", "options", "decisions"}
_KEYS_ALLOWED = _KEYS_REQUIRED | {"meta"}


@dataclass(frozen=True)
class Record:
    """A finished or unfinished game: which game, its options, every decision.

    >>> import tarotlab
    >>> s = tarotlab.new_game("arcana", seed=1)
    >>> s.apply("throw the star")
    >>> record = s.record()
    >>> record.decisions[-1], Record.from_json(record.to_json()) == record
    ((0, 'throw Star'), True)
    """

    game: str
    options: dict[str, Any]
    decisions: tuple[tuple[int, str], ...]
    meta: dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "options": dict(self.options),
            "decisions": [["chance" if s == CHANCE else s, a] for s, a in self.decisions],
        }
        if self.meta:
            data["meta"] = dict(self.meta)
        return data

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.to_json(indent=1) + "\n", encoding="utf-8")

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        """Parse and schema-check JSON text (RecordError says what and where).

        >>> Record.from_json('{"format": "a", "format": "b"}')
        Traceback (most recent call last):
        ...
        tarotlab.core.errors.RecordError: bad game record at /: not valid JSON (duplicate key ...)
        """
        if len(text) > MAX_BYTES:
            raise RecordError("/", f"record is larger than {MAX_BYTES:,} bytes")
        try:
            data = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_no_duplicates)
        except (ValueError, RecursionError) as err:
            raise RecordError("/", f"not valid JSON ({shown(str(err), 160)[1:-1]})") from None
        return cls.from_dict(data)

    @classmethod
    def load(cls, path: str | Path) -> Record:
        """Read a record file; a file over ``MAX_BYTES`` is refused before it is read whole
        (so ``/dev/zero`` or a huge file costs nothing)."""
        with Path(path).open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES:
            raise RecordError("/", f"{shown(str(path))} is larger than {MAX_BYTES:,} bytes: "
                              "not a tarotlab record")
        return cls.from_json(data)

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """Schema-check a decoded JSON object."""
        if not isinstance(data, dict):
            raise RecordError("/", f"a record is a JSON object, not {_jtype(data)}")
        missing = sorted(_KEYS_REQUIRED - data.keys())
        if missing:
            raise RecordError("/", f"missing field {missing[0]!r}")
        extra = sorted(data.keys() - _KEYS_ALLOWED)
        if extra:
            raise RecordError(f"/{extra[0]}", "unknown field (not part of record format 1)")
        if data["format"] != FORMAT:
            raise RecordError("/format", f"expected {FORMAT!r}, got {data['format']!r}")
        if type(data["version"]) is not int or data["version"] != VERSION:
            raise RecordError("/version", f"this tarotlab reads version {VERSION}, "
                              f"not {data['version']!r}")
        game = data["game"]
        if not isinstance(game, str):
            raise RecordError("/game", f"expected a game name, got {_jtype(game)}")
        options = data["options"]
        if not isinstance(options, dict):
            raise RecordError("/options", f"expected an object, got {_jtype(options)}")
        if len(options) > MAX_META:
            raise RecordError("/options", f"more than {MAX_META} options")
        for key, value in options.items():
            _check_option_value(f"/options/{shown(key, 40)[1:-1]}", value)
        decisions = data["decisions"]
        if not isinstance(decisions, list):
            raise RecordError("/decisions", f"expected a list, got {_jtype(decisions)}")
        if len(decisions) > MAX_DECISIONS:
            raise RecordError("/decisions", f"more than {MAX_DECISIONS} decisions")
        parsed: list[tuple[int, str]] = []
        append = parsed.append
        for item in decisions:  # the common case, tested without building where it is
            if isinstance(item, list) and len(item) == 2:
                seat, text = item
                if isinstance(text, str) and 0 < len(text) <= MAX_TEXT:
                    if seat == "chance":
                        append((CHANCE, text))
                        continue
                    if type(seat) is int and 0 <= seat < 64:
                        append((seat, text))
                        continue
            _refuse_decision(len(parsed), item)
        meta = data.get("meta", {})
        if not isinstance(meta, dict) or len(meta) > MAX_META or not all(
            isinstance(k, str) and len(k) <= MAX_TEXT and isinstance(v, str) and len(v) <= 10_000
            for k, v in meta.items()
        ):
            raise RecordError("/meta", f"meta is an object of at most {MAX_META} short texts")
        return cls(game, dict(options), tuple(parsed), dict(meta))


def _refuse_decision(i: int, item: Any) -> NoReturn:
    """The RecordError for decision ``i``, which ``Record.from_dict`` found malformed: what is
    wrong with it and where (``/decisions/3/0``: its seat)."""
    where = f"/decisions/{i}"
    if not isinstance(item, list) or len(item) != 2:
        raise RecordError(where, "a decision is a pair [seat, action text]")
    seat = item[0]
    if seat != "chance" and (type(seat) is not int or not 0 <= seat < 64):
        raise RecordError(f"{where}/0", f"a seat is 'chance' or a seat number, not {seat!r}")
    raise RecordError(f"{where}/1", f"an action is non-empty text of at most {MAX_TEXT} "
                      "characters")


def _check_option_value(where: str, value: Any) -> None:
    """An option value is a scalar, a list of short texts, or a list of such lists (a
    Mystick deck list per seat); anything else is refused, naming where."""
    if isinstance(value, list):
        _check_text_list(where, value, inner_lists=True)
    elif not isinstance(value, str | int | bool | None) or isinstance(value, float):
        raise RecordError(where, f"unsupported value type {_jtype(value)}")
    elif isinstance(value, str) and len(value) > MAX_TEXT:
        raise RecordError(where, f"text longer than {MAX_TEXT} characters")


def _check_text_list(where: str, items: list[Any], inner_lists: bool) -> None:
    if len(items) > MAX_ITEMS:
        raise RecordError(where, f"a list option value has at most {MAX_ITEMS} items")
    for i, item in enumerate(items):
        if inner_lists and isinstance(item, list):
            _check_text_list(f"{where}/{i}", item, inner_lists=False)
        elif not isinstance(item, str) or len(item) > MAX_ITEM_TEXT:
            raise RecordError(f"{where}/{i}", f"a list option value holds short texts (at most "
                              f"{MAX_ITEM_TEXT} characters)" + (" or lists of them"
                                                                 if inner_lists else ""))


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"duplicate key {shown(key)}")
        out[key] = value
    return out


def _jtype(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "text", bool: "a boolean", int: "a number",
            float: "a number", type(None): "null"}.get(type(value), type(value).__name__)
