"""Arcs (base game): one test per rule of the rulebook (arcs.txt), per ruling (arcs-rulings.md,
arcs R1-R14) and per project decision (docs/rulings.md, tarotlab X1-X14 and M4).

Every test names its rule in its docstring. Games are started with ``Rig`` (auto_chance off):
the Court row, every hand and every battle die are chosen, so the positions are exact. Pieces,
resources, Guild cards, agents, captives, trophies, Power and declared ambitions are then set
with ``Edit``, which takes each from (or returns it to) its supply. Expected numbers are worked
out by hand from the rules and the component data (arcs-components.md), never copied from the
engine.

This file covers setup, rounds, the actions, the Prelude, resources, control, elimination and
piece limits, illegal actions and determinism; battles are in ``test_arcs_battle.py`` and the
end of a chapter in ``test_arcs_scoring.py`` (both import the helpers below).

The map of the default setup card, 3P Mix Up (clusters 1 and 4 out of play):

- seat 0: city + 3 ships at 3.3 (Weapon), starport + 3 ships at 5.2 (Relic), 2 ships at 2.0
- seat 1: city + 3 ships at 5.3 (Psionic), starport + 3 ships at 2.1 (Psionic), 2 ships at 3.0
- seat 2: city + 3 ships at 2.3 (Relic), starport + 3 ships at 3.1 (Material), 2 ships at 5.0
- path markers join gates 3.0-5.0 (over cluster 4) and 6.0-2.0 (over cluster 1)
"""

from __future__ import annotations

from typing import Any

import pytest
from arcs_support import done

import tarotlab
from tarotlab import ALL, CHANCE, TarotlabError
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit, Rig
from tarotlab.testing import assert_refused as refused

R_LEAD = "arcs: Round Structure, Step 1"
R_FOLLOW = "arcs: Round Structure, Step 2"
R_ROUND = "arcs: Round Structure"
R_PASS = "arcs: Passing Initiative"
R_SEIZE = "arcs: Seizing the Initiative"
R_DECLARE = "arcs: Declaring an Ambition"
R_PRELUDE = "arcs: Prelude"
R_TAX = "arcs: Tax"
R_BUILD = "arcs: Build"
R_MOVE = "arcs: Move"
R_CATAPULT = "arcs: Move, Catapult Moves"
R_REPAIR = "arcs: Repair"
R_SECURE = "arcs: Secure"
R_LIMITS = "arcs: Piece Limits"

SETUPS = {2: "2P Mix Up 1", 3: "3P Mix Up", 4: "4P Mix Up 1"}
COURT_ROW = ["Lattice Spies", "Spacing Union", "Arms Union", "Galactic Bards"]
HANDS: dict[int, dict[int, list[str]]] = {
    # 3 players: Con5 and Mob5 stay undealt
    3: {0: ["Adm2", "Agg2", "Con2", "Mob2", "Agg6", "Adm6"],
        1: ["Adm3", "Agg3", "Con3", "Mob3", "Agg5", "Con6"],
        2: ["Adm4", "Agg4", "Con4", "Mob4", "Mob6", "Adm5"]},
    # 4 players: Adm6, Agg1, Con1 and Mob1 stay undealt
    4: {0: ["Adm1", "Adm2", "Agg2", "Con2", "Mob2", "Agg6"],
        1: ["Adm3", "Adm7", "Agg3", "Con3", "Mob3", "Con6"],
        2: ["Adm4", "Agg4", "Agg7", "Con4", "Mob4", "Mob6"],
        3: ["Adm5", "Agg5", "Con5", "Mob5", "Con7", "Mob7"]},
}
HANDS[2] = {0: HANDS[3][0], 1: HANDS[3][1]}


# --------------------------------------------------------------------------- helpers
def start(players: int = 3, setup: str | None = None, hands: dict[int, list[str]] | None = None,
          court: list[str] | None = None, dice: tuple[str, ...] = (), seed: int = 1,
          keep: bool = True, **options: Any) -> tuple[ArcsState, Rig]:
    """A rigged game at its first seat decision (the 2-player mulligan kept unless ``keep``
    is False)."""
    rows = {2: 3, 3: 4, 4: 4}[players]
    rig = Rig(court=COURT_ROW[:rows] if court is None else court,
              hands={s: list(c) for s, c in (HANDS[players] if hands is None else hands).items()},
              dice=list(dice))
    s = rig.start(players=players, setup_card=setup or SETUPS[players], seed=seed, **options)
    if keep and s.pending[0] == "mulligan":
        rig.apply(s, "keep")
    return s, rig


def play(rig: Rig, s: ArcsState, *actions: str) -> None:
    for action in actions:
        rig.apply(s, action)


def ships(s: ArcsState, sid: str, seat: int) -> tuple[int, int]:
    """(fresh, damaged) ships of ``seat`` in ``sid``."""
    return s.fresh[sid][seat], s.damaged[sid][seat]


def turn(s: ArcsState) -> Any:
    return s.view(ALL).turn


def held(s: ArcsState, seat: int) -> list[str]:
    return [r for r in s.res[seat] if r is not None]


def legal_starting(s: ArcsState, word: str) -> set[str]:
    return {str(a) for a in s.legal_actions() if a.startswith(word)}


def discard_hand(s: ArcsState, seat: int) -> None:
    """Move a seat's hand to the action discard (a position change no Edit offers)."""
    s.discard += s.hands[seat]
    s.hands[seat] = []
    s._cache_legal = None
    s.check_invariants()


def outrage(s: ArcsState, seat: int, kind: str) -> None:
    """Cover ``seat``'s ``kind`` Outrage space with an agent from its supply."""
    s.agents_left[seat] -= 1
    s.outrage[seat][kind] = "agent"
    s._cache_legal = None
    s.check_invariants()


def rules_of(s: ArcsState, since: int = 0) -> list[str]:
    return [e.rule for e in s.events[since:]]


def texts(s: ArcsState, since: int = 0) -> list[str]:
    return [e.text for e in s.events[since:]]


# --------------------------------------------------------------------------- setup
@pytest.mark.parametrize("players, size", [(2, 20), (3, 20), (4, 28)])
def test_setup_action_deck_20_or_28_cards(players: int, size: int) -> None:
    """arcs: Setup 1.3-1.4: the 20 cards "2" to "6"; the 8 "1"s and "7"s only with 4 players."""
    s = tarotlab.new_game("arcs", players=players, seed=5)
    assert isinstance(s, ArcsState)
    cards = s.deck + s.discard + [c for h in s.hands for c in h]
    assert len(cards) == len(set(cards)) == size
    numbers = {int(c[3:]) for c in cards}
    assert numbers == ({1, 2, 3, 4, 5, 6, 7} if players == 4 else {2, 3, 4, 5, 6})
    assert {c[:3] for c in cards} == {"Adm", "Agg", "Con", "Mob"}


