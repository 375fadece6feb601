"""Arcs Leaders & Lore (advanced mode, arcs R12), the setup: the draft (arcs: Leaders & Lore 1-3:
rows of players + 1 cards, reverse turn order, the optional second lore card) and the leaders'
starting pieces and resources (arcs: Leaders & Lore 4-5), and the check that each of the 8 leaders
and 14 lore cards (arcs-components.md part 8) is cited by a test of the tests/test_arcs_leaders_*.py
files.

Each test cites its card as ``arcs leader: <name>`` or ``arcs lore: <name>`` (arcs-components.md
part 8, with the FAQ notes and interpretations written there) or the setup rule ``arcs: Leaders &
Lore``. Games are real Leaders & Lore games on 3P Mix Up, drafted and rigged by ``start``; ``Edit``
then changes the position, and the card is used through real decisions; every outcome is worked out
by hand from the card text. tests/arcs_leaders_helpers.py says how the games are set up, with the
map, each leader's starting pieces and resources and the dice faces. The other parts are tested in
the other tests/test_arcs_leaders_*.py files.
"""

from __future__ import annotations

import pytest
from arcs_leaders_helpers import legal, ships, start
from arcs_support import SETUP, group_tests

import tarotlab
from tarotlab import CHANCE, OptionError
from tarotlab.arcs.components import LEADERS, LORE
from tarotlab.testing import assert_refused as refused

R_LL = "arcs: Leaders & Lore"


def test_every_leader_and_lore_card_has_a_test_here() -> None:
    """arcs-components part 8: each of the 8 leaders and 14 lore cards is cited by a test in
    the tests/test_arcs_leaders_*.py files."""
    tests = group_tests("test_arcs_leaders_*.py")
    doc = " ".join(" ".join((fn.__doc__ or "").split()) for fn in tests.values())
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
