"""Arcs (base game) Court cards, the Material and Fuel Guild cards: one test at least per card of
arcs-components.md part 7: Loyal Engineers, Mining Interest, Material Cartel, Admin Union,
Construction Union; Fuel Cartel, Loyal Pilots, Gatekeepers, Shipping Interest, Spacing Union (the
rulings tarotlab C1-C4 and C14; arcs R8, R9, R14, arcs: Prelude, Piece Limits, Tiebreakers & Choice
Order) — and the check that every one of the 31 Court cards is cited by a test of the
tests/test_arcs_court_*.py files.

Each test cites its card as ``arcs card: <name>`` (arcs-components.md part 7, with its errata) and,
where the card leaves a choice, the project ruling it pins (``tarotlab C<n>``, docs/rulings.md "Arcs
Court cards"). Games are started with ``Rig`` (Court row, hands and dice chosen) on 3P Mix Up, then
changed with ``Edit``; the card is then played through real decisions and the outcome is checked
against numbers worked out by hand from the card text, the rulebook (arcs.txt) and the component
data. tests/arcs_court_helpers.py holds the helpers and the starting position of 3P Mix Up. The
other Court cards are tested in the other tests/test_arcs_court_*.py files.
"""

from __future__ import annotations

from arcs_court_helpers import R_PRELUDE, card, held, legal, ships, start, turn
from arcs_support import VOX_ROW, follow, group_tests

from tarotlab.arcs.components import COURT
from tarotlab.arcs.scenario import Edit
from tarotlab.testing import assert_refused as refused

R_ROUND = "arcs: Round Structure"
R_BATTLE = "arcs: Battle"


def test_every_court_card_has_a_test_here() -> None:
    """arcs-components part 7: every one of the 31 Court cards is cited by a test in the
    tests/test_arcs_court_*.py files."""
    cited = set()
    for name, fn in group_tests("test_arcs_court_*.py").items():
        if name.startswith("test_") and fn.__doc__:
            doc = " ".join(fn.__doc__.split())
            cited |= {c.name for c in COURT.values() if f"arcs card: {c.name}" in doc}
    assert cited == {c.name for c in COURT.values()}
    assert len(COURT) == 31


# =========================================================================== Material
def test_loyal_engineers_spend_any_token_as_material() -> None:
    """arcs card: Loyal Engineers (tarotlab C1): you may spend any resource token as if it were
    Material (a Build or Repair); the card is a Material icon for Tycoon."""
    s, rig = start()
    Edit(s).guild(0, "Loyal Engineers")
    assert s.ambition_count(0, "Tycoon") == 1
    rig.apply(s, "lead Mob2")  # Mobilization: no Build of its own
    assert legal(s, "spend") >= {"spend Weapon as Material", "spend Relic as Material"}
    rig.apply(s, "spend Relic as Material")
    assert s.pending[0] == "bonus"
    assert {a.split()[0] for a in legal(s)} <= {"build", "repair"}
    rig.apply(s, "build starport 3.3")
    assert s.bldg["3.3"] == [(0, "city", False), (0, "starport", False)]
    assert s.ports_left[0] == 3
    assert held(s, 0) == ["Weapon"] and s.limbo == ["Relic"]
    assert turn(s).prelude and turn(s).pips == 4
    s.check_invariants()


def test_loyal_engineers_survive_outrage_and_spend_material_while_outraged() -> None:
    """arcs card: Loyal Engineers (tarotlab C1): seat 0 destroys seat 1's Material city at 6.1
    and Provokes Material Outrage: its Material token and Mining Interest are discarded, the
    Loyal Engineers stay; next turn it may still spend Material (Outrage never blocks it)."""
    s, rig = start(dice=("assault 5",))
    Edit(s).guild(0, "Loyal Engineers", "Mining Interest").gain(0, "Material")
    Edit(s).ships(0, "6.1", fresh=1).building(1, "6.1", "city", damaged=True)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 6.1 seat 1")
    rig.apply(s, "roll 1 assault 0 skirmish 0 raid")  # assault 5: 2 hits, no self-hit
    assert s.bldg["6.1"] == []
    assert s.trophies[0] == {(1, "city"): 1}
    assert s.guild[0] == [card("Loyal Engineers")]
    assert s.court_discard == [card("Mining Interest")]
    assert held(s, 0) == ["Weapon", "Relic"]
    assert s.outrage[0] == {"Material": "agent"} and s.agents_left[0] == 9
    assert s.supply["Material"] == 4
    rig.apply(s, "done")
    follow(rig, s, "copy Adm3", "copy Adm4")
    assert s.pending == ("lead", 0)  # no one surpassed: seat 0 keeps the initiative
    Edit(s).gain(0, "Material")
    rig.apply(s, "lead Mob2")
    assert "spend Material" in legal(s)
    rig.apply(s, "spend Material")
    rig.apply(s, "build city 3.3")
    assert s.bldg["3.3"] == [(0, "city", False), (0, "city", False)]
    assert held(s, 0) == ["Weapon", "Relic"]
    s.check_invariants()


