"""Arcana drills: who wins this match-up in this round, what resolves (arcana R5-R9), and
what the points it gives buy (R10).

Each question sets up a real game in the round asked about and, to check the answer, plays
both throws and reads what the engine did.
"""

from __future__ import annotations

from dataclasses import dataclass

import tarotlab

from ..core.rng import Rng
from ..drills import Question, drill, pick_topic
from .catalog import (
    CARDS,
    CHAMBERS,
    DAMAGE_PER_HP,
    FOOL,
    KEYS_PER_CHAMBER,
    MAGICIAN,
    TOWER,
    has_advantage,
    matchup,
    parity_of,
    resolution_text,
)
from .decisions import Choose
from .rules import ArcanaState

_NOBODY = "nobody"


MATCHUP_TOPICS = ("advantage", "higher", "identical", "magician-removed", "switch",
                  "both-removed")
"""The kinds of match-up (arcana R5 advantage and higher number, identical cards; R8 the
Magician removed; R9 the Tower and the Fool), each a case the match-up drills ask about."""


def _played(seed: int, attempt: int, most: int) -> ArcanaState | None:
    """A real game up to ``most`` rounds in (random throws and choices from the seed), at the
    start of a round; None if it ended first."""
    rng = Rng(seed, stream=0xD811 + attempt)
    state = tarotlab.new_game("arcana", seed=seed * 64 + attempt)
    assert isinstance(state, ArcanaState)
    rounds = rng.below(most)
    while not state.is_over and state.rounds_played < rounds:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    if state.is_over or state.pending != ("throw", 0):
        return None
    return state


def _position(seed: int, topic: str) -> tuple[ArcanaState, int, int]:
    """A real game at the start of a round, and a card each seat holds, whose match-up in
    this round is of kind ``topic`` (any kind if no attempt finds one)."""
    fallback = None
    for attempt in range(64):
        state = _played(seed, attempt, 12)
        if state is None:
            continue
        assert state.round is not None
        parity = parity_of(state.round)
        pairs = [(a, b) for a in range(22) if state.hands[0][a]
                 for b in range(22) if state.hands[1][b]]
        aimed = [(a, b) for a, b in pairs if matchup(a, b, parity).kind == topic]
        rng = Rng(seed, stream=0xD810 + attempt)
        if aimed:
            a, b = aimed[rng.below(len(aimed))]
            return state, a, b
        fallback = fallback or (state, *pairs[rng.below(len(pairs))])
    assert fallback is not None, f"arcana drills: no position for seed {seed}"
    return fallback


def _throws(state: ArcanaState, a: int, b: int) -> ArcanaState:
    played = state.clone()
    assert isinstance(played, ArcanaState)
    played.apply(CARDS[a].throw)
    played.apply(CARDS[b].throw)
    return played


def _who(card: int, seat: int) -> str:
    return f"seat {seat} ({CARDS[card].name})"


@drill("arcana", "matchup", "who wins this match-up in this round", MATCHUP_TOPICS)
def matchup_question(seed: int) -> Question:
    state, a, b = _position(seed, pick_topic(MATCHUP_TOPICS, seed))
    assert state.round is not None
    parity = parity_of(state.round)
    m = matchup(a, b, parity)
    choices = (_who(a, 0), _who(b, 1), _NOBODY)
    answer = _NOBODY if m.winner is None else choices[m.winner]

    def play_out() -> str:
        last = _throws(state, a, b).last
        assert last is not None
        return _NOBODY if last.winner is None else choices[last.winner]

    prompt = (f"Round {state.round} ({parity}): seat 0 throws {CARDS[a].name} "
              f"({CARDS[a].numeral}{', odd-favoured' if CARDS[a].odd else ''}), seat 1 throws "
              f"{CARDS[b].name} ({CARDS[b].numeral}{', odd-favoured' if CARDS[b].odd else ''})."
              " Who wins?")
    return Question("arcana", "matchup", seed, prompt, choices, answer, m.reason, m.rule,
                    state, None, play_out, m.kind)


