"""The browser site (``make lite``: site/), served on loopback as any static host would, in
Chromium: the start page links every notebook, lesson and drill; each notebook runs top to
bottom in the page's own Python (Pyodide) without an error, its Tables answer clicks, and the
Arcs map is drawn; a classroom lesson is clicked through to its end. Every request must stay
on the site's origin: a request to anywhere else (a CDN, PyPI) fails the test.

The site is built by ``make lite``, which ``make test`` runs first; without site/ these tests
skip (fail under CI).
"""

from __future__ import annotations

import functools
import json
import threading
import time
from collections.abc import Callable, Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

import pytest
from support import (
    ROOT,
    TableView,
    find_tables,
    notebook_state,
    play_and_undo,
    run_all,
    save_picture,
    unavailable,
    walk_lesson,
)

from tarotlab import drills
from tarotlab.lessons import GAMES, catalog

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture then skips (fails under CI), saying why
    expect = None

pytestmark = pytest.mark.browser

SITE = ROOT / "site"
NOTEBOOKS = sorted(p.name for p in (SITE / "files").glob("*.ipynb"))
KERNEL_READY_MS = 120_000  # a cold start: Pyodide, the wheels, IPython, tarotlab
CHART_SENTENCE = "matplotlib, which the browser version of tarotlab does not have"


class SiteHandler(SimpleHTTPRequestHandler):
    """A static host for site/, quiet, whose root ``jupyter-lite.json`` also exposes the
    JupyterLab app to the page (``window.jupyterapp``), so the test can read the notebook's
    cells; the site itself is served unchanged."""

    def log_message(self, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        if urlsplit(self.path).path != "/jupyter-lite.json":
            return super().do_GET()
        config = json.loads((SITE / "jupyter-lite.json").read_text())
        config["jupyter-config-data"]["exposeAppInBrowser"] = True
        body = json.dumps(config).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        return None


@pytest.fixture(scope="module")
def site(browser: Any) -> Iterator[str]:
    """site/ on a free loopback port; its address."""
    if not (SITE / "index.html").is_file():
        unavailable("site/ is not built: make lite builds it (make test does first)")
    server = ThreadingHTTPServer(("127.0.0.1", 0),
                                 functools.partial(SiteHandler, directory=str(SITE)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture
def site_page(browser: Any, site: str) -> Iterator[Callable[[], Any]]:
    """``site_page()``: a page in a fresh context; every request that leaves the site's
    origin is refused and recorded, and the test fails if there was one."""
    origin = urlsplit(site).netloc
    foreign: list[str] = []
    contexts: list[Any] = []

    def route(r: Any) -> None:
        url = r.request.url
        if url.startswith(("data:", "blob:")) or urlsplit(url).netloc == origin:
            r.continue_()
        else:
            foreign.append(url)
            r.abort()

    def make() -> Any:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        context.route("**/*", route)
        context.set_default_timeout(30_000)
        contexts.append(context)
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda err: page.errors.append(str(err)))
        return page

    yield make
    for context in contexts:
        context.close()
    assert not foreign, f"requests left the site's origin: {foreign[:5]}"


def ready(state: dict[str, Any] | None, name: str) -> bool:
    """Whether the notebook ``name`` is open in front with its kernel started and idle."""
    return bool(state and state["path"] == name and state["connected"]
                and state["kernel"] == "idle")


def test_start_page_links_every_notebook_lesson_and_drill(site: str, site_page: Any) -> None:
    page = site_page()
    page.goto(f"{site}/")
    links = page.locator("a").evaluate_all("(as) => as.map((a) => a.getAttribute('href'))")
    for name in NOTEBOOKS:
        assert f"lab/index.html?path={name}" in links
    for game in GAMES:
        for entry in catalog(game):
            assert f"classroom.html?game={game}&lesson={entry.id}" in links
        for kind in drills.kinds(game):
            assert f"classroom.html?game={game}&drill={game}%3A{kind.name}" in links
    assert "07_balance_lab.ipynb" not in NOTEBOOKS  # stays on a real machine, and says so
    expect(page.locator("body")).to_contain_text("balance lab")


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs_in_the_browser(site: str, site_page: Any, name: str) -> None:
    """Run All in the site's JupyterLab: no cell fails; a cell that needs what the browser
    lacks says so in one sentence; pictures and Tables render, and a Table answers a click."""
    page = site_page()
    page.goto(f"{site}/lab/index.html?path={name}")
    deadline = time.monotonic() + KERNEL_READY_MS / 1000
    while not ready(notebook_state(page), name):
        assert time.monotonic() < deadline, f"{name}: the kernel did not start in the page"
        time.sleep(0.25)
    state = run_all(page, name)
    text = "\n".join(o.get("text", "") if isinstance(o.get("text"), str) else "".join(o.get(
        "text", [])) for c in state["cells"] for o in c["outputs"])
    if any("can_use(\"matplotlib\"" in c["source"] for c in state["cells"]):
        assert CHART_SENTENCE in text
    if name == "05_arcs_map.ipynb":
        svgs = [o for c in state["cells"] for o in c["outputs"]
                if "image/svg+xml" in o.get("data", {})]
        assert len(svgs) >= 5, "the Arcs maps were not drawn"
        assert "system_1.0" in svgs[0]["data"]["image/svg+xml"]
        save_picture(page.screenshot(), "lite-arcs-map.png")
    panel = page.locator(f"#{notebook_state(page)['id']}")  # type: ignore[index]
    tables = panel.locator(".tlt-table:not(:has(.tlt-lesson))")  # a lesson refuses free moves
    if tables.count():
        view = TableView(tables.first)
        view.root.scroll_into_view_if_needed()
        play_and_undo(view, f"{name} in the browser site")
        if name == "01_arcana.ipynb":
            save_picture(page.screenshot(), "lite-lesson.png", docs=True)
    assert page.errors == []


def test_a_classroom_lesson_is_played_to_its_end(site: str, site_page: Any) -> None:
    """classroom.html takes the classroom server's address (?game=...&lesson=...) and shows
    only the Table: the lesson is clicked through to its end."""
    page = site_page()
    page.goto(f"{site}/classroom.html?game=arcana&lesson=arcana-basics")
    frame = page.frame_locator("iframe")
    tables = find_tables(frame.locator("body"))
    expect(tables).to_have_count(1, timeout=KERNEL_READY_MS)
    expect(frame.locator(".jp-CodeConsole-promptCell")).to_be_hidden()
    expect(frame.locator(".tlt-lesson")).to_contain_text("step 1 of")
    save_picture(page.screenshot(), "lite-classroom-lesson.png", docs=True)
    walk_lesson(TableView(tables.first), "arcana-basics")
