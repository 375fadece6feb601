"""Session (plain Python) and the Table widget, headless: clicks, undo, bots, explanations."""

from __future__ import annotations

import functools
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlab import CHANCE
from tarotlab.core.engine import ALL
from tarotlab.core.errors import TarotlabError
from tarotlab.notebook import widgets
from tarotlab.notebook.session import Session
from tarotlab.notebook.widgets import PUBLIC, TEACHER, Table, page_message
from tarotlab.testing.snapshot import snapshot


def test_session_play_undo_redo_goto() -> None:
    s = Session("arcana", seed=3)
    start = s.state.clone()
    assert s.play("throw Star").ok and s.play("throw Moon").ok
    after = s.state.clone()
    v = s.play("throw Banana")
    assert not v.ok and "Banana" in v.reason and s.state == after
    assert s.undo().ok and s.undo().ok and s.state == start
    assert not s.undo().ok
    assert s.redo().ok and s.redo().ok and s.state == after
    assert not s.redo().ok
    assert s.goto(0).ok and s.state == start
    assert not s.goto(99).ok


def test_session_new_decision_after_undo_drops_the_redo_tail() -> None:
    s = Session("arcana", seed=3)
    s.play("throw Star")
    s.undo()
    s.play("throw Sun")
    assert s.positions == 2 and not s.redo().ok
    assert s.state.thrown[0] == 19  # the Sun (arcana R1 number XIX)


def test_session_bots_play_their_seats() -> None:
    s = Session("arcana", seed=3, bots={1: "greedy"})
    s.play("throw Star")
    assert s.play_bots() >= 1
    assert s.state.to_move in (0, None)
    assert "seat" in s.status()


def test_session_of_a_started_game_starts_there() -> None:
    import tarotlab

    g = tarotlab.new_game("arcana", seed=6)
    g.apply("throw Sun")
    s = Session(g)
    assert s.state == g and not s.undo().ok


def test_manual_chance_in_a_session() -> None:
    s = Session("arcana", seed=3, auto_chance=False)
    assert s.state.to_move == CHANCE
    assert s.chance("coin 1").ok and s.state.round == 1
    assert not s.chance().ok


def _labels(t: Table) -> dict[str, bool]:
    menu = t.menu()
    assert menu is not None
    return {o.label: not o.ok for o in menu.options}


def test_table_buttons_are_the_candidates_with_refused_ones_marked() -> None:
    t = Table("arcana", seed=3, view=TEACHER)
    labels = _labels(t)
    assert labels["throw Star"] is False and len(labels) == 22
    t.choose("throw Magician")
    t.choose("throw Hermit")  # round parity decides who wins; one card may be removed
    menu = t.menu()
    assert menu is not None
    for option in menu.options:
        assert option.ok or option.tip.startswith("[arcana R")


def test_table_click_changes_state_and_log_and_undo_restores() -> None:
    t = Table("arcana", seed=3, view=TEACHER)
    board0, log0 = t.board, t.panel["log"]
    v = t.click("throw Star")
    assert v.ok and t.session.state.step == 2
    assert t.board != board0 and t.panel["log"] != log0
    assert "seat 0 throws a card face down" in [e["text"] for e in t.panel["log"]]
    t.undo()
    assert t.session.state.step == 1 and t.board == board0


def test_table_explains_illegal_actions() -> None:
    t = Table("arcana", seed=3, view=TEACHER)
    v = t.choose("gain 3 keys")
    assert not v.ok and "arcana R2" in t.panel["message"][1]
    t.why("die 4")
    assert "arcana R7" in t.panel["message"][1] and t.panel["message"][0] is False
    assert t.session.state.step == 1


def test_a_bot_chosen_for_the_seat_to_move_plays_at_once() -> None:
    """Choosing a bot for the seat to move used to stall the game ("seat 1 (greedy bot) to
    move", buttons enabled): now the bot plays as soon as it is to move."""
    t = Table("arcana", seed=3, view=TEACHER)
    t.bot()
    assert t.session.state.step == 2 and t.session.state.to_move == 1
    t.set_seat(1, "greedy")
    assert t.session.bots[1].name == "greedy"
    assert t.session.state.to_move == 0 and t.session.state.step > 2
    assert t.panel["menu"] is not None