def test_mining_interest_manufacture_instead_of_build() -> None:
    """arcs card: Mining Interest (tarotlab C2): new action Manufacture (Build): gain 1
    Material; offered where a Build is, and only while the supply holds Material."""
    s, rig = start()
    Edit(s).guild(0, "Mining Interest")
    rig.apply(s, "lead Con2")
    assert "manufacture" in legal(s)
    rig.apply(s, "manufacture")
    rig.apply(s, "place Material in slot 3")  # (arcs R8: or rearranged)
    assert held(s, 0) == ["Weapon", "Relic", "Material"]
    assert s.supply["Material"] == 3
    assert turn(s).pips == 3 and not turn(s).prelude
    # a Mobilization turn has no Build to replace
    s2, rig2 = start()
    Edit(s2).guild(0, "Mining Interest")
    rig2.apply(s2, "lead Mob2")
    not_build = refused(s2, "manufacture")
    # an empty supply: nothing to manufacture; no empty slot for the Prelude either, but a
    # "discard this to ..." card may still simply be discarded (arcs R14)
    s3, rig3 = start()
    Edit(s3).guild(0, "Mining Interest").building(0, "6.2", "city").building(0, "6.2", "city")
    Edit(s3).gain(0, "Material", "Material", "Material", "Material")
    assert s3.supply["Material"] == 0 and s3.open_slots(0) == 6
    rig3.apply(s3, "lead Con2")
    assert "manufacture" not in legal(s3) and "use Mining Interest" in legal(s3)
    rig3.apply(s3, "use Mining Interest")
    assert s3.events[-1].text == ("seat 0 discards Mining Interest and gains 0 Material to fill "
                                  "the empty slots")
    assert s3.guild[0] == [] and s3.pending == ("turn", 0)
    assert not_build.rule in {R_ROUND, "arcs card: Mining Interest",
                              "arcs: New Actions and Modifiers"}


def test_mining_interest_prelude_fills_slots_then_steals_the_rest() -> None:
    """arcs card: Mining Interest (tarotlab C2): discard it to gain Material until the empty
    slots are full; the supply runs out after 2, so the other 2 are stolen one at a time,
    choosing the rival each time. Seat 2's Materials sit in slots 2 and 3 (1 key each), and the
    thief takes the leftmost (tarotlab X3). Placing, seat 0 chooses the slots and may rearrange
    (arcs R8; 6 open slots: two cost 3 keys, three 1 key, one 2 keys). The first two Materials
    arrive together with Weapon and Relic held: by where the 2-key slot's token comes from,
    none (7 ways to split the four between 3 and 1 key), the Weapon (5), the Relic (5) or a
    Material (7): 24 arrangements."""
    s, rig = start()
    Edit(s).guild(0, "Mining Interest").building(0, "6.2", "city").building(0, "6.2", "city")
    Edit(s).gain(1, "Material").gain(2, "Material")
    assert s.open_slots(0) == 6 and s.supply["Material"] == 2
    rig.apply(s, "lead Mob2")
    rig.apply(s, "use Mining Interest")
    assert s.supply["Material"] == 0
    assert s.pending == ("place", 0) and len(legal(s)) == 24
    assert {"arrange Weapon Relic Material - - Material", "arrange Weapon Relic Material "
            "Material - -", "arrange Material Relic Weapon Material - -"} <= legal(s)
    refused(s, "place Material in slot 3", "arcs R8", "2 tokens wait for a slot")
    rig.apply(s, "arrange Weapon Relic Material - - Material")
    assert s.res[0] == ["Weapon", "Relic", "Material", None, None, "Material"]
    assert s.pending[:4] == ("ask", 0, card("Mining Interest"), "steal")
    assert legal(s) == {"steal Material from seat 1", "steal Material from seat 2"}
    rig.apply(s, "steal Material from seat 1")
    assert {"place Material in slot 4", "place Material in slot 5"} <= legal(s)
    rig.apply(s, "place Material in slot 4")
    assert legal(s) == {"steal Material from seat 2"}
    rig.apply(s, "steal Material from seat 2")
    assert "place Material in slot 5" in legal(s)  # the only empty slot, or rearranged
    rig.apply(s, "place Material in slot 5")
    assert held(s, 0) == ["Weapon", "Relic", "Material", "Material", "Material", "Material"]
    assert held(s, 1) == ["Psionic", "Psionic"]
    assert s.res[2][:3] == ["Relic", None, "Material"]
    assert s.guild[0] == [] and s.court_discard == [card("Mining Interest")]
    assert s.pending == ("turn", 0) and turn(s).prelude
    s.check_invariants()


