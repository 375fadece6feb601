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


def test_every_legal_action_text_parses_back_to_itself() -> None:
    """Canonical texts round-trip, so records replay (tarotlab E3) and people can type them."""
    for players in (2, 3, 4):
        s = tarotlab.new_game("arcs", players=players, seed=players)
        rng = Rng(players)
        while not s.is_over and s.step < 400:
            for action in s.legal_actions():
                assert ArcsState.parse_action(str(action)) == action
            if s.to_move == tarotlab.CHANCE:
                s.apply(s.sample_chance())
            else:
                s.apply(_balanced_choice(s, rng))
