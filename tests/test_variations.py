"""Variation trees in a Session (issue "Exploring edge cases"): branch, switch, promote,
delete, compare; explorations saved and loaded, every tampering refused with what and where."""

from __future__ import annotations

import json
from html import escape
from pathlib import Path
from typing import Any

import pytest

import tarotlab
from tarotlab import RecordError, TarotlabError
from tarotlab.cli import main
from tarotlab.notebook import marks
from tarotlab.notebook.session import Session
from tarotlab.testing.snapshot import snapshot


def _explored() -> Session:
    """Arcana (arcana R2): a main line Star/Moon, then a variation from the start Sun/Moon,
    and a sub-variation of the main line after its first move."""
    s = Session("arcana", seed=3)
    assert s.play("throw Star").ok and s.play("throw Moon").ok
    s.goto(0)
    assert s.play("throw Sun").ok and s.play("throw Moon").ok
    s.switch(0, position=1)
    assert s.play("throw World").ok
    return s


def test_playing_after_an_undo_starts_a_variation_and_keeps_the_old_line() -> None:
    s = _explored()
    lines = s.lines()
    assert [(line.index, line.branch, line.end, line.parent) for line in lines] == [
        (0, 0, 2, None), (1, 1, 2, 0), (2, 0, 2, 0)]
    assert s.line.index == 1 and s.position == 2
    s.switch(0)
    assert s.state.history[-2:] == ((0, "throw Star"), (1, "throw Moon"))
    s.switch(2)
    assert [a for _, a in s.state.history[-2:]] == ["throw Sun", "throw Moon"]


def test_the_same_decision_after_an_undo_goes_forward_on_the_line() -> None:
    s = Session("arcana", seed=3)
    s.play("throw Star")
    s.undo()
    s.play("throw Star")
    assert len(s.lines()) == 1 and s.positions == 2


def test_undo_redo_and_goto_follow_the_line_shown() -> None:
    s = _explored()
    s.switch(2)
    assert s.undo().ok and s.position == 1 and s.redo().ok and s.position == 2
    assert not s.redo().ok
    assert s.goto(0).ok and s.goto(2).ok
    assert [a for _, a in s.state.history[-2:]] == ["throw Sun", "throw Moon"]
    assert not s.goto(3).ok


def test_lines_can_be_named_and_found_by_name() -> None:
    s = _explored()
    s.name_line("the Sun first", 2)
    assert s.lines()[2].name == "the Sun first"
    s.switch("the Sun first")
    assert s.line.index == 2
    with pytest.raises(TarotlabError, match="already called"):
        s.name_line("the Sun first", 0)
    with pytest.raises(TarotlabError, match="no line 'nope'"):
        s.switch("nope")


def test_promote_makes_a_variation_the_main_line() -> None:
    s = _explored()
    s.name_line("sun", 2)
    s.promote("sun")
    first = s.lines()[0]
    assert first.name == "sun" and first.parent is None
    assert [a for _, a in first.leaf.history()][-2:] == ["throw Sun", "throw Moon"]
    assert {line.index for line in s.lines()} == {0, 1, 2}


def test_delete_removes_a_variation_and_refuses_the_main_line() -> None:
    s = _explored()
    assert not s.delete(0).ok
    s.switch(1)
    assert s.delete(1).ok
    assert len(s.lines()) == 2 and s.position == 1  # back where the variation began
    assert [a for _, a in s.state.history[-1:]] == ["throw Star"]


def test_compare_says_what_differs_at_the_end_of_two_lines() -> None:
    s = _explored()
    same = s.compare(0, 0)
    assert same.same and "look the same" in str(same)
    diff = s.compare(0, 2)
    words = str(diff)
    assert "main line" in words and "line 2" in words and diff.differences
    assert "Star" in words and "Sun" in words  # the cards thrown (arcana R2, both revealed)
    html = diff._repr_html_()
    assert html.count("<svg") + html.count("tl-") >= 2