def test_hot_seat_keeps_the_first_throw_secret_behind_a_curtain() -> None:
    """arcana R12: with two people at one screen, seat 1 never sees seat 0's throw: after it,
    the picture is the public view behind a curtain until seat 1 asks for its cards, and then
    shows seat 1's view, where the throw is face down."""
    import tarotlab

    t = Table("arcana", seed=3)
    assert t.panel["curtain"] == {"seat": 0, "label": "pass to seat 0 — show my cards"}
    assert t.panel["menu"] is None  # no choices (they would show the hand) behind it
    t.reveal()
    assert t.viewer == 0 and t.panel["menu"] is not None
    t.choose("throw Star")
    assert t.panel["curtain"]["seat"] == 1 and t.viewer is None
    hidden = tarotlab.new_game("arcana", seed=3)
    hidden.apply("throw Sun")  # another throw: the public picture must be the same
    assert t.board_html == hidden.view(None)._repr_html_()
    t.reveal()
    assert t.viewer == 1 and t.board_html == hidden.view(1)._repr_html_()
    assert t.choose("throw Moon").ok


def test_the_teacher_switch_shows_everything_and_says_so() -> None:
    t = Table("arcana", seed=3, view=TEACHER)
    assert t.panel["viewer"] == "everything (teacher)" and t.panel["curtain"] is None
    t.set_mode(PUBLIC)
    assert t.viewer is None and t.panel["menu"] is None and "hidden" in t.panel["hidden"]


def test_table_timeline_and_lines() -> None:
    t = Table("arcana", seed=3, view=TEACHER)
    t.choose("throw Star")
    t.goto(0)
    assert t.session.position == 0 and t.session.state.step == 1
    t.choose("throw Sun")
    tree = t.panel["tree"]
    assert [tree["name"], tree["branches"][0]["block"]["name"]] == ["main line", "line 1"]
    t.set_lines(0)
    assert t.session.state.history[-1][1] == "throw Star"


def _blocks(tree: dict[str, Any]) -> list[dict[str, Any]]:
    """Every block of a tree outline, depth first."""
    return [tree, *(b for br in tree["branches"] for b in _blocks(br["block"]))]


def test_the_tree_of_lines_is_clicked_named_promoted_and_deleted() -> None:
    """issue "Exploring edge cases" 3: the Table draws the lines as a tree (an analysis
    board's move list); a click on a move shows that position, on its own line; lines are
    renamed, promoted and deleted from the tree; a refusal says why and changes nothing."""
    t = Table("arcana", seed=3, view=TEACHER)
    t.choose("throw Star")
    t.choose("throw Moon")
    t.goto(1)
    t.choose("throw Sun")  # a variation after seat 0's Star
    tree = t.panel["tree"]
    main, variation = _blocks(tree)
    assert [n["label"] for n in main["nodes"]][1:] == ["s0: throw Star", "s1: throw Moon"]
    assert variation["nodes"][0]["label"] == "s1: throw Sun" and variation["shown"]
    assert main["branches"][0]["after"] == 1  # it branches after the Star
    moon = main["nodes"][2]["path"]
    assert page_message({"do": "node", "path": moon}) == ("node", {"path": moon})
    t._on_message(None, {"do": "node", "path": moon}, [])
    assert t.session.state.history[-1][1] == "throw Moon" and t.session.line.index == 0
    assert _blocks(t.panel["tree"])[0]["nodes"][2]["current"]
    sun = variation["nodes"][0]["path"]
    t._on_message(None, {"do": "rename", "path": sun, "name": "the Sun instead"}, [])
    t._on_message(None, {"do": "promote", "path": sun}, [])
    assert t.panel["tree"]["name"] == "the Sun instead"
    before = snapshot(t.session.state), [str(x) for x in t.session.lines()]
    t._on_message(None, {"do": "delete", "path": t.panel["tree"]["nodes"][0]["path"]}, [])
    assert "main line cannot be deleted" in t.panel["message"][1]
    assert (snapshot(t.session.state), [str(x) for x in t.session.lines()]) == before
    t._on_message(None, {"do": "node", "path": "9.9"}, [])
    assert "no position '9.9'" in t.panel["message"][1]
    old = _blocks(t.panel["tree"])[1]["nodes"][0]["path"]
    t._on_message(None, {"do": "delete", "path": old}, [])
    assert len(t.session.lines()) == 1


