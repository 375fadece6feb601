"""Arcs (base game) rules, the actions: one test per rule of the rulebook's (arcs.txt) Tax (and its
Tax Limit), Build, Move (Out-of-Play Clusters, Catapult Moves), Repair, Influence and Secure (its
refill, and the events that name who acted), per ruling (arcs-rulings.md arcs R7) and per project
decision (docs/rulings.md tarotlab X2, X4, X12, M2).

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

from arcs_rules_helpers import (
    R_SECURE,
    held,
    legal_starting,
    outrage,
    play,
    ships,
    start,
    texts,
    turn,
)

import tarotlab
from tarotlab import ALL, CHANCE
from tarotlab.arcs.scenario import Edit
from tarotlab.testing import assert_refused as refused

R_TAX = "arcs: Tax"
R_BUILD = "arcs: Build"
R_MOVE = "arcs: Move"
R_CATAPULT = "arcs: Move, Catapult Moves"
R_REPAIR = "arcs: Repair"


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
