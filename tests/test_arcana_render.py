"""The Arcana renderers show the facts of real positions built through the engine."""

from __future__ import annotations

import doctest
import re
from html import escape

import pytest

import tarotlab
from tarotlab import ALL, State
from tarotlab.arcana import render
from tarotlab.arcana.catalog import CARDS
from tarotlab.arcana.render import render_text, render_view
from tarotlab.arcana.rules import HIDDEN, ArcanaState, ArcanaView

MAGICIAN, HERMIT, DEVIL, TOWER, STAR, MOON, FOOL = 1, 9, 15, 16, 17, 18, 0


def view_of(s: State, seat: int | None) -> ArcanaView:
    v = s.view(seat)
    assert isinstance(v, ArcanaView)
    return v


def game(first_round: int) -> ArcanaState:
    """A game whose coin flip is forced, so the first round's parity is known (arcana R3)."""
    s = tarotlab.new_game("arcana", seed=3, auto_chance=False)
    assert isinstance(s, ArcanaState)
    s.apply(f"coin {first_round}")
    assert s.round == first_round
    return s


def seat_html(html: str, seat: int) -> str:
    """The HTML of one seat's panel."""
    start = html.index(f'data-seat="{seat}"')
    end = html.find('data-seat="1"', start + 1) if seat == 0 else -1
    return html[start:end if end > 0 else html.index('class="tl-last"')]


def seat_lines(text: str, seat: int) -> str:
    """The two text lines of one seat: its numbers, then its hand and removed cards."""
    lines = text.splitlines()
    i = next(n for n, line in enumerate(lines) if line.startswith(f"seat {seat}"))
    return "\n".join(lines[i:i + 2])


def chip(panel: str, card: int) -> tuple[str, str]:
    """The classes and inner HTML of one card chip in a seat panel."""
    m = re.search(rf'<div class="([^"]*)" data-card="{card}"[^>]*>(.*?)</div>', panel)
    assert m is not None, f"no chip for card {card}"
    return m.group(1), m.group(2)


def thrown_attr(panel: str) -> str:
    m = re.search(r'data-thrown="([^"]*)"', panel)
    assert m is not None
    return m.group(1)


def hand_tokens(text: str, seat: int) -> list[str]:
    hand_line = seat_lines(text, seat).splitlines()[1]
    return hand_line.split("hand:")[1].split("removed:")[0].split()


@pytest.mark.parametrize(
    ("first_round", "throws", "loser", "removed", "rule"),
    [
        # odd round: the Magician has the advantage, wins, and removes the Hermit
        (1, ("The Magician", "The Hermit"), 1, HERMIT, "arcana R5"),
        # even round: the Devil against the Magician removes the Magician
        (0, ("The Devil", "The Magician"), 1, MAGICIAN, "arcana R8"),
    ],
)
def test_removed_card_is_shown_removed(first_round: int, throws: tuple[str, str], loser: int,
                                       removed: int, rule: str) -> None:
    """arcana R5, R7, R8: after a Magician match-up the removed card is greyed as removed."""
    s = game(first_round)
    assert s.round is not None and s.round % 2 == first_round
    s.apply(f"throw {throws[0]}")
    s.apply(f"throw {throws[1]}")
    v = view_of(s, 0)
    assert v.players[loser].removed[removed] == 1 and v.players[loser].hand[removed] == 0
    winner = 1 - loser
    last = v.last
    assert last is not None and last.rule == rule and last.winner == winner

    text = render_text(v)
    numeral = CARDS[removed].numeral
    assert numeral not in hand_tokens(text, loser)
    assert f"removed: {numeral}" in seat_lines(text, loser)
    assert numeral in hand_tokens(text, winner)
    assert "removed: none" in seat_lines(text, winner)
    parity = "odd" if first_round else "even"
    assert (f"last: round {first_round} ({parity}) {CARDS[last.cards[0]].name} vs "
            f"{CARDS[last.cards[1]].name} -> seat {winner} wins [{rule}]") in text

    html = render_view(v)
    classes, inner = chip(seat_html(html, loser), removed)
    assert "tl-gone" in classes.split() and "removed" in inner
    classes, inner = chip(seat_html(html, winner), removed)
    assert "tl-gone" not in classes.split() and "removed" not in inner
    assert f"[{rule}]" in html and escape(last.reason) in html


