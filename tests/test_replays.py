"""Remembered replays (``tarotlab.core.replays``) and the determinizers that go on from them:
a replay that goes on from a remembered one must be exactly the replay from the start, at
every step of a game and in a branch that parts from it (what the conformance harness's
secrecy branches do)."""

from __future__ import annotations

from typing import Any

import tarotlab
from tarotlab.arcanum import determinize as arcanum_determinize
from tarotlab.arcs import determinize as arcs_determinize
from tarotlab.arcs import seen as arcs_seen
from tarotlab.bots import bot_decision, make_bot
from tarotlab.core.replays import Replays
from tarotlab.core.rng import Rng
from tarotlab.mystick import determinize as mystick_determinize


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


def _arcanum_trace(state: Any, seat: int) -> tuple[Any, ...]:
    """Everything a trace holds: its watch's notes and the replayed position."""
    watch, traced = arcanum_determinize._trace(state, seat)
    return (watch.ops, watch.epoch, watch.ret, watch.known, watch.shown,
            [getattr(traced, f) for f in arcanum_determinize._FIELDS],
            traced.history, [str(e) for e in traced.events])


def _fresh_arcanum_trace(state: Any, seat: int) -> tuple[Any, ...]:
    kept = arcanum_determinize._TRACES
    arcanum_determinize._TRACES = Replays(kept=kept.kept)
    try:
        return _arcanum_trace(state, seat)
    finally:
        arcanum_determinize._TRACES = kept


def test_arcanum_traces_going_on_from_remembered_ones_are_the_traces_from_the_start() -> None:
    """At every decision of a 3-player greedy game, every seat's trace goes on from the one
    remembered at the decision before (and a branch taking another chance card from the
    trace of the position it parts at): each equals the trace replayed from the start."""
    state = tarotlab.new_game("arcanum", seed=9, players=3, auto_chance=False)
    bot, rng = make_bot("greedy", "arcanum"), Rng(9)
    arcanum_determinize._TRACES.clear()
    branches = 0
    while not state.is_over:
        for seat in range(state.players):
            assert _arcanum_trace(state, seat) == _fresh_arcanum_trace(state, seat)
        if state.to_move == -1:
            legal = state.legal_actions()
            if len(legal) > 1 and branches < 40:
                branch = state.clone()
                branch.apply(legal[-1])
                assert _arcanum_trace(branch, 0) == _fresh_arcanum_trace(branch, 0)
                branches += 1
            state.apply(rng.choice(legal))
        else:
            state.apply(bot_decision(state, bot, rng))
    assert branches == 40


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


def _fresh_mystick_trace(state: Any, seat: int) -> tuple[Any, ...]:
    kept = mystick_determinize._TRACES
    mystick_determinize._TRACES = Replays(kept=kept.kept)
    try:
        return _mystick_trace(state, seat)
    finally:
        mystick_determinize._TRACES = kept


def test_mystick_traces_going_on_from_remembered_ones_are_the_traces_from_the_start() -> None:
    """As for Arcanum, in 4-player greedy games of Mystick (draws unseen, looks at hands and
    at deck tops, cards pinned when played): at every decision, every seat's trace going on
    from the one before, and 40 branches taking another card at a chance draw, each equal
    to the trace replayed from the start."""
    branches = looks = 0
    mystick_determinize._TRACES.clear()
    for seed in (3,):
        state = tarotlab.new_game("mystick", seed=seed, players=4, auto_chance=False)
        bot, rng = make_bot("greedy", "mystick"), Rng(seed)
        while not state.is_over:
            looks += bool(state.seen)
            for seat in range(state.players):
                assert _mystick_trace(state, seat) == _fresh_mystick_trace(state, seat)
            if state.to_move == -1:
                legal = state.legal_actions()
                if len(legal) > 1 and branches < 40:
                    branch = state.clone()
                    branch.apply(legal[-1])
                    assert _mystick_trace(branch, 1) == _fresh_mystick_trace(branch, 1)
                    branches += 1
                state.apply(rng.choice(legal))
            else:
                state.apply(bot_decision(state, bot, rng))
    assert branches == 40 and looks > 0


def _arcs_knowledge(state: Any, seat: int) -> tuple[Any, ...]:
    """Everything ``Knowledge`` learns from its pass over the real game (not the redraw of
    earlier chapters, remembered on its own: ``tests/test_determinize_arcs.py``)."""
    know = arcs_determinize.Knowledge(state, seat)
    return (know.views, know.chapters, know.uses, know.starts, know.start,
            know.from_discard, know.swaps, know.refills, know.arrivals, know.by_card)


def _fresh_arcs_knowledge(state: Any, seat: int) -> tuple[Any, ...]:
    kept = arcs_seen.SEEN
    arcs_seen.SEEN = Replays(kept=kept.kept)
    try:
        return _arcs_knowledge(state, seat)
    finally:
        arcs_seen.SEEN = kept


def test_arcs_passes_going_on_from_remembered_ones_are_the_passes_from_the_start() -> None:
    """As for Arcanum, in a 2-player greedy game of Arcs (deals and draws unseen, face-down
    Copies and seize cards, chapters begun again): at every decision, both seats'
    ``Knowledge`` from a pass going on from the one before, and from 40 branches taking
    another card at a deal, equal to the ``Knowledge`` from a pass from the start."""
    state = tarotlab.new_game("arcs", seed=4, players=2, auto_chance=False)
    bot, rng = make_bot("greedy", "arcs"), Rng(4)
    arcs_seen.SEEN.clear()
    branches = 0
    while not state.is_over:
        for seat in range(state.players):
            assert _arcs_knowledge(state, seat) == _fresh_arcs_knowledge(state, seat)
        if state.to_move == -1:
            legal = state.legal_actions()
            if len(legal) > 1 and branches < 40 and state.pending.kind == "deal":
                branch = state.clone()
                branch.apply(legal[-1])
                assert _arcs_knowledge(branch, 0) == _fresh_arcs_knowledge(branch, 0)
                branches += 1
            state.apply(rng.choice(legal))
        else:
            state.apply(bot_decision(state, bot, rng))
    assert branches == 40 and state.chapter > 1
