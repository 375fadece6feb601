"""A slow reference determinizer, from the rules alone, to cross-check the fast ones.

``State.determinize`` (each game's own, fast) reasons about what a seat may know. This one
does not reason at all: it replays the real game's history from its options, redraws every
decision the rulebook keeps secret from the seat (``secrets.py``: another seat's draw into
its hand, a card thrown face down) uniformly among the decisions legal there, keeps every
other decision as it was played, and keeps the sample only if the seat's view and the events
come out the same as in the real game (rejection sampling). What it keeps is, by
construction, every world the seat cannot tell from the real one, each as likely as the
chance draws that lead to it: what the fast determinizer must give too, where the rules
say nothing more. It is far too slow for a search (most samples are thrown away), but on
small games it tells whether a fast determinizer leans (``tests/test_determinize_reference.py``).
"""

from __future__ import annotations

from ..core.engine import State
from ..core.errors import TarotlabError
from ..core.replay import start_recorded
from ..core.rng import Rng
from .secrets import secrecy_of


def reference_determinization(state: State, seat: int, rng: Rng) -> State | None:
    """One try: the real history replayed with the decisions secret from ``seat`` redrawn;
    the game it gives if ``seat`` sees it as the real one, else None. A secret that a later
    decision reveals by rule (``Secrecy.reveals``: Arcana's second throw shows both cards)
    is kept as played: a redrawn one could only be thrown away.

    >>> import tarotlab
    >>> s = tarotlab.new_game("arcana", seed=2)
    >>> s.apply("throw Star")
    >>> twin = reference_determinization(s, 1, Rng(1))
    >>> twin is not None and twin.view(1) == s.view(1)  # a throw face down is always possible
    True
    """
    secrecy = secrecy_of(state.GAME)
    revealed = _revealed_later(state)
    game = start_recorded(state.GAME, dict(state.options, auto_chance=False))
    for i, (who, action) in enumerate(state.history):
        if game.is_over or game.to_move != who:
            return None
        secret = secrecy.secret(game, action) if secrecy is not None else None
        if secret is not None and seat not in secret[1] and not revealed[i]:
            action = rng.choice(game.legal_actions())
        try:
            game.apply(action)
        except TarotlabError:  # a decision the redrawn cards no longer allow
            return None
    if game.events != state.events or game.view(seat) != state.view(seat):
        return None
    return game


def _revealed_later(state: State) -> list[bool]:
    """For each decision of the history: does a later one reveal earlier secrets by rule?"""
    secrecy = secrecy_of(state.GAME)
    game = start_recorded(state.GAME, dict(state.options, auto_chance=False))
    reveals = []
    for _, action in state.history:
        reveals.append(secrecy is not None and secrecy.reveals(game, action))
        game.apply(action)
    later, seen = [], False
    for reveal in reversed(reveals):
        later.append(seen)
        seen = seen or reveal
    return later[::-1]


def reference_determinizations(state: State, seat: int, rng: Rng, tries: int) -> list[State]:
    """Every game ``tries`` tries of ``reference_determinization`` kept."""
    kept = []
    for _ in range(tries):
        twin = reference_determinization(state, seat, rng)
        if twin is not None:
            kept.append(twin)
    return kept
