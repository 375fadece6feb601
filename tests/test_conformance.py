"""Conformance at full strength (DESIGN.md "Tests that prove it"), in every `make test` run.

For every game and player count: 10,000 random games each of Arcana, Arcanum (3-5 players)
and Mystick (2-5 players), 2,000 Arcs base games (2-4 players) and 1,000 Arcs Leaders & Lore
games (with and without the second lore); 300 games per game and player count with the greedy
bot in every seat and 300 with greedy and random bots mixed. Every step of every game checks
the cheap invariants (``check_invariants``); every step of every tenth game runs the deep
checks (candidates, refusals, views, clone independence, undo, secrecy branches, records; see
``tarotlab.testing.conformance``); every game ends with the record round trip. The work is
cut into chunks of similar length so pytest-xdist spreads it over the machine's cores; the
summary at the end of the run adds them up per game.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from tarotlab.testing.conformance import check_game


class Chunk(NamedTuple):
    label: str
    game: str
    games: int
    seed: int
    options: dict[str, Any]
    bots: tuple[str, ...] | None = None

    @property
    def id(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        who = "-".join(self.bots) if self.bots else "random"
        return f"{self.game}[{opts}]-{who}-seed{self.seed}"


def _chunks(label: str, game: str, total: int, size: int, seed: int,
            options: dict[str, Any], bots: tuple[str, ...] | None = None) -> list[Chunk]:
    out = []
    for start in range(0, total, size):
        out.append(Chunk(label, game, min(size, total - start), seed + start, options, bots))
    return out


def _plan() -> list[Chunk]:
    plan: list[Chunk] = []
    # random games
    plan += _chunks("arcana", "arcana", 8_000, 500, 0, {})
    plan += _chunks("arcana", "arcana", 2_000, 500, 100_000, {"resolution": "both"})
    for players in (3, 4, 5):
        short, long = (4, 8) if players == 3 else (6, 9)
        base = 200_000 + 10_000 * players
        plan += _chunks("arcanum", "arcanum", 1_500, 250, base, {"players": players,
                                                                  "turns": short})
        plan += _chunks("arcanum", "arcanum", 1_500, 250, base + 2_000, {"players": players,
                                                                          "turns": long})
        plan += _chunks("arcanum", "arcanum", 167, 167, base + 4_000,
                        {"players": players, "first_game": True})
        plan += _chunks("arcanum", "arcanum", 167, 167, base + 5_000,
                        {"players": players, "majors": False})
    for players in (2, 3, 4, 5):
        base = 300_000 + 10_000 * players
        plan += _chunks("mystick", "mystick", 2_250, 250, base, {"players": players})
        plan += _chunks("mystick", "mystick", 250, 250, base + 5_000,
                        {"players": players, "reshuffle_opening_majors": True})
    for players in (2, 3, 4):
        base = 400_000 + 10_000 * players
        plan += _chunks("arcs", "arcs", 334, 84, base, {"players": players})
        plan += _chunks("arcs", "arcs", 334, 84, base + 1_000,
                        {"players": players, "split_discard": True})
        for second in (False, True):
            plan += _chunks("arcs (Leaders & Lore)", "arcs", 167, 84,
                            base + 2_000 + 1_000 * second,
                            {"players": players, "leaders": True, "second_lore": second})
    # bot games: the greedy bot in every seat, and greedy with random
    counts = {"arcana": (2,), "arcanum": (3, 4, 5), "mystick": (2, 3, 4, 5), "arcs": (2, 3, 4)}
    for game, player_counts in counts.items():
        size = 100 if game == "arcs" else 150
        for players in player_counts:
            options = {} if game == "arcana" else {"players": players}
            base = 500_000 + 10_000 * players + 100_000 * list(counts).index(game)
            plan += _chunks(f"{game} (bots)", game, 300, size, base, options, ("greedy",))
            plan += _chunks(f"{game} (bots)", game, 300, size, base + 1_000, options,
                            ("greedy", "random"))
    for second in (False, True):
        plan += _chunks("arcs (Leaders & Lore, bots)", "arcs", 100, 100, 990_000 + 1_000 * second,
                        {"players": 3, "leaders": True, "second_lore": second}, ("greedy",))
    return plan


PLAN = _plan()


@pytest.mark.slow
@pytest.mark.parametrize("chunk", PLAN, ids=[c.id for c in PLAN])
def test_conformance(chunk: Chunk, conformance_log: Any) -> None:
    bots = chunk.bots
    if bots is not None and len(bots) == 2:  # greedy and random in turn around the table
        players = chunk.options.get("players", 2)
        bots = tuple(bots[s % 2] for s in range(players))
    report = check_game(chunk.game, games=chunk.games, seed=chunk.seed, deep_every=10,
                        bots=bots, **chunk.options)
    assert report.games == chunk.games
    conformance_log(report, chunk.label)


def test_the_plan_has_the_promised_counts() -> None:
    """The counts the README and issue promise: per game, random and bot games."""
    def total(label: str, **match: Any) -> int:
        return sum(c.games for c in PLAN if c.label == label
                   and all(c.options.get(k) == v for k, v in match.items()))

    assert total("arcana") >= 10_000
    for players in (3, 4, 5):
        assert total("arcanum", players=players) >= 3_334
    for players in (2, 3, 4, 5):
        assert total("mystick", players=players) >= 2_500
    assert total("arcs") >= 2_000
    assert total("arcs (Leaders & Lore)", second_lore=True) >= 500
    assert total("arcs (Leaders & Lore)", second_lore=False) >= 500
    for chunk in PLAN:
        if chunk.bots:
            same = [c for c in PLAN if c.bots == chunk.bots and c.game == chunk.game
                    and c.options == chunk.options]
            assert sum(c.games for c in same) >= 100


def test_two_seats_rearranging_at_once_keep_their_tokens_waiting() -> None:
    """arcs R8: at a chapter's end two seats' returning cities covered a slot (greedy, 4 seats,
    seed 840029); each rearranges in turn, the later one's tokens waiting meanwhile — a state
    the invariants once refused."""
    report = check_game("arcs", games=1, seed=840029, deep_every=0, bots=("greedy",),
                        players=4)
    assert report.games == 1


def test_a_game_that_does_not_end_fails_instead_of_running_for_ever(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A round that never ends (two greedy Mystick bots once looped two Queens of Coffers for
    9,000 decisions, memory growing) must fail the run, naming the game and its seed."""
    import tarotlab.testing.conformance as conformance

    monkeypatch.setattr(conformance, "MAX_DECISIONS", 30)  # an Arcana game takes hundreds
    with pytest.raises(AssertionError, match=r"no end after 30 decisions \(seed 5\)"):
        check_game("arcana", games=1, seed=5, deep_every=0)