def test_compare_shows_both_pictures_side_by_side_with_what_differs_marked() -> None:
    """issue "Exploring edge cases" 2: two pictures side by side (not a table, which
    JupyterLab pushes right), what differs outlined in both and listed in words beside
    them; the same position marks nothing."""
    s = _explored()
    diff = s.compare(0, 2)
    html = diff._repr_html_()
    assert "<table" not in html and html.startswith("<div class='tl-compare'")
    assert html.count("class='tl-compare-pic'") == 2 and "What differs" in html
    first, second = diff.marked()
    assert marks.count(first) > 0 and marks.count(second) > 0
    assert all(escape(x) in html for x, _ in diff.differences if x)  # each in words
    same = s.compare(0, 0)
    assert [marks.count(p) for p in same.marked()] == [0, 0]


def test_marks_follow_what_an_element_shows_not_its_place() -> None:
    """An element the renderer names (``data-pick``) keeps its mark to itself when one
    before it goes away; an element in one picture only is marked in that one."""
    a = '<ul><li data-pick="x">X 1</li><li data-pick="y">Y 2</li><li>end</li></ul>'
    b = '<ul><li data-pick="y">Y 2</li><li>end</li><li>more</li></ul>'
    marked_a, marked_b = marks.mark(a, b)
    assert marked_a == ('<ul><li data-pick="x" data-tl-diff>X 1</li><li data-pick="y">Y 2'
                        '</li><li>end</li></ul>')
    assert marked_b == '<ul><li data-pick="y">Y 2</li><li>end</li><li data-tl-diff>more</li></ul>'


def test_an_exploration_saves_and_loads_every_line(tmp_path: Path) -> None:
    s = _explored()
    s.name_line("sun", 2)
    path = tmp_path / "exploration.json"
    s.save(path)
    again = Session.load(path)
    assert [str(x) for x in again.lines()] == [str(x) for x in s.lines()]
    assert again.position == s.position and again.line.index == s.line.index
    assert snapshot(again.state) == snapshot(s.state)
    for line in s.lines():
        s.switch(line.index)
        again.switch(line.index)
        assert snapshot(again.state) == snapshot(s.state)


def test_an_exploration_with_bots_and_arcs_round_trips(tmp_path: Path) -> None:
    s = Session("arcs", seed=4, players=3, bots={1: "greedy", 2: "random"})
    for _ in range(6):
        s.play(s.state.legal_actions()[0])
        s.play_bots()
    s.goto(2)
    s.play(s.state.legal_actions()[-1])
    s.save(tmp_path / "arcs.json")
    again = Session.load(tmp_path / "arcs.json")
    assert len(again.lines()) == 2 and snapshot(again.state) == snapshot(s.state)


def _saved(tmp_path: Path) -> dict[str, Any]:
    path = tmp_path / "e.json"
    _explored().save(path)
    data: dict[str, Any] = json.loads(path.read_text())
    return data


@pytest.mark.parametrize(("name", "mutate", "where"), [
    ("a decision changed into another line's", lambda d: d["tree"]["children"][0][
        "decisions"][0].__setitem__(1, "throw Sun"), "/tree/children/1"),
    ("an illegal decision", lambda d: d["tree"]["children"][1]["decisions"][0].__setitem__(
        1, "gain 3 keys"), "/tree/children/1/decisions/0/1"),
    ("the wrong seat", lambda d: d["tree"]["children"][1]["decisions"][0].__setitem__(0, 1),
     "/tree/children/1/decisions/0/0"),
    ("a chance outcome changed", lambda d: d["tree"]["decisions"][0].__setitem__(
        1, "coin 1" if d["tree"]["decisions"][0][1] == "coin 0" else "coin 0"),
     "/tree/decisions/0/1"),
    ("an unknown field", lambda d: d.update(extra=1), "/extra"),
    ("wrong format", lambda d: d.update(format="tarotlab-record"), "/format"),
    ("a bad option", lambda d: d["options"].update(resolution="all"), "/options/resolution"),
    ("a bad name", lambda d: d["tree"]["children"][1].update(name=""),
     "/tree/children/1/name"),
    ("a path off the tree", lambda d: d.update(current=[5]), "/current/0"),
    ("a line that is not a leaf", lambda d: d.update(line=[0]), "/line"),
    ("a node that is not an object", lambda d: d["tree"]["children"].append([1]),
     "/tree/children/2"),
])
def test_tampered_explorations_are_refused_with_what_and_where(
        tmp_path: Path, name: str, mutate: Any, where: str) -> None:
    data = _saved(tmp_path)
    mutate(data)
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as err:
        Session.load(path)
    assert err.value.where == where, name


