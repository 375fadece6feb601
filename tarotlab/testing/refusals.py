"""``assert_refused``: the check every rule test makes of a refusal, written once.

A refused action must be refused the same way by ``check`` and ``apply``, cite a rule (the one
the test expects), say why in words, and change nothing. "Nothing" is judged on the state's
``snapshot`` (options, history, events, every seat's view, the legal actions and every field),
never by comparing with a clone that might share objects with the state.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core.engine import Action, State
from ..core.errors import IllegalAction
from .snapshot import snapshot


def assert_refused(state: State, action: Action | str, rule: str | Iterable[str] | None = None,
                   reason: str = "") -> IllegalAction:
    """Assert that ``action`` is refused now and return the IllegalAction ``apply`` raised.

    ``check`` is not ok and names a rule (``rule``, or one of several, when given); the
    canonical action is not among the legal ones; ``apply`` raises IllegalAction with the same
    rule and reason, which contains ``reason`` (case-insensitive); the state's snapshot is the
    same afterwards.

    >>> import tarotlab
    >>> s = tarotlab.new_game("arcana", seed=1)
    >>> assert_refused(s, "gain 3 keys", "arcana R2", "must throw").reason
    'seat 0 must throw a card now'
    >>> assert_refused(s, "throw The Star")
    Traceback (most recent call last):
    ...
    AssertionError: 'throw The Star' is legal now
    """
    verdict = state.check(action)
    assert not verdict.ok, f"{str(action)!r} is legal now"
    assert verdict.rule, f"{str(action)!r} is refused without a rule ({verdict.reason})"
    if rule is not None:
        wanted = (rule,) if isinstance(rule, str) else tuple(rule)
        assert verdict.rule in wanted, (f"{str(action)!r} is refused under {verdict.rule!r}, "
                                        f"not {' or '.join(map(repr, wanted))}: {verdict.reason}")
    assert state.coerce(action) not in state.legal_actions(), action
    before = snapshot(state)
    try:
        state.apply(action)
    except IllegalAction as err:
        refusal = err
    else:  # pragma: no cover - check() and apply() disagree
        raise AssertionError(f"{str(action)!r}: check() refuses it but apply() took it")
    assert snapshot(state) == before, f"refusing {str(action)!r} changed the state"
    assert (refusal.rule, refusal.reason) == (verdict.rule, verdict.reason), (refusal, verdict)
    assert reason.lower() in refusal.reason.lower(), (reason, refusal.reason)
    return refusal


__all__ = ["assert_refused"]
