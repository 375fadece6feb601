"""Guided lessons: every lesson plays to its end headless; at every step that asks for a
move, a wrong move (an illegal one, and another legal one) is answered with a reason and
changes nothing; lessons that do not fit the rules are refused naming the step."""

from __future__ import annotations

from pathlib import Path

import pytest

from tarotlab.cli import main
from tarotlab.core.rulebook import citations
from tarotlab.lessons import GAMES, Lesson, LessonError, LessonRun, catalog
from tarotlab.notebook.widgets import Table
from tarotlab.testing.snapshot import snapshot

LESSONS = [entry.id for entry in catalog()]


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_every_lesson_plays_to_its_end(lesson_id: str) -> None:
    lesson = Lesson(lesson_id)
    feedback = lesson.walkthrough()
    assert len(feedback) == len(lesson.steps) and all(f.ok for f in feedback)


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_a_wrong_move_at_every_step_is_refused_with_a_reason_and_changes_nothing(
        lesson_id: str) -> None:
    run = Lesson(lesson_id).start()
    tried = 0
    while not run.done:
        step = run.step
        if step.kind == "move":
            state = run.session.state
            wanted = {str(state.coerce(a)) for a in step.expect}
            wrong = [str(a) for a, v in state.candidates() if str(a) not in wanted]
            for action in [*wrong[:2], wrong[-1]] if wrong else []:
                before = snapshot(state)
                feedback = run.try_move(action)
                assert not feedback.ok and feedback.text.startswith("not quite"), feedback
                if state.check(action).ok:  # legal but not the lesson's: it says what it teaches
                    said = step.wrong.get(action) or step.why
                    assert said and said.removeprefix("not quite: ") in feedback.text, feedback
                assert snapshot(run.session.state) == before and run.step is step
                tried += 1
            assert run.try_move(step.expect[0]).ok
        elif step.kind == "free":
            assert run.try_move(str(run.session.state.legal_actions()[0])).ok
        elif step.kind == "question":
            assert step.question is not None
            others = [c for c in step.question.choices if c != step.question.answer]
            if others:
                feedback = run.answer(others[0])
                assert not feedback.ok and not run.next()
                hint = step.question.hint or step.hint
                cited = citations(step.text)  # the fallback names only rules the step cites
                rules = f": {' and '.join(cited)} tell{'s' if len(cited) == 1 else ''}"
                assert feedback.text == "not quite: " + (
                    hint or "read the step again" + (rules if cited else "")), feedback
            assert run.answer(step.question.answer).ok and run.next()
        else:
            assert run.next()
    assert tried or not any(s.kind == "move" for s in run.lesson.steps)


def _play_step(run: LessonRun, move: str | None = None) -> bool:
    """Do one step the way the walkthrough does (``move``: another accepted move)."""
    step = run.step
    if step.kind == "move":
        return run.try_move(move or step.expect[0]).ok
    if step.kind == "free":
        return run.try_move(str(run.session.state.legal_actions()[0])).ok
    if step.kind == "question":
        assert step.question is not None
        return run.answer(step.question.answer).ok and run.next()
    return run.next()


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_every_accepted_move_leads_on_to_the_end(lesson_id: str) -> None:
    """A step may accept several moves (``expect``): the lesson goes on to its end after each."""
    lesson = Lesson(lesson_id)
    for index, step in enumerate(lesson.steps):
        for move in step.expect[1:]:
            run = lesson.start()
            while run.index < index:
                assert _play_step(run)
            assert _play_step(run, move), (step.number, move, run.feedback)
            while not run.done:
                assert _play_step(run), (lesson_id, run.step.number, move, run.feedback)


def test_every_game_has_its_lessons_in_a_teachers_order() -> None:
    """At least three per game (basics, a full turn or round, the end); for Arcs also a
    battle and the Court."""
    for game in GAMES:
        entries = catalog(game)
        if not entries:
            pytest.xfail(f"{game} has no lessons yet")
        assert len(entries) >= 3, game
        assert [e.order for e in entries] == sorted(e.order for e in entries)
    arcs = " ".join(e.id for e in catalog("arcs"))
    assert "battle" in arcs and "court" in arcs


BAD = '''
game = "arcana"
title = "a broken lesson"
[options]
seed = 1
auto_chance = false
[position]
moves = ["coin 1"]
[[steps]]
text = "fine"
[[steps]]
text = "asks for a move that is not legal"
expect = ["gain 3 keys"]
why = "the step teaches something"
'''


