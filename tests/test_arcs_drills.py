"""Arcs drills, checked by hand against the rulebook (tests/test_drills.py checks 1,000
questions of each kind against the engine): the scoring of an ambition in its corner cases
(arcs: End-of-Chapter Scoring, arcs R10, tarotlab X14), and a few seeded questions whose
answers were worked out from their prompts."""

from __future__ import annotations

import pytest

from tarotlab import drills
from tarotlab.arcs.drills import _place, _said

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
    # 3 fresh ships against 3 fresh (and a damaged ship and a city): a tie, no one controls
    ("control", 21, "no one"),
    # assault 3 (a hit, an intercept), skirmish 6: no self-hit; seat 1's one fresh ship
    # intercepts (seat 2's ships are no defenders): 1 hit on seat 0's ships
    ("roll", 25, "1"),
    # assault 4 (a self-hit), raid 3 (an intercept): 1 + seat 3's 2 fresh ships = 3 hits
    ("roll", 69, "3"),
    # Tyrant with 5/3 and 3/2 in the box: seats 0 and 1 tie for first with 2 Captives, so
    # each gains the second-place 3 + 2, and seat 0's city bonus does not apply
    ("ambition", 2, "seat 0 +5, seat 1 +5"),
])
def test_seeded_questions_worked_out_by_hand(kind: str, seed: int, answer: str) -> None:
    q = drills.question("arcs", kind, seed)
    assert q.answer == answer, q.prompt
    assert q.verify() == answer
