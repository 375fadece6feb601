"""Arcs battles (arcs: Battle, Raiding, Destroying Cities; arcs R3; tarotlab X5-X7): one test per
rule, on the default 3P Mix Up position of ``arcs_rules_helpers`` (seat 1's city stands at 5.3,
a Psionic planet with 2 building slots). Every die is chosen by the ``Rig``; the faces are those of
arcs-components.md part 6:

- assault: 1 blank, 2 H+S, 3 H+I, 4 HH+S, 5 HH, 6 H+S
- skirmish: 1-3 blank, 4-6 H
- raid: 1 I+KK, 2 K+S, 3 I, 4 B+S, 5 B+K, 6 B+S

(H hit, S self-hit, I intercept, B building hit, K raid key.)
"""

from __future__ import annotations

from arcs_rules_helpers import (
    held,
    outrage,
    play,
    rules_of,
    ships,
    start,
    texts,
    turn,
)

from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit, Rig
from tarotlab.testing import assert_refused as refused

R_BATTLE = "arcs: Battle"
R_RAID = "arcs: Raiding"


STEPS = {"Battle 4.1": 1, "Battle 4.2": 2, "Battle 4.3": 3, "Battle 4.4": 4, R_RAID: 5}


def attack(dice: list[str]) -> tuple[ArcsState, Rig]:
    """The default position, seat 0 to lead, with the battle dice rigged."""
    return start(dice=tuple(dice))


def battle(rig: Rig, s: ArcsState, where: str = "5.3", defender: int = 1,
           lead: str = "Agg2") -> None:
    play(rig, s, f"lead {lead}", f"battle {where} seat {defender}")


def test_battle_chooses_a_system_with_loyal_ships_and_a_rival_there() -> None:
    """arcs: Battle 1-2: the battle system has Loyal ships; the defender is a Rival with pieces
    in it."""
    s, rig = attack([])
    Edit(s).ships(0, "5.3", fresh=2).ships(2, "5.3", fresh=1)
    rig.apply(s, "lead Agg2")
    assert {a for a in s.legal_actions() if a.startswith("battle")} == {
        "battle 5.3 seat 1", "battle 5.3 seat 2"}
    rig.apply(s, "battle 5.3 seat 1")
    assert s.pending == ("dice", 0)
    assert s.view(0).battle.defender == 1


def test_dice_one_per_ship_at_most_six_of_a_type_at_least_one() -> None:
    """arcs: Battle 3, tarotlab X5: with 7 attacking ships, every mix of 1 to 7 dice with at
    most 6 of one type is allowed: 116 choices."""
    s, rig = attack([])
    Edit(s).ships(0, "5.3", fresh=7)
    battle(rig, s)
    assert s.pending == ("dice", 0)
    assert len(s.legal_actions()) == 116
    assert "roll 6 assault 1 skirmish 0 raid" in s.legal_actions()
    refused(s, "roll 7 assault 0 skirmish 0 raid", R_BATTLE, "at most 6")
    refused(s, "roll 6 assault 2 skirmish 0 raid", R_BATTLE, "one die per attacking ship")
    err = refused(s, "roll 0 assault 0 skirmish 0 raid", R_BATTLE)
    assert "X5" in err.rule + err.reason


def test_raid_dice_need_defending_buildings() -> None:
    """arcs: Raid Dice Limit: at gate 3.0 seat 1 has no building but has buildings elsewhere,
    so no raid dice."""
    s, rig = attack([])
    Edit(s).ships(0, "3.0", fresh=2)
    battle(rig, s, "3.0")
    refused(s, "roll 0 assault 0 skirmish 1 raid", "arcs: Raid Dice Limit")
    assert "roll 1 assault 1 skirmish 0 raid" in s.legal_actions()


def test_raid_dice_allowed_when_the_defender_has_no_buildings() -> None:
    """arcs: Raid Dice Limit: a defender with no Loyal buildings anywhere may be raided."""
    s, rig = attack([])
    Edit(s).ships(0, "3.0", fresh=2).clear("5.3").clear("2.1")
    battle(rig, s, "3.0")
    assert "roll 0 assault 0 skirmish 2 raid" in s.legal_actions()


