"""Mystick Domination rules, simultaneous effects and the rulebook's questions: a test per
ruling R14 (mystick-rulings.md) and per Question and Answer of the rulebook
(mystick-domination.txt).

Every test names the rule it checks. Games are created with ``auto_chance=False``, so
every card drawn is a CHANCE decision the test chooses (``deal``); where a position would
take many moves, cards are moved between a seat's own piles at a seat's move decision:
tests/mystick_rules_helpers.py says how. The other parts of the rulebook are tested in the
other tests/test_mystick_rules_*.py files.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from mystick_rules_helpers import (
    attach,
    challenge,
    deal,
    end_round_now,
    env,
    fresh,
    pass_move,
    pawn,
    position,
    set_hand,
    take,
    texts,
)

from tarotlab.mystick.catalog import Effect
from tarotlab.mystick.rules import CARDS


# --------------------------------------------------------------------------- R14 and Q&A
def test_r14_qa_simultaneous_effects_the_mover_resolves_first() -> None:
    """mystick R14 / Q&A "two effects at the same time": the mover's effects resolve first,
    then the next player's. Seat 0's Ashen Duelist takes 1 Power from the full Torchbearer
    before the Torchbearer's own "when challenged" gain from the pool."""
    s = position("Wildfire,Storm Front")
    duelist = pawn(s, 0, "6W")
    torch = pawn(s, 1, "5W", power=2)
    pool = s.pool
    s.apply(f"challenge {duelist.label} -> {torch.label}")
    assert duelist.power == 1 and torch.power == 2 and s.pool == pool - 1


def test_r14_the_movers_attachment_on_the_target_resolves_before_the_targets_effect() -> None:
    """mystick R14: effects are ordered by their owners, the mover first, whatever card they
    are on: seat 0's Bounty Mark on seat 1's Vault Warden draws for seat 0 before the Vault
    Warden returns a card to seat 1's hand."""
    s = position("Forge and Ledger,Iron Archive")
    attacker = pawn(s, 0, "6W")
    warden = pawn(s, 1, "6P", power=1)
    attach(s, 0, "10P", warden)
    s.discards[1].append(take(s, 1, "3S"))
    fresh(s)
    s.apply(f"challenge {attacker.label} -> {warden.label}")
    assert (s.pending.kind, s.pending.player, s.pending.dest) == ("card", 0, "hand")
    deal(s, "3P")
    assert s.pending == ("recover", 1, "6P")


def test_qa_after_initiative_effects_winner_first() -> None:
    """mystick R14 / Q&A "after the next initiative draw": the initiative winner's effects
    resolve first, then the next player's."""
    s = position("Iron Archive,Deep Wells")
    env(s, 0, "AP")  # you return a Minor from your discard pile to your hand
    env(s, 1, "2P")  # each opponent discards a random card from their hand
    s.discards[0].append(take(s, 0, "5S"))
    fresh(s)
    end_round_now(s, then_settle=False)
    deal(s, "2S", "KC")  # seat 1 wins the initiative
    assert (s.pending.kind, s.pending.player) == ("random", 0)  # seat 1's Tithe first
    s.apply(s.legal_actions()[0])
    assert s.pending == ("recover", 0, "AP")  # then seat 0's Market Day
    s.apply("recover 5S")
    assert s.pending == ("move", 1)


def test_qa_two_copies_of_the_same_pawn_in_play() -> None:
    """mystick Q&A "two copies of the same Pawn in play": yes, clones happen all the time."""
    s = position("Wildfire,Storm Front")
    set_hand(s, 0, "5W")
    set_hand(s, 1, "5W")
    s.apply("play 5W")
    s.apply("play 5W")
    (a,), (b,) = s.pawns
    assert a.card == b.card == "5W" and a.label != b.label
    assert f"challenge {a.label} -> pool" in s.legal_actions()
    s.check_invariants()


def test_qa_you_means_the_cards_owner() -> None:
    """mystick Q&A "you": the person who played the card. Seat 0's Bounty Mark on seat 1's
    Pawn draws for seat 0 when that Pawn challenges."""
    s = position("Forge and Ledger,Iron Archive")
    pass_move(s)
    theirs = pawn(s, 1, "5S")
    attach(s, 0, "10P", theirs)
    hand0, hand1 = len(s.hands[0]), len(s.hands[1])
    s.apply(f"challenge {theirs.label} -> pool")
    assert (s.pending.kind, s.pending.player, s.pending.dest) == ("card", 0, "hand")
    deal(s, "3P")
    assert len(s.hands[0]) == hand0 + 1 and len(s.hands[1]) == hand1


