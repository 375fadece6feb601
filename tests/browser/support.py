"""What the browser tests share: servers on loopback, Chromium, screenshots, the Table's parts.

Chromium is Debian's package (``make setup`` installs it with scripts/install-chromium.sh
where it may), driven by Playwright's Python package through ``executable_path``: no
browser is ever downloaded. Without Chromium (or Playwright) the tests are skipped with a
message saying how to install it, except under CI (``CI=true``), where they fail.

Screenshots go to tests/artifacts/ (git-ignored) on every run; the pictures the README
shows are written to docs/screenshots/ when their content changed.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = ROOT / "tests" / "artifacts"
SCREENSHOTS = ROOT / "docs" / "screenshots"

# The flags this machine's closed network needs (no background connections, no QUIC);
# Playwright adds --headless and a fresh --user-data-dir of its own to every launch.
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
CHROMIUM_CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"
"""Chromium's headless shell (Debian's ``chromium-headless-shell``, which
scripts/install-chromium.sh installs beside ``chromium``): the same Blink without the
browser's own windowing, which the tests never see, for less CPU. The browser suite runs on
it where it is installed: alone, back to back on 2026-12-07, it took 12.0 CPU minutes of the
machine's and 10 min 16 s on the shell against 14.7 and 11 min 33 s on ``chromium``
(``benchmarks/lane_cpu.py``). The benchmarks time the whole browser, as a user runs it."""
INSTALL_HINT = ("install it with `make setup` (scripts/install-chromium.sh runs apt-get "
                "install chromium as root or with sudo), or point TAROTLAB_CHROMIUM at a "
                "Chromium or Chrome executable")
SERVER_START_TIMEOUT = 90.0
PAGE_LOAD_TIMEOUT = 90_000  # ms: a first page load starts a kernel and runs its cell
CLICK_TIMEOUT = 20_000  # ms: a click's round trip to the kernel and back
RUN_ALL_TIMEOUT = 180.0  # s: one notebook, Run All

# JupyterLab settings of the test server (a private settings dir).
LAB_SETTINGS = {
    # Every cell in the page (JupyterLab 4 otherwise renders only the cells on screen).
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    # No news or update checks (no network here, and no pop-up over the notebook).
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
        {"fetchNews": "false", "checkForUpdates": False},
}


# ---------------------------------------------------------------------------- browser
def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


def unavailable(reason: str) -> NoReturn:
    """Skip with ``reason``; under CI, fail instead (the browser suite must run there)."""
    if in_ci():
        pytest.fail(f"{reason} — CI=true, so the browser tests fail rather than skip",
                    pytrace=False)
    pytest.skip(f"browser tests skipped: {reason}")


def find_chromium(shell: bool = False) -> str | None:
    """The Chromium to drive: ``TAROTLAB_CHROMIUM`` if set; with ``shell``, the headless
    shell where it is installed (the tests); else the system's Chromium or Chrome."""
    wanted = os.environ.get("TAROTLAB_CHROMIUM")
    if wanted:
        return wanted if os.access(wanted, os.X_OK) else None
    if shell and os.access(HEADLESS_SHELL, os.X_OK):
        return HEADLESS_SHELL
    for path in CHROMIUM_CANDIDATES:
        if os.access(path, os.X_OK):
            return path
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


# ---------------------------------------------------------------------------- servers
def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def http_get(url: str, timeout: float = 5.0) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as reply:
            return int(reply.status), reply.read()
    except urllib.error.HTTPError as err:
        return err.code, b""


def http_delete(url: str) -> None:
    with urllib.request.urlopen(urllib.request.Request(url, method="DELETE"), timeout=10):
        pass


@dataclass
class Server:
    """A server process the tests started: its address, log and working directory."""

    url: str
    process: subprocess.Popen[bytes]
    log: Path
    root: Path
    token: str = ""

    def page_url(self, path: str) -> str:
        """``path`` on this server, with its token."""
        sep = "&" if "?" in path else "?"
        return f"{self.url}{path}{sep}token={self.token}" if self.token else f"{self.url}{path}"

    def log_tail(self, lines: int = 40) -> str:
        text = self.log.read_text(encoding="utf-8", errors="replace").splitlines()
        return "\n".join(text[-lines:])


