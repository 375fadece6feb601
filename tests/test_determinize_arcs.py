"""Arcs's determinizer (tarotlab.arcs.determinize), from the rulebook: arcs R5 (hands and
face-down cards secret, everything else public), arcs: Setup 2.5-2.7 (6 cards each, the rest
face down into the discard), arcs: Round Structure (lead, Surpass, Copy, Pivot)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

import tarotlab
from tarotlab.arcs.scenario import Rig
from tarotlab.core.rng import Rng
from tarotlab.testing.determinizing import check_honest, check_indistinguishable, check_possible

HANDS = {0: ["Agg5", "Adm2", "Con3", "Mob4", "Mob6", "Adm6"],
         1: ["Agg2", "Agg3", "Adm3", "Con2", "Mob2", "Mob3"],
         2: ["Agg4", "Agg6", "Adm4", "Con4", "Con5", "Mob5"]}
ALL_CARDS = sorted(f"{s}{n}" for s in ("Adm", "Agg", "Con", "Mob") for n in range(2, 7))


def dealt(seed: int = 1):  # type: ignore[no-untyped-def]
    return Rig(hands=HANDS).start(players=3, setup_card="3P Mix Up", seed=seed)


def test_own_hand_kept_hidden_hands_keep_their_size() -> None:
    s = dealt()
    for k in range(20):
        twin = check_indistinguishable(s, 0, Rng(k))
        assert twin.hands[0] == sorted(HANDS[0])  # a card seat 0 holds is never elsewhere
        assert [len(h) for h in twin.hands] == [6, 6, 6]
        assert sorted(twin.discard) == sorted(set(ALL_CARDS) - {c for h in twin.hands for c in h})


def test_hidden_cards_are_uniform_among_the_places_they_could_be() -> None:
    """arcs: Setup 2.5-2.7: for seat 0 the 14 other cards are 6 + 6 in the rivals' hands and 2
    in the face-down discard: each lies in seat 1's hand with probability 6/14. chi-square
    with 13 degrees of freedom: the 0.999 quantile is 34.53; the bound is 35."""
    s = dealt()
    unknown = sorted(set(ALL_CARDS) - set(HANDS[0]))
    samples = 700
    counts: Counter[str] = Counter()
    for k in range(samples):
        counts.update(s.determinize(0, Rng(k)).hands[1])
    expected = samples * 6 / 14
    chi2 = sum((counts[c] - expected) ** 2 / expected for c in unknown)
    assert set(counts) <= set(unknown)
    assert chi2 < 35, (chi2, counts)


def test_a_card_played_face_up_stays_where_it_is_and_a_copy_is_redrawn() -> None:
    s = dealt()
    s.apply("lead Agg5")
    while s.to_move == 0:
        s.apply(s.legal_actions()[-1])
    assert s.to_move == 1
    s.apply("copy Agg2")  # face down: secret from seats 0 and 2 (arcs R5)
    copies = Counter()
    for k in range(60):
        twin = check_indistinguishable(s, 0, Rng(k))
        assert (0, "Agg5", "lead") in twin.played  # seen by everyone: 100% of samples
        copy = next(c for p, c, how in twin.played if how == "copy")
        assert copy not in HANDS[0] and copy != "Agg5"
        copies[copy] += 1
        check_possible(twin, Rng(k))
    assert len(copies) > 5  # the copy is redrawn among seat 1's possible cards
    for k in range(5):  # seat 1 knows its copy
        twin = s.determinize(1, Rng(k))
        assert next(c for p, c, how in twin.played if how == "copy") == "Agg2"


def test_two_worlds_differing_in_a_copy_give_the_same_determinization() -> None:
    a, b = dealt(), dealt()
    for s, copy in ((a, "copy Agg2"), (b, "copy Mob3")):
        s.apply("lead Agg5")
        while s.to_move == 0:
            s.apply(s.legal_actions()[-1])
        s.apply(copy)
    for seat in (0, 2):
        for seed in range(5):
            check_honest(a, b, seat, seed)


def test_rivals_deals_are_redrawn_in_the_history() -> None:
    s = dealt()
    twin = s.determinize(0, Rng(3))
    deals = [a for w, a in twin.history if a.kind == "deal"]
    assert len(deals) == 18
    check_possible(twin, Rng(3))


# No conformance run here: Arcs' determinizer replays and searches the history at every
# call (11 ms at the median), so one deep-checked game with its determinizations (every seat
# at every step, two a secrecy branch step) took more than 6 minutes of one core; the contract
# was checked that way once while it was built (3 players, 1,056 determinizations). README:
# "What is missing".


def test_a_determinizer_replays_the_real_game_once_for_all_its_draws(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``determinizer(seat)`` keeps what the seat saw (``Knowledge``, one replay of the real
    game) for all its draws; each draw is what ``determinize(seat, rng)`` gives."""
    import tarotlab.arcs.rules as rules
    from tarotlab.testing.snapshot import serialized

    s = dealt()
    s.apply("lead Agg5")
    while s.to_move == 0:
        s.apply(s.legal_actions()[-1])
    s.apply("copy Agg2")
    replays: list[int] = []

    class Counted(rules.Knowledge):
        def __init__(self, state: Any, who: int) -> None:
            replays.append(who)
            super().__init__(state, who)

    for seat in (0, 2):
        expected = [serialized(s.determinize(seat, Rng(k))) for k in range(6)]
        replays.clear()
        with monkeypatch.context() as patch:
            patch.setattr(rules, "Knowledge", Counted)
            draw = s.determinizer(seat)
            assert [serialized(draw(Rng(k))) for k in range(6)] == expected
        assert replays == [seat]


