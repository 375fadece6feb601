"""Arcs Leaders & Lore (advanced mode, arcs R12), the lore cards: at least one test per lore card
(arcs-components.md part 8): Tool-Priests, Galactic Rifles, Sprinter Drives, Mirror Plating, Hidden
Harbors, Signal Breaker, Repair Drones, Gate Ports, Cloud Cities, Living Structures, Gate Stations,
Railgun Arrays, Ancient Holdings and Seeker Torpedoes, with the FAQ notes, arcs R8, R12, R14 and the
card texts the views show; then the stuck games and crashes of issue 13 that lore cards caused
(Cloud Cities paid with the spent token, Elder Broker's Trade at a Gate Station, Living Structures'
Prune in a gate and of a Cloud City: tarotlab X10, L13).

Each test cites its card as ``arcs leader: <name>`` or ``arcs lore: <name>`` (arcs-components.md
part 8, with the FAQ notes and interpretations written there) or the setup rule ``arcs: Leaders &
Lore``. Games are real Leaders & Lore games on 3P Mix Up, drafted and rigged by ``start``; ``Edit``
then changes the position, and the card is used through real decisions; every outcome is worked out
by hand from the card text. tests/arcs_leaders_helpers.py says how the games are set up, with the
map, each leader's starting pieces and resources and the dice faces. The other parts are tested in
the other tests/test_arcs_leaders_*.py files.
"""

from __future__ import annotations

from arcs_leaders_helpers import card_id, held, legal, pips, ships, start
from arcs_support import follow

from tarotlab.arcs.components import COURT, LORE
from tarotlab.arcs.scenario import Edit
from tarotlab.testing import assert_refused as refused

R_BUILD = "arcs: Build"


# =========================================================================== lore
def test_tool_priests_summon_a_ship_at_a_controlled_city_once_per_turn() -> None:
    """arcs lore: Tool-Priests: on a Construction lead, Summon (Build) is offered at the cities
    seat 0 controls: its own at 3.3 and seat 1's at 5.3 (seat 0 brought 4 ships there), not
    seat 2's at 2.3. It summons a fresh ship at 5.3; a second Summon this turn is refused."""
    s, rig = start(lore={0: ["Tool-Priests"]})
    Edit(s).ships(0, "5.3", fresh=4)
    supply = s.ships_left[0]
    rig.apply(s, "lead Con2")
    assert legal(s, "summon") == {"summon at 3.3", "summon at 5.3"}
    rig.apply(s, "summon at 5.3")
    assert ships(s, "5.3", 0) == (5, 0) and s.ships_left[0] == supply - 1
    assert pips(s) == 3
    assert legal(s, "summon") == set()
    refused(s, "summon at 3.3", "arcs lore: Tool-Priests")
    assert "build ship 5.2" in legal(s)
    s.check_invariants()


def test_galactic_rifles_fire_one_skirmish_die_per_fresh_ship_at_an_adjacent_system() -> None:
    """arcs lore: Galactic Rifles (FAQ: Battle modifiers do not apply): seat 0, the Rebel,
    fires from 5.2 (3 fresh, 1 damaged: 3 skirmish dice, without Committed's 2 extra) at seat 1
    in the adjacent 5.3; 3 hits (4, 5, 6) damage and destroy seat 1's one ship, then damage
    its city. No self-hit, no intercept."""
    s, rig = start({0: "Rebel", 1: "Fuel-Drinker"}, lore={0: ["Galactic Rifles"]},
                   dice=("skirmish 4", "skirmish 5", "skirmish 6"))
    Edit(s).ships(0, "5.2", fresh=3, damaged=1).ships(1, "5.3", fresh=1)
    rig.apply(s, "lead Agg2")
    fire = legal(s, "fire")
    assert {"fire from 5.2 at 5.3 seat 1", "fire from 5.2 at 5.0 seat 2"} <= fire
    assert not any(" at 5.2 " in f for f in fire)
    rig.apply(s, "fire from 5.2 at 5.3 seat 1")
    assert rig.dice == []  # 3 dice rolled
    assert ships(s, "5.3", 1) == (0, 0) and s.bldg["5.3"] == [(1, "city", True)]
    assert s.trophies[0] == {(1, "ship"): 1}
    assert ships(s, "5.2", 0) == (3, 1)
    assert s.pending == ("turn", 0) and pips(s) == 2
    s.check_invariants()


def test_galactic_rifles_roll_at_most_the_six_skirmish_dice_that_exist() -> None:
    """arcs lore: Galactic Rifles, arcs: Battle 3 ("you cannot collect more than 6 dice of a
    single type"; the game has 6 skirmish dice): 8 fresh ships at 5.2 fire 6 skirmish dice,
    not 8. The six blanks (faces 1-3) leave seat 1's ship at 5.3 unharmed and the seventh die
    the rig offers is never rolled; the event says how many were rolled and why."""
    s, rig = start({0: "Rebel", 1: "Fuel-Drinker"}, lore={0: ["Galactic Rifles"]},
                   dice=("skirmish 1",) * 6 + ("skirmish 6",))
    Edit(s).ships(0, "5.2", fresh=8).ships(1, "5.3", fresh=1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "fire from 5.2 at 5.3 seat 1")
    assert rig.dice == ["skirmish 6"]  # six dice rolled
    assert ships(s, "5.3", 1) == (1, 0)
    fired = next(e for e in s.events if "fires Galactic Rifles" in e.text)
    assert "6 skirmish dice" in fired.text and "8 fresh ships" in fired.text
    assert fired.seat == 0
    s.check_invariants()