def jupyter_env(base: Path) -> dict[str, str]:
    """The environment with private Jupyter dirs: nothing of the user's is read or written."""
    env = dict(os.environ)
    for var, sub in [("JUPYTER_RUNTIME_DIR", "runtime"), ("JUPYTER_CONFIG_DIR", "config"),
                     ("JUPYTER_DATA_DIR", "data"), ("IPYTHONDIR", "ipython"),
                     ("JUPYTERLAB_SETTINGS_DIR", "lab-settings"),
                     ("JUPYTERLAB_WORKSPACES_DIR", "lab-workspaces")]:
        path = base / sub
        path.mkdir(parents=True, exist_ok=True)
        env[var] = str(path)
    env["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"
    env.pop("TAROTLAB_CLASSROOM", None)
    return env


def start_server(command: list[str], *, url: str, ready: str, env: dict[str, str],
                 cwd: Path, log: Path, any_answer: bool = False, token: str = "") -> Server:
    """Start ``command`` and wait until ``ready`` (a URL) answers 200 (any HTTP answer
    with ``any_answer``)."""
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=out,
                                   stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    server = Server(url=url, process=process, log=log, root=cwd, token=token)
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"{' '.join(command[1:4])} exited with {process.returncode} before "
                        f"serving {ready}:\n{server.log_tail()}", pytrace=False)
        try:
            status = http_get(ready, timeout=2)[0]
            if status == 200 or (any_answer and status < 500):
                return server
        except OSError:
            pass
        time.sleep(0.25)
    stop_server(server)
    pytest.fail(f"no answer from {ready} after {SERVER_START_TIMEOUT:.0f} s:\n"
                f"{server.log_tail()}", pytrace=False)


def stop_server(server: Server) -> None:
    """SIGTERM (JupyterLab and Voila then shut their kernels down); SIGKILL if it hangs."""
    process = server.process
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


def shutdown_sessions(server: Server) -> None:
    """End every kernel of the JupyterLab server (one notebook runs at a time)."""
    status, body = http_get(server.page_url("/api/sessions"))
    if status == 200:
        for session in json.loads(body):
            http_delete(server.page_url(f"/api/sessions/{session['id']}"))


