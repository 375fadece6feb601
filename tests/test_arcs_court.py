"""Arcs (base game): one test (at least) per Court card, 25 Guild and 6 Vox cards.

Each test cites its card as ``arcs card: <name>`` (arcs-components.md part 7, with its errata)
and, where the card leaves a choice, the project ruling it pins (``tarotlab C<n>``,
docs/rulings.md "Arcs Court cards"). Games are started with ``Rig`` (Court row, hands and dice
chosen) on 3P Mix Up, then changed with ``Edit``; the card is then played through real
decisions and the outcome is checked against numbers worked out by hand from the card text,
the rulebook (arcs.txt) and the component data.

The map of 3P Mix Up (clusters 1 and 4 out of play; in-play gates 2.0, 3.0, 5.0, 6.0, joined
in a ring 2.0-3.0-5.0-6.0-2.0):

- seat 0: city + 3 ships at 3.3 (Weapon, 2 slots), starport + 3 ships at 5.2 (Relic),
  2 ships at 2.0; resources Weapon, Relic
- seat 1: city + 3 ships at 5.3 (Psionic, 2 slots), starport + 3 ships at 2.1 (Psionic),
  2 ships at 3.0; resources Psionic, Psionic
- seat 2: city + 3 ships at 2.3 (Relic, 2 slots), starport + 3 ships at 3.1 (Material),
  2 ships at 5.0; resources Relic, Material

So each seat has 8 ships on the map (7 in supply), 3 open resource slots, 10 agents; the
supply holds Material 4, Fuel 5, Weapon 4, Relic 3, Psionic 3; the two undealt action cards
(Con5, Mob5) are the shuffled face-down action discard.
"""

from __future__ import annotations

from typing import Any

from arcs_support import HANDS, SETUP, VOX_ROW, follow

from tarotlab import ALL, CHANCE
from tarotlab.arcs.components import COURT
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit, Rig
from tarotlab.testing import assert_refused as refused

R_ROUND = "arcs: Round Structure"
R_PRELUDE = "arcs: Prelude"
R_OUTRAGE = "arcs: Outrage"
R_SEIZE = "arcs: Seizing the Initiative"
R_FOLLOW = "arcs: Round Structure, Step 2"
R_DECLARE = "arcs: Declaring an Ambition"
R_BATTLE = "arcs: Battle"


# --------------------------------------------------------------------------- helpers
def start(court: list[str] | None = None, dice: tuple[str, ...] = ()) -> tuple[ArcsState, Rig]:
    """A rigged 3-player game on 3P Mix Up, seat 0 to lead."""
    rig = Rig(court=list(VOX_ROW if court is None else court),
              hands={s: list(c) for s, c in HANDS.items()}, dice=list(dice))
    s = rig.start(players=3, setup_card=SETUP, seed=1)
    assert s.pending == ("lead", 0)
    return s, rig


def card(name: str) -> str:
    """A Court card's id from its name."""
    return next(c for c, info in COURT.items() if info.name == name)


def provoke(s: ArcsState, seat: int, kind: str) -> None:
    """``seat`` Provokes Outrage of ``kind`` (the engine's own rule, as when it destroys a city
    of that type: arcs: Destroying Cities 1)."""
    s._outrage(seat, kind)
    s._cache_legal = None
    s.check_invariants()


def held(s: ArcsState, seat: int) -> list[str]:
    return [r for r in s.res[seat] if r is not None]


def ships(s: ArcsState, sid: str, seat: int) -> tuple[int, int]:
    return s.fresh[sid][seat], s.damaged[sid][seat]


def legal(s: ArcsState, word: str = "") -> set[str]:
    return {str(a) for a in s.legal_actions() if a.startswith(word)}


def turn(s: ArcsState) -> Any:
    return s.view(ALL).turn


def test_every_court_card_has_a_test_here() -> None:
    """arcs-components part 7: every one of the 31 Court cards is cited by a test here."""
    cited = set()
    for name, fn in globals().items():
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


# =========================================================================== Weapon
def test_arms_union_claims_a_face_up_aggression_card_not_a_copy() -> None:
    """arcs card: Arms Union (tarotlab C4): seat 2 may claim seat 0's lead Agg2 but not seat
    1's face-down Copy Agg3; Agg2 ends in seat 2's hand. A Weapon card: no ambition icon."""
    s, rig = start()
    Edit(s).guild(2, "Arms Union")
    assert [s.ambition_count(2, a) for a in ("Tycoon", "Keeper", "Empath")] == [1, 1, 0]
    rig.apply(s, "lead Agg2")
    rig.apply(s, "done")
    follow(rig, s, "copy Agg3")
    rig.apply(s, "copy Adm4")
    assert legal(s, "use") == {"use Arms Union on Agg2"}
    copied = refused(s, "use Arms Union on Agg3")
    rig.apply(s, "use Arms Union on Agg2")
    rig.apply(s, "done")
    assert s.hands[2] == ["Adm5", "Agg2", "Agg4", "Con4", "Mob4", "Mob6"]
    assert s.court_discard == [card("Arms Union")]
    s.check_invariants()
    assert copied.rule in {"arcs card: Arms Union", "tarotlab C4"}