def test_dice_resolve_in_strict_order() -> None:
    """arcs: Battle 4 and arcs R3: assault 4, assault 3, raid 1 = 3 hits, 1 self-hit, an
    intercept, 2 keys. The self-hit first; then the intercept, 1 hit per fresh defending ship
    (2: none was hit yet); then the ship hits; then the raid. Destroyed ships are Trophies of the
    other side."""
    s, rig = attack(["assault 4", "assault 3", "raid 1"])
    Edit(s).ships(0, "5.3", fresh=3).ships(1, "5.3", fresh=2)
    battle(rig, s)
    start_events = len(s.events)
    rig.apply(s, "roll 2 assault 0 skirmish 1 raid")
    # the self-hit found only fresh ships (X6): seat 0 has 2 fresh, 1 damaged
    assert ships(s, "5.3", 0) == (2, 1)
    assert s.pending == ("hit", 0, "intercept", 2)
    rig.apply(s, "hit own damaged ship")  # destroyed: seat 1's Trophy
    assert s.trophies[1] == {(0, "ship"): 1}
    # the second intercept hit has only fresh targets left: assigned at once
    assert ships(s, "5.3", 0) == (1, 1)
    # 3 ship hits: the first is on a fresh ship (the only kind), then a choice
    assert ships(s, "5.3", 1) == (1, 1)
    assert s.pending == ("hit", 0, "ships", 2)
    rig.apply(s, "hit damaged ship")
    assert s.trophies[0] == {(1, "ship"): 1}
    assert ships(s, "5.3", 1) == (0, 1)
    # raid: 2 keys; slot 2 costs 1 key, slot 1 costs 3
    assert s.pending == ("raid", 0)
    assert set(s.legal_actions()) == {"steal Psionic in slot 2", "stop raiding"}
    rig.apply(s, "steal Psionic in slot 2")
    rig.apply(s, "place Psionic in slot 3")  # (arcs R8: or rearranged)
    assert held(s, 0) == ["Weapon", "Relic", "Psionic"]
    assert held(s, 1) == ["Psionic"]
    assert s.pending == ("turn", 0) and turn(s).pips == 2
    assert s.bldg["5.3"] == [(1, "city", False)]
    steps = [step for r in rules_of(s, start_events)
             for key, step in STEPS.items() if key in r]
    assert steps == [1, 2, 2, 2, 3, 3, 3, 5]


def test_intercept_happens_once() -> None:
    """arcs: Battle 4.2: three intercept icons still give 1 hit per fresh defending ship, once
    (2 hits)."""
    s, rig = attack(["assault 3", "raid 3", "raid 1"])
    Edit(s).ships(0, "5.3", fresh=4).ships(1, "5.3", fresh=2)
    battle(rig, s)
    rig.apply(s, "roll 1 assault 0 skirmish 2 raid")
    assert ships(s, "5.3", 0) == (3, 1)  # the first hit: only fresh targets
    rig.apply(s, "hit own fresh ship")
    assert ships(s, "5.3", 0) == (2, 2)
    assert ships(s, "5.3", 1) == (1, 1)  # the one ship hit
    assert s.pending == ("raid", 0)
    rig.apply(s, "stop raiding")
    assert ships(s, "5.3", 0) == (2, 2)
    assert s.pending == ("turn", 0)


def test_self_hits_can_destroy_the_attacker_and_hits_still_land() -> None:
    """arcs: Battle 4.1 and 4.3, Trophies: an attacking ship destroyed by a self-hit is the
    defender's Trophy; the ship hit still lands."""
    s, rig = attack(["assault 2"])
    Edit(s).ships(0, "5.3", damaged=1).ships(1, "5.3", fresh=2)
    battle(rig, s)
    rig.apply(s, "roll 1 assault 0 skirmish 0 raid")
    assert ships(s, "5.3", 0) == (0, 0)
    assert s.trophies[1] == {(0, "ship"): 1}
    assert ships(s, "5.3", 1) == (1, 1)
    assert s.ships_left[0] == 6  # the ship came from the supply of 7 and is now a Trophy


