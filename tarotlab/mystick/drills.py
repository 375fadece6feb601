"""Mystick drills: may this Pawn challenge that one (mystick R6), and what does this challenge
do: how much Power moves, and does Aggression discard the target (mystick R8)?

Each question is a real seeded game played on at random (challenges preferred, so Pawns hold
Power) until the position asked about: a seat to move with a Pawn facing an opponent's Pawn,
or a challenge at its redraw step with its Fate Draw on the table. The answer is worked out
here from the rulebook (``challenge_refusal``, ``challenge_result``), reading only what the
position shows (each Pawn's rank, influence, Power and traits, the open spaces of the Mystick
Cross); ``play_out`` asks the engine: whether it accepts the challenge, or what happens when
the challenger keeps its Fate Draw.

>>> from tarotlab import drills
>>> q = drills.question("mystick", "may-challenge", 3)
>>> q.answer in q.choices and q.verify() == q.answer
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import tarotlab

from ..core.engine import Action
from ..core.errors import TarotlabError
from ..core.rng import Rng
from ..drills import Question, drill
from .rules import CARDS, InPlay, MystickState

R_CHALLENGE = "mystick R6"
R_RESOLUTION = "mystick R8"
R_TRAITS = "mystick: Traits"
YES = "yes"
FULL = "no: it has no room for Power (its Power is not below its influence)"
CROSS_FULL = "no: its owner's Mystick Cross has no open space"
NO_POWER = "no: the target holds no Power"
HIGHER = "no: the target has a higher tarot rank"
REASONS = (YES, FULL, CROSS_FULL, NO_POWER, HIGHER)
MAX_STEPS = 400
"""Random decisions tried per game before the next game is started (seed + attempt)."""


# ---------------------------------------------------------------------- the rulebook
def challenge_refusal(influence: int, power: int, open_spaces: int, target_power: int,
                      rank: int, target_rank: int) -> list[str]:
    """Why a Pawn may not challenge an opponent's Pawn, every reason (empty: it may).

    mystick R6 (rulebook, Declare the challenge): the challenger's influence must be above 0
    and above its Power, its owner's Mystick Cross must have an open space, the target must
    hold at least 1 Power, and no Pawn may challenge a Pawn of higher tarot rank.
    """
    out = []
    if influence <= 0 or power >= influence:
        out.append(FULL)
    if open_spaces <= 0:
        out.append(CROSS_FULL)
    if target_power <= 0:
        out.append(NO_POWER)
    if target_rank > rank:
        out.append(HIGHER)
    return out


@dataclass(frozen=True)
class Result:
    """What a challenge does once its Fate is kept (mystick R8)."""

    successes: int
    moved: int
    discarded: bool

    def text(self, at_pawn: bool) -> str:
        said = f"{self.moved} Power moves"
        if at_pawn:
            said += "; the target is discarded" if self.discarded else "; the target stays"
        return said


def challenge_result(fate_successes: int, bonus: int, immune: bool, target_power: int,
                     room: int, aggression: bool, target_influence: int | None) -> Result:
    """mystick R8 in the rulebook's order: count successes (Majors and the Pawn's suit, plus
    effects; Immunity cancels one), move one Power per success but no more than the target
    holds nor than the challenger has room for, then Aggression discards a target Pawn when
    the successes reach its influence. ``target_influence`` is None for the pool."""
    successes = max(0, fate_successes + bonus - (1 if immune else 0))
    moved = max(0, min(successes, target_power, room))
    discarded = (aggression and target_influence is not None
                 and successes >= target_influence)
    return Result(successes, moved, discarded)


# ---------------------------------------------------------------------- positions
def _game(seed: int, attempt: int) -> tuple[MystickState, Rng]:
    rng = Rng(seed, stream=0x3157 + attempt)
    players = 2 + rng.below(2)
    state = tarotlab.new_game("mystick", seed=seed * 31 + attempt, players=players)
    assert isinstance(state, MystickState)
    return state, rng


def _step(state: MystickState, rng: Rng) -> None:
    """One random decision, a challenge (when there is one) more often than not."""
    legal = state.legal_actions()
    challenges = [a for a in legal if a.kind == "challenge"]
    if challenges and rng.below(3):
        state.apply(rng.choice(challenges))
    else:
        state.apply(rng.choice(legal))


Wanted = Callable[[MystickState, Rng, int], bool]


def _positions(seed: int, wanted: Wanted) -> tuple[MystickState, Rng]:
    """The first position of a seeded random game where ``wanted(state, rng, attempt)``
    holds (it may also pick what to ask about, with the rng it is given); a new game, the
    next attempt, when one ends first."""
    for attempt in range(1000):
        state, rng = _game(seed, attempt)
        for _ in range(MAX_STEPS):
            if state.is_over:
                break
            if wanted(state, rng, attempt):
                return state, rng
            _step(state, rng)
    raise AssertionError(f"mystick drills: no position found for seed {seed}")


def _moving(state: MystickState) -> int | None:
    """The seat deciding a move (play, draw, challenge), or None."""
    pending = state.pending
    return pending[1] if pending and pending[0] == "move" else None


def _traits(state: MystickState, pawn: InPlay) -> str:
    have = sorted(state.traits(pawn))
    return f", {' and '.join(have)}" if have else ""


def _describe(state: MystickState, pawn: InPlay) -> str:
    card = CARDS[pawn.card]
    return (f"seat {pawn.owner}'s {pawn.label} ({card.name}: rank {card.rank}, influence "
            f"{state.influence(pawn)}, {pawn.power} Power{_traits(state, pawn)})")


# ---------------------------------------------------------------------- may it challenge
@dataclass
class _Pair:
    challenger: InPlay | None = None
    target: InPlay | None = None


@drill("mystick", "may-challenge", "may this Pawn challenge that one")
def may_challenge_question(seed: int) -> Question:
    """A seat to move, one of its Pawns and an opponent's Pawn: may it challenge? Positions
    where more than one thing forbids it are skipped, so the answer is one reason."""
    pair = _Pair()
    # the answer sought (so that each is common), taken as found after a few games
    sought = Rng(seed, stream=0x3156).choice((YES, YES, NO_POWER, HIGHER, HIGHER, FULL,
                                              CROSS_FULL))

    def wanted(state: MystickState, rng: Rng, attempt: int) -> bool:
        seat = _moving(state)
        if seat is None:
            return False
        pairs = [(pawn, other) for pawn in state.pawns[seat] for other in state._all_pawns()
                 if other.owner != seat and len(_refusal(state, pawn, other)) <= 1]
        fits = [(a, b) for a, b in pairs if (_refusal(state, a, b) or [YES])[0] == sought]
        pick = fits or (pairs if attempt >= 3 else [])
        if not pick:
            return False
        pair.challenger, pair.target = rng.choice(pick)
        return True

    state, _ = _positions(seed, wanted)
    assert pair.challenger is not None and pair.target is not None
    return ask_may_challenge(state, pair.challenger.label, pair.target.label, seed)


def ask_may_challenge(state: MystickState, challenger: str, target: str,
                      seed: int = 0) -> Question:
    """The question about a position: may the mover's Pawn ``challenger`` (a label, like
    ``5W#1``) challenge the opponent's Pawn ``target``?"""
    pawn, other = state._find(challenger), state._find(target)
    assert pawn is not None and other is not None, (challenger, target)
    seat = pawn.owner
    reasons = _refusal(state, pawn, other)
    answer = reasons[0] if reasons else YES
    open_spaces = state.crosses[seat].count(None)
    explanation = _why_challenge(state, pawn, other, answer, open_spaces)
    action = f"challenge {pawn.label} -> {other.label}"
    prompt = (f"Seat {seat} is to move. {_describe(state, pawn)}; "
              f"{_describe(state, other)}. Seat {seat}'s Mystick Cross has {open_spaces} "
              f"open space{'' if open_spaces == 1 else 's'}. May {pawn.label} challenge "
              f"{other.label}?")

    def play_out() -> str:
        """The engine's verdict on the challenge, told in the choices' words."""
        verdict = state.check(action)
        if verdict.ok:
            return YES
        said = verdict.reason
        for words, choice in (("Mystick Cross is full", CROSS_FULL), ("is full", FULL),
                              ("0 influence", FULL), ("holds no Power", NO_POWER),
                              ("higher tarot rank", HIGHER)):
            if words in said:
                return choice
        return said

    return Question("mystick", "may-challenge", seed, prompt, REASONS, answer, explanation,
                    R_CHALLENGE, state, seat, play_out)


