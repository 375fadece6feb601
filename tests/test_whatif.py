"""tarotlab.notebook.whatif, the edge-case notebooks' helpers: a refused decision stops with
its rule and changes nothing, a variation must differ from the line it leaves, and expect
refuses a value the rules do not give."""

from __future__ import annotations

import pytest

from tarotlab import IllegalAction, TarotlabError
from tarotlab.arcanum.catalog import code
from tarotlab.arcanum.scenario import Rig
from tarotlab.notebook.session import Session
from tarotlab.notebook.whatif import branch, expect, play, say


def test_play_returns_the_events_and_a_refusal_names_its_rule_arcana_r3() -> None:
    s = Session("arcana", seed=1, auto_chance=False)
    with pytest.raises(IllegalAction) as err:
        play(s, "throw Star")  # the coin comes first (arcana R3)
    assert err.value.rule == "arcana R3" and s.position == 0
    events = play(s, "coin 1", "throw Magician", "throw Hermit")
    assert any(e.rule == "arcana R7" and "removed" in e.text for e in events)


def test_play_answers_chance_with_a_rig() -> None:
    """Arcanum: the Rig deals the wished cards (tarotlab A1) after each decision."""
    rig = Rig(first=0, draws={0: ["Devil", "5P", "2C", "3C", "8W"]})
    s = Session(rig.start(players=4, seed=1))
    play(s, "hide 2C", rig=rig)
    assert s.state.to_move == 1  # seat 1 hides next: no chance decision is left waiting
    assert sorted(code(c) for c in s.state.hands[0]) == ["3C", "5P", "8W", "Devil"]


def test_branch_starts_a_named_variation_and_keeps_the_line() -> None:
    s = Session("arcana", seed=1, auto_chance=False)
    play(s, "coin 1", "throw Magician", "throw Hermit")
    s.name_line("the Hermit")
    events = branch(s, 2, "throw Moon", name="the Moon")
    assert [line.name for line in s.lines()] == ["the Hermit", "the Moon"]
    assert s.line.name == "the Moon" and any("The Moon" in e.text for e in events)


def test_branch_refuses_to_replay_the_same_line() -> None:
    s = Session("arcana", seed=1, auto_chance=False)
    play(s, "coin 1", "throw Magician", "throw Hermit")
    with pytest.raises(TarotlabError, match="a variation needs a different decision"):
        branch(s, 1, "throw Magician", "throw Hermit", name="again")


def test_expect_prints_a_match_and_stops_on_a_difference(
        capsys: pytest.CaptureFixture[str]) -> None:
    expect("seat 0's HP", 6, 6)
    assert capsys.readouterr().out == "seat 0's HP: 6 ✔\n"
    with pytest.raises(AssertionError, match="the engine gives 5, the rules give 6"):
        expect("seat 0's HP", 5, 6)


def test_say_renders_markdown() -> None:
    pytest.importorskip("IPython")
    assert say("**8 HP**")._repr_markdown_() == "**8 HP**"
