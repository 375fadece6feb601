"""How the browser site (``make lite``: site/) feels to a learner (``make bench``): Playwright
drives Chromium on site/ served on loopback by ``python -m http.server``, as a teacher would.

* **first usable Table, cold**: a fresh browser profile opens the classroom page
  (``classroom.html?game=arcana&...``), starts the set-up form as soon as it shows, and waits
  until the Table is drawn with a seat to move: page, Pyodide, the wheels, IPython, tarotlab.
* **second visit**: the same profile (its HTTP cache kept) opens the page again.
* **click → picture**: on that Table, against greedy bots, 30 clicks after 3 warm-up ones,
  timed by the page itself as ``benchmarks/browser.py`` does; in the same run the same Tables
  on the classroom server (Voila, a kernel of CPython on this machine) for comparison.
* **size** of site/.

Targets (issue 29): first usable Table ≤ 20 s cold and ≤ 8 s on a second visit; click →
picture within 5 ms of the served Table's; site ≤ 60 MB. Results go to ``results-lite.json``
and ``results-lite.md`` next to this file.

Run: ``.venv/bin/python benchmarks/lite.py`` (after ``make lite``; ``--clicks N``,
``--visits N``; ``--headed`` under ``xvfb-run`` for a real Chromium window, as ``make bench``
runs it too).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SITE = ROOT / "site"
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browser import GAMES, classroom_cases, measure, settle, wait_ready  # noqa: E402
from support import CHROMIUM_ARGS, find_chromium, free_port  # noqa: E402

TARGETS = {"cold_s": 20.0, "second_s": 8.0, "click_gap_ms": 5.0, "size_mb": 60.0}


def open_table(page: Any, url: str) -> tuple[float, Any]:
    """Open the classroom page at ``url`` and start its Table: seconds until its first
    choice can be clicked, and the frame the Table is in."""
    start = time.perf_counter()
    page.goto(url)
    frame = page.frame_locator("iframe")
    frame.locator(".tl-cr-start").click(timeout=120_000)
    frame.locator(".tlt-table .tlt-status", has_text="move").wait_for(timeout=60_000)
    seconds = time.perf_counter() - start
    return seconds, next(f for f in page.frames if f != page.main_frame)


def lite_cases(browser: Any, base: str, clicks: int, visits: int) -> dict[str, Any]:
    """Cold and second visits (each cold one in a fresh profile), then clicks per game."""
    cold, second = [], []
    first = f"{base}/classroom.html?game=arcana&players=2&bots=person,greedy&seed=3"
    for _ in range(visits):
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        page = context.new_page()
        cold.append(open_table(page, first)[0])
        page.close()
        page = context.new_page()
        second.append(open_table(page, first)[0])
        context.close()
    out: dict[str, Any] = {"cold_s": summary_s(cold), "second_s": summary_s(second),
                           "clicks": {}}
    for game, (options, bots) in GAMES.items():
        seats = ",".join(bots.get(s, "person") for s in range(options.get("players", 2)))
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        page = context.new_page()
        _, frame = open_table(page, f"{base}/classroom.html?game={game}&players="
                              f"{options.get('players', 2)}&bots={seats}&seed=3")
        settle(frame)
        out["clicks"][f"{game}, classroom vs greedy bots"] = measure(frame, clicks, 0)
        context.close()
    return out


def summary_s(values: list[float]) -> dict[str, Any]:
    return {"median": round(statistics.median(values), 1), "max": round(max(values), 1),
            "each": [round(v, 1) for v in values]}


def site_size_mb() -> float:
    return round(sum(f.stat().st_size for f in SITE.rglob("*") if f.is_file()) / 1e6, 1)


def markdown(results: dict[str, Any]) -> str:
    env, lite, served = results["environment"], results["lite"], results["served"]
    lines = [
        "# tarotlab in a browser: the static site (`benchmarks/lite.py`)", "",
        f"{env['browser']} via Playwright on {env['platform']}, {env['cpus']} CPUs; "
        f"{env['date']}. site/ served by `python -m http.server` on loopback.", "",
        "| measure | figure | target |", "|---|---|---|",
        f"| first usable Table, cold (fresh profile), median of {len(lite['cold_s']['each'])} "
        f"| **{lite['cold_s']['median']} s** (max {lite['cold_s']['max']}) | ≤ 20 s |",
        f"| second visit (HTTP cache kept), median | **{lite['second_s']['median']} s** "
        f"(max {lite['second_s']['max']}) | ≤ 8 s |",
        f"| size of site/ | **{results['size_mb']} MB** | ≤ 60 MB |", "",
        "Click → picture (ms, median / p95) on the site's classroom page and, in the same "
        "run, on the classroom server (Voila, CPython on this machine):", "",
        "| case | site | served | gap |", "|---|---|---|---|"]
    for case, r in lite["clicks"].items():
        s = served.get(case)
        gap = round(r["picture"]["median"] - s["picture"]["median"], 1) if s else "–"
        lines.append(f"| {case} | **{r['picture']['median']}** / {r['picture']['p95']} | "
                     + (f"{s['picture']['median']} / {s['picture']['p95']}" if s else "–")
                     + f" | {gap} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--visits", type=int, default=5)
    parser.add_argument("--headed", action="store_true",
                        help="a real Chromium window (run under xvfb-run): results-lite-headed.*")
    args = parser.parse_args()
    if not (SITE / "index.html").is_file():
        raise SystemExit("site/ is not built: make lite")
    from playwright.sync_api import sync_playwright

    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "http.server", "-b", "127.0.0.1", "-d",
                               str(SITE), str(port)], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_ready(f"{base}/index.html")
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=find_chromium(),
                                         headless=not args.headed, args=CHROMIUM_ARGS)
            lite = lite_cases(browser, base, args.clicks, args.visits)
            served = classroom_cases(browser, args.clicks, 0)
            version = browser.version
            browser.close()
    finally:
        server.terminate()
    mode = "Headed Chromium (a real window on an Xvfb display)" if args.headed else \
        "Headless Chromium"
    results = {"environment": {"browser": f"{mode} {version}",
                               "platform": platform.platform(), "cpus": _cpus(),
                               "date": dt.date.today().isoformat()},
               "lite": lite, "served": served, "size_mb": site_size_mb(), "targets": TARGETS}
    stem = "results-lite-headed" if args.headed else "results-lite"
    (HERE / f"{stem}.json").write_text(json.dumps(results, indent=1) + "\n")
    (HERE / f"{stem}.md").write_text(markdown(results))
    print(markdown(results))


def _cpus() -> int:
    return os.cpu_count() or 1


if __name__ == "__main__":
    main()
