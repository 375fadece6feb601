"""Arcs Leaders & Lore (advanced mode, arcs R12): the draft, the leaders' starting pieces, and at
least one test per leader (8) and per lore card (14).

Each test cites its card as ``arcs leader: <name>`` or ``arcs lore: <name>`` (arcs-components.md
part 8, with the FAQ notes and interpretations written there) or the setup rule ``arcs: Leaders &
Lore``. Games are real Leaders & Lore games on 3P Mix Up: the draft row is revealed with the wanted
cards (chance decisions ``reveal leader …`` / ``reveal lore …``), each seat drafts its cards
through ``take leader …`` / ``take lore …`` decisions, and the Court row, the hands and the dice are
chosen by a ``Rig``. ``Edit`` then changes the position, and the card is used through real
decisions; every outcome is worked out by hand from the card text.

The map of 3P Mix Up (clusters 1 and 4 out of play; in-play gates 2.0, 3.0, 5.0, 6.0, joined in
a ring 2.0-3.0-5.0-6.0-2.0; cross-cluster edges 2.3-3.1 and 5.3-6.1). With a standard leader
(3 ships + city at A, 3 ships + starport at B, 2 ships at C):

- seat 0: city + 3 ships at 3.3 (Weapon, 2 slots), starport + 3 ships at 5.2 (Relic, 1 slot),
  2 ships at 2.0
- seat 1: city + 3 ships at 5.3 (Psionic, 2 slots), starport + 3 ships at 2.1 (Psionic, 1 slot),
  2 ships at 3.0
- seat 2: city + 3 ships at 2.3 (Relic, 2 slots), starport + 3 ships at 3.1 (Material, 1 slot),
  2 ships at 5.0

The starting resources are the leader's (slot 1, then slot 2): Elder Relic + Material, Mystic
Psionic + Relic, Fuel-Drinker Fuel + Fuel, Upstart Psionic + Material, Rebel Material + Weapon,
Warrior Weapon + Material, Feastbringer Relic + Material, Demagogue Psionic + Weapon.

Seats whose leader or lore a test does not name get the first unused of ``FILL_LEADERS`` and
``FILL_LORE`` (cards whose abilities stay out of the way of the test). Dice faces
(arcs-components part 6): assault 1 blank, 2 H+S, 3 H+I, 4 HH+S, 5 HH, 6 H+S; skirmish 1-3 blank,
4-6 H; raid 1 I+KK, 2 K+S, 3 I, 4 B+S, 5 B+K, 6 B+S.
"""

from __future__ import annotations

import pytest
from arcs_support import HANDS, SETUP, VOX_ROW, follow

import tarotlab
from tarotlab import ALL, CHANCE, OptionError
from tarotlab.arcs.components import COURT, LEADER_BY_NAME, LEADERS, LORE, LORE_BY_NAME
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit, Rig
from tarotlab.testing import assert_refused as refused

# A Guild card first: the row is Loyal Engineers, Mass Uprising, Populist Demands, Outrage
# Spreads; the refill after a secure is Call to Action.
GUILD_ROW = ["Loyal Engineers", "Mass Uprising", "Populist Demands", "Outrage Spreads",
             "Call to Action", "Guild Struggle"]
FILL_LEADERS = ("Fuel-Drinker", "Demagogue", "Elder", "Mystic", "Upstart", "Warrior",
                "Feastbringer", "Rebel")
FILL_LORE = ("Tool-Priests", "Living Structures", "Ancient Holdings", "Galactic Rifles",
             "Cloud Cities", "Gate Stations", "Gate Ports", "Sprinter Drives", "Repair Drones",
             "Seeker Torpedoes", "Signal Breaker", "Mirror Plating", "Hidden Harbors",
             "Railgun Arrays")


def card_id(name: str) -> str:
    """The id of a leader or lore card by name (a card's follow-up decision names its card)."""
    return LEADER_BY_NAME.get(name.lower()) or LORE_BY_NAME[name.lower()]


R_LL = "arcs: Leaders & Lore"
R_BATTLE = "arcs: Battle"
R_BUILD = "arcs: Build"


