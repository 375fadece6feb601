"""Mystick drills: may this Pawn challenge that one (mystick R6), and what does this challenge
do: how much Power moves, and does Aggression discard the target (mystick R8)?

Each question is a real seeded game played on at random (challenges preferred, so Pawns hold
Power) until the position asked about: a seat to move with a Pawn facing an opponent's Pawn
or the pool, or a challenge at its redraw step with its Fate Draw on the table. The answer is
worked out here from the rulebook (``challenge_refusal``, ``challenge_result``), reading only
what the position shows (each Pawn's rank, influence, Power and traits, the pool, the open
spaces of the Mystick Cross); ``play_out`` asks the engine: whether it accepts the
challenge, or what happens when the challenger keeps its Fate Draw.

Each question aims at one case of its rule (``MAY_TOPICS``, ``RESULT_TOPICS``, drawn by
``pick_topic``): the play is steered toward it (challenging the pool until it is empty,
challenging rather than drawing until the Mystick Cross or a Pawn is full, an Attachment
that lowers influence on a Pawn of 1, an Aggression Pawn challenging a Pawn, ...), and the
first position where that case decides the answer is asked about. After ``AIMED_ATTEMPTS``
games without one any position will do; the question's topic is always the case its
position shows (``challenge_case``, ``result_case``).

>>> from tarotlab import drills
>>> q = drills.question("mystick", "may-challenge", 3)
>>> q.answer in q.choices and q.verify() == q.answer
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import tarotlab

from ..core.engine import Action
from ..core.errors import TarotlabError
from ..core.rng import Rng
from ..drills import Question, drill, pick_topic
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
                      rank: int, target_rank: int | None) -> list[str]:
    """Why a Pawn may not challenge an opponent's Pawn (or the pool: ``target_rank`` None),
    every reason (empty: it may).

    mystick R6 (rulebook, Declare the challenge): the challenger's influence must be above 0
    and above its Power, its owner's Mystick Cross must have an open space, the target must
    hold at least 1 Power (the pool too), and no Pawn may challenge a Pawn of higher tarot
    rank (the pool has none).
    """
    out = []
    if influence <= 0 or power >= influence:
        out.append(FULL)
    if open_spaces <= 0:
        out.append(CROSS_FULL)
    if target_power <= 0:
        out.append(NO_POWER)
    if target_rank is not None and target_rank > rank:
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


Steer = Callable[[MystickState, Sequence[Action]], list[Action]]
"""The moves a search prefers in a position (from its legal moves), to reach a rare case."""


def _step(state: MystickState, rng: Rng, steer: Steer | None = None) -> None:
    """One random decision: a move ``steer`` prefers (when there is one) three times in four,
    else a challenge (when there is one) more often than not."""
    legal = state.legal_actions()
    preferred = steer(state, legal) if steer is not None and _moving(state) is not None else []
    challenges = [a for a in legal if a.kind == "challenge"]
    if preferred and rng.below(4):
        state.apply(rng.choice(preferred))
    elif challenges and rng.below(3):
        state.apply(rng.choice(challenges))
    else:
        state.apply(rng.choice(legal))


Wanted = Callable[[MystickState, Rng, int], bool]


def _positions(seed: int, wanted: Wanted, steer: Steer | None = None
               ) -> tuple[MystickState, Rng]:
    """The first position of a seeded random game (steered by ``steer``) where
    ``wanted(state, rng, attempt)`` holds (it may also pick what to ask about, with the rng
    it is given); a new game, the next attempt, when one ends first."""
    for attempt in range(1000):
        state, rng = _game(seed, attempt)
        for _ in range(MAX_STEPS):
            if state.is_over:
                break
            if wanted(state, rng, attempt):
                return state, rng
            _step(state, rng, steer)
    raise AssertionError(f"mystick drills: no position found for seed {seed}")


def _moving(state: MystickState) -> int | None:
    """The seat deciding a move (play, draw, challenge), or None."""
    pending = state.pending
    return pending.seat if pending is not None and pending.kind == "move" else None


def _traits(state: MystickState, pawn: InPlay) -> str:
    have = sorted(state.traits(pawn))
    return f", {' and '.join(have)}" if have else ""


def _describe(state: MystickState, pawn: InPlay) -> str:
    card = CARDS[pawn.card]
    return (f"seat {pawn.owner}'s {pawn.label} ({card.name}: rank {card.rank}, influence "
            f"{state.influence(pawn)}, {pawn.power} Power{_traits(state, pawn)})")


# ---------------------------------------------------------------------- may it challenge
LEGAL = "a legal challenge"
EQUAL = "equal rank may challenge"
POOL = "challenging the pool"
HIGHER_RANK = "higher rank may not challenge"
TARGET_EMPTY = "a target with no Power"
POOL_EMPTY = "an empty pool"
AT_CAPACITY = "a Pawn at full capacity"
ZERO = "zero influence"
NO_SPACE = "a full Mystick Cross"
MAY_TOPICS = (LEGAL, EQUAL, POOL, HIGHER_RANK, TARGET_EMPTY, POOL_EMPTY, AT_CAPACITY, ZERO,
              NO_SPACE)
AIMED_ATTEMPTS = 8
"""Games searched for a position of the case aimed at before any case will do."""


def challenge_case(reasons: list[str], at_pool: bool, influence: int, rank: int,
                   target_rank: int | None) -> str:
    """Which case of mystick R6 decides whether a Pawn may challenge (``reasons``: why not,
    from ``challenge_refusal``, at most one)."""
    if not reasons:
        return POOL if at_pool else EQUAL if rank == target_rank else LEGAL
    return {HIGHER: HIGHER_RANK, CROSS_FULL: NO_SPACE,
            NO_POWER: POOL_EMPTY if at_pool else TARGET_EMPTY,
            FULL: ZERO if influence <= 0 else AT_CAPACITY}[reasons[0]]


def _lowers_influence(card: str) -> bool:
    return any(e.when == "static" and e.do == "influence" and e.get("amount", 0) < 0
               for e in CARDS[card].effects)


def _steer_challenge(aim: str) -> Steer | None:
    """Moves that make ``aim`` likely: drain the pool, fill the Mystick Cross and the Pawns
    (challenge, and play rather than draw, so the round goes on), or lower a Pawn's influence
    to 0 (an Attachment that lowers it, on a Pawn of 1 influence)."""
    if aim in (POOL_EMPTY, NO_SPACE, AT_CAPACITY):
        def fill(state: MystickState, legal: Sequence[Action]) -> list[Action]:
            pool = [a for a in legal if a.kind == "challenge" and a.split()[-1] == "pool"]
            return (pool if aim == POOL_EMPTY else []) or [
                a for a in legal if a.kind == "challenge"] or [
                a for a in legal if a.kind == "play"]
        return fill
    if aim == ZERO:
        def lower(state: MystickState, legal: Sequence[Action]) -> list[Action]:
            out = []
            for a in legal:
                words = a.split()
                if a.kind == "play" and len(words) == 4 and _lowers_influence(words[1]):
                    pawn = state._find(words[3])
                    if pawn is not None and state.influence(pawn) == 1:
                        out.append(a)
            return out or [a for a in legal if a.kind == "play"
                           and CARDS[a.split()[1]].type == "Pawn"]
        return lower
    return None


@dataclass
class _Pair:
    challenger: InPlay | None = None
    target: str = ""


@drill("mystick", "may-challenge", "may this Pawn challenge that one", topics=MAY_TOPICS)
def may_challenge_question(seed: int) -> Question:
    """A seat to move, one of its Pawns and an opponent's Pawn or the pool: may it challenge?
    Positions where more than one thing forbids it are skipped, so the answer is one reason."""
    pair = _Pair()
    aim = pick_topic(MAY_TOPICS, seed)

    def wanted(state: MystickState, rng: Rng, attempt: int) -> bool:
        seat = _moving(state)
        if seat is None:
            return False
        pairs = [(pawn, target) for pawn in state.pawns[seat]
                 for target in ["pool", *(o.label for o in state._all_pawns() if o.owner != seat)]
                 if len(_refusal(state, pawn, target)) <= 1]
        fits = [(a, b) for a, b in pairs if _case(state, a, b) == aim]
        pick = fits or (pairs if attempt >= AIMED_ATTEMPTS else [])
        if not pick:
            return False
        pair.challenger, pair.target = rng.choice(pick)
        return True

    state, _ = _positions(seed, wanted, _steer_challenge(aim))
    assert pair.challenger is not None
    return ask_may_challenge(state, pair.challenger.label, pair.target, seed)


def ask_may_challenge(state: MystickState, challenger: str, target: str,
                      seed: int = 0) -> Question:
    """The question about a position: may the mover's Pawn ``challenger`` (a label, like
    ``5W#1``) challenge ``target``, an opponent's Pawn (a label) or ``pool``?"""
    pawn = state._find(challenger)
    other = None if target == "pool" else state._find(target)
    assert pawn is not None and (other is not None or target == "pool"), (challenger, target)
    seat = pawn.owner
    reasons = _refusal(state, pawn, target)
    answer = reasons[0] if reasons else YES
    open_spaces = state.crosses[seat].count(None)
    explanation = _why_challenge(state, pawn, other, answer, open_spaces)
    action = f"challenge {pawn.label} -> {target}"
    target_text = (f"the pool holds {state.pool} Power" if other is None else
                   _describe(state, other))
    asked = "the pool" if other is None else other.label
    prompt = (f"Seat {seat} is to move. {_describe(state, pawn)}; {target_text}. Seat {seat}'s "
              f"Mystick Cross has {open_spaces} open space{'' if open_spaces == 1 else 's'}. "
              f"May {pawn.label} challenge {asked}?")

    def play_out() -> str:
        """The engine's verdict on the challenge, told in the choices' words."""
        verdict = state.check(action)
        if verdict.ok:
            return YES
        said = verdict.reason
        for words, choice in (("Mystick Cross is full", CROSS_FULL), ("is full", FULL),
                              ("0 influence", FULL), ("holds no Power", NO_POWER),
                              ("pool is empty", NO_POWER), ("higher tarot rank", HIGHER)):
            if words in said:
                return choice
        return said

    return Question("mystick", "may-challenge", seed, prompt, REASONS, answer, explanation,
                    R_CHALLENGE, state, seat, play_out, _case(state, pawn, target))


