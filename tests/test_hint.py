"""Hints (``Session.hint``, ``tarotlab.search.hint``): the best move where the rules decide
it by hand, the learner's move beside it, every cited rule known, honest, bad input refused."""

from __future__ import annotations

import re

import pytest
from test_search import moon_at_eleven

import tarotlab
from tarotlab.core.engine import Action
from tarotlab.core.errors import IllegalAction, MalformedAction, TarotlabError
from tarotlab.core.rng import Rng
from tarotlab.core.rulebook import citations, unknown
from tarotlab.notebook.session import Session
from tarotlab.search.hint import hint
from tarotlab.testing.snapshot import serialized


def test_the_hint_names_the_winning_card_and_says_why_the_learners_loses() -> None:
    """``moon_at_eleven`` (worked out by hand in test_search): Death wins at once, the
    Empress loses at once (arcana R5, R7, R10, R11)."""
    found = hint(moon_at_eleven(), iterations=300, candidate="throw Empress")
    assert found.best == Action("throw Death")
    text = found.explain()
    assert text.startswith("seat 1: throw Death looks best. It wins 100% of ")
    assert "Death beats The Moon" in text or "so it beats The Moon" in text
    assert re.search(r"Your move, throw Empress\. It wins 0% of [\d,]+ simulated futures", text)
    assert "The Moon (XVIII) beats The Empress (III)" in text  # what follows the learner's move


def test_the_learners_move_gets_its_own_share_of_the_search() -> None:
    found = hint(moon_at_eleven(), iterations=400, candidate="throw Empress")
    own = found.analysis.of(Action("throw Empress"))
    assert own is not None and own.visits >= 100  # a quarter of the budget, not a few visits
    assert found.analysis.iterations == 400


def test_every_citation_in_a_hint_is_a_rule_the_rulebook_knows() -> None:
    """In all four games (and Arcs' golden position, whose hint cites the chapter's end and
    its scoring): every rule a hint's text cites is one the rulebook catalog knows."""
    from test_search_golden_arcs import empath_at_the_chapters_end

    for seed in range(4):
        state = tarotlab.new_game("arcana", seed=seed)
        for _ in range(seed * 7):
            state.apply(state.legal_actions()[-1])
        others = [tarotlab.new_game(game, seed=seed) for game in ("mystick", "arcanum", "arcs")]
        if seed == 0:
            others.append(empath_at_the_chapters_end())
        for game_state in (state, *others):
            text = hint(game_state, iterations=150,
                        candidate=game_state.legal_actions()[0]).explain()
            cited = citations(text)
            assert cited, text
            assert not [c for c in cited if unknown(c)], text


def test_a_hint_changes_nothing() -> None:
    session = Session("mystick", seed=4)
    before = serialized(session.state)
    session.hint(iterations=60)
    assert serialized(session.state) == before


def test_two_secrets_give_the_same_hint() -> None:
    """Seat 0 threw the Star or the Moon face down: seat 1's hint is the same (arcana R12)."""
    found = []
    for card in ("Star", "Moon"):
        state = tarotlab.new_game("arcana", seed=5)
        state.apply(f"throw {card}")
        found.append(hint(state, iterations=200, candidate="throw Sun", rng=Rng(3)))
    assert found[0].analysis.stats == found[1].analysis.stats


