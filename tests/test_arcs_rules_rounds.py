"""Arcs (base game) rules, rounds: one test per rule of the rulebook's (arcs.txt) Round Structure
(Step 1 the lead card, Step 2 Surpass, Copy and Pivot, Step 3 Check Initiative, Step 4 Discard Cards
& Check for New Round), Passing Initiative, Declaring an Ambition, Seizing the Initiative and the
Split Discard Piles variant, per ruling (arcs-rulings.md arcs R5, R6, R12) and per project decision
(docs/rulings.md tarotlab X8, X9, X13).

Every test names its rule in its docstring. Games are started with ``Rig`` (auto_chance off): the
Court row, every hand and every battle die are chosen, so the positions are exact. Pieces,
resources, Guild cards, agents, captives, trophies, Power and declared ambitions are then set with
``Edit``, which takes each from (or returns it to) its supply. Expected numbers are worked out by
hand from the rules and the component data (arcs-components.md), never copied from the engine.
tests/arcs_rules_helpers.py holds the helpers and the map of the default setup card, 3P Mix Up. The
other parts of the rulebook are tested in the other tests/test_arcs_rules_*.py files; battles in
tests/test_arcs_battle.py and the end of a chapter in tests/test_arcs_scoring.py.
"""

from __future__ import annotations

import pytest
from arcs_rules_helpers import HANDS, R_LEAD, legal_starting, play, start, texts, turn
from arcs_support import done

from tarotlab import ALL
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit
from tarotlab.testing import assert_refused as refused

R_FOLLOW = "arcs: Round Structure, Step 2"
R_PASS = "arcs: Passing Initiative"
R_SEIZE = "arcs: Seizing the Initiative"
R_DECLARE = "arcs: Declaring an Ambition"


def discard_hand(s: ArcsState, seat: int) -> None:
    """Move a seat's hand to the action discard (a position change no Edit offers)."""
    s.discard += s.hands[seat]
    s.hands[seat] = []
    s._cache_legal = None
    s.check_invariants()


# --------------------------------------------------------------------------- rounds
@pytest.mark.parametrize("card, pips, kinds", [
    ("Adm2", 4, ("tax", "repair", "influence")),
    ("Agg2", 3, ("battle", "move", "secure")),
    ("Con2", 4, ("build", "repair")),
    ("Mob2", 4, ("move", "influence")),
])
def test_lead_card_suit_and_pips(card: str, pips: int, kinds: tuple[str, ...]) -> None:
    """arcs: Round Structure, Step 1: the lead card's suit gives the actions and its pips how
    many (components part 3)."""
    s, rig = start()
    rig.apply(s, f"lead {card}")
    t = turn(s)
    assert (t.seat, t.how, t.pips) == (0, "lead", pips)
    assert set(t.allowed) == set(kinds)
    assert s.hands[0] == sorted(c for c in HANDS[3][0] if c != card)


def test_one_action_per_pip_then_the_turn_ends() -> None:
    """arcs: Round Structure, Step 1 and tarotlab X8: Mobilization 2 has 4 pips; after 4
    Influence actions only 'done' is left and the turn ends by itself."""
    s, rig = start()
    play(rig, s, "lead Mob2", *["influence Lattice Spies"] * 4)
    assert s.agents_left[0] == 6
    assert s.court[0][1] == [4, 0, 0]
    assert s.pending == ("follow", 1)


def test_only_the_initiative_player_leads() -> None:
    """arcs: Round Structure, Steps 1-2: the holder leads or passes; the others Surpass, Copy or
    Pivot."""
    s, rig = start()
    refused(s, "surpass Adm2", R_LEAD)
    refused(s, "lead Adm3", R_LEAD, "not in seat 0's hand")
    play(rig, s, "lead Adm2", "done")
    refused(s, "lead Adm3", R_FOLLOW)
    refused(s, "pass", R_FOLLOW)


