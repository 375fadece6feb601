"""Arcs Leaders & Lore (advanced mode, arcs R12), the leaders: at least one test per leader and per
ability of its card (arcs-components.md part 8): the Elder (Beloved, Just), the Mystic (Cryptic,
Attuned), the Fuel-Drinker (Insatiable, Lavish), the Upstart (Ambitious, Callow), the Rebel
(Committed, Disorganized), the Warrior (Tactical, Violent), the Feastbringer (Charismatic, Generous)
and the Demagogue (Bold, Paranoid), with the FAQ notes, arcs R14 and tarotlab L13.

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

from tarotlab import ALL
from tarotlab.arcs.components import COURT
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit, Rig
from tarotlab.testing import assert_refused as refused

# A Guild card first: the row is Loyal Engineers, Mass Uprising, Populist Demands, Outrage
# Spreads; the refill after a secure is Call to Action.
GUILD_ROW = ["Loyal Engineers", "Mass Uprising", "Populist Demands", "Outrage Spreads",
             "Call to Action", "Guild Struggle"]
R_BATTLE = "arcs: Battle"


def card(name: str) -> str:
    """A Court card's id from its name."""
    return next(c for c, info in COURT.items() if info.name == name)


def end_chapter(rig: Rig, s: ArcsState) -> None:
    """Everyone passes in a row: the chapter ends and declared ambitions are scored."""
    for _ in range(3):
        rig.apply(s, "pass")
    assert s.chapter == 2


# =========================================================================== leaders
def test_elder_beloved_influences_after_losing_trophies_and_blocks_the_ransack() -> None:
    """arcs leader: Elder (Beloved): seat 0 destroys the Elder's damaged ship and damaged city
    at 5.3 (assault 5: 2 hits), taking 2 Trophies; it Provokes Psionic Outrage but may not
    Ransack the Court although the Elder has 2 agents on Populist Demands. After the battle the
    Elder may influence once: an agent on Mass Uprising."""
    s, rig = start({0: "Fuel-Drinker", 1: "Elder"}, dice=("assault 5",))
    Edit(s).clear("5.3").building(1, "5.3", "city", damaged=True).ships(1, "5.3", damaged=1)
    Edit(s).ships(0, "5.3", fresh=2).agents(1, "Populist Demands", 2)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 5.3 seat 1")
    rig.apply(s, "roll 1 assault 0 skirmish 0 raid")
    assert s.trophies[0] == {(1, "ship"): 1, (1, "city"): 1}
    assert s.bldg["5.3"] == [] and ships(s, "5.3", 1) == (0, 0)
    assert s.outrage[0] == {"Psionic": "agent"}
    assert s.pending == ("ask", 1, card_id("Elder"), "beloved", ())  # no ("ransack", 0, 1)
    court_names = [COURT[c].name for c, _ in s.court]
    assert legal(s) == {*(f"influence {name}" for name in court_names), "decline"}
    rig.apply(s, "influence Mass Uprising")
    agents = {COURT[c].name: a for c, a in s.court}
    assert agents["Mass Uprising"] == [0, 1, 0] and agents["Populist Demands"] == [0, 2, 0]
    assert s.agents_left[1] == 7
    assert s.pending == ("turn", 0) and pips(s) == 2
    assert not any(e.rule == "arcs: Destroying Cities" and "ransack" in e.text for e in s.events)
    s.check_invariants()
    # no Trophy taken: no Beloved influence
    s2, rig2 = start({0: "Fuel-Drinker", 1: "Elder"}, dice=("assault 5",))
    Edit(s2).ships(0, "5.3", fresh=2)
    rig2.apply(s2, "lead Agg2")
    rig2.apply(s2, "battle 5.3 seat 1")
    rig2.apply(s2, "roll 1 assault 0 skirmish 0 raid")
    rig2.apply(s2, "hit fresh ship")  # the second hit: both hits only damage
    assert ships(s2, "5.3", 1) == (1, 2) and s2.trophies[0] == {}
    assert s2.pending == ("turn", 0)


