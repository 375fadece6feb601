"""The Table in a real room (the classroom page in headless Chromium): secrets never reach
the page, every decision fits in a few choices (the Arcs battle through a form), and board
and choices share one projector screen in every game."""

from __future__ import annotations

import re
from typing import Any

import pytest
from support import Server, TableView, enabled_action, lift_curtain, open_table

import tarotlab
from tarotlab.core.engine import State

try:
    from playwright.sync_api import expect
except ImportError:
    expect = None

pytestmark = pytest.mark.browser

PAGE_TIMEOUT = 90_000
HOT_SEATS = {  # every seat a person, so the hot-seat curtain works between all of them
    "arcanum": ("?game=arcanum&players=3&bots=person,person,person&seed=4",
                {"players": 3, "seed": 4}),
    "mystick": ("?game=mystick&players=2&bots=person,person&seed=4",
                {"players": 2, "seed": 4}),
    "arcs": ("?game=arcs&players=3&bots=person,person,person&seed=4",
             {"players": 3, "seed": 4}),
}


def secret_words(state: State, viewer: int | None) -> set[str]:
    """Cards the rules keep from ``viewer`` (other seats' hands and hidden cards) that what it
    may see does not show: its view (text and picture, both checked by the conformance
    secrecy branches) and the public event log. Their text must not be in the page."""
    view = state.view(viewer)
    public = [str(view), view._repr_html_(), *(e.text for e in state.events)]
    seen = set(re.findall(r"[\w#]+", " ".join(public)))
    hidden: set[str] = set()
    game = state.GAME
    for seat in range(state.players):
        if seat == viewer:
            continue
        if game == "arcanum":
            from tarotlab.arcanum.catalog import code

            cards = [*state.hands[seat], *(c for c in state.hidden[seat]
                                           if c not in state.revealed[seat])]
            hidden.update(code(c) for c in cards)
        elif game in ("mystick", "arcs"):
            hidden.update(str(c) for c in state.hands[seat])
    return {w for w in hidden if w not in seen}


def played(view: TableView) -> str | None:
    """Click a live choice (the curtain first, groups opened); returns the action played."""
    lift_curtain(view)
    button = enabled_action(view)
    if button is None:
        return None
    action = button.get_attribute("data-action") or button.inner_text().strip()
    button.click()
    view.wait_idle()
    return action


@pytest.mark.parametrize("game", HOT_SEATS)
def test_hot_seat_secrets_never_reach_the_page(classroom: Server, new_page: Any,
                                               game: str) -> None:
    """Between people's turns the curtain hides the last seat's cards; at every step the text
    of every card another seat holds (hand, hidden cards) is absent from the page's DOM:
    the picture, the choices, their tooltips and the log."""
    page = new_page(1280, 800)
    query, options = HOT_SEATS[game]
    view = open_table(page, classroom, query)
    twin = tarotlab.new_game(game, **options)  # the same game, played alongside
    checked = 0
    for _ in range(14):
        for phase in ("curtain", "cards"):
            dom = view.root.evaluate("e => e.outerHTML")
            curtained = view.root.locator(".tlt-curtain").count() > 0
            viewer = None if curtained else twin.to_move
            words = secret_words(twin, viewer)
            leaked = [w for w in words if re.search(rf"(?<![\w#]){re.escape(w)}(?![\w#])", dom)]
            assert not leaked, f"{game}: {leaked} shown to {viewer} ({phase})"
            checked += 1
            if phase == "curtain":
                lift_curtain(view)
        action = played(view)
        if action is None:
            break
        if action == "let chance decide (seeded)":
            twin.apply(twin.sample_chance())
        else:
            twin.apply(action)
        assert twin.to_move is None or re.search(r"move \d+", view.status.inner_text())
    assert checked >= 20


