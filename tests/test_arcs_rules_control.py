"""Arcs (base game) rules, control, elimination and piece limits: one test per rule of the
rulebook's (arcs.txt) Control, Elimination Recovery and Piece Limits (ships, cities, agents; only
the Court row takes agents), per ruling (arcs-rulings.md arcs R9) and per project decision
(docs/rulings.md tarotlab X11, M4).

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

from arcs_rules_helpers import R_SECURE, legal_starting, play, ships, start
from arcs_support import done

from tarotlab.arcs.scenario import Edit
from tarotlab.testing import assert_refused as refused

R_LIMITS = "arcs: Piece Limits"


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
