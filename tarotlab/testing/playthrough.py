"""Golden playthroughs (OpenSpiel style): a seeded game written out step by step.

Each step shows the full state (``str(view(ALL))``), whose decision it is, every legal
action, one rejected action with its verdict, and the action taken. ``check`` regenerates
the game from the file's header and compares line by line, so any change in rules,
texts or legality shows up as a readable diff.
"""

from __future__ import annotations

import json
from pathlib import Path

from .. import new_game
from ..bots import bot_decision, make_bot
from ..core.engine import ALL, CHANCE, State, seat_name
from ..core.errors import TarotlabError
from ..core.rng import Rng

HEADER = "# tarotlab golden playthrough: regenerate with `python -m tarotlab playthrough`"


def generate(game: str, seed: int, bots: tuple[str, ...] = ("random",), bot_seed: int = 0,
             max_steps: int = 100_000, **options: object) -> str:
    """The playthrough text of one game; chance is explicit (auto_chance=False)."""
    state = new_game(game, seed=seed, auto_chance=False, **options)
    table = [make_bot(bots[s % len(bots)], game) for s in range(state.players)]
    rng = Rng(bot_seed, stream=0x601D)
    lines = [HEADER, f"game: {game}",
             f"options: {json.dumps(state.options, sort_keys=True)}",
             f"bots: {','.join(bots)}", f"bot_seed: {bot_seed}", ""]
    seen = 0
    while not state.is_over:
        if state.step > max_steps:
            raise TarotlabError(f"{game}: playthrough did not end in {max_steps} steps")
        lines += _step_lines(state)
        seat = state.to_move
        assert seat is not None
        action = (state.sample_chance() if seat == CHANCE
                  else bot_decision(state, table[seat], rng))
        state.apply(action)
        lines.append(f"action: {action}")
        lines += [f"  event: {e}" for e in state.events[seen:]]
        seen = len(state.events)
        lines.append("")
    lines += [f"step {state.step}: over", *_indent(str(state.view(ALL))),
              f"outcome: {state.outcome}", ""]
    return "\n".join(lines)


def _step_lines(state: State) -> list[str]:
    lines = [f"step {state.step}: {seat_name(state.to_move)} to move",
             *_indent(str(state.view(ALL)))]
    lines.append("legal: " + " | ".join(state.legal_actions()))
    rejected: str | None = next((a for a, v in state.candidates() if not v.ok), None)
    if rejected is None:
        rejected = next((p for p in state.PROBES if not state.check(p).ok), None)
    if rejected is not None:
        lines.append(f"rejected: {rejected} -> {state.check(rejected)}")
    return lines


def _indent(text: str) -> list[str]:
    return ["  | " + line for line in text.splitlines()]


def read_header(path: str | Path) -> dict[str, str]:
    """The header of a playthrough file (game, options, bots, bot_seed); a file that is no
    playthrough is refused with a TarotlabError saying why."""
    with Path(path).open("rb") as handle:
        head_bytes = handle.read(4096)
    lines = head_bytes.decode("utf-8", errors="replace").splitlines()
    if not lines or lines[0] != HEADER:
        raise TarotlabError(f"{path}: not a tarotlab golden playthrough (its first line should "
                            f"be {HEADER!r})")
    head = dict(line.split(": ", 1) for line in lines[1:5] if ": " in line)
    missing = [k for k in ("game", "options", "bots", "bot_seed") if k not in head]
    if missing:
        raise TarotlabError(f"{path}: playthrough header lacks {', '.join(missing)}")
    return head


def check(path: str | Path) -> None:
    """Regenerate the playthrough in ``path`` and raise AssertionError at the first difference."""
    head = read_header(path)
    text = Path(path).read_text(encoding="utf-8")
    try:
        options = json.loads(head["options"])
        seed = options.pop("seed")
        bot_seed = int(head["bot_seed"])
    except (ValueError, KeyError, AttributeError) as err:
        raise TarotlabError(f"{path}: bad playthrough header ({err})") from None
    options.pop("auto_chance", None)
    fresh = generate(head["game"], seed, tuple(head["bots"].split(",")), bot_seed, **options)
    for number, (old, new) in enumerate(zip(text.splitlines(), fresh.splitlines(),
                                            strict=False), 1):
        if old != new:
            raise AssertionError(f"{path}:{number}: expected\n  {old}\nbut the rules now give\n"
                                 f"  {new}")
    if len(text.splitlines()) != len(fresh.splitlines()):
        raise AssertionError(f"{path}: length differs ({len(text.splitlines())} lines, "
                             f"now {len(fresh.splitlines())})")
