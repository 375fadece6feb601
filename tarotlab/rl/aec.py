"""Every tarotlab game as a PettingZoo AEC environment (``tarotlab.rl.env``).

- Agents are ``player_0`` … ``player_{n-1}``, seat i of the game; the agent to act is the seat
  to move. Chance (coins, dice, shuffles, draws) never waits for an agent: the game resolves it
  from its own seed (``auto_chance=True``), and ``reset(seed=s)`` starts
  ``tarotlab.new_game(game, seed=s, ...)``, so the same seed and the same actions give the
  same game. ``reset()`` without a seed draws the next seed from the last one given (or from
  fresh entropy before any).
- An action is an index into ``state.legal_actions()`` of the moment, in the engine's order:
  ``Discrete(MAX_ACTIONS)`` per game (``tarotlab.rl.games`` says how each bound was chosen).
  ``observe(agent)["action_mask"]`` (int8) marks the legal indices of the agent to move (all 0
  for the others); stepping a masked index raises ``ValueError`` and changes nothing.
- ``observe(agent)["observation"]`` is the float32 encoding of ``state.view(seat)``: what
  that seat may see and nothing else (the tables in ``obs_<game>.py``).
- ``infos[agent]`` holds ``"legal_actions"`` (the texts the mask's indices stand for, for the
  agent to move; empty for the others) and ``"action_text"``, the text of that agent's last
  action (``"throw Star"``); ``env.last_action`` is ``(agent, text)`` of the latest step.
- Rewards are 0 until the game ends, then as ``tarotlab.rl.rewards`` says (``reward="win"``:
  +1 / -1, ties shared; ``reward="score"``: the final scores). Every agent is terminated at
  the end; ``max_steps`` (decisions of the seats) truncates a game that runs longer.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.logger import warn
from pettingzoo import AECEnv

from ..core.engine import Action, State
from ..core.errors import TarotlabError
from ..core.registry import new_game
from .games import Encoder, spec
from .layout import Vector
from .rewards import REWARDS, final_rewards

Observation = dict[str, npt.NDArray[Any]]


class TarotlabEnv(AECEnv):  # type: ignore[misc]
    """A tarotlab game as a PettingZoo AEC environment (see the module docstring)."""

    def __init__(self, game: str, *, reward: str = "win", max_actions: int | None = None,
                 max_steps: int | None = None, render_mode: str | None = None,
                 **options: Any) -> None:
        super().__init__()
        game_spec = spec(game)
        for reserved in ("seed", "auto_chance"):
            if reserved in options:
                raise TarotlabError(f"{game}: {reserved!r} is set by the environment (reset(seed="
                                    "...) seeds the game, and chance is always automatic)")
        if reward not in REWARDS:
            raise TarotlabError(f"reward must be one of {', '.join(REWARDS)}, not {reward!r}")
        if render_mode not in (None, "ansi", "human"):
            raise TarotlabError(f"render_mode must be None, 'ansi' or 'human', not "
                                f"{render_mode!r}")
        self.game = game
        self.options = dict(options)
        self.players = new_game(game, seed=0, **options).players  # validates the options
        self.reward_mode = reward
        self.max_actions = max_actions or game_spec.max_actions
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.metadata = {"name": f"tarotlab_{game}_v0", "render_modes": ["ansi", "human"],
                         "is_parallelizable": False}
        self.encoder: Encoder = game_spec.encoder(self.players)
        self.possible_agents = [f"player_{seat}" for seat in range(self.players)]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        low, high = self.encoder.layout.bounds()
        self.observation_spaces = {agent: spaces.Dict({
            "observation": spaces.Box(low, high, dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (self.max_actions,), dtype=np.int8),
        }) for agent in self.possible_agents}
        self.action_spaces = {agent: spaces.Discrete(self.max_actions)
                              for agent in self.possible_agents}
        self._seeds: np.random.Generator | None = None
        self.game_state: State | None = None
        self.last_action: tuple[str, str] | None = None
        self.num_moves = 0

    # ------------------------------------------------------------------ spaces
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # ------------------------------------------------------------------ the game
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game: ``tarotlab.new_game(game, seed=seed, **options)`` (``options``
        here, PettingZoo's, are not used: the game's options are given to ``env()``)."""
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
            game_seed = int(seed)
        else:
            if self._seeds is None:
                self._seeds = np.random.default_rng()
            game_seed = int(self._seeds.integers(0, 2**62))
        self.game_state = new_game(self.game, seed=game_seed, auto_chance=True, **self.options)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {"legal_actions": ()}
                                                  for agent in self.agents}
        self.last_action = None
        self.num_moves = 0
        self._cache: dict[str, tuple[int, Observation]] = {}
        self._mover: str | None = None
        self._select()

    def _legal(self) -> tuple[Action, ...]:
        assert self.game_state is not None
        legal = self.game_state.legal_actions()
        if len(legal) > self.max_actions:
            raise TarotlabError(
                f"{self.game}: {len(legal)} legal actions at step {self.game_state.step}, more "
                f"than the action space's {self.max_actions} (env(..., max_actions=N) widens it)")
        return legal

    def _select(self) -> None:
        """Point ``agent_selection`` at the seat to move and give it its legal actions."""
        state = self.game_state
        assert state is not None
        if self._mover is not None:
            self.infos[self._mover]["legal_actions"] = ()
        seat = state.to_move
        if seat is None or seat < 0:
            self._mover = None
            return
        self.agent_selection = self._mover = self.possible_agents[seat]
        self.infos[self._mover]["legal_actions"] = self._legal()

    def step(self, action: int | np.integer[Any] | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.game_state
        assert state is not None
        legal = self._legal()
        if action is None or not 0 <= int(action) < len(legal):
            raise ValueError(f"{self.game}: action {action!r} of {agent} is masked: the legal "
                             f"actions are indices 0..{len(legal) - 1}")
        chosen = legal[int(action)]
        self._cumulative_rewards[agent] = 0.0
        state.apply(chosen)
        self.num_moves += 1
        text = str(chosen)
        self.last_action = (agent, text)
        self.infos[agent]["action_text"] = text
        for name in self.rewards:
            self.rewards[name] = 0.0
        if state.outcome is not None:
            for name, value in zip(self.possible_agents, final_rewards(
                    state.outcome, self.players, self.reward_mode), strict=True):
                if name in self.rewards:
                    self.rewards[name] = value
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.max_steps is not None and self.num_moves >= self.max_steps:
            self.truncations = dict.fromkeys(self.agents, True)
        self._select()
        self._accumulate_rewards()

    # ------------------------------------------------------------------ what agents see
    def observe(self, agent: str) -> Observation:
        """What ``agent`` sees now: its view's encoding and, if it is to move, its mask."""
        cached = self._cache.get(agent)
        if cached is not None and cached[0] == self.num_moves:
            return cached[1]
        state = self.game_state
        assert state is not None
        seat = self._seat[agent]
        mask = np.zeros(self.max_actions, np.int8)
        if agent == self._mover and not (self.terminations[agent] or self.truncations[agent]):
            mask[:len(self._legal())] = 1
        observation: Vector = self.encoder.encode(state.view(seat))
        obs: Observation = {"observation": observation, "action_mask": mask}
        self._cache[agent] = (self.num_moves, obs)
        return obs

    def render(self) -> str | None:
        """The spectator's view in words (no seat's secrets) and the last action."""
        if self.render_mode is None:
            warn("You are calling render method without specifying any render mode.")
            return None
        state = self.game_state
        if state is None:
            return None
        text = str(state.view(None))
        if self.last_action is not None:
            text += f"\nlast action: {self.last_action[0]}: {self.last_action[1]}"
        if self.render_mode == "human":
            print(text)
        return text

    def close(self) -> None:
        """Nothing to release (no window, no process)."""