def test_prison_wardens_pressgang_returns_captives_for_resources() -> None:
    """arcs card: Prison Wardens (tarotlab C15): Pressgang (Build): return Captives one at a
    time, each for a resource of the holder's choice, until stop."""
    s, rig = start()
    Edit(s).guild(0, "Prison Wardens").captives(0, 1, 2).captives(0, 2, 1)
    Edit(s).building(0, "6.2", "city")  # 4 open slots
    rig.apply(s, "lead Con2")
    assert "pressgang" in legal(s)
    rig.apply(s, "pressgang")
    assert s.pending[:4] == ("ask", 0, card("Prison Wardens"), "pressgang")
    assert {"release an agent of seat 1 for Fuel", "release an agent of seat 2 for Psionic",
            "stop"} <= legal(s)
    rig.apply(s, "release an agent of seat 1 for Fuel")
    rig.apply(s, "place Fuel in slot 3")  # or slot 4 (2 keys), arcs R8
    rig.apply(s, "release an agent of seat 2 for Psionic")
    # four distinct tokens in slots of 3, 1, 1 and 2 keys: 4 x 3 arrangements (arcs R8)
    assert len(legal(s)) == 12 and "place Psionic in slot 4" in legal(s)
    rig.apply(s, "place Psionic in slot 4")
    assert legal(s) == {"stop"} | {f"release an agent of seat 1 for {k}"
                                   for k in ("Material", "Fuel", "Weapon", "Relic", "Psionic")}
    rig.apply(s, "stop")
    assert s.captives[0] == [0, 1, 0]
    assert s.agents_left[1:] == [9, 10]
    assert held(s, 0) == ["Weapon", "Relic", "Fuel", "Psionic"]
    assert s.ambition_count(0, "Tyrant") == 1
    assert turn(s).pips == 3
    s.check_invariants()


def test_prison_wardens_execute_moves_captives_to_trophies() -> None:
    """arcs card: Prison Wardens (tarotlab C15): Execute (Influence): Captives become Trophies
    one at a time until stop; not offered on a turn without Influence (Construction)."""
    s, rig = start()
    Edit(s).guild(0, "Prison Wardens").captives(0, 1, 2)
    rig.apply(s, "lead Mob2")
    rig.apply(s, "execute")
    rig.apply(s, "execute an agent of seat 1")
    assert legal(s) == {"execute an agent of seat 1", "stop"}
    rig.apply(s, "stop")
    assert s.captives[0] == [0, 1, 0]
    assert s.trophies[0] == {(1, "agent"): 1}
    assert s.ambition_count(0, "Tyrant") == 1 and s.ambition_count(0, "Warlord") == 1
    assert s.agents_left[1] == 8
    s.check_invariants()
    s2, rig2 = start()
    Edit(s2).guild(0, "Prison Wardens").captives(0, 1, 2)
    rig2.apply(s2, "lead Con2")
    assert "execute" not in legal(s2) and "pressgang" in legal(s2)
    refused(s2, "execute")


def test_prison_wardens_places_three_ships_in_a_controlled_system() -> None:
    """arcs card: Prison Wardens (tarotlab C5): Prelude: discard it to place 3 ships in one
    system seat 0 controls (3.3 or 5.2), not at 2.0 where seat 1 ties it 2-2."""
    s, rig = start()
    Edit(s).guild(0, "Prison Wardens").ships(1, "2.0", fresh=2)
    rig.apply(s, "lead Mob2")
    assert legal(s, "use") == {"use Prison Wardens at 3.3", "use Prison Wardens at 5.2",
                               "use Prison Wardens"}  # simply discarded (arcs R14)
    no_control = refused(s, "use Prison Wardens at 2.0")
    rig.apply(s, "use Prison Wardens at 5.2")
    assert ships(s, "5.2", 0) == (6, 0) and s.ships_left[0] == 4
    assert s.court_discard == [card("Prison Wardens")]
    s.check_invariants()
    assert no_control.rule in {"arcs card: Prison Wardens", "tarotlab C5", "arcs: Control"}


def test_skirmishers_reroll_up_to_weapon_icons_once() -> None:
    """arcs card: Skirmishers (tarotlab C8): Weapon icons = the card + 1 Weapon token = 2, so
    2 of the 3 skirmish dice (1, 1, 2) are rerolled together (to 4 and 5), once: 2 hits."""
    s, rig = start(dice=("skirmish 1", "skirmish 1", "skirmish 2", "skirmish 4", "skirmish 5"))
    Edit(s).guild(0, "Skirmishers").ships(0, "2.0", fresh=3).ships(1, "2.0", fresh=2)
    assert [s.ambition_count(0, a) for a in ("Tycoon", "Keeper", "Empath")] == [0, 1, 0]
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 2.0 seat 1")
    rig.apply(s, "roll 0 assault 3 skirmish 0 raid")
    assert s.pending == ("ask", 0, card("Skirmishers"), "reroll", ())
    assert legal(s) == {"reroll skirmish 1", "reroll skirmish 2", "keep the dice"}
    rig.apply(s, "reroll skirmish 1")
    rig.apply(s, "reroll skirmish 2")
    assert legal(s) == {"roll the rerolls"}
    rig.apply(s, "roll the rerolls")  # the rerolled dice come up 4 and 5: 2 hits
    assert s.pending[0] == "hit"  # the second hit: fresh or damaged ship, no reroll again
    rig.apply(s, "hit damaged ship")
    assert ships(s, "2.0", 1) == (1, 0)
    assert s.trophies[0] == {(1, "ship"): 1}
    assert ships(s, "2.0", 0) == (3, 0)
    s.check_invariants()


def test_skirmishers_places_as_many_ships_as_the_supply_holds() -> None:
    """arcs card: Skirmishers (tarotlab C5, arcs R9): Prelude: place 3 ships in a controlled
    system; with 2 ships in supply, 2 are placed."""
    s, rig = start()
    Edit(s).guild(0, "Skirmishers").ships(0, "6.0", fresh=5)
    assert s.ships_left[0] == 2
    rig.apply(s, "lead Mob2")
    rig.apply(s, "use Skirmishers at 3.3")
    assert ships(s, "3.3", 0) == (5, 0) and s.ships_left[0] == 0
    assert s.court_discard == [card("Skirmishers")]
    s.check_invariants()