@pytest.mark.parametrize("players, row", [(2, 3), (3, 4), (4, 4)])
def test_setup_court_row_3_or_4_cards(players: int, row: int) -> None:
    """arcs: Setup 1.8: the Court row is 3 cards with 2 players, 4 with 3-4; the deck holds the
    rest of the 25 Guild and 6 Vox cards."""
    s = tarotlab.new_game("arcs", players=players, seed=2)
    assert isinstance(s, ArcsState)
    assert len(s.court) == row
    assert all(cid is not None and agents == [0] * players for cid, agents in s.court)
    assert len(s.court_deck) == 31 - row


def test_setup_starting_pieces_from_the_setup_card() -> None:
    """arcs: Setup 2.3 and arcs R2: seat 0 is the setup card's seat 1. 3P Mix Up: 3.3 / 5.2 /
    2.0, then 5.3 / 2.1 / 3.0, then 2.3 / 3.1 / 5.0 (gate 5.0: components doubt 2, M1)."""
    s, _ = start()
    for seat, (a, b, c) in enumerate([("3.3", "5.2", "2.0"), ("5.3", "2.1", "3.0"),
                                      ("2.3", "3.1", "5.0")]):
        assert ships(s, a, seat) == (3, 0)
        assert s.bldg[a] == [(seat, "city", False)]
        assert ships(s, b, seat) == (3, 0)
        assert s.bldg[b] == [(seat, "starport", False)]
        assert ships(s, c, seat) == (2, 0)
        assert s.on_map(seat) == (8, 1, 1)
        assert s.ships_left[seat] == 7
        assert s.ports_left[seat] == 4
        assert s.cities_board[seat] == 4  # the leftmost city went to the map
    placed = {sid for sid in s.fresh if any(s.fresh[sid]) or s.bldg.get(sid)}
    assert placed == {"3.3", "5.2", "2.0", "5.3", "2.1", "3.0", "2.3", "3.1", "5.0"}


def test_setup_four_players_fourth_seat() -> None:
    """arcs: Setup 2.3: 4P Mix Up 1 gives the card's seat 4 (our seat 3) 6.1 / 1.1 / 5.0, and
    cluster 3 is out of play."""
    s, _ = start(players=4)
    assert ships(s, "6.1", 3) == (3, 0) and s.bldg["6.1"] == [(3, "city", False)]
    assert ships(s, "1.1", 3) == (3, 0) and s.bldg["1.1"] == [(3, "starport", False)]
    assert ships(s, "5.0", 3) == (2, 0)
    assert not any(sid.startswith("3.") for sid in s.fresh)


def test_setup_two_players_two_c_systems() -> None:
    """arcs R10, M1: with 2 players each seat has two C systems with 2 ships in each (2P Mix
    Up 1, seat 0: 4.2 / 3.2 / 1.0 + 6.1)."""
    s, _ = start(players=2)
    assert ships(s, "4.2", 0) == (3, 0) and s.bldg["4.2"] == [(0, "city", False)]
    assert ships(s, "3.2", 0) == (3, 0) and s.bldg["3.2"] == [(0, "starport", False)]
    assert ships(s, "1.0", 0) == (2, 0)
    assert ships(s, "6.1", 0) == (2, 0)
    assert s.ships_left[0] == 15 - 10
    assert ships(s, "4.0", 1) == (2, 0) and ships(s, "1.2", 1) == (2, 0)


def test_setup_starting_resources_in_slots_1_and_2_with_3_open_slots() -> None:
    """arcs: Setup 2.4, components part 5, tarotlab X3: the A and B planets' resources go in
    slots 1 and 2; one city off the board leaves 3 open slots."""
    s, _ = start()
    assert s.res[0] == ["Weapon", "Relic", None, None, None, None]  # 3.3, 5.2
    assert s.res[1] == ["Psionic", "Psionic", None, None, None, None]  # 5.3, 2.1
    assert s.res[2] == ["Relic", "Material", None, None, None, None]  # 2.3, 3.1
    view = s.view(ALL)
    assert [p.open_slots for p in view.players] == [3, 3, 3]
    assert dict(view.supply) == {"Material": 4, "Fuel": 5, "Weapon": 4, "Relic": 3,
                                 "Psionic": 3}


@pytest.mark.parametrize("card, boxes", [
    ("2P Frontiers", {"Tycoon": 4, "Warlord": 1, "Empath": 1}),
    ("2P Mix Up 1", {"Warlord": 2, "Keeper": 2, "Empath": 2}),
    ("2P Homelands", {"Tycoon": 4, "Warlord": 1, "Keeper": 1}),
    ("2P Mix Up 2", {"Tycoon": 4, "Warlord": 1, "Keeper": 1}),
])
def test_setup_two_player_ambition_box_resources(card: str, boxes: dict[str, int]) -> None:
    """arcs: Setup 1.11 (components part 2 table): the 6 out-of-play planets' resources go on
    the ambition boxes, out of the supply."""
    s, _ = start(players=2, setup=card)
    assert {a: c for a, c in s.phantom.items() if c} == boxes
    assert sum(s.supply.values()) == 25 - 6 - 4  # 6 on the boxes, 2 per seat
    shown = {a: c for a, _, c in s.view(1).ambitions if c}
    assert shown == boxes


def test_setup_three_players_no_ambition_box_resources() -> None:
    """arcs: Setup 1.11 is for 2 players only."""
    s, _ = start()
    assert not any(s.phantom.values())
    assert sum(s.supply.values()) == 25 - 6


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_hands_of_six(players: int) -> None:
    """arcs: Setup 2.5 and 2.7: 6 cards each; the rest go face down to the discard."""
    s = tarotlab.new_game("arcs", players=players, seed=8)
    assert isinstance(s, ArcsState)
    if players == 2:
        s.apply("keep")
    assert [len(h) for h in s.hands] == [6] * players
    assert s.deck == []
    assert len(s.discard) == (28 if players == 4 else 20) - 6 * players


def test_setup_ambition_markers_start_blue_side() -> None:
    """arcs: Setup 1.5-1.6, components part 4: markers 5/3, 3/2, 2/0 available in chapter 1."""
    s, _ = start()
    view = s.view(0)
    assert view.markers == ((5, 3), (3, 2), (2, 0))
    assert view.chapter == 1
    assert all(markers == () for _, markers, _ in view.ambitions)


