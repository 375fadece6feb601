"""Arcs action texts: lenient input becomes the canonical action; nonsense is refused clearly."""

from __future__ import annotations

import pytest

import tarotlab
from tarotlab.arcs.rules import ArcsState
from tarotlab.core.errors import MalformedAction
from tarotlab.core.rng import Rng
from tarotlab.testing.conformance import _balanced_choice

LENIENT = {
    "move 3.1->3.0 2 fresh": "move 3.1 -> 3.0: 2 fresh",
    "move 3.1 → 3.0: 2 fresh + 1 damaged": "move 3.1 -> 3.0: 2 fresh + 1 damaged",
    "lead aggression 5": "lead Agg5",
    "SURPASS agg6": "surpass Agg6",
    "influence loyal engineers": "influence Loyal Engineers",
    "use prison wardens at 3.1": "use Prison Wardens at 3.1",
    "spend fuel as material": "spend Fuel as Material",
    "use admin union on adm4": "use Admin Union on Adm4",
    "use silver-tongues: steal fuel from seat 1": "use Silver-Tongues: steal Fuel from seat 1",
    "declare tycoon": "declare Tycoon",
    "catapult -> 2.0: 1 damaged": "catapult -> 2.0: 1 damaged",
    # issue 13: what a new user types
    "roll 2 assault": "roll 2 assault 0 skirmish 0 raid",
    "roll 1 skirmish 2 raid": "roll 0 assault 1 skirmish 2 raid",
    "roll 3 raid 1 assault": "roll 1 assault 0 skirmish 3 raid",
    "build city at 3.3": "build city 3.3",
    "build city 3.3": "build city 3.3",
    "repair ship at 6.2": "repair ship 6.2",
    "recover 6.0": "recover at 6.0",
    "seize Mob6": "seize with Mob6",
    "lead adm 5": "lead Adm5",
    "place fuel in slot 4": "place Fuel in slot 4",
}


@pytest.mark.parametrize(("text", "canonical"), LENIENT.items())
def test_lenient_text_parses_to_the_canonical_action(text: str, canonical: str) -> None:
    assert ArcsState.parse_action(text) == canonical


@pytest.mark.parametrize("text", ["move 9.9 -> 3.0: 1 fresh", "lead Agg9", "declare Glory",
                                  "influence Nobody", "roll some dice", "tax 3.1"])
def test_nonsense_is_malformed_and_check_explains(text: str) -> None:
    with pytest.raises(MalformedAction, match="is not an action"):
        ArcsState.parse_action(text)
    s = tarotlab.new_game("arcs", seed=1)
    verdict = s.check(text)
    assert not verdict.ok and verdict.rule == "arcs actions"


@pytest.mark.parametrize(("text", "example"), [
    ("build castle 3.3", "'build city 3.1'"), ("roll 2 assault 1 assault", "'roll 2 assault'"),
    ("seize the day", "'seize with Mob6'"), ("move 3.1 to 3.0", "'move 3.1 -> 3.0: 2 fresh'")])
def test_an_unknown_text_gets_examples_of_its_verb(text: str, example: str) -> None:
    """issue 13: a text that is no action names examples of the verb typed."""
    with pytest.raises(MalformedAction, match=f"'{text.split()[0]}' actions look like") as err:
        ArcsState.parse_action(text)
    assert example in str(err.value)


def test_parsing_takes_linear_time_on_long_nonsense() -> None:
    """Texts thousands of characters long, built to make regular expressions backtrack, are
    refused at once (no catastrophic backtracking)."""
    import time

    for text in ("move 3.1 -> 3.0: " + "1 fresh + " * 800, "roll " + "1 assault " * 800,
                 "use " + "Silver-Tongues: " * 500, "steal " + "a " * 3000 + "from seat 9",
                 "influence " + "Loyal " * 1500 + "!", "tactical " * 600 + "move"):
        begin = time.perf_counter()
        with pytest.raises(MalformedAction):
            ArcsState.parse_action(text)
        assert time.perf_counter() - begin < 0.5, text[:40]


def test_every_legal_action_text_parses_back_to_itself() -> None:
    """Canonical texts round-trip, so records replay (tarotlab E3) and people can type them;
    Leaders & Lore with the second lore too (sprints, slot choices, leader decisions)."""
    for players, options in ((2, {}), (3, {}), (4, {}), (3, {"leaders": True,
                                                            "second_lore": True})):
        s = tarotlab.new_game("arcs", players=players, seed=players, **options)
        rng = Rng(players)
        while not s.is_over and s.step < 400:
            for action in s.legal_actions():
                assert ArcsState.parse_action(str(action)) == action
            if s.to_move == tarotlab.CHANCE:
                s.apply(s.sample_chance())
            else:
                s.apply(_balanced_choice(s, rng))