# --------------------------------------------------------------------------- helpers
def start(leaders: dict[int, str] | None = None, lore: dict[int, list[str]] | None = None,
          court: list[str] | None = None, dice: tuple[str, ...] = (),
          second_lore: bool = False) -> tuple[ArcsState, Rig]:
    """A rigged 3-player Leaders & Lore game on 3P Mix Up, drafted so that each seat holds
    ``leaders[seat]`` and ``lore[seat]`` (others from the fill lists); seat 0 to lead."""
    n, per = 3, 2 if second_lore else 1
    chosen = dict(leaders or {})
    known = {seat: list(names) for seat, names in (lore or {}).items()}
    spare_leaders = [x for x in FILL_LEADERS if x not in chosen.values()]
    taken = [x for names in known.values() for x in names]
    spare_lore = [x for x in FILL_LORE if x not in taken]
    for seat in range(n):
        if seat not in chosen:
            chosen[seat] = spare_leaders.pop(0)
        known.setdefault(seat, [])
        while len(known[seat]) < per:
            known[seat].append(spare_lore.pop(0))
    row = {"leader": [chosen[seat] for seat in range(n)] + spare_leaders[:1],
           "lore": [x for seat in range(n) for x in known[seat]] + spare_lore[:1]}
    rig = Rig(court=list(VOX_ROW if court is None else court),
              hands={s: list(c) for s, c in HANDS.items()}, dice=list(dice),
              leaders=row["leader"], lore=row["lore"])
    s = rig.start(players=n, setup_card=SETUP, seed=1, leaders=True, second_lore=second_lore)
    while s.pending and s.pending[0] == "draft":
        seat = s.pending[1]
        if s.leader[seat] is None:
            rig.apply(s, f"take leader {chosen[seat]}")
        else:
            rig.apply(s, f"take lore {known[seat][len(s.lore[seat])]}")
    for seat in range(n):
        assert LEADERS[s.leader[seat]].name == chosen[seat]
        assert set(known[seat]) <= {LORE[c].name for c in s.lore[seat]}
    assert s.pending == ("lead", 0), s.pending
    return s, rig


def legal(s: ArcsState, word: str = "") -> set[str]:
    return {str(a) for a in s.legal_actions() if str(a).startswith(word)}


def held(s: ArcsState, seat: int) -> list[str]:
    return [r for r in s.res[seat] if r is not None]


def ships(s: ArcsState, sid: str, seat: int) -> tuple[int, int]:
    """(fresh, damaged) ships of ``seat`` at ``sid``."""
    return s.fresh[sid][seat], s.damaged[sid][seat]


def card(name: str) -> str:
    """A Court card's id from its name."""
    return next(c for c, info in COURT.items() if info.name == name)


def pips(s: ArcsState) -> int:
    return int(s.view(ALL).turn.pips)


def end_chapter(rig: Rig, s: ArcsState) -> None:
    """Everyone passes in a row: the chapter ends and declared ambitions are scored."""
    for _ in range(3):
        rig.apply(s, "pass")
    assert s.chapter == 2


def test_every_leader_and_lore_card_has_a_test_here() -> None:
    """arcs-components part 8: each of the 8 leaders and 14 lore cards is cited by a test."""
    doc = " ".join(" ".join((fn.__doc__ or "").split()) for name, fn in globals().items()
                   if name.startswith("test_"))
    assert {v.name for v in LEADERS.values() if f"arcs leader: {v.name}" in doc} == {
        v.name for v in LEADERS.values()}
    assert {v.name for v in LORE.values() if f"arcs lore: {v.name}" in doc} == {
        v.name for v in LORE.values()}
    assert len(LEADERS) == 8 and len(LORE) == 14


# =========================================================================== the draft
@pytest.mark.parametrize(("players", "setup"), [(2, "2P Frontiers"), (3, "3P Mix Up"),
                                                (4, "4P Mix Up 1")])