def test_court_enforcers_abduct_below_the_weapon_icons() -> None:
    """arcs card: Court Enforcers: Abduct (Battle): with 2 Weapon icons (the card and a
    token), capture the 1 rival agent on Lattice Spies; Spacing Union (2 rival agents, not
    below 2) cannot be abducted. The card also places 3 ships (SHIPS3, tarotlab C5)."""
    s, rig = start(court=["Lattice Spies", "Spacing Union", "Arms Union", "Galactic Bards"])
    Edit(s).guild(0, "Court Enforcers")
    Edit(s).agents(0, "Lattice Spies", 1).agents(1, "Lattice Spies", 1)
    Edit(s).agents(1, "Spacing Union", 1).agents(2, "Spacing Union", 1)
    rig.apply(s, "lead Agg2")
    assert legal(s, "use") == {"use Court Enforcers at 2.0", "use Court Enforcers at 3.3",
                               "use Court Enforcers at 5.2", "use Court Enforcers"}
    assert legal(s, "abduct") == {"abduct Lattice Spies"}
    too_many = refused(s, "abduct Spacing Union")
    rig.apply(s, "abduct Lattice Spies")
    assert s.captives[0] == [0, 1, 0]
    assert s.court[0] == [card("Lattice Spies"), [1, 0, 0]]
    assert s.court[1] == [card("Spacing Union"), [0, 1, 1]]
    assert s.guild[0] == [card("Court Enforcers")]
    assert turn(s).pips == 2
    s.check_invariants()
    assert too_many.rule in {"arcs card: Court Enforcers"}


def test_loyal_marines_spend_as_weapon_and_outraged_tokens() -> None:
    """arcs card: Loyal Marines (tarotlab C1): they survive Weapon Outrage (Skirmishers does
    not); an Outraged Relic may still be spent as Weapon (spent for Weapon's Prelude action),
    though not as a Relic; the Marines also place 3 ships (tarotlab C5)."""
    s, rig = start()
    Edit(s).guild(0, "Loyal Marines", "Skirmishers").ships(1, "5.2", fresh=1)
    provoke(s, 0, "Weapon")
    assert s.guild[0] == [card("Loyal Marines")]
    assert s.court_discard == [card("Skirmishers")]
    provoke(s, 0, "Relic")
    Edit(s).gain(0, "Relic", "Weapon")
    assert s.outrage[0] == {"Weapon": "agent", "Relic": "agent"}
    rig.apply(s, "lead Mob2")
    assert "use Loyal Marines at 3.3" in legal(s)
    assert {"spend Relic as Weapon", "spend Weapon"} <= legal(s, "spend")
    outraged = refused(s, "spend Relic")
    rig.apply(s, "spend Relic as Weapon")
    assert turn(s).weapon and "battle" in turn(s).allowed
    assert "battle 5.2 seat 1" in legal(s)
    assert held(s, 0) == ["Weapon"] and turn(s).pips == 4
    s.check_invariants()
    assert outraged.rule == R_OUTRAGE


# =========================================================================== Psionic
def test_lattice_spies_seizes_the_initiative_before_anything_else() -> None:
    """arcs card: Lattice Spies (tarotlab C6): seat 1 discards it first thing in its turn and
    seizes the initiative; seat 2 can no longer seize, and seat 2's higher Surpass does not
    take the initiative from it."""
    s, rig = start()
    Edit(s).guild(1, "Lattice Spies")
    rig.apply(s, "lead Mob2")
    rig.apply(s, "done")
    rig.apply(s, "copy Adm3")
    rig.apply(s, "use Lattice Spies")
    assert s.seized == 1 and s.guild[1] == [] and s.court_discard == [card("Lattice Spies")]
    rig.apply(s, "done")
    rig.apply(s, "surpass Mob4")
    seize = refused(s, "seize with Adm4")
    rig.apply(s, "done")
    assert s.initiative == 1 and s.pending == ("lead", 1)
    assert seize.rule == R_SEIZE


def test_lattice_spies_not_after_another_prelude_action_but_discard_for_no_effect() -> None:
    """arcs card: Lattice Spies (tarotlab C6, arcs R14): once seat 1 has spent a resource it no
    longer seizes, but it may still be discarded, for no effect; so may the initiative holder's."""
    s, rig = start()
    Edit(s).guild(1, "Lattice Spies")
    rig.apply(s, "lead Mob2")
    rig.apply(s, "done")
    rig.apply(s, "copy Adm3")
    rig.apply(s, "spend Psionic")
    rig.apply(s, "influence Mass Uprising")  # the action the Psionic bought
    assert s.pending == ("turn", 1) and turn(s).prelude
    rig.apply(s, "use Lattice Spies")  # may always simply be discarded (arcs R14)
    assert s.seized is None and s.guild[1] == []
    assert s.events[-1].text == "seat 1 discards Lattice Spies for no effect (the initiative " \
        "cannot be seized)"
    late = refused(s, "use Lattice Spies")  # no longer held
    s2, rig2 = start()
    Edit(s2).guild(0, "Lattice Spies")
    rig2.apply(s2, "lead Mob2")
    rig2.apply(s2, "use Lattice Spies")
    assert s2.seized is None and s2.initiative == 0
    assert s2.guild[0] == [] and s2.court_discard == [card("Lattice Spies")]
    assert late.rule in {"arcs card: Lattice Spies", "tarotlab C6", R_PRELUDE}


def test_farseers_on_declaring_look_at_a_hand_and_swap() -> None:
    """arcs card: Farseers (tarotlab C7): declaring Tycoon, seat 0 looks at seat 1's hand
    (only seat 0 sees it, until the end of its turn) and swaps its Agg6 for seat 1's Con6."""
    s, rig = start()
    Edit(s).guild(0, "Farseers")
    rig.apply(s, "lead Adm2")
    rig.apply(s, "declare Tycoon")
    assert s.pending == ("ask", 0, card("Farseers"), "look", ())
    assert legal(s) == {"look at seat 1", "look at seat 2"}
    rig.apply(s, "look at seat 1")
    assert s.view(0).seen == (1, ("Adm3", "Agg3", "Agg5", "Con3", "Con6", "Mob3"))
    assert s.view(2).seen is None and s.view(1).seen is None
    assert len(legal(s, "swap")) == 5 * 6 and "no swap" in legal(s)
    rig.apply(s, "swap Agg6 for Con6")
    assert s.hands[0] == ["Adm6", "Agg2", "Con2", "Con6", "Mob2"]
    assert s.hands[1] == ["Adm3", "Agg3", "Agg5", "Agg6", "Con3", "Mob3"]
    assert s.boxes["Tycoon"] == [2] and s.zeroed
    assert s.pending == ("turn", 0)
    assert s.view(0).seen == (1, ("Adm3", "Agg3", "Agg5", "Agg6", "Con3", "Mob3"))
    rig.apply(s, "done")
    assert s.view(0).seen is None  # shown until the end of the turn
    s.check_invariants()


