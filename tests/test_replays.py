"""Remembered replays (``tarotlab.core.replays``) and the determinizers that go on from them:
a replay that goes on from a remembered one must be exactly the replay from the start, at
every step of a game and in a branch that parts from it (what the conformance harness's
secrecy branches do)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import tarotlab
from tarotlab.arcanum import determinize as arcanum_determinize
from tarotlab.arcs import determinize as arcs_determinize
from tarotlab.arcs import seen as arcs_seen
from tarotlab.bots import bot_decision, make_bot
from tarotlab.core.replays import Replays
from tarotlab.core.rng import Rng
from tarotlab.mystick import determinize as mystick_determinize
from tarotlab.testing.snapshot import serialized


def test_the_longest_remembered_beginning_is_found_under_its_key_alone() -> None:
    memo: Replays[str] = Replays(kept=3)
    memo.keep("k", (), "start")
    memo.keep("k", (1, 2), "two")
    memo.keep("other", (1, 2, 3), "another key")
    assert memo.longest("k", (1, 2, 3, 4)) == ("two", 2)
    assert memo.longest("k", (1, 5)) == ("start", 0)  # (1, 2) is not a beginning of it
    assert memo.longest("k", (1, 2)) == ("two", 2)
    assert memo.get("k", (1,)) is None and memo.get("k", (1, 2)) == "two"
    assert memo.longest("none", (1, 2, 3)) is None


def test_the_least_recently_asked_replay_is_forgotten_first() -> None:
    memo: Replays[str] = Replays(kept=2)
    memo.keep("k", (1,), "one")
    memo.keep("k", (2,), "two")
    assert memo.longest("k", (1, 9)) == ("one", 1)  # asked: now the newest
    memo.keep("k", (3,), "three")
    assert len(memo) == 2 and memo.get("k", (2,)) is None and memo.get("k", (1,)) == "one"
    memo.clear()
    assert len(memo) == 0


def goes_on_as_from_the_start(game: str, seed: int, players: int, owner: Any, memo: str,
                              learned: Callable[[Any, int], tuple[Any, ...]],
                              parts: Callable[[Any], bool] = lambda state: True) -> int:
    """Play a greedy game of ``game`` and, at every decision, assert that what every seat's
    replay learns (``learned``), going on from the replay remembered at the decision before
    (in ``owner``'s ``memo``), equals what a replay from the start learns (with an empty
    memo); at the first 40 chance decisions with a choice that ``parts`` allows, also in a
    branch taking another outcome, going on from the position it parts at. Returns the
    branches made."""
    def fresh(state: Any, seat: int) -> tuple[Any, ...]:
        kept = getattr(owner, memo)
        setattr(owner, memo, Replays(kept=kept.kept))
        try:
            return learned(state, seat)
        finally:
            setattr(owner, memo, kept)

    state = tarotlab.new_game(game, seed=seed, players=players, auto_chance=False)
    bot, rng = make_bot("greedy", game), Rng(seed)
    getattr(owner, memo).clear()
    branches = 0
    while not state.is_over:
        for seat in range(state.players):
            assert learned(state, seat) == fresh(state, seat), (state.step, seat)
        if state.to_move == -1:
            legal = state.legal_actions()
            if len(legal) > 1 and branches < 40 and parts(state):
                branch = state.clone()
                branch.apply(legal[-1])
                assert learned(branch, 0) == fresh(branch, 0), ("branch", state.step)
                branches += 1
            state.apply(rng.choice(legal))
        else:
            state.apply(bot_decision(state, bot, rng))
    return branches


def _arcanum_trace(state: Any, seat: int) -> tuple[Any, ...]:
    """Everything a trace holds: its watch's notes and the replayed position."""
    watch, traced = arcanum_determinize._trace(state, seat)
    return (watch.ops, watch.epoch, watch.ret, watch.known, watch.shown,
            [getattr(traced, f) for f in arcanum_determinize._FIELDS],
            traced.history, [str(e) for e in traced.events])