def test_face_down_card_is_secret_from_the_opponent() -> None:
    """arcana R12: the card thrown this round is secret until both have chosen."""
    s = game(1)
    s.apply("throw The Star")
    other = game(1)
    other.apply("throw The Moon")

    for seat in (1, None):  # the opponent and a spectator
        v = view_of(s, seat)
        assert v.players[0].thrown == HIDDEN
        text, html = render_text(v), render_view(v)
        assert "thrown: face down" in seat_lines(text, 0)
        assert thrown_attr(seat_html(html, 0)) == "hidden"
        assert 'data-thrown="17"' not in html and "XVII Star" not in html
        # nothing in the rendering depends on which card lies face down
        assert text == render_text(view_of(other, seat))
        assert html == render_view(view_of(other, seat))

    own = view_of(s, 0)
    assert "thrown: XVII The Star" in seat_lines(render_text(own), 0)
    assert thrown_attr(seat_html(render_view(own), 0)) == str(STAR)
    assert thrown_attr(seat_html(render_view(view_of(s, ALL)), 0)) == str(STAR)
    assert "thrown: XVIII The Moon" in render_text(view_of(other, 0))


def test_both_cards_are_shown_once_revealed_and_choice_is_pending() -> None:
    """arcana R2, R6, R12: after both throws the cards are face up; the winner chooses."""
    s = game(1)
    s.apply("throw The Star")
    s.apply("throw The Hanged Man")
    v = view_of(s, 1)
    text, html = render_text(v), render_view(v)
    assert text.splitlines()[0] == ("round 1 (odd) - seat 0 to choose for The Star's effect: "
                                    "gain 1 hour | opponent-loses 1 hour - view: seat 1")
    assert "thrown: XVII The Star" in seat_lines(text, 0)
    assert "thrown: XII The Hanged Man" in seat_lines(text, 1)
    assert thrown_attr(seat_html(html, 0)) == str(STAR)
    assert "The Star&#x27;s effect" in html  # text is escaped
    for option in s.legal_actions():
        assert f'<span class="tl-opt">{escape(option)}</span>' in html
    assert "tl-tomove" in seat_html(html, 0) and "tl-tomove" not in seat_html(html, 1)


def test_clock_is_shown_as_time_of_day() -> None:
    """arcana R4: the clock is an hour of the day; 'opponent loses 1 hour' moves it forward."""
    s = game(1)
    s.apply("throw The Star")
    s.apply("throw The Hanged Man")
    s.apply("opponent-loses 1 hour")
    v = view_of(s, 0)
    assert (v.players[0].clock, v.players[1].clock) == (9, 10)
    text, html = render_text(v), render_view(v)
    assert "clock 9 AM" in seat_lines(text, 0)
    assert "clock 10 AM" in seat_lines(text, 1)
    assert "9 AM" in seat_html(html, 0) and "15 h to midnight" in seat_html(html, 0)
    assert "10 AM" in seat_html(html, 1) and "14 h to midnight" in seat_html(html, 1)
    # the round is over: a new one begins with no card thrown
    assert text.splitlines()[0] == "round 2 (even) - seat 0 to throw - view: seat 0"
    assert "thrown: -" in seat_lines(text, 0) and thrown_attr(seat_html(html, 0)) == "none"


