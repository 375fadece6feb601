"""Errors raised by tarotlab.

Every error is a ``TarotlabError`` and also a ``ValueError``, so callers that only know
"bad input" can catch ``ValueError``. Each error says what was wrong and where.
"""

from __future__ import annotations


class TarotlabError(ValueError):
    """Base class of every tarotlab error."""


class UnknownGame(TarotlabError):
    """A game name that tarotlab does not implement."""


class OptionError(TarotlabError):
    """An unknown option, or an option with a bad value (the message names it)."""


class MalformedAction(TarotlabError):
    """Text that is not an action of this game at all (no rule can judge it)."""


class IllegalAction(TarotlabError):
    """A well-formed action that the rules forbid now; the state is left unchanged.

    ``rule`` names the rule that forbids it (for example ``"arcana R2"``), ``reason`` says why.
    """

    def __init__(self, action: str, seat: int | None, rule: str, reason: str) -> None:
        self.action = str(action)
        self.seat = seat
        self.rule = rule
        self.reason = reason
        who = "chance" if seat is not None and seat < 0 else f"seat {seat}"
        super().__init__(f"illegal {str(action)!r} by {who}: [{rule}] {reason}")


class RecordError(TarotlabError):
    """A game record that is malformed, tampered with or replays illegally.

    ``where`` is a JSON-pointer-like path to the offending part (``/decisions/12/action``).
    """

    def __init__(self, where: str, what: str) -> None:
        self.where = where
        self.what = what
        super().__init__(f"bad game record at {where}: {what}")