def test_pass_gives_initiative_to_the_next_seat_with_cards() -> None:
    """arcs: Passing Initiative: passing skips a seat with no cards and ends the round."""
    s, rig = start()
    discard_hand(s, 1)
    rig.apply(s, "pass")
    assert s.initiative == 2
    assert s.pending == ("lead", 2)
    assert len(s.hands[0]) == 6
    assert s.chapter == 1
    assert s.events[-1].rule == R_PASS


def test_chapter_ends_when_everyone_with_cards_passes() -> None:
    """arcs: Passing Initiative, tarotlab X13: with seat 1 out of cards, two passes in a row
    (seats 0 and 2) end the chapter and discard every hand."""
    s, rig = start()
    discard_hand(s, 1)
    play(rig, s, "pass", "pass")
    assert s.chapter == 2
    assert any("everyone with cards has passed" in t for t in texts(s))
    assert [len(h) for h in s.hands] == [6, 6, 6]  # chapter 2's deal


def test_passes_must_be_consecutive() -> None:
    """tarotlab X13: a lead in between starts the count again."""
    s, rig = start()
    rig.apply(s, "pass")  # seat 0 passes: 1
    play(rig, s, "lead Adm3", "done", "copy Mob6")  # seat 1 leads: the count restarts
    done(rig, s, 2)
    rig.apply(s, "copy Con2")
    done(rig, s, 0)
    assert s.pending == ("lead", 1)  # nobody surpassed: seat 1 keeps the initiative
    play(rig, s, "pass", "pass")  # seats 1 and 2
    assert s.chapter == 1
    assert s.pending == ("lead", 0)
    rig.apply(s, "pass")  # the third consecutive pass
    assert s.chapter == 2


def test_seats_with_no_cards_skip_their_turn() -> None:
    """arcs: Round Structure, Step 2: players with no cards skip their turn."""
    s, rig = start()
    discard_hand(s, 1)
    play(rig, s, "lead Adm2", "done")
    assert s.pending == ("follow", 2)


def test_an_initiative_holder_without_cards_passes_it_on() -> None:
    """arcs: Passing Initiative: seat 1 surpasses and so takes the initiative, but has no cards
    left when the next round starts; the initiative goes to seat 2, who leads."""
    s, rig = start()
    play(rig, s, "lead Adm2", "done", "surpass Adm3")
    done(rig, s, 1)
    discard_hand(s, 1)
    rig.apply(s, "copy Mob6")
    done(rig, s, 2)
    assert s.initiative == 2
    assert s.pending == ("lead", 2)
    assert s.chapter == 1


def test_the_chapter_ends_when_no_one_has_cards_left() -> None:
    """arcs: Step 4 Discard Cards & Check for New Round: after a round in which the last cards
    were played, the chapter ends."""
    s, rig = start()
    for seat, keep in ((0, "Adm2"), (1, "Con6"), (2, "Mob6")):
        s.discard += [c for c in s.hands[seat] if c != keep]
        s.hands[seat] = [keep]
    s._cache_legal = None
    s.check_invariants()
    play(rig, s, "lead Adm2", "done", "copy Con6")
    done(rig, s, 1)
    rig.apply(s, "pivot Mob6")
    done(rig, s, 2)
    assert s.chapter == 2
    assert [len(h) for h in s.hands] == [6, 6, 6]


def test_copying_or_pivoting_with_a_seven_does_not_seize() -> None:
    """arcs: Seizing the Initiative: only Surpassing with a "7" seizes."""
    s, rig = start(players=4)
    play(rig, s, "lead Agg2", "done", "copy Adm7")
    assert s.seized is None
    done(rig, s, 1)
    rig.apply(s, "pivot Mob6")
    done(rig, s, 2)
    rig.apply(s, "pivot Con7")
    assert s.seized is None
    assert legal_starting(s, "seize") != set()


def test_surpass_needs_the_lead_suit_and_a_higher_number() -> None:
    """arcs: Round Structure, Step 2 (Surpass)."""
    s, rig = start()
    play(rig, s, "lead Adm6", "done")
    refused(s, "surpass Adm3", R_FOLLOW, "beat the lead card's number 6")
    refused(s, "surpass Agg5", R_FOLLOW, "lead suit")
    assert legal_starting(s, "surpass") == set()

    s, rig = start()
    play(rig, s, "lead Adm2", "done", "surpass Adm3")
    t = turn(s)
    assert (t.seat, t.how, t.suit, t.pips) == (1, "surpass", "Administration", 3)