def assert_picture_fits(page: Any, view: TableView, game: str, width: int,
                        height: int) -> None:
    """The picture's pane and its main picture (the Arcs map; the others' whole board) are
    inside the window, and the page does not scroll sideways."""
    pane = view.root.locator(".tlt-board-wrap").bounding_box()
    assert pane and pane["x"] >= 0 and pane["x"] + pane["width"] <= width + 1, pane
    assert pane["y"] + pane["height"] <= height + 1, f"{game}: the picture's pane is cut {pane}"
    main = view.board.locator("svg").first if game == "arcs" else view.board
    box = main.bounding_box()
    assert box and box["y"] + box["height"] <= height + 1 and box["x"] + box["width"] <= \
        width + 1, f"{game}: the picture is cut {box}"
    scroll = page.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
    assert scroll[0] <= scroll[1] + 1, f"{game}: the page scrolls sideways {scroll}"


@pytest.mark.parametrize("game", ["arcana", "arcanum", "mystick", "arcs"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)], ids=["1280x800", "1024x768"])
def test_board_and_choices_fit_one_screen(classroom: Server, new_page: Any, game: str,
                                          size: tuple[int, int]) -> None:
    """At the classroom's "large" size the picture (scaled to fit) and the live choices are
    both inside the window, without scrolling; labels are at least 14 px."""
    width, height = size
    page = new_page(width, height)
    view = open_table(page, classroom, f"?game={game}&bots=person,greedy,greedy,greedy"
                      if game != "arcana" and game != "mystick" else
                      f"?game={game}&bots=person,greedy")
    lift_curtain(view)
    page.wait_for_timeout(300)
    assert_picture_fits(page, view, game, width, height)
    live = view.root.locator(".tlt-side button.tlt-live").first
    choice = live.bounding_box()
    assert choice and choice["y"] + choice["height"] <= height
    assert choice["x"] + choice["width"] <= width
    size_px = float(live.evaluate("e => getComputedStyle(e).fontSize").removesuffix("px"))
    assert size_px >= 14


ZOOM = "() => document.querySelector('.tlt-board').style.zoom || '1'"


@pytest.mark.parametrize("game", ["arcanum", "arcs"])  # the two scaled at 1280x800
def test_a_scaled_picture_still_fits_after_moves_and_keeps_the_scale_a_fresh_fit_gives(
        classroom: Server, new_page: Any, game: str) -> None:
    """After a move the page keeps the picture's scale if it still fits (one layout, not
    two: static/table.js, fitKept) and measures it afresh when idle: every picture after a
    move fits, and once idle the scale is the one a resized window's fresh fit gives."""
    page = new_page(1280, 800)
    view = open_table(page, classroom, f"?game={game}&bots=person,greedy,greedy,greedy")
    for _ in range(6):
        action = enabled_action(view)
        if action is None:
            action = view.root.locator(".tlt-go:not([disabled])").first
        action.click()
        view.wait_idle()
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => r(null)))")
        assert_picture_fits(page, view, game, 1280, 800)
    page.wait_for_timeout(300)  # the idle fit
    kept = float(page.evaluate(ZOOM))
    assert kept < 1, f"{game} is expected scaled at 1280x800 (the test's premise)"
    page.set_viewport_size({"width": 1279, "height": 800})
    page.wait_for_timeout(200)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_timeout(200)
    assert float(page.evaluate(ZOOM)) == pytest.approx(kept, abs=0.01)


def test_a_click_on_a_map_system_picks_the_actions_that_name_it(classroom: Server,
                                                               new_page: Any) -> None:
    """Picking on the picture: after leading, a click on a system of the Arcs map narrows the
    choices to the actions that name it; back lets go of it."""
    page = new_page(1280, 800)
    view = open_table(page, classroom, "?game=arcs&players=3&bots=person,greedy,greedy&seed=4")
    lift_curtain(view)
    lead = view.actions.locator("button.tlt-live[data-action^='lead']")
    expect(lead.first).to_be_visible()
    lead.first.click()
    view.wait_idle()
    systems = view.board.locator("[data-pick][data-system]")
    assert systems.count() >= 10
    for i in range(systems.count()):
        system = systems.nth(i)
        token = system.get_attribute("data-pick")
        system.click(force=True)
        view.wait_idle()
        crumbs = view.actions.locator(".tlt-crumbs")
        if crumbs.count() and token in crumbs.inner_text():
            break
    else:
        pytest.fail("no system click narrowed the choices")
    options = view.actions.locator("button.tlt-option")
    labels = [options.nth(k).inner_text() for k in range(options.count())]
    assert labels and all(token in label or label.endswith(" …") for label in labels), labels
    view.actions.locator(".tlt-back").click()
    view.wait_idle()
    expect(view.actions.locator(".tlt-crumbs")).to_have_count(0)