def test_chapters_before_the_current_one_are_redrawn_once_the_current_one_at_every_draw() -> None:
    """arcs: Draw Cards: a chapter begins with every action card shuffled into one deck, so
    no card hidden before it can lie anywhere but that deck. The chapters before the current
    one are redrawn once for a position (``Knowledge``, from what the seat saw), the current
    chapter's secrets at every draw; every draw is still a game the seat cannot tell from the
    real one, which the rules could have played."""
    from tarotlab.arcs.determinize import Knowledge
    from tarotlab.bots import decisions, make_bot

    state = tarotlab.new_game("arcs", seed=5, players=3)
    bot = make_bot("greedy", "arcs")
    begun = None
    for seat in decisions(state, [bot] * 3, Rng(5)):
        if state.chapter == 2 and begun is None:
            begun = len(state.history)
        if begun is not None and seat == 0 and len(state.history) > begun + 40:
            break
    know = Knowledge(state, 0)
    assert 0 < know.start <= begun  # type: ignore[operator]
    assert all(not hand for hand in Knowledge(state, 0).base.hands)  # gathered, none dealt
    twins = [check_indistinguishable(state, 0, Rng(k)) for k in range(6)]
    before = {tuple(twin.history[:know.start]) for twin in twins}
    assert len(before) == 1  # one redraw of chapter 1 for the position
    assert before != {tuple(state.history[:know.start])}  # ... and not the real one
    assert len({tuple(twin.history[know.start:]) for twin in twins}) > 1
    for k, twin in enumerate(twins):
        check_possible(twin, Rng(k))


def greedy_arcs(seed: int, stop: Callable[[Any, int], bool],  # type: ignore[no-untyped-def]
                players: int = 3):
    """The all-greedy game of ``seed`` stopped at its first decision where ``stop(state,
    seat)`` (``seat``: the one to decide; -1 for chance)."""
    from tarotlab.bots import decisions, make_bot

    state = tarotlab.new_game("arcs", seed=seed, players=players)
    for seat in decisions(state, [make_bot("greedy", "arcs")] * players, Rng(seed)):
        if stop(state, seat):
            return state
    raise AssertionError("the game ended first")


def greedy_game(seed: int, until_chapter: int, step: int = 0):  # type: ignore[no-untyped-def]
    """A 3-player greedy game stopped at seat 2's first decision of ``until_chapter`` from
    ``step`` on."""
    return greedy_arcs(seed, lambda state, seat: state.chapter == until_chapter and seat == 2
                       and state.step >= step)


def test_a_rival_seen_using_more_cards_than_a_hand_holds_is_dealt_the_first_used() -> None:
    """arcs: Setup 2.5 / Draw Cards: six cards a hand. In chapter 3 of this greedy game seat
    2 sees seat 0 use seven cards, so one of them came later. Redrawing seat 0's deal, the
    cards it will be seen using come first, the soonest used first: a deal that left out a
    card used early would be found wrong only many decisions later."""
    from tarotlab.arcs import determinize as d

    state = greedy_game(3, 4)
    know = d.Knowledge(state, 2)
    sim = d.fresh_game(state)
    checked = 0
    for i, (who, act) in enumerate(state.history):
        pending = sim.pending
        if (who == -1 and pending is not None and pending.kind == "deal"
                and pending.to == 0 and know.chapters[i] == 3):
            order = d._candidates(sim, "entry", act, i, know, Rng(i))
            wanted = [a for a in order if know.next_user(d.card_of(a), i) == 0]
            room = d.HAND - len(sim.hands[0])
            if len(wanted) > room:
                steps = [know.next_use(d.card_of(a), i)[1] for a in order[:len(wanted)]]
                assert steps == sorted(steps) and order[:len(wanted)] == wanted
                checked += 1
        sim._apply_legal(act)
    assert checked > 0