def test_surpass_needs_only_beat_the_lead_card() -> None:
    """arcs: Round Structure, Step 2, note: Surpassing needs a number higher than the lead card,
    not than every played card."""
    hands = {0: HANDS[3][0], 1: ["Adm5", "Agg3", "Con3", "Mob3", "Agg5", "Con6"],
             2: ["Adm3", "Agg4", "Con4", "Mob4", "Mob6", "Adm4"]}
    s, rig = start(hands=hands)
    play(rig, s, "lead Adm2", "done", "surpass Adm5")
    done(rig, s, 1)
    assert "surpass Adm3" in s.legal_actions()


def test_copy_is_one_action_of_the_lead_suit() -> None:
    """arcs: Round Structure, Step 2 (Copy): any card face down gives 1 action of the lead
    card's suit."""
    s, rig = start()
    play(rig, s, "lead Adm2", "done", "copy Agg5")
    t = turn(s)
    assert (t.seat, t.how, t.suit, t.pips) == (1, "copy", "Administration", 1)
    assert set(t.allowed) == {"tax", "repair", "influence"}
    rig.apply(s, "tax 5.3 seat 1")
    assert s.pending == ("follow", 2)  # the one action was used


def test_pivot_is_one_action_of_its_own_suit() -> None:
    """arcs: Round Structure, Step 2 (Pivot): another suit, any number, 1 action of that suit;
    the lead suit does not change."""
    s, rig = start()
    play(rig, s, "lead Adm2", "done")
    refused(s, "pivot Adm3", R_FOLLOW, "other than the lead suit")
    rig.apply(s, "pivot Con3")
    t = turn(s)
    assert (t.suit, t.pips) == ("Construction", 1)
    assert set(t.allowed) == {"build", "repair"}
    rig.apply(s, "done")
    assert "surpass Adm4" in s.legal_actions()
    assert "surpass Con4" not in s.legal_actions()


def test_copy_and_seize_cards_are_hidden_from_other_seats() -> None:
    """arcs R5: a Copy card and the extra card used to seize are seen by their owner only;
    hands are secret."""
    s, rig = start()
    play(rig, s, "lead Adm2", "done", "copy Agg5", "seize with Con6")
    for seat in (0, 2, None):
        view = s.view(seat)
        assert (1, None, "copy") in view.played
        assert view.extras == ((1, None),)
        assert view.players[1].hand is None
        assert view.players[1].hand_count == 4
    mine = s.view(1)
    assert (1, "Agg5", "copy") in mine.played
    assert mine.extras == ((1, "Con6"),)
    assert (0, "Adm2", "lead") in s.view(2).played  # a lead card is face up
    assert not any("Agg5" in t or "Con6" in t for t in texts(s))


def test_declare_places_the_highest_marker_and_the_zero_marker() -> None:
    """arcs: Declaring an Ambition: the highest available marker goes in the box; the zero
    marker makes the lead card's number 0 (pips unchanged), so any card of its suit
    surpasses."""
    s, rig = start()
    play(rig, s, "lead Adm6", "declare Empath")
    view = s.view(1)
    assert dict((a, m) for a, m, _ in view.ambitions)["Empath"] == ((5, 3),)
    assert view.markers == ((3, 2), (2, 0))
    assert view.lead == (0, "Adm6", True)
    assert turn(s).pips == 2
    refused(s, "declare Empath", R_DECLARE, "already declared")
    rig.apply(s, "done")
    assert "surpass Adm3" in s.legal_actions()  # 3 > 0