@drill("arcana", "resolves", "what resolves in this match-up", MATCHUP_TOPICS)
def resolves_question(seed: int) -> Question:
    state, a, b = _position(seed, pick_topic(MATCHUP_TOPICS, seed))
    assert state.round is not None
    parity = parity_of(state.round)
    m = matchup(a, b, parity)
    right = resolution_text(m)
    rng = Rng(seed, stream=0xD812)
    others = {resolution_text(matchup(x, y, parity)) for x, y in (
        (b, a), (rng.below(22), rng.below(22)), (rng.below(22), rng.below(22)))} - {right}
    wrong = sorted(others)[:2]
    options = sorted({right, *wrong, "nothing happens"})[:4]
    if right not in options:
        options[-1] = right
    choices = tuple(sorted(set(options)))

    def play_out() -> str:
        """What the engine did after both throws, told in the choices' words."""
        start = len(state.events)
        played = _throws(state, a, b)
        said = " | ".join(e.text for e in played.events[start:])
        if "switch" in said or " goes to seat " in said:
            return "the two cards switch owners"
        removed = said.count("is removed from play")
        if removed == 2 and "effect" not in said:
            return "both cards are removed from play"
        if "Magician is removed from play" in said and "effect" not in said:
            return "The Magician is removed from play"
        last = played.last
        if last is None or last.winner is None:
            return "nothing happens"
        winner = CARDS[last.cards[last.winner]]
        pending = played.pending
        offered = {str(x) for x in pending.options} if isinstance(pending, Choose) else set()
        resolved = f"{winner.name}'s effect" in said or offered == {
            o.action for o in winner.options}
        return resolution_text(last) if resolved else "something else"

    prompt = (f"Round {state.round} ({parity}): seat 0 throws {CARDS[a].name}, seat 1 throws "
              f"{CARDS[b].name}. What resolves?")
    rule = m.rule if m.kind != "advantage" and m.kind != "higher" else "arcana R6"
    return Question("arcana", "resolves", seed, prompt, choices, right,
                    f"{m.reason}; then {right} [{rule}, arcana R7]", rule, state, None,
                    play_out, m.kind)


# ---------------------------------------------------------------------- what the points buy
_GAINS = {"damage": ("Emperor", "Chariot", "Strength", "Death"),
          "keys": ("Empress", "Hermit", "Hanged Man")}
"""Cards whose only effect is 3 damage or 3 key points (arcana R7), by their name."""


@dataclass(frozen=True)
class _Spent:
    """What spending does after a gain (arcana R10): HP the opponent lost, chambers
    unlocked, the points kept, and whether a Choice Chamber or the end stopped it."""

    hp_lost: int
    chambers: tuple[int, ...]
    damage: int
    keys: int
    stop: str = ""

    def text(self, seat: int) -> str:
        opp = 1 - seat
        lost = f"seat {opp} loses {self.hp_lost} HP" if self.hp_lost else f"seat {opp} loses no HP"
        opened = ("no chamber opens" if not self.chambers else "seat " + str(seat) +
                  " unlocks " + " and ".join(f"chamber {n} ({CHAMBERS[n - 1].name})"
                                             for n in self.chambers))
        kept = f"seat {seat} keeps {_points(self.damage, 'damage')} and {_points(self.keys, 'key')}"
        return "; ".join([lost, opened, kept, *([self.stop] if self.stop else [])])


def _points(n: int, unit: str) -> str:
    return f"{n} {unit} point{'s' if n != 1 else ''}"


def _spend(damage: int, keys: int, hp_opp: int, chambers: int, per_hp: int = DAMAGE_PER_HP,
           per_chamber: int = KEYS_PER_CHAMBER, keep: bool = True) -> _Spent:
    """arcana R10 and tarotlab T6 by hand: every ``per_hp`` damage points cost the opponent
    1 HP, every ``per_chamber`` keys unlock the next chamber and its reward comes at once;
    damage first, each reward spent before the next keys. (Other thresholds, or ``keep``
    False, give a learner's likely mistakes.)"""
    lost, stop = 0, ""
    opened: list[int] = []
    while True:
        if damage >= per_hp:
            damage = damage - per_hp if keep else 0
            lost += 1
            if lost >= hp_opp:
                stop = "the opponent's HP reaches 0: the game is over"
                break
            continue
        if keys >= per_chamber and chambers + len(opened) < len(CHAMBERS):
            keys = keys - per_chamber if keep else 0
            chamber = CHAMBERS[chambers + len(opened)]
            opened.append(chamber.number)
            if chamber.ascension:
                stop = "the Ascension Chamber wins the game"
                break
            if len(chamber.options) > 1:
                stop = "its reward is chosen next"
                break
            reward = chamber.options[0]
            if reward.stat == "damage":
                damage += reward.amount
            continue
        break
    return _Spent(lost, tuple(opened), damage, keys, stop)