def test_elder_just_tyrant_second_place_value_without_city_bonus() -> None:
    """arcs leader: Elder (Just): Tyrant (5/3) is scored. Sole first with 3 Captives and 4
    cities on the map (+2 bonus), the Elder earns the 2nd-place value 3 and no bonus; seat 0
    (2 Captives) is still 2nd and earns 3. When the Elder is 2nd, it earns nothing."""
    s, rig = start({1: "Elder"})
    Edit(s).building(1, "5.3", "city").building(1, "6.2", "city").building(1, "6.2", "city")
    assert s.city_bonus(1) == 2
    Edit(s).captives(1, 0, 3).captives(0, 2, 2).captives(2, 0, 1).declared("Tyrant")
    end_chapter(rig, s)
    assert s.power == [3, 3, 0]
    # the Elder second: nothing for it
    s2, rig2 = start({1: "Elder"})
    Edit(s2).captives(0, 1, 3).captives(1, 0, 2).captives(2, 0, 1).declared("Tyrant")
    end_chapter(rig2, s2)
    assert s2.power == [5, 0, 0]


def test_mystic_cryptic_starts_outraged_in_material_and_fuel() -> None:
    """arcs leader: Mystic (Cryptic): at setup the Mystic puts agents on its Material and Fuel
    Outrage spaces (8 agents left); so it cannot spend Material for its Prelude action."""
    s, rig = start({0: "Mystic"})
    assert s.outrage == [{"Material": "agent", "Fuel": "agent"}, {}, {}]
    assert s.agents_left == [8, 10, 10]
    assert s.res[0][:2] == ["Psionic", "Relic"]
    Edit(s).gain(0, "Material")
    rig.apply(s, "lead Con2")
    assert "spend Material" not in legal(s) and "spend Psionic" in legal(s)
    refused(s, "spend Material", "arcs: Outrage")
    s.check_invariants()


def test_mystic_attuned_copy_tax_also_gains_psionic() -> None:
    """arcs leader: Mystic (Attuned): the Mystic (seat 1) Copies an Administration lead and
    taxes its city at 5.3 (Psionic): it gains Psionic and 1 more Psionic. Surpassing instead
    (not a Copy or Pivot), the same tax gains 1 Psionic only."""
    s, rig = start({1: "Mystic"})
    Edit(s).drop(1, "Relic")
    supply = s.supply["Psionic"]
    rig.apply(s, "lead Adm2")
    rig.apply(s, "done")
    rig.apply(s, "copy Con3")
    rig.apply(s, "tax 5.3 seat 1")
    assert held(s, 1) == ["Psionic", "Psionic", "Psionic"]
    assert s.supply["Psionic"] == supply - 2
    s.check_invariants()
    s2, rig2 = start({1: "Mystic"})
    Edit(s2).drop(1, "Relic")
    rig2.apply(s2, "lead Adm2")
    rig2.apply(s2, "done")
    rig2.apply(s2, "surpass Adm3")
    rig2.apply(s2, "tax 5.3 seat 1")
    rig2.apply(s2, "place Psionic in slot 2")  # (or both at 1 key, arcs R8)
    assert held(s2, 1) == ["Psionic", "Psionic"]


def test_attuned_and_insatiable_apply_to_a_copied_or_pivoted_nurture() -> None:
    """arcs leader: Mystic (Attuned), arcs leader: Fuel-Drinker (Insatiable), arcs lore: Living
    Structures (tarotlab L13: Nurture is a Tax of a Loyal city, the Copy/Pivot bonuses apply):
    the Mystic (seat 1) Copies a Construction lead and nurtures its city at 5.3 (Psionic): it
    gains Psionic and 1 more Psionic. The Fuel-Drinker (seat 1, one Fuel dropped) Pivots with
    Con3 to nurture there: Psionic and 1 Fuel."""
    s, rig = start({1: "Mystic"}, lore={1: ["Living Structures"]})
    Edit(s).drop(1, "Relic")
    rig.apply(s, "lead Con2")
    rig.apply(s, "done")
    rig.apply(s, "copy Adm3")
    rig.apply(s, "nurture 5.3")
    assert held(s, 1) == ["Psionic", "Psionic", "Psionic"]
    s.check_invariants()
    s2, rig2 = start({1: "Fuel-Drinker"}, lore={1: ["Living Structures"]})
    Edit(s2).drop(1, "Fuel")
    rig2.apply(s2, "lead Adm2")
    rig2.apply(s2, "done")
    rig2.apply(s2, "pivot Con3")
    rig2.apply(s2, "nurture 5.3")
    # the Psionic and the Fuel arrive together: the Psionic at 3 keys, or the held Fuel stays
    # there (arcs R8)
    assert legal(s2) == {"arrange Fuel Fuel Psionic", "arrange Psionic Fuel Fuel"}
    rig2.apply(s2, "arrange Fuel Fuel Psionic")
    assert held(s2, 1) == ["Fuel", "Fuel", "Psionic"]
    s2.check_invariants()