def _target(state: MystickState, target: str) -> tuple[int, int | None]:
    """The Power and tarot rank of a target (the pool has no rank)."""
    if target == "pool":
        return state.pool, None
    other = state._find(target)
    assert other is not None
    return other.power, CARDS[other.card].rank


def _refusal(state: MystickState, pawn: InPlay, target: str) -> list[str]:
    power, rank = _target(state, target)
    return challenge_refusal(state.influence(pawn), pawn.power,
                             state.crosses[pawn.owner].count(None), power,
                             CARDS[pawn.card].rank, rank)


def _case(state: MystickState, pawn: InPlay, target: str) -> str:
    return challenge_case(_refusal(state, pawn, target), target == "pool",
                          state.influence(pawn), CARDS[pawn.card].rank,
                          _target(state, target)[1])


def _why_challenge(state: MystickState, pawn: InPlay, other: InPlay | None, answer: str,
                   open_spaces: int) -> str:
    influence, rank = state.influence(pawn), CARDS[pawn.card].rank
    if answer == YES:
        why = (f"{pawn.label} has room ({pawn.power} Power for {influence} influence), its "
               f"owner's Mystick Cross has {open_spaces} open space(s), ")
        if other is None:
            why += (f"and the pool holds {state.pool} Power: it may (the pool has no rank, so "
                    "any Pawn may challenge it)")
        else:
            target_rank = CARDS[other.card].rank
            why += (f"{other.label} holds {other.power} Power and its rank {target_rank} is "
                    f"not above {rank}" + (" (an equal rank may be challenged, whatever the "
                                          "suits)" if target_rank == rank else "") + ": it may")
    elif answer == FULL and influence <= 0:
        lowered = [f"{CARDS[a.card].name} ({a.card})" for a in pawn.attachments
                   if _lowers_influence(a.card)]
        why = (f"{pawn.label} has 0 influence (its printed {CARDS[pawn.card].influence}, "
               + (f"lowered by {' and '.join(lowered)}" if lowered else "and the effects in play")
               + "): a Pawn with zero influence cannot challenge at all")
    elif answer == FULL:
        why = (f"{pawn.label} holds {pawn.power} Power for {influence} influence: a Pawn "
               "challenges only while its influence is above 0 and above its Power")
    elif answer == CROSS_FULL:
        why = "every space of the Mystick Cross is taken: no challenge until one is cleared"
    elif answer == NO_POWER and other is None:
        why = "the pool is empty, and a target must hold at least 1 Power"
    elif answer == NO_POWER:
        assert other is not None
        why = f"{other.label} holds no Power, and a target must hold at least 1"
    else:
        assert other is not None
        why = (f"{other.label} is rank {CARDS[other.card].rank}, above {pawn.label}'s {rank}: "
               "no Pawn may challenge a Pawn of higher tarot rank (suits do not matter)")
    return f"{why} [{R_CHALLENGE}]."