def test_sprinter_drives_fresh_ships_move_one_extra_time() -> None:
    """arcs lore: Sprinter Drives: seat 0 moves 2 fresh + 1 damaged ships from 2.0 to 2.2; the
    2 fresh ships may move 1 extra time (the damaged one may not): they go on to 2.3. The
    extra move does not trigger itself again."""
    s, rig = start(lore={0: ["Sprinter Drives"]})
    Edit(s).ships(0, "2.0", fresh=2, damaged=1)
    rig.apply(s, "lead Mob2")
    rig.apply(s, "move 2.0 -> 2.2: 2 fresh + 1 damaged")
    assert s.pending[:4] == ("ask", 0, card_id("Sprinter Drives"), "sprint")
    assert legal(s) == {f"sprint 2.2 -> {d}: {k} fresh" for d in ("2.0", "2.1", "2.3")
                        for k in (1, 2)} | {"decline"}
    rig.apply(s, "sprint 2.2 -> 2.3: 2 fresh")
    assert ships(s, "2.3", 0) == (2, 0) and ships(s, "2.2", 0) == (0, 1)
    assert ships(s, "2.0", 0) == (0, 0)
    assert s.pending == ("turn", 0) and pips(s) == 3
    s.check_invariants()
    # after a Catapult: the extra move comes once the Catapult stops
    s2, rig2 = start(lore={0: ["Sprinter Drives"]})
    Edit(s2).ships(2, "5.0")
    rig2.apply(s2, "lead Mob2")
    rig2.apply(s2, "move 5.2 -> 5.0: 3 fresh")
    assert s2.pending == ("catapult", 0)
    rig2.apply(s2, "catapult -> 6.0: 3 fresh")
    rig2.apply(s2, "stop")
    assert s2.pending[:4] == ("ask", 0, card_id("Sprinter Drives"), "sprint")
    rig2.apply(s2, "sprint 6.0 -> 6.1: 3 fresh")
    assert ships(s2, "6.1", 0) == (3, 0) and ships(s2, "6.0", 0) == (0, 0)
    assert s2.pending == ("turn", 0)


def test_sprinter_drives_each_ship_moves_again_on_its_own_and_may_catapult() -> None:
    """arcs lore: Sprinter Drives, arcs R14 (the FAQ: each fresh ship that moved takes its own
    extra move; it may Catapult; no retrigger): seat 0 moves 2 fresh ships from 2.0 to 2.2; one
    goes on to 2.3 and the other, on its own, to 2.1. In a second game 2 fresh ships move from
    gate 5.0 into 5.2 (seat 0's starport): one sprints from the starport into gate 5.0, which no
    one controls, and Catapults on to 6.0; then the other sprints to 5.1. The Catapulting ship
    does not sprint again."""
    s, rig = start(lore={0: ["Sprinter Drives"]})
    rig.apply(s, "lead Mob2")
    rig.apply(s, "move 2.0 -> 2.2: 2 fresh")
    rig.apply(s, "sprint 2.2 -> 2.3: 1 fresh")
    assert s.pending[:4] == ("ask", 0, card_id("Sprinter Drives"), "sprint")
    assert legal(s) == {f"sprint 2.2 -> {d}: 1 fresh" for d in ("2.0", "2.1", "2.3")} | {
        "decline"}
    rig.apply(s, "sprint 2.2 -> 2.1: 1 fresh")
    assert ships(s, "2.3", 0) == (1, 0) and ships(s, "2.1", 0) == (1, 0)
    assert ships(s, "2.2", 0) == (0, 0) and s.pending == ("turn", 0)
    s.check_invariants()
    s2, rig2 = start(lore={0: ["Sprinter Drives"]})
    Edit(s2).ships(2, "5.0").ships(0, "5.0", fresh=2)
    rig2.apply(s2, "lead Mob2")
    rig2.apply(s2, "move 5.0 -> 5.2: 2 fresh")
    assert ships(s2, "5.2", 0) == (5, 0)
    rig2.apply(s2, "sprint 5.2 -> 5.0: 1 fresh")
    assert s2.pending == ("catapult", 0)
    rig2.apply(s2, "catapult -> 6.0: 1 fresh")
    rig2.apply(s2, "stop")
    assert ships(s2, "6.0", 0) == (1, 0)
    assert legal(s2) == {f"sprint 5.2 -> {d}: 1 fresh" for d in ("5.0", "5.1", "5.3")} | {
        "decline"}
    rig2.apply(s2, "sprint 5.2 -> 5.1: 1 fresh")
    assert ships(s2, "5.1", 0) == (1, 0) and ships(s2, "5.2", 0) == (3, 0)
    assert s2.pending == ("turn", 0)
    s2.check_invariants()