# ---------------------------------------------------------------------------- pictures
def save_picture(data: bytes, name: str, *, docs: bool = False) -> Path:
    """Write a screenshot to tests/artifacts/; with ``docs``, to docs/screenshots/ too
    (only when it changed, so an unchanged picture leaves the work tree clean)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    artifact = ARTIFACTS / name
    artifact.write_bytes(data)
    if docs:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        target = SCREENSHOTS / name
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)
    return artifact


def screenshot(locator: Any, margin: tuple[int, int] = (420, 320)) -> bytes:
    """A stable picture of one element: pointer away, no caret, no animations. The page is
    made big enough to show the whole element plus ``margin`` (JupyterLab scrolls inside
    its own panel, below its menus, so a taller element would be cut), then set back."""
    page = locator.page
    size = dict(page.viewport_size)
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    assert box, "nothing to take a picture of"
    need = {"width": max(size["width"], int(box["width"]) + margin[0]),
            "height": max(size["height"], int(box["height"]) + margin[1])}
    if need != size:
        page.set_viewport_size(need)
        page.wait_for_timeout(400)  # JupyterLab lays itself out again
        locator.scroll_into_view_if_needed()
    page.mouse.move(0, 0)
    try:
        data: bytes = locator.screenshot(animations="disabled", caret="hide")
    finally:
        if need != size:
            page.set_viewport_size(size)
            page.wait_for_timeout(200)
    return data


# ---------------------------------------------------------------------------- the Table
CHANCE_LABEL = "let chance decide (seeded)"  # tarotlab.notebook.widgets.CHANCE_LABEL


def exact(label: str) -> re.Pattern[str]:
    return re.compile(rf"^\s*{re.escape(label)}\s*$")


def open_table(page: Any, classroom: Server, query: str) -> TableView:
    """The classroom page at ``query`` (``?game=...``), started, its Table ready to move."""
    from playwright.sync_api import expect

    page.goto(f"{classroom.url}/{query}")
    start = page.locator(".tl-cr-start")
    expect(start).to_be_visible(timeout=PAGE_LOAD_TIMEOUT)
    start.click()
    tables = find_tables(page.locator(".tl-cr-table"))
    expect(tables).to_have_count(1, timeout=30_000)
    view = TableView(tables.first)
    expect(view.status).to_contain_text("move", timeout=30_000)
    return view


def find_tables(scope: Any) -> Any:
    """Rendered Tables under ``scope`` (tarotlab.notebook.widgets.Table: ``.tlt-table``)."""
    return scope.locator(".tlt-table")


@dataclass
class TableView:
    """The parts of one rendered Table (static/table.js lays them out)."""

    root: Any

    @property
    def status(self) -> Any:
        return self.root.locator(".tlt-status")

    @property
    def board(self) -> Any:
        return self.root.locator(".tlt-board")

    @property
    def actions(self) -> Any:
        return self.root.locator(".tlt-choices")

    @property
    def event_log(self) -> Any:
        return self.root.locator(".tlt-log")

    def button(self, label: str) -> Any:
        return self.root.locator(".tlt-side button", has_text=exact(label))

    def snapshot(self) -> dict[str, str]:
        return {"board": self.board.inner_html(), "log": self.event_log.inner_html(),
                "status": self.status.inner_text().strip(), "picture": self.picture()}

    def picture(self) -> str:
        """The board's DOM as markup with each element's attributes sorted: the page morphs
        one picture into the next (morphdom), which may leave attributes in another order
        than a freshly parsed picture has, so equal pictures are judged on this form."""
        markup: str = self.board.evaluate(CANONICAL_MARKUP)
        return markup

    def wait_rendered(self) -> None:
        """Wait until the Table shows its status line. JupyterLab may replace a Table's view
        by a fresh one while a notebook settles after Run All (seen in the browser site); the
        fresh view is empty until the model's panel reaches it, and a snapshot taken then
        would compare an empty status line with the next one."""
        from playwright.sync_api import expect

        expect(self.status).to_have_text(re.compile(r"\S"), timeout=CLICK_TIMEOUT)

    def wait_idle(self) -> None:
        """Wait until the page has the kernel's answer to the last click, bots' replies
        included (a slow kernel, as in the browser site, sends the move first and the bots'
        replies after it, the Table marked busy in between)."""
        from playwright.sync_api import expect

        expect(self.root).not_to_have_class(re.compile(r"\btlt-(waiting|busy)\b"),
                                            timeout=CLICK_TIMEOUT)


CANONICAL_MARKUP = """(root) => {
  const walk = (n) => n.nodeType === Node.TEXT_NODE ? n.data : n.nodeType !== Node.ELEMENT_NODE
    ? "" : `<${n.localName}${[...n.attributes].map((a) => ` ${a.name}="${a.value}"`).sort()
      .join("")}>${[...n.childNodes].map(walk).join("")}</${n.localName}>`;
  return [...root.childNodes].map(walk).join("");
}"""


def wait_until(check: Any, message: str, timeout_ms: float) -> None:
    """Poll ``check()`` until it is true, or fail with ``message`` after ``timeout_ms``."""
    deadline = time.monotonic() + timeout_ms / 1000
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(message)
        time.sleep(0.05)


def check_renders(view: TableView, where: str) -> None:
    """The Table is on screen: status, a board picture, choices, controls, a log."""
    from playwright.sync_api import expect

    expect(view.root, f"{where}: the Table is not visible").to_be_visible()
    status = view.status.inner_text().strip()
    assert re.search(r"move \d+|Game over", status), f"{where}: status line {status!r}"
    board = view.board
    expect(board, f"{where}: the board picture is not visible").to_be_visible()
    box = board.bounding_box()
    assert box and box["width"] >= 150 and box["height"] >= 30, f"{where}: board {box}"
    assert len(board.inner_text().strip()) > 20, f"{where}: the board picture is empty"
    if "Game over" not in status:
        live = view.root.locator(".tlt-side button.tlt-live, .tlt-hidden")
        assert live.count() >= 1, f"{where}: no live choice, curtain or bot to wait for"
        expect(live.first, f"{where}: the choices are not visible").to_be_visible()
    for label in ("↶ undo", "↷ redo", "bot move", "why / why not?"):
        expect(view.button(label), f"{where}: no {label!r} button").to_have_count(1)
    log = view.event_log
    expect(log, f"{where}: no event log").to_be_visible()
    assert log.locator("div").count() >= 1, f"{where}: the event log is empty"


def lift_curtain(view: TableView) -> None:
    """Hot seat: the person to move asks for their cards."""
    reveal = view.root.locator(".tlt-reveal")
    if reveal.count():
        reveal.click()
        view.wait_idle()


def enabled_action(view: TableView) -> Any | None:
    """A live choice that plays an action (opening groups of choices until one shows)."""
    lift_curtain(view)
    for _ in range(6):
        actions = view.actions.locator("button.tlt-live[data-action]")
        if actions.count():
            return actions.first
        groups = view.actions.locator("button.tlt-live.tlt-group")
        if not groups.count():
            chance = view.root.locator(".tlt-chance")
            return chance.first if chance.count() else None
        groups.first.click()
        view.wait_idle()
    return None


def click_changes(view: TableView, button: Any, where: str) -> dict[str, str]:
    """Click ``button``; the board picture and the event log must both change."""
    from playwright.sync_api import expect

    before = view.snapshot()
    label = button.inner_text().strip()
    button.click()
    expect(view.board, f"{where}: clicking {label!r} did not change the board picture") \
        .not_to_have_js_property("innerHTML", before["board"], timeout=CLICK_TIMEOUT)
    expect(view.event_log.first, f"{where}: clicking {label!r} did not change the event log") \
        .not_to_have_js_property("innerHTML", before["log"], timeout=CLICK_TIMEOUT)
    view.wait_idle()
    return before


def play_and_undo(view: TableView, where: str) -> str | None:
    """Click a live action, see the board and log change, undo, see them come back.
    Returns the label clicked (None when no action is enabled: a finished game)."""
    for _ in range(10):
        view.wait_rendered()
        button = enabled_action(view)
        if button is None:
            return None
        before = view.snapshot()
        if before["status"]:
            break
    else:
        raise AssertionError(f"{where}: the Table's status line stayed empty")
    label: str = button.inner_text().strip()
    click_changes(view, button, where)
    view.button("↶ undo").click()
    view.wait_idle()
    lift_curtain(view)
    def without_total(text: str) -> str:  # the line keeps the moves to redo
        return re.sub(r" of \d+", "", text.strip())

    wait_until(lambda: without_total(view.status.inner_text()) == without_total(
        before["status"]), f"{where}: undo after {label!r} did not go back (status right after it "
        f"{view.status.inner_text()!r}, before {before['status']!r})", CLICK_TIMEOUT)
    wait_until(lambda: view.picture() == before["picture"],
               f"{where}: undo after {label!r} did not bring the picture back", CLICK_TIMEOUT)
    return label


def click_action(view: TableView, action: str) -> None:
    """Click the button of ``action``, opening the groups of choices on its way (``move`` …,
    then ``5.3`` …), as a person does."""
    words = action.split()
    for _ in range(len(words) + 1):
        button = view.actions.locator(f"button[data-action='{action}']")
        if button.count():
            button.first.click()
            return
        groups = view.actions.locator("button.tlt-group")
        labels = [groups.nth(i).inner_text().strip().removeprefix("✘ ").removesuffix(" …")
                  for i in range(groups.count())]
        word = next((w for w in words if w in labels), None)
        if word is None:
            raise AssertionError(f"no button or group leads to {action!r} (groups: {labels})")
        groups.nth(labels.index(word)).click()
        view.wait_idle()
    raise AssertionError(f"could not reach {action!r}")


def walk_lesson(view: TableView, lesson_id: str) -> None:
    """Follow a lesson on a rendered Table to its end by clicking, as a class does: at each
    step a wrong answer or move first (answered with "not quite", nothing played), then the
    right one."""
    from playwright.sync_api import expect

    from tarotlab.lessons import Lesson

    lesson = view.root.locator(".tlt-lesson")
    expect(lesson).to_contain_text("step 1 of")
    steps = Lesson(lesson_id).steps
    for step in steps:
        expect(lesson).to_contain_text(f"step {step.number} of {len(steps)}")
        if step.kind == "read":
            lesson.locator(".tlt-next").click()
        elif step.kind == "question":
            assert step.question is not None
            wrong = [c for c in step.question.choices if c != step.question.answer]
            if wrong:
                lesson.locator(".tlt-answer", has_text=wrong[0]).click()
                view.wait_idle()
                expect(lesson.locator(".tlt-no")).to_contain_text("not quite")
            lesson.locator(".tlt-answer", has_text=step.question.answer).click()
            view.wait_idle()
            lesson.locator(".tlt-next").click()
        else:
            wrong_move = next(iter(step.wrong), None)
            if wrong_move is not None:
                before = view.board.inner_html()
                click_action(view, wrong_move)
                view.wait_idle()
                expect(lesson.locator(".tlt-no")).to_contain_text("not quite")
                assert view.board.inner_html() == before, "a wrong move changed the picture"
            if step.kind == "free":
                view.actions.locator("button.tlt-live[data-action]").first.click()
            else:
                click_action(view, step.expect[0])
        view.wait_idle()
    expect(lesson).to_contain_text("The lesson is over")


# The state of the notebook in front, read from JupyterLab's own model (window.jupyterapp,
# exposed by the test server): kernel status and, with ``cells``, per cell its type, source,
# execution count and outputs; without, only how many code cells have not run ("unrun") and
# how many show an error ("failed", a cell tagged raises-exception not counted). A wait polls
# without cells: with them, every poll carried each output (the Arcs maps notebook, 1.1 MB a
# poll, 49 MB over one Run All) through the browser, Playwright's driver and Python.
NOTEBOOK_STATE = """(withCells) => {
  const app = window.jupyterapp;
  const panel = app && app.shell.currentWidget;
  if (!panel || !panel.content || !panel.sessionContext) return null;
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  const state = {
    id: panel.id,
    path: panel.context.path,
    kernel: kernel ? kernel.status : 'none',
    connected: kernel ? kernel.connectionStatus === 'connected' : false,
  };
  const widgets = panel.content.widgets;
  if (withCells) {
    state.cells = widgets.map(cell => ({
      type: cell.model.type,
      source: cell.model.sharedModel.getSource(),
      count: cell.model.type === 'code' ? cell.model.executionCount : null,
      tags: cell.model.getMetadata('tags') || [],
      outputs: cell.model.type === 'code' ? cell.model.outputs.toJSON() : [],
    }));
    return state;
  }
  state.unrun = 0;
  state.failed = 0;
  for (const cell of widgets) {
    if (cell.model.type !== 'code') continue;
    if (cell.model.executionCount === null) state.unrun += 1;
    if ((cell.model.getMetadata('tags') || []).includes('raises-exception')) continue;
    const outputs = cell.model.outputs;
    for (let i = 0; i < outputs.length; i++) {
      if (outputs.get(i).type === 'error') { state.failed += 1; break; }
    }
  }
  return state;
}"""


def notebook_state(page: Any, cells: bool = False) -> dict[str, Any] | None:
    """The notebook in front (None: none is): its panel's id, path, kernel status and
    connection, and either every cell (``cells``) or the counts a wait needs (see
    ``NOTEBOOK_STATE``)."""
    state: dict[str, Any] | None = page.evaluate(NOTEBOOK_STATE, cells)
    return state


def errors_in(state: dict[str, Any]) -> list[str]:
    found = []
    for i, cell in enumerate(state["cells"]):
        if "raises-exception" in cell["tags"]:
            continue
        for out in cell["outputs"]:
            if out.get("output_type") == "error":
                trace = "\n".join(out.get("traceback", []))[-2000:]
                found.append(f"cell {i}: {out.get('ename')}: {out.get('evalue')}\n{trace}")
    return found


def run_all(page: Any, name: str) -> dict[str, Any]:
    """Run > Run All Cells, as a reader does; wait until every code cell has run (failing at
    once when a cell shows an error); the notebook's state with every cell."""
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.locator("li[data-command='runmenu:run-all']").click()
    deadline = time.monotonic() + RUN_ALL_TIMEOUT
    state: dict[str, Any] | None = None
    while time.monotonic() < deadline:
        brief = notebook_state(page)
        assert brief is not None, f"{name}: the notebook panel went away"
        if brief["failed"] or (brief["unrun"] == 0 and brief["kernel"] == "idle"):
            state = notebook_state(page, cells=True)  # judged on every cell, as it is now
            assert state is not None, f"{name}: the notebook panel went away"
            errors = errors_in(state)
            assert not errors, f"{name}: a cell failed in JupyterLab:\n" + "\n".join(errors)
            code = [c for c in state["cells"] if c["type"] == "code"]
            if all(c["count"] is not None for c in code) and state["kernel"] == "idle":
                return state
        time.sleep(0.3)
    state = notebook_state(page, cells=True)
    pending = [i for i, c in enumerate(state["cells"] if state else [])
               if c["type"] == "code" and c["count"] is None]
    pytest.fail(f"{name}: Run All did not finish in {RUN_ALL_TIMEOUT:.0f} s "
                f"(cells not run: {pending})")