def test_declare_an_ambition_again_takes_the_next_highest_marker() -> None:
    """arcs: Declaring an Ambition: an ambition may be declared again (another marker in its
    box); the marker is the highest still available."""
    s, rig = start()
    Edit(s).declared("Tycoon")
    play(rig, s, "lead Adm2", "declare Tycoon")
    assert dict((a, m) for a, m, _ in s.view(0).ambitions)["Tycoon"] == ((5, 3), (3, 2))
    assert s.view(0).markers == ((2, 0),)


def test_zero_marker_lets_a_one_surpass() -> None:
    """arcs: Declaring an Ambition (4 players): with the zero marker on the lead card, even a
    "1" of the lead suit surpasses."""
    hands = dict(HANDS[4])
    hands[0] = ["Adm3", "Adm2", "Agg2", "Con2", "Mob2", "Agg6"]
    hands[1] = ["Adm1", "Adm7", "Agg3", "Con3", "Mob3", "Con6"]
    s, rig = start(players=4, hands=hands)
    play(rig, s, "lead Adm3", "declare Tyrant", "done", "surpass Adm1")
    assert (turn(s).how, turn(s).pips) == ("surpass", 4)


def test_cannot_declare_with_a_one() -> None:
    """arcs: Declaring an Ambition: "1" cards have no ambition (4 players)."""
    s, rig = start(players=4)
    rig.apply(s, "lead Adm1")
    assert legal_starting(s, "declare") == set()
    refused(s, "declare Tycoon", R_DECLARE, "no ambition")


def test_a_seven_declares_any_ambition() -> None:
    """arcs: Declaring an Ambition: a "7" lets you declare any ambition (4 players)."""
    s, rig = start(players=4)
    play(rig, s, "pass", "lead Adm7")
    assert legal_starting(s, "declare") == {"declare Tycoon", "declare Tyrant", "declare Warlord",
                                            "declare Keeper", "declare Empath"}
    rig.apply(s, "declare Warlord")
    assert s.boxes["Warlord"] == [2]  # the high marker, 5/3
    assert s.view(0).lead == (1, "Adm7", True)


def test_cannot_declare_when_all_markers_are_placed() -> None:
    """arcs: Declaring an Ambition: not once all three markers are in boxes."""
    s, rig = start()
    Edit(s).declared("Tycoon").declared("Keeper").declared("Empath")
    rig.apply(s, "lead Adm2")
    refused(s, "declare Tycoon", R_DECLARE, "all three")


def test_only_the_leader_declares() -> None:
    """arcs: Declaring an Ambition: the initiative player declares, on the lead card."""
    s, rig = start()
    play(rig, s, "lead Adm2", "done", "surpass Adm3")
    refused(s, "declare Tyrant", R_DECLARE, "only the initiative player")


def test_declare_only_before_anything_else() -> None:
    """arcs: Declaring an Ambition ("before taking any actions"), arcs R6, tarotlab X9:
    declaring comes before any action or Prelude; the refusal cites that rule."""
    s, rig = start()
    play(rig, s, "lead Adm2", "tax 3.3 seat 0", "place Weapon in slot 3")
    refused(s, "declare Tycoon", R_DECLARE, "comes before any other action")


def test_seize_with_an_extra_face_down_card() -> None:
    """arcs: Seizing the Initiative, Step 3: an extra card face down seizes; the seizer keeps the
    initiative even if another seat surpassed higher; the extra card is discarded."""
    s, rig = start()
    play(rig, s, "lead Adm2", "done", "surpass Adm3", "seize with Con6")
    assert s.seized == 1
    assert s.hands[1] == ["Agg3", "Agg5", "Con3", "Mob3"]
    assert s.events[-1].rule == R_SEIZE
    assert turn(s).pips == 3  # no actions from the extra card
    rig.apply(s, "done")
    rig.apply(s, "surpass Adm5")  # seat 2 surpasses higher
    refused(s, "seize with Mob6", R_SEIZE, "already seized")
    rig.apply(s, "done")
    assert s.initiative == 1
    assert s.pending == ("lead", 1)
    assert "Con6" in s.discard + s.discard_top