def test_two_player_mulligan_non_initiative_seat_once() -> None:
    """arcs: Setup 2.6, arcs R10: the seat without initiative may discard its 6 cards and draw
    6 new ones, once; the new hand must be kept."""
    s, rig = start(players=2, keep=False,
                   hands={0: HANDS[3][0], 1: [*HANDS[3][1], *HANDS[3][2]]})
    assert s.pending == ("mulligan", 1)
    assert set(s.legal_actions()) == {"keep", "mulligan"}
    old = list(s.hands[1])
    rig.apply(s, "mulligan")
    assert s.hands[1] == sorted(HANDS[3][2])
    assert not set(old) & set(s.hands[1])
    assert set(old) <= set(s.discard)
    assert s.hands[0] == sorted(HANDS[3][0])
    assert s.pending == ("lead", 0)  # no second mulligan


def test_three_players_have_no_mulligan() -> None:
    """arcs: Setup 2.6 is for 2 players only."""
    s, _ = start(players=3)
    assert s.pending == ("lead", 0)
    assert not any(e.rule == "arcs R10" for e in s.events)


def test_two_player_mulligan_after_every_deal_for_the_seat_without_initiative() -> None:
    """arcs: Draw Cards, arcs R10: after the next chapter's deal the seat without initiative
    (here seat 0, since seat 1 surpassed and holds it) may mulligan again."""
    s, rig = start(players=2)
    play(rig, s, "lead Adm2", "done", "surpass Adm3")
    done(rig, s, 1)
    assert s.pending == ("lead", 1)  # seat 1 surpassed: initiative
    play(rig, s, "pass")  # initiative to seat 0
    play(rig, s, "pass")  # everyone with cards passed: chapter 1 ends, initiative to seat 1
    assert s.chapter == 2
    assert s.initiative == 1
    assert s.pending == ("mulligan", 0)


def test_deals_are_chance_decisions_naming_the_card_and_seat_0_leads() -> None:
    """tarotlab X1, arcs R2, arcs R4: every card dealt is a chance decision that may name any
    card still in the deck; seat 0 holds the initiative and leads first."""
    s = tarotlab.new_game("arcs", players=3, setup_card="3P Mix Up", seed=3, auto_chance=False)
    assert isinstance(s, ArcsState)
    while s.pending[0] == "court":
        s.apply(s.legal_actions()[0])
    assert s.to_move == CHANCE and s.pending == ("deal", CHANCE, 0)
    assert {a.arg for a in s.legal_actions()} == set(s.deck)
    assert len(s.deck) == 20
    s.apply("deal Mob6")
    assert s.hands[0] == ["Mob6"]
    assert len(s.legal_actions()) == 19
    while s.to_move == CHANCE:
        s.apply(s.sample_chance())
    assert s.initiative == 0
    assert s.pending == ("lead", 0)


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


# --------------------------------------------------------------------------- Tax
def test_tax_a_loyal_city() -> None:
    """arcs: Tax: gain 1 resource of the city's planet type (3.3 is Weapon) into an empty open
    slot (slot 3; arcs R8: the Relic may instead move to slot 1, see the R8 tests)."""
    s, rig = start()
    play(rig, s, "lead Adm2", "tax 3.3 seat 0", "place Weapon in slot 3")
    assert s.res[0][:3] == ["Weapon", "Relic", "Weapon"]
    assert s.supply["Weapon"] == 3
    assert [e.rule for e in s.events[-2:]] == [R_TAX, "arcs R8"]  # the tax, then the placing


def test_tax_a_rival_city_only_where_you_control_and_capture_an_agent() -> None:
    """arcs: Tax: a Rival city only in a system you control; it also captures 1 of that Rival's
    agents."""
    s, rig = start()
    rig.apply(s, "lead Adm2")
    refused(s, "tax 5.3 seat 1", R_TAX, "control")
    Edit(s).ships(0, "5.3", fresh=3)  # 3 against 3: a tie, no one controls
    refused(s, "tax 5.3 seat 1", R_TAX, "control")
    Edit(s).ships(0, "5.3", fresh=4)
    play(rig, s, "tax 5.3 seat 1", "place Psionic in slot 3")
    assert s.res[0][:3] == ["Weapon", "Relic", "Psionic"]
    assert s.captives[0] == [0, 1, 0]
    assert s.agents_left[1] == 9
    assert s.supply["Psionic"] == 2


def test_tax_a_city_once_per_turn() -> None:
    """arcs: Tax, Tax Limit: a city is taxed at most once per turn; another city still can be.
    (With 4 open slots the first Weapon may go to slot 3 or 4, arcs R8; the second fills the
    other.)"""
    s, rig = start()
    Edit(s).building(0, "2.2", "city")
    play(rig, s, "lead Adm2", "tax 3.3 seat 0", "place Weapon in slot 4")
    refused(s, "tax 3.3 seat 0", R_TAX, "once per turn")
    play(rig, s, "tax 2.2 seat 0", "place Weapon in slot 3")
    assert held(s, 0) == ["Weapon", "Relic", "Weapon", "Weapon"]


def test_tax_with_an_empty_supply_still_captures() -> None:
    """tarotlab X12, arcs: Tax: no Psionic is left, so none is gained, but the Rival city still
    gives up an agent."""
    s, rig = start()
    Edit(s).building(1, "6.1", "city").building(1, "6.2", "city")  # 6 open slots
    Edit(s).gain(1, "Psionic", "Psionic", "Psionic").ships(0, "5.3", fresh=4)
    assert s.supply["Psionic"] == 0
    play(rig, s, "lead Adm2", "tax 5.3 seat 1")
    assert held(s, 0) == ["Weapon", "Relic"]
    assert s.captives[0] == [0, 1, 0]
    assert s.supply["Psionic"] == 0


def test_outraged_resources_can_still_be_taxed() -> None:
    """arcs: Destroying Cities, Outrage: you can still tax Outraged resources."""
    s, rig = start()
    outrage(s, 0, "Weapon")
    play(rig, s, "lead Adm2", "tax 3.3 seat 0", "place Weapon in slot 3")
    assert held(s, 0) == ["Weapon", "Relic", "Weapon"]


# --------------------------------------------------------------------------- Build
def test_build_needs_a_loyal_piece_and_an_empty_slot() -> None:
    """arcs: Build: a building goes in an empty slot of a system where you have a Loyal piece;
    a city comes from the board (3.3 has 2 slots, 5.2 has 1)."""
    s, rig = start()
    rig.apply(s, "lead Con2")
    refused(s, "build city 5.3", R_BUILD, "Loyal piece")
    refused(s, "build city 5.2", R_BUILD, "no empty building slot")
    rig.apply(s, "build city 3.3")
    assert s.bldg["3.3"] == [(0, "city", False), (0, "city", False)]
    assert s.cities_board[0] == 3
    assert s.open_slots(0) == 4