def test_farseers_prelude_discards_and_draws_from_the_bottom() -> None:
    """arcs card: Farseers (tarotlab C7, arcs R14: cards placed as a pile are shuffled):
    Prelude: discard it and 2 hand cards (Adm2, then Agg2), then draw 3 from the bottom of the
    action discard: the shuffled pile (Con5, Mob5) first, then the first of the two discarded
    cards placed. They were shuffled before being placed (a chance decision), so that is the
    card chance placed first (here Agg2), not the one discarded first."""
    s, rig = start()
    Edit(s).guild(0, "Farseers")
    rig.apply(s, "lead Mob2")
    rig.apply(s, "use Farseers")
    assert legal(s) == {"also discard Adm2", "also discard Adm6", "also discard Agg2",
                        "also discard Agg6", "also discard Con2", "draw now"}
    rig.apply(s, "also discard Adm2")
    rig.apply(s, "also discard Agg2")
    s.apply("draw now")
    assert s.to_move == CHANCE and legal(s) == {"pile Adm2", "pile Agg2"}
    s.apply("pile Agg2")
    assert s.to_move == CHANCE and legal(s) == {"draw Con5", "draw Mob5"}
    s.apply("draw Mob5")
    s.apply("draw Con5")
    assert s.pending == ("turn", 0)
    assert s.hands[0] == ["Adm6", "Agg2", "Agg6", "Con2", "Con5", "Mob5"]
    assert s.discard == [] and s.discard_top == ["Adm2"]
    assert s.court_discard == [card("Farseers")]
    s.check_invariants()


def test_secret_order_no_zero_marker_for_keeper_or_empath() -> None:
    """arcs card: Secret Order: declaring Empath on Adm6 places no zero marker, so no
    Administration card can surpass the 6; declaring Tycoon still places it."""
    s, rig = start()
    Edit(s).guild(0, "Secret Order")
    assert s.ambition_count(0, "Empath") == 1
    rig.apply(s, "lead Adm6")
    rig.apply(s, "declare Empath")
    assert s.boxes["Empath"] == [2] and not s.zeroed
    rig.apply(s, "done")
    assert not any(a.startswith("surpass") for a in legal(s))
    no_surpass = refused(s, "surpass Adm3")
    s2, rig2 = start()
    Edit(s2).guild(0, "Secret Order")
    rig2.apply(s2, "lead Adm2")
    rig2.apply(s2, "declare Tycoon")
    assert s2.zeroed
    assert no_surpass.rule == R_FOLLOW


def test_loyal_empaths_spend_as_psionic_and_own_type_while_outraged() -> None:
    """arcs card: Loyal Empaths (tarotlab C1): seat 1 Provokes Psionic Outrage (its tokens and
    Farseers go, the Empaths stay); copying Con3 it then spends Psionic (an action of the lead
    card, a Build) and Fuel as Psionic (another Build)."""
    s, rig = start()
    Edit(s).guild(1, "Loyal Empaths", "Farseers")
    provoke(s, 1, "Psionic")
    assert s.guild[1] == [card("Loyal Empaths")] and s.court_discard == [card("Farseers")]
    assert held(s, 1) == [] and s.ambition_count(1, "Empath") == 1
    Edit(s).gain(1, "Psionic", "Fuel")
    rig.apply(s, "lead Con2")
    rig.apply(s, "done")
    rig.apply(s, "copy Con3")
    assert {"spend Psionic", "spend Fuel as Psionic"} <= legal(s, "spend")
    rig.apply(s, "spend Psionic")
    rig.apply(s, "build city 5.3")
    assert s.bldg["5.3"] == [(1, "city", False), (1, "city", False)]
    rig.apply(s, "spend Fuel as Psionic")
    rig.apply(s, "build ship 2.1")
    assert ships(s, "2.1", 1) == (4, 0)
    assert held(s, 1) == []
    assert s.pending == ("follow", 2)  # its pip has nothing left to build: the turn ended (X8)
    assert s.supply["Psionic"] == 5 and s.supply["Fuel"] == 5  # the spent tokens are back
    s.check_invariants()


def test_silver_tongues_steals_a_guild_card_or_a_resource() -> None:
    """arcs card: Silver-Tongues: Prelude: discard it to steal 1 Guild card or 1 resource
    from a rival."""
    s, rig = start()
    Edit(s).guild(0, "Silver-Tongues").guild(1, "Loyal Engineers")
    rig.apply(s, "lead Mob2")
    assert legal(s, "use") == {"use Silver-Tongues: steal Psionic from seat 1",
                               "use Silver-Tongues: steal Loyal Engineers from seat 1",
                               "use Silver-Tongues: steal Relic from seat 2",
                               "use Silver-Tongues: steal Material from seat 2",
                               "use Silver-Tongues"}  # simply discarded (arcs R14)
    other = s.clone()
    assert isinstance(other, ArcsState)
    rig.apply(s, "use Silver-Tongues: steal Loyal Engineers from seat 1")
    assert s.guild[0] == [card("Loyal Engineers")] and s.guild[1] == []
    assert s.court_discard == [card("Silver-Tongues")]
    assert "spend Relic as Material" in legal(s)  # the stolen card works at once
    rig.apply(other, "use Silver-Tongues: steal Relic from seat 2")
    rig.apply(other, "place Relic in slot 3")
    assert held(other, 0) == ["Weapon", "Relic", "Relic"] and held(other, 2) == ["Material"]
    s.check_invariants()
    other.check_invariants()


