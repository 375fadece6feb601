"""A game's review for one seat (``Session.review``): each of its decisions searched again from
what the seat knew then, and judged by how much of the chance of winning it gave away.

The verdicts follow lichess's "learn from your mistakes" (judged by the drop in the chance of
winning), with the thresholds widened for a search's noise, and only where the two moves'
95% intervals do not overlap: a drop the search cannot tell from noise is "fine".
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.engine import CHANCE, Action, State
from ..core.errors import TarotlabError
from ..core.rng import Rng
from .hint import Hint, following, hint

VERDICTS = (("blunder", 0.30), ("mistake", 0.20), ("inaccuracy", 0.10))
"""Each verdict and the least drop in the chance of winning it takes, worst first."""


@dataclass(frozen=True)
class Judgement:
    """One decision of a reviewed seat: what it played, the verdict, the drop in its chance
    of winning against the best move the search found, and the hint behind it. As text, a
    move judged worse than fine comes with the reason: what most often followed the better
    move and the move played in the searched futures, each event citing its rule."""

    step: int
    seat: int
    played: Action
    verdict: str
    loss: float
    hint: Hint

    @property
    def best(self) -> Action:
        return self.hint.best

    def __str__(self) -> str:
        head = f"step {self.step}, seat {self.seat}: {self.played}: {self.verdict}"
        if self.verdict == "fine":
            return head
        found = self.hint.analysis
        best, mine = found.stats[0], found.of(self.played)
        assert mine is not None
        why = [f"\n{line}" for stats in (best, mine)
               for line in following(stats, found.common, after=str(stats.action))]
        return (f"{head}; {best.action} was better: it wins {best.win_rate:.0%} of its "
                f"simulated futures, {self.played} {mine.win_rate:.0%}{''.join(why)}")


def judge(found: Hint, played: Action) -> tuple[str, float]:
    """The verdict on ``played`` and its drop in the chance of winning, from a hint searched
    with ``played`` as the learner's move.

    >>> import tarotlab
    >>> s = tarotlab.new_game("arcana", seed=2)
    >>> judge(hint(s, iterations=100, candidate="throw Star"), s.legal_actions()[0])[0]
    'fine'
    """
    best = found.analysis.stats[0]
    mine = found.analysis.of(played)
    if mine is None or played == best.action:
        return "fine", 0.0
    loss = max(0.0, best.win_rate - mine.win_rate)
    if mine.interval[1] >= best.interval[0]:  # the intervals overlap: noise, not a verdict
        return "fine", loss
    verdict = next((name for name, least in VERDICTS if loss >= least), "fine")
    return verdict, loss


def review(state: State, seat: int, seconds: float | None = 1.0,
           iterations: int | None = None) -> list[Judgement]:
    """Judge every decision ``seat`` took in ``state``'s history that had more than one
    legal choice, each searched from the position before it (a search of ``seconds``, or
    exactly ``iterations``)."""
    if type(seat) is not int or not 0 <= seat < state.players:
        raise TarotlabError(f"{state.GAME}: review a seat 0..{state.players - 1}, not {seat!r}")
    history = state.history
    judgements = []
    for step, (who, played) in enumerate(history):
        if who != seat or who == CHANCE:
            continue
        # each position from a clone of the whole game: a game edited by hand (Arcs'
        # scenario.Edit) forgets, when rebuilt to an earlier step, the edits made later
        position = state.clone()
        position.rebuild(history[:step])
        if len(position.legal_actions()) < 2:
            continue
        found = hint(position, seconds=seconds, iterations=iterations, candidate=played,
                     rng=Rng(step, stream=0x4EF))
        verdict, loss = judge(found, played)
        judgements.append(Judgement(step, seat, played, verdict, loss, found))
    return judgements
