"""How Arcs' redraw finds a world in the chapters it used to give up on (issue 32): what a
seat knows from public counts and swaps (arcs R5: hand sizes are public; tarotlab C7: a
Farseers Prelude discards hand cards face down and draws that many + 1 from the bottom of the
action discard; a Farseers declaration swaps one card for one), and how the search goes back
to the decision that could have placed a missing card (conflict-directed backjumping).

The positions are from seeded all-greedy 3-player games (``greedy_position``); the expected
values are worked out from the rules and the game's public record, printed in each test."""

from __future__ import annotations

from typing import Any, cast

import pytest
from test_determinize_arcs import greedy_arcs  # tests/ is on the path (rootdir)

import tarotlab
from tarotlab.arcs import determinize as d
from tarotlab.core.engine import Action
from tarotlab.core.rng import Rng
from tarotlab.testing.determinizing import check_indistinguishable, check_possible
from tarotlab.testing.snapshot import serialized


def greedy_position(seed: int, step: int, players: int = 3):  # type: ignore[no-untyped-def]
    """The all-greedy game of ``seed`` stopped before decision ``step``."""
    return greedy_arcs(seed, lambda state, _: state.step == step, players)


def dealt_to(twin: Any, seat: int, first: int, last: int) -> set[str]:
    """The cards the determinization's history deals to ``seat`` at steps first..last."""
    probe = tarotlab.new_game("arcs", **dict(twin.options, auto_chance=False))
    probe.rebuild(twin.history[:first])
    cards = set()
    for who, act in twin.history[first:last + 1]:
        if who == -1 and act.startswith("deal ") and getattr(probe.pending, "to", None) == seat:
            cards.add(act.split()[1])
        probe.apply(act)
    return cards


# Seed 15, chapter 3: seat 1 is dealt at steps 207-212 and is seen using Mob6 (224), Mob2
# (233), Agg5 (251), Con2 (258) and Con3 (279): five cards. At 280 it plays Farseers' Prelude
# and discards Con5 face down (281): its hand holds no card (a public count). It draws two
# from the bottom of the action discard (282: "draw now"), which holds only the two cards
# left undealt (arcs: Setup 2.7; 3 seats × 6 of 20); then it pivots with Adm2 (293) and
# leads Mob5 (298). So for any other seat: Adm2 and Mob5 were the undealt cards, drawn at
# 283-284, and never in seat 1's deal.
WIPE_SEED, WIPE_STEP = 15, 300


def test_a_hand_emptied_by_a_farseers_prelude_got_its_later_cards_after() -> None:
    state = greedy_position(WIPE_SEED, WIPE_STEP)
    know = d.Knowledge(state, 0)
    assert know.arrives_after((1, 279), "Con3") == -1  # pivoted before the Prelude
    # the hand was empty from 282 to the first draw (283): Adm2 and Mob5 came after
    assert know.arrives_after((1, 293), "Adm2") == 283
    assert know.arrives_after((1, 298), "Mob5") == 283
    for observer in (0, 2):
        for k in range(3):
            twin = check_indistinguishable(state, observer, Rng(k))
            drawn = {act.split()[1] for who, act in twin.history[283:285]}
            assert drawn == {"Adm2", "Mob5"}
            deal = dealt_to(twin, 1, 201, 218)
            assert len(deal) == 6 and not deal & {"Adm2", "Mob5"}


def test_a_card_used_only_after_an_emptied_hand_is_offered_last_to_that_seats_deal() -> None:
    state = greedy_position(WIPE_SEED, WIPE_STEP)
    know = d.Knowledge(state, 0)
    sim = d.fresh_game(state)
    sim.rebuild(state.history[:212])  # seat 1's last deal of chapter 3
    assert getattr(sim.pending, "to", None) == 1
    order = d._candidates(sim, "entry", state.history[212][1], 212, know, Rng(3))
    late = [a for a in order if a in ("deal Adm2", "deal Mob5")]
    assert late and order[-len(late):] == late


# Seed 708, chapter 2, seen by seat 2: seat 0 is dealt at 82-87 and uses Mob2, Agg5, Adm3,
# Agg6 and Adm4 before it swaps a card with seat 1 (166, a Farseers declaration: seat 2 sees
# that they swapped, not which cards); after the swap seat 0 pivots with Con5 (181), and seat
# 1 pivots with Mob6 (171) and Con6 (183). Seat 0 gave a card at the swap, so its six were
# the five it used and the one it gave: Con5 reached it by the swap, so seat 1 was dealt Con5
# and gave it. Before, the redraw gave up on this chapter (1,000 wrong choices).
SWAP_SEED, SWAP_STEP = 708, 203


def test_a_swap_the_seat_did_not_see_is_redrawn_both_ways() -> None:
    state = greedy_position(SWAP_SEED, SWAP_STEP)
    for k in range(3):
        twin = check_indistinguishable(state, 2, Rng(k))
        check_possible(twin, Rng(k))
        hands = [dealt_to(twin, holder, 82, 99) for holder in (0, 1)]
        assert [len(hand) for hand in hands] == [6, 6]
        assert "Con5" in hands[1] and "Con5" not in hands[0]
        assert twin.history[166][1].endswith(" for Con5")