def test_mining_interest_prelude_not_in_the_prelude_that_secured_it() -> None:
    """arcs card: Mining Interest; arcs: Prelude 2 (tarotlab C14): seat 0 secures Mining
    Interest by spending a Relic in its Prelude; its Prelude action is not offered for the rest
    of the turn (its new action Manufacture is), and is offered again the next turn."""
    s, rig = start(court=["Mining Interest", *VOX_ROW])
    Edit(s).agents(0, "Mining Interest", 1)
    rig.apply(s, "lead Con2")
    rig.apply(s, "spend Relic")
    rig.apply(s, "secure Mining Interest")
    assert s.guild[0] == [card("Mining Interest")]
    assert s.court[0][0] == card("Call to Action")  # the slot is refilled
    assert turn(s).prelude
    assert "use Mining Interest" not in legal(s)
    same_prelude = refused(s, "use Mining Interest")
    assert "manufacture" in legal(s)
    rig.apply(s, "manufacture")
    rig.apply(s, "place Material in slot 2")
    assert held(s, 0) == ["Weapon", "Material"]
    rig.apply(s, "done")
    follow(rig, s, "copy Adm3", "copy Adm4")
    rig.apply(s, "lead Mob2")
    assert "use Mining Interest" in legal(s)
    assert same_prelude.rule in {R_PRELUDE, "tarotlab C14", "arcs card: Mining Interest"}


def test_material_cartel_counts_for_its_holder_and_rivals_discard_after_scoring() -> None:
    """arcs card: Material Cartel (tarotlab C3): the Material supply sits on the card and
    counts for the holder's Tycoon; after the chapter's scoring every rival discards all its
    Material. Tycoon (5/3): seat 0 has 1 token + 3 on the card + the card = 5, seat 2 has
    Material + Fuel = 2, seat 1 has Fuel = 1: seat 0 +5, seat 2 +3, scored before seat 2
    loses its Material."""
    s, rig = start()
    Edit(s).guild(0, "Material Cartel").gain(0, "Material").gain(1, "Fuel").gain(2, "Fuel")
    Edit(s).declared("Tycoon")
    assert s.supply["Material"] == 3
    assert [s.ambition_count(seat, "Tycoon") for seat in range(3)] == [5, 1, 2]
    for _ in range(3):  # everyone passes in a row: the chapter ends
        rig.apply(s, "pass")
    assert s.chapter == 2
    assert s.power == [5, 0, 3]
    assert held(s, 0) == ["Weapon", "Relic", "Material"]
    assert held(s, 1) == ["Psionic", "Psionic", "Fuel"]
    assert held(s, 2) == ["Relic", "Fuel"]
    assert s.supply["Material"] == 4
    assert s.guild[0] == [card("Material Cartel")]


def test_material_cartel_prelude_steals_one_material() -> None:
    """arcs card: Material Cartel (tarotlab C3): the 4 Material on the card cannot be spent;
    Prelude: discard this card to steal 1 Material from a rival (only rivals holding Material
    are offered)."""
    s, rig = start()
    Edit(s).guild(0, "Material Cartel")
    rig.apply(s, "lead Mob2")
    # "discard this to ...": the card may also simply be discarded (arcs R14)
    assert legal(s, "use") == {"use Material Cartel: steal from seat 2", "use Material Cartel"}
    assert "spend Material" not in legal(s)  # the pile on the card cannot be spent
    before = s.ambition_count(0, "Tycoon")
    assert before == 1 + 4
    rig.apply(s, "use Material Cartel: steal from seat 2")
    rig.apply(s, "place Material in slot 3")
    assert held(s, 0) == ["Weapon", "Relic", "Material"]
    assert held(s, 2) == ["Relic"]
    assert s.guild[0] == [] and s.court_discard == [card("Material Cartel")]
    assert s.ambition_count(0, "Tycoon") == 1  # the token only: the card and its pile are gone
    s.check_invariants()