def test_a_redraw_that_backtracks_too_long_begins_its_chapter_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With no patience at all (every backtrack begins the chapter again, with fresh
    draws and twice the patience), the redraw still finds a game the seat cannot tell from
    the real one, which the rules could have played."""
    from tarotlab.arcs import determinize as d

    state = greedy_game(729, 5, step=547)  # here a redraw backtracks once
    taken = Counter[int]()
    take = d._take

    def counted(sim: Any, act: Any, step: int, know: Any, seat: int) -> bool:
        ok = take(sim, act, step, know, seat)
        taken[ok] += 1
        return ok

    monkeypatch.setattr(d, "_take", counted)
    monkeypatch.setattr(d, "BACKTRACKS", 0)
    for k in range(4):
        check_possible(check_indistinguishable(state, 2, Rng(k)), Rng(k))
    assert taken[False] > 0  # the chapter was begun again


def give_up_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make every Arcs redraw give up (NoWorldFound): no wrong choice allowed (``TRIES`` 0),
    and every deal found wrong the first time it is tried (the redraw now seldom finds a
    choice wrong, so a real position would not do)."""
    from tarotlab.arcs import determinize as d

    take, tried = d._take, set()

    def picky(sim: Any, act: Any, step: int, know: Any, seat: int) -> bool:
        if act.startswith("deal ") and (step, act) not in tried:
            tried.add((step, act))
            return False
        return take(sim, act, step, know, seat)

    monkeypatch.setattr(d, "_take", picky)
    monkeypatch.setattr(d, "TRIES", 0)


def test_a_redraw_that_finds_no_world_in_its_budget_says_so_and_the_bot_plays_greedy(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A redraw that finds more than ``TRIES`` choices wrong gives up with a clear error
    (NoWorldFound) and changes nothing; the searching bot then plays the greedy bot's move,
    and counts it (the lab's ``fallbacks`` columns); a hint says it cannot picture the
    position."""
    from tarotlab.bots import bot_decision, make_bot
    from tarotlab.core.errors import NoWorldFound
    from tarotlab.search.hint import hint
    from tarotlab.testing.snapshot import serialized

    state = greedy_game(729, 5, step=547)
    before = serialized(state)
    give_up_at_once(monkeypatch)
    with pytest.raises(NoWorldFound, match=r"no game that seat 2 cannot tell from this one "
                                           r"was found in 0 tries .* cannot picture"):
        state.determinize(2, Rng(0))
    greedy = make_bot("greedy", "arcs").choose(state.view(2), state.legal_actions(), Rng(4))
    searcher = make_bot("ismcts:0.2", "arcs")
    assert bot_decision(state, searcher, Rng(4)) == greedy
    assert searcher.fallbacks == 1  # type: ignore[attr-defined]
    with pytest.raises(NoWorldFound, match="cannot picture this position"):
        hint(state, iterations=10)
    assert serialized(state) == before


def test_the_redraw_of_earlier_chapters_depends_on_them_alone_and_is_reused() -> None:
    """arcs: Draw Cards: a chapter begins with every action card shuffled into one deck, so
    the redraw of the chapters before the current one reads only what the seat saw in them.
    Two positions 60 decisions apart in chapter 2 of a greedy game, each worked out afresh,
    get the same redraw of chapter 1; remembered (``_earlier_chapters``), the later position
    reuses the earlier one's and draws the same worlds; another seat gets a redraw of its
    own (what it saw differs)."""
    from tarotlab.arcs import determinize as d
    from tarotlab.testing.snapshot import serialized

    early = greedy_arcs(5, lambda state, seat: state.chapter == 2 and seat == 0)
    late = greedy_arcs(5, lambda state, seat: state.chapter == 2 and seat == 0
                       and state.step >= early.step + 60)
    assert late.chapter == 2 and late.history[:len(early.history)] == early.history
    d.forget_remembered()
    fresh_early = d.Knowledge(early, 0)
    d.forget_remembered()
    fresh_late = d.Knowledge(late, 0)
    worlds = [serialized(late.determinize(0, Rng(k))) for k in range(3)]
    assert 0 < fresh_early.start == fresh_late.start
    assert serialized(fresh_early.base) == serialized(fresh_late.base)
    d.forget_remembered()
    remembered = d.Knowledge(early, 0).base
    assert d.Knowledge(late, 0).base is remembered
    assert [serialized(late.determinize(0, Rng(k))) for k in range(3)] == worlds
    assert d.Knowledge(late, 1).base is not remembered
