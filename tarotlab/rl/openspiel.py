"""Every tarotlab game as an OpenSpiel Python game (``tarotlab.rl.register_openspiel()``).

After ``register_openspiel()``, ``pyspiel.load_game("tarotlab_arcanum", {"players": 4})``
plays Arcanum with OpenSpiel's algorithms. What each game declares:

- **Dynamics: sequential.** One seat decides at a time (``state.to_move``).
- **Chance: explicit stochastic.** The games are created with ``auto_chance=False``, so every
  coin, die, shuffle and draw is a chance node; its outcomes are the game's legal actions
  there, each with probability 1/k: the distribution ``state.sample_chance()`` draws from
  (``Rng.choice`` over ``legal_actions()``, uniform; no game weighs its chance outcomes).
- **Information: imperfect.** Hands, cards thrown or hidden face down and deck orders are
  secret (each game's view says what a seat may see).
- **Utility: zero-sum**, between -1 and +1, as ``tarotlab.rl.rewards``' ``reward="win"``: the
  winners share +1 and the other seats -1, a draw is 0 for all, so the returns always add up
  to 0. (Scores are not zero-sum, and what the games decide is who wins: the score-based
  rewards are the PettingZoo environment's option only.) Rewards come at the end.
- **Players:** from the game's ``players`` option (Arcana 2; Arcanum 3-5; Mystick 2-5; Arcs
  2-4); the game's other options are OpenSpiel parameters of the same names (an option whose
  default is None takes 0 or "" for None).

Actions, as in the PettingZoo environment, are indices into ``legal_actions()`` (chance
outcomes too); ``action_to_string`` gives their text. ``observation_string(p)`` and
``information_state_string(p)`` are ``str(state.view(p))``, the seat's view as text. The
information state is therefore the seat's view of the position, which holds what the rules let
it know now, not a perfect-recall history of every observation. ``observation_tensor(p)`` is
the PettingZoo observation's vector (``obs_<game>.py``); a public observer (private info
NONE) reads the spectator's view, one for all players the omniscient view.

States clone through tarotlab's ``State.clone()`` (a deep copy would also copy the engine's
caches: three Arcana games took 75 s that way).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from ..core.engine import ALL, CHANCE, State
from ..core.errors import TarotlabError
from ..core.game import game_info
from ..core.registry import game_class, new_game
from .games import SPECS, Encoder, GameSpec, spec
from .rewards import final_rewards

PREFIX = "tarotlab_"


def short_name(game: str) -> str:
    """The OpenSpiel name of a tarotlab game: ``tarotlab_arcana``."""
    return PREFIX + game


def parameters(game: str) -> dict[str, Any]:
    """The OpenSpiel parameters of a game and their defaults: its options (not ``seed`` and
    ``auto_chance``; None as 0 or "") and ``max_actions``."""
    out: dict[str, Any] = {}
    for option in game_class(game).option_specs():
        if option.name in ("seed", "auto_chance") or option.kind not in (int, str, bool):
            continue
        default = option.default
        if default is None:
            default = 0 if option.kind is int else "" if option.kind is str else False
        out[option.name] = default
    out["max_actions"] = spec(game).max_actions
    return out


def _options(game: str, params: dict[str, Any]) -> dict[str, Any]:
    """The game's options from OpenSpiel parameters (0 or "" back to None where the option's
    default is None)."""
    options: dict[str, Any] = {}
    for option in game_class(game).option_specs():
        if option.name not in params:
            continue
        value = params[option.name]
        if option.default is None and value in (0, ""):
            value = None
        if value != option.default:
            options[option.name] = value
    return options


def game_type(game: str) -> Any:
    """The ``pyspiel.GameType`` of a game (see the module docstring), from its declaration
    (``core.game.GameInfo``). Simultaneous moves (Arcana's throws) are taken in turn, the
    earlier ones hidden (each seat's view), so every game is sequential here."""
    info = game_info(game)
    fewest, most, _ = info.players
    return pyspiel.GameType(
        short_name=short_name(game),
        long_name=f"tarotlab {game}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC if info.chance == "explicit"
                     else pyspiel.GameType.ChanceMode.DETERMINISTIC),
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION
                     if info.information == "imperfect"
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=most,
        min_num_players=fewest,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters(game))


class TarotlabGame(pyspiel.Game):  # type: ignore[misc]
    """A tarotlab game for OpenSpiel (its initial position made once, cloned for each new
    state); a subclass per game names it (``GAME``)."""

    GAME = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        game = self.GAME
        params = {**parameters(game), **(params or {})}
        self.spec: GameSpec = spec(game)
        self.tarotlab_game = game
        self.options = _options(game, params)
        self.initial: State = new_game(game, seed=0, auto_chance=False, **self.options)
        self.max_actions = int(params["max_actions"])
        self.players = self.initial.players
        self.encoder: Encoder = self.spec.encoder(self.players)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.max_actions,
            max_chance_outcomes=self.spec.max_chance_outcomes,
            num_players=self.players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=self.spec.max_game_length)
        super().__init__(game_type(game), info, params)

    def new_initial_state(self) -> TarotlabSpielState:
        return TarotlabSpielState(self)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> Observer:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        return Observer(self, iig_obs_type)