def test_the_initiative_holder_cannot_seize() -> None:
    """arcs: Seizing the Initiative: the player who already holds the initiative cannot."""
    s, rig = start()
    rig.apply(s, "lead Adm2")
    refused(s, "seize with Agg2", R_SEIZE, "cannot seize")


def test_seize_only_before_anything_else() -> None:
    """arcs: Seizing the Initiative ("before taking any actions"), arcs R6, tarotlab X9:
    seizing comes before any action or Prelude action; after a pip, and after spending a
    resource in the Prelude, the refusal cites the seizing rule."""
    s, rig = start()
    play(rig, s, "lead Adm2", "done", "surpass Adm3", "tax 5.3 seat 1")
    refused(s, "seize with Con6", R_SEIZE, "comes before any other action")
    s2, rig2 = start()
    play(rig2, s2, "lead Con2", "done", "pivot Adm3", "spend Psionic")
    rig2.apply(s2, "build city 5.3")
    refused(s2, "seize with Con6", R_SEIZE, "comes before any other action")


def test_surpassing_with_a_seven_seizes() -> None:
    """arcs: Seizing the Initiative (4 players): Surpassing with a "7" seizes and still gives its
    actions; no one else may seize that round."""
    s, rig = start(players=4)
    play(rig, s, "lead Adm2", "done", "surpass Adm7")
    assert s.seized == 1
    assert turn(s).pips == 1
    rig.apply(s, "done")
    rig.apply(s, "surpass Adm4")
    assert legal_starting(s, "seize") == set()
    refused(s, "seize with Agg4", R_SEIZE, "already seized")
    rig.apply(s, "done")
    rig.apply(s, "surpass Adm5")
    done(rig, s, 3)
    assert s.initiative == 1


def test_a_seven_after_a_seize_does_not_seize() -> None:
    """arcs: Seizing the Initiative, Step 3: only one seize per round; the first seizer keeps the
    initiative over a later, higher Surpass with a "7"."""
    s, rig = start(players=4)
    play(rig, s, "lead Agg2", "done", "surpass Agg3", "seize with Con3", "done",
         "surpass Agg7")
    assert s.seized == 1
    done(rig, s, 2)
    rig.apply(s, "copy Mob7")
    done(rig, s, 3)
    assert s.initiative == 1


def test_check_initiative_highest_surpass_wins() -> None:
    """arcs: Step 3 Check Initiative: with no seize, the highest Surpass takes the initiative."""
    hands = {0: HANDS[3][0], 1: ["Adm5", "Agg3", "Con3", "Mob3", "Agg5", "Con6"],
             2: ["Adm3", "Agg4", "Con4", "Mob4", "Mob6", "Adm4"]}
    s, rig = start(hands=hands)
    play(rig, s, "lead Adm2", "done", "surpass Adm5")
    done(rig, s, 1)
    rig.apply(s, "surpass Adm3")
    done(rig, s, 2)
    assert s.initiative == 1
    assert s.pending == ("lead", 1)


def test_check_initiative_holder_keeps_it_without_surpass() -> None:
    """arcs: Step 3 Check Initiative: no seize and no Surpass: the holder keeps it."""
    s, rig = start()
    play(rig, s, "lead Adm2", "done", "copy Agg5")
    done(rig, s, 1)
    rig.apply(s, "pivot Mob6")
    done(rig, s, 2)
    assert s.initiative == 0
    assert s.pending == ("lead", 0)
    assert s.view(ALL).discard == 2 + 3  # the undealt cards and the three played


def test_split_discard_piles_variant() -> None:
    """arcs: Split Discard Piles, arcs R12: with the option, cards played face up (lead, Surpass,
    Pivot) go to their own pile; Copy and seize cards go face down."""
    s, rig = start(split_discard=True)
    play(rig, s, "lead Adm2", "done", "copy Agg5", "seize with Con6", "done", "pivot Mob6")
    done(rig, s, 2)
    assert sorted(s.discard_up) == ["Adm2", "Mob6"]
    assert {"Agg5", "Con6"} <= set(s.discard + s.discard_top)
    assert not {"Adm2", "Mob6"} & set(s.discard + s.discard_top)
