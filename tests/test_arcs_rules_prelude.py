"""Arcs (base game) rules, the Prelude and resources: one test per rule of the rulebook's (arcs.txt)
Prelude and Resource Prelude actions (Material, Fuel, Relic, Psionic, Weapon; an Outraged resource
is not spent) and Resources (slots, discarding a token when there is no room), per ruling
(arcs-rulings.md arcs R8 amended, R13) and per project decision (docs/rulings.md tarotlab X3, X10).

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

from arcs_rules_helpers import R_ROUND, held, outrage, play, ships, start, turn

from tarotlab.arcs.scenario import Edit
from tarotlab.testing import assert_refused as refused

R_PRELUDE = "arcs: Prelude"


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