def test_discard_this_to_cards_may_simply_be_discarded_arcs_r14() -> None:
    """arcs R14 (the FAQ: a card that says "discard this to ..." may simply be discarded), arcs
    card: Material Cartel, arcs card: Silver-Tongues, arcs card: Mining Interest, arcs card:
    Prison Wardens: with no rival holding Material, no rival token or card to take, no empty slot
    and no system it controls, seat 0 may still discard each for no effect."""
    s, rig = start()
    Edit(s).drop(2, "Material").clear("3.3").clear("5.2").clear("2.0")  # 2 open slots, full
    Edit(s).guild(0, "Material Cartel", "Silver-Tongues", "Mining Interest", "Prison Wardens")
    Edit(s).drop(1, "Psionic", "Psionic").drop(2, "Relic")
    assert s.res[0][:3] == ["Weapon", "Relic", None] and s.open_slots(0) == 2
    rig.apply(s, "lead Mob2")
    assert legal(s, "use") == {"use Material Cartel", "use Silver-Tongues",
                               "use Mining Interest", "use Prison Wardens"}
    for name in ("Material Cartel", "Silver-Tongues", "Prison Wardens"):
        rig.apply(s, f"use {name}")
        assert s.events[-1].text == f"seat 0 discards {name} for no effect"
    rig.apply(s, "use Mining Interest")
    assert s.guild[0] == [] and len(s.court_discard) == 4
    assert held(s, 0) == ["Weapon", "Relic"]
    s.check_invariants()


# =========================================================================== Relic
def test_loyal_keepers_spend_any_token_as_relic_and_survive_relic_outrage() -> None:
    """arcs card: Loyal Keepers (tarotlab C1): seat 0 spends Weapon as Relic to secure
    Galactic Bards (Keeper: Relic token + 2 Relic cards = 3); Relic Outrage then discards the
    token and the Bards but not the Keepers, and Relic may still be spent."""
    s, rig = start(court=["Galactic Bards", "Lattice Spies", *VOX_ROW])
    Edit(s).guild(0, "Loyal Keepers").agents(0, "Galactic Bards", 1)
    Edit(s).agents(0, "Lattice Spies", 1)
    rig.apply(s, "lead Mob2")
    assert "spend Weapon as Relic" in legal(s)
    rig.apply(s, "spend Weapon as Relic")
    rig.apply(s, "secure Galactic Bards")
    assert s.guild[0] == [card("Loyal Keepers"), card("Galactic Bards")]
    assert s.ambition_count(0, "Keeper") == 3
    provoke(s, 0, "Relic")
    assert s.guild[0] == [card("Loyal Keepers")]
    assert s.court_discard == [card("Galactic Bards")]
    assert held(s, 0) == [] and s.ambition_count(0, "Keeper") == 1
    Edit(s).gain(0, "Relic")
    assert "spend Relic" in legal(s)
    rig.apply(s, "spend Relic")
    rig.apply(s, "secure Lattice Spies")
    assert s.guild[0] == [card("Loyal Keepers"), card("Lattice Spies")]
    s.check_invariants()


def test_sworn_guardians_must_be_raided_first_and_is_buried() -> None:
    """arcs card: Sworn Guardians (tarotlab C11): with 4 raid keys, seat 0 can take only the
    Guardians (1 key) at first; then the rest is open: Loyal Engineers for 3 keys. The
    stolen Guardians is buried under the Court deck, not kept."""
    s, rig = start(dice=("raid 1", "raid 1"))
    Edit(s).guild(1, "Sworn Guardians", "Loyal Engineers")
    Edit(s).ships(0, "2.1", fresh=2).ships(1, "2.1")
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 2.1 seat 1")
    rig.apply(s, "roll 0 assault 0 skirmish 2 raid")  # 4 keys; no fresh defender intercepts
    assert s.pending == ("raid", 0)
    assert legal(s) == {"steal Sworn Guardians", "stop raiding"}
    rig.apply(s, "steal Sworn Guardians")
    assert legal(s) == {"steal Psionic in slot 1", "steal Psionic in slot 2",
                        "steal Loyal Engineers", "stop raiding"}
    rig.apply(s, "steal Loyal Engineers")  # 0 keys left: the raid ends
    assert s.guild[0] == [card("Loyal Engineers")] and s.guild[1] == []
    assert s.court_bottom == [card("Sworn Guardians")]
    assert card("Sworn Guardians") not in s.court_deck + s.court_discard
    assert held(s, 1) == ["Psionic", "Psionic"]
    assert s.pending == ("turn", 0)
    s.check_invariants()


def test_sworn_guardians_block_silver_tongues_and_the_cartel() -> None:
    """arcs card: Sworn Guardians (tarotlab C11): Silver-Tongues may take only the Guardians
    from seat 1 (buried when taken), and the Material Cartel cannot steal seat 1's Material."""
    s, rig = start()
    Edit(s).guild(0, "Silver-Tongues", "Material Cartel")
    Edit(s).guild(1, "Sworn Guardians", "Loyal Engineers").gain(1, "Material")
    rig.apply(s, "lead Mob2")
    uses = legal(s, "use")
    assert {u for u in uses if u.endswith("seat 1")} == {
        "use Silver-Tongues: steal Sworn Guardians from seat 1"}
    assert "use Material Cartel: steal from seat 2" in uses
    rig.apply(s, "use Silver-Tongues: steal Sworn Guardians from seat 1")
    assert s.guild[0] == [card("Material Cartel")]
    assert s.guild[1] == [card("Loyal Engineers")]
    assert s.court_bottom == [card("Sworn Guardians")]
    assert "use Material Cartel: steal from seat 1" in legal(s, "use")
    s.check_invariants()


