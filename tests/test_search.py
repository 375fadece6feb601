"""The ISMCTS search and bot (``tarotlab.search``): honest, deterministic for a count of
iterations, and right where the rules decide the answer by hand."""

from __future__ import annotations

import pytest

import tarotlab
from tarotlab.bots import InfoSet, bot_decision, make_bot, play
from tarotlab.core.engine import Action, State
from tarotlab.core.errors import TarotlabError
from tarotlab.core.rng import Rng
from tarotlab.search import search
from tarotlab.search.bot import ISMCTSBot

CARD = {"Empress": 3, "Death": 13, "Moon": 18, "Sun": 19}  # arcana R1 numbers


def info(state: State) -> InfoSet:
    seat = state.to_move
    assert isinstance(seat, int) and seat >= 0
    return InfoSet(seat, state.view(seat), state.legal_actions(),
                   lambda rng: state.determinize(seat, rng))


def moon_at_eleven() -> State:
    """Round 2 (even), seat 1's clock at 11 PM and 4 damage points; seat 0 at 1 HP holds only
    the Moon and throws it face down; seat 1 holds the Empress, Death and the Sun.

    By hand (arcana R5, R7, R10, R11): in an even round Death and the Sun (not odd-favoured)
    have the advantage against the Moon (odd-favoured) and win. Death gains 3 damage points:
    7, of which 5 become 1 HP lost by seat 0, at 0 HP: seat 1 wins at once. The Sun gains an
    hour and play goes on. The Empress and the Moon are both odd-favoured, so neither has the
    advantage and the higher number wins: the Moon (18) over the Empress (3), seat 1 loses
    1 hour, its clock reaches midnight and it loses at once. Seat 1 knows the Moon is down:
    it is the only card seat 0 holds (arcana R12: hands are open)."""
    state = tarotlab.new_game("arcana", seed=11)
    assert state.to_move == 0
    s: object = state
    s.round = 2  # type: ignore[attr-defined]
    s.clock = [9, 23]  # type: ignore[attr-defined]
    s.hp = [1, 6]  # type: ignore[attr-defined]
    s.damage = [0, 4]  # type: ignore[attr-defined]
    hands = [[0] * 22, [0] * 22]
    hands[0][CARD["Moon"]] = 1
    hands[1][CARD["Empress"]] = hands[1][CARD["Death"]] = hands[1][CARD["Sun"]] = 1
    s.hands = hands  # type: ignore[attr-defined]
    s.removed = [[2 - hands[0][c] - hands[1][c] if c == CARD["Moon"] else
                  1 - hands[0][c] for c in range(22)],  # type: ignore[attr-defined]
                 [1 - hands[1][c] for c in range(22)]]
    state._reset_caches()
    state.apply("throw Moon")
    return state


def test_the_search_finds_the_win_and_never_the_card_that_loses_at_once() -> None:
    state = moon_at_eleven()
    assert set(state.legal_actions()) == {Action("throw Empress"), Action("throw Death"),
                                          Action("throw Sun")}
    found = ISMCTSBot(iterations=120).analyse(info(state), Rng(4))
    assert found.best() == Action("throw Death")
    death, empress = found.of(Action("throw Death")), found.of(Action("throw Empress"))
    assert death is not None and death.win_rate == 1.0
    assert empress is not None and empress.win_rate == 0.0 and empress.interval[0] == 0.0


def test_the_same_secret_two_ways_gives_the_same_analysis() -> None:
    """Seat 0 throws the Star or the Moon face down: seat 1's search reads only
    determinizations, so with the same seed it finds exactly the same statistics."""
    analyses = []
    for card in ("Star", "Moon"):
        state = tarotlab.new_game("arcana", seed=5)
        state.apply(f"throw {card}")
        analyses.append(ISMCTSBot(iterations=150).analyse(info(state), Rng(8)))
    assert analyses[0].stats == analyses[1].stats


