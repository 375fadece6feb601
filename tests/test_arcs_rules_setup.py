"""Arcs (base game) rules, the setup: one test per rule of the rulebook's (arcs.txt) Setup (1.3-1.11
and 2.3-2.7, with the tables of arcs-components.md parts 2, 4 and 5), per ruling (arcs-rulings.md
arcs R2, R4, R10: the setup card's seats, chance, the two-player game with its mulligan) and per
project decision (docs/rulings.md tarotlab X1, X3, M1), and the deals of Draw Cards.

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
from arcs_rules_helpers import HANDS, play, ships, start
from arcs_support import done

import tarotlab
from tarotlab import ALL, CHANCE
from tarotlab.arcs.rules import ArcsState


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