def test_mirror_plating_adds_an_intercept_to_an_assault_roll() -> None:
    """arcs lore: Mirror Plating: seat 0 attacks seat 1 at 5.3 with 1 ship and rolls assault 5
    (2 hits, no intercept); Mirror Plating adds 1 intercept, so seat 1's 2 fresh ships deal 2
    hits first and destroy the attacker's ship. A skirmish-only roll gets no intercept. The
    added intercept is not rolled: the attacker's Signal Breaker (arcs lore: Signal Breaker)
    ignores its own rolled intercept (assault 3) but not the added one."""
    lore = {0: ["Signal Breaker"], 1: ["Mirror Plating"]}
    leaders = {0: "Fuel-Drinker", 1: "Demagogue"}
    s, rig = start(leaders, lore, dice=("assault 5",))
    Edit(s).ships(0, "5.3", fresh=1).ships(1, "5.3", fresh=2)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 5.3 seat 1")
    rig.apply(s, "roll 1 assault 0 skirmish 0 raid")
    assert ships(s, "5.3", 0) == (0, 0) and s.trophies[1] == {(0, "ship"): 1}
    rig.apply(s, "hit fresh ship")  # the attacker's 2 hits still strike
    assert ships(s, "5.3", 1) == (0, 2)
    s.check_invariants()
    # skirmish only: no intercept added
    s2, rig2 = start(leaders, lore, dice=("skirmish 4",))
    Edit(s2).ships(0, "5.3", fresh=1).ships(1, "5.3", fresh=2)
    rig2.apply(s2, "lead Agg2")
    rig2.apply(s2, "battle 5.3 seat 1")
    rig2.apply(s2, "roll 0 assault 1 skirmish 0 raid")
    assert ships(s2, "5.3", 0) == (1, 0) and ships(s2, "5.3", 1) == (1, 1)
    # Signal Breaker cannot cancel the added intercept
    s3, rig3 = start(leaders, lore, dice=("assault 3",))
    Edit(s3).ships(0, "5.3", fresh=1).ships(1, "5.3", fresh=2)
    rig3.apply(s3, "lead Agg2")
    rig3.apply(s3, "battle 5.3 seat 1")
    rig3.apply(s3, "roll 1 assault 0 skirmish 0 raid")
    assert ships(s3, "5.3", 0) == (0, 0) and s3.trophies[1] == {(0, "ship"): 1}
    assert ships(s3, "5.3", 1) == (1, 1)


def test_hidden_harbors_builds_fresh_ships_and_bars_raid_dice() -> None:
    """arcs lore: Hidden Harbors: seat 0 builds a ship at its starport at 5.2, which seat 1
    controls (4 ships against 3): the ship is fresh, not damaged. Then seat 1 attacks seat 0
    there: with seat 0's fresh starport in the system no raid die may be taken; once the
    starport is damaged, raid dice are allowed again."""
    s, rig = start({1: "Fuel-Drinker"}, lore={0: ["Hidden Harbors"]})
    Edit(s).ships(1, "5.2", fresh=4)
    rig.apply(s, "lead Con2")
    rig.apply(s, "build ship 5.2")
    assert ships(s, "5.2", 0) == (4, 0)
    rig.apply(s, "done")
    rig.apply(s, "pivot Agg3")
    rig.apply(s, "battle 5.2 seat 0")
    assert s.dice_limit() == 4
    assert all(a.endswith(" 0 raid") for a in legal(s))
    refused(s, "roll 0 assault 0 skirmish 1 raid", "arcs lore: Hidden Harbors")
    # a damaged starport does not bar raid dice
    s2, rig2 = start({1: "Fuel-Drinker"}, lore={0: ["Hidden Harbors"]})
    Edit(s2).clear("5.2").building(0, "5.2", "starport", damaged=True)
    Edit(s2).ships(0, "5.2", fresh=3).ships(1, "5.2", fresh=4)
    rig2.apply(s2, "lead Con2")
    rig2.apply(s2, "done")
    rig2.apply(s2, "pivot Agg3")
    rig2.apply(s2, "battle 5.2 seat 0")
    assert "roll 0 assault 0 skirmish 1 raid" in legal(s2)


def test_signal_breaker_ignores_one_rolled_intercept_when_all_attackers_fresh() -> None:
    """arcs lore: Signal Breaker: seat 0 attacks seat 1 at 5.3 with 2 fresh ships and rolls
    assault 3 (hit + intercept): the intercept is ignored, no hit comes back. Rolling two
    intercepts (3, 3), one still counts (2 hits from seat 1's 2 fresh ships). With a damaged
    ship among the attackers, the intercept counts."""
    leaders = {0: "Fuel-Drinker", 1: "Demagogue"}
    s, rig = start(leaders, lore={0: ["Signal Breaker"]}, dice=("assault 3",))
    Edit(s).ships(0, "5.3", fresh=2).ships(1, "5.3", fresh=2)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 5.3 seat 1")
    rig.apply(s, "roll 1 assault 0 skirmish 0 raid")
    assert ships(s, "5.3", 0) == (2, 0) and ships(s, "5.3", 1) == (1, 1)
    assert s.pending == ("turn", 0)
    # two intercepts rolled: one is left
    s2, rig2 = start(leaders, lore={0: ["Signal Breaker"]}, dice=("assault 3", "assault 3"))
    Edit(s2).ships(0, "5.3", fresh=2).ships(1, "5.3", fresh=2)
    rig2.apply(s2, "lead Agg2")
    rig2.apply(s2, "battle 5.3 seat 1")
    rig2.apply(s2, "roll 2 assault 0 skirmish 0 raid")
    assert s2.pending[:3] == ("hit", 0, "intercept")
    rig2.apply(s2, "hit own fresh ship")
    assert ships(s2, "5.3", 0) == (0, 2)
    rig2.apply(s2, "hit fresh ship")
    assert ships(s2, "5.3", 1) == (0, 2)
    # a damaged attacker at the start: no Signal Breaker
    s3, rig3 = start(leaders, lore={0: ["Signal Breaker"]}, dice=("assault 3",))
    Edit(s3).ships(0, "5.3", fresh=2, damaged=1).ships(1, "5.3", fresh=2)
    rig3.apply(s3, "lead Agg2")
    rig3.apply(s3, "battle 5.3 seat 1")
    rig3.apply(s3, "roll 1 assault 0 skirmish 0 raid")
    assert s3.pending[:3] == ("hit", 0, "intercept")
    rig3.apply(s3, "hit own damaged ship")
    assert ships(s3, "5.3", 0) == (1, 1) and s3.trophies[1] == {(0, "ship"): 1}
    assert ships(s3, "5.3", 1) == (1, 1)


