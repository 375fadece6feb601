"""Game options: declared once per game, validated once, stored in every record."""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from .errors import OptionError, shown
from .rng import MAX_SEED


@dataclass(frozen=True, slots=True)
class Option:
    """One option a game accepts: its type, allowed values and default, and what it means.

    >>> players = Option("players", int, 3, "number of players", minimum=2, maximum=4)
    >>> players.validate("arcs", 4)
    4
    >>> players.validate("arcs", 5)
    Traceback (most recent call last):
    ...
    tarotlab.core.errors.OptionError: arcs: option 'players' must be at most 4, not 5
    """

    name: str
    kind: type
    default: Any
    doc: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    nullable: bool = False

    def validate(self, game: str, value: Any) -> Any:
        """Return the value if it is allowed, else raise OptionError naming the option."""
        if value is None and self.nullable:
            return None
        # bool is an int in Python: refuse True for an int option and 1 for a bool option.
        if type(value) is not self.kind:
            raise OptionError(
                f"{game}: option {self.name!r} must be {self.kind.__name__}, "
                f"not {type(value).__name__} {shown(value)}", self.name
            )
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise OptionError(f"{game}: option {self.name!r} must be one of {allowed}, "
                              f"not {shown(value)}", self.name)
        number = cast(int, value)
        if self.minimum is not None and number < self.minimum:
            raise OptionError(f"{game}: option {self.name!r} must be at least {self.minimum}, "
                              f"not {shown(value)}", self.name)
        if self.maximum is not None and number > self.maximum:
            raise OptionError(f"{game}: option {self.name!r} must be at most {self.maximum}, "
                              f"not {shown(value)}", self.name)
        return value


COMMON_OPTIONS: tuple[Option, ...] = (
    Option("seed", int, None, "seed of every chance decision (None: a fresh random seed, "
           "recorded so the game replays)", minimum=0, maximum=MAX_SEED),
    Option("auto_chance", bool, True, "resolve chance decisions (coin, die, shuffle) "
           "automatically from the seed; False lets you choose each outcome"),
)


def validate_options(
    game: str, specs: tuple[Option, ...], given: Mapping[str, Any]
) -> dict[str, Any]:
    """Fill defaults and validate ``given`` against ``specs``; unknown names are errors.

    >>> validate_options("demo", (Option("players", int, 3, "seats"),), {})
    {'players': 3}
    """
    by_name = {o.name: o for o in specs}
    unknown = [k for k in given if k not in by_name]
    if unknown:
        known = ", ".join(sorted(by_name))
        name = unknown[0]
        raise OptionError(f"{game}: unknown option {shown(name)} (options: {known})",
                          name if isinstance(name, str) and len(name) <= 40 else None)
    values: dict[str, Any] = {}
    for spec in specs:
        if spec.name in given:
            value = given[spec.name]
            if spec.name == "seed" and value is None:
                value = secrets.randbelow(MAX_SEED + 1)
            values[spec.name] = spec.validate(game, value)
        elif spec.name == "seed":
            values[spec.name] = secrets.randbelow(MAX_SEED + 1)
        else:
            values[spec.name] = spec.default
    return values
