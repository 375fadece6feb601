"""Choices a learner can scan: every decision of every game arranged with at most LIMIT
buttons at once, every candidate reachable, numbers chosen in a form, the picture's picks."""

from __future__ import annotations

from typing import Any

import pytest

import tarotlab
from tarotlab.core.rng import Rng
from tarotlab.core.rules import LEGAL, Verdict
from tarotlab.notebook.choices import LIMIT, Menu, build_menu, mentions

GAMES = [("arcana", {}), ("arcanum", {"players": 4}), ("mystick", {"players": 3}),
         ("arcs", {"players": 3}), ("arcs", {"players": 4, "leaders": True})]


def _reachable(cands: list[tuple[str, Verdict]], menu: Menu, seen: set[str],
               levels: list[Menu]) -> None:
    levels.append(menu)
    if menu.form is not None:
        seen.update(text for text, _, _ in menu.form.combos.values())
    for option in menu.options:
        if option.action is not None:
            seen.add(option.action)
        else:
            assert option.step is not None
            _reachable(cands, build_menu(cands, (*menu.path, option.step), menu.pick), seen,
                       levels)


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_every_decision_shows_few_buttons_and_reaches_every_candidate(
        game: str, options: dict[str, Any]) -> None:
    state, rng = tarotlab.new_game(game, seed=4, **options), Rng(4)
    widest = 0
    while not state.is_over:
        cands = [(str(a), v) for a, v in state.candidates()]
        seen: set[str] = set()
        levels: list[Menu] = []
        _reachable(cands, build_menu(cands), seen, levels)
        assert seen == {a for a, _ in cands}
        for level in levels:
            assert level.select or len(level.options) <= LIMIT
            widest = max(widest, len(level.options) if not level.select else 0)
            for option in level.options:
                assert option.ok or option.tip.startswith(("[", "none of these")), option
        state.apply(rng.choice(state.legal_actions()))
    assert widest <= LIMIT


def test_numbers_become_a_form() -> None:
    """An Arcs battle: dice of each type (arcs: Battle) as three steppers, not 85 buttons."""
    cands = [(f"roll {a} assault {s} skirmish {r} raid", LEGAL if a + s + r <= 6 else
              Verdict(False, "arcs: Battle", "at most 6 dice")) for a in range(7)
             for s in range(7) for r in range(3)]
    menu = build_menu(cands)
    assert menu.form is not None and not menu.options
    assert [(s.label, s.values) for s in menu.form.slots] == [
        ("assault", tuple(range(7))), ("skirmish", tuple(range(7))), ("raid", (0, 1, 2))]
    assert menu.form.action(2, 0, 1) == ("roll 2 assault 0 skirmish 1 raid", True, "legal")
    _, ok, tip = menu.form.action(6, 6, 2)  # type: ignore[misc]
    assert not ok and "at most 6 dice" in tip


def test_a_pick_on_the_picture_narrows_to_the_actions_naming_it() -> None:
    cands = [("move 5.3 -> 5.2: 1 fresh", LEGAL), ("move 5.2 -> 5.3: 1 fresh", LEGAL),
             ("build city 5.1", LEGAL), ("tax 5.3 seat 1", LEGAL), ("move 5.30 -> 1.1", LEGAL)]
    menu = build_menu(cands, pick="5.3")
    assert menu.labels() == ["move 5.3 -> 5.2: 1 fresh", "move 5.2 -> 5.3: 1 fresh",
                             "tax 5.3 seat 1"]
    assert mentions("play 4S: NS -> 4", "4") and not mentions("play 4S: NS -> 5", "4")
    assert mentions("throw High Priestess", "High Priestess")
