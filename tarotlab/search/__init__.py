"""Search for the coach and the strongest bot: Information-Set MCTS over determinizations
(``ismcts``), reading a seat's information only through ``State.determinize``."""

from .ismcts import (
    ActionStats,
    Analysis,
    BotRollout,
    ValueRollout,
    random_rollout,
    rewards,
    search,
)

__all__ = ["ActionStats", "Analysis", "BotRollout", "ValueRollout", "random_rollout", "rewards",
           "search"]