# ---------------------------------------------------------------------- what it does
PER_SUCCESS = "one Power per success"
NO_SUCCESS = "no success: nothing moves"
TARGET_SHORT = "more successes than the target holds"
NO_ROOM = "no room for all the Power"
IMMUNE = "Immunity cancels a success"
KILLS = "Aggression discards the target"
SPARES = "Aggression short of the target's influence"
EFFECTS = "effects add or cancel successes"
RESULT_TOPICS = (PER_SUCCESS, NO_SUCCESS, TARGET_SHORT, NO_ROOM, IMMUNE, KILLS, SPARES,
                 EFFECTS)


def result_case(hits: int, bonus: int, immune: bool, target_power: int, room: int,
                aggression: bool, target_influence: int | None) -> str:
    """Which case of mystick R8 decides what a challenge does (the arguments of
    ``challenge_result``): the rarer cases first, each only where it changes the answer."""
    result = challenge_result(hits, bonus, immune, target_power, room, aggression,
                              target_influence)
    at_pawn = aggression and target_influence is not None
    if at_pawn and result.discarded:
        return KILLS
    if immune and hits + bonus > 0:
        return IMMUNE
    if bonus and max(0, hits + bonus - immune) != max(0, hits - immune):
        return EFFECTS
    if room < result.successes and room < target_power:
        return NO_ROOM
    if target_power < result.successes:
        return TARGET_SHORT
    if at_pawn:
        return SPARES
    return NO_SUCCESS if result.successes == 0 else PER_SUCCESS


