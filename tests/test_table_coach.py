"""The Table's hint button (``Table.ask_coach``, issue 32): offered to the seat to move when it
may see its own cards, "thinking" sent to the page before the advice, the advice shown to that
seat only and only at its position, refused clearly where there is no hint to give, off in
lessons unless the lesson asks for it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_search import moon_at_eleven
from test_search_golden_mystick import DUEL, tripwire_at_the_last_draw

from tarotlab.lessons import Lesson, LessonError
from tarotlab.notebook.session import Session
from tarotlab.notebook.widgets import PUBLIC, TEACHER, Table

QUICK = 0.15
"""Seconds a hint may take in these tests (what is checked does not depend on the figures)."""


def sent_panels(table: Table) -> list[dict[str, Any]]:
    """Every panel the page is sent from now on, in order."""
    panels: list[dict[str, Any]] = []
    table.observe(lambda change: panels.append(change["new"]), names="panel")
    return panels


def test_the_hint_button_says_it_is_thinking_then_gives_the_best_move_that_wins() -> None:
    """``moon_at_eleven`` (worked out by hand in test_search, arcana R5, R7, R10, R11): seat 1
    to move, Death wins at once. The page is told the coach is thinking, with its buttons
    greyed, before the advice comes; the advice's "play" button plays the move."""
    table = Table(Session(moon_at_eleven()), view="seat 1", hint_seconds=0.4)
    assert table.panel["coach"] == {"offered": True, "thinking": None, "advice": None}
    panels = sent_panels(table)
    table._on_message(None, {"do": "coach"}, [])
    thinking, answered = panels[0], panels[-1]
    assert thinking["busy"] and thinking["coach"]["thinking"] == \
        "the coach is thinking (0.4 s)…"
    advice = answered["coach"]["advice"]
    assert not answered["busy"] and answered["coach"]["thinking"] is None
    assert advice["seat"] == 1 and advice["best"] == "throw Death"
    assert advice["text"].startswith("seat 1: throw Death looks best. It wins 100% of ")
    table._on_message(None, {"do": "act", "action": advice["best"]}, [])
    assert table.session.state.outcome is not None
    assert table.session.state.outcome.winners == (1,)


def test_the_advice_is_for_the_seat_that_asked_and_for_this_position_only() -> None:
    table = Table("arcana", seed=3, view="seat 0", hint_seconds=QUICK)
    assert table.ask_coach().ok
    advice = table.panel["coach"]["advice"]
    assert advice is not None and advice["seat"] == 0
    assert advice["best"] in {str(a) for a in table.session.state.legal_actions()}
    for other in ("seat 1", PUBLIC):  # seat 0's own hint names its own plans: not for others
        table.set_mode(other)
        assert table.panel["coach"]["advice"] is None
    table.set_mode(TEACHER)
    assert table.panel["coach"]["advice"] == advice
    table.set_mode("seat 0")
    table.choose("throw Star")
    assert table.panel["coach"]["advice"] is None  # another position: the advice is gone
    table.undo()
    assert table.panel["coach"]["advice"] == advice  # back where it was asked


@pytest.mark.parametrize(("setup", "reason"), [
    (lambda: Table("arcana", seed=3, hint_seconds=QUICK),
     "a hint is for seat 0's eyes: show seat 0's view first"),  # behind the curtain
    (lambda: Table("arcana", seed=3, view=PUBLIC, hint_seconds=QUICK),
     "a hint is for seat 0's eyes: show seat 0's view first"),
    (lambda: Table(Session("arcana", seed=3, bots={0: "greedy", 1: "greedy"}),
                   autoplay_bots=False, view=TEACHER, hint_seconds=QUICK),
     "seat 0 is played by a bot"),
    (lambda: Table("arcana", seed=3, auto_chance=False, view=TEACHER, hint_seconds=QUICK),
     "chance decides now, not a seat"),
])
def test_no_hint_where_there_is_none_to_give_and_the_page_is_told_why(setup: Any,
                                                                      reason: str) -> None:
    table = setup()
    before = table.session.state.clone()
    assert table.panel["coach"]["offered"] is False
    verdict = table.ask_coach()
    assert not verdict.ok and verdict.reason == reason
    assert table.panel["message"] == [False, f"✘ hint: [coach] {reason}"]
    assert table.session.state == before and table.panel["coach"]["advice"] is None


def test_no_hint_in_a_game_the_coach_does_not_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every game is searched now; a game without a searching bot would be told so."""
    import tarotlab.notebook.widgets as widgets

    monkeypatch.setattr(widgets, "bot_names", lambda game: ("random", "greedy"))
    table = Table("arcs", seed=3, view=TEACHER, hint_seconds=QUICK)
    assert table.panel["coach"]["offered"] is False
    assert table.ask_coach().reason == "the coach does not search arcs yet"


def test_a_hint_that_cannot_picture_the_position_says_so_and_the_page_is_free(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Arcs: a redraw that gives up (NoWorldFound) is a refusal with its reason, the page
    no longer busy and the position unchanged."""
    from test_determinize_arcs import give_up_at_once, greedy_game

    state = greedy_game(15, 4, step=329)
    give_up_at_once(monkeypatch)
    table = Table(Session(state), view=TEACHER, hint_seconds=QUICK)
    before = table.session.state.clone()
    verdict = table.ask_coach()
    assert not verdict.ok and "cannot picture this position" in verdict.reason
    assert table.panel["busy"] is False and table.panel["coach"]["advice"] is None
    assert table.session.state == before