def test_qa_looking_at_the_last_cards_of_a_deck_does_not_eliminate() -> None:
    """mystick Q&A "looking at the last card": looking and putting the cards back does not
    eliminate. (The catalog only looks at your own deck: Queen of Coffers looks at 3 of the
    last 2 cards; they stay in the deck, in order.)"""
    s = position("Iron Archive,Wildfire")
    set_hand(s, 0, "QP")
    keep = ["7S", "KS"]
    s.discards[0] += [c for c in s.decks[0] if c not in keep]
    s.decks[0] = list(keep)
    fresh(s)
    s.apply("play QP")
    deal(s, *keep)
    assert not s.eliminated[0] and not s.is_over
    assert s.tops[0] == keep and s.view(0).players[0].deck == 2
    assert s.view(0).players[0].known_top == tuple(keep)
    assert s.view(1).players[0].known_top == ()


def test_qa_a_major_discarded_at_the_redraw_does_not_resolve() -> None:
    """mystick Q&A / R7: a Major discarded at the redraw does not take effect."""
    s = position()
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "M19", "3W", redraw=(1,), again=("2C",))
    assert s.vp[0] == 1 and "M19" in s.discards[0]
    assert not any("The Sun" in t and "resolves" in t for t in texts(s))


def test_qa_score_has_no_maximum() -> None:
    """mystick Q&A "above 29": there is no maximum score."""
    s = position()
    p = pawn(s, 0, "5W")
    s.vp = [29, 0]
    fresh(s)
    challenge(s, f"challenge {p.label} -> pool", "M19", "3W")
    assert s.vp[0] == 29 + 2 + 2


def test_qa_score_floor_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    """mystick Q&A "below zero": any effect that would reduce a score below zero puts it at
    zero (shown with a Hierophant that takes 5 VP)."""
    s = position("Forge and Ledger,Iron Archive")
    card = CARDS["M05"]
    monkeypatch.setitem(CARDS, "M05", replace(card, effects=(
        Effect("fate", "vp", (("amount", -5), ("target", "you"))),)))
    p = pawn(s, 0, "5W")
    s.vp = [2, 0]
    challenge(s, f"challenge {p.label} -> pool", "M05", "3P")
    assert s.vp[0] == 1  # 2 - 5 -> 0, then 1 VP for the Power the Major's success took


def test_qa_a_major_that_kills_the_target_means_no_transfer() -> None:
    """mystick Q&A "a Major kills the target": its Power already returned to the pool, and you
    were not challenging the pool: no Power and no VP."""
    s = position()
    p = pawn(s, 0, "5W")
    target = pawn(s, 1, "5S", power=2)
    pool = s.pool
    challenge(s, f"challenge {p.label} -> {target.label}", "M13", "3W")
    assert target not in s.pawns[1] and s.pool == pool + 2
    assert p.power == 0 and s.vp[0] == 0


def test_qa_influence_drop_returns_the_excess_to_the_pool() -> None:
    """mystick Q&A / R9: a Pawn with more Power than its influence returns the excess."""
    s = position()
    target = pawn(s, 1, "7S", power=3)
    set_hand(s, 0, "9W")
    pool = s.pool
    s.apply(f"play 9W -> {target.label}")
    assert s.influence(target) == 2 and target.power == 2 and s.pool == pool + 1
    assert "1 Power returns to the pool" in " ".join(texts(s))


def test_qa_a_pawn_leaving_play_returns_its_power() -> None:
    """mystick Q&A / R9: a Pawn removed from play returns its Power to the pool."""
    s = position()
    p = pawn(s, 0, "5W")
    target = pawn(s, 1, "7S", power=3)
    target2 = pawn(s, 1, "5P", power=1)
    pool = s.pool
    challenge(s, f"challenge {p.label} -> {target2.label}", "M13", "2C")  # Death
    assert s.pool == pool + 1 and target in s.pawns[1]
    s.check_invariants()


def test_qa_discard_piles_are_public_in_every_view() -> None:
    """mystick Q&A "look through the discard piles": yes, in every seat's view and a
    spectator's."""
    s = position()
    set_hand(s, 0, "PW", "NW")
    s.apply("play PW")
    for seat in (0, 1, None):
        view = s.view(seat)
        assert view.players[0].discard == ("PW",)
    assert s.view(1).players[0].hand is None


def test_qa_immunity_is_not_doubled() -> None:
    """mystick Q&A "Immunity twice": a Pawn has a trait or not: an Immune Pawn with Aegis of
    the Wind still cancels only one success."""
    s = position()
    p = pawn(s, 0, "7W")
    target = pawn(s, 1, "5S", power=2)
    attach(s, 1, "8S", target)
    challenge(s, f"challenge {p.label} -> {target.label}", "3W", "4W", "2C")
    assert p.power == 1 and target.power == 1