def test_cities_built_open_resource_slots_and_the_bonus() -> None:
    """arcs: Build, components part 5: the 2nd, 3rd, 4th and 5th cities off the board open
    slot 4, slots 5-6, the +2 bonus, then the +3 (total +5)."""
    s, rig = start()
    Edit(s).ships(0, "6.2", fresh=1).ships(0, "3.2", fresh=1)
    rig.apply(s, "lead Con2")
    seen = []
    for sid in ("3.3", "6.2", "6.2", "3.2"):
        rig.apply(s, f"build city {sid}")
        seen.append((s.view(0).players[0].open_slots, s.view(0).players[0].city_bonus))
    assert seen == [(4, 0), (6, 0), (6, 2), (6, 5)]
    assert s.cities_board[0] == 0


def test_build_ship_at_a_loyal_starport_once_per_turn() -> None:
    """arcs: Build: a ship at a Loyal starport; each starport builds one ship per turn."""
    s, rig = start()
    Edit(s).building(0, "2.2", "starport")
    play(rig, s, "lead Con2", "build ship 5.2")
    assert ships(s, "5.2", 0) == (4, 0)
    assert s.ships_left[0] == 6
    refused(s, "build ship 5.2", R_BUILD, "one per starport")
    refused(s, "build ship 3.3", R_BUILD)  # a city, not a starport
    rig.apply(s, "build ship 2.2")  # the second starport
    assert ships(s, "2.2", 0) == (1, 0)


def test_build_where_another_player_controls_is_damaged() -> None:
    """arcs: Build: anything built in a system someone else controls is placed damaged."""
    s, rig = start()
    Edit(s).ships(0, "5.3", fresh=1).ships(1, "5.2", fresh=4)
    play(rig, s, "lead Con2", "build starport 5.3", "build ship 5.2", "build city 3.3")
    assert (0, "starport", True) in s.bldg["5.3"]
    assert ships(s, "5.2", 0) == (3, 1)
    assert s.bldg["3.3"] == [(0, "city", False), (0, "city", False)]


# --------------------------------------------------------------------------- Move
def test_move_fresh_and_damaged_ships_to_an_adjacent_system() -> None:
    """arcs: Move, arcs R7: any number of Loyal ships, fresh and damaged, to an adjacent
    system."""
    s, rig = start()
    Edit(s).ships(0, "3.3", fresh=2, damaged=1)
    play(rig, s, "lead Mob2", "move 3.3 -> 3.2: 1 fresh + 1 damaged")
    assert ships(s, "3.3", 0) == (1, 0)
    assert ships(s, "3.2", 0) == (1, 1)


def test_move_only_to_an_adjacent_system() -> None:
    """arcs: Move, components part 1: c.1 and c.3 are not adjacent; no more ships than are
    there."""
    s, rig = start()
    rig.apply(s, "lead Mob2")
    refused(s, "move 3.3 -> 3.1: 1 fresh", R_MOVE)
    refused(s, "move 3.3 -> 3.2: 4 fresh", R_MOVE)


def test_move_never_into_an_out_of_play_cluster() -> None:
    """arcs: Move, Out-of-Play Clusters; M2: clusters 1 and 4 are out on 3P Mix Up; their path
    markers make gates 2.0-6.0 and 3.0-5.0 adjacent."""
    s, rig = start()
    rig.apply(s, "lead Mob2")
    refused(s, "move 2.0 -> 1.0: 1 fresh", R_MOVE)
    assert "move 2.0 -> 6.0: 2 fresh" in s.legal_actions()
    rig.apply(s, "move 2.0 -> 6.0: 2 fresh")
    assert ships(s, "6.0", 0) == (2, 0)


def test_catapult_continues_through_gates_and_drops_ships_off() -> None:
    """arcs: Move, Catapult Moves; arcs R7: from a Loyal starport, ships keep moving through
    gates no one else controls, dropping ships off, and stop on entering a planet."""
    s, rig = start()
    Edit(s).clear("5.0")  # seat 2's ships leave the gate
    play(rig, s, "lead Mob2", "move 5.2 -> 5.0: 3 fresh")
    assert s.pending == ("catapult", 0)
    onward = legal_starting(s, "catapult")
    assert {a.split(":")[0] for a in onward} == {"catapult -> 5.1", "catapult -> 5.3",
                                                 "catapult -> 3.0", "catapult -> 6.0"}
    rig.apply(s, "catapult -> 6.0: 2 fresh")  # 1 dropped at 5.0
    rig.apply(s, "catapult -> 2.0: 2 fresh")  # seat 0's own gate: on
    assert s.pending == ("catapult", 0)
    rig.apply(s, "catapult -> 2.1: 1 fresh")  # a planet: stop
    assert s.pending == ("turn", 0)
    assert turn(s).pips == 3
    assert [ships(s, sid, 0) for sid in ("5.2", "5.0", "6.0", "2.0", "2.1")] == [
        (0, 0), (1, 0), (0, 0), (3, 0), (1, 0)]


def test_catapult_stops_at_a_gate_another_player_controls_checked_before_moving_in() -> None:
    """arcs: Move, Catapult Moves: seat 1 controls gate 3.0 with 2 fresh ships; 3 ships moving
    in would outnumber them, but control is checked before moving in, so they stop."""
    s, rig = start()
    Edit(s).clear("5.0")
    play(rig, s, "lead Mob2", "move 5.2 -> 5.0: 3 fresh", "catapult -> 3.0: 3 fresh")
    assert s.pending == ("turn", 0)
    assert ships(s, "3.0", 0) == (3, 0)
    assert "stops" in s.events[-1].text


def test_catapult_first_step_into_a_controlled_gate_stops() -> None:
    """arcs: Move, Catapult Moves: seat 2 controls 5.0, so the Catapult from 5.2 ends there."""
    s, rig = start()
    play(rig, s, "lead Mob2", "move 5.2 -> 5.0: 3 fresh")
    assert s.pending == ("turn", 0)
    assert ships(s, "5.0", 0) == (3, 0)


def test_catapult_never_reenters_a_system() -> None:
    """tarotlab X4: a Catapult does not go back to a system it already passed."""
    s, rig = start()
    Edit(s).clear("5.0")
    play(rig, s, "lead Mob2", "move 5.2 -> 5.0: 3 fresh", "catapult -> 6.0: 3 fresh")
    refused(s, "catapult -> 5.0: 3 fresh", "tarotlab X4")


def test_no_catapult_from_a_rival_starport_you_control() -> None:
    """arcs: Move, Catapult Moves: not from Rival starports you control."""
    s, rig = start()
    Edit(s).ships(0, "2.1", fresh=4)
    assert s.controller("2.1") == 0
    play(rig, s, "lead Mob2", "move 2.1 -> 2.0: 4 fresh")
    assert s.pending == ("turn", 0)
    assert ships(s, "2.0", 0) == (6, 0)


