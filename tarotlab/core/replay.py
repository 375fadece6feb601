"""Replaying a record: the game rebuilt decision by decision, each re-checked by the rules.

``Record`` (``record.py``) is the data; this is what gives it life, so it stands above the
engine and the registry of games, and the record below them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .engine import CHANCE, Action, State, seat_name
from .errors import IllegalAction, MalformedAction, OptionError, RecordError, TarotlabError, shown
from .options import validate_options
from .record import Record
from .registry import game_class


def replay(record: Record | str | bytes | dict[str, Any] | Path) -> State:
    """Rebuild a game from its record, re-checking every decision with the rules.

    >>> import tarotlab
    >>> s = tarotlab.new_game("arcana", seed=4)
    >>> s.apply(s.legal_actions()[0])
    >>> replay(s.record().to_json()).history == s.history
    True
    """
    if isinstance(record, Path):
        record = Record.load(record)
    elif isinstance(record, str | bytes):
        record = Record.from_json(record)
    elif isinstance(record, dict):
        record = Record.from_dict(record)
    state = start_recorded(record.game, record.options)
    for i, (seat, text) in enumerate(record.decisions):
        apply_recorded(state, seat, text, f"/decisions/{i}")
    if state.options["auto_chance"]:
        state._autoplay_chance()
    return state


def start_recorded(game: str, options: dict[str, Any]) -> State:
    """The start of a recorded game: its class and options checked (RecordError naming
    ``/game`` or ``/options/<name>``), no decision taken yet, chance not played."""
    try:
        cls = game_class(game)
    except TarotlabError as err:
        raise RecordError("/game", str(err)) from None
    if options.get("seed") is None:
        raise RecordError("/options/seed", "a record must name its seed")
    try:
        values = validate_options(game, cls.option_specs(), options)
        return cls._fresh(values, autoplay=False)
    except OptionError as err:
        where = f"/options/{err.option}" if err.option else "/options"
        raise RecordError(where, str(err)) from None


def apply_recorded(state: State, seat: int, text: str, where: str) -> Action:
    """Re-check one recorded decision against ``state`` and apply it; a RecordError at
    ``where`` if it does not fit (the game is over, another seat was to move, the text is no
    action, a chance outcome is not the seed's, the rules refuse it)."""
    if state.is_over:
        raise RecordError(where, f"decision after the game ended ({state.outcome})")
    if seat != state.to_move:
        raise RecordError(f"{where}/0", f"{_seat(seat)} decided but {_seat(state.to_move)} "
                          "was to move")
    drawn = state.sample_chance() if seat == CHANCE and state.options["auto_chance"] else None
    if drawn is not None:
        if text == drawn:  # the seed's outcome, as the game itself drew it (without listing
            state._apply_legal(drawn)  # every outcome: ``Decision.sample``)
            return drawn
    else:  # a listed action's own text, as a record written by the engine holds it: found
        legal = state.legal_actions()  # in the list, with nothing to parse (``coerce``
        if text in legal:  # does the same, through a set built for the purpose)
            action = legal[legal.index(text)]
            state._apply_legal(action)
            return action
    try:
        action = state.coerce(text)
    except MalformedAction as err:
        raise RecordError(f"{where}/1", str(err)) from None
    if drawn is not None and action != drawn:
        raise RecordError(f"{where}/1", f"chance outcome {shown(text)} is not what seed "
                          f"{state.options['seed']} gives at step {state.step} (tampered?)")
    if action not in state._legal_set():  # the rules' refusal, with its reason
        verdict = state.check(action)
        raise RecordError(f"{where}/1", str(IllegalAction(action, seat, verdict.rule,
                                                          verdict.reason)))
    state._apply_legal(action)
    return action


def _seat(seat: int | None) -> str:
    return seat_name(seat)