def test_fuel_drinker_insatiable_pivot_tax_also_gains_fuel() -> None:
    """arcs leader: Fuel-Drinker (Insatiable): the Fuel-Drinker (seat 1) Pivots with
    Administration 3 on an Aggression lead and taxes its city at 5.3: it gains Psionic and 1
    Fuel."""
    s, rig = start({1: "Fuel-Drinker"})
    Edit(s).drop(1, "Fuel")
    rig.apply(s, "lead Agg2")
    rig.apply(s, "done")
    rig.apply(s, "pivot Adm3")
    rig.apply(s, "tax 5.3 seat 1")
    rig.apply(s, "arrange Fuel Fuel Psionic")  # or the Psionic in slot 1 (arcs R8)
    assert held(s, 1) == ["Fuel", "Fuel", "Psionic"]
    assert s.supply["Fuel"] == 5 - 2
    s.check_invariants()


def test_fuel_drinker_lavish_discards_fuel_after_tycoon_is_scored() -> None:
    """arcs leader: Fuel-Drinker (Lavish): Tycoon (5/3) is scored with the Fuel-Drinker's 2
    Fuel (first, +5; the Elder's Material second, +3); then the Fuel-Drinker discards all its
    Fuel. With Keeper scored instead (not Tycoon), it keeps its Fuel."""
    s, rig = start({0: "Fuel-Drinker", 1: "Demagogue", 2: "Elder"})
    Edit(s).declared("Tycoon")
    end_chapter(rig, s)
    assert s.power == [5, 0, 3]
    assert held(s, 0) == [] and s.supply["Fuel"] == 5
    assert held(s, 2) == ["Relic", "Material"]
    s2, rig2 = start({0: "Fuel-Drinker", 1: "Demagogue", 2: "Elder"})
    Edit(s2).declared("Keeper")
    end_chapter(rig2, s2)
    assert s2.power == [0, 0, 5]
    assert held(s2, 0) == ["Fuel", "Fuel"]


def test_upstart_ambitious_gains_a_resource_when_declaring() -> None:
    """arcs leader: Upstart (Ambitious): declaring Tycoon on Aggression 2, the Upstart may gain
    1 resource of any type (or decline): it takes Relic."""
    s, rig = start({0: "Upstart"})
    rig.apply(s, "lead Agg2")
    rig.apply(s, "declare Tycoon")
    assert s.pending == ("ask", 0, card_id("Upstart"), "ambitious", ())
    assert legal(s) == {"gain Material", "gain Fuel", "gain Weapon", "gain Relic",
                        "gain Psionic", "decline"}
    rig.apply(s, "gain Relic")
    rig.apply(s, "place Relic in slot 3")
    assert held(s, 0) == ["Psionic", "Material", "Relic"]
    assert s.boxes["Tycoon"] == [2]
    assert s.pending == ("turn", 0) and pips(s) == 3
    s.check_invariants()


def test_upstart_callow_cannot_tax_its_own_city_without_control() -> None:
    """arcs leader: Upstart (Callow, errata wording): the Upstart taxes its city at 3.3 while
    it controls 3.3; once seat 1 brings 5 fresh ships (5 against 4), the tax is refused. Seat
    2 (not the Upstart) still taxes its own city at 2.3 that seat 1 controls."""
    s, rig = start({0: "Upstart", 1: "Fuel-Drinker", 2: "Demagogue"})
    rig.apply(s, "lead Adm2")
    assert "tax 3.3 seat 0" in legal(s)
    Edit(s).ships(1, "3.0").ships(1, "3.3", fresh=5).ships(1, "2.3", fresh=4)
    assert s.controller("3.3") == 1
    assert "tax 3.3 seat 0" not in legal(s)
    refused(s, "tax 3.3 seat 0", "arcs leader: Upstart")
    rig.apply(s, "done")
    follow(rig, s, "copy Con3")
    rig.apply(s, "copy Con4")
    assert "tax 2.3 seat 2" in legal(s)


