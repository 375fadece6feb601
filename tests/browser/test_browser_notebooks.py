"""Each tutorial notebook, run in JupyterLab in headless Chromium, shows working widgets.

For every notebook: open it, Run All from the Run menu, wait until every code cell ran
without an error, check that every widget and picture rendered; for every Table (a code
cell about a Table whose output is a widget): the status line, the board picture, the
action buttons and the event log are on screen; clicking an enabled action changes the
picture and the log; undo brings them back. Screenshots go to tests/artifacts/, and the
first Table of each game's tutorial to docs/screenshots/<game>-jupyterlab.png.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from support import (
    CLICK_TIMEOUT,
    NOTEBOOKS,
    Server,
    TableView,
    check_renders,
    find_tables,
    notebook_state,
    play_and_undo,
    run_all,
    save_picture,
    screenshot,
    shutdown_sessions,
)

import tarotlab

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture then skips (fails under CI), saying why
    expect = None

pytestmark = pytest.mark.browser

TUTORIALS = sorted(p.name for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
IMAGE_MIMES = ("image/svg+xml", "image/png")
OUTPUTS = ".jp-Cell-outputArea > .jp-OutputArea-child > .jp-OutputArea-output"
BROKEN_WIDGET_TEXT = ("Error displaying widget", "javascript error", "Failed to load model class",
                      "Failed to create view", "Could not create a view", "model not found")

def open_notebook(page: Any, lab: Server, name: str) -> dict[str, Any]:
    """Open ``name`` in a fresh workspace and wait for its kernel to be connected and idle."""
    page.goto(lab.page_url(f"/lab/tree/{name}?reset"))
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        state = notebook_state(page)
        if state and state["path"] == name and state["connected"] and state["kernel"] == "idle":
            return state
        time.sleep(0.25)
    pytest.fail(f"{name}: the notebook or its kernel did not become ready in JupyterLab "
                f"(last state: {state and {k: state[k] for k in ('path', 'kernel')}})\n"
                f"{lab.log_tail()}")


def has_output(cell: dict[str, Any], mimes: tuple[str, ...]) -> bool:
    return any(mime in out.get("data", {}) for out in cell["outputs"] for mime in mimes)


def game_of(name: str) -> str | None:
    """The game a tutorial teaches, from its name (``01_arcana.ipynb`` -> ``arcana``)."""
    stem = name.removesuffix(".ipynb").split("_", 1)[-1]
    return stem if stem in tarotlab.GAMES else None


@pytest.mark.parametrize("name", TUTORIALS)
def test_notebook_runs_and_its_tables_work(lab: Server, new_page: Any, name: str) -> None:
    page = new_page()
    try:
        open_notebook(page, lab, name)
        state = run_all(page, name)
        panel = page.locator(f"#{state['id']}")
        cells = panel.locator(".jp-Notebook .jp-Cell")
        assert cells.count() == len(state["cells"]), f"{name}: not every cell is on the page"

        # Every prompt shows its execution count, as the reader sees it.
        prompts = panel.locator(".jp-CodeCell .jp-InputPrompt").all_inner_texts()
        unrun = [p for p in prompts if not p.strip().strip("[]:").isdigit()]
        assert not unrun, f"{name}: prompts not run: {unrun[:5]}"

        # Every widget output rendered (no "Error displaying widget"), and every picture.
        widget_cells = [i for i, c in enumerate(state["cells"]) if has_output(c, (WIDGET_MIME,))]
        for i in widget_cells:
            cells.nth(i).scroll_into_view_if_needed()  # in view for a picture on failure
            outputs = cells.nth(i).locator(OUTPUTS)
            widgets = outputs.locator(":scope > .jupyter-widgets, .tlt-table, .tle-explorer")
            assert widgets.count() >= 1, f"{name} cell {i}: no widget was rendered"
            failed = cells.nth(i).locator(".widget-error")
            text = outputs.first.inner_text()
            broken = [t for t in BROKEN_WIDGET_TEXT if t in text]
            assert failed.count() == 0 and not broken, \
                f"{name} cell {i}: the widget did not render: {text[:500]}"
            for k in range(widgets.count()):
                box = widgets.nth(k).bounding_box()
                assert box and box["height"] > 0, f"{name} cell {i}: the widget is empty"
        image_cells = [i for i, c in enumerate(state["cells"]) if has_output(c, IMAGE_MIMES)]
        for i in image_cells:
            images = cells.nth(i).locator(".jp-RenderedSVG img, .jp-RenderedSVG svg, "
                                          ".jp-RenderedImage img")
            assert images.count() >= 1, f"{name} cell {i}: the picture did not render"
            assert images.first.evaluate(
                "e => e.tagName === 'svg' || (e.complete && e.naturalWidth > 0)"), \
                f"{name} cell {i}: the picture did not load"

        # An Arcs map in a Table (a lesson's too, beside its panel) takes the picture's whole
        # width, as on the classroom page; it used to sit small beside the round's panels.
        for board in panel.locator(".tlt-board:has(.tl-mapbox svg)").all():
            width = board.evaluate("b => [b.querySelector('.tl-mapbox svg')"
                                   ".getBoundingClientRect().width, b.clientWidth]")
            assert width[0] >= 0.85 * width[1], f"{name}: the map is {width[0]:.0f} px of " \
                f"{width[1]} px"

        # The Tables: rendered, playable, undoable.
        table_cells = [i for i in widget_cells if "Table" in state["cells"][i]["source"]]
        game = game_of(name)
        clicked = []
        for n, i in enumerate(table_cells):
            where = f"{name} cell {i}"
            tables = find_tables(cells.nth(i))
            shown = cells.nth(i).locator(OUTPUTS).first.inner_text().strip()
            assert tables.count() >= 1, (
                f"{where}: the Table widget did not render (no Table layout in the output); "
                f"the output shows: {shown[:300]!r}")
            view = TableView(tables.first)
            check_renders(view, where)
            stem = name.removesuffix(".ipynb")
            save_picture(screenshot(view.root), f"{stem}-table{n}.png")
            if n == 0 and game is not None:
                save_picture(screenshot(view.root), f"{game}-jupyterlab.png", docs=True)
            if view.root.locator(".tlt-lesson").count():
                continue  # a lesson refuses free moves; lessons are played in the classroom tests
            label = play_and_undo(view, where)
            if label:
                clicked.append(label)
        if table_cells:
            assert clicked, f"{name}: no Table had an enabled action to click"
        if name.startswith("05_") and image_cells:  # the Arcs map: no Table, a drawn map
            pic = cells.nth(image_cells[0]).locator(".jp-RenderedSVG img, .jp-RenderedSVG svg, "
                                                    ".jp-RenderedImage img").first
            save_picture(screenshot(pic), "arcs-map-jupyterlab.png", docs=True)
        # No uncaught error at all: every Table used to throw "Cannot read properties of
        # undefined (reading 'then')" (its stylesheet trait was named ``style``).
        assert not page.errors, page.errors
    finally:
        shutdown_sessions(lab)


BATTLE = """import tarotlab
from tarotlab.arcs.scenario import Edit
from tarotlab.notebook import Session, Table

