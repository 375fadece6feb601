"""Issue 16 item 7: adding a Court card is one class plus its data. A made-up Guild card, Star
Cartographers, with a new action of its own, is added for these tests only: its data (a
``[[court]]`` entry, as in components.toml) and its class (hooks it needs: the new action's
verb, text form, options, effect and refusal). Nothing else of the engine changes, and the
card takes part in the game like the others: Court deck, Edit, legality, refusals with its
citation, events, conformance."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

import pytest
from arcs_support import HANDS, SETUP, VOX_ROW

import tarotlab
from tarotlab.arcs import components, hooks
from tarotlab.arcs.abilities.common import GuildCard, State
from tarotlab.arcs.language import join, system
from tarotlab.arcs.mapdata import SYSTEMS
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit, Rig
from tarotlab.core.engine import Action
from tarotlab.core.errors import MalformedAction
from tarotlab.core.rng import Rng
from tarotlab.core.rules import Verdict
from tarotlab.testing import assert_refused
from tarotlab.testing.conformance import check_game

DATA = """
[[court]]
id = "BC90"
name = "Star Cartographers"
kind = "guild"
suit = "Fuel"
keys = 1
text = "New action (instead of a Move): chart a gate next to your ships, placing 1 ship there."
"""
RULE = "arcs card: Star Cartographers"


class StarCartographers(GuildCard):
    """The whole card: a new action replacing a Move (``Ability.verbs``), its text form, its
    options where a Move is offered, its effect and why it is refused."""

    verbs: ClassVar[dict[str, str]] = {"chart": "move"}
    grammar = ((r"chart (?:gate )?(\d\.\d)", lambda m: join("chart", system(m.group(1)))),)

    @staticmethod
    def gates(s: State, seat: int) -> list[str]:
        return sorted({g for sid in s.fresh if s.fresh[sid][seat] or s.damaged[sid][seat]
                       for g in s.adj[sid] if SYSTEMS[g].is_gate})

    def new_actions(self, s: State, seat: int, standard: str) -> list[Action]:
        if standard != "move" or not s.ships_left[seat]:
            return []
        return [Action(f"chart {gate}") for gate in self.gates(s, seat)]

    def perform(self, s: State, seat: int, action: Action) -> None:
        s._add_ships(seat, action.arg, 1)
        s._log(seat, f"charts gate {action.arg}: 1 fresh ship placed ({self.name}, instead of a "
               "Move)", self.rule)

    def verb_refusal(self, s: State, seat: int, action: Action) -> Verdict | None:
        return Verdict(False, self.rule, "chart a gate next to one of your ships, with a ship "
                       "left in your supply")


@pytest.fixture
def cartographers() -> Iterator[str]:
    """The card's data and its class, for one test."""
    added = components.add_court_cards(DATA)
    hooks.register("BC90")(StarCartographers)
    try:
        yield "BC90"
    finally:
        hooks.unregister("BC90")
        components.remove_court_cards(added)


def start() -> tuple[ArcsState, Rig]:
    rig = Rig(court=list(VOX_ROW), hands={s: list(c) for s, c in HANDS.items()})
    s = rig.start(players=3, setup_card=SETUP, seed=1)
    return s, rig


def test_a_made_up_court_card_is_one_class_plus_its_data(cartographers: str) -> None:
    """The new card is in the Court deck; held, its action is offered where a Move is (a
    Mobilization lead), typed text is made canonical, it spends a pip, places the ship and
    logs citing the card; a gate not next to a ship is refused by the card's own reason."""
    s, rig = start()
    assert cartographers in s.court_deck and len(components.COURT) == 32
    Edit(s).guild(0, "Star Cartographers")
    rig.apply(s, "lead Mob2")
    gates = StarCartographers.gates(s, 0)
    assert gates and all(f"chart {g}" in s.legal_actions() for g in gates)
    far = next(g for g in sorted(s.fresh) if SYSTEMS[g].is_gate and g not in gates)
    assert_refused(s, f"chart {far}", RULE, "next to one of your ships")
    pips = s.view(0).turn.pips  # type: ignore[union-attr]
    before, supply = s.fresh[gates[0]][0], s.ships_left[0]
    rig.apply(s, f"Chart gate {gates[0]}")
    assert (s.fresh[gates[0]][0], s.ships_left[0]) == (before + 1, supply - 1)
    assert s.view(0).turn.pips == pips - 1  # type: ignore[union-attr]
    assert s.events[-1].rule == RULE and "charts gate" in s.events[-1].text
    s.check_invariants()


def test_without_the_card_its_action_is_refused_and_after_it_unknown(cartographers: str) -> None:
    """A seat not holding the card is told whose action it is; the card and its verb are gone
    once the test's registration ends (checked after the fixture, below)."""
    s, rig = start()
    rig.apply(s, "lead Mob2")
    gate = StarCartographers.gates(s, 0)[0]
    assert_refused(s, f"chart {gate}", RULE, "new action of Star Cartographers, which you do "
                   "not hold")


def test_the_made_up_card_passes_the_conformance_checks(cartographers: str) -> None:
    """Games with the card held from the start, a kind of decision chosen uniformly (so the
    new action comes up), every step deep-checked: candidates and refusals, clone, undo,
    secrecy branches; the 32 Court cards conserved."""
    def give(state: tarotlab.State, g: int) -> None:
        assert isinstance(state, ArcsState)
        Edit(state).guild(0, "Star Cartographers")

    s = tarotlab.new_game("arcs", seed=13, players=3)
    give(s, 0)
    rng = Rng(13, stream=0xC0F)
    while not s.is_over:
        legal = s.legal_actions()
        kind = rng.choice(sorted({a.kind for a in legal}))
        s.apply(rng.choice([a for a in legal if a.kind == kind]))
    assert sum(e.rule == RULE for e in s.events) >= 3  # the card was played
    report = check_game("arcs", games=1, seed=13, deep_every=1, balanced=True, prepare=give,
                        players=3)
    assert report.deep_steps > 100


def test_a_card_added_for_a_test_is_gone_after_it() -> None:
    assert "BC90" not in components.COURT and "BC90" not in hooks.ABILITIES
    with pytest.raises(MalformedAction):
        ArcsState.parse_action("chart 2.0")