LOG_STATE = """() => { const log = document.querySelector('.tlt-log');
  return [log.scrollTop, log.scrollHeight, log.clientHeight]; }"""
SCROLLED = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"
"""Waits two frames: a scroll set from code fires its scroll event at the next frame, and the
Table learns from it where the reader is (a reader's own scroll comes long before a click;
under load a click sent at once could overtake it)."""


def test_the_event_log_keeps_the_newest_events_in_view(classroom: Server, new_page: Any) -> None:
    """The log is a box of at most 260 px: as moves fill it, it stays scrolled to its end
    (the newest events, the ones a lesson step talks about); once the reader scrolls up to
    read older events, a new move keeps their place."""
    page = new_page(1280, 800)
    view = open_table(page, classroom, "?game=mystick&bots=person,greedy&seed=2")
    for _ in range(40):
        top, height, client = page.evaluate(LOG_STATE)
        if height > client + 40:
            break
        assert played(view) is not None
    top, height, client = page.evaluate(LOG_STATE)
    assert height > client, "the log never filled its box"
    assert height - top - client < 8, (top, height, client)  # at its end
    page.evaluate("() => { document.querySelector('.tlt-log').scrollTop = 0; }")
    page.evaluate(SCROLLED)
    assert played(view) is not None
    top, height, client = page.evaluate(LOG_STATE)
    assert top == 0 and height > client, (top, height, client)  # the reader's place kept
    page.evaluate("() => { const l = document.querySelector('.tlt-log');"
                  " l.scrollTop = l.scrollHeight; }")
    page.evaluate(SCROLLED)
    assert played(view) is not None
    top, height, client = page.evaluate(LOG_STATE)
    assert height - top - client < 8, (top, height, client)  # back at the end: it follows


def test_the_hint_button_shows_the_coach_thinking_then_its_advice_and_plays_it(
        classroom: Server, new_page: Any) -> None:
    """Issue 32: the learner clicks "hint"; the page says the coach is thinking, its other
    buttons greyed, and stays responsive (the kernel searches, the page does not); the advice
    comes with the search's own figures, "try it" adds its line as a variation without
    moving, and "play ..." plays the advised move."""
    page = new_page(1280, 800)
    view = open_table(page, classroom, "?game=arcana&bots=person,greedy&seed=2")
    lift_curtain(view)
    hint = view.root.locator("button.tlt-hint")
    expect(hint).to_be_enabled()
    before = view.snapshot()
    hint.click()
    thinking = view.root.locator(".tlt-thinking")
    expect(thinking).to_contain_text("the coach is thinking (1.5 s)", timeout=10_000)
    expect(view.root.locator("button.tlt-undo")).to_be_disabled()
    assert page.evaluate("() => 1 + 1") == 2  # the page answers while the kernel searches
    advice = view.root.locator(".tlt-advice-text")
    expect(advice).to_contain_text("looks best. It wins", timeout=20_000)
    expect(advice).to_contain_text("simulated futures")
    expect(thinking).to_have_count(0)
    assert view.snapshot()["board"] == before["board"]  # a hint changes nothing
    view.root.locator("button.tlt-coach-line").click()  # its line, as a variation
    view.wait_idle()
    expect(view.root.locator(".tlt-ok")).to_contain_text("redo steps through the coach's "
                                                         "line")
    expect(view.root.locator("button.tlt-redo")).to_be_enabled()
    assert view.snapshot()["board"] == before["board"]  # the position shown stays
    play = view.root.locator("button.tlt-play-best")
    best = play.inner_text().removeprefix("play ")
    play.click()
    view.wait_idle()
    expect(view.event_log.first).to_contain_text("seat 0 throws")
    expect(view.root.locator(".tlt-advice")).to_have_count(0)  # a new position: advice gone
    assert best.startswith("throw ")