def test_draft_rows_of_players_plus_one_in_reverse_turn_order(players: int, setup: str) -> None:
    """arcs: Leaders & Lore 1-3: players + 1 leader cards and players + 1 lore cards are laid
    out (chance decisions); the draft runs in reverse turn order from the player right of the
    initiative holder (seat 0), one card a pick, until each holds 1 leader and 1 lore card; a
    second leader is refused."""
    s = tarotlab.new_game("arcs", players=players, setup_card=setup, seed=1, leaders=True,
                          auto_chance=False)
    reveals = []
    while s.to_move == CHANCE:
        if s.pending[0] == "reveal":
            reveals.append(s.pending[2])
        s.apply(s.sample_chance())
    assert reveals == ["leader"] * (players + 1) + ["lore"] * (players + 1)
    assert len(s.ll_row["leader"]) == len(s.ll_row["lore"]) == players + 1
    row_leaders = [LEADERS[c].name for c in s.ll_row["leader"]]
    row_lore = [LORE[c].name for c in s.ll_row["lore"]]
    assert len(set(row_leaders)) == len(set(row_lore)) == players + 1
    order = []
    while s.pending[0] == "draft":
        seat = s.pending[1]
        order.append(seat)
        if s.leader[seat] is None:  # first pick: a leader
            assert legal(s) == ({f"take leader {LEADERS[c].name}" for c in s.ll_row["leader"]}
                                | {f"take lore {LORE[c].name}" for c in s.ll_row["lore"]})
            s.apply(f"take leader {LEADERS[s.ll_row['leader'][0]].name}")
        else:  # second pick: only lore cards are offered
            assert legal(s) == {f"take lore {LORE[c].name}" for c in s.ll_row["lore"]}
            refused(s, f"take leader {LEADERS[s.ll_row['leader'][0]].name}", R_LL)
            s.apply(f"take lore {LORE[s.ll_row['lore'][0]].name}")
    reverse = [(0 - 1 - i) % players for i in range(players)]
    assert order == reverse * 2
    assert order[0] == players - 1
    assert all(s.leader[seat] is not None and len(s.lore[seat]) == 1 for seat in range(players))
    assert len(set(s.leader)) == players
    assert {LEADERS[c].name for c in s.leader} <= set(row_leaders)
    assert {LORE[c[0]].name for c in s.lore} <= set(row_lore)
    assert s.to_move == CHANCE and s.pending[0] == "deal"  # then the hands are dealt


def test_second_lore_row_and_draft() -> None:
    """arcs R12, arcs: Leaders & Lore (optional second lore card): the lore row holds players +
    1 + players cards (7 with 3 players); 9 picks in reverse turn order 2, 1, 0, 2, 1, 0, ...;
    seat 2 takes two lore cards first and must then take a leader (a third lore is refused);
    each seat ends with 1 leader and 2 lore cards."""
    s = tarotlab.new_game("arcs", players=3, setup_card=SETUP, seed=1, leaders=True,
                          second_lore=True, auto_chance=False)
    while s.to_move == CHANCE:
        s.apply(s.sample_chance())
    assert len(s.ll_row["leader"]) == 4 and len(s.ll_row["lore"]) == 7
    order = []
    while s.pending[0] == "draft":
        seat = s.pending[1]
        order.append(seat)
        if seat == 2 and len(s.lore[2]) < 2:
            s.apply(f"take lore {LORE[s.ll_row['lore'][0]].name}")
        elif seat == 2:
            assert legal(s) == {f"take leader {LEADERS[c].name}" for c in s.ll_row["leader"]}
            refused(s, f"take lore {LORE[s.ll_row['lore'][0]].name}", R_LL)
            s.apply(f"take leader {LEADERS[s.ll_row['leader'][0]].name}")
        elif s.leader[seat] is None:
            s.apply(f"take leader {LEADERS[s.ll_row['leader'][0]].name}")
        else:
            assert legal(s) == {f"take lore {LORE[c].name}" for c in s.ll_row["lore"]}
            s.apply(f"take lore {LORE[s.ll_row['lore'][0]].name}")
    assert order == [2, 1, 0] * 3
    assert all(s.leader[seat] is not None and len(s.lore[seat]) == 2 for seat in range(3))
    assert len({c for lore in s.lore for c in lore}) == 6


