"""Rule drills: practice questions the engine generates from random positions, with exact
answers and an explanation that cites the rule.

``kinds(game)`` lists a game's kinds of question; ``question(game, kind, seed)`` builds one
(the same seed, the same question): its prompt, choices, answer, explanation, rule, and the
position it is about (to show). ``Question.verify()`` plays the position out in the engine
and returns what happened, so tests can check that every answer agrees with the engine.

>>> [k.name for k in kinds("arcana")]
['matchup', 'resolves', 'spend']
>>> q = question("arcana", "matchup", seed=3)
>>> q.answer in q.choices and q.verify() == q.answer
True

Each game registers its kinds in ``tarotlab/<game>/drills.py`` with ``@drill(...)``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .core.engine import State
from .core.errors import TarotlabError, shown
from .core.rng import Rng

GAMES = ("arcana", "arcanum", "mystick", "arcs")


@dataclass(frozen=True)
class Question:
    """One practice question: ask ``prompt``, offer ``choices``, ``answer`` is right."""

    game: str
    kind: str
    seed: int
    prompt: str
    choices: tuple[str, ...]
    answer: str
    explanation: str
    rule: str
    position: State | None = field(default=None, repr=False, compare=False)
    """The position the question is about (shown with the question)."""
    viewer: int | None = None
    play_out: Callable[[], str] | None = field(default=None, repr=False, compare=False)
    """Plays the position out in the engine and returns the choice that came true."""
    topic: str = ""
    """Which case of the kind's rules the question is about (one of ``Kind.topics``): the
    generators aim at each, so that rare cases come up too (tests/test_drills.py counts)."""
    conceal: Callable[[Any], Any] | None = field(default=None, repr=False, compare=False)
    """Makes the view drawn for the picture leave out what would give the answer away (the
    Arcs control drill hides who controls each system)."""

    def verify(self) -> str:
        """What the engine does when the position is played out (a choice's text)."""
        if self.play_out is None:
            raise TarotlabError(f"{self.game} {self.kind}: this question cannot be played out")
        return self.play_out()

    def picture(self) -> str:
        """The position, as HTML (empty when the question has none)."""
        if self.position is None:
            return ""
        view = self.position.view(self.viewer)
        if self.conceal is not None:
            view = self.conceal(view)
        html: str = view._repr_html_()
        return html


@dataclass(frozen=True)
class Kind:
    """A kind of question: its name, a title, how to make one from a seed, and the cases of
    its rules a question may be about (each comes up in at least ``MIN_SHARE`` of them)."""

    name: str
    title: str
    make: Callable[[int], Question]
    topics: tuple[str, ...] = ()


MIN_SHARE = 0.05
"""Each topic of a kind comes up in at least this share of its questions (seeds 0-999)."""


_KINDS: dict[str, dict[str, Kind]] = {}


def drill(game: str, name: str, title: str, topics: tuple[str, ...] = ()
          ) -> Callable[[Callable[[int], Question]], Callable[[int], Question]]:
    """Register a kind of question for ``game`` (used in ``tarotlab/<game>/drills.py``), with
    the cases of its rules (``topics``) its questions are about."""
    def register(make: Callable[[int], Question]) -> Callable[[int], Question]:
        _KINDS.setdefault(game, {})[name] = Kind(name, title, make, topics)
        return make
    return register


def pick_topic(topics: Sequence[str], seed: int) -> str:
    """The case a question aims at, drawn evenly from ``topics`` by the seed (a generator
    that cannot reach it for this seed falls back to another case).

    >>> [pick_topic(("a", "b", "c"), seed) for seed in range(6)]
    ['a', 'b', 'c', 'b', 'a', 'b']
    """
    return topics[Rng(seed, stream=0x70C).below(len(topics))]


def _load(game: str) -> dict[str, Kind]:
    if game not in GAMES:
        raise TarotlabError(f"no drills for {shown(game)} (games: {', '.join(GAMES)})")
    if game not in _KINDS:
        try:
            importlib.import_module(f"tarotlab.{game}.drills")
        except ModuleNotFoundError:
            _KINDS[game] = {}
    return _KINDS.get(game, {})


def kinds(game: str) -> list[Kind]:
    """The kinds of question for ``game``, in the order a course would use them."""
    return list(_load(game).values())


def question(game: str, kind: str, seed: int) -> Question:
    """A question of ``kind`` for ``game``, the same for the same seed."""
    table = _load(game)
    if kind not in table:
        raise TarotlabError(f"no drill {shown(kind)} for {game} (kinds: "
                            f"{', '.join(table) or 'none yet'})")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise TarotlabError(f"a drill's seed is a whole number >= 0, not {shown(seed)}")
    return table[kind].make(seed)


def all_kinds() -> dict[str, list[Kind]]:
    """Every game's kinds of question."""
    return {game: kinds(game) for game in GAMES}


def describe(q: Question) -> dict[str, Any]:
    """A question as plain data (for the drill widget and the classroom page)."""
    return {"game": q.game, "kind": q.kind, "seed": q.seed, "prompt": q.prompt,
            "choices": list(q.choices), "answer": q.answer, "explanation": q.explanation,
            "rule": q.rule, "topic": q.topic}