def test_malformed_exploration_files_are_refused(tmp_path: Path) -> None:
    for text in ("", "[]", "{", '{"format": 1, "format": 2}', "x" * 100):
        path = tmp_path / "bad.json"
        path.write_text(text)
        with pytest.raises(RecordError):
            Session.load(path)
    with pytest.raises(RecordError, match="larger than"):
        Session.load("/dev/zero")


def test_explore_prints_the_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "e.json"
    s = _explored()
    s.name_line("sun", 2)
    s.save(path)
    assert main(["explore", str(path), "--moves"]) == 0
    out = capsys.readouterr().out
    assert "arcana exploration" in out and "2: sun (branches from line 0 after move 0" in out
    assert "throw Sun" in out and "* 1:" in out
    path.write_text("{}")
    assert main(["explore", str(path)]) == 2
    assert "bad game record" in capsys.readouterr().err


def test_a_session_of_a_started_game_keeps_its_history_as_the_root(tmp_path: Path) -> None:
    g = tarotlab.new_game("arcana", seed=6)
    g.apply("throw Sun")
    s = Session(g)
    s.play("throw Moon")
    s.save(tmp_path / "g.json")
    again = Session.load(tmp_path / "g.json")
    assert again.position == 1 and again.state.history == s.state.history
    assert again.goto(0).ok and again.state.history == g.history


def test_a_copy_of_an_exploration_does_not_move_with_the_original() -> None:
    """``Session.copy`` (what ``explore`` shows): every line, name and the position shown,
    independent of the original afterwards."""
    s = _explored()
    s.name_line("sun", 2)
    twin = s.copy()
    shown = s.line.name
    assert [str(x) for x in twin.lines()] == [str(x) for x in s.lines()]
    assert snapshot(twin.state) == snapshot(s.state) and twin.position == s.position
    s.switch(0)
    s.delete(2)
    assert len(twin.lines()) == 3 and twin.line.name == shown
    assert len(s.lines()) == 2 and s.line.name == "main line"


def _labels(tree: dict[str, Any]) -> list[str]:
    out = [node["label"] for node in tree["nodes"]]
    for branch in tree["branches"]:
        out += _labels(branch["block"])
    return out


def test_the_tree_names_moves_in_public_words_never_a_hidden_card(tmp_path: Path) -> None:
    """arcana R2: a card is thrown face down. Branching the secret two ways (the Star or the
    Sun) gives the same tree to seat 1 and to the public view; seat 0 and a teacher read
    the throw itself. The same holds for a tree loaded from its file."""
    trees = []
    for first in ("throw Star", "throw Sun"):
        s = Session("arcana", seed=3)
        assert s.play(first).ok
        trees.append((s.outline(1), s.outline(None)))
        assert _labels(s.outline(0)) == _labels(s.outline()) == ["start", f"s0: {first}"]
        assert s.play("throw Moon").ok
        labels = _labels(s.outline(None))
        assert labels == ["start", "s0: throws a card face down", "s1: throws a card face down"]
        s.save(tmp_path / "case.json")
        loaded = Session.load(tmp_path / "case.json")
        assert _labels(loaded.outline(None)) == labels
    assert trees[0] == trees[1]