def test_second_lore_needs_leaders() -> None:
    """arcs R12: the second lore card is an option of Leaders & Lore; without leaders=True it is
    refused with an OptionError."""
    with pytest.raises(OptionError):
        tarotlab.new_game("arcs", players=3, setup_card=SETUP, seed=1, second_lore=True)


def test_leader_starting_pieces_rebel_feastbringer_upstart() -> None:
    """arcs: Leaders & Lore 4-5; arcs leader: Rebel, arcs leader: Feastbringer, arcs leader:
    Upstart: the Rebel places 4 ships + a starport at A (3.3) and 4 ships, no building, at B
    (5.2), 2 ships at C, so no city leaves the board (2 open slots); the Feastbringer places a
    city + 3 ships at A (5.3) and at B (2.1) and 3 ships at C (4 open slots); the Upstart 4
    ships + city at A (2.3). Each leader's two resources go in slots 1 and 2 in order."""
    s, _ = start({0: "Rebel", 1: "Feastbringer", 2: "Upstart"})
    assert ships(s, "3.3", 0) == (4, 0) and s.bldg["3.3"] == [(0, "starport", False)]
    assert ships(s, "5.2", 0) == (4, 0) and s.bldg["5.2"] == []
    assert ships(s, "2.0", 0) == (2, 0)
    assert (s.ships_left[0], s.ports_left[0], s.cities_board[0]) == (5, 4, 5)
    assert s.open_slots(0) == 2
    assert s.res[0] == ["Material", "Weapon", None, None, None, None]
    assert ships(s, "5.3", 1) == (3, 0) and s.bldg["5.3"] == [(1, "city", False)]
    assert ships(s, "2.1", 1) == (3, 0) and s.bldg["2.1"] == [(1, "city", False)]
    assert ships(s, "3.0", 1) == (3, 0)
    assert (s.ships_left[1], s.ports_left[1], s.cities_board[1]) == (6, 5, 3)
    assert s.open_slots(1) == 4
    assert s.res[1] == ["Relic", "Material", None, None, None, None]
    assert ships(s, "2.3", 2) == (4, 0) and s.bldg["2.3"] == [(2, "city", False)]
    assert ships(s, "3.1", 2) == (3, 0) and s.bldg["3.1"] == [(2, "starport", False)]
    assert ships(s, "5.0", 2) == (2, 0)
    assert (s.ships_left[2], s.ports_left[2], s.cities_board[2]) == (6, 4, 4)
    assert s.open_slots(2) == 3
    assert s.res[2] == ["Psionic", "Material", None, None, None, None]
    assert s.supply == {"Material": 2, "Fuel": 5, "Weapon": 4, "Relic": 4, "Psionic": 4}
    s.check_invariants()


@pytest.mark.parametrize(("leader", "resources"), [
    ("Elder", ["Relic", "Material"]), ("Mystic", ["Psionic", "Relic"]),
    ("Fuel-Drinker", ["Fuel", "Fuel"]), ("Warrior", ["Weapon", "Material"]),
    ("Demagogue", ["Psionic", "Weapon"])])
def test_standard_leaders_pieces_and_resources_in_slot_order(leader: str,
                                                             resources: list[str]) -> None:
    """arcs: Leaders & Lore 4-5 (arcs leader: Elder, Mystic, Fuel-Drinker, Warrior, Demagogue):
    a leader with the standard pieces places 3 ships + city at A, 3 ships + starport at B, 2
    ships at C; its two resources go in slot 1 (3 keys) and slot 2 (1 key) in the printed
    order, instead of the planet types of A and B."""
    s, _ = start({0: leader})
    assert ships(s, "3.3", 0) == (3, 0) and s.bldg["3.3"] == [(0, "city", False)]
    assert ships(s, "5.2", 0) == (3, 0) and s.bldg["5.2"] == [(0, "starport", False)]
    assert ships(s, "2.0", 0) == (2, 0)
    assert s.res[0] == [*resources, None, None, None, None]
    assert [(slot, keys) for slot, _, keys in s.slot_tokens(0)] == [(1, 3), (2, 1)]
    assert s.open_slots(0) == 3


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