def test_rebel_committed_two_extra_dice_mandatory() -> None:
    """arcs leader: Rebel (Committed, FAQ: mandatory): with 2 ships at gate 2.0 the Rebel may
    collect up to 2 + 2 = 4 dice, and at least the 2 extra ones (1 die is refused); 3 assault
    dice (5, 5, 1: 4 hits) destroy seat 1's lone ship."""
    s, rig = start({0: "Rebel"}, dice=("assault 5", "assault 5", "assault 1"))
    Edit(s).ships(1, "2.0", fresh=1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 2.0 seat 1")
    assert s.dice_limit() == 4
    assert legal(s) == {f"roll {a} assault {k} skirmish 0 raid"
                        for a in range(5) for k in range(5) if 2 <= a + k <= 4}
    refused(s, "roll 5 assault 0 skirmish 0 raid", (R_BATTLE, "arcs leader: Rebel"))
    refused(s, "roll 1 assault 0 skirmish 0 raid", "arcs leader: Rebel")
    rig.apply(s, "roll 3 assault 0 skirmish 0 raid")
    assert ships(s, "2.0", 1) == (0, 0) and s.trophies[0] == {(1, "ship"): 1}
    assert ships(s, "2.0", 0) == (2, 0)
    s.check_invariants()


def test_rebel_disorganized_moves_at_most_two_ships() -> None:
    """arcs leader: Rebel (Disorganized): each move carries at most 2 ships (fresh and damaged
    together): from 5.2 (4 fresh) 2 may go, 3 are refused; from 2.0 (1 fresh, 2 damaged)
    1 fresh + 1 damaged may go, not 1 fresh + 2 damaged."""
    s, rig = start({0: "Rebel"})
    Edit(s).ships(0, "2.0", fresh=1, damaged=2)
    rig.apply(s, "lead Mob2")
    moves = legal(s, "move")
    assert {"move 5.2 -> 5.0: 2 fresh", "move 5.2 -> 5.1: 1 fresh",
            "move 2.0 -> 2.1: 1 fresh + 1 damaged", "move 2.0 -> 2.1: 2 damaged"} <= moves
    assert "move 5.2 -> 5.0: 3 fresh" not in moves
    assert "move 2.0 -> 2.1: 1 fresh + 2 damaged" not in moves
    for m in moves:
        counts = [int(w) for w in m.split(": ")[1].split() if w.isdigit()]
        assert sum(counts) <= 2, m
    refused(s, "move 5.2 -> 5.0: 3 fresh", "arcs leader: Rebel")
    refused(s, "move 2.0 -> 2.1: 1 fresh + 2 damaged", "arcs leader: Rebel")
    rig.apply(s, "move 5.2 -> 5.0: 2 fresh")
    assert ships(s, "5.2", 0) == (2, 0) and ships(s, "5.0", 0) == (2, 0)
    s.check_invariants()


def test_warrior_tactical_move_before_a_copied_battle() -> None:
    """arcs leader: Warrior (Tactical; FAQ: the ships may differ): the Warrior (seat 1) Copies
    an Aggression lead to battle; first it moves its 3 ships from 5.3 to 5.2, then it must
    battle (ending the turn is not offered): 4 ships battle seat 0 at 5.2, 2 skirmish hits
    (4, 4) damage one of seat 0's ships and destroy it. No second move after the battle."""
    s, rig = start({1: "Warrior"}, dice=("skirmish 4", "skirmish 4"))
    Edit(s).ships(1, "5.2", fresh=1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "done")
    rig.apply(s, "copy Con3")
    assert "tactical move 5.3 -> 5.2: 3 fresh" in legal(s)
    assert "battle 5.2 seat 0" in legal(s)
    rig.apply(s, "tactical move 5.3 -> 5.2: 3 fresh")
    assert ships(s, "5.2", 1) == (4, 0) and ships(s, "5.3", 1) == (0, 0)
    # the bound Battle must follow; the move ended the Prelude (arcs R14)
    assert legal(s) == {"battle 5.2 seat 0"}
    rig.apply(s, "battle 5.2 seat 0")
    assert s.dice_limit() == 4
    rig.apply(s, "roll 0 assault 2 skirmish 0 raid")
    rig.apply(s, "hit damaged ship")
    assert ships(s, "5.2", 0) == (2, 0) and s.trophies[1] == {(0, "ship"): 1}
    assert s.pending == ("follow", 2)  # the Copy's one action is spent; no move after it
    s.check_invariants()


def test_warrior_tactical_only_when_a_battle_follows_and_it_ends_the_prelude() -> None:
    """arcs leader: Warrior, arcs R14 (the FAQ: Tactical is only legal when a legal Battle
    follows, and taking it ends the Prelude like any action): the Warrior (seat 1) Copies an
    Aggression lead with no rival in any of its systems. A move from 5.3 to 5.2 (seat 0's
    starport and ships) or from its starport at 2.1 into gate 2.0 (seat 0's 2 ships control it:
    no Catapult) leads to a Battle and is offered; a move to the empty 6.1 or 2.2 is not. After
    the move, spending its Material (Build or Repair) is no longer offered."""
    s, rig = start({1: "Warrior"})
    rig.apply(s, "lead Agg2")
    rig.apply(s, "done")
    rig.apply(s, "copy Con3")
    tactical = legal(s, "tactical")
    assert "tactical move 5.3 -> 5.2: 1 fresh" in tactical
    assert "tactical move 2.1 -> 2.0: 3 fresh" in tactical
    assert not any(" -> 6.1:" in a or " -> 2.2:" in a for a in tactical)
    refused(s, "tactical move 5.3 -> 6.1: 1 fresh", "arcs leader: Warrior")
    assert "spend Material" in legal(s)
    rig.apply(s, "tactical move 5.3 -> 5.2: 1 fresh")
    assert legal(s) == {"battle 5.2 seat 0"}
    assert s.view(ALL).turn.prelude is False
    s.check_invariants()


def test_feastbringer_charismatic_only_when_a_secure_follows() -> None:
    """arcs leader: Feastbringer, arcs R14: Charismatic's Influence is offered only where a
    Secure follows: with 1 agent of seat 2 on Loyal Engineers and none elsewhere, the Copy may
    influence any card but Loyal Engineers (1 agent ties seat 2's: no Secure there)."""
    s, rig = start({1: "Feastbringer"}, court=GUILD_ROW)
    Edit(s).agents(2, "Loyal Engineers", 1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "done")
    rig.apply(s, "copy Con3")
    assert legal(s, "charismatic") == {f"charismatic influence {c}" for c in (
        "Mass Uprising", "Populist Demands", "Outrage Spreads")}
    refused(s, "charismatic influence Loyal Engineers", "arcs leader: Feastbringer")


def test_feastbringer_charismatic_influence_is_a_standard_influence_not_execute() -> None:
    """arcs leader: Feastbringer, arcs card: Prison Wardens (a crash found with greedy bots):
    Execute is a new action replacing an Influence, but Charismatic's extra action is an
    Influence: with Prison Wardens and a Captive, the Copy offers ``charismatic influence …``
    only, never ``charismatic execute``."""
    s, rig = start({1: "Feastbringer"}, court=GUILD_ROW)
    Edit(s).guild(1, "Prison Wardens").captives(1, 0, 1).agents(1, "Loyal Engineers", 1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "done")
    rig.apply(s, "copy Con3")
    assert legal(s, "charismatic") and all(
        a.startswith("charismatic influence ") for a in legal(s, "charismatic"))
    s.check_invariants()


def test_warrior_tactical_move_into_a_system_then_battle_there() -> None:
    """arcs leader: Warrior (Tactical: "move once, before or after that battle"): in the
    starting position no battle is open to the Warrior (seat 1); Copying an Aggression lead, it
    moves its 3 ships from 5.3 into 5.2 first, then battles seat 0 there."""
    s, rig = start({1: "Warrior"}, dice=("skirmish 4",))
    rig.apply(s, "lead Agg2")
    rig.apply(s, "done")
    rig.apply(s, "copy Con3")
    assert legal(s, "battle") == set()
    assert "tactical move 5.3 -> 5.2: 3 fresh" in legal(s)
    rig.apply(s, "tactical move 5.3 -> 5.2: 3 fresh")
    assert legal(s, "battle") == {"battle 5.2 seat 0"}
    rig.apply(s, "battle 5.2 seat 0")
    rig.apply(s, "roll 0 assault 1 skirmish 0 raid")
    assert ships(s, "5.2", 0) == (2, 1) and ships(s, "5.2", 1) == (3, 0)
    assert s.pending == ("follow", 2)


def test_warrior_tactical_move_after_a_pivot_battle_enabled_by_weapon() -> None:
    """arcs leader: Warrior (Tactical, "even if a Weapon enabled the battle"; FAQ: the move may
    be a Catapult): the Warrior (seat 1) Pivots with Mobilization 3 on an Administration lead,
    spends Weapon and battles seat 0 at 5.2 with its 1 ship (skirmish 1: no hit); after the
    battle it may move once: its 3 ships leave its starport at 2.1 for the empty gate 2.0 and
    Catapult on to 6.0."""
    s, rig = start({1: "Warrior"}, dice=("skirmish 1",))
    Edit(s).ships(1, "5.2", fresh=1).ships(0, "2.0")
    rig.apply(s, "lead Adm2")
    rig.apply(s, "done")
    rig.apply(s, "pivot Mob3")
    rig.apply(s, "spend Weapon")
    rig.apply(s, "battle 5.2 seat 0")
    rig.apply(s, "roll 0 assault 1 skirmish 0 raid")
    assert s.pending == ("ask", 1, card_id("Warrior"), "tactical", ())
    assert "move 5.2 -> 5.3: 1 fresh" in legal(s) and "decline" in legal(s)
    assert all(a.startswith("move ") or a == "decline" for a in legal(s))
    rig.apply(s, "move 2.1 -> 2.0: 3 fresh")
    assert s.pending == ("catapult", 1)
    rig.apply(s, "catapult -> 6.0: 3 fresh")
    rig.apply(s, "stop")
    assert ships(s, "6.0", 1) == (3, 0) and ships(s, "2.1", 1) == (0, 0)
    assert ships(s, "5.2", 1) == (1, 0)
    assert s.pending == ("follow", 2)
    s.check_invariants()


def test_warrior_violent_empath_second_place_value_and_nothing_on_a_tie() -> None:
    """arcs leader: Warrior (Violent; interp.: a tie for first is second place for each tied
    player): Empath (5/3) is scored. Sole first with 2 Psionic, the Warrior earns the
    2nd-place value 3 (the Demagogue's 1 Psionic, 2nd, earns 3). Tied for first at 1 Psionic
    each, the Demagogue earns 3 and the Warrior nothing."""
    leaders = {0: "Warrior", 1: "Fuel-Drinker", 2: "Demagogue"}
    s, rig = start(leaders)
    Edit(s).drop(0, "Weapon", "Material").gain(0, "Psionic", "Psionic").declared("Empath")
    end_chapter(rig, s)
    assert s.power == [3, 0, 3]
    s2, rig2 = start(leaders)
    Edit(s2).drop(0, "Weapon", "Material").gain(0, "Psionic").declared("Empath")
    end_chapter(rig2, s2)
    assert s2.power == [0, 0, 3]


def test_feastbringer_charismatic_influence_before_a_copied_secure() -> None:
    """arcs leader: Feastbringer (Charismatic): the Feastbringer (seat 1) Copies an Aggression
    lead to secure; first it influences Mass Uprising, then it must secure: it takes Loyal
    Engineers (its 1 agent returns) and the agent stays on Mass Uprising."""
    s, rig = start({1: "Feastbringer"}, court=GUILD_ROW)
    Edit(s).agents(1, "Loyal Engineers", 1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "done")
    rig.apply(s, "copy Con3")
    assert "charismatic influence Mass Uprising" in legal(s)
    assert "secure Loyal Engineers" in legal(s)
    rig.apply(s, "charismatic influence Mass Uprising")
    # the bound Secure must follow; the influence ended the Prelude (arcs R14)
    assert legal(s) == {"secure Loyal Engineers", "secure Mass Uprising"}
    rig.apply(s, "secure Loyal Engineers")
    assert s.guild[1] == [card("Loyal Engineers")]
    agents = {COURT[c].name: a for c, a in s.court}
    assert agents["Mass Uprising"] == [0, 1, 0] and "Loyal Engineers" not in agents
    assert s.agents_left[1] == 9
    assert s.pending == ("follow", 2)
    s.check_invariants()


def test_feastbringer_charismatic_influence_then_secure_the_same_card() -> None:
    """arcs leader: Feastbringer (Charismatic: "influence once, before or after"): with no
    agent on any Court card no secure is open to the Feastbringer (seat 1); Copying an
    Aggression lead it influences Loyal Engineers first, then secures it with that agent."""
    s, rig = start({1: "Feastbringer"}, court=GUILD_ROW)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "done")
    rig.apply(s, "copy Con3")
    assert legal(s, "secure") == set()
    assert "charismatic influence Loyal Engineers" in legal(s)
    rig.apply(s, "charismatic influence Loyal Engineers")
    assert legal(s, "secure") == {"secure Loyal Engineers"}
    rig.apply(s, "secure Loyal Engineers")
    assert s.guild[1] == [card("Loyal Engineers")] and s.agents_left[1] == 10
    assert s.pending == ("follow", 2)


