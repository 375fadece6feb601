"""Verdicts and rule citations: the vocabulary of "why can't I do that?"."""

from __future__ import annotations

from dataclasses import dataclass


def cite(game: str, rule: str) -> str:
    """Return the citation form used everywhere, e.g. ``cite("arcana", "R5") == "arcana R5"``.

    >>> cite("arcs", "R8")
    'arcs R8'
    """
    return f"{game} {rule}"


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer to ``state.check(action)``: legal or not, under which rule, and why.

    >>> refusal = Verdict(False, "arcana R2", "seat 0 must throw a card now")
    >>> bool(refusal), bool(LEGAL), str(refusal)
    (False, True, 'illegal: [arcana R2] seat 0 must throw a card now')
    """

    ok: bool
    rule: str = ""
    reason: str = ""

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        if self.ok:
            return "legal"
        return f"illegal: [{self.rule}] {self.reason}"


LEGAL = Verdict(True)
