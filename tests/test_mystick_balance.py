"""Mystick Domination: the catalog as a whole (mystick R1-R3 and this project's design
notes in ``catalog.toml``): no combination of cards stops every move, and the ready-made
decks are balanced against each other."""

from __future__ import annotations

from collections import Counter

import pytest

import tarotlab
from tarotlab.bots import make_bot
from tarotlab.core.engine import CHANCE
from tarotlab.core.rng import Rng
from tarotlab.mystick.decks import Deck
from tarotlab.mystick.rules import MystickState


def _deck(name: str, counts: dict[str, int]) -> Deck:
    cards = tuple(card for card, n in counts.items() for _ in range(n))
    return Deck(name, cards, "advanced")


# Advanced decks (up to 3 copies, mystick R3) that stack every card raising the Draw Count,
# skipping moves or acting "after each initiative draw".
TEMPO = {"AS": 3, "2S": 3, "QS": 3, "KS": 2, "4S": 1, "5S": 1, "6S": 1}
LOCKS = [
    _deck("Gale and Tithe", {**TEMPO, "AP": 3, "2P": 3, "3P": 2, "6P": 2, "7P": 2, "PP": 1,
                              "KP": 1, "M04": 3, "M12": 3, "M07": 3, "M00": 2}),
    _deck("Gale and Fire", {**TEMPO, "2W": 3, "3W": 2, "5W": 2, "7W": 2, "PW": 2, "KW": 3,
                             "M04": 3, "M12": 3, "M18": 3, "M00": 2}),
    _deck("Gale and Flood", {**TEMPO, "2C": 3, "AC": 1, "3C": 2, "5C": 2, "7C": 2, "NC": 2,
                              "KC": 2, "M04": 3, "M12": 3, "M07": 3, "M10": 2}),
]


MAX_STEPS = 20_000  # greedy games take a few hundred decisions; a loop would never end


def _moves_per_round(state: MystickState, bots: list[str], seed: int) -> Counter[int]:
    """Play to the end; count the move decisions (mystick: Making Moves) of each round."""
    players = [make_bot(b, "mystick") for b in bots]
    rng = Rng(seed, stream=0xB07)
    moves: Counter[int] = Counter()
    while not state.is_over:
        assert state.step < MAX_STEPS, f"round {state.round} never ends"
        seat = state.to_move
        assert seat is not None
        if seat == CHANCE:
            state.apply(state.sample_chance())
            continue
        if state.pending[0] == "move":
            moves[state.round] += 1
        state.apply(players[seat].choose(state.view(seat), state.legal_actions(), rng))
    return moves


@pytest.mark.parametrize("bots", ["greedy", "random"])
def test_no_cards_stop_every_move_of_a_round(bots: str) -> None:
    """The design notes: no combination of cards stops all moves. Seeded games between decks
    stacked with every tempo card (three copies each) have at least one move in every round
    after the first, unless the game ended at that round's initiative draw because a player
    was eliminated (mystick R12, R15: a rule of the rulebook, not a card, ended it)."""
    for game in range(40):
        players = 2 + game % 3
        decks = [LOCKS[(game + k) % len(LOCKS)] for k in range(players)]
        s = tarotlab.new_game("mystick", players=players, seed=7000 + game, decks=decks)
        assert isinstance(s, MystickState)
        moves = _moves_per_round(s, [bots] * players, 7000 + game)
        assert s.outcome is not None
        for r in range(2, s.round + 1):
            if moves[r] == 0:
                assert r == s.round and any(s.eliminated), (game, r, s.outcome)