def test_admin_union_claims_a_rivals_lead_card() -> None:
    """arcs card: Admin Union (tarotlab C4): Prelude: put it beside a face-up Administration
    card played this round (seat 0's lead, not seat 1's face-down Copy); at the end of the
    round that card goes to seat 2's hand and the Union is discarded. Once placed it is not
    in seat 2's play area (not counted for Tycoon)."""
    s, rig = start()
    Edit(s).guild(2, "Admin Union")
    assert s.ambition_count(2, "Tycoon") == 2
    rig.apply(s, "lead Adm2")
    rig.apply(s, "done")
    follow(rig, s, "copy Adm3")
    rig.apply(s, "pivot Con4")
    assert legal(s, "use") == {"use Admin Union on Adm2"}
    copied = refused(s, "use Admin Union on Adm3")
    rig.apply(s, "use Admin Union on Adm2")
    assert s.guild[2] == [] and s.unions == [(2, card("Admin Union"), "Adm2")]
    assert s.ambition_count(2, "Tycoon") == 1
    rig.apply(s, "done")
    assert s.pending == ("lead", 0)
    assert s.hands[2] == ["Adm2", "Adm4", "Adm5", "Agg4", "Mob4", "Mob6"]
    assert s.court_discard == [card("Admin Union")]
    assert s.discard_top == ["Adm3", "Con4"] and s.unions == []
    s.check_invariants()
    assert copied.rule in {"arcs card: Admin Union", "tarotlab C4"}


def test_construction_union_claims_the_own_lead_card_and_cannot_be_stolen() -> None:
    """arcs card: Construction Union (tarotlab C4): seat 0 puts it beside its own lead card
    Con2; Silver-Tongues cannot steal it once placed (FAQ); at the end of the round Con2 is
    back in seat 0's hand and the Union is discarded."""
    s, rig = start()
    Edit(s).guild(0, "Construction Union").guild(1, "Silver-Tongues")
    rig.apply(s, "lead Con2")
    rig.apply(s, "use Construction Union on Con2")
    assert s.guild[0] == [] and s.unions == [(0, card("Construction Union"), "Con2")]
    rig.apply(s, "done")
    rig.apply(s, "copy Con3")
    steals = legal(s, "use Silver-Tongues")
    assert "use Silver-Tongues: steal Weapon from seat 0" in steals
    assert not any("Construction Union" in a for a in steals)
    rig.apply(s, "done")
    follow(rig, s, "copy Con4")
    assert s.hands[0] == ["Adm2", "Adm6", "Agg2", "Agg6", "Con2", "Mob2"]
    assert s.court_discard == [card("Construction Union")]
    assert "Con2" not in s.discard_top
    s.check_invariants()


# =========================================================================== Fuel
def test_fuel_cartel_rivals_discard_fuel_even_without_tycoon() -> None:
    """arcs card: Fuel Cartel (tarotlab C3): after each chapter's scoring every rival discards
    all its Fuel, even if Tycoon was not scored; the holder keeps its own."""
    s, rig = start()
    Edit(s).guild(0, "Fuel Cartel").gain(0, "Fuel").gain(1, "Fuel").gain(2, "Fuel")
    assert s.supply["Fuel"] == 2
    assert s.ambition_count(0, "Tycoon") == 1 + 1 + 2  # card, token, the pile on the card
    for _ in range(3):
        rig.apply(s, "pass")
    assert s.chapter == 2 and s.power == [0, 0, 0]
    assert held(s, 0) == ["Weapon", "Relic", "Fuel"]
    assert held(s, 1) == ["Psionic", "Psionic"]
    assert held(s, 2) == ["Relic", "Material"]
    assert s.supply["Fuel"] == 4
    s.check_invariants()


def test_fuel_cartel_prelude_steals_one_fuel() -> None:
    """arcs card: Fuel Cartel: Prelude: discard it to steal 1 Fuel from a rival."""
    s, rig = start()
    Edit(s).guild(0, "Fuel Cartel").gain(1, "Fuel")
    rig.apply(s, "lead Mob2")
    assert legal(s, "use") == {"use Fuel Cartel: steal from seat 1", "use Fuel Cartel"}
    rig.apply(s, "use Fuel Cartel: steal from seat 1")
    rig.apply(s, "place Fuel in slot 3")
    assert held(s, 0) == ["Weapon", "Relic", "Fuel"] and held(s, 1) == ["Psionic", "Psionic"]
    assert s.court_discard == [card("Fuel Cartel")] and s.supply["Fuel"] == 4
    s.check_invariants()