def test_tower_against_fool_shows_the_switched_cards() -> None:
    """arcana R9: The Tower against The Fool: the cards switch owners (a player may hold two)."""
    s = game(1)
    s.apply("throw The Tower")
    s.apply("throw The Fool")
    v = view_of(s, None)
    assert v.players[0].hand[FOOL] == 2 and v.players[1].hand[TOWER] == 2
    text, html = render_text(v), render_view(v)
    assert "0×2" in hand_tokens(text, 0) and "XVI" not in hand_tokens(text, 0)
    assert "XVI×2" in hand_tokens(text, 1) and "0" not in hand_tokens(text, 1)
    assert "removed: none" in seat_lines(text, 0) and "removed: none" in seat_lines(text, 1)
    classes, inner = chip(seat_html(html, 0), TOWER)
    assert "tl-gone" in classes.split() and "switched" in inner and "removed" not in inner
    assert "×2" in chip(seat_html(html, 0), FOOL)[1]
    assert "×2" in chip(seat_html(html, 1), TOWER)[1]
    assert "[arcana R9]" in html and "the two cards switch owners" in html


def test_outcome_banner_when_the_game_is_over() -> None:
    """arcana R11: the game ends when a player wins or loses; the outcome is announced."""
    s = tarotlab.new_game("arcana", seed=3)
    before = render_view(view_of(s, 0))
    assert 'class="tl-banner' not in before and "outcome:" not in render_text(view_of(s, 0))
    n = 0
    while not s.is_over:
        acts = s.legal_actions()
        s.apply(acts[n % len(acts)])
        n += 1
        assert n < 5000
    outcome = s.outcome
    assert outcome is not None and outcome.winners
    v = view_of(s, 0)
    text, html = render_text(v), render_view(v)
    assert f"outcome: {outcome}" in text.splitlines()
    assert " - game over - " in text.splitlines()[0]
    assert re.search(r'<div class="tl-banner">Game over — ' + re.escape(escape(str(outcome))),
                     html)
    winner = outcome.winners[0]
    assert "tl-won" in seat_html(html, winner) and "tl-won" not in seat_html(html, 1 - winner)
    assert "tl-badge tl-tomove" not in html


def test_viewer_is_marked() -> None:
    """arcana R12: each seat has its own view; the renderings say whose view it is."""
    s = game(1)
    for seat, first_line_end, label in ((0, "view: seat 0", "Viewing as seat 0"),
                                        (1, "view: seat 1", "Viewing as seat 1"),
                                        (None, "view: spectator", "Spectator view"),
                                        (ALL, "view: all", "Full view")):
        v = view_of(s, seat)
        assert render_text(v).splitlines()[0].endswith(first_line_end)
        html = render_view(v)
        assert label in html
        for panel in (0, 1):
            assert ("tl-you" in seat_html(html, panel)) == (panel == seat)


def test_html_is_self_contained_and_scoped() -> None:
    """Presentation (no game rule): no scripts or external assets; every style is scoped."""
    s = game(1)
    html = render_view(view_of(s, ALL))
    assert html.startswith('<div class="tl-game tl-arcana">') and html.endswith("</div>")
    assert "<script" not in html and "http" not in html and "url(" not in html
    css = re.search(r"<style>(.*?)</style>", html, re.S)
    assert css is not None
    selectors = re.findall(r"([^{}]+)\{[^{}]*\}", css.group(1))
    assert selectors
    for group in selectors:
        for selector in group.split(","):
            assert selector.strip().startswith((".tl-game", ".tl-arcana")), selector
    assert s._repr_html_() == html  # the notebook display of a game uses this renderer


def test_text_is_deterministic_and_doctests_pass() -> None:
    """Presentation (no game rule): same view, same text; the module's doctest holds."""
    s = game(1)
    s.apply("throw The Magician")
    s.apply("throw The Hermit")
    assert render_text(view_of(s, 0)) == render_text(view_of(s.clone(), 0))
    result = doctest.testmod(render)
    assert result.attempted > 0 and result.failed == 0