def test_ship_hits_go_to_buildings_once_no_ship_is_left() -> None:
    """arcs: Battle 4.3: 3 hits on 1 fresh ship: damaged, destroyed, then a building."""
    s, rig = attack(["skirmish 4", "skirmish 5", "skirmish 6"])
    Edit(s).ships(0, "5.3", fresh=3).ships(1, "5.3", fresh=1).building(1, "5.3", "starport")
    battle(rig, s)
    rig.apply(s, "roll 0 assault 3 skirmish 0 raid")
    assert s.pending == ("hit", 0, "ships", 1)
    assert set(s.legal_actions()) == {"hit fresh city", "hit fresh starport"}
    rig.apply(s, "hit fresh starport")
    assert ships(s, "5.3", 1) == (0, 0)
    assert s.trophies[0] == {(1, "ship"): 1}
    assert sorted(s.bldg["5.3"]) == [(1, "city", False), (1, "starport", True)]


def test_building_hits_strike_buildings_even_with_ships_present() -> None:
    """arcs: Battle 4.4, Raiding: raid 5 (B + K) damages the city although 3 ships defend; the
    key steals the token in slot 2 (1 key)."""
    s, rig = attack(["raid 5"])
    Edit(s).ships(0, "5.3", fresh=2)
    battle(rig, s)
    rig.apply(s, "roll 0 assault 0 skirmish 1 raid")
    assert s.bldg["5.3"] == [(1, "city", True)]
    assert ships(s, "5.3", 1) == (3, 0)
    assert ships(s, "5.3", 0) == (2, 0)
    rig.apply(s, "steal Psionic in slot 2")
    rig.apply(s, "place Psionic in slot 3")
    assert held(s, 0) == ["Weapon", "Relic", "Psionic"]


def test_raid_needs_an_attacking_ship_left() -> None:
    """arcs: Battle 4.5, Raiding: raid 2 (K + S) destroys the only (damaged) attacking ship, so
    the key is lost."""
    s, rig = attack(["raid 2"])
    Edit(s).ships(0, "5.3", damaged=1)
    battle(rig, s)
    rig.apply(s, "roll 0 assault 0 skirmish 1 raid")
    assert s.pending == ("turn", 0)
    assert held(s, 1) == ["Psionic", "Psionic"]
    assert held(s, 0) == ["Weapon", "Relic"]
    assert s.trophies[1] == {(0, "ship"): 1}
    assert any(e.rule == R_RAID for e in s.events[-3:])


def test_raid_costs_follow_the_slot_and_the_guild_card() -> None:
    """arcs: Raiding, components part 5 and 7, tarotlab X3: slots cost 3, 1, 1 keys; Loyal
    Empaths 3 and Farseers 2. raid 1 and raid 5 give 3 keys. A steal beyond the keys left is
    refused naming the cost and the keys."""
    s, rig = attack(["raid 1", "raid 5"])
    Edit(s).ships(0, "5.3", fresh=2).ships(1, "5.3").gain(1, "Fuel")
    Edit(s).guild(1, "Loyal Empaths", "Farseers")
    battle(rig, s)
    rig.apply(s, "roll 0 assault 0 skirmish 2 raid")
    assert s.bldg["5.3"] == [(1, "city", True)]  # the building hit
    assert s.pending == ("raid", 0)
    assert set(s.legal_actions()) == {
        "steal Psionic in slot 1", "steal Psionic in slot 2", "steal Fuel in slot 3",
        "steal Loyal Empaths", "steal Farseers", "stop raiding"}
    rig.apply(s, "steal Farseers")
    assert s.guild[0] == ["BC17"] and s.guild[1] == ["BC19"]
    refused(s, "steal Loyal Empaths", R_RAID, "Loyal Empaths costs 3 keys, you have 1")
    refused(s, "steal Psionic in slot 1", R_RAID, "slot 1 costs 3 keys, you have 1")
    refused(s, "steal Fuel in slot 2", R_RAID, "slot 2 of seat 1 holds Psionic")
    rig.apply(s, "steal Fuel in slot 3")
    rig.apply(s, "place Fuel in slot 3")
    assert held(s, 0) == ["Weapon", "Relic", "Fuel"]
    assert held(s, 1) == ["Psionic", "Psionic"]
    assert s.pending == ("turn", 0)