def test_loyal_pilots_survive_fuel_outrage_and_spend_any_token_as_fuel() -> None:
    """arcs card: Loyal Pilots (tarotlab C1): Outrage Spreads makes seat 0 Provoke Fuel
    Outrage: its Fuel and Gatekeepers go, the Pilots stay. It then spends Weapon as Fuel (a
    Move that Catapults from its starport at 5.2 through the empty gates 5.0 and 6.0 to 6.1)
    and its own Fuel although Fuel is Outraged."""
    s, rig = start()
    Edit(s).guild(0, "Loyal Pilots", "Gatekeepers").gain(0, "Fuel").clear("5.0")
    Edit(s).agents(0, "Outrage Spreads", 1)
    rig.apply(s, "lead Adm2")
    rig.apply(s, "spend Relic")
    rig.apply(s, "secure Outrage Spreads")
    rig.apply(s, "outrage Fuel")
    assert s.guild[0] == [card("Loyal Pilots")]
    assert card("Gatekeepers") in s.court_discard
    assert held(s, 0) == ["Weapon"]
    assert [o.get("Fuel") for o in s.outrage] == ["agent"] * 3
    Edit(s).gain(0, "Fuel")
    assert {"spend Fuel", "spend Weapon as Fuel"} <= legal(s, "spend")
    rig.apply(s, "spend Weapon as Fuel")
    rig.apply(s, "move 5.2 -> 5.0: 3 fresh")
    assert s.pending[0] == "catapult"
    rig.apply(s, "catapult -> 6.0: 3 fresh")
    rig.apply(s, "catapult -> 6.1: 2 fresh")  # a planet: the Catapult stops
    assert [ships(s, sid, 0) for sid in ("5.2", "5.0", "6.0", "6.1")] == [
        (0, 0), (0, 0), (1, 0), (2, 0)]
    assert "spend Fuel" in legal(s)
    rig.apply(s, "spend Fuel")
    rig.apply(s, "move 6.0 -> 6.2: 1 fresh")
    assert ships(s, "6.2", 0) == (1, 0)
    assert held(s, 0) == [] and sorted(s.limbo) == ["Fuel", "Relic", "Weapon"]
    s.check_invariants()


def test_gatekeepers_prelude_places_a_ship_in_every_gate() -> None:
    """arcs card: Gatekeepers: Prelude: discard it to place 1 ship in each of the 4 in-play
    gates (2.0, 3.0, 5.0, 6.0), fresh, whoever controls them."""
    s, rig = start()
    Edit(s).guild(0, "Gatekeepers")
    rig.apply(s, "lead Mob2")
    rig.apply(s, "use Gatekeepers")
    assert [ships(s, g, 0) for g in ("2.0", "3.0", "5.0", "6.0")] == [(3, 0), (1, 0), (1, 0),
                                                                     (1, 0)]
    assert s.ships_left[0] == 3
    assert s.guild[0] == [] and s.court_discard == [card("Gatekeepers")]
    s.check_invariants()


def test_gatekeepers_with_too_few_ships_places_them_where_its_holder_chooses() -> None:
    """arcs card: Gatekeepers, arcs R9 and arcs: Piece Limits ("do the maximum possible"), arcs:
    Tiebreakers & Choice Order ("the active player chooses"): with 2 ships left in supply, 2 of
    the 4 in-play gates get a ship, the 2 seat 0 names (one of the 6 pairs); the event says
    where each went (not "1 in each gate")."""
    s, rig = start()
    Edit(s).guild(0, "Gatekeepers").ships(0, "2.0", fresh=7)  # 2 there before
    assert s.ships_left[0] == 2
    rig.apply(s, "lead Mob2")
    rig.apply(s, "use Gatekeepers")
    assert legal(s) == {"ships to 2.0, 3.0", "ships to 2.0, 5.0", "ships to 2.0, 6.0",
                        "ships to 3.0, 5.0", "ships to 3.0, 6.0", "ships to 5.0, 6.0"}
    refused(s, "ships to 3.0, 4.0", "arcs card: Gatekeepers", "4.0 is not in the gates")
    refused(s, "ships to 2.0, 3.0, 5.0", "arcs card: Gatekeepers", "the supply holds 2 ships")
    rig.apply(s, "ships to 3.0, 6.0")
    assert [ships(s, g, 0) for g in ("2.0", "3.0", "5.0", "6.0")] == [(7, 0), (1, 0), (0, 0),
                                                                     (1, 0)]
    assert s.ships_left[0] == 0
    assert s.events[-1].seat == 0 and s.events[-1].text == (
        "seat 0 places 2 ships in the gates, 1 at each of 3.0, 6.0: the supply has none for the "
        "other 2 (arcs R9) (Gatekeepers)")
    assert s.pending == ("turn", 0)
    s.check_invariants()