@pytest.mark.parametrize(("change", "message"), [
    (lambda t: t, "step 2"),
    (lambda t: t.replace('expect = ["gain 3 keys"]', 'expect = ["throw Star"]\nthen = '
                         '["gain 3 keys"]'), "step 2: the scripted move"),
    (lambda t: t.replace('text = "fine"', 'text = "see [arcana R99]"'),
     "step 1: cites 'arcana R99'"),
    (lambda t: t.replace('moves = ["coin 1"]', 'moves = ["coin 7"]'), "position move 1"),
    (lambda t: t.replace('text = "fine"', 'text = "fine"\nbogus = 1'), "unknown key 'bogus'"),
    (lambda t: t.replace('expect = ["gain 3 keys"]\nwhy = "the step teaches something"',
                         '[steps.question]\nprompt = "?"\nchoices = ["a"]\nanswer = "b"'),
     "is not among the choices"),
    (lambda t: t.replace('why = "the step teaches something"', ''),
     "step 2: a move step needs 'why'"),
])
def test_a_lesson_that_does_not_fit_is_refused_naming_the_step(
        tmp_path: Path, change: object, message: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(change(BAD))  # type: ignore[operator]
    with pytest.raises(LessonError, match=message):
        Lesson.load(path)


def test_lessons_are_listed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lessons", "--check"]) == 0
    out = capsys.readouterr().out
    assert "arcana-basics" in out and "fit the rules" in out
    with pytest.raises(LessonError, match="no lesson 'nope'"):
        Lesson("nope")


def test_a_lesson_on_a_table_checks_the_learners_moves() -> None:
    table = Table.for_lesson(Lesson("arcana-basics"))
    panel = table.panel["lesson"]
    assert panel["number"] == 1 and panel["kind"] == "read"
    table.lesson_do("next")
    table.lesson_do("answer", "The Sun (XIX)")
    assert table.panel["lesson"]["feedback"]["ok"] is False
    table.lesson_do("answer", "Judgment (XX)")
    table.lesson_do("next")
    verdict = table.choose("throw Sun")
    assert not verdict.ok and "arcana R5" in verdict.reason
    assert table.choose("throw Judgment").ok and table.panel["lesson"]["number"] == 4
    table.lesson_do("restart")
    assert table.panel["lesson"]["number"] == 1


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_what_a_step_points_at_is_in_its_picture(lesson_id: str) -> None:
    """A step's ``point`` words name things the learner's picture marks (``data-pick``), so
    the Table can highlight them."""
    lesson = Lesson(lesson_id)
    run = lesson.start()
    while not run.done:
        step = run.step
        html = run.session.state.view(lesson.learner)._repr_html_()
        for word in step.point:
            assert f'data-pick="{word}"' in html, f"{lesson_id} step {step.number}: {word!r}"
        if step.kind == "move":
            run.try_move(step.expect[0])
        elif step.kind == "free":
            run.try_move(str(run.session.state.legal_actions()[0]))
        else:
            if step.question is not None:
                run.answer(step.question.answer)
            run.next()


@pytest.mark.parametrize(("lesson_id", "number", "move", "teaches"), [
    ("arcanum-basics", 3, "hide 4S", "keep the 4 of Swords"),
    ("arcanum-turn", 3, "hide 8C", "keep the 8 of Chalices"),
    ("mystick-round", 6, "play AC", "asks for the Chalice Bearer"),
])
def test_a_wrong_legal_move_hears_what_the_step_teaches(lesson_id: str, number: int,
                                                       move: str, teaches: str) -> None:
    """The audit's examples: a legal move that is not the lesson's gets the step's own
    reason (its ``why`` or ``wrong`` text), never a pointer to a rule the step does not
    cite."""
    run = Lesson(lesson_id).start()
    while run.step.number < number:
        assert _play_step(run)
    assert run.session.state.check(move).ok
    feedback = run.try_move(move)
    assert not feedback.ok and teaches in feedback.text and "cites" not in feedback.text


def test_arcana_basics_names_all_four_ways_a_game_ends() -> None:
    """arcana R11 and the rulebook: HP at 0, the clock at midnight, no cards left (all
    removed from play) lose; unlocking the ninth chamber wins."""
    text = Lesson("arcana-basics").steps[0].text
    for words in ("HP", "midnight", "no cards left", "ninth", "[arcana R11]"):
        assert words in text, words


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_each_step_starts_with_no_feedback(lesson_id: str) -> None:
    """A right move or a step read leaves no "yes" behind to be read as the next question's
    answer: the next step's panel starts with no feedback."""
    from tarotlab.notebook.widgets import Table

    table = Table.for_lesson(Lesson(lesson_id).start())
    run = table.lesson
    assert run is not None
    while not run.done:
        number = run.step.number
        assert _play_step(run)
        if run.done:
            break
        assert run.step.number == number + 1 and run.feedback is None, (number, run.feedback)
        table.refresh()
        panel = table._lesson_panel()
        assert panel is not None and panel["feedback"] is None


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_a_finished_lesson_plays_on_against_bots(lesson_id: str) -> None:
    """At a lesson's end the greedy bot plays every other seat (arcanum-basics and arcs-battle
    used to stop with another seat to move and no one to move it), and the panel says the
    lesson is over."""
    from tarotlab.notebook.widgets import Table

    table = Table.for_lesson(Lesson(lesson_id).start())
    run = table.lesson
    assert run is not None
    while not run.done:
        assert _play_step(run)
    state = run.session.state
    learner = run.lesson.learner
    assert state.is_over or state.to_move == learner, (state.to_move, learner)
    assert all(seat in run.session.bots for seat in range(state.players) if seat != learner)
    panel = table._lesson_panel()
    assert panel is not None and "lesson is over" in panel["html"]
    if not state.is_over:  # the learner plays on; the bots answer
        run.session.play(str(state.legal_actions()[0]))
        run.session.play_bots()
        assert run.session.state.is_over or run.session.state.to_move == learner


def test_a_walkthrough_reads_well_in_a_notebook_and_in_text() -> None:
    """``Lesson(...).walkthrough()`` used to show a list of Feedback(...) reprs: now one line
    per step in text, and a table in a notebook; it is still the list of the feedback."""
    lesson = Lesson("arcs-battle")
    walk = lesson.walkthrough()
    assert len(walk) == len(lesson.steps) and all(f.ok for f in walk)
    text = repr(walk).splitlines()
    assert text[0] == f"arcs-battle: {len(lesson.steps)} steps, every one accepted"
    assert text[2].split() == ["step", "2", "move", "lead", "Agg5", "->", "yes"]
    page = walk._repr_html_()
    assert page.count("<tr>") == len(lesson.steps) + 1 and "Feedback(" not in page