class _Holder:
    """The tarotlab state inside an OpenSpiel state: OpenSpiel's Clone makes a new initial
    state, then deep-copies the Python attributes of the one cloned into it; this one copies
    itself with ``State.clone()``, and a new state's holder clones the game's initial position
    only when first asked for it (a clone replaces it before that)."""

    __slots__ = ("_initial", "_state")

    def __init__(self, state: State | None = None, initial: State | None = None) -> None:
        self._state = state
        self._initial = initial

    @property
    def state(self) -> State:
        if self._state is None:
            assert self._initial is not None
            self._state = self._initial.clone()
        return self._state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Holder:
        return _Holder(self.state.clone())


class TarotlabSpielState(pyspiel.State):  # type: ignore[misc]
    """A position of a tarotlab game, as OpenSpiel sees it."""

    def __init__(self, game: TarotlabGame) -> None:
        super().__init__(game)
        self._holder = _Holder(initial=game.initial)
        self._max_actions = game.max_actions
        self._max_chance = game.spec.max_chance_outcomes

    @property
    def tarotlab_state(self) -> State:
        """The tarotlab state (``state.view(seat)``, ``state.events`` …)."""
        return self._holder.state

    def clone(self) -> TarotlabSpielState:
        """A copy (through tarotlab's ``State.clone()``)."""
        copy: TarotlabSpielState = super().clone()
        return copy

    def __deepcopy__(self, memo: dict[int, Any]) -> TarotlabSpielState:
        return self.clone()

    def _legal(self) -> tuple[Any, ...]:
        state = self._holder.state
        legal = state.legal_actions()
        bound = self._max_chance if state.to_move == CHANCE else self._max_actions
        if len(legal) > bound:
            raise TarotlabError(f"{state.GAME}: {len(legal)} legal actions at step {state.step},"
                                f" more than the game's bound of {bound}")
        return legal

    def current_player(self) -> int:
        seat = self._holder.state.to_move
        if seat is None:
            return int(pyspiel.PlayerId.TERMINAL)
        if seat == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(len(self._legal())))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        legal = self._legal()
        p = 1.0 / len(legal)
        return [(i, p) for i in range(len(legal))]

    def _apply_action(self, action: int) -> None:
        self._holder.state.apply(self._legal()[action])

    def _action_to_string(self, player: int, action: int) -> str:
        legal = self._holder.state.legal_actions()
        return str(legal[action]) if 0 <= action < len(legal) else f"#{action} (not legal now)"

    def is_terminal(self) -> bool:
        return self._holder.state.is_over

    def returns(self) -> list[float]:
        state = self._holder.state
        if state.outcome is None:
            return [0.0] * state.players
        return final_rewards(state.outcome, state.players)

    def __str__(self) -> str:
        return str(self._holder.state.view(ALL))


class Observer:
    """OpenSpiel's observer of a tarotlab game (see the module docstring): the string is the
    view's text; the tensor (for a single seat's observation without perfect recall) its
    encoding."""

    def __init__(self, game: TarotlabGame, iig_obs_type: Any) -> None:
        private = pyspiel.PrivateInfoType.SINGLE_PLAYER
        recall = False
        if iig_obs_type is not None:
            private, recall = iig_obs_type.private_info, iig_obs_type.perfect_recall
        self._private = private
        self._encoder = game.encoder
        self.tensor: np.ndarray[Any, np.dtype[np.float32]] | None = None
        self.dict: dict[str, Any] = {}
        if private == pyspiel.PrivateInfoType.SINGLE_PLAYER and not recall:
            self.tensor = np.zeros(game.encoder.size, np.float32)
            self.dict = {"observation": self.tensor}

    def _viewer(self, player: int) -> int | None:
        if self._private == pyspiel.PrivateInfoType.SINGLE_PLAYER:
            return player
        return ALL if self._private == pyspiel.PrivateInfoType.ALL_PLAYERS else None

    def set_from(self, state: TarotlabSpielState, player: int) -> None:
        if self.tensor is not None:
            view = state.tarotlab_state.view(self._viewer(player))
            self.tensor[:] = self._encoder.encode(view)

    def string_from(self, state: TarotlabSpielState, player: int) -> str:
        return str(state.tarotlab_state.view(self._viewer(player)))


class ArcanaGame(TarotlabGame):
    GAME = "arcana"


class ArcanumGame(TarotlabGame):
    GAME = "arcanum"


class MystickGame(TarotlabGame):
    GAME = "mystick"


class ArcsGame(TarotlabGame):
    GAME = "arcs"


GAME_CLASSES: dict[str, type[TarotlabGame]] = {
    cls.GAME: cls for cls in (ArcanaGame, ArcanumGame, MystickGame, ArcsGame)}
"""Each game's class. OpenSpiel keeps the class it is given to make a game: a class, not a
function (a Python function kept by OpenSpiel's registry aborts the interpreter at exit)."""

_REGISTERED: list[str] = []


def register() -> tuple[str, ...]:
    """Register every game with OpenSpiel (see ``tarotlab.rl.register_openspiel``)."""
    if not _REGISTERED:
        known = set(pyspiel.registered_names())
        for game in SPECS:
            name = short_name(game)
            if name not in known:
                pyspiel.register_game(game_type(game), GAME_CLASSES[game])
            _REGISTERED.append(name)
    return tuple(_REGISTERED)