# --------------------------------------------------------------------------- Repair, Influence
def test_repair_a_damaged_ship_or_building_anywhere() -> None:
    """arcs: Repair: stand up a damaged Loyal ship or flip a damaged Loyal building, anywhere
    on the map."""
    s, rig = start()
    Edit(s).ships(0, "6.2", damaged=2).building(0, "6.2", "city", damaged=True)
    play(rig, s, "lead Adm2", "repair ship 6.2", "repair city 6.2")
    assert ships(s, "6.2", 0) == (1, 1)
    assert s.bldg["6.2"] == [(0, "city", False)]
    refused(s, "repair city 3.3", R_REPAIR)  # fresh already


def test_influence_places_an_agent_on_a_court_card() -> None:
    """arcs: Influence: 1 agent from your supply on any Court card."""
    s, rig = start()
    play(rig, s, "lead Mob2", "influence Arms Union")
    assert s.court[2][1] == [1, 0, 0]
    assert s.agents_left[0] == 9


# --------------------------------------------------------------------------- Secure
def test_secure_with_more_agents_than_each_rival() -> None:
    """arcs: Secure: take the card; own agents return; rival agents become Captives; the slot
    is refilled from the Court deck by a chance draw (arcs R4)."""
    s, rig = start()
    Edit(s).agents(0, "Lattice Spies", 2).agents(1, "Lattice Spies", 1)
    Edit(s).agents(2, "Lattice Spies", 1)
    rig.apply(s, "lead Agg2")
    s.apply("secure Lattice Spies")
    assert s.guild[0] == ["BC16"]
    assert s.agents_left == [10, 9, 9]
    assert s.captives[0] == [0, 1, 1]
    assert s.to_move == CHANCE and s.pending[0] == "court"
    s.apply("court Loyal Engineers")
    assert s.court[0] == ["BC01", [0, 0, 0]]
    assert s.pending == ("turn", 0)


def test_secure_says_whose_agents_go_where_and_the_refill_cites_secure() -> None:
    """arcs: Secure: the event says that the securer's own agents went back to its supply and
    the rival agents became its Captives; the refill of the slot is part of the Secure ("Finally,
    draw a card ... in the same spot") and cites it, where the setup's row cites Setup 1.8."""
    s, rig = start()
    Edit(s).agents(0, "Lattice Spies", 2).agents(1, "Lattice Spies", 1)
    assert [e.rule for e in s.events if e.text.endswith("joins the Court")] == [
        "arcs: Setup 1.8"] * 4
    play(rig, s, "lead Agg2", "secure Lattice Spies")
    secured = next(e for e in s.events if "secures" in e.text)
    assert secured.text == ("seat 0 secures Lattice Spies: its 2 agents go back to its supply; "
                            "1 agent of seat 1 becomes its Captive")
    refill = next(e for e in reversed(s.events) if e.text.endswith("joins the Court"))
    assert refill.rule == R_SECURE


def test_the_deal_of_a_new_chapter_cites_draw_cards() -> None:
    """arcs: Draw Cards: the deal of chapter 2 (and its discard of undealt cards) cites Draw
    Cards, the first deal Setup 2.5-2.7."""
    s, rig = start()
    for _ in range(3):
        rig.apply(s, "pass")
    assert s.chapter == 2
    dealt = [e.rule for e in s.events if e.text.startswith("each seat holds 6 cards")]
    assert dealt == ["arcs: Setup 2.7", "arcs: Draw Cards"]


def test_every_event_of_a_seat_names_the_seat() -> None:
    """Every event a seat caused names who acted ("seat 1 taxes a Loyal city at 5.3"), counts
    read "1 pip", "2 pips", "1 die" (no "1 pips", "dies"): a few hundred steps of random play in
    each mode, Leaders & Lore with the second lore included."""
    bad = []
    s, rig = start(4)
    play(rig, s, "lead Adm2", "done", "surpass Adm7")  # a "7" has 1 pip (components part 3)
    assert "seat 1 surpasses with Administration 7 (1 pip)" in texts(s)
    assert s.view(ALL).prompt == "seat 1 acts (Prelude, 1 Administration pip left)"
    for options in ({"players": 3}, {"players": 4, "leaders": True},
                    {"players": 3, "leaders": True, "second_lore": True}):
        g = tarotlab.new_game("arcs", seed=13, **options)
        while not g.is_over and g.step < 1500:
            legal = g.legal_actions()
            g.apply(g.sample_chance() if g.to_move == CHANCE else legal[g.step * 7 % len(legal)])
        for e in g.events:
            if e.seat is not None and not e.text.startswith(f"seat {e.seat} "):
                bad.append(e.text)
            if " 1 pips" in e.text or " 1 keys" in e.text or "dies" in e.text:
                bad.append(e.text)
    assert not bad, bad[:5]


def test_an_empty_court_deck_leaves_the_slot_empty() -> None:
    """tarotlab X2: with the Court deck empty, a secured card's slot stays empty."""
    s, rig = start()
    s.court_discard += s.court_deck
    s.court_deck = []
    s.check_invariants()
    Edit(s).agents(0, "Lattice Spies", 1)
    play(rig, s, "lead Agg2", "secure Lattice Spies")
    assert s.court[0] == [None, [0, 0, 0]]
    assert s.pending == ("turn", 0)
    assert legal_starting(s, "secure") == set()


def test_secure_refused_on_a_tie() -> None:
    """arcs: Secure: you need more agents than each Rival."""
    s, rig = start()
    Edit(s).agents(0, "Spacing Union", 1).agents(2, "Spacing Union", 1)
    rig.apply(s, "lead Agg2")
    refused(s, "secure Spacing Union", R_SECURE, "more agents")


# --------------------------------------------------------------------------- Prelude
def test_material_builds_in_the_prelude_and_returns_when_it_ends() -> None:
    """arcs: Prelude, Resource Prelude actions: Material takes a Build; spent resources return
    to the supply at the end of the Prelude (the first pip)."""
    s, rig = start()
    Edit(s).gain(0, "Material")
    assert s.supply["Material"] == 3
    play(rig, s, "lead Adm2", "spend Material")
    assert s.pending[0] == "bonus"
    assert "build city 3.3" in s.legal_actions()
    rig.apply(s, "build city 3.3")
    assert s.supply["Material"] == 3  # still spent: the Prelude goes on
    assert s.limbo == ["Material"]
    assert turn(s).prelude and turn(s).pips == 4
    rig.apply(s, "tax 3.3 seat 0")  # the first pip ends the Prelude
    assert s.supply["Material"] == 4
    assert s.limbo == []


def test_fuel_moves_in_the_prelude() -> None:
    """arcs: Resource Prelude actions: Fuel takes a Move, whatever the card's suit."""
    s, rig = start()
    Edit(s).gain(0, "Fuel")
    play(rig, s, "lead Adm2", "spend Fuel", "move 3.3 -> 3.2: 2 fresh")
    assert ships(s, "3.2", 0) == (2, 0)
    assert held(s, 0) == ["Weapon", "Relic"]
    assert turn(s).pips == 4


