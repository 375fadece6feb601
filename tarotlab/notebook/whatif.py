"""What-if explorations for the edge-case notebooks: a main line and its variations, checked.

A prepared position becomes a :class:`~tarotlab.notebook.session.Session`; ``play`` takes
decisions on the line shown (a game's ``Rig`` answers the chance that follows), ``branch``
starts a named variation from an earlier position, and ``expect`` prints a value the
engine computed beside the value the rules give, refusing to go on when they differ. A
sentence that states a computed figure is rendered from the value with ``say``, so the
prose of a notebook cannot go stale (issue "Exploring edge cases", item 7).

>>> s = Session("arcana", seed=1, auto_chance=False)
>>> events = play(s, "coin 1", "throw Magician", "throw Hermit")
>>> events = branch(s, 2, "throw Moon", name="the Moon instead")
>>> print(s.lines()[1])
1: the Moon instead (branches from line 0 after move 2, 3 moves)
>>> expect("seat 1's Moon still in hand", s.state.hands[1][18], 1)
seat 1's Moon still in hand: 1 ✔
"""

from __future__ import annotations

from typing import Any

from ..core.engine import CHANCE, Action, Event
from ..core.errors import IllegalAction, TarotlabError
from ..core.rig import ChanceRig
from .session import Session


def play(session: Session, *actions: Action | str,
         rig: ChanceRig[Any] | None = None) -> tuple[Event, ...]:
    """Take ``actions`` in order on the line shown and return the events they caused.

    Each must be legal: a refused one raises ``IllegalAction`` with its rule and reason (a
    notebook that prepares a position should stop there, not carry on from a wrong one).
    With a ``rig``, the chance decisions after each action are answered by it.
    """
    start = len(session.events)
    for action in actions:
        _take(session, action)
        while rig is not None and session.state.to_move == CHANCE:
            _take(session, rig.choose(session.state))
    return session.events[start:]


def _take(session: Session, action: Action | str) -> None:
    seat = session.state.to_move
    verdict = session.play(action)
    if not verdict.ok:
        raise IllegalAction(str(action), seat, verdict.rule, verdict.reason)


def branch(session: Session, at: int, *actions: Action | str, name: str,
           rig: ChanceRig[Any] | None = None) -> tuple[Event, ...]:
    """Start a variation called ``name`` at position ``at`` of the line shown, play
    ``actions`` on it and return the events they caused; the old line is kept, as after an
    undo, and the new one is shown (``session.line``)."""
    before = len(session.lines())
    verdict = session.goto(at)
    if not verdict.ok:
        raise TarotlabError(str(verdict))
    events = play(session, *actions, rig=rig)
    if len(session.lines()) == before:
        raise TarotlabError(f"{name!r} plays what the line already plays from position {at}: "
                            "a variation needs a different decision")
    session.name_line(name)
    return events


def explore(session: Session) -> Any:
    """An Explorer of a copy of ``session`` (its tree of lines beside the picture of the
    position shown), for the reader to click through; later cells do not move it."""
    from .explorer import Explorer

    return Explorer(session.copy())


def expect(what: str, got: Any, want: Any) -> None:
    """Print what the engine computed (``got``) and check it against what the rules give
    (``want``, worked out by hand); a difference stops the notebook with both values."""
    if got != want:
        raise AssertionError(f"{what}: the engine gives {got!r}, the rules give {want!r}")
    print(f"{what}: {got} ✔")


def say(text: str) -> Any:
    """Show ``text`` as Markdown: for sentences whose figures come from a computation."""
    from IPython.display import Markdown

    return Markdown(text)  # type: ignore[no-untyped-call]

