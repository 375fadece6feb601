"""Arcana drills: who wins this match-up in this round, what resolves (arcana R5-R9), and
what the points it gives buy (R10).

Each question sets up a real game in the round asked about and, to check the answer, plays
both throws and reads what the engine did.
"""

from __future__ import annotations

from dataclasses import dataclass

import tarotlab

from ..core.rng import Rng
from ..drills import Question, drill
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
from .rules import ArcanaState

_NOBODY = "nobody"


def _position(seed: int) -> tuple[ArcanaState, int, int, int]:
    """A game at the start of a round (the coin chosen), and two cards to throw."""
    rng = Rng(seed, stream=0xD811)
    coin = rng.below(2)
    state = tarotlab.new_game("arcana", seed=seed, auto_chance=False)
    assert isinstance(state, ArcanaState)
    state.apply(f"coin {coin}")
    a, b = rng.below(22), rng.below(22)
    return state, coin, a, b


def _throws(state: ArcanaState, a: int, b: int) -> ArcanaState:
    played = state.clone()
    assert isinstance(played, ArcanaState)
    played.apply(CARDS[a].throw)
    played.apply(CARDS[b].throw)
    return played


def _who(card: int, seat: int) -> str:
    return f"seat {seat} ({CARDS[card].name})"


@drill("arcana", "matchup", "who wins this match-up in this round")
def matchup_question(seed: int) -> Question:
    state, coin, a, b = _position(seed)
    parity = parity_of(coin)
    m = matchup(a, b, parity)
    choices = (_who(a, 0), _who(b, 1), _NOBODY)
    answer = _NOBODY if m.winner is None else choices[m.winner]

    def play_out() -> str:
        last = _throws(state, a, b).last
        assert last is not None
        return _NOBODY if last.winner is None else choices[last.winner]

    prompt = (f"Round {coin} ({parity}): seat 0 throws {CARDS[a].name} ({CARDS[a].numeral}"
              f"{', odd-favoured' if CARDS[a].odd else ''}), seat 1 throws {CARDS[b].name} "
              f"({CARDS[b].numeral}{', odd-favoured' if CARDS[b].odd else ''}). Who wins?")
    return Question("arcana", "matchup", seed, prompt, choices, answer, m.reason, m.rule,
                    state, None, play_out)


@drill("arcana", "resolves", "what resolves in this match-up")
def resolves_question(seed: int) -> Question:
    state, coin, a, b = _position(seed)
    parity = parity_of(coin)
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
        offered = {str(x) for x in played.choice}
        resolved = f"{winner.name}'s effect" in said or offered == {
            o.action for o in winner.options}
        return resolution_text(last) if resolved else "something else"

    prompt = (f"Round {coin} ({parity}): seat 0 throws {CARDS[a].name}, seat 1 throws "
              f"{CARDS[b].name}. What resolves?")
    rule = m.rule if m.kind != "advantage" and m.kind != "higher" else "arcana R6"
    return Question("arcana", "resolves", seed, prompt, choices, right,
                    f"{m.reason}; then {right} [{rule}, arcana R7]", rule, state, None,
                    play_out)


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


def _spend_position(seed: int) -> tuple[ArcanaState, int, int, int, str]:
    """A real game some rounds in (random throws and choices from the seed), and a round
    in which ``seat``'s card with a 3-point gain beats the opponent's card by arcana R5."""
    for attempt in range(64):
        rng = Rng(seed, stream=0xD813 + attempt)
        state = tarotlab.new_game("arcana", seed=seed * 64 + attempt)
        assert isinstance(state, ArcanaState)
        rounds = rng.below(40)
        while not state.is_over and state.rounds_played < rounds:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        if state.is_over or state.phase != "throw" or state.thrown[0] is not None:
            continue
        seat = rng.below(2)
        kind = ("damage", "keys")[rng.below(2)]
        assert state.round is not None
        parity = parity_of(state.round)
        mine = [n for n in range(22) if CARDS[n].name.removeprefix("The ") in _GAINS[kind]
                and state.hands[seat][n]]
        pairs = [(a, b) for a in mine for b in range(22) if state.hands[1 - seat][b]
                 and _wins_by_r5(a, b, parity)]
        if pairs:
            mine_card, other = pairs[rng.below(len(pairs))]
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


@drill("arcana", "spend", "what do these points buy")
def spend_question(seed: int) -> Question:
    state, seat, card, other, kind = _spend_position(seed)
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
        elif played.phase == "choose" and "Chamber" in played.choice_source:
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
                    "arcana R10", state, None, play_out)
