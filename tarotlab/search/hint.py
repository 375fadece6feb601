"""Hints: what a search from the seat's own information found, in words (``Session.hint``).

A hint reads the game only through ``State.determinize`` (the seat's information), so it
never shows or uses another seat's hidden cards. Its words come from the search itself:
each candidate's share of won futures with its 95% interval, and the events that followed
it most often, each citing its rule.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from time import perf_counter

from .. import GAMES
from ..bots import InfoSet, bot_names
from ..core.engine import CHANCE, Action, Event, State
from ..core.errors import IllegalAction, TarotlabError
from ..core.rng import Rng
from .bot import ISMCTSBot
from .ismcts import ActionStats, Analysis


@dataclass(frozen=True)
class Hint:
    """A search's advice for ``seat``: ``best`` and the statistics behind it; ``candidate``
    is the move the learner had in mind, if any."""

    seat: int
    analysis: Analysis
    candidate: Action | None = None
    line: tuple[Action, ...] = ()
    """The best move and the seat's own decisions the search expects right after it
    (``Analysis.line``): a learner can add it as a variation and step through it
    (``Session.add_line``)."""

    @property
    def best(self) -> Action:
        return self.analysis.best()

    def explain(self) -> str:
        """The advice in words: the best move, what follows it, and the learner's move beside
        it (the figures are the search's own)."""
        found = self.analysis
        best = found.stats[0]
        lines = [f"seat {self.seat}: {best.action} looks best. {_rate(best)}",
                 *following(best, found.common)]
        mine = found.of(self.candidate) if self.candidate is not None else None
        if self.candidate is not None and self.candidate != best.action:
            if mine is None:
                lines.append(f"Your move, {self.candidate}, was not tried in "
                             f"{found.iterations:,} simulated futures.")
            else:
                lines.append(f"Your move, {mine.action}. {_rate(mine)}")
                lines += following(mine, found.common)
        elif len(found.stats) > 1:
            runner = found.stats[1]
            lines.append(f"Next: {runner.action}. {_rate(runner)}")
        if len(self.line) > 1:
            lines.append("Its line, your own decisions as far as they follow from what you "
                         f"know: {', '.join(self.line)}.")
        lines.append(f"({found.iterations:,} simulated futures in {found.seconds:.1f} s, each "
                     "a game this seat cannot tell from the real one.)")
        return "\n".join(lines)

    __str__ = explain


def _rate(stats: ActionStats) -> str:
    low, high = stats.interval
    return (f"It wins {stats.win_rate:.0%} of {stats.visits:,} simulated futures (95% "
            f"interval {low:.0%} to {high:.0%}).")


SHOWN = 3
"""How many of the events that follow a move a hint shows."""


def following(stats: ActionStats, common: frozenset[Event], after: str = "it") -> list[str]:
    """What most often followed a candidate in the searched futures (up to ``SHOWN`` events,
    leaving out those that followed every candidate), one line each, its rule cited first;
    ``after`` names the candidate in the text."""
    shown = [(event, count) for event, count in stats.typical if event not in common]
    return [f"  after {after}, in {count:,} of {stats.visits:,}: [{event.rule}] "
            f"{event.text.removesuffix(f' ({event.rule})')}"  # cited once, in front
            for event, count in shown[:SHOWN]]


def hint(state: State, seconds: float | None = 1.5, iterations: int | None = None,
         candidate: Action | str | None = None, rng: Rng | None = None,
         workers: int | None = None) -> Hint:
    """Search from the information of the seat to move and return its ``Hint``.
    ``workers``: processes searching at once (None: two for a timed hint on a machine with
    two cores, ``search.parallel.default_workers``; one for a hint counted in iterations).

    >>> import tarotlab
    >>> s = tarotlab.new_game("arcana", seed=2)
    >>> h = hint(s, iterations=200, candidate="throw Fool")
    >>> h.seat, h.best in s.legal_actions(), h.candidate
    (0, True, Action('throw Fool'))
    """
    seat = state.to_move
    if seat is None or seat == CHANCE:
        raise TarotlabError(f"{state.GAME}: no seat is deciding now, so there is no hint")
    if "ismcts" not in bot_names(state.GAME):  # a game without a searching bot
        searched = [g for g in GAMES if "ismcts" in bot_names(g)]
        raise TarotlabError(f"{state.GAME}: no hints yet (the search is offered for "
                            f"{', '.join(searched)})")
    started = perf_counter()  # the budget counts from here, the checks below included
    chosen = None
    if candidate is not None:
        chosen = state.coerce(candidate)
        if chosen not in state.legal_actions():
            verdict = state.check(chosen)
            raise IllegalAction(chosen, seat, verdict.rule, verdict.reason)
    info = InfoSet(seat, state.view(seat), state.legal_actions(),
                   state.determinizer(seat), state.GAME)
    rng = rng if rng is not None else Rng(state.step, stream=0x417)
    share = 1 - OWN_MOVE_SHARE if chosen is not None else 1.0
    end = started + seconds if iterations is None and seconds is not None else None
    found = ISMCTSBot(seconds=None if seconds is None else seconds * share,
                      iterations=None if iterations is None else round(iterations * share),
                      workers=workers, halving=True).analyse(
        info, rng, deadline=None if end is None else started + (end - started) * share)
    if chosen is not None and chosen != found.best():
        extra = ISMCTSBot(seconds=None if seconds is None else seconds * OWN_MOVE_SHARE,
                          iterations=None if iterations is None else
                          max(1, round(iterations * OWN_MOVE_SHARE)),
                          workers=workers).analyse(info, rng, force=chosen, deadline=end)
        own = extra.of(chosen)
        assert own is not None
        found = replace(found, stats=tuple(own if s.action == chosen else s
                                           for s in found.stats) +
                        (() if found.of(chosen) else (own,)),
                        iterations=found.iterations + extra.iterations,
                        seconds=found.seconds + extra.seconds)
    return Hint(seat, found, chosen, found.line())


OWN_MOVE_SHARE = 0.25
"""The share of a hint's budget spent on the learner's own move, searched on its own (the
search proper soon stops trying a poor move, so its figures for it would rest on a few
futures)."""
