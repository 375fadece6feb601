"""Classroom mode in a real browser: ``python -m tarotlab classroom`` serves a page with
no code (Voila); the teacher picks the game, the seats and the bots, then the class plays
by clicking. Screenshots of the set-up form and of a game in play go to docs/screenshots/.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from support import (
    Server,
    TableView,
    check_renders,
    click_changes,
    enabled_action,
    find_tables,
    free_port,
    jupyter_env,
    save_picture,
    screenshot,
    start_server,
    stop_server,
)

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture then skips (fails under CI), saying why
    expect = None

pytestmark = pytest.mark.browser

PAGE_TIMEOUT = 90_000  # ms: first page load starts a kernel and runs the classroom cell


@pytest.fixture(scope="module")
def classroom(tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Server]:
    """``python -m tarotlab classroom arcanum --seed 3`` on a free loopback port."""
    base = tmp_path_factory.mktemp("classroom")
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "tarotlab", "classroom", "arcanum", "--seed", "3",
               "--port", str(port), "--no-browser"]
    # Any answer from a static route means Voila listens (the page itself would start a
    # kernel, so it is not used to poll).
    server = start_server(command, url=url, ready=f"{url}/voila/static/ready",
                          env=jupyter_env(base), cwd=base, log=base / "voila.log",
                          any_answer=True)
    yield server
    stop_server(server)


def pick(page: Any, widget_class: str, label: str) -> None:
    """Choose ``label`` in the dropdown carrying ``widget_class``."""
    page.locator(f".{widget_class} select").select_option(label=label)


def no_code_shown(page: Any) -> None:
    assert page.locator(".jp-InputArea, .jp-CodeMirrorEditor, .cm-editor").count() == 0
    text = page.locator("body").inner_text()
    for code in ("import", "Classroom.from_request", "tarotlab.notebook"):
        assert code not in text, f"the classroom page shows code: {code!r}"


def test_classroom_setup_then_play_by_clicking(classroom: Server, new_page: Any) -> None:
    page = new_page(1440, 900)
    # The address overrides the command line's set-up: 3 seats, seat 2 a random bot.
    page.goto(f"{classroom.url}/?players=3&bots=person,greedy,random")
    start = page.locator(".tl-cr-start")
    expect(start).to_be_visible(timeout=PAGE_TIMEOUT)
    no_code_shown(page)
    expect(page.locator(".tl-cr-game select")).to_have_value(re.compile(".+"))
    assert page.locator(".tl-cr-game select option:checked").inner_text() == "Arcanum"
    assert page.locator(".tl-cr-players select option:checked").inner_text() == "3"
    expect(page.locator(".tl-cr-seat")).to_have_count(3)
    assert page.locator(".tl-cr-seat-2 select option:checked").inner_text() == "random"
    assert page.locator(".tl-cr-seed input").input_value() == "3"  # from the command line
    save_picture(screenshot(page.locator(".tl-cr-setup"), margin=(0, 0)),
                 "classroom-setup.png", docs=True)

    # The teacher's choices: four seats, the class plays seats 0 and 3.
    pick(page, "tl-cr-players", "4")
    expect(page.locator(".tl-cr-seat")).to_have_count(4)
    pick(page, "tl-cr-seat-3", "person")
    pick(page, "tl-cr-seat-1", "random")
    start.click()
    heading = page.locator(".tl-cr-bar")
    expect(heading).to_contain_text("Arcanum · 4 seats · seed 3 · the class plays seats 0, 3",
                                    timeout=30_000)
    tables = find_tables(page.locator(".tl-cr-table"))
    expect(tables, "classroom: the Table widget did not render").to_have_count(1)
    view = TableView(tables.first)
    check_renders(view, "classroom")
    no_code_shown(page)
    pickers = view.root.locator(".widget-dropdown select")
    assert [pickers.nth(i).locator("option:checked").inner_text() for i in range(4)] == [
        "person", "random", "random", "person"], "the Table's seat pickers match the set-up"

    # A few turns by clicking: every click changes the picture, the log and the status.
    statuses = [view.status.inner_text().strip()]
    for turn in range(4):
        button = enabled_action(view)
        assert button is not None, f"turn {turn}: no enabled action ({statuses[-1]})"
        click_changes(view, button, f"classroom turn {turn}")
        expect(view.status).not_to_have_text(statuses[-1])
        statuses.append(view.status.inner_text().strip())
    steps = [int(re.search(r"decision (\d+)", s).group(1)) for s in statuses if "decision" in s]
    assert steps == sorted(steps) and len(set(steps)) == len(steps), statuses
    assert any("seat 3 to move" in s for s in statuses) or any(
        "seat 0 to move" in s for s in statuses[1:]), f"the class's seats play: {statuses}"

    # Undo in class works as in a notebook.
    view.button("undo").click()
    expect(view.status).to_have_text(statuses[-2])

    # Bigger for the back of the room.
    line = view.status.bounding_box()["height"]  # one line of text: grows with the size
    page.locator(".tl-cr-size button", has_text="huge").click()
    expect(page.locator(".tl-cr-table")).to_have_class(re.compile("tl-cr-size-huge"))
    assert view.status.bounding_box()["height"] > line * 1.15
    page.locator(".tl-cr-size button", has_text="large").click()
    expect(page.locator(".tl-cr-table")).to_have_class(re.compile("tl-cr-size-large"))
    # The page down to the action buttons and the undo row, as the class sees it (Voila
    # scrolls inside its own panel: a taller window, then a clip).
    page.set_viewport_size({"width": 1440, "height": 2400})
    page.mouse.move(0, 0)
    page.wait_for_timeout(400)
    controls = view.button("undo").bounding_box()
    save_picture(page.screenshot(animations="disabled", caret="hide", clip={
        "x": 0, "y": 0, "width": 1440, "height": controls["y"] + controls["height"] + 4}),
        "classroom.png", docs=True)
    page.set_viewport_size({"width": 1440, "height": 900})

    # "new game" goes back to the set-up form, choices kept.
    page.locator(".tl-cr-new").click()
    expect(start).to_be_visible()
    expect(page.locator(".tl-cr-seat")).to_have_count(4)


def test_classroom_bots_only_step_by_step(classroom: Server, new_page: Any) -> None:
    page = new_page(1440, 900)
    page.goto(f"{classroom.url}/?game=arcana&bots=greedy,greedy&seed=5")
    start = page.locator(".tl-cr-start")
    expect(start).to_be_visible(timeout=PAGE_TIMEOUT)
    assert page.locator(".tl-cr-game select option:checked").inner_text() == "Arcana"
    start.click()
    expect(page.locator(".tl-cr-bar")).to_contain_text("bots play every seat", timeout=30_000)
    tables = find_tables(page.locator(".tl-cr-table"))
    expect(tables, "classroom, bots only: the Table widget did not render").to_have_count(1)
    view = TableView(tables.first)
    check_renders(view, "classroom, bots only")
    expect(view.status).to_contain_text("decision 1 ")  # bots wait: nothing played yet
    for turn in range(3):
        before = view.status.inner_text().strip()
        click_changes(view, view.button("bot move"), f"bot move {turn}")
        expect(view.status).not_to_have_text(before)
