"""The shape of a game's action language: forms that read forgiving text into typed actions,
each of which writes its canonical text back.

A game declares each form of action once: a ``Form`` holds the pattern of the input it accepts
(a regular expression matched against the whole text, any case, spaces collapsed, ``→`` read
as ``->``), the reader that turns a match into a typed action (a frozen dataclass with named
fields; None when a name in it is not understood), and examples. A typed action writes its
canonical text with ``to_text()``, so a game's ``parse_action`` is ``parse(text).to_text()``
and the canonical text is written in one place.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Throw:
...     card: str
...     def to_text(self) -> str:
...         return f"throw {self.card}"
>>> forms = [Form(r"throw (\\w+)", lambda m: Throw(m.group(1).title()), ("throw Star",))]
>>> Language(forms).read("THROW  star")
Throw(card='Star')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, NamedTuple, Protocol, TypeVar


class TypedAction(Protocol):
    """An action as a typed value: it writes its own canonical text."""

    def to_text(self) -> str: ...


T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Phrase:
    """A decision of fixed words (``pass``, ``end turn``, ``roll the rerolls``): its text is
    its canonical text. Every game has some.

    >>> Phrase("pass").to_text()
    'pass'
    """

    text: str

    def to_text(self) -> str:
        return self.text


class Form(NamedTuple, Generic[T]):
    """One form of action: the forgiving input it accepts, its reader, the examples a message
    about a malformed text may show, and more texts it reads (tested, not shown)."""

    pattern: str
    read: Callable[[re.Match[str]], T | None]
    examples: tuple[str, ...] = ()
    also: tuple[str, ...] = ()


def normal(text: str) -> str:
    """The text as forms read it: spaces collapsed, ``→`` as ``->``."""
    return " ".join(text.replace("→", "->").split())


class Language(Generic[T]):
    """A game's forms, compiled: ``read`` gives the typed action of a text.

    ``normalise`` says how a text is read (by default ``normal``: spaces collapsed, ``→`` as
    ``->``); every pattern is matched against the whole of it, in any case.
    """

    def __init__(self, forms: Sequence[Form[T]],
                 normalise: Callable[[str], str] = normal) -> None:
        self.forms = list(forms)
        self.normalise = normalise
        self._compiled = [(re.compile(f.pattern, flags=re.IGNORECASE), f.read) for f in forms]

    def read(self, text: str) -> T | None:
        """The typed action of the first form that matches the whole of ``text`` and
        understands it; None if none does."""
        t = self.normalise(text)
        for pattern, read in self._compiled:
            m = pattern.fullmatch(t)
            if m:
                out = read(m)
                if out is not None:
                    return out
        return None

    def examples(self, verbs: Iterable[str]) -> list[str]:
        """The examples the forms show for ``verbs`` (an example's first word), in that
        order."""
        return [e for verb in verbs for f in self.forms for e in f.examples
                if e.split()[0] == verb]
