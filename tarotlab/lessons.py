"""Guided lessons: learn a game by playing it, step by step, with the engine as the teacher.

A lesson is a TOML file in ``tarotlab/<game>/lessons/`` that a teacher can read and edit:
a title, the game and its options, a prepared position, then steps. A step has a short
Markdown text, what to point at in the picture, and either the move the learner is asked
to make (one action or a set of acceptable ones), a free move (any legal action), a
question with choices, or nothing (a step to read). A wrong move is answered with why it is
not the one asked for — the rules' reason for an illegal move, the lesson's own words for a
legal one — and changes nothing. Moves of the other seats are scripted (``then``) or played
by the lesson's bots.

A lesson is checked when it is loaded: every scripted move legal at its step, every asked
move legal, every answer among its choices, every rule it cites existing; an error names
the step. ``Lesson.walkthrough()`` plays the asked-for moves to the end (the tests do).

>>> lesson = Lesson("arcana-basics")
>>> run = lesson.start()
>>> run.step.number, run.total > 3
(1, True)
>>> catalog()[0].game
'arcana'

File format (keys in ``[[steps]]``): ``text`` (Markdown), ``point`` (words to highlight in the
picture, as ``data-pick`` names them), one of ``expect`` (a list of acceptable actions),
``free = true``, or ``[steps.question]`` (``prompt``, ``choices``, ``answer``, ``explain``,
``hint``: said to a wrong answer);
optionally ``hint``, ``why`` (said on a legal move other than the one asked) and
``[steps.wrong]`` (an action -> what to say to it), and ``then`` (moves played after the
learner's: other seats, chance). The top: ``id``, ``game``, ``title``, ``summary``,
``order``, ``learner`` (the seat the learner plays), ``[options]`` (for ``new_game``),
``[position]`` (``moves``: decisions played before step 1), ``[bots]`` (seat = bot name),
``coach`` (``true``: the Table offers the coach's hint button; off by default).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from .core.engine import CHANCE
from .core.errors import TarotlabError, shown
from .core.rulebook import citations, unknown
from .core.rules import Verdict

GAMES = ("arcana", "arcanum", "mystick", "arcs")


class LessonError(TarotlabError):
    """A lesson file that is malformed or does not fit the rules (the message names where)."""


@dataclass(frozen=True)
class Question:
    prompt: str
    choices: tuple[str, ...]
    answer: str
    explain: str
    hint: str = ""
    """Said to a wrong answer (a hint, not yet the answer)."""


@dataclass(frozen=True)
class Step:
    """One step of a lesson (see the module docstring for the file format)."""

    number: int
    text: str
    point: tuple[str, ...] = ()
    expect: tuple[str, ...] = ()
    free: bool = False
    question: Question | None = None
    hint: str = ""
    why: str = ""
    wrong: Mapping[str, str] = field(default_factory=dict)
    then: tuple[str, ...] = ()

    @property
    def kind(self) -> str:
        """``move`` (asks for a move), ``free``, ``question`` or ``read``."""
        if self.expect:
            return "move"
        if self.free:
            return "free"
        return "question" if self.question else "read"


@dataclass(frozen=True)
class Feedback:
    """What the lesson says to the learner's try: right or not, and why."""

    ok: bool
    text: str
    rule: str = ""