def test_relic_secures_in_the_prelude() -> None:
    """arcs: Resource Prelude actions: Relic takes a Secure."""
    s, rig = start()
    Edit(s).agents(0, "Arms Union", 1)
    play(rig, s, "lead Adm2", "spend Relic", "secure Arms Union")
    assert s.guild[0] == ["BC11"]
    assert held(s, 0) == ["Weapon"]


def test_psionic_takes_an_action_of_the_lead_card() -> None:
    """arcs: Resource Prelude actions: Psionic takes an action of the lead card (Construction
    here), not of the card seat 1 pivoted with."""
    s, rig = start()
    play(rig, s, "lead Con2", "done", "pivot Adm3", "spend Psionic")
    assert s.pending[0] == "bonus"
    kinds = {a.split()[0] for a in s.legal_actions()}
    assert kinds <= {"build", "repair"} and "build" in kinds
    rig.apply(s, "build city 5.3")
    assert s.bldg["5.3"] == [(1, "city", False), (1, "city", False)]
    assert turn(s).suit == "Administration" and turn(s).pips == 1


def test_a_spent_resource_cannot_be_regained_during_the_prelude() -> None:
    """arcs: Prelude 1: seat 1 spends its Psionic to tax its Psionic city while the supply is
    empty; the spent token is not back yet, so nothing is gained."""
    s, rig = start()
    Edit(s).gain(0, "Psionic").gain(2, "Psionic").gain(1, "Psionic")
    assert s.supply["Psionic"] == 0
    play(rig, s, "lead Adm2", "done", "copy Con6", "spend Psionic", "tax 5.3 seat 1")
    assert held(s, 1) == ["Psionic", "Psionic"]
    assert s.supply["Psionic"] == 0
    rig.apply(s, "influence Arms Union")  # the pip ends the Prelude
    assert s.supply["Psionic"] == 1


def test_weapon_unlocks_battle_for_the_pips() -> None:
    """arcs: Resource Prelude actions: Weapon lets this turn's pips Battle."""
    s, rig = start()
    Edit(s).ships(0, "5.3", fresh=2)
    rig.apply(s, "lead Mob2")
    refused(s, "battle 5.3 seat 1", R_ROUND, "Mobilization")
    rig.apply(s, "spend Weapon")
    assert "battle 5.3 seat 1" in s.legal_actions()
    assert "battle" in turn(s).allowed and turn(s).weapon
    assert turn(s).pips == 4


def test_weapon_spent_before_moving_in_to_battle_arcs_r13() -> None:
    """arcs R13, arcs: Resource Prelude actions: on a Mobilization lead seat 0 (Weapon, Relic)
    has no rival in any of its systems, so no Battle is possible yet; Weapon may still be spent
    in the Prelude. The first pip moves 3 ships from 3.3 into gate 3.0 (seat 1's 2 ships), the
    second battles there. Once spent, Weapon is not offered again (the pips may Battle), and
    with no pip left it would change nothing."""
    s, rig = start()
    rig.apply(s, "lead Mob2")
    assert not any(a.startswith("battle") for a in s.legal_actions())
    assert "spend Weapon" in s.legal_actions()
    rig.apply(s, "spend Weapon")
    assert turn(s).weapon and turn(s).pips == 4
    refused(s, "spend Weapon", R_PRELUDE, "hold no Weapon")
    rig.apply(s, "move 3.3 -> 3.0: 3 fresh")
    assert "battle 3.0 seat 1" in s.legal_actions()
    rig.apply(s, "battle 3.0 seat 1")
    assert s.pending == ("dice", 0)
    # without the Weapon, after the move the refusal no longer says to spend it now
    s2, rig2 = start()
    play(rig2, s2, "lead Mob2", "move 3.3 -> 3.0: 3 fresh")
    refused(s2, "battle 3.0 seat 1", R_ROUND, "the Prelude ended with the first pip")


def test_outraged_resources_cannot_be_spent() -> None:
    """arcs: Destroying Cities, Outrage: an Outraged resource cannot be spent for its Prelude
    action."""
    s, rig = start()
    Edit(s).ships(0, "5.3", fresh=2)
    rig.apply(s, "lead Mob2")
    assert "spend Weapon" in s.legal_actions()
    outrage(s, 0, "Weapon")
    refused(s, "spend Weapon", "arcs: Outrage", "Outraged")


def test_spending_is_offered_only_when_it_buys_something() -> None:
    """tarotlab X10: Relic buys a Secure, so with no agent on any Court card it is not
    offered."""
    s, rig = start()
    rig.apply(s, "lead Adm2")
    refused(s, "spend Relic", R_PRELUDE, "no legal action")
    Edit(s).agents(0, "Galactic Bards", 1)
    assert "spend Relic" in s.legal_actions()


def test_the_prelude_ends_at_the_first_pip() -> None:
    """arcs: Prelude: once an action pip is spent, no more resources are spent."""
    s, rig = start()
    Edit(s).agents(0, "Galactic Bards", 1)
    play(rig, s, "lead Adm2", "tax 3.3 seat 0", "place Weapon in slot 3")
    refused(s, "spend Relic", R_PRELUDE, "Prelude ended")


# --------------------------------------------------------------------------- resources
def test_gaining_with_no_room_asks_the_owner_to_discard() -> None:
    """arcs: Resources, arcs R8, tarotlab X3: three full slots (Weapon 3 keys, Relic and Fuel
    1 key) and a taxed Weapon: the owner discards one of the four (here the Relic), then places
    the Weapon in the freed slot 2 or, rearranging, puts the Fuel in slot 1 and both Weapons
    in the 1-key slots."""
    s, rig = start()
    Edit(s).gain(0, "Fuel")
    play(rig, s, "lead Adm2", "tax 3.3 seat 0")
    assert s.pending == ("fit", 0)
    assert set(s.legal_actions()) == {"discard Fuel", "discard Weapon", "discard Relic"}
    rig.apply(s, "discard Relic")
    assert set(s.legal_actions()) == {"place Weapon in slot 2", "arrange Fuel Weapon Weapon"}
    rig.apply(s, "place Weapon in slot 2")
    assert sorted(held(s, 0)) == ["Fuel", "Weapon", "Weapon"]
    assert s.supply["Relic"] == 4
    assert s.pending == ("turn", 0)