game = tarotlab.new_game("arcs", players=3, setup_card="3P Mix Up", seed=1)
Edit(game).ships(0, "5.3", fresh=6)
game.apply("lead Agg5")
game.apply("battle 5.3 seat 1")
Table(Session(game), view="teacher: everything")"""


def test_an_arcs_battle_is_played_through_a_form(lab: Server, new_page: Any) -> None:
    """arcs: Battle 3: the dice of each type are three steppers, not 85 buttons (it offered
    "roll 0 assault 0 skirmish 1 raid" and 84 more); the roll composed shows whether it is
    legal and why not, and plays."""
    import json

    from support import TableView, find_tables

    from tarotlab.notebook.choices import LIMIT

    notebook = {"cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                           "outputs": [], "source": BATTLE}],
                "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                            "language": "python"}},
                "nbformat": 4, "nbformat_minor": 5}
    (lab.root / "battle_form.ipynb").write_text(json.dumps(notebook))
    page = new_page()
    try:
        open_notebook(page, lab, "battle_form.ipynb")
        run_all(page, "battle_form.ipynb")
        view = TableView(find_tables(page).first)
        form = view.actions.locator(".tlt-form")
        expect(form).to_be_visible(timeout=20_000)
        assert view.actions.locator("button").count() <= LIMIT
        slots = form.locator(".tlt-slot")
        labels = [slots.nth(i).locator(".tlt-slot-label").inner_text() for i in
                  range(slots.count())]
        assert labels == ["assault", "skirmish", "raid"]
        go = form.locator(".tlt-go")
        expect(go).to_have_text(re.compile(r"^roll \d+ assault \d+ skirmish \d+ raid$"))
        for _ in range(8):  # more dice than the 6 ships: refused, and the rules say why
            slots.nth(0).get_by_role("button", name="more assault").click()
        slots.nth(1).get_by_role("button", name="more skirmish").click()
        expect(go).to_have_class(re.compile("tlt-refused"))
        go.click()
        view.wait_idle()
        expect(view.root.locator(".tlt-no")).to_contain_text("[arcs: Battle]")
        for _ in range(8):
            slots.nth(0).get_by_role("button", name="fewer assault").click()
        expect(go).to_have_class(re.compile("tlt-live"))
        roll = go.inner_text().strip()
        before = view.board.inner_html()
        go.click()
        view.wait_idle()
        expect(view.event_log).to_contain_text("roll", timeout=20_000)
        assert view.board.inner_html() != before, f"{roll} did not change the picture"
    finally:
        shutdown_sessions(lab)


@pytest.mark.parametrize(("name", "board"), [("02_arcanum.ipynb", ".tl-arcanum"),
                                             ("04_arcs.ipynb", ".tl-arcs")])
def test_a_freshly_opened_notebook_shows_its_boards_styled(lab: Server, new_page: Any,
                                                           name: str, board: str) -> None:
    """Opened as ``make lab`` opens a fresh clone (trusted, not yet run), the saved boards are
    styled pictures: JupyterLab strips the styles of untrusted HTML."""
    page = new_page()
    try:
        open_notebook(page, lab, name)
        first = page.locator(f".jp-OutputArea-output {board}").first
        expect(first).to_be_visible(timeout=20_000)
        styled = first.evaluate("e => getComputedStyle(e).backgroundColor")
        assert styled not in ("rgba(0, 0, 0, 0)", "transparent"), f"{name}: {styled}"
    finally:
        shutdown_sessions(lab)


def test_a_freshly_opened_map_notebook_shows_its_maps_as_pictures(lab: Server,
                                                                  new_page: Any) -> None:
    page = new_page()
    try:
        open_notebook(page, lab, "05_arcs_map.ipynb")
        pictures = page.locator(".jp-RenderedSVG svg, .jp-RenderedSVG img, "
                                ".jp-RenderedHTMLCommon img, .jp-RenderedImage img")
        expect(pictures.first).to_be_visible(timeout=20_000)
        text = page.locator(".jp-OutputArea-output").all_inner_texts()
        assert not [t for t in text if "<graphviz.graphs" in t], "a map shows as its repr"
    finally:
        shutdown_sessions(lab)


def test_maps_show_as_pictures_even_in_a_notebook_not_trusted(lab: Server,
                                                              new_page: Any) -> None:
    """A map is SVG for a trusted notebook and PNG where JupyterLab will not show untrusted
    SVG, so it never shows as ``<graphviz.graphs.Graph at 0x…>``."""
    import json

    data = json.loads((lab.root / "05_arcs_map.ipynb").read_text())
    data["metadata"]["tarotlab_copy"] = "not signed"  # new content: not trusted
    (lab.root / "untrusted_map.ipynb").write_text(json.dumps(data))
    page = new_page()
    try:
        open_notebook(page, lab, "untrusted_map.ipynb")
        pictures = page.locator(".jp-RenderedImage img")  # the PNG, as SVG is not shown
        expect(pictures.first).to_be_visible(timeout=20_000)
        text = page.locator(".jp-OutputArea-output").all_inner_texts()
        assert not [t for t in text if "<graphviz.graphs" in t], "a map shows as its repr"
    finally:
        shutdown_sessions(lab)


def test_an_edge_case_shows_its_lines_side_by_side_and_a_tree_to_click(
        lab: Server, new_page: Any) -> None:
    """issue "Exploring edge cases" 1-4, in JupyterLab at 1400x1000: each case's two lines end
    side by side, left-aligned (a table style used to push them right), what differs
    outlined, the Arcs pictures no taller than the screen; a click on a move of an
    Explorer's tree shows that position (the picture follows, the chip becomes current)."""
    page = new_page(1400, 1000)
    try:
        for name in ("06_edge_cases_arcana.ipynb", "06_edge_cases_arcs.ipynb"):
            state = open_notebook(page, lab, name)
            run_all(page, name)
            panel = page.locator(f"#{state['id']}")
            compares = panel.locator(".tl-compare")
            assert compares.count() >= 7, f"{name}: {compares.count()} comparisons"
            first = compares.first
            first.scroll_into_view_if_needed()
            box = first.bounding_box()
            area = first.evaluate("e => e.closest('.jp-OutputArea-output')"
                                  ".getBoundingClientRect().left")
            assert box is not None and box["x"] - area < 30, (box, area)  # left-aligned
            assert box["height"] <= 1000, box
            assert first.locator("[data-tl-diff]").count() > 0
            if name.startswith("06_edge_cases_arcana"):
                explorer = panel.locator(".tle-explorer").first
                explorer.scroll_into_view_if_needed()
                before = explorer.locator(".tle-board").inner_html()
                chip = explorer.locator(".tlt-node:not(.tlt-node-current)").first
                path = chip.get_attribute("data-path")
                chip.click()
                current = explorer.locator(f'.tlt-node-current[data-path="{path}"]')
                expect(current).to_have_count(1, timeout=CLICK_TIMEOUT)
                assert explorer.locator(".tle-board").inner_html() != before
                save_picture(screenshot(explorer), "edge-case-explorer.png", docs=True)
                save_picture(screenshot(first), "edge-case-compare.png", docs=True)
        assert not page.errors, page.errors
    finally:
        shutdown_sessions(lab)
