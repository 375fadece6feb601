"""Arcs (base game) rules, what the engine adds to them: an illegal action is refused with its rule
and a reason and changes nothing (arcs: Round Structure, Step 1; DESIGN.md, issue 13), and games are
deterministic: the same seed and decisions give the same game, a record replays to the same state,
an edited position has no record (docs/rulings.md tarotlab E1, E3, X1; arcs-rulings.md arcs R4).

Every test names its rule in its docstring. Games are started with ``Rig`` (auto_chance off): the
Court row, every hand and every battle die are chosen, so the positions are exact. Pieces,
resources, Guild cards, agents, captives, trophies, Power and declared ambitions are then set with
``Edit``, which takes each from (or returns it to) its supply. Expected numbers are worked out by
hand from the rules and the component data (arcs-components.md), never copied from the engine.
tests/arcs_rules_helpers.py holds the helpers and the map of the default setup card, 3P Mix Up. The
other parts of the rulebook are tested in the other tests/test_arcs_rules_*.py files; battles in
tests/test_arcs_battle.py and the end of a chapter in tests/test_arcs_scoring.py.
"""

from __future__ import annotations

import pytest
from arcs_rules_helpers import R_LEAD, R_ROUND, held, play, ships, start

import tarotlab
from tarotlab import CHANCE, TarotlabError
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit
from tarotlab.testing import assert_refused as refused


# --------------------------------------------------------------------------- illegal actions
def test_an_action_of_another_decision_is_refused_and_changes_nothing() -> None:
    """arcs: Round Structure, Step 1: at the lead, only a card from the hand or a pass."""
    s, _ = start()
    refused(s, "tax 3.3 seat 0", R_LEAD)
    refused(s, "lead Con5", R_LEAD, "not in seat 0's hand")


def test_no_refusal_falls_back_to_not_one_of_the_choices() -> None:
    """DESIGN.md, issue 13: every rejected candidate of random positions (every decision kind,
    Leaders & Lore and Court cards in play) gives a reason, never the bare "'…' is not one of
    the choices"; an action of another kind of decision says what is being decided."""
    from test_arcs_conformance import _court_in_hand

    for options, prepare in (({"players": 3}, True), ({"players": 4, "leaders": True}, False),
                             ({"players": 3, "leaders": True, "second_lore": True}, True)):
        g = tarotlab.new_game("arcs", seed=21, **options)
        if prepare:
            _court_in_hand(g, 1)
        while not g.is_over and g.step < 700:
            for action, verdict in g.candidates():
                assert "is not one of the choices" not in verdict.reason, (action, verdict)
            legal = g.legal_actions()
            g.apply(g.sample_chance() if g.to_move == CHANCE else legal[g.step * 5 % len(legal)])
    s, _ = start()
    verdict = s.check("tax 3.3 seat 0")
    assert verdict.reason.startswith("now seat 0 leads a card or passes, and 'tax 3.3 seat 0' "
                                     "is another kind of decision")


def test_an_action_outside_the_suit_is_refused() -> None:
    """arcs: Round Structure, Step 1: the pips take the lead suit's actions only."""
    s, rig = start()
    rig.apply(s, "lead Adm2")
    refused(s, "build city 3.3", R_ROUND, "Tax or Repair or Influence")
    refused(s, "move 3.3 -> 3.2: 1 fresh", R_ROUND)


# --------------------------------------------------------------------------- determinism
def _policy_game(seed: int, steps: int) -> ArcsState:
    s = tarotlab.new_game("arcs", players=3, seed=seed)
    assert isinstance(s, ArcsState)
    for i in range(steps):
        if s.is_over:
            break
        legal = s.legal_actions()
        s.apply(legal[(i * 7 + 3) % len(legal)])
    return s


def test_same_seed_and_decisions_give_the_same_game() -> None:
    """tarotlab E1, arcs R4: chance depends only on the seed and the decision number."""
    a, b = _policy_game(11, 300), _policy_game(11, 300)
    assert a == b
    assert [str(e) for e in a.events] == [str(e) for e in b.events]
    assert a.step > 300


def test_replay_of_the_record_equals_the_state() -> None:
    """tarotlab E3: replaying a record re-checks every decision and gives the same state."""
    s = _policy_game(4, 250)
    assert tarotlab.replay(s.record()) == s
    rigged, rig = start()
    play(rig, rigged, "lead Mob2", "influence Arms Union")
    assert tarotlab.replay(rigged.record()) == rigged


def test_an_edited_position_has_no_record_and_keeps_its_edits_through_undo() -> None:
    """tarotlab X1 / scenario.Edit: an edited game refuses record(); undo keeps the edits."""
    s, rig = start()
    Edit(s).ships(0, "6.2", fresh=2).gain(0, "Fuel")
    rig.apply(s, "lead Mob2")
    with pytest.raises(TarotlabError):
        s.record()
    s.undo()
    assert s.pending == ("lead", 0)
    assert "Mob2" in s.hands[0]
    assert ships(s, "6.2", 0) == (2, 0)
    assert held(s, 0) == ["Weapon", "Relic", "Fuel"]
