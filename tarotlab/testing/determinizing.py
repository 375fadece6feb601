"""The contract of ``State.determinize(seat, rng)``, checked by the conformance harness when
asked (``check_game(..., determinize=True)``: the ``tests/test_determinize*.py`` runs).

A determinization is what a search for ``seat`` reads instead of the real state (the coach,
issue 32). It must be a game ``seat`` cannot tell from the real one, a game the rules could
have played, and a function of what ``seat`` knows alone:

- ``check_indistinguishable``: the same ``view(seat)``, the same events (texts, rules, who
  acted, when), the same decisions of ``seat`` itself, the same seat to move and, when ``seat``
  is to move, the same legal actions; the game's invariants hold. At every deep-checked step,
  for every seat.
- ``check_possible``: replaying the determinization's own history from its own options, every
  decision re-checked by the rules (chance outcomes as written, not the seed's), gives the
  determinization back, and it plays on legally to the end. At the deep games' record steps.
- ``check_honest``: two states that differ only in a secret kept from ``seat`` (the secrecy
  branches) give the same determinization for the same ``rng``: two separate states, so
  compared as values (serialized too when they differ, to say where). At every step of every
  secrecy branch.
"""

from __future__ import annotations

from ..core.engine import CHANCE, State
from ..core.replay import apply_recorded, start_recorded
from ..core.rng import Rng
from .snapshot import serialized, snapshot


def has_determinizer(state: State) -> bool:
    """Whether the game implements ``_determinize`` (every game will; the harness skips
    the determinization checks of one that does not yet)."""
    return type(state)._determinize is not State._determinize


def check_indistinguishable(state: State, seat: int, rng: Rng) -> State:
    """Determinize ``state`` for ``seat`` and assert that ``seat`` cannot tell the two apart;
    returns the determinization."""
    twin = state.determinize(seat, rng)
    where = f"{state!r}: determinize({seat})"
    assert twin.view(seat) == state.view(seat), f"{where} changed what seat {seat} sees"
    assert twin.events == state.events, f"{where} changed the events"
    assert twin.step == state.step and twin.to_move == state.to_move, \
        f"{where} changed whose decision it is"
    assert all(mine == its for mine, its in zip(state._decisions, twin._decisions, strict=True)
               if mine[0] == seat or its[0] == seat), \
        f"{where} changed seat {seat}'s own decisions"
    if state.to_move == seat:
        assert twin.legal_actions() == state.legal_actions(), \
            f"{where} changed seat {seat}'s choices"
    assert twin.options["seed"] != state.options["seed"] or state.is_over, \
        f"{where} kept the seed: future chance would be known"
    twin.check_invariants()
    return twin


def check_possible(twin: State, rng: Rng) -> None:
    """Assert that ``twin`` (a determinization) is a game the rules could have played: its
    history, replayed from its options with every decision re-checked, gives it back; then
    play it on to the end with random legal decisions, its invariants holding."""
    options = dict(twin.options, auto_chance=False)  # chance as written, not the seed's
    again = start_recorded(twin.GAME, options)
    for i, (seat, action) in enumerate(twin.history):
        apply_recorded(again, seat, str(action), f"/decisions/{i}")
    assert snapshot(again)[1:] == snapshot(twin)[1:], \
        f"{twin!r}: the determinization is not the game its history gives"
    while not twin.is_over:
        if twin.to_move == CHANCE:
            twin.apply(twin.sample_chance())
        else:
            twin.apply(rng.choice(twin.legal_actions()))
        twin.check_invariants()


def check_before_simultaneous(state: State, seat: int) -> None:
    """Assert what ``State.before_simultaneous(seat)`` promises, when it gives a position:
    only other seats' decisions were taken back, and taking them again gives ``state`` back
    (compared by ``snapshot``, the deep step's serialized judge: the whole text of
    ``serialized`` writes every event out again, and a determinizing check asks it at every
    step, of every seat). That it holds no secret from ``seat`` is ``check_honest``'s."""
    before = state.before_simultaneous(seat)
    if before is None:
        return
    where = f"{state!r}: before_simultaneous({seat})"
    taken_back = state.history[before.step:]
    assert taken_back and before.history == state.history[:before.step], \
        f"{where} is not an earlier position of this game"
    assert all(who not in (seat, CHANCE) for who, _ in taken_back), \
        f"{where} took back more than other seats' decisions"
    again = before.clone()
    for _, action in taken_back:
        again.apply(action)
    assert snapshot(again) == snapshot(state), \
        f"{where}: taking the decisions again does not give the state back"


def check_honest(a: State, b: State, seat: int, seed: int) -> None:
    """Assert that ``a`` and ``b``, which differ only in secrets kept from ``seat``, give the
    same determinization for ``seat`` with the same seed, and the same position before the
    decisions ``seat``'s is simultaneous with (``State.before_simultaneous``)."""
    ba, bb = a.before_simultaneous(seat), b.before_simultaneous(seat)
    assert (ba is None) == (bb is None) and (
        ba is None or bb is None or snapshot(ba) == snapshot(bb)), \
        f"{a!r}: before_simultaneous({seat}) depends on a secret kept from seat {seat}"
    da, db = a.determinize(seat, Rng(seed)), b.determinize(seat, Rng(seed))
    # Two separate determinizations share nothing, so their fields compare as values (a
    # field without value equality would make them differ: a false alarm, never a miss).
    if da != db:
        assert serialized(da) == serialized(db), \
            f"{a!r}: determinize({seat}) depends on a secret kept from seat {seat}"
        raise AssertionError(f"{a!r}: determinize({seat}) gives states that serialize alike "
                             "but differ as values")
