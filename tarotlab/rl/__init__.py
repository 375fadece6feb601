"""tarotlab's games for agents: PettingZoo environments and OpenSpiel games.

Needs the ``rl`` extra (``pip install -e '.[rl]'``: pettingzoo, gymnasium, open-spiel); the
engine itself never imports this package.

>>> from tarotlab.rl import env
>>> e = env("arcana")
>>> e.reset(seed=7)
>>> obs, reward, terminated, truncated, info = e.last()
>>> obs["observation"].shape, int(obs["action_mask"].sum()), info["legal_actions"][0]
((283,), 22, Action('throw Magician'))
>>> e.step(0)
>>> e.last_action
('player_0', 'throw Magician')

``register_openspiel()`` registers every game with OpenSpiel (``pyspiel.load_game(
"tarotlab_arcana")``); see ``tarotlab.rl.openspiel``.

The modules: ``aec`` (the environment), ``openspiel`` (the OpenSpiel games), ``games`` (the
action-space bounds, and why), ``rewards`` (what a game's end is worth), ``layout`` and
``obs_<game>`` (the observation encodings, each with its table of slots).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .games import SPECS

if TYPE_CHECKING:
    from .aec import TarotlabEnv

GAMES = tuple(SPECS)
"""The games with an agent interface (all of tarotlab's)."""


def raw_env(game: str, **options: Any) -> TarotlabEnv:
    """The environment without PettingZoo's order-enforcing wrapper (see ``env``)."""
    from .aec import TarotlabEnv

    return TarotlabEnv(game, **options)


def env(game: str, **options: Any) -> Any:
    """A PettingZoo AEC environment of ``game``, wrapped in PettingZoo's
    ``OrderEnforcingWrapper`` (as PettingZoo's own games are).

    ``options``: the game's own (``players=4``, ``resolution="both"``...; not ``seed``,
    which ``reset(seed=...)`` gives), and ``reward="win"`` or ``"score"``, ``max_actions``
    (widen the action space), ``max_steps`` (truncate after so many decisions),
    ``render_mode`` (``"ansi"`` or ``"human"``).
    """
    from pettingzoo.utils.wrappers import OrderEnforcingWrapper

    return OrderEnforcingWrapper(raw_env(game, **options))


def register_openspiel() -> tuple[str, ...]:
    """Register every game with OpenSpiel (once; later calls do nothing); their short names
    (``tarotlab_arcana``, ...)."""
    from .openspiel import register

    return register()


__all__ = ["GAMES", "env", "raw_env", "register_openspiel"]