def test_no_hint_when_the_game_is_over() -> None:
    table = Table(Session(moon_at_eleven()), view=TEACHER, hint_seconds=QUICK)
    table.choose("throw Death")  # seat 1 wins at once (see the first test)
    assert table.panel["coach"]["offered"] is False
    assert table.ask_coach().reason == "the game is over"


def test_a_lesson_offers_no_hint_unless_it_asks_for_the_coach() -> None:
    lesson = Lesson("arcana-basics")
    assert lesson.coach is False
    table = Table.for_lesson(lesson, hint_seconds=QUICK)
    assert table.panel["coach"]["offered"] is False
    assert table.ask_coach().reason == ("this lesson teaches its own moves: it does not offer "
                                        "the coach's hints")
    lesson.coach = True  # what `coach = true` in the lesson's file does
    assert table.ask_coach().ok and table.panel["coach"]["advice"] is not None


def test_a_lesson_file_asks_for_the_coach_with_coach_true(tmp_path: Any) -> None:
    source = Lesson("arcana-basics").source
    text = Path(source).read_text(encoding="utf-8")
    assert "\ncoach" not in text
    for value, expected in (("true", True), ("false", False), ('"yes"', None)):
        path = tmp_path / f"with-{value.strip(chr(34))}.toml"
        path.write_text(text.replace('game = "arcana"', f'game = "arcana"\ncoach = {value}', 1),
                        encoding="utf-8")
        if expected is None:
            with pytest.raises(LessonError, match="coach must be true or false, not 'yes'"):
                Lesson.load(path)
        else:
            assert Lesson.load(path).coach is expected


@pytest.mark.parametrize("seconds", [0, -1, 61, float("nan")])
def test_a_table_refuses_a_hint_budget_it_cannot_keep(seconds: float) -> None:
    with pytest.raises(Exception, match="hint_seconds must be more than 0 and at most 60"):
        Table("arcana", seed=1, hint_seconds=seconds)


def test_the_advice_offers_its_line_as_a_variation_and_the_table_stays_put() -> None:
    """``tripwire_at_the_last_draw`` (worked out by hand in test_search_golden_mystick from
    mystick R6, R8, R10, R11, R13, R14): seat 0 to move; drawing loses, the Ashen Duelist's
    challenge wins at once, so the coach's line is that one move. "Try it" adds it as a
    variation named after it (seat 0 had drawn there first), the position shown stays, and
    redo steps into the win. The search finds the win in every one of 8 seeded searches of
    200 iterations, not in every one of 100; in 0.5 s it made 500-620 iterations on one core
    of this project's 2-core machine and 870-1,560 on two, alone, and once too few in
    ``make test``, beside the browser suite: 2 s leaves room for a loaded machine."""
    table = Table(Session(tripwire_at_the_last_draw()), view="seat 0", hint_seconds=2.0)
    table.choose("draw")  # the main line
    table.undo()
    assert table.ask_coach().ok
    advice = table.panel["coach"]["advice"]
    assert advice["best"] == DUEL and advice["line"] == [DUEL]
    shown = table.session.state.clone()
    table._on_message(None, {"do": "coach_line"}, [])
    assert table.session.state == shown
    assert table.panel["message"] == [True, f"✔ coach: {DUEL}: redo steps through the "
                                      "coach's line"]
    assert [line.name for line in table.session.lines()] == ["main line", f"coach: {DUEL}"]
    assert table.redo().ok
    outcome = table.session.state.outcome
    assert outcome is not None and outcome.winners == (0,)
    table.undo()
    table._on_message(None, {"do": "coach_line"}, [])  # again: the line is there already
    assert len(table.session.lines()) == 2


def test_no_line_to_add_without_advice_for_this_position() -> None:
    table = Table("arcana", seed=3, view="seat 0", hint_seconds=QUICK)
    lines = table.session.lines()
    verdict = table.add_coach_line()
    assert not verdict.ok and verdict.reason == ("there is no hint for this position to add: "
                                                 "ask for one first")
    assert table.session.lines() == lines and table.session.positions == 1


def test_arcanum_has_the_hint_button_too() -> None:
    """Arcanum's determinizer is fast enough for the search: the seat to move, shown its own
    view, gets advice that names one of its legal moves and is shown to no other seat."""
    table = Table("arcanum", seed=3, players=3, view=TEACHER, hint_seconds=QUICK)
    session = table.session
    while session.state.to_move is None or session.state.to_move < 0 or \
            len(session.state.legal_actions()) < 2:
        session.bot_move()
    seat = session.state.to_move
    table.set_mode(f"seat {seat}")
    assert table.panel["coach"]["offered"] is True
    assert table.ask_coach().ok
    advice = table.panel["coach"]["advice"]
    assert advice["seat"] == seat
    assert advice["best"] in {str(a) for a in session.state.legal_actions()}
    table.set_mode(f"seat {(seat + 1) % 3}")
    assert table.panel["coach"]["advice"] is None
