"""Rebuilding a position (undo, redo, a Session's ``goto``) from the snapshots a game keeps.

A game's state is the result of its decisions, and of the changes made to it by hand between
them where a game allows those (Arcs' ``scenario.Edit``: ``State._hand_changes``). Rebuilding
replays them from the latest snapshot that still agrees with both, and keeps a snapshot every
``CHECKPOINT_EVERY`` decisions on the way, so an undo replays a few decisions, not the game
(a deep conformance step undoes at every step).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from .copying import copy_state

if TYPE_CHECKING:
    from .engine import Action, State

CHECKPOINT_EVERY: Final = 4
"""A snapshot is kept every this many decisions, so an undo replays at most this many."""

Changes = tuple[tuple[Any, ...], ...]
"""Changes made by hand, in the order made, each a tuple whose first item is its step."""
Checkpoint = tuple[tuple[tuple[int, "Action"], ...], Changes, dict[str, Any]]
"""A kept snapshot: the decisions before it, the changes made by hand before it and the
state's fields copied (``copy_state``)."""


def rebuild(state: State, decisions: Sequence[tuple[int, Action]]) -> None:
    """Make ``state`` the game after ``decisions`` (with the changes made by hand up to there):
    from the latest kept snapshot whose decisions and changes agree (or from the start), the
    rest replayed, each change made again at its step, before that step's decision. A kept
    snapshot of another line of play, at or before the position wanted, is dropped (this
    line's is kept in its place); those of later positions stay, for a redo."""
    checkpoints: dict[int, Checkpoint] = state.__dict__.get("_cache_checkpoints") or {}
    wanted = tuple(decisions)
    changes = state._hand_changes(len(wanted))
    start = 0
    for step in sorted(checkpoints, reverse=True):
        if step > len(wanted):
            continue
        prefix, changed, snapshot = checkpoints[step]
        if wanted[:step] == prefix and changed == _made_before(changes, step):
            start = step
            restored = copy_state(snapshot, state.CLONE_SHAPES)
            break
        del checkpoints[step]
    else:
        restored = dict(state._fresh(state.options, autoplay=False).__dict__)
    state.__dict__.clear()
    state.__dict__.update(restored)
    state._reset_caches()
    to_redo = [change for change in changes if change[0] >= start]
    for i in range(start, len(wanted)):
        if i % CHECKPOINT_EVERY == 0 and i not in checkpoints:
            state._fork_events()  # the snapshot shares the events so far
            checkpoints[i] = (wanted[:i], _made_before(changes, i),
                              copy_state(state.__dict__, state.CLONE_SHAPES))
        while to_redo and to_redo[0][0] == i:
            state._redo_hand_change(to_redo.pop(0))
        state.legal_actions()
        state._apply_legal(wanted[i][1])
    for change in to_redo:  # made at the position rebuilt, after its last decision
        state._redo_hand_change(change)
    state._cache_checkpoints = checkpoints


def _made_before(changes: Changes, step: int) -> Changes:
    """The changes made by hand before the decision of ``step``.

    >>> _made_before(((0, "power", (0, 3)), (4, "power", (1, 2))), 4)
    ((0, 'power', (0, 3)),)
    """
    return tuple([change for change in changes if change[0] < step]) if changes else ()


__all__ = ["CHECKPOINT_EVERY", "Checkpoint", "rebuild"]
