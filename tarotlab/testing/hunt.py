"""The hunt for texts that make ``check()`` raise: positions of every kind of decision, and the
game's whole action vocabulary with each slot swapped for every other value of its kind.

``check()`` promises a Verdict for any text in any decision (``core.engine.State.check``). A
text the parser accepts but whose parts do not fit the decision (a pip card where a Court
Figure belongs, a seat that does not play) reaches a game's own refusal code, where a lookup
can fail. ``sweep`` feeds every swapped text of the vocabulary to ``check()`` at each position
and reports every exception and every change to the position (judged on the serialized
snapshot). ``tests/test_check_hunt.py`` runs it for every game and player count, and adds a
hypothesis search over several slots at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import new_game
from ..bots import bot_decision, make_bot
from ..core.engine import CHANCE, State
from ..core.rng import Rng
from .snapshot import snapshot
from .vocabulary import form, swaps

CONFIGURATIONS: tuple[tuple[str, Mapping[str, Any]], ...] = (
    ("arcana", {}), ("arcana", {"resolution": "both"}),
    ("arcanum", {"players": 3}), ("arcanum", {"players": 4}), ("arcanum", {"players": 5}),
    ("arcanum", {"players": 4, "first_game": True}),
    ("mystick", {"players": 2}), ("mystick", {"players": 3}), ("mystick", {"players": 4}),
    ("mystick", {"players": 5}),
    ("arcs", {"players": 2}), ("arcs", {"players": 3}), ("arcs", {"players": 4}),
    ("arcs", {"players": 3, "leaders": True, "second_lore": True}),
    ("arcs", {"players": 4, "leaders": True, "split_discard": True}),
)
"""Every game and player count, and the options that bring decisions of their own."""


def decision_kind(state: State) -> str:
    """The kind of decision pending (``judge_remove``, ``ask Farseers:target``, ``throw``):
    the ``kind`` of ``State.pending`` (and, for an Arcs card's follow-up, which card and
    step: the record's own fields)."""
    pending = state.pending
    kind = pending.kind if pending else "?"
    card = getattr(pending, "card", None)
    return f"{kind} {card}:{pending.step}" if card is not None and kind == "ask" else str(kind)


@dataclass
class Positions:
    """Positions met in seeded random games, a few of each kind of decision, and every action
    text those games offered or listed as a candidate (legal or not), one example per form."""

    game: str
    by_kind: dict[str, list[State]] = field(default_factory=dict)
    vocabulary: dict[str, str] = field(default_factory=dict)
    """form -> one text of that form"""


def collect(game: str, options: Mapping[str, Any], seeds: Iterable[int],
            per_kind: int = 2) -> Positions:
    """Play a game per seed and keep clones of the first ``per_kind`` positions of each kind
    of decision, spread over the seeds (one position of a kind per game). Random play rarely
    fights or scores, so every other game has the greedy bot in every seat; chance is drawn
    from the game's seed as automatic chance would draw it."""
    found = Positions(game)
    for seed in seeds:
        state = new_game(game, seed=seed, auto_chance=False, **options)
        bot = make_bot("greedy" if seed % 2 else "random", game)
        rng = Rng(seed, stream=0xB07)
        taken: set[str] = set()
        while not state.is_over:
            kind = decision_kind(state)
            kept = found.by_kind.setdefault(kind, [])
            if len(kept) < per_kind and kind not in taken:
                kept.append(state.clone())
                taken.add(kind)
            for action, _ in state.candidates():  # check() answers each, never raising
                found.vocabulary.setdefault(form(game, str(action)), str(action))
            if state.to_move == CHANCE:
                state.apply(state.sample_chance())
            else:
                state.apply(bot_decision(state, bot, rng))
    return found


@dataclass
class Failure:
    """One text ``check()`` did not answer properly at one position."""

    kind: str
    step: int
    text: str
    problem: str

    def __str__(self) -> str:
        return f"[{self.kind} at step {self.step}] check({self.text!r}): {self.problem}"


def sweep(state: State, texts: Iterable[str]) -> tuple[int, list[Failure]]:
    """Ask ``check()`` about every text and every one-slot swap of it; return how many were
    asked and what went wrong (an exception, a non-Verdict, or a change to the state)."""
    kind, step = decision_kind(state), state.step
    before = snapshot(state)
    asked, failures = 0, []
    for text in texts:
        for candidate in (text, *swaps(state.GAME, text)):
            asked += 1
            try:
                verdict = state.check(candidate)
            except Exception as err:  # the hunt reports every exception
                failures.append(Failure(kind, step, candidate, f"raised {err!r}"))
                continue
            if not isinstance(getattr(verdict, "ok", None), bool):
                failures.append(Failure(kind, step, candidate, f"returned {verdict!r}"))
    if snapshot(state) != before:
        failures.append(Failure(kind, step, "(the texts above)", "the state changed"))
    return asked, failures


__all__ = ["CONFIGURATIONS", "Failure", "Positions", "collect", "decision_kind", "sweep"]