def test_table_lets_bots_that_move_first_play_at_once() -> None:
    """A person at seat 0 of Arcanum finds the bots' opening decisions already made."""
    t = Table("arcanum", players=4, seed=3, bots={1: "greedy", 2: "greedy", 3: "greedy"})
    assert t.session.state.to_move == 0
    assert t.viewer == 0  # the one person's seat is shown by default


def test_table_with_many_actions_shows_at_most_twenty_choices() -> None:
    """An Arcs turn with a big stack of ships has dozens of moves: the Table shows the kinds
    of action first, then the systems to move from, never more than LIMIT buttons."""
    import tarotlab
    from tarotlab.arcs.scenario import Edit
    from tarotlab.notebook.choices import LIMIT

    game = tarotlab.new_game("arcs", players=3, seed=4, setup_card="3P Mix Up")
    Edit(game).ships(0, "3.3", fresh=8, damaged=2)
    table = Table(Session(game), view=TEACHER)
    assert table.choose("lead Agg2").ok
    state = table.session.state
    assert len(state.candidates()) > LIMIT
    menu = table.menu()
    assert menu is not None and len(menu.options) <= LIMIT
    assert "move …" in menu.labels()
    table.click("move …")
    moves = table.menu()
    assert moves is not None and moves.path == ("move",) and len(moves.options) <= LIMIT
    table.pick("3.3")  # a click on system 3.3 of the map
    picked = table.menu()
    assert picked is not None and picked.pick == "3.3"
    reachable = [o for o in picked.options]
    assert reachable and all("3.3" in o.label or o.step for o in reachable)


def _changes(table: Table) -> list[str]:
    """The traits the page is sent, in order (``board`` and ``panel``)."""
    seen: list[str] = []
    table.observe(lambda change: seen.append(str(change["name"])), names=["board", "panel"])
    return seen


def test_a_quick_bot_reply_comes_with_the_move_in_one_drawing() -> None:
    """A greedy Arcana bot answers in well under BOT_PREVIEW_AFTER: the page gets one new
    picture, already showing the reply, and one panel, not a flash of the move first."""
    table = Table(Session("arcana", seed=2, bots={1: "greedy"}))
    seen = _changes(table)
    assert table.choose("throw Star").ok
    assert seen == ["board", "panel"]
    assert table.session.state.to_move == 0  # the bot's throw and the reveal are played
    assert table.panel["busy"] is False