def test_a_count_of_iterations_makes_the_search_repeatable() -> None:
    state = tarotlab.new_game("arcana", seed=5)
    runs = [ISMCTSBot(iterations=90).analyse(info(state), Rng(2)) for _ in range(2)]
    assert runs[0].stats == runs[1].stats and runs[0].iterations == 90


def test_the_root_statistics_add_up() -> None:
    state = tarotlab.new_game("arcana", seed=6)
    found = ISMCTSBot(iterations=120).analyse(info(state), Rng(1))
    assert sum(s.visits for s in found.stats) == 120
    assert {s.action for s in found.stats} <= set(state.legal_actions())
    for s in found.stats:
        assert s.interval[0] <= s.win_rate <= s.interval[1]


def test_a_lone_legal_action_is_taken_without_searching() -> None:
    state = moon_at_eleven()
    state.apply("throw Sun")  # the game goes on (above); round 3: seat 0 holds only the Moon
    assert state.to_move == 0 and state.legal_actions() == (Action("throw Moon"),)
    bot = ISMCTSBot(iterations=10**9)  # a search would never end
    assert bot_decision(state, bot, Rng(1)) == Action("throw Moon")


def test_ismcts_is_a_bot_like_the_others() -> None:
    bot = make_bot("ismcts", "arcana")
    assert bot.name == "ismcts"
    with pytest.raises(TarotlabError, match="bot_decision"):
        bot.choose(None, (), Rng(1))
    state = tarotlab.new_game("arcana", seed=3)
    fast = ISMCTSBot(iterations=4)
    play(state, [fast, make_bot("greedy", "arcana")], seed=1)
    assert state.is_over


def test_a_budget_is_required() -> None:
    with pytest.raises(TarotlabError, match="seconds"):
        ISMCTSBot(seconds=0)
    with pytest.raises(TarotlabError, match="rollout"):
        ISMCTSBot(rollout="psychic")
    with pytest.raises(TarotlabError, match="budget"):
        search(lambda rng: tarotlab.new_game("arcana", seed=1), 0, Rng(1), seconds=None)


def test_greedy_rollouts_play_to_the_end() -> None:
    state = tarotlab.new_game("arcana", seed=8)
    found = ISMCTSBot(iterations=20, rollout="greedy").analyse(info(state), Rng(3))
    assert found.iterations == 20 and found.best() in state.legal_actions()


def test_ismcts_searches_arcs_and_never_reads_a_rivals_face_down_copy() -> None:
    """arcs R5: seat 1's Copy is face down. Two games that differ only in which card it
    copied give seat 2 the same analysis for the same seed (the value leaves and the greedy
    priors read each seat's view of a determinization, never the real game)."""
    from test_determinize_arcs import dealt

    from tarotlab.bots import bot_names

    assert "ismcts" in bot_names("arcs")
    analyses = []
    for copy in ("copy Agg2", "copy Mob3"):
        state = dealt()
        state.apply("lead Agg5")
        while state.to_move == 0:
            state.apply(state.legal_actions()[-1])
        state.apply(copy)
        state.apply("done")  # seat 1 takes no action with its copy
        assert state.to_move == 2 and len(state.legal_actions()) > 1
        bot = ISMCTSBot(iterations=40, rollout="value")
        analyses.append(bot.analyse(info(state), Rng(8)))
        assert analyses[-1].best() in state.legal_actions()
    assert analyses[0].stats == analyses[1].stats and analyses[0].iterations == 40


def test_a_searching_bot_takes_its_seconds_after_a_colon() -> None:
    assert make_bot("ismcts:0.2", "arcana").seconds == 0.2  # type: ignore[attr-defined]
    for name, refusal in [("ismcts:soon", "seconds a decision"), ("ismcts:0", "above 0"),
                          ("ismcts:1e9", "at most 600"), ("greedy:2", "takes no setting")]:
        with pytest.raises(TarotlabError, match=refusal):
            make_bot(name, "arcana")


