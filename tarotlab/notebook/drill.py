"""Drill: a widget that asks rule questions (``tarotlab.drills``), shows each position and
keeps score. ``Drill("arcana")`` in a notebook; on the classroom page the class answers and
the teacher reveals (``reveal_by_teacher=True``).
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from .. import drills
from ..core.errors import TarotlabError
from ..core.game import game_info
from .markdown import markdown_html
from .picture import Picture


class Drill(widgets.VBox):  # type: ignore[misc]
    """Questions of one game (one kind, or every kind in turn), seeded: the same seed gives
    the same questions. ``answer(choice)`` and ``next()`` do what the buttons do."""

    def __init__(self, game: str, kind: str | None = None, seed: int = 0, *,
                 reveal_by_teacher: bool = False) -> None:
        kinds = [k.name for k in drills.kinds(game)]
        if not kinds:
            raise TarotlabError(f"{game} has no drills yet")
        if kind is not None and kind not in kinds:
            raise TarotlabError(f"no drill {kind!r} for {game} (kinds: {', '.join(kinds)})")
        self.game = game
        self.kinds = [kind] if kind else kinds
        self.seed = seed
        self.reveal_by_teacher = reveal_by_teacher
        self.asked = 0
        self.right = 0
        self.chosen: str | None = None
        self.revealed = False
        self.title = widgets.HTML()
        self.picture = Picture()
        self.picture.add_class("tl-drill-picture")
        self.prompt = widgets.HTML()
        self.choices = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self.result = widgets.HTML()
        self.reveal_button = widgets.Button(description="reveal the answer", icon="eye")
        self.next_button = widgets.Button(description="next question", icon="forward")
        self.reveal_button.on_click(lambda _: self.reveal())
        self.next_button.on_click(lambda _: self.next())
        # The question first, the position beside it (under it on a narrow screen), scaled
        # to fit the window: question, choices and buttons stay on screen with the picture.
        question = widgets.VBox(
            [self.title, self.prompt, self.choices, self.result,
             widgets.HBox([self.reveal_button, self.next_button])],
            layout=widgets.Layout(flex="1 1 340px", max_width="560px", margin="0 16px 0 0"))
        question.add_class("tl-drill-question")
        self.picture.layout = widgets.Layout(flex="2 1 480px", min_width="0")
        super().__init__([widgets.HBox([question, self.picture],
                                       layout=widgets.Layout(flex_flow="row wrap",
                                                             align_items="flex-start"))])
        self.add_class("tl-drill")
        self.question = self._ask()
        self._draw()

    def _ask(self) -> drills.Question:
        kind = self.kinds[self.asked % len(self.kinds)]
        return drills.question(self.game, kind, self.seed + self.asked)

    def answer(self, choice: str) -> bool:
        """Mark ``choice`` as the answer given; shows whether it is right unless the teacher
        reveals it later. Returns whether it is right."""
        if choice not in self.question.choices:
            raise TarotlabError(f"{choice!r} is not one of the choices")
        if self.chosen is None:
            self.chosen = choice
            if not self.reveal_by_teacher:
                self.reveal()
        self._draw()
        return choice == self.question.answer

    def reveal(self) -> None:
        if self.revealed:
            return
        self.revealed = True
        if self.chosen == self.question.answer:
            self.right += 1
        self._draw()

    def next(self) -> None:
        if not self.revealed:
            self.reveal()
        self.asked += 1
        self.chosen = None
        self.revealed = False
        self.question = self._ask()
        self._draw()

    @property
    def score(self) -> str:
        done = self.asked + (1 if self.revealed else 0)
        return f"{self.right} of {done}"

    def _draw(self) -> None:
        q = self.question
        kind = next(k for k in drills.kinds(self.game) if k.name == q.kind)
        self.title.value = (f"<b>{html.escape(game_info(self.game).long_name)} drill</b> · "
                            f"{html.escape(kind.title)} · question {self.asked + 1} · "
                            f"score {self.score}")
        self.picture.html = q.picture()
        self.prompt.value = f"<div style='font-size:16px'>{markdown_html(q.prompt)}</div>"
        buttons = []
        for choice in q.choices:
            button = widgets.Button(description=choice, layout=widgets.Layout(width="auto"))
            if self.revealed and choice == q.answer:
                button.button_style = "success"
            elif choice == self.chosen:
                button.button_style = "info" if not self.revealed else "danger"
            button.disabled = self.chosen is not None and choice != self.chosen
            button.on_click(lambda b, c=choice: self.answer(c))
            buttons.append(button)
        self.choices.children = tuple(buttons)
        if self.revealed:
            verdict = ("✔ right" if self.chosen == q.answer else
                       "✘ not quite" if self.chosen else "the answer")
            self.result.value = (f"<div><b>{verdict}:</b> {html.escape(q.answer)}</div>"
                                 f"<div>{markdown_html(q.explanation)}</div>")
        else:
            self.result.value = ("<i>the class answers, then the teacher reveals</i>"
                                 if self.reveal_by_teacher else "")
        self.reveal_button.layout.display = "" if self.reveal_by_teacher else "none"

    def describe(self) -> dict[str, Any]:
        return drills.describe(self.question)