# Seed 729, chapter 5, seen by seat 2: seat 0 plays Farseers' Prelude (467) and discards its
# whole hand face down, five cards (468-472), onto an empty pile; it draws six (tarotlab C7):
# the two undealt cards (arcs: Setup 2.7, 3 seats × 6 of 20) by chance, then the four lowest
# of its five from the bottom. Seat 2 secures Call to Action (522) and draws one from the
# bottom (no discard since): the fifth, Con3 (it pivots with it at 546). So in any world seat
# 2 can picture, seat 0 discarded Con3 and chance placed it last of the five (the four
# placings name the other four).
PILE_SEED, PILE_STEP = 729, 547


def test_a_card_drawn_from_the_bottom_of_the_discard_was_placed_there() -> None:
    state = greedy_position(PILE_SEED, PILE_STEP)
    for k in range(3):
        twin = check_indistinguishable(state, 2, Rng(k))
        acts = [act for _, act in twin.history]
        assert "also discard Con3" in acts[468:473]
        assert len([a for a in acts[474:478] if a.startswith("pile ")]) == 4
        assert "pile Con3" not in acts[474:478]


@pytest.mark.parametrize(("seed", "step", "seat"), [(703, 542, 1), (722, 189, 1),
                                                     (729, 547, 2)])
def test_positions_the_redraw_gave_up_on_are_pictured(seed: int, step: int, seat: int) -> None:
    """Positions of seeded greedy games where the redraw before this change found no world
    in its 1,000 tries (``benchmarks/results-determinize.md``, "Where the redraw gave up")."""
    state = greedy_position(seed, step)
    for k in range(2):
        check_possible(check_indistinguishable(state, seat, Rng(k)), Rng(k))


