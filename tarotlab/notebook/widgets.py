"""Table: a game's Session in a notebook or on the classroom page, as one custom widget.

The widget (``anywidget``: ``static/table.js`` draws it, ``static/table.css`` styles it) shows
the picture, the choices of the decision now (arranged by ``choices.py`` so a learner sees at
most about 20 at once; clicking a system, location or card in the picture narrows them),
a "why / why not?" box, undo/redo and a move slider, the lines explored, who plays each
seat, what the picture shows, and the event log. Python decides everything shown; the page
only draws it and reports clicks, so one click costs one message each way (the picture is
sent first, then the rest).

Secrets are kept: the picture shows what the seat to move may see. With two or more people
at one screen, a curtain ("pass to seat 2 — show my cards") hides the last person's cards
until the next one asks; seeing everything is an explicit teacher switch. Nothing the shown
seat may not see is ever sent to the page.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import anywidget
import traitlets

from ..bots import bot_names
from ..core.engine import ALL, CHANCE
from ..core.errors import TarotlabError, shown
from ..core.rules import Verdict
from ..lessons import Feedback, Lesson, LessonRun
from .choices import Menu, build_menu
from .markdown import markdown_html
from .page import check_message, split_style, static
from .session import Session

MAX_HINT_SECONDS = 60.0
PERSON = "person"
CHANCE_LABEL = "let chance decide (seeded)"
LOG_LINES = 14
HOT_SEAT = "seat to move"
TEACHER = "teacher: everything"
PUBLIC = "public view"
HINT_SECONDS = 1.5
"""The coach's budget for a hint asked at the Table (``Session.hint``)."""
BOT_PREVIEW_AFTER = 0.03
"""Seconds of bots' thinking after which the page sees the move before their replies
(below it, a reply comes with the move: a second message would only flash the move)."""


PAGE_MESSAGES: dict[str, tuple[str, dict[str, tuple[type, ...]]]] = {
    "act": ("choose", {"action": (str,)}), "step": ("step", {"word": (str,)}),
    "back": ("back", {}), "pick": ("pick", {"token": (str, type(None))}),
    "why": ("why", {"text": (str,)}), "undo": ("undo", {}), "redo": ("redo", {}),
    "goto": ("goto", {"position": (int,)}), "bot": ("bot", {}), "reveal": ("reveal", {}),
    "mode": ("set_mode", {"mode": (str,)}),
    "seat": ("set_seat", {"seat": (int,), "who": (str,)}),
    "line": ("set_lines", {"index": (int,)}),
    "node": ("go_node", {"path": (str,)}),
    "rename": ("rename_line", {"path": (str,), "name": (str,)}),
    "promote": ("promote_line", {"path": (str,)}), "delete": ("delete_line", {"path": (str,)}),
    "lesson": ("lesson_do", {"what": (str,), "choice": (str,)}),
    "coach": ("ask_coach", {}), "coach_line": ("add_coach_line", {}),
}
"""What ``static/table.js`` sends: each kind of message (``do``), the Table method that
answers it, and the fields passed to it in order, with their types."""
_OPTIONAL = frozenset({("lesson", "choice")})


def page_message(content: Any) -> tuple[str, dict[str, Any]]:
    """Check a message from the page against ``PAGE_MESSAGES`` (``page.check_message``).

    >>> page_message({"do": "goto", "position": 3})
    ('goto', {'position': 3})
    >>> page_message({"do": "goto", "position": None})
    Traceback (most recent call last):
    tarotlab.core.errors.TarotlabError: the page sent 'goto' with position None, not a whole number
    """
    return check_message(PAGE_MESSAGES, content, _OPTIONAL)


def _module() -> str:
    """The Table's page module: ``table.js`` after the morphdom library it uses (anywidget
    loads one module, which cannot import files beside it), whose default export becomes
    the local name ``morphdom``."""
    library = static("morphdom.js")
    export = "export default morphdom;"
    if library.count(export) != 1:  # a different morphdom build: join it by hand again
        raise RuntimeError(f"static/morphdom.js should end with {export!r} once")
    return "\n".join([library.replace(export, ""), static("dom.js"), static("tree.js"),
                      static("table.js")])


