"""Session (plain Python) and the Table widget, headless: clicks, undo, bots, explanations."""

from __future__ import annotations

from tarotlab import CHANCE
from tarotlab.notebook.session import Session
from tarotlab.notebook.widgets import Table


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
    return {b.description: b.disabled for b in t.actions.children}


def test_table_buttons_are_the_candidates_with_illegal_ones_disabled() -> None:
    t = Table("arcana", seed=3)
    labels = _labels(t)
    assert labels["throw Star"] is False and len(labels) == 22
    t.choose("throw Magician")
    t.choose("throw Hermit")  # round parity decides who wins; one card may be removed
    removed = [b for b in t.actions.children if b.disabled]
    for b in removed:
        assert b.tooltip.startswith("[arcana R")


def test_table_click_changes_state_and_log_and_undo_restores() -> None:
    t = Table("arcana", seed=3)
    board0, log0 = t.board.value, t.event_log.value
    v = t.click("throw Star")
    assert v.ok and t.session.state.step == 2
    assert t.board.value != board0 and t.event_log.value != log0
    assert "seat 0 throws a card face down" in t.event_log.value
    t.undo()
    assert t.session.state.step == 1 and t.board.value == board0


def test_table_explains_illegal_actions() -> None:
    t = Table("arcana", seed=3)
    v = t.choose("gain 3 keys")
    assert not v.ok and "arcana R2" in t.message.value
    t.try_text.value = "die 4"
    t.try_button.click()
    assert "arcana R7" in t.message.value
    assert t.session.state.step == 1


def test_table_bot_button_and_bot_pickers() -> None:
    t = Table("arcana", seed=3)
    t.bot_button.click()
    assert t.session.state.step == 2
    t.seat_pickers[1].value = "greedy"
    assert t.session.bots[1].name == "greedy"
    t.click(next(b.description for b in t.actions.children if not b.disabled))
    assert t.session.state.to_move in (0, None)  # the greedy bot answered at once


def test_table_timeline_and_perspective() -> None:
    t = Table("arcana", seed=3)
    t.choose("throw Star")
    t.perspective.value = 1
    assert "face down" in t.board.value
    t.perspective.value = 0
    assert "face down" not in t.board.value
    t.timeline.value = 0
    assert t.session.position == 0 and t.session.state.step == 1


def test_table_lets_bots_that_move_first_play_at_once() -> None:
    """A person at seat 0 of Arcanum finds the bots' opening decisions already made."""
    t = Table("arcanum", players=4, seed=3, bots={1: "greedy", 2: "greedy", 3: "greedy"})
    assert t.session.state.to_move == 0
    assert t.session.perspective == 0  # the one person's seat is shown by default


def test_table_with_many_actions_shows_one_kind_at_a_time() -> None:
    """An Arcs turn with a big stack of ships has dozens of moves: the Table groups the
    buttons by kind (first word), shows the kind of the first legal action, and switches."""
    import tarotlab
    from tarotlab.arcs.scenario import Edit
    from tarotlab.notebook.widgets import MAX_BUTTONS

    game = tarotlab.new_game("arcs", players=3, seed=4, setup_card="3P Mix Up")
    Edit(game).ships(0, "3.3", fresh=8, damaged=2)
    table = Table(Session(game))
    assert table.kinds.layout.display == "none"  # leading: few candidates
    assert table.choose("lead Agg2").ok
    state = table.session.state
    assert len(state.candidates()) > MAX_BUTTONS
    assert table.kinds.layout.display == ""
    kinds = dict((value, label) for label, value in table.kinds.options)
    moves = sum(1 for a in state.legal_actions() if a.kind == "move")
    assert kinds["move"] == f"move ({moves})"
    assert table.kinds.value == state.legal_actions()[0].kind == "declare"
    table.kinds.value = "move"
    shown = [b.description for b in table.actions.children]
    assert len(shown) == moves and all(label.startswith("move ") for label in shown)
    assert table.choose(shown[0]).ok and table.kinds.value == "move"