def test_a_position_rebuilt_for_a_backtrack_is_the_one_a_copy_would_have_kept(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The redraw keeps no copy of the position at a secret decision until it first goes
    wrong (``_frame``'s ``keep``), then rebuilds it by playing the choices again
    (``_before``): the same worlds, for the same generator, as keeping a copy of every one.
    These positions backtrack (the redraw once gave up on them)."""
    rebuilt = 0
    original = d._before

    def counted(*args: Any) -> Any:
        nonlocal rebuilt
        rebuilt += args[1][-1].before is None
        return original(*args)

    lazy_frame = d._frame

    def frame_with_copy(*args: Any, keep: bool) -> Any:
        return lazy_frame(*args, keep=True)

    worlds = []
    for keep_all in (False, True):
        with monkeypatch.context() as patch:
            patch.setattr(d, "_before", counted)
            if keep_all:
                patch.setattr(d, "_frame", frame_with_copy)
            worlds.append([serialized(greedy_position(seed, step).determinize(seat, Rng(k)))
                           for seed, step, seat in ((703, 542, 1), (722, 189, 1))
                           for k in range(2)])
        if not keep_all:
            assert rebuilt > 0, "no position was rebuilt: the test tests nothing"
    assert worlds[0] == worlds[1]


def knows(refills: dict[int, list[int]] | None = None) -> Any:
    """A stand-in for ``Knowledge`` (``_Knows``)."""
    return _Knows(refills)


class _Knows:
    """A stand-in for ``Knowledge``: the steps at which each seat's hand grew by a draw no
    decision names."""

    def __init__(self, refills: dict[int, list[int]] | None = None) -> None:
        self.refills = refills or {}

    def refilled(self, holder: int, after: int, before: int) -> bool:
        return any(after <= k <= before for k in self.refills.get(holder, []))


def frame(step: int, kind: str, hands: tuple[int, ...], cards: str) -> Any:
    return d._Frame(step, cast(Any, None), [Action("x")], frozenset(cards.split()),
                    frozenset(hands), kind)


def test_backjumping_passes_over_decisions_that_cannot_give_the_seat_the_card() -> None:
    """Seat 2 lacks Mob6 at step 30. A deal to seat 2 naming Mob6 could have given it; a
    later deal to seat 0, seat 0's face-down play and a pile's order cannot (nothing passes
    a card from seat 0 to seat 2 afterwards): the search goes back to the deal to seat 2."""
    frames = [frame(10, "entry", (2,), "Mob6 Con2"), frame(11, "entry", (0,), "Mob6 Con3"),
              frame(20, "exit", (0,), "Mob6 Con3"), frame(21, "pile", (), "Mob6 Con3")]
    want = d._Want(frozenset({"Mob6"}), frozenset({2}), 30)
    assert d._helpers(frames, want, False, knows()) == 1


def test_backjumping_stops_where_a_later_swap_could_have_passed_the_card() -> None:
    """With a swap between seats 0 and 2 at 25 (its choices not naming Mob6, then in the
    pile), Mob6 dealt to seat 0 at 11 could have reached seat 2; and the pile's order at 21
    comes before that swap too: the search goes back to the pile."""
    frames = [frame(10, "entry", (2,), "Mob6 Con2"), frame(11, "entry", (0,), "Mob6 Con3"),
              frame(21, "pile", (), "Mob6 Con3"), frame(25, "swap", (0, 2), "Con2 Con4")]
    want = d._Want(frozenset({"Mob6"}), frozenset({2}), 30)
    assert d._helpers(frames, want, False, knows()) == 3
    assert d._helpers(frames[:3], want, True, knows()) == 3  # the swap as a popped frame


def test_backjumping_stops_at_a_pile_before_the_seat_draws_from_the_bottom() -> None:
    """A draw from the ordered bottom of the discard names no decision (``refills``): the
    order of a pile Mob6 is in decides whether seat 2 draws it."""
    frames = [frame(10, "entry", (2,), "Mob6 Con2"), frame(21, "pile", (), "Mob6 Con3")]
    want = d._Want(frozenset({"Mob6"}), frozenset({2}), 30)
    assert d._helpers(frames, want, False, knows({2: [22]})) == 2
    assert d._helpers(frames, want, False, knows({2: [31]})) == 1  # after the want: no
    assert d._helpers(frames[1:], want, False, knows()) == 0  # none can: chronological


def test_a_decision_whose_choices_are_all_tried_passes_its_wants_back() -> None:
    """The last choice of the swap at 25 met a want of seat 2's (Mob6 at 30), and no choice
    is left: the search goes back to the last decision before the swap that could have
    given seat 2 Mob6 (the deal at 10), passing over seat 0's face-down play of Con3, and
    blames the want on it. Had seat 0's play named Mob6 (kept, it could have gone to seat 2
    by the swap), the search would go back to it; had a choice of the swap failed for a
    reason no want explains, one decision back, blamed as it stands."""
    want = d._Want(frozenset({"Mob6"}), frozenset({2}), 30)

    def frames(exit_cards: str) -> list[Any]:
        out = [frame(10, "entry", (2,), "Mob6 Con2"), frame(20, "exit", (0,), exit_cards),
               frame(25, "swap", (0, 2), "Mob6 Con3")]
        out[-1].untried.clear()
        return out

    passed = frames("Con3")
    d._back_to_a_choice(passed, want, knows())
    assert [f.step for f in passed] == [10] and passed[0].wants == [want]
    kept = frames("Mob6 Con3")
    d._back_to_a_choice(kept, want, knows())
    assert [f.step for f in kept] == [10, 20]
    blind = frames("Con3")
    blind[-1].blind = True
    d._back_to_a_choice(blind, want, knows())
    assert [f.step for f in blind] == [10, 20] and blind[-1].blind


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3])
def test_a_whole_greedy_game_passes_the_determinization_contract_at_every_step(
        players: int) -> None:
    """The contract (``tarotlab.testing.determinizing``) at every step of a whole game with
    the greedy bot in every seat, for every seat: the same view and events, a game the rules
    could have played, and honest in every secrecy branch (two games that differ only in a
    secret kept from the seat give it the same determinization). The 3-player game (seed
    919) has a Farseers swap between two seats, a Prelude's draw from the bottom of the
    discard and two Copies; the 2-player one (16 s alone) the choice to mulligan (kept,
    arcs R10) and a hand card discarded face down by Farseers' Prelude (tarotlab C7).
    The 4-player game of seed 919 passes too (706 steps, 251 s: run by hand, not in the
    suite)."""
    from tarotlab.testing.conformance import check_game

    report = check_game("arcs", games=1, seed=919, deep_every=1, determinize=True,
                        players=players, bots=["greedy"])
    assert report.deep_steps == report.decisions > 0
    assert report.determinizations == players * report.deep_steps
    assert report.secrecy_branches > 0


def test_the_next_use_of_a_card_is_found_by_its_index_as_by_reading_every_use() -> None:
    """``Knowledge.next_use`` looks a card up in an index of its uses; its meaning, read
    straight from the list of uses (step, user, card): the first use of the card after
    ``step``, if it falls in the same chapter. Checked for every card and every step of a
    position late in a greedy game (seed 15, chapter 3)."""
    state = greedy_position(WIPE_SEED, WIPE_STEP)
    know = d.Knowledge(state, 2)

    def by_reading(card: str, step: int) -> tuple[int, int] | None:
        for j, user, c in know.uses:
            if j > step and c == card:
                return (user, j) if know.chapters[j] == know.chapters[step] else None
        return None

    cards = {c for _, _, c in know.uses}
    assert len(cards) > 10
    found = 0
    for step in range(len(state.history)):
        for card in cards:
            expected = by_reading(card, step)
            assert know.next_use(card, step) == expected, (card, step)
            found += expected is not None
    assert found > 100