def test_with_greedy_priors_the_search_still_finds_the_win() -> None:
    """PUCT with the greedy bot's move as a prior (``prior="greedy"``) on ``moon_at_eleven``:
    whatever the prior says, Death wins at once and the Empress loses at once (above)."""
    found = ISMCTSBot(iterations=200, prior="greedy").analyse(info(moon_at_eleven()), Rng(4))
    assert found.best() == Action("throw Death")
    death = found.of(Action("throw Death"))
    assert death is not None and death.win_rate == 1.0
    empress = found.of(Action("throw Empress"))
    assert empress is None or empress.win_rate == 0.0


def test_the_greedy_prior_weighs_the_greedy_move_from_the_seats_own_view() -> None:
    from tarotlab.search.ismcts import GreedyPrior

    state = tarotlab.new_game("arcana", seed=6)
    greedy = make_bot("greedy", "arcana")
    priors = GreedyPrior(lambda: make_bot("greedy", "arcana"), weight=0.5)(
        state, state.legal_actions())
    chosen = greedy.choose(state.view(0), state.legal_actions(), Rng(0))
    even = 0.5 / len(state.legal_actions())
    assert priors[chosen] == pytest.approx(0.5 + even)
    assert all(p == pytest.approx(even) for a, p in priors.items() if a != chosen)
    assert sum(priors.values()) == pytest.approx(1.0)


def test_a_prior_judges_each_position_alone() -> None:
    """The Mystick greedy bot draws after 40 of its own moves in a round without a draw
    (tarotlab D11). The prior makes its bot fresh for each position, so judging the same
    position 60 times in a row names the same move each time; a bot kept across calls would
    count every call as a move and name a draw from the 41st."""
    from tarotlab.search.ismcts import GreedyPrior

    state = tarotlab.new_game("mystick", seed=3)
    rng = Rng(5)
    while True:  # a position where a draw is legal but the greedy bot plays something else
        seat, legal = state.to_move, state.legal_actions()
        if seat is not None and seat >= 0 and any(a.kind == "draw" for a in legal):
            fresh = make_bot("greedy", "mystick")
            choice = fresh.choose(state.view(seat), legal, Rng(0, stream=0x9D))
            if choice.kind != "draw":
                break
        state.apply(state.sample_chance() if seat == -1 else legal[rng.below(len(legal))])
    prior = GreedyPrior(lambda: make_bot("greedy", "mystick"), weight=0.5)
    judged = [prior(state, legal) for _ in range(60)]
    assert all(p == judged[0] for p in judged)
    assert max(judged[0], key=judged[0].__getitem__) == choice


def test_priors_keep_the_search_honest_and_repeatable() -> None:
    """The priors read each seat's view of the determinization, never the real game: the same
    secret two ways, the same analysis."""
    analyses = []
    for card in ("Star", "Moon"):
        state = tarotlab.new_game("arcana", seed=5)
        state.apply(f"throw {card}")
        analyses.append(ISMCTSBot(iterations=150, prior="greedy").analyse(info(state), Rng(8)))
    assert analyses[0].stats == analyses[1].stats
    with pytest.raises(TarotlabError, match=r"no prior 'oracle' \(priors: none, greedy\)"):
        ISMCTSBot(prior="oracle")


def test_before_simultaneous_takes_back_the_face_down_throw_and_nothing_else() -> None:
    """arcana R2: seat 1's throw is simultaneous with seat 0's. At every seat-1 throw of 30
    random games: the position before holds no secret (the same whatever seat 0 threw, by
    serialized form: ``snapshot``), and taking seat 0's throw again gives the state back
    exactly."""
    from tarotlab.testing.snapshot import snapshot

    checked = 0
    for seed in range(30):
        state = tarotlab.new_game("arcana", seed=seed)
        rng = Rng(seed)
        while not state.is_over:
            if state.before_simultaneous(0) is not None:
                raise AssertionError("seat 0 decides first: nothing is simultaneous with it")
            before = state.before_simultaneous(1)
            if before is not None:
                seat, throw = state.history[-1]
                assert seat == 0
                again = before.clone()
                again.apply(throw)
                assert snapshot(again) == snapshot(state)
                other = before.clone()
                other.apply(rng.choice([a for a in other.legal_actions() if a != throw]
                                       or [throw]))
                assert snapshot(other.before_simultaneous(1)) == snapshot(before)
                checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 300