class Walkthrough(list[Feedback]):
    """What ``Lesson.walkthrough`` did, step by step: a list of the lesson's feedback, shown
    in a notebook as a table (step, what it asks, what was played or answered, what the
    lesson said) and as one line per step in text."""

    def __init__(self, lesson_id: str) -> None:
        super().__init__()
        self.lesson_id = lesson_id
        self.rows: list[tuple[int, str, str]] = []  # step number, its kind, what was done

    def add(self, step: Step, done: str, feedback: Feedback) -> None:
        self.append(feedback)
        self.rows.append((step.number, step.kind, done))

    def __repr__(self) -> str:
        lines = [f"{self.lesson_id}: {len(self)} steps, every one accepted"]
        for (number, kind, done), feedback in zip(self.rows, self, strict=True):
            said = f" -> {feedback.text}" if feedback.text else ""
            lines.append(f"  step {number:>2} {kind:<8} {done}{said}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        import html

        cells = "".join(
            f"<tr><td>{number}</td><td>{kind}</td><td><code>{html.escape(done)}</code></td>"
            f"<td>{html.escape(feedback.text)}</td></tr>"
            for (number, kind, done), feedback in zip(self.rows, self, strict=True))
        return (f"<div><b>{html.escape(self.lesson_id)}</b>: {len(self)} steps, every one "
                "accepted<table><tr><th>step</th><th>asks</th><th>played or answered</th>"
                f"<th>the lesson says</th></tr>{cells}</table></div>")


class Lesson:
    """A lesson by id (``Lesson("arcana-basics")``) or from a file (``Lesson.load(path)``)."""

    def __init__(self, lesson_id: str) -> None:
        found = _index().get(lesson_id)
        if found is None:
            raise LessonError(f"no lesson {shown(lesson_id)} (lessons: "
                              f"{', '.join(sorted(_index()))})")
        self._init(found.read_text(encoding="utf-8"), str(found))

    @classmethod
    def load(cls, path: str | Path) -> Lesson:
        lesson = cls.__new__(cls)
        lesson._init(Path(path).read_text(encoding="utf-8"), str(path))
        return lesson

    def _init(self, text: str, where: str) -> None:
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as err:
            raise LessonError(f"{where}: not valid TOML ({err})") from None
        self.source = where
        self.id: str = str(data.get("id") or Path(where).stem)
        self.game: str = _text(data, "game", where)
        if self.game not in GAMES:
            raise LessonError(f"{where}: game must be one of {', '.join(GAMES)}")
        self.title: str = _text(data, "title", where)
        self.summary: str = str(data.get("summary", ""))
        self.order: int = int(data.get("order", 99))
        self.learner: int = int(data.get("learner", 0))
        self.options: dict[str, Any] = dict(data.get("options", {}))
        self.moves: tuple[str, ...] = tuple(data.get("position", {}).get("moves", ()))
        self.bots: dict[int, str] = {int(k): str(v) for k, v in data.get("bots", {}).items()}
        coach = data.get("coach", False)
        if not isinstance(coach, bool):
            raise LessonError(f"{where}: coach must be true or false, not {shown(str(coach))}")
        self.coach: bool = coach
        """The Table offers the coach's hint (``Session.hint``) in this lesson: off unless
        the lesson asks (``coach = true``), since a lesson teaches its own moves."""
        raw_steps = data.get("steps")
        if not isinstance(raw_steps, list) or not raw_steps:
            raise LessonError(f"{where}: a lesson needs [[steps]]")
        self.steps = tuple(_step(i + 1, raw, f"{self.id} step {i + 1}")
                           for i, raw in enumerate(raw_steps))
        self._validate()

    def __repr__(self) -> str:
        return f"<Lesson {self.id}: {self.title} ({len(self.steps)} steps)>"

    # ------------------------------------------------------------------ running
    def start(self) -> LessonRun:
        """A learner's run of the lesson, at step 1."""
        return LessonRun(self)

    def walkthrough(self) -> Walkthrough:
        """Play the asked-for moves (and answers) from start to end; LessonError names the
        step that does not fit. In a notebook the result shows as a table of the steps."""
        run = self.start()
        out = Walkthrough(self.id)
        while not run.done:
            step = run.step
            done = ""
            if step.kind == "move":
                done = step.expect[0]
                feedback = run.try_move(done)
            elif step.kind == "free":
                done = str(run.session.state.legal_actions()[0])
                feedback = run.try_move(done)
            elif step.kind == "question":
                assert step.question is not None
                done = step.question.answer
                feedback = run.answer(done)
            else:
                feedback = Feedback(True, "")
            if not feedback.ok:
                raise LessonError(f"{self.id} step {step.number}: {feedback.text}")
            out.add(step, done, feedback)
            if step.kind in ("question", "read"):
                run.next()
        return out

    def _validate(self) -> None:
        from . import game_class

        parse = game_class(self.game).parse_action
        for step in self.steps:
            for text in step.wrong:
                try:
                    parse(text)
                except TarotlabError:
                    raise LessonError(
                        f"{self.id} step {step.number}: [steps.wrong] {shown(text)} is not an "
                        "action of the game (keys written after [steps.wrong] belong to it: put "
                        "the step's own keys, like then, before it)") from None
            if step.kind == "move" and not step.why:
                raise LessonError(f"{self.id} step {step.number}: a move step needs 'why', "
                                  "what the step teaches, said to a learner who makes another "
                                  "legal move")
            texts = [step.text, step.hint, step.why, *step.wrong.values()]
            if step.question:
                texts += [step.question.prompt, step.question.explain, step.question.hint]
                if step.question.answer not in step.question.choices:
                    raise LessonError(f"{self.id} step {step.number}: the answer "
                                      f"{shown(step.question.answer)} is not among the choices")
            for text in texts:
                for cited in citations(text):
                    bad = unknown(cited)
                    if bad:
                        raise LessonError(f"{self.id} step {step.number}: cites {bad[0]!r}, "
                                          "a rule tarotlab does not know")
        try:
            self.walkthrough()
        except TarotlabError as err:
            if isinstance(err, LessonError):
                raise
            raise LessonError(f"{self.id}: {err}") from None


class LessonRun:
    """One learner going through a lesson: the session, the step, feedback, hints."""

    def __init__(self, lesson: Lesson) -> None:
        from .notebook.session import Session

        self.lesson = lesson
        try:
            self.session = Session(lesson.game, bots=dict(lesson.bots), **lesson.options)
        except TarotlabError as err:
            raise LessonError(f"{lesson.id}: options: {err}") from None
        for i, move in enumerate(lesson.moves):
            verdict = self._play(move)
            if not verdict.ok:
                raise LessonError(f"{lesson.id}: position move {i + 1} {shown(move)}: "
                                  f"[{verdict.rule}] {verdict.reason}")
        self.index = 0
        self.answered = False
        self.feedback: Feedback | None = None
        self._settle()
        self._start = len(self.session.state.history)

    @property
    def total(self) -> int:
        return len(self.lesson.steps)

    @property
    def done(self) -> bool:
        return self.index >= self.total

    @property
    def step(self) -> Step:
        if self.done:
            raise LessonError(f"{self.lesson.id}: the lesson is over")
        return self.lesson.steps[self.index]

    def restart(self) -> None:
        """Back to step 1, in the prepared position."""
        fresh = LessonRun(self.lesson)
        self.__dict__.update(fresh.__dict__)

    def hint(self) -> str:
        """The hint of the step, or the move it asks for."""
        step = self.step
        if step.hint:
            return step.hint
        if step.kind == "move":
            return "try: " + " or ".join(step.expect)
        if step.kind == "question" and step.question:
            return step.question.hint or "the answer is among: " + ", ".join(
                step.question.choices)
        return ""

    def try_move(self, action: str) -> Feedback:
        """The learner's move: the one asked for goes ahead (then the other seats play);
        another is answered with why not, and changes nothing."""
        step = self.step
        state = self.session.state
        if step.kind not in ("move", "free"):
            return self._say(Feedback(False, "this step asks no move: read it, answer its "
                                      "question or go on"))
        if state.to_move != self.lesson.learner:
            return self._say(Feedback(False, f"it is not your seat's turn (seat "
                                      f"{state.to_move} is to move)"))
        verdict = state.check(action)
        if not verdict.ok:
            return self._say(Feedback(False, f"not quite: {verdict.reason} [{verdict.rule}]",
                                      verdict.rule))
        canonical = str(state.coerce(action))
        if step.kind == "move" and canonical not in {str(state.coerce(a)) for a in step.expect}:
            said = step.wrong.get(canonical) or step.wrong.get(action) or step.why or (
                "that is a legal move, but this step asks for " + " or ".join(step.expect))
            return self._say(Feedback(False, said if said.startswith("not quite") else
                                      f"not quite: {said}"))
        self._play(canonical)
        for move in step.then:
            verdict = self._play(move)
            if not verdict.ok:
                raise LessonError(f"{self.lesson.id} step {step.number}: the scripted move "
                                  f"{shown(move)} is not legal: [{verdict.rule}] "
                                  f"{verdict.reason}")
        self.index += 1
        self.feedback = None  # the next step starts with no feedback: the move shows it was right
        if self.done:
            self._play_on()
        self._settle()
        return Feedback(True, "yes")

    def answer(self, choice: str) -> Feedback:
        """The learner's answer to the step's question (explained either way)."""
        question = self.step.question
        if question is None:
            return self._say(Feedback(False, "this step asks no question"))
        if choice not in question.choices:
            return self._say(Feedback(False, f"{shown(choice)} is not one of the answers"))
        if choice != question.answer:  # a hint, not yet the answer
            cited = citations(self.step.text)
            rules = (f": {' and '.join(cited)} {'tell' if len(cited) > 1 else 'tells'}"
                     if cited else "")
            return self._say(Feedback(False, "not quite: " + (
                question.hint or self.step.hint or f"read the step again{rules}")))
        self.answered = True
        return self._say(Feedback(True, question.explain))

    def next(self) -> bool:
        """Go on from a step to read, or from a question answered right."""
        step = self.step
        if step.kind == "question" and not self.answered:
            self._say(Feedback(False, "answer the question first"))
            return False
        if step.kind in ("move", "free"):
            self._say(Feedback(False, "make the move first"))
            return False
        self.index += 1
        self.answered = False
        self.feedback = None
        if self.done:
            self._play_on()
            self._settle()
        return True

    def _play_on(self) -> None:
        """The lesson is over: the greedy bot takes every seat but the learner's that no bot
        plays yet, and chance is drawn from the game's seed, so the learner can play the
        game on from here."""
        for seat in range(self.session.state.players):
            if seat != self.lesson.learner and seat not in self.session.bots:
                self.session.set_bot(seat, "greedy")
        self.session.draw_chance = True

    def _say(self, feedback: Feedback) -> Feedback:
        self.feedback = feedback
        return feedback

    def _play(self, move: str) -> Verdict:
        if self.session.state.to_move == CHANCE and move == "chance":
            return self.session.chance()
        return self.session.play(move)

    def _settle(self) -> None:
        """Bots and automatic chance play up to the learner's turn (or the end); once the
        lesson is over, chance is drawn from the game's seed too (``_play_on``)."""
        self.session.play_bots()


# ---------------------------------------------------------------------- the catalog
@dataclass(frozen=True)
class Entry:
    """A lesson in the catalog: id, game, title, summary and its place in the game's order."""

    id: str
    game: str
    title: str
    summary: str
    order: int

    def __str__(self) -> str:
        return f"{self.id}: {self.title}"


def _index() -> dict[str, Any]:
    # The folders are found from the package's root: listing the lessons imports no game
    # (Arcs would bring networkx, half a second in the browser site's Python).
    found: dict[str, Any] = {}
    for game in GAMES:
        folder = resources.files("tarotlab").joinpath(game, "lessons")
        if not folder.is_dir():
            continue
        for path in sorted(folder.iterdir(), key=lambda p: p.name):
            if path.name.endswith(".toml"):
                found[path.name.removesuffix(".toml")] = path
    return found


def catalog(game: str | None = None) -> list[Entry]:
    """Every lesson (of one game), in the order a teacher would give them."""
    out = []
    for lesson_id, path in _index().items():
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        if game is None or data.get("game") == game:
            out.append(Entry(lesson_id, str(data.get("game")), str(data.get("title")),
                             str(data.get("summary", "")), int(data.get("order", 99))))
    return sorted(out, key=lambda e: (GAMES.index(e.game) if e.game in GAMES else 9, e.order,
                                      e.id))


# ---------------------------------------------------------------------- parsing
def _text(data: Mapping[str, Any], key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"{where}: {key!r} must be text")
    return value


def _strings(value: Any, where: str, key: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if not isinstance(value, Sequence) or not all(isinstance(v, str) for v in value):
        raise LessonError(f"{where}: {key!r} must be a list of texts")
    return tuple(value)


def _step(number: int, raw: Any, where: str) -> Step:
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: a step is a table")
    allowed = {"text", "point", "expect", "free", "question", "hint", "why", "wrong", "then"}
    extra = sorted(set(raw) - allowed)
    if extra:
        raise LessonError(f"{where}: unknown key {extra[0]!r} (keys: {', '.join(sorted(allowed))})")
    question = None
    if "question" in raw:
        q = raw["question"]
        if not isinstance(q, dict):
            raise LessonError(f"{where}: a question is a table")
        extra_q = sorted(set(q) - {"prompt", "choices", "answer", "explain", "hint"})
        if extra_q:  # in TOML, keys after [steps.question] belong to it: say so
            raise LessonError(f"{where}: unknown key {extra_q[0]!r} in [steps.question] (keys "
                              "written after a sub-table belong to it: put the step's own "
                              "keys before [steps.question])")
        question = Question(_text(q, "prompt", where), _strings(q.get("choices"), where,
                                                                 "choices"),
                            str(q.get("answer", "")), str(q.get("explain", "")),
                            str(q.get("hint", "")))
    kinds = sum([bool(raw.get("expect")), bool(raw.get("free")), question is not None])
    if kinds > 1:
        raise LessonError(f"{where}: a step asks one thing: expect, free or question")
    wrong = raw.get("wrong", {})
    if not isinstance(wrong, dict):
        raise LessonError(f"{where}: 'wrong' maps actions to what to say")
    return Step(number, _text(raw, "text", where), _strings(raw.get("point"), where, "point"),
                _strings(raw.get("expect"), where, "expect"), bool(raw.get("free", False)),
                question, str(raw.get("hint", "")), str(raw.get("why", "")),
                {str(k): str(v) for k, v in wrong.items()},
                _strings(raw.get("then"), where, "then"))