def _refusal(state: MystickState, pawn: InPlay, other: InPlay) -> list[str]:
    return challenge_refusal(state.influence(pawn), pawn.power,
                             state.crosses[pawn.owner].count(None), other.power,
                             CARDS[pawn.card].rank, CARDS[other.card].rank)


def _why_challenge(state: MystickState, pawn: InPlay, other: InPlay, answer: str,
                   open_spaces: int) -> str:
    influence, rank, target_rank = (state.influence(pawn), CARDS[pawn.card].rank,
                                    CARDS[other.card].rank)
    if answer == YES:
        why = (f"{pawn.label} has room ({pawn.power} Power for {influence} influence), its "
               f"owner's Mystick Cross has {open_spaces} open space(s), {other.label} holds "
               f"{other.power} Power and its rank {target_rank} is not above {rank}: it may")
    elif answer == FULL:
        why = (f"{pawn.label} holds {pawn.power} Power for {influence} influence: a Pawn "
               "challenges only while its influence is above 0 and above its Power")
    elif answer == CROSS_FULL:
        why = "every space of the Mystick Cross is taken: no challenge until one is cleared"
    elif answer == NO_POWER:
        why = f"{other.label} holds no Power, and a target must hold at least 1"
    else:
        why = (f"{other.label} is rank {target_rank}, above {pawn.label}'s {rank}: no Pawn "
               "may challenge a Pawn of higher tarot rank (suits do not matter)")
    return f"{why} [{R_CHALLENGE}]."