def test_arcanum_traces_going_on_from_remembered_ones_are_the_traces_from_the_start() -> None:
    """At every decision of a 3-player greedy game, every seat's trace goes on from the one
    remembered at the decision before (and a branch taking another chance card from the
    trace of the position it parts at): each equals the trace replayed from the start."""
    assert goes_on_as_from_the_start("arcanum", 9, 3, arcanum_determinize, "_TRACES",
                                     _arcanum_trace) == 40


def test_arcanum_draws_from_the_remembered_forward_half_are_the_draws_made_afresh() -> None:
    """At every fifth decision of a 4-player greedy game, each seat's determinization with a
    given draw is the same whether the forward half of the solver (``worlds.forward``, a
    function of the operations watched) was remembered from the last draw at that position,
    from another seat's or another position's, or worked out afresh."""
    state = tarotlab.new_game("arcanum", seed=12, players=4)
    bot, rng = make_bot("greedy", "arcanum"), Rng(12)
    compared = 0
    while not state.is_over:
        if state.step % 5 == 0:
            for seat in range(state.players):
                first = serialized(state.determinize(seat, Rng(seat)))  # after another's
                again = serialized(state.determinize(seat, Rng(seat)))  # remembered
                arcanum_determinize._LAST_SOLVED.clear()
                assert first == again == serialized(state.determinize(seat, Rng(seat))), \
                    (state.step, seat)
                compared += 1
        state.apply(bot_decision(state, bot, rng) if state.to_move != -1
                    else rng.choice(state.legal_actions()))
    assert compared > 100


def _mystick_trace(state: Any, seat: int) -> tuple[Any, ...]:
    """Everything a trace holds: its watch's notes (each hidden draw as its decision and
    the card pinned to it) and the replayed position."""
    watch, traced = mystick_determinize._trace(state, seat)

    def tokens(items: Any) -> list[tuple[int, str | None]]:
        return [(t.decision, t.card) for t in items]

    rivals = {o: (r.known, tokens(r.hand), tokens(r.tops), tokens(r.tokens))
              for o, r in watch.rivals.items()}
    looks = {looker: (whose, known, tokens(hidden))
             for looker, (whose, known, hidden) in watch.looks.items()}
    return (rivals, looks, watch.hands, watch.tops, watch.seen, traced.hands, traced.tops,
            traced.decks, traced.history, [str(e) for e in traced.events])


def test_mystick_traces_going_on_from_remembered_ones_are_the_traces_from_the_start() -> None:
    """As for Arcanum, in a 4-player greedy game of Mystick (draws unseen, looks at hands and
    at deck tops, cards pinned when played)."""
    looks = []

    def learned(state: Any, seat: int) -> tuple[Any, ...]:
        looks.append(bool(state.seen))
        return _mystick_trace(state, seat)

    assert goes_on_as_from_the_start("mystick", 3, 4, mystick_determinize, "_TRACES",
                                     learned) == 40
    assert any(looks)


def _arcs_knowledge(state: Any, seat: int) -> tuple[Any, ...]:
    """Everything ``Knowledge`` learns from its pass over the real game (not the redraw of
    earlier chapters, remembered on its own: ``tests/test_determinize_arcs.py``)."""
    know = arcs_determinize.Knowledge(state, seat)
    return (know.views, know.chapters, know.uses, know.starts, know.start,
            know.from_discard, know.swaps, know.refills, know.arrivals, know.by_card)


def test_arcs_passes_going_on_from_remembered_ones_are_the_passes_from_the_start() -> None:
    """As for Arcanum, in a 2-player greedy game of Arcs (deals and draws unseen, face-down
    Copies and seize cards, chapters begun again): both seats' ``Knowledge`` from a pass
    going on from the one before, and in 40 branches taking another card at a deal."""
    chapters = []

    def learned(state: Any, seat: int) -> tuple[Any, ...]:
        chapters.append(state.chapter)
        return _arcs_knowledge(state, seat)

    assert goes_on_as_from_the_start("arcs", 4, 2, arcs_seen, "SEEN", learned,
                                     lambda state: state.pending.kind == "deal") == 40
    assert max(chapters) > 1
