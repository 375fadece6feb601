"""How fast the Table answers in a real browser (``make bench``): Playwright drives headless
Chromium, as the browser suite does, on JupyterLab and on the classroom page (Voila).

For each game, a Table is clicked 30 times (after 3 warm-up clicks) on a live choice, and
undo and redo 20 times each. The page itself records each click (``static/table.js``:
``window.tarotlabTimings``): from the click to the new picture in the page (``picture``, the
board's HTML replaced and laid out, at the next frame) and to the whole Table updated
(``table``: the panel of choices, controls and log too). Medians and 95th percentiles go to
``results-browser.json`` and ``results-browser.md`` next to this file.

Cases: in JupyterLab, each game with no bots (the teacher's view, one seat after another)
and with bots replying (their moves are inside the click's time); on the classroom page,
each game against greedy bots. Targets: picture under 20 ms median and 40 ms p95, Table
under 40 ms median, undo/redo under 40 ms. The floor comes first in each: a widget that only
echoes a click (``echo_widget.py``), in JupyterLab and on a Voila page served as the
classroom is, which no Table click can beat. ``--readme`` prints the README's table from
the two results files.

Run: ``.venv/bin/python benchmarks/browser.py`` (``--clicks N``); ``--headed`` under
``xvfb-run`` for a real Chromium window (``make bench`` runs both).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import secrets
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from percentiles import percentile  # noqa: E402  (benchmarks/percentiles.py, beside this script)
from support import CHROMIUM_ARGS, find_chromium, free_port, jupyter_env  # noqa: E402

from tarotlab.notebook.server import FLAG as PROMPT_FLAG  # noqa: E402
from tarotlab.notebook.server import VOILA_FLAG  # noqa: E402

GAMES = {
    "arcana": ({}, {1: "greedy"}),
    "arcanum": ({"players": 4}, {1: "greedy", 2: "greedy", 3: "greedy"}),
    "mystick": ({"players": 2}, {1: "greedy"}),
    "arcs": ({"players": 3}, {1: "greedy", 2: "greedy"}),
}
KERNEL_IDLE = """() => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const kernel = panel && panel.sessionContext && panel.sessionContext.session
    && panel.sessionContext.session.kernel;
  return Boolean(kernel && kernel.status === 'idle' && kernel.connectionStatus === 'connected');
}"""
MODES = {False: "Headless Chromium", True: "Headed Chromium (a real window on an Xvfb display)"}
TARGETS = {"picture_median": 20.0, "picture_p95": 40.0, "table_median": 40.0, "undo": 40.0}


def summary(values: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(values), 1), "p95": round(percentile(values, 95), 1),
            "n": len(values)}


def wait_ready(url: str, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except urllib.error.HTTPError:
            return
        except OSError:
            time.sleep(0.3)
    raise SystemExit(f"no answer from {url}")


def settle(page: Any) -> None:
    page.locator(".tlt-table:not(.tlt-waiting)").first.wait_for(timeout=30_000)
    page.wait_for_timeout(40)


def click_live(page: Any) -> bool:
    """Click a live action (opening groups, lifting a curtain); False if there is none."""
    for _ in range(8):
        reveal = page.locator(".tlt-reveal")
        if reveal.count():
            reveal.click()
            settle(page)
            continue
        action = page.locator(".tlt-choices button.tlt-live[data-action]")
        if action.count():
            action.first.click()
            return True
        go = page.locator(".tlt-go.tlt-live")
        if go.count():
            go.first.click()
            return True
        group = page.locator(".tlt-choices button.tlt-live.tlt-group")
        if group.count():
            group.first.click()
            settle(page)
            continue
        chance = page.locator(".tlt-chance")
        if chance.count():
            chance.first.click()
            return True
        return False
    return False


def measure(page: Any, clicks: int, undos: int) -> dict[str, Any]:
    page.evaluate("window.tarotlabTimings = []")
    done = 0
    while done < clicks + 3:
        if not click_live(page):
            break
        settle(page)
        done += 1
    for what in ("undo", "redo") * undos:
        page.locator(f".tlt-{what}").click()
        settle(page)
    timings = page.evaluate("window.tarotlabTimings")
    acts = [t for t in timings if t["what"] in ("act", "bot")][3:]
    back = [t["table"] for t in timings if t["what"] in ("undo", "redo")]
    return {"arrive": summary([t["arrive"] for t in acts if "arrive" in t]),
            "drawn": summary(drawn) if (drawn := [t["drawn"] for t in acts if "drawn" in t])
            else None,
            "picture": summary([t["picture"] for t in acts]),
            "table": summary([t["table"] for t in acts]),
            "undo_redo": summary(back) if back else None}


ECHO_CELL = (f"import sys\nsys.path.insert(0, {str(HERE)!r})\nfrom echo_widget import Echo\n"
             "Echo()")


def notebook_json(cells: list[str]) -> str:
    """A notebook of these code cells, unexecuted, on the python3 kernel."""
    return json.dumps({"cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                                  "outputs": [], "source": c} for c in cells],
                       "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                   "language": "python"}},
                       "nbformat": 4, "nbformat_minor": 5})


def measure_echo(page: Any, clicks: int) -> dict[str, Any]:
    """The floor (``echo_widget.py``): click to count shown, on a widget that does nothing."""
    echo = page.locator(".tl-echo")
    echo.scroll_into_view_if_needed()
    for n in range(1, clicks + 4):
        echo.click()
        page.wait_for_function(f"(window.tarotlabEcho || []).length >= {n}")
        page.wait_for_timeout(40)
    timings = page.evaluate("window.tarotlabEcho")[3:]
    picture = summary([t["picture"] for t in timings])
    return {"arrive": summary([t["arrive"] for t in timings]), "drawn": None,
            "picture": picture, "table": picture, "undo_redo": None}


def voila_floor(browser: Any, clicks: int) -> dict[str, Any]:
    """The floor on a Voila page, served as the classroom is (``tarotlab classroom``'s flags)."""
    base = Path(tempfile.mkdtemp(prefix="tarotlab-bench-echo-"))
    (base / "echo.ipynb").write_text(notebook_json([ECHO_CELL]))
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([sys.executable, "-m", "voila", "echo.ipynb", "--no-browser",
                               "--Voila.ip=127.0.0.1", f"--Voila.port={port}", VOILA_FLAG],
                              cwd=base, env=jupyter_env(base), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        wait_ready(f"{url}/voila/static/ready")
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(url, timeout=90_000)
        page.locator(".tl-echo").wait_for(timeout=90_000)
        result = measure_echo(page, clicks)
        page.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
    return result


def jupyterlab_cases(browser: Any, clicks: int, undos: int) -> dict[str, Any]:
    base = Path(tempfile.mkdtemp(prefix="tarotlab-bench-lab-"))
    root = base / "notebooks"
    root.mkdir()
    cells = [ECHO_CELL, "from tarotlab.notebook import Session, Table\n"
             "from tarotlab.notebook.widgets import TEACHER"]
    for game, (options, bots) in GAMES.items():
        cells.append(f"Table(Session({game!r}, seed=3, **{options!r}), view=TEACHER)")
        cells.append(f"Table(Session({game!r}, seed=3, bots={bots!r}, **{options!r}))")
    (root / "bench.ipynb").write_text(notebook_json(cells))
    env = jupyter_env(base)
    port, token = free_port(), secrets.token_hex(12)
    url = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--ServerApp.ip=127.0.0.1",
         f"--ServerApp.port={port}", f"--IdentityProvider.token={token}",
         "--ServerApp.allow_root=True", f"--ServerApp.root_dir={root}",
         "--LabApp.expose_app_in_browser=True", "--LabApp.news_url=None", PROMPT_FLAG,
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
        env=env, cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out: dict[str, Any] = {}
    try:
        wait_ready(f"{url}/api/status?token={token}")
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.goto(f"{url}/lab/tree/bench.ipynb?reset&token={token}", timeout=90_000)
        page.wait_for_function(KERNEL_IDLE, timeout=90_000)
        page.get_by_role("menuitem", name="Run", exact=True).click(timeout=90_000)
        page.locator("li[data-command='runmenu:run-all']").click()
        tables = page.locator(".tlt-table")
        tables.nth(2 * len(GAMES) - 1).wait_for(timeout=120_000)
        out["floor: a widget that only echoes"] = measure_echo(page, clicks)
        for i, (game, _) in enumerate(GAMES.items()):
            for j, case in enumerate(("no bots", "bots")):
                table = tables.nth(2 * i + j)
                table.scroll_into_view_if_needed()
                # one Table at a time on the page's selectors: mark the one measured
                page.evaluate("(n) => document.querySelectorAll('.tlt-table').forEach("
                              "(t, k) => t.classList.toggle('tlt-bench', k === n))", 2 * i + j)
                scoped = _Scoped(page, ".tlt-bench")
                out[f"{game}, {case}"] = measure(scoped, clicks, undos)
        page.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
    return out


class _Scoped:
    """A page whose locators look inside one marked Table only (several are on the page)."""

    def __init__(self, page: Any, scope: str) -> None:
        self.page, self.scope = page, scope

    def locator(self, selector: str) -> Any:
        if selector.startswith(".tlt-table"):
            return self.page.locator(self.scope + selector.removeprefix(".tlt-table"))
        return self.page.locator(f"{self.scope} {selector}")

    def evaluate(self, script: str) -> Any:
        return self.page.evaluate(script)

    def wait_for_timeout(self, ms: int) -> None:
        self.page.wait_for_timeout(ms)


def classroom_cases(browser: Any, clicks: int, undos: int) -> dict[str, Any]:
    base = Path(tempfile.mkdtemp(prefix="tarotlab-bench-classroom-"))
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([sys.executable, "-m", "tarotlab", "classroom", "arcana", "--seed",
                               "3", "--port", str(port), "--no-browser"], cwd=base,
                              env=jupyter_env(base), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    out: dict[str, Any] = {"floor on a Voila page: a widget that only echoes":
                           voila_floor(browser, clicks)}
    try:
        wait_ready(f"{url}/voila/static/ready")
        for game, (options, bots) in GAMES.items():
            seats = ",".join(bots.get(s, "person") for s in range(options.get("players", 2)))
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto(f"{url}/?game={game}&players={options.get('players', 2)}&bots={seats}"
                      "&seed=3", timeout=90_000)
            page.locator(".tl-cr-start").click(timeout=90_000)
            page.locator(".tlt-table").wait_for(timeout=30_000)
            settle(page)
            out[f"{game}, classroom vs greedy bots"] = measure(page, clicks, undos)
            page.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
    return out


def markdown(results: dict[str, Any]) -> str:
    env = results["environment"]
    lines = ["# Table clicks in a real browser (`benchmarks/browser.py`)", "",
             f"{MODES[bool(env.get('headed'))]} {env['chromium']} via Playwright, "
             f"{env['python']} on "
             f"{env['platform']}, {env['cpus']} CPUs, load average {env['load']}; "
             f"{env['date']}. Milliseconds from the click to the new picture in the page and "
             "to the whole Table updated; undo/redo to the Table updated. *Round trip*: "
             "from the click until the kernel's answer reaches the page, before any drawing "
             "(the part no change to the page can shorten); *drawn*: the new picture in the "
             "page, before the next frame shows it.", "",
             "| case | round trip median | drawn median | picture median | p95 | Table median "
             "| p95 | undo/redo median | p95 |",
             "|---|---|---|---|---|---|---|---|---|"]
    for name, r in results["cases"].items():
        ur = r["undo_redo"] or {"median": "–", "p95": "–"}
        trip = r.get("arrive") or {"median": "–"}
        drawn = r.get("drawn") or {"median": "–"}
        lines.append(f"| {name} | {trip['median']} | {drawn['median']} | "
                     f"**{r['picture']['median']}** | "
                     f"{r['picture']['p95']} | **{r['table']['median']}** | {r['table']['p95']} "
                     f"| {ur['median']} | {ur['p95']} |")
    lines += ["", "Targets: picture under 20 ms median and 40 ms p95; Table under 40 ms "
              "median; undo/redo under 40 ms.", ""]
    return "\n".join(lines)


def readme_table() -> str:
    """The README's table: each cell *headless / headed*, from the two results files, with
    how many cases meet each target (``--readme`` prints it)."""
    runs = [json.loads((HERE / f"{name}.json").read_text())["cases"]
            for name in ("results-browser", "results-browser-headed")]
    lines = ["| case | round trip | picture median | p95 | Table median | undo/redo median |",
             "|---|---|---|---|---|---|"]

    def cell(case: str, *keys: str, bold: bool = False) -> str:
        values = []
        for run in runs:
            value: Any = run[case]
            for key in keys:
                value = (value or {}).get(key, "–")
            values.append(f"**{value}**" if bold and value != "–" else str(value))
        return " / ".join(values)

    for case in runs[0]:
        lines.append(f"| {case} | {cell(case, 'arrive', 'median')} | "
                     f"{cell(case, 'picture', 'median', bold=True)} | "
                     f"{cell(case, 'picture', 'p95')} | {cell(case, 'table', 'median', bold=True)}"
                     f" | {cell(case, 'undo_redo', 'median')} |")
    tables = [{c: r for c, r in run.items() if not c.startswith("floor")} for run in runs]
    met = []
    for what, keys, target in [("picture median", ("picture", "median"), TARGETS["picture_median"]),
                               ("picture p95", ("picture", "p95"), TARGETS["picture_p95"]),
                               ("Table median", ("table", "median"), TARGETS["table_median"]),
                               ("undo/redo median", ("undo_redo", "median"), TARGETS["undo"])]:
        counts = [sum(r[keys[0]][keys[1]] < target for r in t.values()) for t in tables]
        met.append(f"{what} under {target:g} ms: {counts[0]} of {len(tables[0])} headless, "
                   f"{counts[1]} of {len(tables[1])} headed")
    floors = [[r["picture"]["median"] for c, r in run.items() if c.startswith("floor")]
              for run in runs]
    pictures = [[r["picture"]["median"] for r in t.values()] for t in tables]
    lines += ["", "Targets met: " + "; ".join(met) + ".",
              f"Floor (a widget that only echoes), click to picture: "
              f"{' and '.join(map(str, floors[0]))} ms headless, "
              f"{' and '.join(map(str, floors[1]))} headed; the Table's pictures: "
              f"{min(pictures[0])}–{max(pictures[0])} ms headless, "
              f"{min(pictures[1])}–{max(pictures[1])} headed."]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--undos", type=int, default=10)
    parser.add_argument("--only", choices=sorted(GAMES), action="append",
                        help="measure only this game (repeatable); the results files are "
                             "written only for a run of every game")
    parser.add_argument("--headed", action="store_true",
                        help="a real Chromium window (needs a display: make bench runs it "
                             "under xvfb-run); results go to results-browser-headed.*")
    parser.add_argument("--readme", action="store_true",
                        help="print the README's table from the results files, and stop")
    args = parser.parse_args(argv)
    if args.readme:
        print(readme_table())
        return 0
    if args.headed and not os.environ.get("DISPLAY"):
        print("benchmarks/browser.py --headed: no display (run it under xvfb-run)",
              file=sys.stderr)
        return 2
    chromium = find_chromium()
    if chromium is None:
        print("benchmarks/browser.py: no Chromium (make setup installs it)", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    if args.only:
        for game in list(GAMES):
            if game not in args.only:
                del GAMES[game]

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, headless=not args.headed,
                                     args=CHROMIUM_ARGS)
        version = browser.version
        cases = {**jupyterlab_cases(browser, args.clicks, args.undos),
                 **classroom_cases(browser, args.clicks, args.undos)}
        browser.close()
    results = {"environment": {
        "python": platform.python_version(), "platform": platform.platform(),
        "cpus": os.cpu_count(), "chromium": version,
        "load": " ".join(f"{x:.2f}" for x in os.getloadavg()),
        "date": dt.date.today().isoformat(), "headed": args.headed}, "cases": cases}
    text = markdown(results)
    if not args.only:
        name = "results-browser-headed" if args.headed else "results-browser"
        (HERE / f"{name}.json").write_text(json.dumps(results, indent=1) + "\n")
        (HERE / f"{name}.md").write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