# ---------------------------------------------------------------------- what it does
def _at_redraw(state: MystickState) -> bool:
    """A challenge at its redraw step with no Major Arcana in its Fate (a Major's effect
    would change the count in ways of its own; those are the card tests' business)."""
    c = state.challenge
    if not state.pending or state.pending[0] != "redraw" or c is None or c.get("marked"):
        return False
    if state._uid(c["pawn"]) is None or (c["target"] != "pool"
                                          and state._uid(c["target_uid"]) is None):
        return False  # someone left play already: nothing to transfer (mystick R8)
    seat = c["seat"]
    cards = [state.crosses[seat][s] for s in c["spaces"]]
    return all(card is not None and not CARDS[card].is_major for card in cards)


@drill("mystick", "challenge-result", "what does this challenge do")
def challenge_result_question(seed: int) -> Question:
    """A Fate Draw on the table, kept: how much Power moves, and is the target discarded?"""
    # a Pawn is the more interesting target: the pool is asked about one time in three
    state, rng = _positions(seed, lambda s, r, _: _at_redraw(s) and (
        (s.challenge is not None and s.challenge["target"] != "pool") or r.below(3) == 0))
    return ask_challenge_result(state, seed, rng)


def ask_challenge_result(state: MystickState, seed: int = 0, rng: Rng | None = None) -> Question:
    """The question about a challenge at its redraw step (no Major in its Fate): what
    happens when the challenger keeps its Fate Draw? ``rng`` picks the wrong choices."""
    if not _at_redraw(state):
        raise TarotlabError("mystick drills: the position is not a challenge at its redraw "
                         "step with a Fate Draw of Minor Arcana only")
    rng = rng or Rng(seed, stream=0x3158)
    c = state.challenge
    assert c is not None
    seat = c["seat"]
    pawn = state._uid(c["pawn"])
    assert pawn is not None
    at_pool = c["target"] == "pool"
    other = None if at_pool else state._uid(c["target_uid"])
    suit = CARDS[pawn.card].suit
    fate = [state.crosses[seat][s] for s in sorted(c["spaces"])]
    hits = sum(1 for card in fate if card is not None and CARDS[card].suit == suit)
    influence = state.influence(pawn)
    immune = other is not None and "Immunity" in state.traits(other)
    aggression = "Aggression" in state.traits(pawn)
    target_power = state.pool if other is None else other.power
    room = influence - pawn.power
    result = challenge_result(hits, c["bonus"], immune, target_power, room, aggression,
                              None if other is None else state.influence(other))
    answer = result.text(other is not None)
    choices = _result_choices(result, other is not None, hits + c["bonus"], rng)
    drawn = ", ".join(f"{CARDS[card].name} ({card})" for card in fate if card is not None)
    target_text = (f"the pool ({state.pool} Power)" if other is None else
                   _describe(state, other))
    bonus = (f" Effects so far give the challenge {c['bonus']:+d} success(es)."
             if c["bonus"] else "")
    prompt = (f"{_capital(_describe(state, pawn))} challenges {target_text}. Its Fate Draw, kept "
              f"as it is: {drawn}.{bonus} What happens?")
    explanation = _why_result(pawn, other, suit, hits, c["bonus"], immune, target_power,
                              room, aggression, result,
                              None if other is None else state.influence(other))

    def play_out() -> str:
        """Keep the Fate Draw in the engine and read what happened."""
        played = state.clone()
        assert isinstance(played, MystickState)
        before = pawn.power
        played.apply(Action("redraw done"))
        after = played._find(pawn.label)
        moved = (after.power if after is not None else 0) - before
        if other is None:
            return Result(0, moved, False).text(False)
        gone = played._find(other.label) is None
        return Result(0, moved, gone).text(True)

    rule = R_RESOLUTION if other is None or not immune else f"{R_RESOLUTION}, {R_TRAITS}"
    return Question("mystick", "challenge-result", seed, prompt, choices, answer, explanation,
                    rule, state, seat, play_out)


