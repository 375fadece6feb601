"""Errors raised by tarotlab.

Every error is a ``TarotlabError`` and also a ``ValueError``, so callers that only know
"bad input" can catch ``ValueError``. Each error says what was wrong and where, and quotes
what it was given only in short (``shown``), so a 30 kB string never comes back as a 30 kB
message.
"""

from __future__ import annotations

QUOTE_LIMIT = 80
"""At most this many characters of a user's input are quoted in a message."""


def shown(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A short, printable form of ``value`` for an error message.

    >>> shown("throw The Star")
    "'throw The Star'"
    >>> shown("x" * 500, limit=12)
    "'xxxxxxxx…' (500 characters)"
    >>> shown(10 ** 5000)
    'a number of 5001 digits'
    """
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() > 200:  # str() of a huge int is slow, and refused past 4,300 digits
            digits = len(str(abs(value))) if value.bit_length() < 13_000 else \
                int(value.bit_length() * 0.30103) + 1
            return f"a number of {digits} digits"
        return repr(value)
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return repr(value[: limit - 4])[:-1] + "…' " + f"({len(value)} characters)"
    text = repr(value) if not isinstance(value, list | dict | tuple | set) or len(value) < 50 \
        else f"a {type(value).__name__} of {len(value)} items"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class TarotlabError(ValueError):
    """Base class of every tarotlab error.

    >>> issubclass(IllegalAction, TarotlabError) and issubclass(TarotlabError, ValueError)
    True
    """


class UnknownGame(TarotlabError):
    """A game name that tarotlab does not implement.

    >>> from tarotlab.core.registry import game_class
    >>> game_class("go")
    Traceback (most recent call last):
    ...
    tarotlab.core.errors.UnknownGame: unknown game 'go' (games: arcana, arcanum, mystick, arcs)
    """


class OptionError(TarotlabError):
    """An unknown option, or an option with a bad value (the message names it).

    ``option`` is the option's name where one option is at fault (records cite it as
    ``/options/<name>``).

    >>> OptionError("arcs: option 'players' must be at most 4, not 5", "players").option
    'players'
    """

    def __init__(self, message: str, option: str | None = None) -> None:
        super().__init__(message)
        self.option = option


class MalformedAction(TarotlabError):
    """Text that is not an action of this game at all (no rule can judge it).

    >>> import tarotlab
    >>> tarotlab.new_game("arcana", seed=1).coerce("fly away")
    Traceback (most recent call last):
    ...
    tarotlab.core.errors.MalformedAction: arcana: 'fly away' is not an action (try ...)
    """


class IllegalAction(TarotlabError):
    """A well-formed action that the rules forbid now; the state is left unchanged.

    ``rule`` names the rule that forbids it (for example ``"arcana R2"``), ``reason`` says why.

    >>> str(IllegalAction("gain 3 keys", 0, "arcana R2", "seat 0 must throw a card now"))
    "illegal 'gain 3 keys' by seat 0: [arcana R2] seat 0 must throw a card now"
    """

    def __init__(self, action: str, seat: int | None, rule: str, reason: str) -> None:
        self.action = str(action)
        self.seat = seat
        self.rule = rule
        self.reason = reason
        who = "chance" if seat is not None and seat < 0 else f"seat {seat}"
        super().__init__(f"illegal {shown(str(action))} by {who}: [{rule}] {reason}")


class RecordError(TarotlabError):
    """A game record that is malformed, tampered with or replays illegally.

    ``where`` is a JSON-pointer-like path to the offending part (``/decisions/12/action``).

    >>> RecordError("/decisions/3/1", "not an action").where
    '/decisions/3/1'
    """

    def __init__(self, where: str, what: str) -> None:
        self.where = where
        self.what = what
        super().__init__(f"bad game record at {where}: {what}")


class NoWorldFound(TarotlabError):
    """A determinizer gave up, within its budget, looking for a game the seat cannot tell
    from the real one (Arcs' redraw of a chapter's secret decisions searches, and can meet
    a position it would take minutes to solve). A searching bot then plays the greedy move;
    a hint says it cannot picture the position."""