def test_elder_broker_trade_is_not_stealing() -> None:
    """arcs card: Elder Broker (tarotlab C9): Trade (Tax) at seat 1's Psionic city at 5.3,
    which seat 0 controls: take seat 1's Psionic and give it a Relic (a type it lacks); the
    Guardians do not block it; no captive, and the city may still be taxed."""
    s, rig = start()
    Edit(s).guild(0, "Elder Broker").guild(1, "Sworn Guardians").ships(0, "5.3", fresh=4)
    rig.apply(s, "lead Adm2")
    assert legal(s, "trade") == {"trade 5.3 seat 1"}
    no_control = refused(s, "trade 2.3 seat 2")
    rig.apply(s, "trade 5.3 seat 1")
    rig.apply(s, "place Psionic in slot 3")  # seat 0 places what it took (arcs R8)
    assert s.pending == ("ask", 0, card("Elder Broker"), "give", (1, "Psionic"))
    assert legal(s) == {"give Weapon", "give Relic"}
    rig.apply(s, "give Relic")
    # seat 0 took the Psionic from slot 1 (the dearest, tarotlab X3): seat 1 places the Relic,
    # or moves its Psionic back to slot 1 and puts the Relic at 1 key (arcs R8)
    assert legal(s) == {"place Relic in slot 1", "place Relic in slot 3",
                        "arrange Psionic Relic -"}
    rig.apply(s, "place Relic in slot 3")
    assert held(s, 0) == ["Weapon", "Psionic"]
    assert held(s, 1) == ["Psionic", "Relic"]
    assert s.captives[0] == [0, 0, 0] and s.agents_left[1] == 10
    assert "tax 5.3 seat 1" in legal(s) and turn(s).pips == 3
    s.check_invariants()
    assert no_control.rule in {"arcs card: Elder Broker", "tarotlab C9", "arcs: Tax"}


def test_elder_broker_prelude_gains_material_fuel_and_weapon() -> None:
    """arcs card: Elder Broker: Prelude: discard it to gain 1 Material, 1 Fuel and 1
    Weapon."""
    s, rig = start()
    Edit(s).guild(0, "Elder Broker").building(0, "6.2", "city").building(0, "6.2", "city")
    rig.apply(s, "lead Mob2")
    rig.apply(s, "use Elder Broker")
    # the three arrive together: seat 0 arranges all five tokens in its 6 open slots (3, 1, 1,
    # 2, 1, 3 keys), arcs R8; here leaving the held ones where they are
    assert s.pending == ("place", 0) and s.excess[0] == ["Material", "Fuel", "Weapon"]
    rig.apply(s, "arrange Weapon Relic Material Fuel Weapon -")
    assert held(s, 0) == ["Weapon", "Relic", "Material", "Fuel", "Weapon"]
    assert (s.supply["Material"], s.supply["Fuel"], s.supply["Weapon"]) == (3, 4, 3)
    assert s.guild[0] == [] and s.court_discard == [card("Elder Broker")]
    s.check_invariants()


def test_relic_fence_once_per_turn_and_the_card_stays() -> None:
    """arcs card: Relic Fence (tarotlab C10): discard Weapon to gain a Relic (the Weapon is
    spent, back in the supply when the Prelude ends); the card stays; not twice in a turn,
    not Relic for Relic, again next turn, and not with no Relic in the supply."""
    s, rig = start()
    Edit(s).guild(0, "Relic Fence")
    rig.apply(s, "lead Mob2")
    assert legal(s, "use") == {"use Relic Fence: Weapon"}
    rig.apply(s, "use Relic Fence: Weapon")
    assert legal(s) == {"place Relic in slot 1", "place Relic in slot 3"}  # 3 or 1 keys
    rig.apply(s, "place Relic in slot 1")
    assert held(s, 0) == ["Relic", "Relic"]
    assert s.limbo == ["Weapon"] and s.supply["Weapon"] == 4 and s.supply["Relic"] == 2
    assert s.guild[0] == [card("Relic Fence")] and s.court_discard == []
    twice = refused(s, "use Relic Fence: Relic")
    rig.apply(s, "done")
    assert s.limbo == [] and s.supply["Weapon"] == 5
    follow(rig, s, "copy Mob3", "copy Mob4")
    Edit(s).gain(0, "Fuel")
    rig.apply(s, "lead Adm2")
    assert legal(s, "use Relic Fence") == {"use Relic Fence: Fuel"}
    Edit(s).gain(1, "Relic").gain(2, "Relic")
    assert s.supply["Relic"] == 0
    assert not legal(s, "use Relic Fence")
    assert twice.rule in {"arcs card: Relic Fence", "tarotlab C10"}


def test_galactic_bards_declare_on_a_pivot_without_zero_marker() -> None:
    """arcs card: Galactic Bards (tarotlab C12): seat 1 pivots with Agg5 before anything
    else in a round with no ambition declared, and declares Keeper: no zero marker."""
    s, rig = start()
    Edit(s).guild(1, "Galactic Bards")
    rig.apply(s, "lead Mob2")
    rig.apply(s, "done")
    rig.apply(s, "pivot Agg5")
    assert legal(s, "declare") == {"declare Keeper"}
    rig.apply(s, "declare Keeper")
    assert s.boxes["Keeper"] == [2] and s.markers_avail == [1, 0] and not s.zeroed
    s.check_invariants()


def test_galactic_bards_not_once_an_ambition_was_declared_this_round() -> None:
    """arcs card: Galactic Bards (tarotlab C12): seat 0 declared Tycoon on the lead, so seat
    1's pivot with Agg5 declares nothing; a Copy never declares."""
    s, rig = start()
    Edit(s).guild(1, "Galactic Bards")
    rig.apply(s, "lead Mob2")
    rig.apply(s, "declare Tycoon")
    rig.apply(s, "done")
    rig.apply(s, "pivot Agg5")
    assert not legal(s, "declare")
    late = refused(s, "declare Keeper")
    s2, rig2 = start()
    Edit(s2).guild(1, "Galactic Bards")
    rig2.apply(s2, "lead Adm2")
    rig2.apply(s2, "done")
    rig2.apply(s2, "copy Agg5")
    assert not legal(s2, "declare")
    assert late.rule in {R_DECLARE, "arcs card: Galactic Bards", "tarotlab C12"}