def _result_choices(result: Result, at_pawn: bool, raw: int, rng: Rng) -> tuple[str, ...]:
    """The answer and likely mistakes: the raw count of successes (forgetting the limits or
    Immunity), one more or one less, and the other outcome for the target."""
    out = {result.text(at_pawn)}
    for moved in (raw, result.moved + 1, result.moved - 1, result.successes):
        if moved >= 0:
            out.add(Result(0, moved, result.discarded).text(at_pawn))
            if at_pawn:
                out.add(Result(0, moved, not result.discarded).text(at_pawn))
    extra = 0
    while len(out) < 4:  # enough choices, even when every mistake gives the same answer
        out.add(Result(0, extra, result.discarded).text(at_pawn))
        extra += 1
    wrong = sorted(out - {result.text(at_pawn)})
    picked = [wrong.pop(rng.below(len(wrong))) for _ in range(min(3, len(wrong)))]
    return tuple(sorted([result.text(at_pawn), *picked]))


def _why_result(pawn: InPlay, other: InPlay | None, suit: str, hits: int, bonus: int,
                immune: bool, target_power: int, room: int, aggression: bool,
                result: Result, target_influence: int | None) -> str:
    parts = [f"{hits} {suit} card(s) in the Fate Draw: {hits} success(es)"]
    if bonus:
        parts.append(f"{bonus:+d} from effects")
    if immune and other is not None:
        parts.append(f"{other.label} has Immunity, so one is cancelled [{R_TRAITS}]")
    parts.append(f"{result.successes} success(es) in all")
    where = "the pool" if other is None else other.label
    parts.append(f"{where} holds {target_power} Power and {pawn.label} has room for {room}: "
                 f"{result.moved} Power moves, and seat {pawn.owner} scores {result.moved} VP")
    if other is not None and aggression:
        reach = "reach" if result.discarded else "fall short of"
        parts.append(f"{pawn.label} has Aggression and its successes {reach} "
                     f"{other.label}'s influence ({target_influence}): the target is "
                     + ("discarded after the transfer" if result.discarded else "not discarded"))
    return "; ".join(parts) + f" [{R_RESOLUTION}]."


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