def test_a_token_stays_in_its_slot_when_another_leaves_arcs_r8() -> None:
    """arcs R8 (amended): seat 0 holds Weapon, Relic, Fuel in slots 1-3; spending the Relic
    empties slot 2 and the Fuel stays in slot 3 (raid cost 1), the Weapon in slot 1 (3). Of two
    tokens of a type its owner spends the one cheaper to raid (tarotlab X3): with Relics in
    slots 1 and 2, the one in slot 2 goes and the one in slot 1 (3 keys) stays."""
    s, rig = start()
    Edit(s).gain(0, "Fuel").agents(0, "Galactic Bards", 1).agents(0, "Arms Union", 1)
    play(rig, s, "lead Adm2", "spend Relic", "secure Galactic Bards")
    assert s.res[0][:3] == ["Weapon", None, "Fuel"]
    assert s.slot_tokens(0) == [(1, "Weapon", 3), (3, "Fuel", 1)]
    s2, rig2 = start()
    Edit(s2).drop(0, "Weapon", "Relic").gain(0, "Relic", "Relic").agents(0, "Arms Union", 1)
    play(rig2, s2, "lead Adm2", "spend Relic", "secure Arms Union")
    assert s2.res[0][:3] == ["Relic", None, None]


def test_a_gained_token_goes_in_the_slot_its_owner_chooses_arcs_r8() -> None:
    """arcs R8 (amended): seat 0 has 2 cities on the map and no token: its 4 open slots cost 3,
    1, 1, 2 keys. A taxed Weapon goes where seat 0 chooses between the costs: slot 1, 2 or 4
    (slot 3 costs the same as slot 2, so it is no other choice; slot 5 is covered). The next
    Weapon chooses between slot 2 (1 key) and slot 4 (2 keys)."""
    s, rig = start()
    Edit(s).drop(0, "Weapon", "Relic").building(0, "2.2", "city")
    play(rig, s, "lead Adm2", "tax 3.3 seat 0")
    assert s.pending == ("place", 0)
    assert set(s.legal_actions()) == {"place Weapon in slot 1", "place Weapon in slot 2",
                                      "place Weapon in slot 4"}
    refused(s, "place Weapon in slot 3", "arcs R8", "leftmost empty one of that cost")
    refused(s, "place Weapon in slot 5", "arcs R8", "covered by a city")
    rig.apply(s, "place Weapon in slot 1")
    rig.apply(s, "tax 2.2 seat 0")
    # or the first Weapon leaves slot 1 (arcs R8: rearranging when placing)
    assert set(s.legal_actions()) == {"place Weapon in slot 2", "place Weapon in slot 4",
                                      "arrange - Weapon - Weapon", "arrange - Weapon Weapon -"}
    rig.apply(s, "place Weapon in slot 4")
    assert s.res[0] == ["Weapon", None, None, "Weapon", None, None]


def test_placing_a_gained_token_may_rearrange_the_held_ones_arcs_r8() -> None:
    """arcs: Resources ("You may rearrange resources in your slots at any time when placing"),
    arcs R8 (amended), tarotlab X3: seat 0 holds a Weapon in slot 1 (3 keys) and a Relic in
    slot 2 (1 key), with 3 open slots (3, 1, 1 keys). Taxing 3.3 gains a Weapon: it may go
    to slot 3, or the Relic may move to slot 1 and both Weapons sit at 1 key. Seat 0 moves the
    Relic: a raid must now pay 3 keys for it. The event says who arranged what where."""
    s, rig = start()
    play(rig, s, "lead Adm2", "tax 3.3 seat 0")
    assert s.pending == ("place", 0)
    assert set(s.legal_actions()) == {"place Weapon in slot 3", "arrange Relic Weapon Weapon"}
    refused(s, "arrange Weapon Relic Weapon", "arcs R8", "this arrangement is "
            "'place Weapon in slot 3'")  # the same raid costs: slots of one cost are alike
    refused(s, "arrange Relic Weapon", "arcs R8", "3 open slots")
    refused(s, "arrange Relic Relic Weapon", "arcs R8", "place each of them once")
    refused(s, "arrange Relic Weapon Weapon | Relic", "arcs R8", "no slot 7")
    refused(s, "place Weapon in slot 2", "arcs R8", "slot 2 holds Relic")
    rig.apply(s, "arrange Relic Weapon Weapon")
    assert s.res[0] == ["Relic", "Weapon", "Weapon", None, None, None]
    assert s.slot_tokens(0) == [(1, "Relic", 3), (2, "Weapon", 1), (3, "Weapon", 1)]
    event = s.events[-1]
    assert (event.seat, event.rule) == (0, "arcs R8")
    assert event.text.endswith("rearranges its resources: Relic in slot 1 (3 keys), Weapon in "
                               "slot 2 (1 key), Weapon in slot 3 (1 key)")
    assert s.pending == ("turn", 0)


def test_no_placing_decision_where_no_raid_cost_can_change_arcs_r8() -> None:
    """arcs R8: "a decision only where the choice matters". Seat 0 holds two Weapons in its
    3 open slots (3 and 1 keys): a third Weapon can only complete the same costs, so it goes
    to slot 3 without a question. And when the new token itself is discarded for lack of
    room, nothing is placed, so nothing is rearranged either."""
    s, rig = start()
    Edit(s).drop(0, "Relic").gain(0, "Weapon")
    assert s.res[0][:3] == ["Weapon", "Weapon", None]
    play(rig, s, "lead Adm2", "tax 3.3 seat 0")
    assert s.res[0][:3] == ["Weapon", "Weapon", "Weapon"]
    assert s.pending == ("turn", 0)


def test_gaining_with_no_room_may_discard_the_new_token() -> None:
    """arcs R8: the new token may be the one discarded."""
    s, rig = start()
    Edit(s).gain(0, "Fuel")
    play(rig, s, "lead Adm2", "tax 3.3 seat 0", "discard Weapon")
    assert sorted(held(s, 0)) == ["Fuel", "Relic", "Weapon"]
    assert s.supply["Weapon"] == 4


# --------------------------------------------------------------------------- control
def test_control_needs_more_fresh_ships_than_each_rival() -> None:
    """arcs: Control, M4: more fresh ships than each Rival; a tie or only damaged ships control
    nothing; buildings do not count."""
    s, _ = start()
    assert s.controller("5.3") == 1
    Edit(s).ships(0, "5.3", fresh=3)
    assert s.controller("5.3") is None
    Edit(s).ships(0, "5.3", fresh=4)
    assert s.controller("5.3") == 0
    Edit(s).ships(0, "5.3", damaged=4).ships(1, "5.3", damaged=3)
    assert s.controller("5.3") is None
    Edit(s).ships(2, "5.3", fresh=1)
    assert s.controller("5.3") == 2
    assert {v.id: v.controller for v in s.view(0).systems}["5.3"] == 2


