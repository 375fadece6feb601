"""Arcs (base game) Court cards, the Relic Guild cards: one test at least per card of
arcs-components.md part 7: Loyal Keepers, Sworn Guardians, Elder Broker, Relic Fence, Galactic Bards
(the rulings tarotlab C1 and C9-C12; arcs R8, arcs: Tax).

Each test cites its card as ``arcs card: <name>`` (arcs-components.md part 7, with its errata) and,
where the card leaves a choice, the project ruling it pins (``tarotlab C<n>``, docs/rulings.md "Arcs
Court cards"). Games are started with ``Rig`` (Court row, hands and dice chosen) on 3P Mix Up, then
changed with ``Edit``; the card is then played through real decisions and the outcome is checked
against numbers worked out by hand from the card text, the rulebook (arcs.txt) and the component
data. tests/arcs_court_helpers.py holds the helpers and the starting position of 3P Mix Up. The
other Court cards are tested in the other tests/test_arcs_court_*.py files.
"""

from __future__ import annotations

from arcs_court_helpers import card, held, legal, provoke, start, turn
from arcs_support import VOX_ROW, follow

from tarotlab.arcs.scenario import Edit
from tarotlab.testing import assert_refused as refused

R_DECLARE = "arcs: Declaring an Ambition"


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