def test_repair_drones_repair_one_attacking_ship_after_the_battle() -> None:
    """arcs lore: Repair Drones: seat 0 attacks at 5.3 with 1 fresh and 1 damaged ship; assault
    2 (hit + self-hit) damages its fresh ship too. After the battle 1 of its 2 damaged ships is
    repaired."""
    s, rig = start({1: "Fuel-Drinker"}, lore={0: ["Repair Drones"]}, dice=("assault 2",))
    Edit(s).ships(0, "5.3", fresh=1, damaged=1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 5.3 seat 1")
    rig.apply(s, "roll 1 assault 0 skirmish 0 raid")
    rig.apply(s, "hit own fresh ship")
    assert ships(s, "5.3", 1) == (2, 1)
    assert ships(s, "5.3", 0) == (1, 1)
    assert s.pending == ("turn", 0)
    assert any(e.rule == "arcs lore: Repair Drones" for e in s.events)
    s.check_invariants()


def test_gate_ports_starport_in_a_gate_captures_a_rival_agent() -> None:
    """arcs lore: Gate Ports: seat 0 builds a starport at gate 2.0 (its 2 ships there; a city
    there, or a second starport, is not offered). Seat 1 then moves 1 ship from 2.1 into 2.0,
    which seat 0 controls with the fresh starport: seat 0 captures 1 of seat 1's agents."""
    s, rig = start({1: "Fuel-Drinker"}, lore={0: ["Gate Ports"]})
    rig.apply(s, "lead Con2")
    assert "build starport 2.0" in legal(s) and "build city 2.0" not in legal(s)
    rig.apply(s, "build starport 2.0")
    assert s.bldg["2.0"] == [(0, "starport", False)] and s.ports_left[0] == 3
    assert "build starport 2.0" not in legal(s)
    assert "build ship 2.0" in legal(s)
    rig.apply(s, "done")
    rig.apply(s, "pivot Mob3")
    rig.apply(s, "move 2.1 -> 2.0: 1 fresh")
    assert s.captives[0] == [0, 1, 0] and s.agents_left[1] == 9
    assert ships(s, "2.0", 1) == (1, 0)
    s.check_invariants()


def test_cloud_cities_build_a_city_on_a_full_planet_paying_its_type() -> None:
    """arcs lore: Cloud Cities: 5.2 (Relic, 1 slot) is full with seat 0's starport; seat 0
    builds a city there anyway, paying 1 Relic (4 open slots after). A second extra city there
    is not offered. Relic Outrage does not block the payment: after Outrage Spreads (Relic),
    seat 0 spends Material to build a Cloud City, paying a Relic."""
    s, rig = start({0: "Fuel-Drinker"}, lore={0: ["Cloud Cities"]})
    Edit(s).gain(0, "Relic")
    relic = s.supply["Relic"]
    rig.apply(s, "lead Con2")
    assert "build city 5.2" in legal(s)
    rig.apply(s, "build city 5.2")
    assert s.bldg["5.2"] == [(0, "starport", False), (0, "city", False)]
    assert held(s, 0) == ["Fuel", "Fuel"] and s.supply["Relic"] == relic + 1
    assert s.open_slots(0) == 4
    Edit(s).gain(0, "Relic")
    assert "build city 5.2" not in legal(s)
    s.check_invariants()
    # Outrage does not block the payment
    s2, rig2 = start({0: "Elder"}, lore={0: ["Cloud Cities"]})
    Edit(s2).agents(0, "Outrage Spreads", 1)
    rig2.apply(s2, "lead Agg2")
    rig2.apply(s2, "spend Relic")
    rig2.apply(s2, "secure Outrage Spreads")
    rig2.apply(s2, "outrage Relic")
    assert "Relic" in s2.outrage[0]
    Edit(s2).gain(0, "Relic")
    rig2.apply(s2, "spend Material")
    assert "build city 5.2" in legal(s2)
    rig2.apply(s2, "build city 5.2")
    assert s2.bldg["5.2"] == [(0, "starport", False), (0, "city", False)]
    assert held(s2, 0) == []
    s2.check_invariants()


def test_living_structures_nurture_and_prune() -> None:
    """arcs lore: Living Structures: on a Construction lead, Nurture (Build) taxes seat 0's city
    at 3.3 (Weapon), once per turn like a Tax; Prune (Repair) turns its damaged starport at 5.2
    into a damaged city (4 open slots), then its city at 3.3 into a starport (3 open slots)."""
    s, rig = start({0: "Fuel-Drinker"}, lore={0: ["Living Structures"]})
    Edit(s).clear("5.2").building(0, "5.2", "starport", damaged=True).ships(0, "5.2", fresh=3)
    rig.apply(s, "lead Con2")
    assert "nurture 3.3" in legal(s)
    rig.apply(s, "nurture 3.3")
    assert legal(s) == {"place Weapon in slot 3", "arrange Weapon Fuel Fuel"}  # arcs R8
    rig.apply(s, "place Weapon in slot 3")
    assert held(s, 0) == ["Fuel", "Fuel", "Weapon"]
    assert "nurture 3.3" not in legal(s)
    assert legal(s, "prune") == {"prune starport at 5.2", "prune city at 3.3"}
    rig.apply(s, "prune starport at 5.2")
    assert s.bldg["5.2"] == [(0, "city", True)]
    assert (s.cities_board[0], s.ports_left[0], s.open_slots(0)) == (3, 5, 4)
    rig.apply(s, "prune city at 3.3")
    assert s.bldg["3.3"] == [(0, "starport", False)]
    assert (s.cities_board[0], s.ports_left[0], s.open_slots(0)) == (4, 4, 3)
    assert held(s, 0) == ["Fuel", "Fuel", "Weapon"]
    assert pips(s) == 1
    s.check_invariants()


def test_gate_stations_city_in_a_gate_with_the_clusters_types() -> None:
    """arcs lore: Gate Stations: seat 0 spends Material to build a city at gate 2.0; cluster 2
    holds seat 1's city at 2.2 (Weapon) and seat 2's at 2.3 (Relic), so taxing it gains Weapon
    or Relic (seat 0 takes Weapon). Seat 1 then destroys it (assault 5) and Provokes Outrage of
    Weapon and Relic. A gate city in cluster 6 (no other city there) would have no type."""
    s, rig = start({0: "Warrior", 1: "Fuel-Drinker"}, lore={0: ["Gate Stations"]},
                   dice=("assault 5",))
    Edit(s).building(1, "2.2", "city")
    rig.apply(s, "lead Adm2")
    rig.apply(s, "spend Material")
    assert "build city 2.0" in legal(s) and "build starport 2.0" not in legal(s)
    rig.apply(s, "build city 2.0")
    assert s.bldg["2.0"] == [(0, "city", False)] and s.open_slots(0) == 4
    assert s.city_types("2.0") == ["Weapon", "Relic"]
    assert s.city_types("6.0") == []
    rig.apply(s, "tax 2.0 seat 0")
    assert s.pending[:4] == ("ask", 0, card_id("Gate Stations"), "station")
    assert legal(s) == {"take Weapon", "take Relic"}
    rig.apply(s, "take Weapon")
    assert legal(s) == {"place Weapon in slot 2", "place Weapon in slot 4",  # 1 or 2 keys
                        "arrange - Weapon - Weapon", "arrange - Weapon Weapon -"}  # arcs R8
    rig.apply(s, "place Weapon in slot 2")
    assert held(s, 0) == ["Weapon", "Weapon"]
    rig.apply(s, "done")
    Edit(s).ships(0, "2.0").ships(1, "2.0", fresh=1)
    rig.apply(s, "pivot Agg3")
    rig.apply(s, "battle 2.0 seat 0")
    rig.apply(s, "roll 1 assault 0 skirmish 0 raid")
    assert s.bldg["2.0"] == [] and s.trophies[1] == {(0, "city"): 1}
    assert s.outrage[1] == {"Weapon": "agent", "Relic": "agent"}
    assert s.agents_left[1] == 8
    s.check_invariants()


def test_railgun_arrays_hit_the_attacker_before_dice() -> None:
    """arcs lore: Railgun Arrays: seat 0 attacks seat 1 (3 fresh ships at 5.3) with 1 fresh
    ship: before dice are collected it takes 1 hit (damaged), and rolls 1 die. With 1 damaged
    ship, the hit destroys it (a Trophy for seat 1) and the battle ends before any die. If
    seat 1's ships there are all damaged, no Railgun hit."""
    leaders = {0: "Fuel-Drinker", 1: "Demagogue"}
    s, rig = start(leaders, lore={1: ["Railgun Arrays"]})
    Edit(s).ships(0, "5.3", fresh=1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 5.3 seat 1")
    assert s.pending == ("dice", 0) and ships(s, "5.3", 0) == (0, 1)
    assert s.dice_limit() == 1
    s2, rig2 = start(leaders, lore={1: ["Railgun Arrays"]})
    Edit(s2).ships(0, "5.3", damaged=1)
    rig2.apply(s2, "lead Agg2")
    rig2.apply(s2, "battle 5.3 seat 1")
    assert ships(s2, "5.3", 0) == (0, 0) and s2.trophies[1] == {(0, "ship"): 1}
    assert s2.pending == ("turn", 0) and pips(s2) == 2
    s3, rig3 = start(leaders, lore={1: ["Railgun Arrays"]})
    Edit(s3).ships(0, "5.3", fresh=1).ships(1, "5.3", damaged=3)
    rig3.apply(s3, "lead Agg2")
    rig3.apply(s3, "battle 5.3 seat 1")
    assert s3.pending == ("dice", 0) and ships(s3, "5.3", 0) == (1, 0)


def test_ancient_holdings_extra_slot_counts_and_spends() -> None:
    """arcs lore: Ancient Holdings: seat 0's 3 open slots are full (Fuel, Weapon, Fuel); taxing
    seat 1's city at 5.3 (seat 0 controls it) lets the Psionic go on the card's slot 7 (raid
    cost 4) instead of asking for a discard (or, arcs R8, a held token goes there and the
    Psionic takes its slot: 7 arrangements, by slot 7's token and then slot 1's); it counts
    for Empath, and next round seat 0 spends it in its Prelude."""
    s, rig = start({0: "Demagogue"}, lore={0: ["Ancient Holdings"]})
    Edit(s).drop(0, "Psionic").gain(0, "Fuel", "Fuel").ships(0, "5.3", fresh=4)
    rig.apply(s, "lead Adm2")
    rig.apply(s, "tax 5.3 seat 1")
    assert s.pending == ("place", 0) and len(legal(s)) == 7  # no "fit" discard
    rig.apply(s, "place Psionic in slot 7")
    assert s.pending == ("turn", 0)
    assert held(s, 0) == ["Fuel", "Weapon", "Fuel"] and s.vault[0] == "Psionic"
    assert s.slot_tokens(0)[-1] == (7, "Psionic", 4)
    assert s.ambition_count(0, "Empath") == 1
    rig.apply(s, "done")
    follow(rig, s, "copy Con3", "copy Con4")
    assert s.pending == ("lead", 0)
    rig.apply(s, "lead Agg2")
    assert "spend Psionic" in legal(s)
    rig.apply(s, "spend Psionic")
    assert s.vault[0] is None and s.limbo == ["Psionic"]
    assert held(s, 0) == ["Fuel", "Weapon", "Fuel"]
    s.check_invariants()


def test_ancient_holdings_slot_takes_a_token_when_a_city_covers_a_slot() -> None:
    """arcs lore: Ancient Holdings, arcs lore: Living Structures (second lore card, arcs R12),
    arcs R8 (rearranging when a city covers a slot): seat 0 holds 4 tokens in its 4 open slots
    (2 cities on the map) and its Ancient Holdings slot is empty; pruning its city at 3.3 into a
    starport returns a city to the board (3 open slots, covering the Weapon in slot 4): seat 0
    rearranges its 4 tokens into slots 1-3 (3, 1, 1 keys) and slot 7 (4 keys), no discard, in
    one decision: by slot 7's token and then slot 1's, 3 + 2 + 2 = 7 arrangements (the
    Weapon alone may go to slot 7 with the rest staying)."""
    s, rig = start({0: "Fuel-Drinker"}, {0: ["Living Structures", "Ancient Holdings"]},
                   second_lore=True)
    Edit(s).building(0, "6.2", "city").ships(0, "6.2", fresh=1).gain(0, "Relic", "Weapon")
    assert s.open_slots(0) == 4 and held(s, 0) == ["Fuel", "Fuel", "Relic", "Weapon"]
    rig.apply(s, "lead Con2")
    rig.apply(s, "prune city at 3.3")
    assert s.open_slots(0) == 3
    assert s.res[0] == ["Fuel", "Fuel", "Relic", None, None, None] and s.excess[0] == ["Weapon"]
    assert len(legal(s)) == 7 and "place Weapon in slot 7" in legal(s)
    rig.apply(s, "arrange Fuel Fuel Weapon | Relic")
    assert s.pending == ("turn", 0)  # no "fit" discard
    assert s.res[0] == ["Fuel", "Fuel", "Weapon", None, None, None] and s.vault[0] == "Relic"
    s.check_invariants()


def test_ancient_holdings_slot_raid_cost_four_keys() -> None:
    """arcs lore: Ancient Holdings: seat 1 (slots full: Psionic, Weapon, Fuel) Copies to tax its
    city at 5.3: the Psionic goes on slot 7. Next round seat 0 raids it with 3 raid dice (1, 1,
    5: 5 keys, 1 building hit): stealing slot 7 costs 4 keys, leaving 1, enough only for a
    1-key slot (the Fuel in slot 3), not for slot 1 (3 keys)."""
    s, rig = start({0: "Fuel-Drinker", 1: "Demagogue"}, lore={1: ["Ancient Holdings"]},
                   dice=("raid 1", "raid 1", "raid 5"))
    Edit(s).gain(1, "Fuel").drop(0, "Fuel", "Fuel")
    rig.apply(s, "lead Adm2")
    rig.apply(s, "done")
    rig.apply(s, "copy Con3")
    rig.apply(s, "tax 5.3 seat 1")
    rig.apply(s, "place Psionic in slot 7")  # or a held token there, arcs R8
    assert s.vault[1] == "Psionic"
    follow(rig, s, "copy Con4")
    assert s.pending == ("lead", 0)
    Edit(s).ships(0, "5.3", fresh=3).ships(1, "5.3")
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 5.3 seat 1")
    rig.apply(s, "roll 0 assault 0 skirmish 3 raid")
    assert s.bldg["5.3"] == [(1, "city", True)]
    assert legal(s) == {"steal Psionic in slot 7", "steal Psionic in slot 1",
                        "steal Weapon in slot 2", "steal Fuel in slot 3", "stop raiding"}
    rig.apply(s, "steal Psionic in slot 7")
    assert legal(s) == {"place Psionic in slot 1", "place Psionic in slot 2"}  # arcs R8
    rig.apply(s, "place Psionic in slot 1")
    assert s.vault[1] is None
    assert legal(s) == {"steal Weapon in slot 2", "steal Fuel in slot 3", "stop raiding"}
    rig.apply(s, "steal Fuel in slot 3")
    assert legal(s) == {"place Fuel in slot 2", "arrange Fuel Psionic -",
                        "arrange - Fuel Psionic"}  # arcs R8
    rig.apply(s, "place Fuel in slot 2")
    assert held(s, 0) == ["Psionic", "Fuel"] and held(s, 1) == ["Psionic", "Weapon"]
    s.check_invariants()


def test_silver_tongues_may_take_the_token_on_ancient_holdings() -> None:
    """arcs lore: Ancient Holdings, arcs card: Silver-Tongues (the FAQ: it can take resources
    held on cards, arcs R14): seat 1's fourth token, a Relic, sits on Ancient Holdings' slot 7;
    seat 0 discards Silver-Tongues to steal it."""
    s, rig = start({1: "Demagogue"}, lore={1: ["Ancient Holdings"]})
    Edit(s).gain(1, "Fuel", "Relic").guild(0, "Silver-Tongues")
    assert s.res[1][:3] == ["Psionic", "Weapon", "Fuel"] and s.vault[1] == "Relic"
    rig.apply(s, "lead Mob2")
    assert "use Silver-Tongues: steal Relic from seat 1" in legal(s, "use")
    rig.apply(s, "use Silver-Tongues: steal Relic from seat 1")
    assert s.vault[1] is None and s.ambition_count(0, "Keeper") == 1
    s.check_invariants()


def test_card_texts_shown_to_players_are_complete() -> None:
    """arcs-components parts 7 and 8 (issue 13): the texts the views show carry every clause:
    the Interests' steal when the supply runs out, Loyal Marines' Outrage clause, Sprinter
    Drives per ship and by Catapult, Silver-Tongues on cards, Ancient Holdings' token."""
    texts = {c.name: c.text for c in COURT.values()} | {c.name: c.text for c in LORE.values()}
    assert "if the supply runs out, steal the rest from rivals" in texts["Mining Interest"]
    assert "if the supply runs out, steal the rest from rivals" in texts["Shipping Interest"]
    assert "Outrage never blocks Weapon's Prelude action" in texts["Loyal Marines"]
    assert "each of them" in texts["Sprinter Drives"] and "Catapult" in texts["Sprinter Drives"]
    assert "held on a card" in texts["Silver-Tongues"]
    assert "counts for ambitions and can be spent" in texts["Ancient Holdings"]


def test_seeker_torpedoes_reroll_one_assault_die_per_fresh_attacker() -> None:
    """arcs lore: Seeker Torpedoes: seat 0 attacks at 5.3 with 1 fresh and 1 damaged ship and
    rolls 2 blank assault dice (1, 1); it may reroll 1 of them (1 fresh ship), once: the
    reroll shows 5 (2 hits), damaging and destroying one of seat 1's ships."""
    s, rig = start({1: "Fuel-Drinker"}, lore={0: ["Seeker Torpedoes"]},
                   dice=("assault 1", "assault 1", "assault 5"))
    Edit(s).ships(0, "5.3", fresh=1, damaged=1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 5.3 seat 1")
    rig.apply(s, "roll 2 assault 0 skirmish 0 raid")
    assert s.pending[:4] == ("ask", 0, card_id("Seeker Torpedoes"), "seeker")
    assert legal(s) == {"reroll assault 1", "keep the dice"}
    rig.apply(s, "reroll assault 1")
    assert legal(s) == {"roll the rerolls"}
    rig.apply(s, "roll the rerolls")
    assert rig.dice == []
    rig.apply(s, "hit damaged ship")
    assert ships(s, "5.3", 1) == (2, 0) and s.trophies[0] == {(1, "ship"): 1}
    assert ships(s, "5.3", 0) == (1, 1)
    assert s.pending == ("turn", 0)
    s.check_invariants()


# --------------------------------------------------------------------------- issue 13: stuck games
def test_cloud_city_paid_with_the_spent_token_is_not_bought_by_spending_it() -> None:
    """arcs lore: Cloud Cities, arcs: Resource Prelude actions, tarotlab X10 (the stuck game of
    issue 13): seat 0's only Material would pay for the Cloud City at 3.1 (Material, 1 slot, full
    with seat 2's starport), and nothing else is there to build or repair. Spending that Material
    for a Build leaves no Material to pay, so ``spend Material`` buys nothing and is not offered;
    with a second Material it is, and the Cloud City is paid with the other one."""
    s, rig = start({0: "Fuel-Drinker"}, lore={0: ["Cloud Cities"]})
    Edit(s).clear("5.2").building(2, "3.3", "starport").ships(0, "3.1", fresh=1)
    Edit(s).drop(0, "Fuel", "Fuel").gain(0, "Material")
    rig.apply(s, "lead Adm2")
    assert "spend Material" not in legal(s)
    refused(s, "spend Material", "arcs: Prelude")
    Edit(s).gain(0, "Material")
    assert "spend Material" in legal(s)
    rig.apply(s, "spend Material")
    assert legal(s) == {"build city 3.1"}
    rig.apply(s, "build city 3.1")
    assert held(s, 0) == [] and s.limbo == ["Material"]
    assert s.bldg["3.1"] == [(2, "starport", False), (0, "city", True)]  # seat 2 controls 3.1
    s.check_invariants()


def test_elder_broker_trade_at_a_gate_station_takes_a_type_of_the_station() -> None:
    """arcs card: Elder Broker, arcs lore: Gate Stations (the crash of issue 13): seat 1's city
    at gate 2.0 has the type of the other city in cluster 2, seat 2's at 2.3 (Relic). Seat 0
    (Elder: Relic, Material) controls 2.0 with its 2 ships and trades there: it takes seat 1's
    Relic (Mystic: Psionic, Relic) and gives Material, a type seat 1 lacks. In cluster 6, with no
    other city, a Gate Station has no type and offers no Trade."""
    s, rig = start({0: "Elder", 1: "Mystic"}, lore={1: ["Gate Stations"]})
    Edit(s).guild(0, "Elder Broker").ships(1, "2.0", fresh=1)
    rig.apply(s, "lead Adm2")
    rig.apply(s, "done")
    rig.apply(s, "pivot Con3")
    rig.apply(s, "build city 2.0")  # damaged: seat 0 controls 2.0
    assert s.bldg["2.0"] == [(1, "city", True)]
    follow(rig, s, "copy Adm4")
    Edit(s).ships(1, "2.0")
    rig.apply(s, "lead Adm6")
    assert "trade 2.0 seat 1" in legal(s, "trade")
    rig.apply(s, "trade 2.0 seat 1")
    # seat 0 places the Relic it took: slot 3, or a Material at 3 keys (arcs R8)
    assert legal(s) == {"place Relic in slot 3", "arrange Material Relic Relic"}
    rig.apply(s, "place Relic in slot 3")
    assert legal(s) == {"give Material"}
    rig.apply(s, "give Material")
    # seat 1 (2 cities on the map: 4 open slots, 3, 1, 1, 2 keys) holds a Psionic in slot 1:
    # the Material in slot 2 or 4 (1 or 2 keys), or rearranged (arcs R8): the Material at 3
    # keys with the Psionic at 1 or 2, or neither at 3: both at 1, or one at 2 (3 ways)
    assert {"place Material in slot 2", "place Material in slot 4"} <= legal(s)
    assert len(legal(s)) == 7
    rig.apply(s, "place Material in slot 4")
    assert sorted(held(s, 0)) == ["Relic", "Relic"]
    assert sorted(held(s, 1)) == ["Material", "Psionic"]
    s.check_invariants()


def test_living_structures_prune_in_a_gate_keeps_one_building_of_a_kind() -> None:
    """arcs lore: Living Structures, arcs lore: Gate Ports, arcs lore: Gate Stations, tarotlab
    L13 (a conformance run found a gate holding two starports): Prune replaces a piece in place,
    so in a gate (0 building slots) its new piece must be one the pruner could build there, and
    the gate holds at most one of each kind (L11). Seat 0 holds Living Structures and Gate Ports
    (second lore card); gate 2.0 holds seat 0's starport and its city (built with seat 1's Gate
    Stations): pruning the city would make a second starport, pruning the starport a city seat 0
    cannot build in a gate — both refused, the planet prunes still offered."""
    s, rig = start({0: "Fuel-Drinker"}, {0: ["Living Structures", "Gate Ports"],
                                         1: ["Gate Stations", "Tool-Priests"]},
                   second_lore=True)
    Edit(s).building(0, "2.0", "starport").building(0, "2.0", "city")
    rig.apply(s, "lead Con2")
    assert legal(s, "prune") == {"prune city at 3.3", "prune starport at 5.2"}
    refused(s, "prune city at 2.0", "arcs lore: Living Structures", "already has a starport")
    refused(s, "prune starport at 2.0", "arcs lore: Living Structures", "Gate Stations")
    s.check_invariants()


def test_living_structures_prune_in_a_gate_with_the_card_that_allows_it() -> None:
    """arcs lore: Living Structures, arcs lore: Gate Stations, tarotlab L13: seat 0 holds both
    cards; its starport in gate 2.0 (built with seat 1's Gate Ports; no city there) may become
    a city, which Gate Stations lets it build in a gate. The city then cannot turn back into a
    starport: seat 0 does not hold Gate Ports."""
    s, rig = start({0: "Fuel-Drinker"}, {0: ["Living Structures", "Gate Stations"],
                                         1: ["Gate Ports", "Tool-Priests"]},
                   second_lore=True)
    Edit(s).building(0, "2.0", "starport")
    rig.apply(s, "lead Con2")
    assert "prune starport at 2.0" in legal(s)
    rig.apply(s, "prune starport at 2.0")
    assert s.bldg["2.0"] == [(0, "city", False)]
    s.check_invariants()
    refused(s, "prune city at 2.0", "arcs lore: Living Structures", "Gate Ports")


def test_living_structures_prune_keeps_a_cloud_city_a_city() -> None:
    """arcs lore: Living Structures, arcs lore: Cloud Cities, tarotlab L13: a building beyond a
    planet's slots stands there only as a Cloud City, so a Prune may not leave a planet more
    starports than slots. Seat 0 (both cards) builds a Cloud City at 5.2 (Relic, 1 slot), which
    holds its starport: pruning either city there would make 2 starports on 1 slot (refused);
    pruning the starport makes 2 cities (allowed: one of them is the Cloud City)."""
    s, rig = start({0: "Fuel-Drinker"}, {0: ["Living Structures", "Cloud Cities"]},
                   second_lore=True)
    Edit(s).gain(0, "Relic")
    rig.apply(s, "lead Con2")
    rig.apply(s, "build city 5.2")
    assert s.bldg["5.2"] == [(0, "starport", False), (0, "city", False)]
    assert legal(s, "prune") == {"prune city at 3.3", "prune starport at 5.2"}
    refused(s, "prune city at 5.2", "arcs lore: Living Structures", "Cloud Cit")
    rig.apply(s, "prune starport at 5.2")
    assert s.bldg["5.2"] == [(0, "city", False), (0, "city", False)]
    s.check_invariants()