# =========================================================================== Vox
def test_mass_uprising_one_ship_in_each_system_of_a_cluster() -> None:
    """arcs card: Mass Uprising (tarotlab C13): secured, seat 0 chooses an in-play cluster
    (2, 3, 5 or 6; the card says "place", so no decline) and places 1 ship in each of its 4
    systems; the card is discarded and its slot refilled."""
    s, rig = start()
    Edit(s).agents(0, "Mass Uprising", 2).agents(1, "Mass Uprising", 1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "secure Mass Uprising")
    assert s.pending == ("ask", 0, card("Mass Uprising"), "vox", ())
    assert legal(s) == {f"uprising in cluster {c}" for c in (2, 3, 5, 6)}
    rig.apply(s, "uprising in cluster 6")
    assert [ships(s, sid, 0) for sid in ("6.0", "6.1", "6.2", "6.3")] == [(1, 0)] * 4
    assert s.ships_left[0] == 3
    assert s.captives[0] == [0, 1, 0] and s.agents_left[0] == 10
    assert s.court_discard == [card("Mass Uprising")]
    assert s.court[0][0] == card("Guild Struggle")
    assert s.pending == ("turn", 0) and turn(s).pips == 2
    s.check_invariants()


def test_mass_uprising_places_what_the_supply_holds_where_its_holder_chooses() -> None:
    """arcs card: Mass Uprising (tarotlab C13), arcs R9 and arcs: Piece Limits ("do the maximum
    possible"), arcs: Tiebreakers & Choice Order ("the active player chooses"): with 2 ships in
    supply, 2 of cluster 6's 4 systems get a ship, the 2 seat 0 chooses (one of the 6 pairs);
    the event says where each went."""
    s, rig = start()
    Edit(s).agents(0, "Mass Uprising", 1).ships(0, "2.0", fresh=7)
    assert s.ships_left[0] == 2
    rig.apply(s, "lead Agg2")
    rig.apply(s, "secure Mass Uprising")
    rig.apply(s, "uprising in cluster 6")
    assert s.pending[:4] == ("ask", 0, card("Mass Uprising"), "ships")
    assert legal(s) == {"ships to 6.0, 6.1", "ships to 6.0, 6.2", "ships to 6.0, 6.3",
                        "ships to 6.1, 6.2", "ships to 6.1, 6.3", "ships to 6.2, 6.3"}
    refused(s, "ships to 6.1", "arcs card: Mass Uprising", "the supply holds 2 ships")
    refused(s, "ships to 6.1, 5.1", "arcs card: Mass Uprising", "5.1 is not in cluster 6")
    rig.apply(s, "ships to 6.3,6.1")  # any order, any spacing
    placed = [sum(ships(s, sid, 0)) for sid in ("6.0", "6.1", "6.2", "6.3")]
    assert placed == [0, 1, 0, 1] and s.ships_left[0] == 0
    event = next(e for e in reversed(s.events) if "Mass Uprising" in e.text)
    assert event.seat == 0 and event.text == (
        "seat 0 places 2 ships in cluster 6, 1 at each of 6.1, 6.3: the supply has none for "
        "the other 2 (arcs R9) (Mass Uprising)")
    assert s.court_discard == [card("Mass Uprising")]
    s.check_invariants()


def test_populist_demands_declare_any_ambition_without_zero_marker() -> None:
    """arcs card: Populist Demands (errata; tarotlab C13): secured, seat 0 may declare any
    ambition with the highest available marker (no zero marker), or decline."""
    s, rig = start()
    Edit(s).agents(0, "Populist Demands", 1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "secure Populist Demands")
    assert legal(s) == {f"declare {a}" for a in ("Tycoon", "Tyrant", "Warlord", "Keeper",
                                                 "Empath")} | {"decline"}
    other = s.clone()
    assert isinstance(other, ArcsState)
    rig.apply(s, "declare Warlord")
    assert s.boxes["Warlord"] == [2] and s.markers_avail == [1, 0] and not s.zeroed
    assert s.court_discard == [card("Populist Demands")]
    rig.apply(other, "decline")
    assert all(not box for box in other.boxes.values()) and other.markers_avail == [2, 1, 0]
    assert other.court_discard == [card("Populist Demands")]
    s3, rig3 = start()
    Edit(s3).agents(0, "Populist Demands", 1).declared("Tycoon").declared("Tyrant")
    Edit(s3).declared("Keeper")
    rig3.apply(s3, "lead Agg2")
    rig3.apply(s3, "secure Populist Demands")
    assert s3.markers_avail == [] and legal(s3) == {"decline"}  # no marker left
    rig3.apply(s3, "decline")
    assert s3.court_discard == [card("Populist Demands")] and s3.pending == ("turn", 0)


def test_outrage_spreads_every_player_provokes_outrage() -> None:
    """arcs card: Outrage Spreads (tarotlab C13): seat 0 chooses Relic: every player discards
    its Relic tokens and Relic Guild cards (Loyal Keepers excepted) and covers its Relic
    Outrage space with an agent; Weapon cards are untouched."""
    s, rig = start()
    Edit(s).agents(0, "Outrage Spreads", 1).guild(0, "Relic Fence")
    Edit(s).guild(1, "Sworn Guardians", "Prison Wardens").guild(2, "Loyal Keepers")
    rig.apply(s, "lead Agg2")
    rig.apply(s, "secure Outrage Spreads")
    assert legal(s) == {f"outrage {k}" for k in ("Material", "Fuel", "Weapon", "Relic",
                                                 "Psionic")} | {"decline"}
    other = s.clone()
    assert isinstance(other, ArcsState)
    rig.apply(s, "outrage Relic")
    assert held(s, 0) == ["Weapon"] and held(s, 1) == ["Psionic", "Psionic"]
    assert held(s, 2) == ["Material"]
    assert s.guild == [[], [card("Prison Wardens")], [card("Loyal Keepers")]]
    assert s.court_discard == [card("Relic Fence"), card("Sworn Guardians"),
                               card("Outrage Spreads")]
    assert [o for o in s.outrage] == [{"Relic": "agent"}] * 3
    assert s.agents_left == [9, 9, 9] and s.supply["Relic"] == 5
    s.check_invariants()
    rig.apply(other, "decline")
    assert [o for o in other.outrage] == [{}, {}, {}]
    assert other.guild[0] == [card("Relic Fence")] and held(other, 0) == ["Weapon", "Relic"]


