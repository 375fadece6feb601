"""Arcs (base game) Court cards, the Weapon and Psionic Guild cards: one test at least per card of
arcs-components.md part 7: Arms Union, Prison Wardens, Skirmishers, Court Enforcers, Loyal Marines;
Lattice Spies, Farseers, Secret Order, Loyal Empaths, Silver-Tongues (the rulings tarotlab C1, C4-C8
and C15; arcs R8, R9, R14, arcs: Control, with the FAQ: a "discard this to ..." card may simply be
discarded).

Each test cites its card as ``arcs card: <name>`` (arcs-components.md part 7, with its errata) and,
where the card leaves a choice, the project ruling it pins (``tarotlab C<n>``, docs/rulings.md "Arcs
Court cards"). Games are started with ``Rig`` (Court row, hands and dice chosen) on 3P Mix Up, then
changed with ``Edit``; the card is then played through real decisions and the outcome is checked
against numbers worked out by hand from the card text, the rulebook (arcs.txt) and the component
data. tests/arcs_court_helpers.py holds the helpers and the starting position of 3P Mix Up. The
other Court cards are tested in the other tests/test_arcs_court_*.py files.
"""

from __future__ import annotations

from arcs_court_helpers import R_PRELUDE, card, held, legal, provoke, ships, start, turn
from arcs_support import follow

from tarotlab import CHANCE
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit
from tarotlab.testing import assert_refused as refused

R_OUTRAGE = "arcs: Outrage"
R_SEIZE = "arcs: Seizing the Initiative"
R_FOLLOW = "arcs: Round Structure, Step 2"


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