def test_every_game_has_hints_and_a_game_without_a_search_would_be_told_so(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import tarotlab.search.hint as hints

    state = tarotlab.new_game("arcs", seed=1)
    advice = hint(state, iterations=10)
    assert advice.best in state.legal_actions()
    monkeypatch.setattr(hints, "bot_names", lambda game: ("random", "greedy") if game == "arcs"
                        else ("random", "greedy", "ismcts"))
    with pytest.raises(TarotlabError, match=r"no hints yet .*arcana, arcanum, mystick"):
        hint(state, iterations=10)


def test_bad_requests_are_refused_clearly() -> None:
    state = tarotlab.new_game("arcana", seed=1)
    with pytest.raises(IllegalAction, match=r"arcana R3\] the coin is flipped once"):
        hint(state, iterations=10, candidate="coin 0")
    with pytest.raises(MalformedAction):
        hint(state, iterations=10, candidate="dance a jig")
    rigged = tarotlab.new_game("arcana", seed=1, auto_chance=False)
    with pytest.raises(TarotlabError, match="no seat is deciding"):
        hint(rigged, iterations=10)
    over = moon_at_eleven()
    over.apply("throw Empress")  # the Moon wins: seat 1's clock reaches midnight
    with pytest.raises(TarotlabError, match="no seat is deciding"):
        Session(over).hint(iterations=10)


# ------------------------------------------------------------------ review
def test_throwing_the_card_that_loses_at_once_is_a_blunder_and_death_was_better() -> None:
    """``moon_at_eleven``: the Empress loses at once and Death wins at once (by hand, in
    test_search), a drop of the whole chance of winning: a blunder (review.VERDICTS)."""
    from tarotlab.search.review import judge

    found = hint(moon_at_eleven(), iterations=300, candidate="throw Empress")
    verdict, loss = judge(found, Action("throw Empress"))
    assert (verdict, loss) == ("blunder", 1.0)
    assert judge(found, Action("throw Death")) == ("fine", 0.0)


def test_a_verdict_worse_than_fine_says_why_with_the_rules() -> None:
    """A blunder's text names the better move and, for it and for the move played, what
    followed it in the searched futures, each citing a rule the rulebook knows: Death beats
    the Moon, the Moon beats the Empress (``moon_at_eleven``: arcana R5)."""
    from tarotlab.search.review import Judgement

    found = hint(moon_at_eleven(), iterations=300, candidate="throw Empress")
    text = str(Judgement(11, 1, Action("throw Empress"), "blunder", 1.0, found))
    head, *why = text.splitlines()
    assert head.startswith("step 11, seat 1: throw Empress: blunder; throw Death was better: "
                           "it wins 100% of its simulated futures, throw Empress 0%")
    better = [line for line in why if line.startswith("  after throw Death, in ")]
    worse = [line for line in why if line.startswith("  after throw Empress, in ")]
    assert better and worse and len(better) + len(worse) == len(why)
    assert any("The Moon" in line for line in better)
    assert any("The Moon (XVIII) beats The Empress (III)" in line for line in worse)
    cited = citations(text)
    assert cited and not [c for c in cited if unknown(c)]


def test_a_drop_within_the_noise_is_fine() -> None:
    """Two moves whose 95% intervals overlap are not told apart, however far their rates."""
    from tarotlab.search.hint import Hint
    from tarotlab.search.ismcts import ActionStats, Analysis
    from tarotlab.search.review import judge

    best = ActionStats(Action("throw Sun"), 10, 0.8, (0.49, 0.94))
    mine = ActionStats(Action("throw Moon"), 10, 0.4, (0.17, 0.69))
    found = Hint(0, Analysis(0, 0.1, 20, (best, mine)), Action("throw Moon"))
    assert judge(found, Action("throw Moon")) == ("fine", pytest.approx(0.4))


def test_a_review_judges_every_real_choice_of_the_seat_and_changes_nothing() -> None:
    session = Session("arcana", seed=3, bots={1: "greedy"})
    for _ in range(5):
        session.play(session.state.legal_actions()[-1])
        session.play_bots()
    before = serialized(session.state)
    judged = session.review(0, iterations=120)
    assert serialized(session.state) == before
    mine = [i for i, (seat, _) in enumerate(session.state.history) if seat == 0]
    assert [j.step for j in judged] == mine  # every throw had 22 choices
    for j in judged:
        assert j.played == session.state.history[j.step][1]
        assert j.verdict in ("fine", "inaccuracy", "mistake", "blunder")
        assert str(j).startswith(f"step {j.step}, seat 0: {j.played}: {j.verdict}")
    with pytest.raises(TarotlabError, match=r"review a seat 0\.\.1"):
        session.review(2, iterations=10)
