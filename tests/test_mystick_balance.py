"""Mystick Domination: the catalog as a whole (mystick R1-R3 and this project's design
notes in ``catalog.toml``): no combination of cards stops every move, and the ready-made
decks are balanced against each other."""

from __future__ import annotations

from collections import Counter

import pytest

import tarotlab
from tarotlab.bots import make_bot
from tarotlab.core.engine import CHANCE
from tarotlab.core.errors import TarotlabError
from tarotlab.core.rng import Rng
from tarotlab.mystick import matchups
from tarotlab.mystick.decks import Deck, ready_made
from tarotlab.mystick.rules import CARDS, MystickState


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
        if state.pending.kind == "move":
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


# --------------------------------------------------------------------------- the matchup matrix
def test_every_ready_made_deck_answers_lasting_cards() -> None:
    """Issue 14 / the design notes: every ready-made deck can discard an Environment and an
    Attachment in play (the Tower answers either; Swords decks also have Clean Cut)."""
    for deck in ready_made().values():
        answers = {e.get("target") for card in deck.cards for e in CARDS[card].effects
                   if e.do == "discard_in_play"}
        assert "lasting" in answers or {"environment", "attachment"} <= answers, deck.name


def test_the_shipped_matrix_is_complete_and_balanced() -> None:
    """The shipped full run (data/matchups.csv): every pairing of the six ready-made decks in
    both seat orders, at least 2,000 games a cell, every seat-0 share within 45-55%."""
    m = matchups.shipped()
    assert m.decks == tuple(ready_made())
    assert m.games >= 2000
    shares = m.shares()
    assert len(shares) == 6 and all(len(row) == 6 for row in shares)
    assert m.outside() == [], m.table()
    for r in range(6):
        for c in range(6):
            assert m.draws[r][c] >= 0 and 0 <= m.wins[r][c] + m.draws[r][c] <= m.games


def test_the_csv_round_trips() -> None:
    m = matchups.shipped()
    assert matchups.Matchups.from_csv(m.to_csv()) == m


@pytest.mark.slow
def test_a_small_rerun_agrees_with_the_shipped_matrix() -> None:
    """The shipped matrix is this catalog's: 8 fresh games a cell (seeds the full run did not
    use) agree with it, a chi-square test over the 36 cells (df 36, 0.1% level: 67.98)."""
    shipped = matchups.shipped()
    small = matchups.matrix(games=8, seed=shipped.seed + shipped.games, processes=1)
    chi2 = 0.0
    for r in range(6):
        for c in range(6):
            p = min(0.95, max(0.05, shipped.share(r, c)))
            got = small.wins[r][c] + 0.5 * small.draws[r][c]
            chi2 += (got - small.games * p) ** 2 / (small.games * p * (1 - p))
    assert chi2 < 67.98, (chi2, small.table())


def test_matrix_counts_games_and_checks_its_arguments() -> None:
    """matchups.matrix: one game a cell in this process gives a 6 x 6 result; more than 2
    worker processes is refused (the machine is shared)."""
    with pytest.raises(TarotlabError, match="1 or 2 processes"):
        matchups.matrix(games=1, processes=3)
    m = matchups.matrix(games=1, decks=["Wildfire", "Iron Archive"], processes=1)
    assert m.decks == ("Wildfire", "Iron Archive") and m.games == 1
    assert all(w + d <= 1 for row_w, row_d in zip(m.wins, m.draws, strict=True)
               for w, d in zip(row_w, row_d, strict=True))


def test_the_design_notes_show_the_shipped_matrix() -> None:
    """Issue 14: the method and the final matrix are in the catalog's design notes; the
    matrix there is the shipped run's table, line for line (so the two cannot drift)."""
    from importlib import resources

    notes = resources.files("tarotlab.mystick").joinpath("data/catalog.toml").read_text("utf-8")
    lines = [line.removeprefix("#   ") for line in notes.splitlines()]
    table = matchups.shipped().table().splitlines()
    start = lines.index(table[0])
    assert lines[start:start + len(table)] == table
