"""Arcs drills, checked by hand against the rulebook (tests/test_drills.py checks 1,000
questions of each kind against the engine): the scoring of an ambition in its corner cases
(arcs: End-of-Chapter Scoring, arcs R10, tarotlab X14), a few seeded questions whose
answers were worked out from their prompts, and the case of each rule a question is about
(its topic) on hand-made positions."""

from __future__ import annotations

import pytest

from tarotlab import drills
from tarotlab.arcs.drills import (
    BOX,
    BUILDING_HITS,
    BUILDINGS,
    CITY,
    DAMAGED,
    EACH,
    FIRST_SECOND,
    INTERCEPT,
    MOST,
    NO_FRESH,
    ONCE,
    OVERFLOW,
    QUALIFY,
    RAID_NO,
    RAID_YES,
    SELF,
    SHIP_HITS,
    TIE,
    TIE_FIRST,
    TIE_SECOND,
    TWO_MARKERS,
    _Battle,
    _place,
    _said,
    ambition_case,
    control_case,
    controller,
    roll_case,
)

FIVE_THREE = ((5, 3),)


@pytest.mark.parametrize(("counts", "markers", "bonus", "said"), [
    # a tie for first: second-place Power only, and no one else gains
    ({"seat 0": 2, "seat 1": 2, "seat 2": 1}, FIVE_THREE, {}, "seat 0 +3, seat 1 +3"),
    # a tie for second gains nothing
    ({"seat 0": 3, "seat 1": 1, "seat 2": 1}, FIVE_THREE, {}, "seat 0 +5"),
    # no one qualifies with none of what the ambition counts
    ({"seat 0": 0, "seat 1": 0}, FIVE_THREE, {}, "no one gains Power"),
    ({"seat 0": 2, "seat 1": 0}, FIVE_THREE, {}, "seat 0 +5"),
    # the city bonus goes to an outright winner only (+5 with all five cities on the map)
    ({"seat 0": 2, "seat 1": 1}, FIVE_THREE, {"seat 0": 5, "seat 1": 2}, "seat 0 +10, seat 1 +3"),
    ({"seat 0": 2, "seat 1": 2}, FIVE_THREE, {"seat 0": 5}, "seat 0 +3, seat 1 +3"),
    # two markers in one box: first gains both higher values, second both lower
    ({"seat 0": 1, "seat 1": 3}, ((5, 3), (3, 2)), {}, "seat 0 +5, seat 1 +8"),
    # two players: the box places like a third player but gains nothing
    ({"seat 0": 1, "seat 1": 0, "the box": 4}, FIVE_THREE, {}, "seat 0 +3"),
    ({"seat 0": 2, "seat 1": 1, "the box": 2}, FIVE_THREE, {}, "seat 0 +3"),
    ({"seat 0": 3, "seat 1": 1, "the box": 1}, FIVE_THREE, {}, "seat 0 +5"),
])
def test_ambition_scoring_by_the_rulebook_arcs_end_of_chapter_scoring(
        counts: dict[str, int], markers: tuple[tuple[int, int], ...], bonus: dict[str, int],
        said: str) -> None:
    assert _said(_place(counts, markers, bonus)[0]) == said


@pytest.mark.parametrize(("kind", "seed", "answer"), [
    # seat 0 and seat 1 have a damaged ship each, no fresh ship: no one controls
    ("control", 21, "no one"),
    # assault 3 (a hit, an intercept), skirmish 2 (blank): no self-hit; seat 2's one fresh
    # ship intercepts (its damaged ship does not, and seat 1's ships are no defenders): 1 hit
    # on seat 0's ships
    ("roll", 15, "1"),
    # assault 3, assault 3, raid 3 (three intercepts), raid 4 (a self-hit): 1 + seat 1's 2
    # fresh ships once = 3 hits
    ("roll", 46, "3"),
    # assault 3, 5, 5: 5 hits on seat 2's fresh and damaged ship, which can take only 3
    ("roll", 69, "3"),
    # Tycoon with 5/3 and 3/2 in the box: seats 0 and 2 tie for first with 3 Fuel and
    # Material, so each gains the second-place 3 + 2, and seat 0's city bonus does not apply
    ("ambition", 249, "seat 0 +5, seat 2 +5"),
])
def test_seeded_questions_worked_out_by_hand(kind: str, seed: int, answer: str) -> None:
    q = drills.question("arcs", kind, seed)
    assert q.answer == answer, q.prompt
    assert q.verify() == answer