@dataclass(frozen=True)
class Advice:
    """A hint given at the Table: for ``seat``, at the position ``key``, in words, the best
    move (the page offers to play it) and the line that starts with it (the page offers to
    add it as a variation)."""

    seat: int
    key: tuple[Any, ...]
    text: str
    best: str
    line: tuple[str, ...] = ()


class Table(anywidget.AnyWidget):
    """Play, step through and explain a game: ``Table(Session("arcana", seed=1))``.

    ``autoplay_bots``: a bot seat plays as soon as it is to move (False: it waits for the
    "bot move" button, for a teacher who wants to show each step). ``hide_first``: even a
    single person's cards start behind the curtain (the classroom's projector).
    """

    _esm = _module()
    _css = static("table.css")
    board = traitlets.Unicode("").tag(sync=True)
    """The picture, as HTML without its stylesheet: the view of the seat shown."""
    sheet = traitlets.Unicode("").tag(sync=True)
    """The picture's stylesheet, sent only when it changes: replacing a ``<style>`` with
    every picture made the browser restyle the whole notebook on every click. (Not named
    ``style``: ipywidgets' page reads a widget's ``style`` as a Style widget to draw, and a
    string there threw "Cannot read properties of undefined (reading 'then')" in every
    Table.)"""
    panel = traitlets.Dict().tag(sync=True)
    """Everything else the page shows (status, curtain, choices, controls, log)."""
    size = traitlets.Unicode("normal").tag(sync=True)

    @classmethod
    def for_lesson(cls, run: LessonRun | Lesson, **kwargs: Any) -> Table:
        """A Table that teaches a lesson (``Table.for_lesson(Lesson("arcana-basics"))``, or
        a run of one already started): the lesson's panel above the choices, the learner's
        seat shown, each move the learner makes checked by the lesson."""
        if isinstance(run, Lesson):
            run = run.start()
        table = cls(run.session, view=f"seat {run.lesson.learner}", **kwargs)
        table.lesson = run
        table.refresh()
        return table

    def __init__(self, session: Session | str, *, autoplay_bots: bool = True,
                 hide_first: bool = False, view: str = HOT_SEAT,
                 hint_seconds: float = HINT_SECONDS, **options: Any) -> None:
        """``view``: what the picture shows (``"seat to move"``, ``"public view"``,
        ``"seat N"`` or ``"teacher: everything"``; see ``set_mode``). ``hint_seconds``: the
        coach's budget when the hint button is clicked."""
        super().__init__()
        if not 0 < hint_seconds <= MAX_HINT_SECONDS:
            raise TarotlabError(f"hint_seconds must be more than 0 and at most "
                                f"{MAX_HINT_SECONDS:g}, not {hint_seconds!r}")
        self.hint_seconds = hint_seconds
        self._advice: Advice | None = None
        self._thinking = False
        self.session = session if isinstance(session, Session) else Session(session, **options)
        self.autoplay_bots = autoplay_bots
        self.hide_first = hide_first
        self.mode: str = HOT_SEAT
        if view not in self._modes():
            raise TarotlabError(f"no view {shown(view)} (views: {', '.join(self._modes())})")
        self.mode = view
        self._revealed: int | None = None
        self._path: tuple[str, ...] = ()
        self._trail: list[tuple[str, ...]] = []  # the paths before each group opened
        self._pick: str | None = None
        self._last: Verdict = Verdict(True)
        self._message: tuple[bool, str] | None = None
        self._message_for: int | None = None
        self._picture_key: tuple[Any, ...] | None = None
        self._picture_html = ""
        self.lesson: LessonRun | None = None
        self.on_msg(self._on_message)
        if autoplay_bots:
            self.session.play_bots()  # bots that move first do so at once
        self.refresh()

    # ------------------------------------------------------------------ what is shown
    @property
    def viewer(self) -> int | None:
        """The seat whose view the picture shows (None: the public view, ALL: everything)."""
        mode = self.mode
        if mode == TEACHER:
            return ALL
        if mode == PUBLIC:
            return None
        if mode != HOT_SEAT:  # "seat N"
            return int(mode[5:])
        people = self.session.people
        if not people:
            return None
        if len(people) == 1 and not self.hide_first:
            return people[0]
        to_move = self.session.state.to_move
        if to_move in people:
            return to_move if self._revealed == to_move else None
        if self._revealed in people and len(people) == 1:
            return self._revealed
        return None

    @property
    def curtain(self) -> int | None:
        """The person to move whose cards wait behind the curtain (None: no curtain)."""
        if self.mode != HOT_SEAT:
            return None
        to_move = self.session.state.to_move
        if to_move is None or to_move == CHANCE or to_move not in self.session.people:
            return None
        return None if self.viewer == to_move else to_move

    @property
    def plays(self) -> bool:
        """May the page offer the choices of the seat to move (its view is the one shown)?"""
        state = self.session.state
        to_move = state.to_move
        if to_move is None or (to_move in self.session.bots and self.autoplay_bots):
            return False
        if to_move == CHANCE:
            return True
        return self.viewer in (to_move, ALL)

    def menu(self) -> Menu | None:
        """The choices shown now (None while they are hidden)."""
        state = self.session.state
        if not self.plays or (state.to_move == CHANCE and self.viewer != ALL):
            return None
        return build_menu([(str(a), v) for a, v in state.candidates()], self._path, self._pick)

    @property
    def board_html(self) -> str:
        """The picture's HTML, with its stylesheet (the page gets the two apart)."""
        return self._picture_html

    # ------------------------------------------------------------------ actions from code
    def choose(self, action: str) -> Verdict:
        """Play an action for the seat to move, as its button does; returns the verdict.
        (From code it plays whatever the picture shows: the author drives the game.)"""
        seen_by = self.viewer
        if self.lesson is not None and not self.lesson.done:
            feedback = self.lesson.try_move(action)  # the lesson checks the move, plays on
            verdict = Verdict(feedback.ok, feedback.rule or "lesson", feedback.text)
            self._note(verdict, action, seen_by)
            self._reset_menu()
            self.refresh()
            return verdict
        verdict = self.session.play(action)
        self._note(verdict, action, seen_by)
        if verdict.ok:
            self._after_move()
        self.refresh()  # the picture and the panel in one message
        return verdict

    def click(self, label: str) -> Verdict:
        """Click the button labelled ``label`` in the choices shown (what a person does):
        an action plays it, a group opens it; a label not shown gets the reason."""
        menu = self.menu()
        for option in menu.options if menu else ():
            if option.label == label:
                if option.action is not None:
                    if not option.ok:  # a greyed button: its tooltip's reason, nothing played
                        self._note(self.session.state.check(option.action), label, self.viewer)
                        self.refresh()
                        return self._last
                    return self.choose(option.action)
                return self.step(option.step or "")
        verdict = self.session.state.check(label) if self.plays else \
            Verdict(False, "table", self._why_hidden())
        return verdict if not verdict.ok else self.choose(label)

    def step(self, word: str) -> Verdict:
        """Open a group of choices (the next word of the actions, e.g. a system)."""
        menu = self.menu()
        if menu is None or not any(o.step == word for o in menu.options):
            return Verdict(False, "table", f"no group {shown(word)} among the choices shown")
        self._trail.append(self._path)
        self._path = (*menu.path, word)
        self.refresh()
        return Verdict(True)

    def back(self) -> None:
        """Close the last group opened (or, with none open, the pick on the picture)."""
        if self._trail:
            self._path = self._trail.pop()
        else:
            self._pick = None
        self.refresh()

    def pick(self, token: str | None) -> None:
        """Narrow the choices to those naming ``token`` (a system, a location, a card)."""
        self._pick = token or None
        self._path = ()
        self._trail = []
        self.refresh()

    def why(self, text: str) -> Verdict:
        """Ask whether an action would be legal now, without playing it."""
        if not self.plays and self.session.state.to_move is not None:
            verdict = Verdict(False, "table", self._why_hidden())
        else:
            verdict = self.session.state.check(text)
        self._note(verdict, text, self.viewer)
        self.refresh()
        return verdict

    def undo(self) -> Verdict:
        """Go back to the last position where a person (not a bot) was to decide."""
        verdict = self.session.undo()
        while (verdict.ok and self.session.position > 0 and self.autoplay_bots
               and self.session.state.to_move in self.session.bots):
            verdict = self.session.undo()
        self._note(verdict, "undo", self.viewer)
        self._reset_menu()
        self.refresh()
        return verdict

    def redo(self) -> Verdict:
        verdict = self.session.redo()
        self._note(verdict, "redo", self.viewer)
        self._reset_menu()
        self.refresh()
        return verdict

    def goto(self, position: int) -> Verdict:
        verdict = self.session.goto(position)
        self._reset_menu()
        self.refresh()
        return verdict

    def bot(self) -> Verdict:
        """Let a bot (or, at a chance decision, the seed) decide for the seat to move."""
        state = self.session.state
        verdict = self.session.chance() if state.to_move == CHANCE else self.session.bot_move()
        self._note(verdict, "bot move", self.viewer)
        if verdict.ok:
            self._after_move()
        self.refresh()  # the move (and quick bots' replies) in one message
        return verdict

    def reveal(self) -> None:
        """Lift the curtain: show the cards of the person to move (they asked for them)."""
        self._revealed = self.session.state.to_move
        self.refresh()

    def set_mode(self, mode: str) -> None:
        """What the picture shows: the seat to move (hot seat), the public view, one seat,
        or everything (the teacher's switch)."""
        allowed = self._modes()
        if mode not in allowed:
            raise TarotlabError(f"no view {shown(mode)} (views: {', '.join(allowed)})")
        self.mode = mode
        self._reset_menu()
        self.refresh()

    def set_seat(self, seat: int, who: str) -> None:
        """Let a bot (or a person) play ``seat``; a bot to move plays at once."""
        self.session.set_bot(seat, None if who == PERSON else who)
        if self.autoplay_bots:
            self._after_move()
        self.refresh()

    # ------------------------------------------------------------------ the tree of lines
    def go_node(self, path: str) -> Verdict:
        """Show the position a click on the tree names (``Session.go``)."""
        return self._lines_do(lambda: self.session.go(path))

    def rename_line(self, path: str, name: str) -> Verdict:
        return self._lines_do(lambda: self.session.name_line(
            name, self.session.line_at(path)))

    def promote_line(self, path: str) -> Verdict:
        return self._lines_do(lambda: self.session.promote(self.session.line_at(path)))

    def delete_line(self, path: str) -> Verdict:
        return self._lines_do(lambda: self.session.delete(self.session.line_at(path)))

    def _lines_do(self, do: Callable[[], Verdict | None]) -> Verdict:
        """Do something to the tree; a refusal (a name taken, the main line deleted) shows
        as the message, changing nothing."""
        try:
            done = do()  # a refused Verdict is falsy: never ``or`` it
            verdict = done if done is not None else Verdict(True)
        except TarotlabError as err:
            verdict = Verdict(False, "session", str(err))
        if not verdict.ok:
            self._last, self._message_for = verdict, self.viewer
            self._message = (False, f"✘ [{verdict.rule}] {verdict.reason}")
        self._reset_menu()
        self.refresh()
        return verdict

    def set_lines(self, index: int) -> Verdict:
        verdict = self.session.switch(index)
        self._reset_menu()
        self.refresh()
        return verdict

    def lesson_do(self, what: str, choice: str = "") -> None:
        """The lesson panel's buttons: ``next``, ``hint``, ``restart``, ``answer``."""
        run = self.lesson
        if run is None:
            raise TarotlabError("this Table teaches no lesson")
        if what == "restart":
            run.restart()
            self.session = run.session
        elif what == "hint" and not run.done:
            run.feedback = Feedback(True, run.hint())
        elif what == "answer" and not run.done:
            run.answer(choice)
        elif what == "next" and not run.done:
            run.next()
        self._picture_key = None
        self._reset_menu()
        self.refresh()

    # ------------------------------------------------------------------ the coach
    def ask_coach(self) -> Verdict:
        """The hint button: what a search from the seat to move's own information suggests
        (``Session.hint``), shown to that seat only. The page is told at once that the coach
        is thinking (its buttons greyed), and the advice follows."""
        refusal = self._coach_refusal()
        if refusal is not None:
            verdict = Verdict(False, "coach", refusal)
            self._note(verdict, "hint", self.viewer)
            self.refresh()
            return verdict
        seat = self.session.state.to_move
        assert seat is not None
        self._thinking = True
        with self.hold_sync():  # one message: "thinking", the buttons greyed
            self.panel = dict(self._panel(self.viewer), busy=True)
        try:
            found = self.session.hint(seconds=self.hint_seconds)
        except TarotlabError as err:  # the search could not picture the position (NoWorldFound)
            verdict = Verdict(False, "coach", str(err))
            self._note(verdict, "hint", self.viewer)
            self.refresh()
            return verdict
        finally:
            self._thinking = False
        self._advice = Advice(seat, self._position_key(), found.explain(), str(found.best),
                              tuple(found.line))
        self.refresh()
        return Verdict(True)

    def add_coach_line(self) -> Verdict:
        """The advice's "as a variation" button: the hint's line is added from this position
        (``Session.add_line``), named after its first move, and the Table stays here, so
        "redo" steps through it."""
        advice, said = self._advice, "add the coach's line"
        if advice is None or advice.key != self._position_key() or self.viewer not in (
                advice.seat, ALL):
            verdict = Verdict(False, "coach", "there is no hint for this position to add: "
                              "ask for one first")
        else:
            name = self.session.unused_name(f"coach: {advice.best}")
            try:
                line = self.session.add_line(advice.line, name=name)
            except TarotlabError as err:  # the search's line, not legal here after all
                verdict = Verdict(False, "coach", str(err))
            else:
                verdict = Verdict(True)
                said = f"{line.name}: redo steps through the coach's line"
        self._note(verdict, said, self.viewer)
        self.refresh()
        return verdict

    def _coach_refusal(self) -> str | None:
        """Why the hint button is not offered now (None: it is)."""
        session, state = self.session, self.session.state
        if "ismcts" not in bot_names(session.game):
            return f"the coach does not search {session.game} yet"
        if self.lesson is not None and not self.lesson.lesson.coach:
            return "this lesson teaches its own moves: it does not offer the coach's hints"
        to_move = state.to_move
        if to_move is None:
            return "the game is over"
        if to_move == CHANCE:
            return "chance decides now, not a seat"
        if to_move in session.bots:
            return f"seat {to_move} is played by a bot"
        if self.viewer not in (to_move, ALL) or self.curtain is not None:
            return (f"a hint is for seat {to_move}'s eyes: show seat {to_move}'s view "
                    "first")
        return None

    def _position_key(self) -> tuple[Any, ...]:
        state = self.session.state
        return (self.session.position_id, state.step, len(state.history))

    def _coach_panel(self, viewer: int | None) -> dict[str, Any]:
        """The hint button (offered or not), "thinking", and the advice for this position
        if it was asked by the seat shown (or the teacher is looking)."""
        advice = self._advice
        shown_advice = None
        if advice is not None and advice.key == self._position_key() and viewer in (
                advice.seat, ALL):
            shown_advice = {"seat": advice.seat, "text": advice.text, "best": advice.best,
                            "line": list(advice.line)}
        return {"offered": self._coach_refusal() is None or self._thinking,
                "thinking": f"the coach is thinking ({self.hint_seconds:g} s)…"
                if self._thinking else None,
                "advice": shown_advice}

    def _lesson_panel(self) -> dict[str, Any] | None:
        run = self.lesson
        if run is None:
            return None
        feedback = run.feedback
        out: dict[str, Any] = {
            "title": run.lesson.title, "total": run.total, "done": run.done,
            "feedback": None if feedback is None else {"ok": feedback.ok,
                                                        "html": markdown_html(feedback.text)},
        }
        if run.done:
            out.update(number=run.total, html=markdown_html(
                "**The lesson is over.** Play the game on from here: the greedy bot now plays "
                "every other seat. Or restart the lesson."), kind="done", point=[])
            return out
        step = run.step
        question = step.question
        out.update(number=step.number, html=markdown_html(step.text), kind=step.kind,
                   point=list(step.point), question=None if question is None else {
                       "prompt": markdown_html(question.prompt),
                       "choices": list(question.choices), "answered": run.answered})
        return out

    # ------------------------------------------------------------------ helpers
    def _show_picture(self) -> None:
        """Render the picture of the position shown, unless it is the one already drawn."""
        session = self.session
        key = (self.viewer, session.state.step, session.state.history[-1:],
               session.position_id)
        if key != self._picture_key:
            self._picture_key = key
            self._picture_html = session.state.view(self.viewer)._repr_html_()
            css, body = split_style(self._picture_html)
            if css != self.sheet:
                self.sheet = css
            self.board = body

    def _bots_reply(self) -> bool:
        return self.autoplay_bots and self.session.moves_itself

    def _after_move(self) -> None:
        """Bots to move reply at once. Quick replies travel in the same message as the move
        (one round trip, one drawing); once they take longer than ``BOT_PREVIEW_AFTER``, the
        page is sent what has been played so far, its buttons greyed, and the rest follows."""
        self._reset_menu()
        deadline = time.perf_counter() + BOT_PREVIEW_AFTER
        while self._bots_reply():
            self.session.bot_move()
            if self._bots_reply() and time.perf_counter() > deadline:
                with self.hold_sync():  # one message: the picture, the buttons greyed
                    self._show_picture()
                    self.panel = dict(self.panel, busy=True)
                self.session.play_bots()

    def _reset_menu(self) -> None:
        self._path = ()
        self._trail = []
        self._pick = None

    def _note(self, verdict: Verdict, action: str, seen_by: int | None) -> None:
        """The answer to show, only to ``seen_by`` (the seat shown when it was asked): a move's
        text must not stay on screen for the next person (it may name a hidden card)."""
        self._last = verdict
        self._message_for = seen_by
        if verdict.ok:
            self._message = (True, f"✔ {action}")
        else:
            self._message = (False, f"✘ {shown(action, 60)[1:-1]}: [{verdict.rule}] "
                             f"{verdict.reason}")

    def _why_hidden(self) -> str:
        to_move = self.session.state.to_move
        if to_move in self.session.bots:
            return f"seat {to_move} is played by a bot"
        if self.curtain is not None:
            return f"seat {to_move}'s cards are behind the curtain: show them first"
        return f"the picture shows another seat's view: seat {to_move}'s choices are hidden"

    def _modes(self) -> list[str]:
        return [HOT_SEAT, PUBLIC, *(f"seat {s}" for s in range(self.session.state.players)),
                TEACHER]

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A click on the page: one message in, the new picture and panel out. A message that
        is not one the page sends (a wrong field or type) is refused and changes nothing."""
        try:
            kind, fields = page_message(content)
            getattr(self, PAGE_MESSAGES[kind][0])(*fields.values())
        except (TarotlabError, KeyError, ValueError) as err:
            self._message = (False, f"✘ {err}")
            self.refresh()

    # ------------------------------------------------------------------ refresh
    def refresh(self) -> None:
        """Send the page what to show, the picture and the panel in one message (after a
        move whose bots took long to reply, the move's own picture went first: see
        ``_after_move``)."""
        viewer = self.viewer
        with self.hold_sync():  # the picture and the panel in one message
            self._show_picture()
            self.panel = self._panel(viewer)
        self._message = None

    def _panel(self, viewer: int | None) -> dict[str, Any]:
        """Everything but the picture, as the page draws it."""
        session = self.session
        state = session.state
        menu = self.menu()
        to_move = state.to_move
        curtain = self.curtain
        return {
            "status": session.status(),
            "viewer": ("everything (teacher)" if viewer == ALL else "the public view"
                       if viewer is None else f"seat {viewer}'s view"),
            "curtain": None if curtain is None else {
                "seat": curtain, "label": f"pass to seat {curtain} — show my cards"},
            "menu": menu.as_dict() if menu else None,
            "hidden": None if menu is not None or to_move is None else self._why_hidden(),
            "chance": to_move == CHANCE,
            "message": list(self._message) if self._message and self._message_for in (
                viewer, ALL) else None,
            "can_undo": session.position > 0,
            "can_redo": session.position + 1 < session.positions,
            "can_bot": to_move is not None,
            "over": to_move is None,
            "busy": False,
            "position": session.position,
            "positions": session.positions,
            "tree": session.outline(viewer) if session.positions > 1 or len(session.lines()) > 1
            else None,
            "seats": [{"seat": s, "who": session.bots[s].name if s in session.bots
                       else PERSON} for s in range(state.players)],
            "bots": [PERSON, *bot_names(session.game)],
            "modes": self._modes(),
            "mode": self.mode,
            "log": [{"step": e.step, "text": e.text, "rule": e.rule}
                    for e in state.events[-LOG_LINES:]],
            "lesson": self._lesson_panel(),
            "coach": self._coach_panel(viewer),
        }

    def __repr__(self) -> str:
        """The status line (what a notebook shows without a widget frontend; nbval checks it)."""
        return f"<Table: {self.panel.get('status', '')} · {self.panel.get('viewer', '')}>"