def test_song_of_freedom_frees_a_city_seizes_and_returns_to_the_deck() -> None:
    """arcs card: Song of Freedom (tarotlab C13): seat 1 (pivoting with Agg3) secures it and
    returns seat 0's city at 3.3, which seat 1 controls, to seat 0's board (2 open slots
    again); then seizes the initiative; the card is shuffled into the Court deck."""
    s, rig = start(court=["Song of Freedom", *VOX_ROW])
    Edit(s).agents(1, "Song of Freedom", 1).ships(1, "3.3", fresh=4)
    rig.apply(s, "lead Mob2")
    rig.apply(s, "done")
    rig.apply(s, "pivot Agg3")
    rig.apply(s, "secure Song of Freedom")
    assert legal(s) == {"free the city of seat 0 at 3.3", "free the city of seat 1 at 5.3",
                        "decline"}
    rig.apply(s, "free the city of seat 0 at 3.3")
    assert s.bldg["3.3"] == [] and s.cities_board[0] == 5 and s.open_slots(0) == 2
    assert held(s, 0) == ["Weapon", "Relic"]
    assert s.pending == ("ask", 1, card("Song of Freedom"), "seize", ())
    assert legal(s) == {"seize the initiative", "decline"}
    rig.apply(s, "seize the initiative")
    assert s.seized == 1
    assert card("Song of Freedom") in s.court_deck + [c for c, _ in s.court]
    assert card("Song of Freedom") not in s.court_discard
    follow(rig, s, "surpass Mob4")
    assert s.initiative == 1
    s.check_invariants()


def test_song_of_freedom_initiative_holder_frees_without_seizing() -> None:
    """arcs card: Song of Freedom (tarotlab C13): seat 0 holds the initiative, so after
    freeing seat 1's city at 5.3 (seat 0 controls it with 4 ships) no seize is offered; a
    decline frees nothing; either way the card goes back into the Court deck."""
    s, rig = start(court=["Song of Freedom", *VOX_ROW])
    Edit(s).agents(0, "Song of Freedom", 1).ships(0, "5.3", fresh=4)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "secure Song of Freedom")
    assert legal(s) == {"free the city of seat 0 at 3.3", "free the city of seat 1 at 5.3",
                        "decline"}
    other = s.clone()
    assert isinstance(other, ArcsState)
    rig.apply(s, "free the city of seat 1 at 5.3")
    assert s.bldg["5.3"] == [] and s.cities_board[1] == 5
    assert s.pending == ("turn", 0) and s.seized is None
    assert card("Song of Freedom") not in s.court_discard
    rig.apply(other, "decline")
    assert other.bldg["5.3"] == [(1, "city", False)]
    assert card("Song of Freedom") in other.court_deck + [c for c, _ in other.court]
    s.check_invariants()


def test_guild_struggle_steals_then_shuffles_discarded_guild_cards_back() -> None:
    """arcs card: Guild Struggle (tarotlab C13, C11): seat 0 steals Loyal Engineers from seat
    1 (from seat 2 only the Guardians may be taken); then the discarded Guild cards (Lattice
    Spies) go back into the Court deck, the Vox Call to Action stays discarded, and Guild
    Struggle is discarded."""
    s, rig = start(court=["Guild Struggle", "Call to Action", "Mass Uprising",
                          "Populist Demands", "Outrage Spreads", "Song of Freedom"])
    Edit(s).guild(0, "Lattice Spies").guild(1, "Loyal Engineers")
    Edit(s).guild(2, "Sworn Guardians", "Gatekeepers")
    Edit(s).agents(0, "Guild Struggle", 1).agents(0, "Call to Action", 1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "use Lattice Spies")  # the initiative holder: discarded for no effect
    rig.apply(s, "secure Call to Action")
    assert s.court_discard == [card("Lattice Spies"), card("Call to Action")]
    rig.apply(s, "secure Guild Struggle")
    assert legal(s) == {"steal Loyal Engineers from seat 1",
                        "steal Sworn Guardians from seat 2", "decline"}
    other = s.clone()
    assert isinstance(other, ArcsState)
    rig.apply(s, "steal Loyal Engineers from seat 1")
    assert s.guild[0] == [card("Loyal Engineers")] and s.guild[1] == []
    assert s.court_discard == [card("Call to Action"), card("Guild Struggle")]
    assert card("Lattice Spies") in s.court_deck + [c for c, _ in s.court]
    s.check_invariants()
    rig.apply(other, "steal Sworn Guardians from seat 2")
    assert other.guild[0] == [] and other.guild[2] == [card("Gatekeepers")]
    # the buried Guardians is shuffled in with the rest (tarotlab C11)
    assert other.court_bottom == []
    assert card("Sworn Guardians") in other.court_deck + [c for c, _ in other.court]
    other.check_invariants()


def test_call_to_action_draws_from_the_bottom_of_the_action_discard() -> None:
    """arcs card: Call to Action (tarotlab C13): secured, seat 0 draws 1 action card from
    the bottom of the action discard (the shuffled pile: Con5 or Mob5)."""
    s, rig = start()
    Edit(s).agents(0, "Call to Action", 1)
    rig.apply(s, "lead Agg2")
    s.apply("secure Call to Action")
    assert s.to_move == CHANCE and legal(s) == {"draw Con5", "draw Mob5"}
    s.apply("draw Mob5")
    rig.advance(s)  # the Court slot is refilled
    assert s.hands[0] == ["Adm2", "Adm6", "Agg6", "Con2", "Mob2", "Mob5"]
    assert s.discard == ["Con5"]
    assert s.court_discard == [card("Call to Action")]
    assert s.court[3][0] == card("Guild Struggle")
    assert s.pending == ("turn", 0) and turn(s).pips == 2
    s.check_invariants()
