"""Conformance for Arcs beyond the full-strength runs of ``test_conformance.py``: prepared
positions with the Court in play, and every setup card. Every step checks the engine's
invariants (``ArcsState.check_invariants``): each player's 15 ships, 5 cities, 5 starports and
10 agents exactly once in supply, on the map, in someone's Trophies or Captives, on a Court
card or an Outrage space (or a placeholder); the 25 resource tokens conserved (supply, slots,
the Prelude's spent tokens, the 2-player ambition boxes); the 20 or 28 action cards and the 31
Court cards conserved; Power never negative. Some games also check every candidate's verdict,
the secrecy of deals, Copy and seize cards (arcs R5), undo, records and same-seed replay.
"""

from __future__ import annotations

import pytest

import tarotlab
from tarotlab.arcs.components import COURT, LORE, LORE_BY_NAME
from tarotlab.arcs.mapdata import SYSTEMS
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit
from tarotlab.arcs.underway import RevealCard
from tarotlab.core.engine import CHANCE, State
from tarotlab.core.errors import OptionError
from tarotlab.testing.conformance import check_game


def _court_in_hand(state: State, g: int) -> None:
    """Deal a third of the Guild cards among the seats and put agents on every Court card, so
    random play uses the cards' Prelude actions, new actions and Vox cards often."""
    assert isinstance(state, ArcsState)
    guilds = [c for c in sorted(COURT) if COURT[c].kind == "guild" and c in state.court_deck]
    edit = Edit(state)
    for i, cid in enumerate(guilds[g % 3::3][:8]):
        edit.guild(i % state.n, COURT[cid].name)
    for cid, _ in state.court:
        if cid is not None:
            edit.agents(g % state.n, COURT[cid].name, 1)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_court_cards_in_play_with_every_kind_of_decision(players: int) -> None:
    """arcs-components part 7 (issue 7): games that start with Guild cards held and agents on
    the Court, played choosing a kind of decision uniformly (so Prelude actions, new actions,
    card decisions and Vox cards come up), with the invariants at every step and every
    candidate, secret and undo checked in some games."""
    report = check_game("arcs", games=40, seed=500 * players, deep_every=8,
                        balanced=True, prepare=_court_in_hand, players=players)
    assert report.games == 40


BUILDING_PAIRS = (("Living Structures", "Gate Ports"), ("Gate Stations", "Cloud Cities"),
                  ("Ancient Holdings", "Tool-Priests"), ("Galactic Rifles", "Sprinter Drives"))
"""Lore cards that place, replace or use buildings, two to a seat, so that their combinations
come up (a Prune in a gate once made two starports there, tarotlab L13)."""


def _building_lore_in_play(state: State, g: int) -> None:
    """Lay out the lore row with ``BUILDING_PAIRS`` (rotated over the seats from game to game),
    draft them so, and start the gates with buildings: the Living Structures holder's
    starport and a city beside it where its cards allow (Gate Ports; Gate Stations held by
    another seat)."""
    assert isinstance(state, ArcsState)
    n = state.n
    pairs = {seat: BUILDING_PAIRS[(seat + g) % len(BUILDING_PAIRS)] for seat in range(n)}
    wishes = [name for seat in range(n) for name in pairs[seat]]
    spare = [name for pair in BUILDING_PAIRS for name in pair if name not in wishes]
    wishes += spare[:1]
    while state.pending is not None and state.pending[0] != "lead":
        pending = state.pending
        if isinstance(pending, RevealCard):
            name = wishes.pop(0) if pending.row == "lore" and wishes else None
            state.apply(f"reveal lore {LORE[LORE_BY_NAME[name.lower()]].name}" if name
                        else state.sample_chance())
        elif pending[0] == "draft":
            seat = pending[1]
            legal = [str(a) for a in state.legal_actions()]
            if state.leader[seat] is None:
                state.apply(next(a for a in legal if a.startswith("take leader")))
            else:
                want = [f"take lore {name}" for name in pairs[seat]]
                state.apply(next((a for a in want if a in legal), None)
                            or next(a for a in legal if a.startswith("take lore")))
        elif state.to_move == CHANCE:
            state.apply(state.sample_chance())
        else:
            break
    holder = next((s for s in range(n) if "Living Structures" in
                   [LORE[c].name for c in state.lore[s]]), None)
    gates = sorted(sid for sid in state.bldg if SYSTEMS[sid].is_gate)
    edit = Edit(state)
    if holder is not None and gates:
        gate = gates[g % len(gates)]
        edit.ships(holder, gate, fresh=1)
        edit.building(holder, gate, "starport")
        if any("Gate Stations" in [LORE[c].name for c in state.lore[s]] for s in range(n)):
            edit.building(holder, gate, "city")


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_building_lore_cards_together(players: int) -> None:
    """arcs lore: Living Structures, Gate Ports, Gate Stations, Cloud Cities (and the other
    building lore), arcs R12: two of them each, and buildings in a gate at the start, played
    choosing a kind of decision uniformly, every step deep-checked (candidates and refusals,
    clone, undo, secrecy) with the invariants: one building of a kind per gate, no starport
    beyond a planet's slots."""
    report = check_game("arcs", games=6, seed=700 * players, deep_every=1, balanced=True,
                        prepare=_building_lore_in_play, players=players, leaders=True,
                        second_lore=True)
    assert report.games == 6


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_setup_card_plays_with_split_discards(players: int) -> None:
    """arcs: Setup 1.9 and arcs R12: each setup card of the player count, deep-checked."""
    for number in range(1, 5):
        check_game("arcs", games=1, seed=number, deep_every=1, players=players,
                   setup_card=f"{players}-{number}", split_discard=number % 2 == 0)


def test_options_are_checked_by_name() -> None:
    """arcs: 2-4 players; the setup card must exist and match the player count."""
    with pytest.raises(OptionError, match="option 'players' must be at most 4"):
        tarotlab.new_game("arcs", players=5)
    with pytest.raises(OptionError, match="option 'players' must be at least 2"):
        tarotlab.new_game("arcs", players=1)
    with pytest.raises(OptionError, match="is for 4 players, not players=3"):
        tarotlab.new_game("arcs", players=3, setup_card="4P Mix Up 1")
    with pytest.raises(OptionError, match="unknown setup card 'Nowhere'"):
        tarotlab.new_game("arcs", setup_card="Nowhere")
    with pytest.raises(OptionError, match="'second_lore' needs leaders=True"):
        tarotlab.new_game("arcs", second_lore=True)