def test_raided_tokens_stay_in_their_slots_arcs_r8() -> None:
    """arcs R8 (amended), arcs: Raiding, components part 5: a token stays in its slot until it
    leaves. Seat 1 has 2 cities on the map (4 open slots, raid costs 3, 1, 1, 2) holding
    Psionic, Psionic, Fuel, Material; no ship defends 5.3. Three raid dice showing 1 (I + KK)
    give 6 keys. Stealing slot 2 costs 1 key, then slot 1 costs 3 and slot 4 costs 2: 1 + 3 + 2
    = 6 keys, and the Fuel is left in slot 3. Seat 0 (no tokens, 3 open slots costing 3, 1, 1)
    chooses the first token's slot (slot 1 or 2); the second Psionic may go to slot 2 or, the
    first moving down, both sit at 1 key; the Material goes to slot 3 or swaps with a Psionic
    for slot 1."""
    s, rig = attack(["raid 1", "raid 1", "raid 1"])
    Edit(s).building(1, "6.2", "city").gain(1, "Fuel", "Material")
    Edit(s).ships(1, "5.3").ships(0, "5.3", fresh=3).drop(0, "Weapon", "Relic")
    assert s.res[1][:4] == ["Psionic", "Psionic", "Fuel", "Material"] and s.open_slots(1) == 4
    battle(rig, s)
    rig.apply(s, "roll 0 assault 0 skirmish 3 raid")
    assert s.view(0).battle.keys == 6
    start_events = len(s.events)
    rig.apply(s, "steal Psionic in slot 2")
    assert set(s.legal_actions()) == {"place Psionic in slot 1", "place Psionic in slot 2"}
    rig.apply(s, "place Psionic in slot 1")
    assert s.view(0).battle.keys == 5
    assert s.res[1][:4] == ["Psionic", None, "Fuel", "Material"]
    assert set(s.legal_actions()) == {"steal Psionic in slot 1", "steal Fuel in slot 3",
                                      "steal Material in slot 4", "stop raiding"}
    rig.apply(s, "steal Psionic in slot 1")
    assert set(s.legal_actions()) == {"place Psionic in slot 2", "arrange - Psionic Psionic"}
    rig.apply(s, "place Psionic in slot 2")
    assert s.view(0).battle.keys == 2
    rig.apply(s, "steal Material in slot 4")
    assert set(s.legal_actions()) == {"place Material in slot 3",
                                      "arrange Material Psionic Psionic"}
    rig.apply(s, "place Material in slot 3")
    assert s.res[1][:4] == [None, None, "Fuel", None]
    assert s.res[0][:3] == ["Psionic", "Psionic", "Material"]
    assert s.pending == ("turn", 0)  # all 6 keys spent
    spent = [e.text for e in s.events[start_events:] if "to steal" in e.text]
    assert [x.split("spends ")[1].split(" to")[0] for x in spent] == ["1 key", "3 keys", "2 keys"]
    s.check_invariants()


def test_destroying_a_city_provokes_outrage_and_ransacks_the_court() -> None:
    """arcs: Destroying Cities, tarotlab X7: the destroyer discards its Psionic tokens and
    Psionic Guild cards and puts an agent on its Psionic Outrage space; then must secure a Court
    card holding the defender's agents, taking the Rival agents there as Trophies."""
    s, rig = start(dice=("skirmish 4",),
                   court=["Lattice Spies", "Spacing Union", "Arms Union", "Galactic Bards",
                          "Loyal Engineers"])
    Edit(s).clear("5.3").building(1, "5.3", "city", damaged=True).ships(0, "5.3", fresh=2)
    Edit(s).gain(0, "Psionic").guild(0, "Farseers", "Loyal Keepers")
    Edit(s).agents(1, "Lattice Spies", 2).agents(2, "Lattice Spies", 1)
    Edit(s).agents(0, "Lattice Spies", 1).agents(1, "Arms Union", 1)
    battle(rig, s)
    rig.apply(s, "roll 0 assault 1 skirmish 0 raid")
    assert s.bldg["5.3"] == []
    assert s.trophies[0][(1, "city")] == 1
    assert held(s, 0) == ["Weapon", "Relic"]
    assert s.guild[0] == ["BC21"]  # Farseers discarded, Loyal Keepers kept
    assert "BC17" in s.court_discard
    assert s.outrage[0] == {"Psionic": "agent"}
    assert s.agents_left[0] == 10 - 1 - 1
    assert s.supply["Psionic"] == 3
    assert s.pending == ("ransack", 0, 1)
    assert set(s.legal_actions()) == {"ransack Lattice Spies", "ransack Arms Union"}
    rig.apply(s, "ransack Lattice Spies")
    assert s.guild[0] == ["BC21", "BC16"]
    assert s.trophies[0] == {(1, "city"): 1, (1, "agent"): 2, (2, "agent"): 1}
    assert s.captives[0] == [0, 0, 0]
    assert s.agents_left[0] == 9
    assert s.court[0] == ["BC01", [0, 0, 0]]  # refilled
    assert s.court[2][1] == [0, 1, 0]
    assert s.cities_board[1] == 4  # a Trophy, not back on the board


