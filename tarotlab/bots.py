"""Bots that play any game through the protocol, seeing only their seat's view.

A bot is anything with ``choose(view, legal, rng) -> Action`` (and, optionally,
``needs_view = False`` when it never looks at the view). ``play`` drives a game to
its end with one bot per seat; chance decisions come from the game's own seed.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .core.engine import CHANCE, Action, State
from .core.errors import TarotlabError
from .core.rng import Rng


class Bot(Protocol):
    """What a bot must provide."""

    name: str

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        """Pick one of ``legal`` knowing only ``view`` (the seat's view of the game)."""
        ...


class RandomBot:
    """Chooses uniformly among the legal actions: works for every game."""

    name = "random"
    needs_view = False
    """It picks without looking, so ``bot_decision`` does not build it a view (a quarter of
    a random game's time)."""

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        return rng.choice(legal)


# name -> {game or "*": "module:Class"}; greedy bots are game-specific.
_BOTS: dict[str, dict[str, str]] = {
    "random": {"*": "tarotlab.bots:RandomBot"},
    "greedy": {"arcana": "tarotlab.arcana.bot:GreedyArcanaBot",
               "arcanum": "tarotlab.arcanum.bot:GreedyArcanumBot",
               "mystick": "tarotlab.mystick.bot:GreedyMystickBot",
               "arcs": "tarotlab.arcs.bot:GreedyArcsBot"},
    # searching bots need a fast State.determinizer (the seat's knowledge worked out once a
    # position): Arcs' replays only the current chapter at each draw
    "ismcts": {"arcana": "tarotlab.search.bot:ISMCTSBot",
               "arcanum": "tarotlab.search.bot:ISMCTSBot",
               "mystick": "tarotlab.search.bot:ISMCTSBot",
               "arcs": "tarotlab.search.bot:ISMCTSBot"},
}
BOT_NAMES = tuple(_BOTS)


def bot_names(game: str) -> tuple[str, ...]:
    """The bots that play ``game`` (what a Table's seat pickers offer).

    >>> bot_names("arcana")
    ('random', 'greedy', 'ismcts')
    """
    return tuple(n for n, table in _BOTS.items() if game in table or "*" in table)


def make_bot(name: str, game: str) -> Bot:
    """A bot by name for a game (TarotlabError lists the bots that game has). A searching
    bot takes its seconds a decision after a colon: ``"ismcts:0.2"`` (default 1 s).

    >>> make_bot("ismcts:0.2", "arcana").seconds
    0.2
    """
    base, colon, setting = name.partition(":")
    table = _BOTS.get(base, {})
    target = table.get(game) or table.get("*")
    if target is None:
        raise TarotlabError(f"no bot {name!r} for {game} (bots: {', '.join(bot_names(game))})")
    module, _, attr = target.partition(":")
    factory: Callable[..., Bot] = getattr(importlib.import_module(module), attr)
    if not colon:
        return factory()
    if base not in _TIMED:
        raise TarotlabError(f"bot {base!r} takes no setting, not {setting!r}")
    try:
        seconds = float(setting)
    except ValueError:
        seconds = math.nan
    if not 0 < seconds <= MAX_SECONDS:
        raise TarotlabError(f"bot {base!r} takes its seconds a decision after the colon, "
                            f"above 0 and at most {MAX_SECONDS:g}, not {setting[:20]!r}")
    return factory(seconds=seconds)


_TIMED = frozenset({"ismcts"})
"""Bots whose name may carry their seconds a decision (``ismcts:0.2``)."""
MAX_SECONDS = 600.0
"""The longest a timed bot may think a decision (a typo should not freeze a Table)."""


@dataclass(frozen=True)
class InfoSet:
    """What a searching bot may know of the game at its seat's decision: the seat, its view,
    its legal actions, and ``sample(rng)``, a determinization (``State.determinize``: a full
    game the seat cannot tell from the real one), and the game's name. The real state is not
    among them."""

    seat: int
    view: Any
    legal: tuple[Action, ...]
    sample: Callable[[Rng], State]
    game: str = ""


def bot_decision(state: State, bot: Bot, rng: Rng) -> Action:
    """The bot's decision for the seat to move, from that seat's view only (``None`` for a
    bot whose ``needs_view`` is false: it chooses without looking), or, for a searching bot
    (one with ``choose_informed``), from the seat's ``InfoSet``."""
    seat = state.to_move
    if seat is None or seat == CHANCE:
        raise TarotlabError("bots decide for seats, not for chance or a finished game")
    informed = getattr(bot, "choose_informed", None)
    if informed is not None:
        action: Action = informed(InfoSet(seat, state.view(seat), state.legal_actions(),
                                          state.determinizer(seat), state.GAME), rng)
        return action
    view = state.view(seat) if getattr(bot, "needs_view", True) else None
    return bot.choose(view, state.legal_actions(), rng)


def play(state: State, bots: Sequence[Bot] | Mapping[int, Bot], seed: int = 0,
         max_steps: int = 1_000_000) -> State:
    """Play ``state`` to its end in place: bots for seats, the game's seed for chance."""
    for _ in decisions(state, bots, Rng(seed, stream=0xB07), max_steps):
        pass
    return state


def decisions(state: State, bots: Sequence[Bot] | Mapping[int, Bot], rng: Rng,
              max_steps: int = 1_000_000) -> Iterator[int]:
    """Play ``state`` on in place, bots for seats (choosing with ``rng``) and the game's seed
    for chance, yielding the seat to move before each bot decides: the caller may read or
    copy the position then, or stop.

    >>> import tarotlab
    >>> s = tarotlab.new_game("arcana", seed=1)
    >>> seats = [seat for seat in decisions(s, [RandomBot(), RandomBot()], Rng(1))]
    >>> s.is_over, seats[:4]
    (True, [0, 1, 0, 1])
    """
    table = dict(enumerate(bots)) if isinstance(bots, Sequence) else dict(bots)
    while not state.is_over:
        if state.step > max_steps:
            raise TarotlabError(f"{state.GAME}: no end after {max_steps} decisions")
        seat = state.to_move
        assert seat is not None
        if seat == CHANCE:
            state.apply(state.sample_chance())
        else:
            yield seat
            state.apply(bot_decision(state, table[seat], rng))