def test_gatekeepers_two_extra_dice_in_a_gate_only() -> None:
    """arcs card: Gatekeepers: battling in a gate, collect up to 2 dice more than the ships
    (2 ships at 2.0: 4 dice); on a planet the limit stays 1 per ship (3 ships at 3.3: 3)."""
    s, rig = start(dice=("assault 1", "assault 1", "skirmish 1", "skirmish 1"))
    Edit(s).guild(0, "Gatekeepers").ships(1, "2.0", fresh=1).ships(1, "3.3", fresh=1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 2.0 seat 1")
    assert "roll 4 assault 0 skirmish 0 raid" in legal(s)
    too_many = refused(s, "roll 5 assault 0 skirmish 0 raid")
    rig.apply(s, "roll 2 assault 2 skirmish 0 raid")
    assert s.battle is None and s.pending == ("turn", 0)
    rig.apply(s, "battle 3.3 seat 1")
    assert "roll 3 assault 0 skirmish 0 raid" in legal(s)
    planet = refused(s, "roll 4 assault 0 skirmish 0 raid")
    assert too_many.rule == planet.rule == R_BATTLE


def test_shipping_interest_synthesize_and_prelude() -> None:
    """arcs card: Shipping Interest (tarotlab C2): Synthesize (Build) gains 1 Fuel; the Prelude
    (discard to fill the 2 empty slots with Fuel, from the supply) is no longer offered once a
    pip has ended the Prelude."""
    s, rig = start()
    Edit(s).guild(0, "Shipping Interest")
    rig.apply(s, "lead Con2")
    rig.apply(s, "synthesize")
    rig.apply(s, "place Fuel in slot 3")
    assert held(s, 0) == ["Weapon", "Relic", "Fuel"] and s.supply["Fuel"] == 4
    assert turn(s).pips == 3
    late = refused(s, "use Shipping Interest")
    s2, rig2 = start()
    Edit(s2).guild(0, "Shipping Interest").building(0, "6.2", "city")
    assert s2.open_slots(0) == 4
    rig2.apply(s2, "lead Con2")
    rig2.apply(s2, "use Shipping Interest")
    # the two Fuels arrive together (arcs R8): slots 1-4 cost 3, 1, 1, 2 keys, all filled;
    # by slot 1's token, the Weapon (2-key slot: Relic or Fuel), the Relic (Weapon or Fuel) or
    # a Fuel (Weapon, Relic or Fuel): 7 arrangements
    assert len(legal(s2)) == 7 and "arrange Fuel Relic Weapon Fuel" in legal(s2)
    rig2.apply(s2, "arrange Weapon Relic Fuel Fuel")
    assert held(s2, 0) == ["Weapon", "Relic", "Fuel", "Fuel"] and s2.supply["Fuel"] == 3
    assert s2.court_discard == [card("Shipping Interest")] and s2.pending == ("turn", 0)
    assert "synthesize" not in legal(s2)  # the card is gone
    assert late.rule in {R_PRELUDE, "arcs card: Shipping Interest"}


def test_spacing_union_claims_a_surpass_card() -> None:
    """arcs card: Spacing Union (tarotlab C4): seat 2 puts it beside seat 1's Surpass card
    Mob3; at the end of the round Mob3 goes to seat 2's hand, yet seat 1 still takes the
    initiative for surpassing."""
    s, rig = start()
    Edit(s).guild(2, "Spacing Union")
    rig.apply(s, "lead Mob2")
    rig.apply(s, "done")
    follow(rig, s, "surpass Mob3")
    rig.apply(s, "pivot Adm4")
    assert legal(s, "use") == {"use Spacing Union on Mob2", "use Spacing Union on Mob3"}
    rig.apply(s, "use Spacing Union on Mob3")
    rig.apply(s, "done")
    assert s.initiative == 1 and s.pending == ("lead", 1)
    assert s.hands[2] == ["Adm5", "Agg4", "Con4", "Mob3", "Mob4", "Mob6"]
    assert s.court_discard == [card("Spacing Union")]
    assert sorted(s.discard_top) == ["Adm4", "Mob2"]
    s.check_invariants()