# ---------------------------------------------------------------------- the cases (topics)
@pytest.mark.parametrize(("fresh", "damaged", "buildings", "owner", "case"), [
    ([2, 1], [0, 0], [0, 0], 0, MOST),
    # 2 against 1 and 1: more than each rival, though not more than both together
    ([2, 1, 1], [0, 0, 0], [0, 0, 0], 0, EACH),
    ([2, 2, 1], [0, 0, 0], [0, 0, 0], None, TIE),
    # seat 1 has 4 ships to seat 0's 2, but 3 of them damaged
    ([2, 1], [0, 3], [0, 0], 0, DAMAGED),
    # alone with a damaged ship: 0 fresh ships is not more than 0 (tarotlab M4)
    ([0, 0], [1, 0], [0, 0], None, NO_FRESH),
    ([1, 0], [0, 0], [0, 2], 0, BUILDINGS),
    ([0, 0], [0, 0], [1, 0], None, BUILDINGS),
])
def test_the_case_of_control_arcs_control(fresh: list[int], damaged: list[int],
                                           buildings: list[int], owner: int | None,
                                           case: str) -> None:
    assert controller(fresh) == owner
    assert control_case(fresh, damaged, buildings) == case


def _battle(att: tuple[int, int], dfd: tuple[int, int], *faces: str) -> _Battle:
    return _Battle("2.1", 1, att, dfd, None, None,
                   [(f.split()[0], int(f.split()[1])) for f in faces])


@pytest.mark.parametrize(("battle", "asks", "case"), [
    (_battle((2, 0), (1, 0), "assault 2"), 0, SELF),
    (_battle((2, 0), (2, 1), "assault 3"), 0, INTERCEPT),
    # two intercept icons, the defender's 2 fresh ships intercept once: 2 hits, not 4
    (_battle((3, 0), (2, 0), "assault 3", "raid 1"), 0, ONCE),
    (_battle((2, 0), (2, 0), "skirmish 4", "assault 5"), 1, SHIP_HITS),
    (_battle((2, 0), (1, 0), "assault 4", "assault 5"), 1, OVERFLOW),
    (_battle((2, 0), (1, 0), "raid 5", "skirmish 4"), 1, BUILDING_HITS),
    (_battle((1, 0), (0, 1), "raid 2"), 2, RAID_YES),
    (_battle((0, 1), (0, 1), "raid 2"), 2, RAID_NO),
    # an intercept by a fresh defender is a hit like a self-hit
    (_battle((1, 0), (1, 0), "raid 1", "raid 2"), 2, RAID_NO),
])
def test_the_case_of_a_roll_arcs_battle_4(battle: _Battle, asks: int, case: str) -> None:
    assert roll_case(battle, asks) == case


def test_the_intercept_is_once_per_battle_arcs_battle_4_2() -> None:
    assert _battle((3, 0), (2, 0), "assault 3", "raid 1", "raid 3").on_attacker() == 2
    assert _battle((3, 0), (2, 3), "assault 2", "assault 3").on_attacker() == 3


@pytest.mark.parametrize(("counts", "markers", "bonus", "case"), [
    ({"seat 0": 2, "seat 1": 1, "seat 2": 0}, FIVE_THREE, {}, FIRST_SECOND),
    ({"seat 0": 2, "seat 1": 0}, FIVE_THREE, {}, QUALIFY),
    ({"seat 0": 0, "seat 1": 0}, FIVE_THREE, {}, QUALIFY),
    ({"seat 0": 2, "seat 1": 2, "seat 2": 1}, FIVE_THREE, {"seat 0": 5}, TIE_FIRST),
    ({"seat 0": 3, "seat 1": 1, "seat 2": 1}, FIVE_THREE, {}, TIE_SECOND),
    ({"seat 0": 1, "seat 1": 3}, ((5, 3), (3, 2)), {}, TWO_MARKERS),
    ({"seat 0": 2, "seat 1": 1}, FIVE_THREE, {"seat 0": 2}, CITY),
    ({"seat 0": 1, "seat 1": 0, "the box": 4}, FIVE_THREE, {}, BOX),
    ({"seat 0": 2, "seat 1": 1, "the box": 2}, FIVE_THREE, {}, BOX),
    # the box last, below both seats: it changes nothing
    ({"seat 0": 3, "seat 1": 2, "the box": 1}, FIVE_THREE, {}, FIRST_SECOND),
])
def test_the_case_of_an_ambition_arcs_end_of_chapter_scoring(
        counts: dict[str, int], markers: tuple[tuple[int, int], ...], bonus: dict[str, int],
        case: str) -> None:
    assert ambition_case(counts, markers, bonus) == case