def test_ships_mass_uprising_places_in_a_ransack_are_not_attacking_ships() -> None:
    """arcs card: Mass Uprising, arcs R14 (the FAQ: ships placed during a Ransack are not
    attacking ships), arcs: Raiding: seat 0 attacks seat 1's damaged city at 5.3 with 2 damaged
    ships; raid 4 (B + S) and raid 2 (K + S): both self-hits destroy its ships, the building hit
    destroys the city, and seat 0 ransacks Mass Uprising, placing 1 ship in each system of
    cluster 5, 5.3 included. No attacking ship remains, so the raid key is lost."""
    s, rig = start(dice=("raid 4", "raid 2"),
                   court=["Mass Uprising", "Spacing Union", "Arms Union", "Galactic Bards"])
    Edit(s).clear("5.3").building(1, "5.3", "city", damaged=True).ships(0, "5.3", damaged=2)
    Edit(s).agents(1, "Mass Uprising", 1)
    battle(rig, s)
    rig.apply(s, "roll 0 assault 0 skirmish 2 raid")
    assert s.pending == ("ransack", 0, 1)
    rig.apply(s, "ransack Mass Uprising")
    rig.apply(s, "uprising in cluster 5")
    assert ships(s, "5.3", 0) == (1, 0)
    assert s.pending == ("turn", 0)
    assert held(s, 1) == ["Psionic", "Psionic"]
    assert any(e.rule == R_RAID and "no attacking ship" in e.text for e in s.events[-3:])
    s.check_invariants()


def test_outrage_without_an_agent_uses_a_placeholder() -> None:
    """arcs: Piece Limits, arcs R9: with no agent in supply the Outrage space takes a
    placeholder, replaced by the first agent that returns (here from the ransacked card)."""
    s, rig = start(dice=("skirmish 4",))
    Edit(s).clear("5.3").building(1, "5.3", "city", damaged=True).ships(0, "5.3", fresh=1)
    Edit(s).agents(0, "Lattice Spies", 10).agents(1, "Lattice Spies", 1)
    battle(rig, s)
    rig.apply(s, "roll 0 assault 1 skirmish 0 raid")
    assert s.outrage[0] == {"Psionic": "placeholder"}
    assert s.agents_left[0] == 0
    rig.apply(s, "ransack Lattice Spies")
    assert s.outrage[0] == {"Psionic": "agent"}
    assert s.agents_left[0] == 9
    assert s.trophies[0][(1, "agent")] == 1


def test_outrage_twice_places_no_second_agent() -> None:
    """arcs: Destroying Cities, Outrage: already Outraged by that type, both steps happen except
    placing the agent."""
    s, rig = start(dice=("skirmish 4",))
    Edit(s).clear("5.3").building(1, "5.3", "city", damaged=True).ships(0, "5.3", fresh=1)
    Edit(s).gain(0, "Psionic")
    outrage(s, 0, "Psionic")
    battle(rig, s)
    rig.apply(s, "roll 0 assault 1 skirmish 0 raid")
    assert s.outrage[0] == {"Psionic": "agent"}
    assert s.agents_left[0] == 9
    assert held(s, 0) == ["Weapon", "Relic"]
    assert s.pending == ("turn", 0)  # seat 1 has no agents at Court: no Ransack


def test_a_hit_with_one_kind_of_target_is_assigned_at_once() -> None:
    """tarotlab X6: assault 6 (H + S) with only fresh ships on both sides asks nothing."""
    s, rig = attack(["assault 6"])
    Edit(s).ships(0, "3.0", fresh=2)
    battle(rig, s, "3.0")
    rig.apply(s, "roll 1 assault 0 skirmish 0 raid")
    assert s.pending == ("turn", 0)
    assert ships(s, "3.0", 0) == (1, 1)
    assert ships(s, "3.0", 1) == (1, 1)
    assert not any(a.startswith("hit") for _, a in s.history)
    assert any("damaged" in t for t in texts(s))