SPEND_TOPICS = ("nothing to spend yet", "damage spent for HP", "damage takes the last HP",
                "Life Chamber", "Death Chamber", "Death Chamber's damage spent", "Time Chamber",
                "Choice Chamber: a reward to choose", "Ascension Chamber: the game is won")
"""The cases of arcana R10 (and R11's end) a spending question is about."""
_AIMS: dict[str, tuple[str, tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = {
    # topic: (the 3 points gained, chambers already unlocked, damage, opponent's HP) before
    "nothing to spend yet": ("keys", (0, 1, 2, 3), (0, 1, 2, 3, 4), (1, 2, 3, 4, 5, 6)),
    "damage spent for HP": ("damage", (0, 1, 2), (2, 3, 4), (2, 3, 4, 5, 6)),
    "damage takes the last HP": ("damage", (0, 1, 2, 3), (2, 3, 4), (1,)),
    "Life Chamber": ("keys", (0, 4), (0, 1, 2, 3, 4), (1, 2, 3, 4, 5, 6)),
    "Death Chamber": ("keys", (1, 5), (0, 1), (1, 2, 3, 4, 5, 6)),
    "Death Chamber's damage spent": ("keys", (1, 5), (2, 3, 4), (2, 3, 4, 5, 6)),
    "Time Chamber": ("keys", (3, 6), (0, 1, 2, 3, 4), (1, 2, 3, 4, 5, 6)),
    "Choice Chamber: a reward to choose": ("keys", (2, 7), (0, 1, 2, 3, 4), (1, 2, 3, 4, 5, 6)),
    "Ascension Chamber: the game is won": ("keys", (8,), (0, 1, 2, 3, 4), (1, 2, 3, 4, 5, 6)),
}
"""How to prepare each case: the gain, and the counts it may start from (keys are 6-8 for a
chamber, 0-5 for "nothing")."""


def _spend_topic(spent: _Spent) -> str:
    """The case of R10 a spending is (see ``SPEND_TOPICS``)."""
    if spent.stop.startswith("the Ascension"):
        return "Ascension Chamber: the game is won"
    if spent.stop.startswith("its reward"):
        return "Choice Chamber: a reward to choose"
    if spent.stop.startswith("the opponent's HP"):
        return "damage takes the last HP"
    if spent.chambers:
        name = CHAMBERS[spent.chambers[-1] - 1].name
        if name == "Death Chamber" and spent.hp_lost:
            return "Death Chamber's damage spent"
        return name
    return "damage spent for HP" if spent.hp_lost else "nothing to spend yet"


def _spend_position(seed: int, topic: str) -> tuple[ArcanaState, int, int, int, str]:
    """A real game some rounds in (random throws and choices from the seed), and a round in
    which ``seat``'s card with a 3-point gain beats the opponent's card by arcana R5; the
    seat's points and chambers and the opponent's HP are then set for the case ``topic``
    (a prepared position, as a teacher would set up the board)."""
    kind, chambers, damage, hp = _AIMS[topic]
    for attempt in range(64):
        rng = Rng(seed, stream=0xD813 + attempt)
        state = _played(seed, attempt, 40)
        if state is None:
            continue
        seat = rng.below(2)
        assert state.round is not None
        parity = parity_of(state.round)
        mine = [n for n in range(22) if CARDS[n].name.removeprefix("The ") in _GAINS[kind]
                and state.hands[seat][n]]
        pairs = [(a, b) for a in mine for b in range(22) if state.hands[1 - seat][b]
                 and _wins_by_r5(a, b, parity)]
        if pairs:
            mine_card, other = pairs[rng.below(len(pairs))]
            state.chambers[seat] = chambers[rng.below(len(chambers))]
            state.damage[seat] = damage[rng.below(len(damage))]
            state.keys[seat] = (6 + rng.below(3) if "Chamber" in topic else rng.below(6))
            state.hp[1 - seat] = hp[rng.below(len(hp))]
            state.check_invariants()
            return state, seat, mine_card, other, kind
    raise AssertionError(f"arcana drills: no spending position for seed {seed}")


def _wins_by_r5(a: int, b: int, parity: str) -> bool:
    """Does card ``a`` beat ``b`` by arcana R5 alone (no Magician, Tower or Fool: R8, R9)?"""
    if a == b or {a, b} & {MAGICIAN, TOWER, FOOL}:
        return False
    mine, theirs = has_advantage(a, parity), has_advantage(b, parity)
    return (mine and not theirs) or (mine == theirs and a > b)


def _mistakes(state: ArcanaState, seat: int, kind: str, damage: int,
              keys: int) -> list[_Spent]:
    """Likely wrong answers: nothing spent; each point spent on its own; the rest lost
    after spending; a wrong threshold; one spend whatever the points."""
    hp, done = state.hp[1 - seat], state.chambers[seat]
    if kind == "damage":
        return [_Spent(0, (), damage, keys), _Spent(min(3, hp), (), damage - 3, keys),
                _Spent(1, (), 0, keys), _spend(damage, keys, hp, done, per_hp=3),
                _Spent(1, (), max(0, damage - DAMAGE_PER_HP), keys), _Spent(1, (), damage, keys)]
    return [_Spent(0, (), damage, keys), _Spent(0, (done + 1,), damage, keys - 3),
            _Spent(0, (done + 1,), damage, 0), _spend(damage, keys, hp, done, per_chamber=6),
            _Spent(0, (done + 1,), damage, max(0, keys - KEYS_PER_CHAMBER)),
            _Spent(0, (done + 1,), damage, keys)]


@drill("arcana", "spend", "what do these points buy", SPEND_TOPICS)
def spend_question(seed: int) -> Question:
    state, seat, card, other, kind = _spend_position(seed, pick_topic(SPEND_TOPICS, seed))
    opp = 1 - seat
    damage = state.damage[seat] + (3 if kind == "damage" else 0)
    keys = state.keys[seat] + (3 if kind == "keys" else 0)
    right = _spend(damage, keys, state.hp[opp], state.chambers[seat])
    answer = right.text(seat)
    wrong = []
    for m in _mistakes(state, seat, kind, damage, keys):
        if m.text(seat) != answer and m.text(seat) not in wrong:
            wrong.append(m.text(seat))
    choices = tuple(sorted([answer, *wrong[:3]]))

    def play_out() -> str:
        """Both throws in the engine; what it spent, read from the position it leaves."""
        played = state.clone()
        assert isinstance(played, ArcanaState)
        throws = (card, other) if seat == 0 else (other, card)
        played.apply(CARDS[throws[0]].throw)
        played.apply(CARDS[throws[1]].throw)
        opened = tuple(range(state.chambers[seat] + 1, played.chambers[seat] + 1))
        stop = ""
        if played.is_over:
            stop = ("the Ascension Chamber wins the game" if played.chambers[seat] == 9
                    else "the opponent's HP reaches 0: the game is over")
        elif isinstance(played.pending, Choose) and played.pending.chamber:
            stop = "its reward is chosen next"
        return _Spent(state.hp[opp] - played.hp[opp], opened, played.damage[seat],
                      played.keys[seat], stop).text(seat)

    have = (f"Seat {seat} has {_points(state.damage[seat], 'damage')} and "
            f"{_points(state.keys[seat], 'key')} and has unlocked {state.chambers[seat]} chamber"
            f"{'s' if state.chambers[seat] != 1 else ''}; seat {opp} has {state.hp[opp]} HP.")
    prompt = (f"Round {state.round}. {have} Seat {seat} throws {CARDS[card].name}, which "
              f"beats seat {opp}'s {CARDS[other].name}: seat {seat} gains 3 "
              f"{'damage' if kind == 'damage' else 'key'} points. What happens at once?")
    total = (f"{state.damage[seat]} + 3 = {_points(damage, 'damage')} and "
             f"{_points(keys, 'key')}" if kind == "damage" else
             f"{_points(damage, 'damage')} and {state.keys[seat]} + 3 = {_points(keys, 'key')}")
    explanation = (f"seat {seat} has {total}: every {DAMAGE_PER_HP} damage "
                   f"points are spent at once for 1 HP off the opponent, every "
                   f"{KEYS_PER_CHAMBER} key points unlock the next chamber, whose reward comes "
                   f"at once (damage first, each reward spent before the next keys): {answer} "
                   "[arcana R10, tarotlab T6]")
    return Question("arcana", "spend", seed, prompt, choices, answer, explanation,
                    "arcana R10", state, None, play_out, _spend_topic(right))