def test_feastbringer_charismatic_influence_after_a_pivot_secure() -> None:
    """arcs leader: Feastbringer (Charismatic): the Feastbringer (seat 1) Pivots with Aggression
    3 on an Administration lead and secures Loyal Engineers; after it, it may influence once:
    an agent on Populist Demands."""
    s, rig = start({1: "Feastbringer"}, court=GUILD_ROW)
    Edit(s).agents(1, "Loyal Engineers", 1)
    rig.apply(s, "lead Adm2")
    rig.apply(s, "done")
    rig.apply(s, "pivot Agg3")
    rig.apply(s, "secure Loyal Engineers")
    assert s.pending == ("ask", 1, card_id("Feastbringer"), "charismatic", ())
    court_names = [COURT[c].name for c, _ in s.court]
    assert "Call to Action" in court_names  # the refill
    assert legal(s) == {*(f"influence {name}" for name in court_names), "decline"}
    rig.apply(s, "influence Populist Demands")
    agents = {COURT[c].name: a for c, a in s.court}
    assert agents["Populist Demands"] == [0, 1, 0] and s.agents_left[1] == 9
    assert s.guild[1] == [card("Loyal Engineers")]
    assert s.pending == ("follow", 2)


def test_feastbringer_generous_gives_a_guild_card_to_declare() -> None:
    """arcs leader: Feastbringer (Generous): without a Guild card the Feastbringer cannot
    declare Tycoon on its lead Aggression 2; holding Loyal Engineers it declares and must give
    it to the rival with the least Power (seat 2, Power 1 against seat 1's 3)."""
    s, rig = start({0: "Feastbringer"})
    Edit(s).power(1, 3).power(2, 1)
    rig.apply(s, "lead Agg2")
    assert "declare Tycoon" not in legal(s)
    refused(s, "declare Tycoon", "arcs leader: Feastbringer")
    Edit(s).guild(0, "Loyal Engineers")
    assert "declare Tycoon" in legal(s)
    rig.apply(s, "declare Tycoon")
    assert s.pending == ("ask", 0, card_id("Feastbringer"), "generous", ())
    assert legal(s) == {"give Loyal Engineers to seat 2"}
    rig.apply(s, "give Loyal Engineers to seat 2")
    assert s.guild == [[], [], [card("Loyal Engineers")]]
    assert s.boxes["Tycoon"] == [2]
    assert s.pending == ("turn", 0)
    s.check_invariants()
    # rivals tied for the least Power: either may receive it
    s2, rig2 = start({0: "Feastbringer"})
    Edit(s2).power(1, 2).power(2, 2).guild(0, "Loyal Engineers")
    rig2.apply(s2, "lead Agg2")
    rig2.apply(s2, "declare Tycoon")
    assert legal(s2) == {"give Loyal Engineers to seat 1", "give Loyal Engineers to seat 2"}
    # FAQ: without a Guild card, not even Populist Demands lets it declare
    s3, rig3 = start({0: "Feastbringer"})
    Edit(s3).agents(0, "Populist Demands", 1)
    rig3.apply(s3, "lead Agg2")
    rig3.apply(s3, "secure Populist Demands")
    assert not any(a.startswith("declare") for a in legal(s3))
    assert s3.boxes == {a: [] for a in s3.boxes}