@dataclass(frozen=True)
class _Facts:
    """What a challenge at its redraw step shows: the numbers mystick R8 needs."""

    pawn: InPlay
    other: InPlay | None
    fate: list[str]
    hits: int
    bonus: int
    immune: bool
    target_power: int
    room: int
    aggression: bool
    target_influence: int | None

    def case(self) -> str:
        return result_case(self.hits, self.bonus, self.immune, self.target_power, self.room,
                           self.aggression, self.target_influence)

    def result(self) -> Result:
        return challenge_result(self.hits, self.bonus, self.immune, self.target_power,
                                self.room, self.aggression, self.target_influence)


def _facts(state: MystickState) -> _Facts:
    c = state.challenge
    assert c is not None
    pawn = state._uid(c["pawn"])
    assert pawn is not None
    other = None if c["target"] == "pool" else state._uid(c["target_uid"])
    suit = CARDS[pawn.card].suit
    fate = [card for card in (state.crosses[c["seat"]][s] for s in sorted(c["spaces"]))
            if card is not None]
    return _Facts(pawn, other, fate, sum(1 for card in fate if CARDS[card].suit == suit),
                  c["bonus"], other is not None and "Immunity" in state.traits(other),
                  state.pool if other is None else other.power,
                  state.influence(pawn) - pawn.power, "Aggression" in state.traits(pawn),
                  None if other is None else state.influence(other))


def _at_redraw(state: MystickState) -> bool:
    """A challenge at its redraw step with no Major Arcana in its Fate (a Major's effect
    would change the count in ways of its own; those are the card tests' business)."""
    c = state.challenge
    if state.pending is None or state.pending.kind != "redraw" or c is None or c.get("marked"):
        return False
    if state._uid(c["pawn"]) is None or (c["target"] != "pool"
                                          and state._uid(c["target_uid"]) is None):
        return False  # someone left play already: nothing to transfer (mystick R8)
    seat = c["seat"]
    cards = [state.crosses[seat][s] for s in c["spaces"]]
    return all(card is not None and not CARDS[card].is_major for card in cards)