def test_a_slow_bot_reply_shows_the_move_first_with_the_buttons_greyed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots slower than BOT_PREVIEW_AFTER (here: any) let the page see the move first, its
    buttons greyed, then the replies."""
    monkeypatch.setattr(widgets, "BOT_PREVIEW_AFTER", -1.0)
    table = Table(Session("arcanum", seed=2, players=3, bots={1: "greedy", 2: "greedy"}))
    busy: list[bool] = []
    table.observe(lambda change: busy.append(bool(change["new"].get("busy"))), names=["panel"])
    seen = _changes(table)
    action = str(table.session.state.legal_actions()[0])
    assert table.choose(action).ok
    assert seen[:2] == ["board", "panel"] and seen[-2:] == ["board", "panel"]
    assert busy[0] is True and busy[-1] is False


@pytest.mark.parametrize("message", [
    {"do": "goto", "position": None}, {"do": "line", "index": {}}, {"do": "seat", "seat": [],
                                                                     "who": "greedy"},
    {"do": "seat", "seat": True, "who": "greedy"}, {"do": "pick", "token": 10 ** 30},
    {"do": "act"}, {"do": "act", "action": ["draw"]}, {"do": "nonsense"}, ["act"], None,
])
def test_a_malformed_page_message_is_refused_and_changes_nothing(message: object) -> None:
    """A message the page never sends (a wrong field or type: another version of the page, a
    hand-made message) gets a clear answer on the Table and changes nothing; the next click
    still works (a number as the picked token once broke every later refresh)."""
    table = Table(Session("arcanum", players=3, seed=2, bots={1: "greedy", 2: "greedy"}))
    before = (table.session.state.record().to_json(), table.board, table.menu())
    table._on_message(table, message, None)
    assert table.panel["message"] is None or table.panel["message"][0] is False
    assert (table.session.state.record().to_json(), table.board, table.menu()) == before
    menu = table.menu()
    assert menu is not None
    first = next(o for o in menu.options if o.ok)
    table._on_message(table, {"do": "act", "action": first.action} if first.action else
                      {"do": "step", "word": first.step}, None)
    assert table._last.ok


_JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                     | st.text(max_size=30), lambda inner: st.lists(inner, max_size=3)
                     | st.dictionaries(st.text(max_size=8), inner, max_size=3), max_leaves=6)
_FIELD_NAMES = sorted({name for _, fields in widgets.PAGE_MESSAGES.values()
                       for name in fields})


@settings(max_examples=300, deadline=None)
@given(st.one_of(_JSON, st.fixed_dictionaries(
    {"do": st.sampled_from(sorted(widgets.PAGE_MESSAGES)) | st.text(max_size=8)},
    optional={name: _JSON for name in _FIELD_NAMES})))
def test_no_page_message_escapes_the_table_and_a_refused_one_changes_nothing(
        message: object) -> None:
    """Any JSON the page could send: the Table answers it (nothing raises out of the widget);
    a message ``page_message`` refuses leaves the game as it was."""
    table = _fuzzed_table()
    before = table.session.state.record().to_json()
    try:
        widgets.page_message(message)
    except TarotlabError:
        refused = True
    else:
        refused = False
    table._on_message(table, message, None)
    assert table.panel["status"]
    if refused:
        assert table.session.state.record().to_json() == before


@functools.cache
def _fuzzed_table() -> Table:
    """One Table for every example (a Mystick game against a random bot), built once."""
    return Table(Session("mystick", players=2, seed=3, bots={1: "random"}))


def test_a_saved_exploration_opens_in_an_explorer_a_student_can_click(tmp_path: Any) -> None:
    """A teacher hands out case.json; ``Explorer(Session.load(...))`` shows its tree beside
    the picture; a click on a move shows that position, the arrow keys' messages move along
    the line and between lines, and a bad message changes nothing."""
    from tarotlab.notebook.explorer import Explorer

    s = Session("arcana", seed=3, perspective=ALL)
    for action in ("throw Star", "throw Moon"):
        s.play(action)
    s.goto(1)
    s.play("throw Sun")
    s.name_line("the Sun instead")
    path = tmp_path / "case.json"
    s.save(path)
    x = Explorer(Session.load(path))
    main, variation = _blocks(x.panel["tree"])
    assert variation["name"] == "the Sun instead" and variation["shown"]
    assert x.board and x.panel["status"].startswith("the Sun instead · position 2 of 2")
    x._on_message(None, {"do": "node", "path": main["nodes"][2]["path"]}, [])
    assert x.session.state.history[-1][1] == "throw Moon"
    assert "main line · position 2" in x.panel["status"]
    x._on_message(None, {"do": "undo"}, [])
    assert x.session.position == 1
    x._on_message(None, {"do": "line", "index": 1}, [])
    assert x.session.state.history[-1][1] == "throw Sun"
    before = snapshot(x.session.state)
    x._on_message(None, {"do": "node", "path": 3}, [])
    assert "not a text" in x.panel["message"] and snapshot(x.session.state) == before