def test_the_second_thrower_searches_the_first_throw_as_simultaneous() -> None:
    """The search for seat 1 starts before seat 0's face-down throw: seat 0 chooses again in
    its own tree, and seat 1 decides at the one node it sees after any throw. Its candidates
    are seat 1's throws, all of its visits counted there."""
    state = tarotlab.new_game("arcana", seed=5)
    state.apply("throw Star")
    found = ISMCTSBot(iterations=300).analyse(info(state), Rng(2))
    assert {s.action for s in found.stats} <= set(state.legal_actions())
    assert sum(s.visits for s in found.stats) == 300  # every iteration reaches seat 1's throw
    drawn = ISMCTSBot(iterations=300, simultaneous=False).analyse(info(state), Rng(2))
    assert sum(s.visits for s in drawn.stats) == 300  # the throw drawn: every iteration


@pytest.mark.parametrize("iterations", [1, 2, 5])
def test_even_the_shortest_search_of_the_second_throw_decides(iterations: int) -> None:
    """A timed search on a busy machine may run only a few iterations. Each goes on through
    seat 0's throw, chosen again in seat 0's tree, to seat 1's own: the lab once stopped on
    "the search found no decision for this seat" when every iteration ended at a new node
    of seat 0's tree."""
    state = tarotlab.new_game("arcana", seed=5)
    state.apply("throw Star")
    found = ISMCTSBot(iterations=iterations).analyse(info(state), Rng(2))
    assert sum(s.visits for s in found.stats) == iterations
    assert found.best() in state.legal_actions()


def test_a_greedy_playout_depends_only_on_its_position_and_its_generator() -> None:
    """``BotRollout`` makes its bots fresh for every playout: a Mystick greedy bot remembers
    the challenge it declared (to know its failures when it redraws, mystick R7), and that
    memory must not carry from one simulated game into the next."""
    from tarotlab.search.bot import _make_rollout
    from tarotlab.search.ismcts import BotRollout
    from tarotlab.testing.snapshot import serialized

    start = tarotlab.new_game("mystick", seed=4, players=3)
    rollout = _make_rollout("greedy", start)
    assert isinstance(rollout, BotRollout)
    first, second = rollout.bots(), rollout.bots()
    assert len(first) == 3 and all(a is not b for a, b in zip(first, second, strict=True))
    played = []
    for _ in range(3):  # the same position and generator, one playout after another
        state = start.clone()
        played.append((rollout(state, Rng(8)), serialized(state)))
    assert played[0] == played[1] == played[2]
    assert start.clone().is_over is False and state.is_over


def test_a_search_whose_later_draws_fail_searches_the_worlds_it_found() -> None:
    """A determinizer that gives up (NoWorldFound) after its first world: the search goes on
    with that world again rather than stopping or reading the real game."""
    from tarotlab.core.errors import NoWorldFound

    state = tarotlab.new_game("arcana", seed=5)
    state.apply("throw Star")
    drawn = []

    def flaky(rng: Rng) -> State:
        drawn.append(1)
        if len(drawn) > 1:
            raise NoWorldFound("no world")
        return state.determinize(1, rng)

    bot = ISMCTSBot(iterations=30, simultaneous=False)  # every world from the sampler
    found = bot.analyse(InfoSet(1, state.view(1), state.legal_actions(), flaky, "arcana"),
                        Rng(2))
    assert found.iterations == 30 and found.best() in state.legal_actions()
    assert len(drawn) == 30  # one world found, 29 tries that gave up