def test_demagogue_bold_places_up_to_one_agent_per_court_card() -> None:
    """arcs leader: Demagogue (Bold): declaring Tycoon, the Demagogue places an agent on Mass
    Uprising and one on Call to Action (never two on one card), then stops."""
    s, rig = start({0: "Demagogue"})
    rig.apply(s, "lead Agg2")
    rig.apply(s, "declare Tycoon")
    assert s.pending[:4] == ("ask", 0, card_id("Demagogue"), "bold")
    court_names = [COURT[c].name for c, _ in s.court]
    assert legal(s) == {*(f"agent on {name}" for name in court_names), "stop"}
    rig.apply(s, "agent on Mass Uprising")
    assert legal(s) == {*(f"agent on {name}" for name in court_names
                          if name != "Mass Uprising"), "stop"}
    rig.apply(s, "agent on Call to Action")
    rig.apply(s, "stop")
    agents = {COURT[c].name: a for c, a in s.court}
    assert agents["Mass Uprising"] == agents["Call to Action"] == [1, 0, 0]
    assert agents["Populist Demands"] == agents["Outrage Spreads"] == [0, 0, 0]
    assert s.agents_left[0] == 8 and s.pending == ("turn", 0)
    s.check_invariants()


def test_demagogue_paranoid_no_guild_secure_with_exactly_one_agent() -> None:
    """arcs leader: Demagogue (Paranoid): with 1 agent each on Loyal Engineers (Guild) and Mass
    Uprising (Vox), the Demagogue may secure Mass Uprising but not Loyal Engineers; with 2
    agents there it may. Ransacking ignores it: destroying seat 1's city, the Demagogue
    ransacks Loyal Engineers where it has exactly 1 agent."""
    s, rig = start({0: "Demagogue"}, court=GUILD_ROW)
    Edit(s).agents(0, "Loyal Engineers", 1).agents(0, "Mass Uprising", 1)
    rig.apply(s, "lead Agg2")
    assert legal(s, "secure") == {"secure Mass Uprising"}
    refused(s, "secure Loyal Engineers", "arcs leader: Demagogue")
    Edit(s).agents(0, "Loyal Engineers", 2)
    assert legal(s, "secure") == {"secure Mass Uprising", "secure Loyal Engineers"}
    # the Ransack
    s2, rig2 = start({0: "Demagogue", 1: "Fuel-Drinker"}, court=GUILD_ROW,
                     dice=("assault 5",))
    Edit(s2).clear("5.3").building(1, "5.3", "city", damaged=True).ships(0, "5.3", fresh=1)
    Edit(s2).agents(0, "Loyal Engineers", 1).agents(1, "Loyal Engineers", 1)
    rig2.apply(s2, "lead Agg2")
    rig2.apply(s2, "battle 5.3 seat 1")
    rig2.apply(s2, "roll 1 assault 0 skirmish 0 raid")
    assert s2.pending == ("ransack", 0, 1)
    assert legal(s2) == {"ransack Loyal Engineers"}
    rig2.apply(s2, "ransack Loyal Engineers")
    assert s2.guild[0] == [card("Loyal Engineers")]
    assert s2.trophies[0] == {(1, "city"): 1, (1, "agent"): 1}
    assert s2.agents_left[0] == 10 - 1  # its own agent came home; 1 is on Psionic Outrage
    s2.check_invariants()