def _changes_successes(thing: InPlay) -> bool:
    """``thing`` or an Attachment on it adds or cancels successes in its challenges."""
    return any(e.do == "successes" and e.when in ("challenges", "challenged")
               for card in (thing.card, *(a.card for a in thing.attachments))
               for e in CARDS[card].effects)


def _steer_result(aim: str) -> Steer | None:
    """Challenges that make ``aim`` likely (and for effects, the Attachments that bring them)."""
    if aim in (PER_SUCCESS, NO_SUCCESS):
        return None

    def steer(state: MystickState, legal: Sequence[Action]) -> list[Action]:
        out = []
        for a in legal:
            words = a.split()
            if a.kind == "play" and aim == EFFECTS and len(words) == 4:
                card = CARDS[words[1]]
                if any(e.do == "successes" and e.when == "challenges" for e in card.effects):
                    out.append(a)
            if a.kind != "challenge":
                continue
            pawn, other = state._find(words[1]), state._find(words[3])
            assert pawn is not None
            if aim in (KILLS, SPARES):
                fits = other is not None and "Aggression" in state.traits(pawn) and (
                    aim == SPARES or state.influence(other) <= state.influence(pawn))
            elif aim == IMMUNE:
                fits = other is not None and "Immunity" in state.traits(other)
            elif aim == EFFECTS:
                fits = _changes_successes(pawn) or (other is not None
                                                    and _changes_successes(other))
            elif aim == NO_ROOM:
                fits = pawn.power > 0
            else:
                held = state.pool if other is None else other.power
                fits = held < state.influence(pawn) - pawn.power
            if fits:
                out.append(a)
        return out
    return steer


@drill("mystick", "challenge-result", "what does this challenge do", topics=RESULT_TOPICS)
def challenge_result_question(seed: int) -> Question:
    """A Fate Draw on the table, kept: how much Power moves, and is the target discarded?"""
    aim = pick_topic(RESULT_TOPICS, seed)

    def wanted(state: MystickState, rng: Rng, attempt: int) -> bool:
        if not _at_redraw(state):
            return False
        if attempt < AIMED_ATTEMPTS:
            return _facts(state).case() == aim
        # any case will do; a Pawn is the more interesting target: the pool one time in three
        return (state.challenge is not None and state.challenge["target"] != "pool") or \
            rng.below(3) == 0

    state, rng = _positions(seed, wanted, _steer_result(aim))
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
    f = _facts(state)
    pawn, other = f.pawn, f.other
    result = f.result()
    answer = result.text(other is not None)
    choices = _result_choices(result, other is not None, f.hits + f.bonus, rng)
    drawn = ", ".join(f"{CARDS[card].name} ({card})" for card in f.fate)
    target_text = (f"the pool ({state.pool} Power)" if other is None else
                   _describe(state, other))
    sources = [f"{CARDS[card].name} ({card}) on {thing.label}" for thing in (pawn, other)
               if thing is not None for card in (thing.card, *(a.card for a in thing.attachments))
               if any(e.do == "successes" and e.when in ("challenges", "challenged")
                      for e in CARDS[card].effects)]
    bonus = (f" Effects so far give the challenge {f.bonus:+d} success(es)"
             + (f" ({', '.join(sources)})" if sources else "") + "." if f.bonus else "")
    prompt = (f"{_capital(_describe(state, pawn))} challenges {target_text}. Its Fate Draw, kept "
              f"as it is: {drawn}.{bonus} What happens?")
    explanation = _why_result(pawn, other, CARDS[pawn.card].suit, f.hits, f.bonus, f.immune,
                              f.target_power, f.room, f.aggression, result,
                              f.target_influence)

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

    rule = R_RESOLUTION if other is None or not f.immune else f"{R_RESOLUTION}, {R_TRAITS}"
    return Question("mystick", "challenge-result", seed, prompt, choices, answer, explanation,
                    rule, state, seat, play_out, f.case())


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