# --------------------------------------------------------------------------- elimination, limits
def test_elimination_recovery_at_the_end_of_the_own_turn() -> None:
    """arcs: Elimination Recovery, tarotlab X11: with no ships or starports on the map (a city
    does not count), seat 1 places 3 fresh ships at a gate of its choice at the end of its own
    turn, not before."""
    s, rig = start()
    Edit(s).clear("2.1").ships(1, "3.0").ships(1, "5.3")
    play(rig, s, "lead Adm2", "done")
    assert s.pending == ("follow", 1)
    rig.apply(s, "copy Con6")
    done(rig, s, 1)
    assert s.pending == ("recover", 1)
    assert set(s.legal_actions()) == {"recover at 2.0", "recover at 3.0", "recover at 5.0",
                                      "recover at 6.0"}
    rig.apply(s, "recover at 6.0")
    assert ships(s, "6.0", 1) == (3, 0)
    assert s.pending == ("follow", 2)


def test_elimination_recovery_places_what_the_supply_holds() -> None:
    """arcs: Piece Limits, arcs R9, tarotlab X11: with 2 ships left in supply, 2 are placed."""
    s, rig = start()
    Edit(s).clear("2.1").ships(1, "3.0").ships(1, "5.3").trophies(0, 1, "ship", 13)
    assert s.ships_left[1] == 2
    play(rig, s, "lead Adm2", "done", "copy Con6")
    done(rig, s, 1)
    rig.apply(s, "recover at 3.0")
    assert ships(s, "3.0", 1) == (2, 0)
    assert s.ships_left[1] == 0


def test_no_ship_is_built_with_an_empty_supply() -> None:
    """arcs: Piece Limits: seat 0's 7 supply ships are all Trophies of seat 1."""
    s, rig = start()
    Edit(s).trophies(1, 0, "ship", 7)
    rig.apply(s, "lead Con2")
    refused(s, "build ship 5.2", R_LIMITS)


def test_no_city_is_built_when_all_five_are_out() -> None:
    """arcs: Piece Limits: 5 cities per player."""
    s, rig = start()
    Edit(s).building(0, "6.2", "city").building(0, "6.2", "city").building(0, "6.1", "city")
    Edit(s).building(0, "6.3", "city")
    assert s.cities_board[0] == 0
    rig.apply(s, "lead Con2")
    refused(s, "build city 3.3", R_LIMITS)
    assert "build starport 3.3" in s.legal_actions()


def test_no_influence_without_an_agent_in_supply() -> None:
    """arcs: Piece Limits: 10 agents; with all on Court cards no more can be placed."""
    s, rig = start()
    Edit(s).agents(0, "Spacing Union", 10)
    rig.apply(s, "lead Mob2")
    assert legal_starting(s, "influence") == set()
    refused(s, "influence Arms Union", R_LIMITS, "no agent left in your supply")


def test_a_court_card_not_in_the_row_is_refused_saying_so() -> None:
    """arcs: Influence, Secure: only cards in the Court row take agents or are secured; the
    refusal names the row."""
    s, rig = start()
    rig.apply(s, "lead Agg2")
    refused(s, "secure Loyal Engineers", R_SECURE, "Loyal Engineers is not in the Court row "
            "(Lattice Spies, Spacing Union, Arms Union, Galactic Bards)")
    s2, rig2 = start()
    rig2.apply(s2, "lead Mob2")
    refused(s2, "influence Loyal Engineers", "arcs: Influence", "not in the Court row")


# --------------------------------------------------------------------------- illegal actions
def test_an_action_of_another_decision_is_refused_and_changes_nothing() -> None:
    """arcs: Round Structure, Step 1: at the lead, only a card from the hand or a pass."""
    s, _ = start()
    refused(s, "tax 3.3 seat 0", R_LEAD)
    refused(s, "lead Con5", R_LEAD, "not in seat 0's hand")


def test_no_refusal_falls_back_to_not_one_of_the_choices() -> None:
    """DESIGN.md, issue 13: every rejected candidate of random positions (every decision kind,
    Leaders & Lore and Court cards in play) gives a reason, never the bare "'…' is not one of
    the choices"; an action of another kind of decision says what is being decided."""
    from test_arcs_conformance import _court_in_hand

    for options, prepare in (({"players": 3}, True), ({"players": 4, "leaders": True}, False),
                             ({"players": 3, "leaders": True, "second_lore": True}, True)):
        g = tarotlab.new_game("arcs", seed=21, **options)
        if prepare:
            _court_in_hand(g, 1)
        while not g.is_over and g.step < 700:
            for action, verdict in g.candidates():
                assert "is not one of the choices" not in verdict.reason, (action, verdict)
            legal = g.legal_actions()
            g.apply(g.sample_chance() if g.to_move == CHANCE else legal[g.step * 5 % len(legal)])
    s, _ = start()
    verdict = s.check("tax 3.3 seat 0")
    assert verdict.reason.startswith("now seat 0 leads a card or passes, and 'tax 3.3 seat 0' "
                                     "is another kind of decision")


def test_an_action_outside_the_suit_is_refused() -> None:
    """arcs: Round Structure, Step 1: the pips take the lead suit's actions only."""
    s, rig = start()
    rig.apply(s, "lead Adm2")
    refused(s, "build city 3.3", R_ROUND, "Tax or Repair or Influence")
    refused(s, "move 3.3 -> 3.2: 1 fresh", R_ROUND)


# --------------------------------------------------------------------------- determinism
def _policy_game(seed: int, steps: int) -> ArcsState:
    s = tarotlab.new_game("arcs", players=3, seed=seed)
    assert isinstance(s, ArcsState)
    for i in range(steps):
        if s.is_over:
            break
        legal = s.legal_actions()
        s.apply(legal[(i * 7 + 3) % len(legal)])
    return s


def test_same_seed_and_decisions_give_the_same_game() -> None:
    """tarotlab E1, arcs R4: chance depends only on the seed and the decision number."""
    a, b = _policy_game(11, 300), _policy_game(11, 300)
    assert a == b
    assert [str(e) for e in a.events] == [str(e) for e in b.events]
    assert a.step > 300


def test_replay_of_the_record_equals_the_state() -> None:
    """tarotlab E3: replaying a record re-checks every decision and gives the same state."""
    s = _policy_game(4, 250)
    assert tarotlab.replay(s.record()) == s
    rigged, rig = start()
    play(rig, rigged, "lead Mob2", "influence Arms Union")
    assert tarotlab.replay(rigged.record()) == rigged


def test_an_edited_position_has_no_record_and_keeps_its_edits_through_undo() -> None:
    """tarotlab X1 / scenario.Edit: an edited game refuses record(); undo keeps the edits."""
    s, rig = start()
    Edit(s).ships(0, "6.2", fresh=2).gain(0, "Fuel")
    rig.apply(s, "lead Mob2")
    with pytest.raises(TarotlabError):
        s.record()
    s.undo()
    assert s.pending == ("lead", 0)
    assert "Mob2" in s.hands[0]
    assert ships(s, "6.2", 0) == (2, 0)
    assert held(s, 0) == ["Weapon", "Relic", "Fuel"]
