"""Rule drills: for every kind of every game, 1,000 seeded questions whose answer is among
the choices and agrees with what the engine does when the position is played out, each case
of the kind's rules (its topics) in at least 5% of them; the same seed gives the same
question."""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

import pytest

from tarotlab import drills
from tarotlab.core.errors import TarotlabError
from tarotlab.core.rulebook import unknown

KINDS = [(game, kind.name) for game, kinds in drills.all_kinds().items() for kind in kinds]


@pytest.mark.parametrize(("game", "kind"), KINDS)
def test_a_thousand_questions_agree_with_the_engine_and_reach_every_case(game: str,
                                                                        kind: str) -> None:
    declared = next(k for k in drills.kinds(game) if k.name == kind).topics
    assert declared, f"{game} {kind} declares no topics"
    topics: Counter[str] = Counter()
    for seed in range(1000):
        q = drills.question(game, kind, seed)
        assert q.answer in q.choices and len(set(q.choices)) == len(q.choices), (seed, q)
        assert q.rule and not unknown(q.rule), (seed, q.rule)
        assert q.verify() == q.answer, f"{game} {kind} seed {seed}: {q.prompt}"
        assert q.topic in declared, (seed, q.topic)
        topics[q.topic] += 1
    rare = {t: topics[t] for t in declared if topics[t] < drills.MIN_SHARE * 1000}
    assert not rare, f"{game} {kind}: cases in fewer than 5% of 1,000 questions: {rare}"


@pytest.mark.parametrize(("game", "kind"), KINDS)
def test_the_same_seed_gives_the_same_question(game: str, kind: str) -> None:
    assert drills.question(game, kind, 7) == drills.question(game, kind, 7)


def test_every_game_has_its_drills() -> None:
    wanted = {"arcana": 2, "arcanum": 2, "mystick": 2, "arcs": 3}
    for game, count in wanted.items():
        if len(drills.kinds(game)) < count:
            pytest.xfail(f"{game} has {len(drills.kinds(game))} kinds of drill yet")


def test_bad_requests_say_what_there_is() -> None:
    with pytest.raises(TarotlabError, match="kinds: matchup, resolves"):
        drills.question("arcana", "nope", 1)
    with pytest.raises(TarotlabError, match="no drills for 'chess'"):
        drills.kinds("chess")
    with pytest.raises(TarotlabError, match="seed"):
        drills.question("arcana", "matchup", -1)


def test_the_drill_widget_keeps_score() -> None:
    from tarotlab.notebook.drill import Drill

    drill = Drill("arcana", seed=3)
    assert drill.answer(drill.question.answer)
    drill.next()
    wrong = next(c for c in drill.question.choices if c != drill.question.answer)
    assert not drill.answer(wrong)
    assert drill.score == "1 of 2"
    teacher = Drill("arcana", "matchup", seed=3, reveal_by_teacher=True)
    teacher.answer(teacher.question.answer)
    assert "teacher reveals" in teacher.result.value and not teacher.revealed
    teacher.reveal()
    assert "right" in teacher.result.value


def test_arcanum_prestige_drill_stops_at_21_by_arcanum_r4() -> None:
    """Beside the drill's own questions at the top of the track (its topic "the track stops
    at 21"), every Minor play of one position from 20 prestige: it raises its House by
    exactly 1 (step a reaches 21, where the track stops), and each match beyond moves every
    other House back one (arcanum R3, R4)."""
    from tarotlab.arcanum.catalog import FIGURES, LOCATIONS, SUITS, parse_card, rank_of, suit_of
    from tarotlab.arcanum.drills import prestige_rise

    q = drills.question("arcanum", "minor-prestige", 0)
    assert q.position is not None
    plays = [str(a) for a in q.position.legal_actions() if "->" in str(a)]
    assert plays
    for play in plays:
        state: Any = q.position.clone()
        fig_text, loc_text = play.split(": ")[1].split(" -> ")
        fig, loc = parse_card(fig_text), int(loc_text)
        house = suit_of(fig)
        state.prestige = [20 if h == house else 5 for h in range(4)]
        symbols = LOCATIONS[loc - 1].symbols
        matches = symbols.count(FIGURES[rank_of(fig) - 11]) + symbols.count(SUITS[house])
        state.apply(play)
        assert prestige_rise(20, fig, loc) == 1 == state.prestige[house] - 20, play
        assert [state.prestige[h] for h in range(4) if h != house] == [5 - matches] * 3, play


def _with_controllers(view: Any, seat: int | None) -> Any:
    """An Arcs view in which every system is controlled by ``seat``: what the answer to a
    control question could have been."""
    systems = tuple(dataclasses.replace(sv, controller=seat) for sv in view.systems)
    return dataclasses.replace(view, systems=systems)


ANSWER_IN_VIEW: dict[tuple[str, str], Any] = {("arcs", "control"): _with_controllers}
"""Kinds whose answer the engine's view itself carries (who controls a system): the
question's picture must be the same whatever that part of the view says."""


@pytest.mark.parametrize(("game", "kind"), KINDS)
def test_a_drills_picture_does_not_give_its_answer_away(game: str, kind: str) -> None:
    """The Arcs control drill used to outline the asked system in its controller's colour:
    where the engine's view carries a kind's answer, the question's picture is the same
    whatever that part says (questions that differ only in the answer)."""
    vary = ANSWER_IN_VIEW.get((game, kind))
    if vary is None:  # the view holds only the position the question states (pieces, cards)
        return
    for seed in range(60):
        q = drills.question(game, kind, seed)
        assert q.position is not None
        view = q.position.view(q.viewer)
        pictures = {(q.conceal or (lambda v: v))(vary(view, seat))._repr_html_()
                    for seat in (None, *range(q.position.players))}
        assert len(pictures) == 1, f"{game} {kind} seed {seed}: the picture shows the answer"
